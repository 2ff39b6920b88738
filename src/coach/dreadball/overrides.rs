//! DreadBall's commissioner overrides: any team or player field set directly, past the
//! rules, with a required reason, through the shared path (`coach::overrides`: audited,
//! recorded as a change undo takes back). The value is still checked for its type and
//! range.

use rusqlite::types::Value;
use serde::Serialize;

use super::{DreadBall, load_dreadball_player, load_team};
use crate::data::dreadball::{Position, Reference};
use crate::data::find_by_name;
use crate::error::dreadball::DreadBallFault;
use crate::error::{NotFound, OverrideFault, OverrideOf};
use crate::games::{FieldAt, FieldKind, FieldSpec, Game};
use crate::store::{LedgerId, Tx};
use crate::{Error, Result};

/// A team field the commissioner may set.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum TeamField {
    Name,
    Coach,
    Dice,
    Cards,
    Cheerleaders,
    /// Set through a ledger row of the difference, so the treasury stays the ledger's sum.
    Treasury,
}

/// A player field the commissioner may set.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PlayerField {
    Name,
    Number,
    Position,
    Cost,
    Move,
    Strength,
    Speed,
    Skill,
    Armour,
    Skills,
    Giant,
}

impl TeamField {
    pub const ALL: [TeamField; 6] = [
        TeamField::Name,
        TeamField::Coach,
        TeamField::Dice,
        TeamField::Cards,
        TeamField::Cheerleaders,
        TeamField::Treasury,
    ];

    pub fn id(self) -> &'static str {
        match self {
            TeamField::Name => "name",
            TeamField::Coach => "coach",
            TeamField::Dice => "dice",
            TeamField::Cards => "cards",
            TeamField::Cheerleaders => "cheerleaders",
            TeamField::Treasury => "treasury",
        }
    }

    pub fn parse(text: &str) -> Result<TeamField> {
        let text = text.trim().to_ascii_lowercase();
        TeamField::ALL
            .into_iter()
            .find(|f| f.id() == text)
            .ok_or_else(|| {
                unknown_field(OverrideOf::Team, &text, &TeamField::ALL.map(TeamField::id))
            })
    }
}

impl PlayerField {
    pub const ALL: [PlayerField; 11] = [
        PlayerField::Name,
        PlayerField::Number,
        PlayerField::Position,
        PlayerField::Cost,
        PlayerField::Move,
        PlayerField::Strength,
        PlayerField::Speed,
        PlayerField::Skill,
        PlayerField::Armour,
        PlayerField::Skills,
        PlayerField::Giant,
    ];

    pub fn id(self) -> &'static str {
        match self {
            PlayerField::Name => "name",
            PlayerField::Number => "number",
            PlayerField::Position => "position",
            PlayerField::Cost => "cost",
            PlayerField::Move => "move",
            PlayerField::Strength => "strength",
            PlayerField::Speed => "speed",
            PlayerField::Skill => "skill",
            PlayerField::Armour => "armour",
            PlayerField::Skills => "skills",
            PlayerField::Giant => "giant",
        }
    }

    pub fn parse(text: &str) -> Result<PlayerField> {
        let text = text.trim().to_ascii_lowercase();
        PlayerField::ALL
            .into_iter()
            .find(|f| f.id() == text)
            .ok_or_else(|| {
                unknown_field(
                    OverrideOf::Player,
                    &text,
                    &PlayerField::ALL.map(PlayerField::id),
                )
            })
    }

    fn column(self) -> &'static str {
        match self {
            PlayerField::Cost => "cost",
            other => other.id(),
        }
    }
}

fn unknown_field(of: OverrideOf, text: &str, allowed: &[&str]) -> Error {
    OverrideFault::FieldUnknown {
        game: DreadBall.names(),
        of,
        given: text.to_string(),
        fields: allowed.iter().map(|f| f.to_string()).collect(),
    }
    .into()
}

/// DreadBall's fields, as `Game::fields` lists them.
pub(super) const FIELDS: &[FieldSpec] = &[
    FieldSpec::team("name", FieldKind::Cosmetic),
    FieldSpec::team("coach", FieldKind::Cosmetic),
    FieldSpec::team("dice", FieldKind::Substantive),
    FieldSpec::team("cards", FieldKind::Substantive),
    FieldSpec::team("cheerleaders", FieldKind::Substantive),
    FieldSpec::team("treasury", FieldKind::Money),
    FieldSpec::player("name", FieldKind::Cosmetic),
    FieldSpec::player("number", FieldKind::Cosmetic),
    FieldSpec::player("position", FieldKind::Substantive),
    FieldSpec::player("cost", FieldKind::Substantive),
    FieldSpec::player("move", FieldKind::Substantive),
    FieldSpec::player("strength", FieldKind::Substantive),
    FieldSpec::player("speed", FieldKind::Substantive),
    FieldSpec::player("skill", FieldKind::Substantive),
    FieldSpec::player("armour", FieldKind::Substantive),
    FieldSpec::player("skills", FieldKind::Substantive),
    FieldSpec::player("giant", FieldKind::Substantive),
];

/// A whole number from 0 to `max` for the field `field` (its id).
fn count(field: &'static str, value: &str, max: u32) -> Result<u32> {
    value
        .trim()
        .parse::<u32>()
        .ok()
        .filter(|n| *n <= max)
        .ok_or_else(|| {
            DreadBallFault::OverrideCount {
                field,
                max,
                given: value.to_string(),
            }
            .into()
        })
}

