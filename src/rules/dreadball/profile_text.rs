//! What a stored player's profile breaks (see `profile`): the facts, with what is
//! allowed (the words are `present::dreadball::profile_text`).

use super::PlayerKind;
use super::build::Stat;
use crate::data::dreadball::{BuildKind, Position};
pub use crate::rules::Who;

/// What a role id names for a player of its kind.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RoleSource {
    /// A role of the team's roster (names in English and French).
    Roster { en: String, fr: String },
    /// The position a Mutant's design gives.
    Design,
    /// An MVP of the reference data.
    Mvp,
    /// A roster role of any team, or a free-agent profile.
    FreeAgent,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ProfileProblem {
    UnknownKind {
        who: Who,
        given: String,
    },
    UnknownPosition {
        who: Who,
        given: String,
    },
    UnknownRole {
        who: Who,
        role: Option<String>,
        source: Box<RoleSource>,
        allowed: Vec<String>,
    },
    BuildMissing {
        who: Who,
    },
    BuildUnreadable {
        who: Who,
    },
    /// A design on a player who is not built (not a Mechanite or a Mutant).
    BuildNotBuilt {
        who: Who,
    },
    BuildOfOtherKind {
        who: Who,
        kind: PlayerKind,
        build: BuildKind,
    },
    /// The builder refuses the stored design (its refusal in each language).
    BuildRefused {
        who: Who,
        en: String,
        fr: String,
    },
    PositionNotOfRole {
        who: Who,
        position: Position,
        role: Option<String>,
        allowed: Vec<Position>,
    },
    GiantMark {
        who: Who,
        giant: bool,
    },
    /// A stat no advancement of the player's first stat line gives; `reach` is the
    /// lowest and highest value allowed, `None` where the line gives no value ("?").
    StatOutOfReach {
        who: Who,
        stat: Stat,
        value: Option<u8>,
        reach: Option<(u8, u8)>,
    },
    UnknownSkill {
        who: Who,
        skill: String,
    },
}
