//! What a commissioner types for a field, read by type and range, and the fields every
//! game's team and player share (name, coach, treasury; name, number): the part of
//! overrides each game's own fields build on. Below `overrides` and the games, so a game
//! calls it without calling the command that calls the game.

use crate::error::{OverrideFault, TeamFault};
use crate::games::FieldAt;
use crate::store::{LedgerId, PlayerId, TeamHeader, Tx, today};
use crate::{Error, Result};

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
