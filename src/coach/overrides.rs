//! Commissioner overrides in every game: a team's or a player's field set by hand, past
//! the rules, with a required reason. Each game lists its fields and checks each value
//! for its type and range and by its rules (`Game::fields`, `Game::set_field`); this
//! module finds the team, refuses a field the game does not have, audits the field
//! before and after with the reason, and records the override as a change that undo
//! takes back (`Reversal::SetField`), only while the field still holds what it set.

use serde::Serialize;

use super::field_set::find_field;
use super::games;
use super::load_team_header;
use super::undo::{Reversal, record_change_with};
use crate::Result;
use crate::error::{NotFound, OverrideFault};
use crate::games::{FieldAt, FieldKind, Game, OverrideOf, field_ids};
use crate::store::{FieldChange, PlayerId, Store, TeamHeader, TeamId, Tx};

/// The fields of one game, as `dugout override fields` lists them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GameFields {
    pub game: &'static str,
    pub team: Vec<String>,
    pub player: Vec<String>,
}

/// The fields a commissioner may set in the game `game_id` (every game when None).
pub fn game_fields(game_id: Option<&str>) -> Result<Vec<GameFields>> {
    let chosen: Vec<&'static dyn Game> = match game_id {
        Some(id) => vec![games::of(id)?],
        None => games::GAMES.to_vec(),
    };
    Ok(chosen
        .into_iter()
        .map(|game| GameFields {
            game: game.id(),
            team: field_ids(game.fields(), OverrideOf::Team),
            player: field_ids(game.fields(), OverrideOf::Player),
        })
        .collect())
}

/// A team's or a player's field now, as the game reads it (and an override sets it).
pub fn field_value(store: &mut Store, at: FieldAt, field: &str) -> Result<String> {
    store.read(|tx| {
        let header = load_team_header(tx, at.team)?;
        let game = games::of(&header.game)?;
        let spec = find_field(game, at.of(), field)?;
        game.field_value(tx, at, spec.id)
    })
}

/// Sets one field of a team, past the rules, with a reason.
pub fn override_team(
    store: &mut Store,
    team: TeamId,
    field: &str,
    value: &str,
    reason: &str,
) -> Result<FieldChange> {
    let reason = check_reason(reason)?;
    store.write(|tx| {
        let header = load_team_header(tx, team)?;
        let at = FieldAt { team, player: None };
        let label = header.name.clone();
        set(tx, &header, at, Request::new(field, value, &reason, label))
    })
}

/// Sets one field of a player (on a roster or gone), past the rules, with a reason.
pub fn override_player(
    store: &mut Store,
    player: PlayerId,
    field: &str,
    value: &str,
    reason: &str,
) -> Result<FieldChange> {
    let reason = check_reason(reason)?;
    store.write(|tx| {
        let record = tx
            .player_history(player)?
            .ok_or(NotFound::Player { id: player })?;
        let header = load_team_header(tx, record.team_id)?;
        let at = FieldAt {
            team: header.id,
            player: Some(player),
        };
        let label = format!("#{} {}", record.player.number, record.player.name);
        set(tx, &header, at, Request::new(field, value, &reason, label))
    })
}

/// What an override asks, checked for a reason already.
struct Request<'a> {
    field: &'a str,
    value: &'a str,
    reason: &'a str,
    /// Whose field, for the summary ("#3 Grim", "Reavers").
    label: String,
}

impl<'a> Request<'a> {
    fn new(field: &'a str, value: &'a str, reason: &'a str, label: String) -> Request<'a> {
        Request {
            field,
            value,
            reason,
            label,
        }
    }
}

fn check_reason(reason: &str) -> Result<String> {
    let reason = reason.trim();
    if reason.is_empty() {
        return Err(OverrideFault::NeedsReason.into());
    }
    Ok(reason.to_string())
}

/// Sets the field, records the change and audits it, in the caller's transaction.
fn set(tx: &Tx<'_>, header: &TeamHeader, at: FieldAt, request: Request<'_>) -> Result<FieldChange> {
    let game = games::of(&header.game)?;
    let spec = find_field(game, at.of(), request.field)?;
    let before = game.field_value(tx, at, spec.id)?;
    let ledger = game.set_field(tx, at, spec.id, request.value, request.reason)?;
    let after = game.field_value(tx, at, spec.id)?;
    let change = FieldChange::new(spec.id, &before, &after);
    let summary = format!(
        "Commissioner set {} of {}: {before} → {after}",
        spec.id, request.label
    );
    let reversal = Reversal::SetField {
        player: at.player,
        field: spec.id.to_string(),
        before,
        after,
        cosmetic: spec.kind == FieldKind::Cosmetic,
    };
    let action = match at.of() {
        OverrideOf::Team => "override.team",
        OverrideOf::Player => "override.player",
    };
    record_change_with(tx, header.id, &summary, &reversal, ledger, |row| {
        row.action = action.to_string();
        row.changes = vec![change.clone()];
        row.reason = Some(request.reason.to_string());
    })?;
    Ok(change)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coach::override_values::{count, whole, yes_no, yes_no_text};

    #[test]
    fn values_are_read_by_type_and_range() {
        assert_eq!(whole("rerolls", " 3 ", 0, 8).unwrap(), 3);
        assert!(whole("rerolls", "9", 0, 8).is_err());
        assert!(whole("rerolls", "-1", 0, 8).is_err());
        assert!(whole("rerolls", "three", 0, 8).is_err());
        assert_eq!(count("ma", "9", 1, 9).unwrap(), 9);
        assert!(count("ma", "0", 1, 9).is_err());
        assert!(yes_no("apothecary", "Oui").unwrap());
        assert!(!yes_no("apothecary", "no").unwrap());
        assert!(yes_no("apothecary", "maybe").is_err());
        assert!(yes_no("x", &yes_no_text(true)).unwrap());
        assert!(!yes_no("x", &yes_no_text(false)).unwrap());
        assert!(check_reason("  ").is_err());
        assert_eq!(check_reason(" prize ").unwrap(), "prize");
    }

    #[test]
    fn every_game_lists_name_fields_and_no_field_twice() {
        for game in games::GAMES {
            let fields = game.fields();
            for of in [OverrideOf::Team, OverrideOf::Player] {
                let ids = field_ids(fields, of);
                assert!(ids.iter().any(|id| id == "name"), "{} {of:?}", game.id());
                let mut unique = ids.clone();
                unique.sort();
                unique.dedup();
                assert_eq!(unique.len(), ids.len(), "{} lists a field twice", game.id());
            }
            let refused = find_field(*game, OverrideOf::Player, "wings").unwrap_err();
            let text = refused.message(crate::data::Lang::Fr);
            assert!(text.contains("champs") && text.contains("name"), "{text}");
        }
    }
}
