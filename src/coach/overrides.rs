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
use crate::error::{NotFound, OverrideFault, TeamFault};
use crate::games::{FieldAt, FieldKind, Game, OverrideOf, field_ids};
use crate::store::{FieldChange, LedgerId, PlayerId, Store, TeamHeader, TeamId, Tx, today};
use crate::{Error, Result};

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

/// A whole number from `least` to `most` for `field`.
pub(crate) fn whole(field: &str, value: &str, least: i64, most: i64) -> Result<i64> {
    value
        .trim()
        .parse::<i64>()
        .ok()
        .filter(|n| (least..=most).contains(n))
        .ok_or_else(|| {
            OverrideFault::Whole {
                field: field.to_string(),
                least,
                most,
                given: value.trim().to_string(),
            }
            .into()
        })
}

/// A whole number from `least` to `most` that fits a `u32`, for counts.
pub(crate) fn count(field: &str, value: &str, least: u32, most: u32) -> Result<u32> {
    let n = whole(field, value, i64::from(least), i64::from(most))?;
    u32::try_from(n).map_err(|_| Error::Store(crate::store::StoreError::Corrupt(n.to_string())))
}

/// Yes or no (`yes`, `true`, `1`, `oui` / `no`, `false`, `0`, `non`).
pub(crate) fn yes_no(field: &str, value: &str) -> Result<bool> {
    match value.trim().to_ascii_lowercase().as_str() {
        "yes" | "true" | "1" | "oui" => Ok(true),
        "no" | "false" | "0" | "non" => Ok(false),
        _ => Err(OverrideFault::YesNo {
            field: field.to_string(),
            given: value.trim().to_string(),
        }
        .into()),
    }
}

/// `yes` or `no`, as `yes_no` reads it back.
pub(crate) fn yes_no_text(value: bool) -> String {
    if value { "yes" } else { "no" }.to_string()
}

/// The fields every game's team has: its name, its coach and, where the game keeps a
/// treasury in the ledger, the treasury. None: not one of them.
pub(crate) fn shared_team_value(header: &TeamHeader, field: &str) -> Option<String> {
    match field {
        "name" => Some(header.name.clone()),
        "coach" => Some(header.coach.clone()),
        "treasury" => Some(header.treasury.to_string()),
        _ => None,
    }
}

/// Sets a team's name, coach or treasury (a ledger row of the difference, `reason`
/// in its text); None: not one of them.
pub(crate) fn set_shared_team_field(
    tx: &Tx<'_>,
    header: &TeamHeader,
    field: &str,
    value: &str,
    reason: &str,
) -> Result<Option<Option<LedgerId>>> {
    match field {
        "name" => {
            let name = crate::rules::names::check_name(value)?;
            if !header.name.eq_ignore_ascii_case(&name)
                && tx.team_name_taken(header.league_id, &name)?
            {
                return Err(TeamFault::NameTaken {
                    league: header.league_id,
                    name,
                }
                .into());
            }
            tx.rename_team(header.id, &name)?;
        }
        "coach" => {
            let coach = crate::rules::names::check_coach(value)?;
            tx.set_team_column(header.id, "coach", rusqlite::types::Value::Text(coach))?;
        }
        "treasury" => {
            let target = whole(field, value, -1_000_000_000, 1_000_000_000)?;
            let difference = target - header.treasury;
            if difference == 0 {
                return Ok(Some(None));
            }
            let why = format!("Commissioner override: {reason}");
            let ledger = tx.add_ledger(header.id, today(), difference, "override", &why, None)?;
            return Ok(Some(Some(ledger)));
        }
        _ => return Ok(None),
    }
    Ok(Some(None))
}

/// Sets a player's name, or number (`numbers`: the game's shirt numbers; not one a
/// team-mate on the roster wears); None: not one of them.
pub(crate) fn set_shared_player_field(
    tx: &Tx<'_>,
    at: FieldAt,
    player: PlayerId,
    field: &str,
    value: &str,
    numbers: std::ops::RangeInclusive<u32>,
) -> Result<Option<()>> {
    match field {
        "name" => tx.rename_player(player, &crate::rules::names::check_name(value)?)?,
        "number" => {
            let number = count(field, value, *numbers.start(), *numbers.end())?;
            let wearer = tx
                .player_labels(at.team)?
                .into_iter()
                .find(|p| p.number == number && p.id != player && p.released_on.is_none());
            if let Some(other) = wearer {
                return Err(TeamFault::NumberTaken {
                    number,
                    wearer: other.name,
                }
                .into());
            }
            tx.renumber_player(player, number)?;
        }
        _ => return Ok(None),
    }
    Ok(Some(()))
}

#[cfg(test)]
mod tests {
    use super::*;

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
