//! Blood Bowl's commissioner overrides (Dungeonbowl's too): the fields a commissioner
//! may set by hand, each read as text and set from text, checked for its type and range
//! and by the game's rules where one applies (characteristic ranges, the roster's
//! re-roll limit and apothecary, the skill and lasting injury lists). The shared path
//! (`coach::overrides`) audits and records them.

use rusqlite::types::Value;

use super::team::load;
use crate::coach::override_values::{
    count, set_shared_player_field, set_shared_team_field, shared_team_value, yes_no, yes_no_text,
};
use crate::data::bloodbowl::{Reference, SkillRef};
use crate::data::find_by_name;
use crate::error::{NotFound, OverrideFault};
use crate::games::{FieldAt, FieldKind, FieldSpec};
use crate::rules::bloodbowl::match_day::NIGGLING_INJURY;
use crate::rules::bloodbowl::stored::{DEDICATED_FANS_LEAST, dedicated_fans_most};
use crate::store::bloodbowl::BloodBowlPlayerRecord;
use crate::store::{LedgerId, PlayerId, StoreError, Tx};
use crate::{Error, Result};

/// Blood Bowl's fields, as `Game::fields` lists them.
pub(super) const FIELDS: &[FieldSpec] = &[
    FieldSpec::team("name", FieldKind::Cosmetic),
    FieldSpec::team("coach", FieldKind::Cosmetic),
    FieldSpec::team("rerolls", FieldKind::Substantive),
    FieldSpec::team("assistants", FieldKind::Substantive),
    FieldSpec::team("cheerleaders", FieldKind::Substantive),
    FieldSpec::team("apothecary", FieldKind::Substantive),
    FieldSpec::team("dedicated_fans", FieldKind::Substantive),
    FieldSpec::team("treasury", FieldKind::Money),
    FieldSpec::player("name", FieldKind::Cosmetic),
    FieldSpec::player("number", FieldKind::Cosmetic),
    FieldSpec::player("ma", FieldKind::Substantive),
    FieldSpec::player("st", FieldKind::Substantive),
    FieldSpec::player("ag", FieldKind::Substantive),
    FieldSpec::player("pa", FieldKind::Substantive),
    FieldSpec::player("av", FieldKind::Substantive),
    FieldSpec::player("skills", FieldKind::Substantive),
    FieldSpec::player("spp", FieldKind::Substantive),
    FieldSpec::player("injuries", FieldKind::Substantive),
    FieldSpec::player("miss_next_game", FieldKind::Substantive),
];

/// The range of each characteristic a player may be given (Blood Bowl 2020: MA 1 to 9,
/// ST 1 to 8, AG and PA 1+ to 6+, AV 3+ to 11+), and whether it is a target (`3+`).
pub(super) fn characteristic_range(field: &str) -> Option<(u8, u8, bool)> {
    Some(match field {
        "ma" => (1, 9, false),
        "st" => (1, 8, false),
        "ag" | "pa" => (1, 6, true),
        "av" => (3, 11, true),
        _ => return None,
    })
}

/// The most star player points Dugout lets a commissioner give (beyond any career).
const MOST_SPP: u32 = 999;

/// Shirt numbers a Blood Bowl player may wear.
const NUMBERS: std::ops::RangeInclusive<u32> = 1..=99;

fn reference() -> Result<&'static Reference> {
    Ok(Reference::bundled()?)
}

fn player_record(tx: &Tx<'_>, at: FieldAt, player: PlayerId) -> Result<BloodBowlPlayerRecord> {
    tx.bloodbowl_players_ever(at.team)?
        .into_iter()
        .find(|p| p.id == player)
        .ok_or_else(|| NotFound::Player { id: player }.into())
}

