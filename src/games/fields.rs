//! The fields a commissioner may set by hand on a game's teams and players (`dugout
//! override`, the window's commissioner panel): each game lists its own, reads each as
//! text and sets it from text through `Game::field_value` and `Game::set_field`.

use serde::Serialize;

pub use crate::error::OverrideOf;
use crate::error::{GameName, OverrideFault};
use crate::store::{PlayerId, TeamId};

/// What undoing a field's override may follow.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum FieldKind {
    /// A name, a number, a coach: nothing a match reads; safe to undo after a match day.
    Cosmetic,
    /// What a match day reads (characteristics, skills, injuries, items).
    Substantive,
    /// The treasury: set through a ledger row of the difference, which undo pays back.
    Money,
}

/// One field a commissioner may set.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct FieldSpec {
    /// As the game names it, and `--field` takes it (`ma`, `rerolls`).
    pub id: &'static str,
    pub of: OverrideOf,
    pub kind: FieldKind,
}

impl FieldSpec {
    pub const fn team(id: &'static str, kind: FieldKind) -> FieldSpec {
        FieldSpec {
            id,
            of: OverrideOf::Team,
            kind,
        }
    }

    pub const fn player(id: &'static str, kind: FieldKind) -> FieldSpec {
        FieldSpec {
            id,
            of: OverrideOf::Player,
            kind,
        }
    }
}

/// Whose field: a team's, or one of its players' (on its roster or gone).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FieldAt {
    pub team: TeamId,
    pub player: Option<PlayerId>,
}

impl FieldAt {
    pub fn of(self) -> OverrideOf {
        match self.player {
            Some(_) => OverrideOf::Player,
            None => OverrideOf::Team,
        }
    }
}

/// The ids of `fields` that are `of`'s, in order.
pub fn field_ids(fields: &[FieldSpec], of: OverrideOf) -> Vec<String> {
    fields
        .iter()
        .filter(|f| f.of == of)
        .map(|f| f.id.to_string())
        .collect()
}

/// The refusal of a field `game` does not list, naming those it does of that kind.
pub fn no_field(game: GameName, fields: &[FieldSpec], of: OverrideOf, field: &str) -> crate::Error {
    OverrideFault::FieldUnknown {
        game,
        of,
        given: field.trim().to_string(),
        fields: field_ids(fields, of),
    }
    .into()
}