/// A field's value now, as text `set_field` reads back.
pub(super) fn field_value(tx: &Tx<'_>, at: FieldAt, field: &str) -> Result<String> {
    let Some(player) = at.player else {
        let header = crate::coach::load_team_header(tx, at.team)?;
        if let Some(value) = crate::coach::override_values::shared_team_value(&header, field) {
            return Ok(value);
        }
        let team = load_team(tx, at.team)?;
        return Ok(match TeamField::parse(field)? {
            TeamField::Dice => team.dice,
            TeamField::Cards => team.cards,
            _ => team.cheerleaders,
        }
        .to_string());
    };
    let player = load_dreadball_player(tx, player)?.player;
    let stat = |current: Option<u8>| current.map_or_else(|| "-".to_string(), |v| v.to_string());
    let stats = player.stats;
    Ok(match PlayerField::parse(field)? {
        PlayerField::Name => player.name,
        PlayerField::Number => player.number.to_string(),
        PlayerField::Position => player.position.id().to_string(),
        PlayerField::Cost => player.cost_mc.to_string(),
        PlayerField::Move => stat(stats.movement),
        PlayerField::Strength => stat(stats.strength),
        PlayerField::Speed => stat(stats.speed),
        PlayerField::Skill => stat(stats.skill),
        PlayerField::Armour => stat(stats.armour),
        PlayerField::Skills => player.skills.join(","),
        PlayerField::Giant => player.giant.to_string(),
    })
}

/// Sets a field from text, checked; the treasury through a ledger row.
pub(super) fn set_field(
    tx: &Tx<'_>,
    at: FieldAt,
    field: &str,
    value: &str,
    reason: &str,
) -> Result<Option<LedgerId>> {
    use crate::coach::override_values::{set_shared_player_field, set_shared_team_field};
    let Some(player) = at.player else {
        let header = crate::coach::load_team_header(tx, at.team)?;
        if field == "treasury" && value.trim().parse::<i64>().is_err() {
            return Err(DreadBallFault::OverrideTreasury {
                given: value.to_string(),
            }
            .into());
        }
        if let Some(ledger) = set_shared_team_field(tx, &header, field, value, reason)? {
            return Ok(ledger);
        }
        let field = TeamField::parse(field)?;
        let n = count(field.id(), value, 99)?;
        tx.set_team_column(at.team, field.id(), Value::Integer(i64::from(n)))?;
        return Ok(None);
    };
    load_dreadball_player(tx, player)?;
    let field = PlayerField::parse(field)?;
    if set_shared_player_field(tx, at, player, field.id(), value, 0..=99)?.is_none() {
        tx.set_player_column(player, field.column(), player_value(field, value)?)?;
    }
    Ok(None)
}

/// The checked new value of one of the player's own fields, to store.
fn player_value(field: PlayerField, value: &str) -> Result<Value> {
    Ok(match field {
        PlayerField::Position => {
            let position =
                Position::parse(value).ok_or_else(|| DreadBallFault::OverridePosition {
                    given: value.to_string(),
                    positions: Position::ALL.map(|p| p.id().to_string()).to_vec(),
                })?;
            Value::Text(position.id().to_string())
        }
        PlayerField::Cost => Value::Integer(i64::from(count("cost", value, 999)?)),
        PlayerField::Move => stat_value("move", value, 0, 12)?,
        PlayerField::Strength => stat_value("strength", value, 1, 6)?,
        PlayerField::Speed => stat_value("speed", value, 1, 6)?,
        PlayerField::Skill => stat_value("skill", value, 1, 6)?,
        PlayerField::Armour => stat_value("armour", value, 1, 6)?,
        PlayerField::Skills => skills_value(value)?,
        PlayerField::Giant => giant_value(value)?,
        // The shared fields (name, number) are set by `coach::overrides`.
        PlayerField::Name | PlayerField::Number => {
            return Err(Error::Store(crate::store::StoreError::Corrupt(format!(
                "`{}` is set as every game's",
                field.id()
            ))));
        }
    })
}

/// A stat: a number in range (a target may be written `4+`), or `-` for none.
fn stat_value(stat: &'static str, value: &str, min: u8, max: u8) -> Result<Value> {
    let text = value.trim().trim_end_matches('+');
    if text == "-" || text.is_empty() {
        return Ok(Value::Null);
    }
    text.parse::<u8>()
        .ok()
        .filter(|n| (min..=max).contains(n))
        .map(|n| Value::Integer(i64::from(n)))
        .ok_or_else(|| {
            DreadBallFault::OverrideStat {
                stat,
                min,
                max,
                given: value.to_string(),
            }
            .into()
        })
}

fn skills_value(value: &str) -> Result<Value> {
    let reference = Reference::bundled()?;
    let mut ids = Vec::new();
    for name in value.split(',').map(str::trim).filter(|n| !n.is_empty()) {
        let skill = find_by_name(&reference.skills, name).ok_or_else(|| NotFound::Skill {
            query: name.to_string(),
        })?;
        ids.push(skill.id.clone());
    }
    Ok(Value::Text(serde_json::Value::from(ids).to_string()))
}

fn giant_value(value: &str) -> Result<Value> {
    match value.trim().to_ascii_lowercase().as_str() {
        "yes" | "true" | "1" | "oui" => Ok(Value::Integer(1)),
        "no" | "false" | "0" | "non" => Ok(Value::Integer(0)),
        _ => Err(DreadBallFault::OverrideGiant {
            given: value.to_string(),
        }
        .into()),
    }
}