/// A field's value now, as text `set_field` reads back.
pub(super) fn field_value(tx: &Tx<'_>, at: FieldAt, field: &str) -> Result<String> {
    let Some(player) = at.player else {
        let team = load(tx, at.team)?;
        if let Some(value) = shared_team_value(&team.header, field) {
            return Ok(value);
        }
        let items = team.items;
        return Ok(match field {
            "rerolls" => items.rerolls.to_string(),
            "assistants" => items.assistants.to_string(),
            "cheerleaders" => items.cheerleaders.to_string(),
            "apothecary" => yes_no_text(items.apothecary),
            "dedicated_fans" => items.dedicated_fans.to_string(),
            other => return Err(not_a_field(other)),
        });
    };
    let p = player_record(tx, at, player)?;
    let target = |value: u8| format!("{value}+");
    Ok(match field {
        "name" => p.name,
        "number" => p.number.to_string(),
        "ma" => p.ma.to_string(),
        "st" => p.st.to_string(),
        "ag" => target(p.ag),
        "pa" => p.pa.map_or_else(|| "-".to_string(), target),
        "av" => target(p.av),
        "skills" => list_text(&p.skills),
        "spp" => p.spp.to_string(),
        "injuries" => {
            let injuries: Vec<String> =
                serde_json::from_value(p.lasting_injuries).map_err(corrupt)?;
            list_text(&injuries)
        }
        "miss_next_game" => yes_no_text(p.miss_next_game),
        other => return Err(not_a_field(other)),
    })
}

/// Items joined by commas, or `-` for none.
fn list_text(items: &[String]) -> String {
    if items.is_empty() {
        "-".to_string()
    } else {
        items.join(",")
    }
}

/// The items of a comma-separated list (`-` or nothing: none).
fn list_items(value: &str) -> Vec<&str> {
    value
        .split(',')
        .map(str::trim)
        .filter(|item| !item.is_empty() && *item != "-")
        .collect()
}

fn corrupt(error: impl std::fmt::Display) -> Error {
    Error::Store(StoreError::Corrupt(error.to_string()))
}

/// A field `FIELDS` does not list (the shared path checks it first).
fn not_a_field(field: &str) -> Error {
    corrupt(format!("`{field}` is not a Blood Bowl field"))
}

/// Sets a field from text, checked; the treasury through a ledger row.
pub(super) fn set_field(
    tx: &Tx<'_>,
    at: FieldAt,
    field: &str,
    value: &str,
    reason: &str,
) -> Result<Option<LedgerId>> {
    let Some(player) = at.player else {
        let team = load(tx, at.team)?;
        if let Some(ledger) = set_shared_team_field(tx, &team.header, field, value, reason)? {
            return Ok(ledger);
        }
        set_item(tx, &team, field, value)?;
        return Ok(None);
    };
    player_record(tx, at, player)?;
    if set_shared_player_field(tx, at, player, field, value, NUMBERS)?.is_none() {
        let stored = player_value(field, value)?;
        let column = match field {
            "injuries" => "lasting_injuries",
            "ma" => "ma",
            "st" => "st",
            "ag" => "ag",
            "pa" => "pa",
            "av" => "av",
            "skills" => "skills",
            "spp" => "spp",
            "miss_next_game" => "miss_next_game",
            other => return Err(not_a_field(other)),
        };
        tx.set_bloodbowl_player_column(player, column, stored)?;
    }
    Ok(None)
}

/// Sets one of the team's items, within the rules' limits for its roster.
fn set_item(tx: &Tx<'_>, team: &super::view::Loaded, field: &str, value: &str) -> Result<()> {
    let staff = &reference()?.staff;
    let mut items = team.items;
    match field {
        "rerolls" => items.rerolls = count(field, value, 0, team.roster.max_rerolls(staff))?,
        "assistants" => items.assistants = count(field, value, 0, staff.assistants.max)?,
        "cheerleaders" => items.cheerleaders = count(field, value, 0, staff.cheerleaders.max)?,
        "apothecary" => {
            items.apothecary = yes_no(field, value)?;
            if items.apothecary && !team.roster.apothecary {
                return Err(OverrideFault::NotHeld {
                    field: field.to_string(),
                    who: team.header.name.clone(),
                }
                .into());
            }
        }
        "dedicated_fans" => {
            let tables = &reference()?.tables.post_match.dedicated_fans;
            let most = dedicated_fans_most(tables, team.league.max_dedicated_fans_at_creation);
            items.dedicated_fans = count(field, value, DEDICATED_FANS_LEAST, most)?;
        }
        other => return Err(not_a_field(other)),
    }
    tx.set_bloodbowl_team_items(team.header.id, &items)?;
    Ok(())
}

/// The checked value of one of the player's own columns, to store.
pub(super) fn player_value(field: &str, value: &str) -> Result<Value> {
    if let Some((least, most, is_target)) = characteristic_range(field) {
        return characteristic(field, value, (least, most), is_target);
    }
    Ok(match field {
        "skills" => Value::Text(json(&skills(value)?)?),
        "spp" => Value::Integer(i64::from(count(field, value, 0, MOST_SPP)?)),
        "injuries" => Value::Text(json(&injuries(value)?)?),
        "miss_next_game" => Value::Integer(i64::from(yes_no(field, value)?)),
        other => return Err(not_a_field(other)),
    })
}

fn json(items: &[String]) -> Result<String> {
    serde_json::to_string(items).map_err(corrupt)
}

/// A characteristic in its range: a plain number, or a target (`3+` or `3`); PA may be
/// `-` for none.
fn characteristic(field: &str, value: &str, range: (u8, u8), is_target: bool) -> Result<Value> {
    let text = value.trim();
    if field == "pa" && text == "-" {
        return Ok(Value::Null);
    }
    let number = if is_target {
        text.strip_suffix('+').unwrap_or(text)
    } else {
        text
    };
    let (least, most) = range;
    match number
        .parse::<u8>()
        .ok()
        .filter(|n| (least..=most).contains(n))
    {
        Some(n) => Ok(Value::Integer(i64::from(n))),
        None if is_target => Err(OverrideFault::Target {
            field: field.to_string(),
            least,
            most,
            none: field == "pa",
            given: text.to_string(),
        }
        .into()),
        None => Err(OverrideFault::Whole {
            field: field.to_string(),
            least: i64::from(least),
            most: i64::from(most),
            given: text.to_string(),
        }
        .into()),
    }
}

/// Skills by id or name in either language, a value in brackets kept (`loner(4+)`),
/// each one of the game's skills; stored by id.
fn skills(value: &str) -> Result<Vec<String>> {
    let reference = reference()?;
    list_items(value)
        .into_iter()
        .map(|text| {
            let unknown = || NotFound::Skill {
                query: text.to_string(),
            };
            let skill = SkillRef::parse(text).ok_or_else(unknown)?;
            let found = find_by_name(&reference.skills, skill.id).ok_or_else(unknown)?;
            Ok(match skill.parameter {
                Some(parameter) => format!("{}({parameter})", found.id),
                None => found.id.clone(),
            })
        })
        .collect()
}

/// Lasting injuries by id: a niggling injury or one of the lasting injury table's.
fn injuries(value: &str) -> Result<Vec<String>> {
    let rows = &reference()?.tables.injuries.lasting_injury.row;
    let allowed: Vec<String> = std::iter::once(NIGGLING_INJURY.to_string())
        .chain(rows.iter().map(|row| row.id.clone()))
        .collect();
    list_items(value)
        .into_iter()
        .map(|text| {
            let id = text.to_ascii_lowercase().replace([' ', '_'], "-");
            if allowed.contains(&id) {
                Ok(id)
            } else {
                Err(OverrideFault::NotOneOf {
                    field: "injuries".to_string(),
                    given: text.to_string(),
                    allowed: allowed.clone(),
                }
                .into())
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn characteristics_are_held_to_their_ranges() {
        assert_eq!(player_value("ma", "9").unwrap(), Value::Integer(9));
        assert!(player_value("ma", "10").is_err());
        assert!(player_value("st", "0").is_err());
        assert_eq!(player_value("ag", "3+").unwrap(), Value::Integer(3));
        assert_eq!(player_value("ag", "3").unwrap(), Value::Integer(3));
        assert!(player_value("ag", "7+").is_err());
        assert_eq!(player_value("pa", "-").unwrap(), Value::Null);
        assert!(player_value("av", "-").is_err());
        assert!(player_value("av", "2+").is_err());
        assert_eq!(player_value("av", "11+").unwrap(), Value::Integer(11));
    }

    #[test]
    fn skills_and_injuries_are_the_games_own() {
        assert_eq!(skills("Block, dodge").unwrap(), ["block", "dodge"]);
        assert_eq!(skills("loner(4+)").unwrap(), ["loner(4+)"]);
        assert!(skills("-").unwrap().is_empty());
        assert!(skills("wings").is_err());
        assert_eq!(
            injuries("niggling injury,head-injury").unwrap(),
            ["niggling-injury", "head-injury"]
        );
        let refused = injuries("bruise")
            .unwrap_err()
            .message(crate::data::Lang::En);
        assert!(refused.contains("niggling-injury"), "{refused}");
    }

    #[test]
    fn list_text_reads_back() {
        let items = vec!["block".to_string(), "dodge".to_string()];
        assert_eq!(list_items(&list_text(&items)), ["block", "dodge"]);
        assert!(list_items(&list_text(&[])).is_empty());
    }
}
