//! Commissioner overrides: any team or player field set directly, past the rules, with a
//! required reason. The value is still checked for its type and range; the audit log
//! keeps the field's value before and after, and why.

use super::load_dreadball_player;
use crate::error::dreadball::{DreadBallFault, OverrideOf};
use crate::error::{NotFound, TeamFault};
use rusqlite::types::Value;
use serde::Serialize;

use super::load_team;
use crate::coach::Context;
use crate::coach::audit::audit;
use crate::data::dreadball::Position;
use crate::data::find_by_name;
use crate::rules::dreadball::check_name;
use crate::store::dreadball::{PlayerRecord, TeamRecord};
use crate::store::{FieldChange, NewAudit, PlayerId, Store, TeamId, Tx, today};
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
    DreadBallFault::OverrideFieldUnknown {
        of,
        given: text.to_string(),
        fields: allowed.iter().map(|f| f.to_string()).collect(),
    }
    .into()
}

fn check_reason(reason: &str) -> Result<String> {
    let reason = reason.trim();
    if reason.is_empty() {
        return Err(DreadBallFault::OverrideNeedsReason.into());
    }
    Ok(reason.to_string())
}

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

/// Sets one field of a team, past the rules, with a reason.
pub fn override_team(
    store: &mut Store,
    team: TeamId,
    field: TeamField,
    value: &str,
    reason: &str,
) -> Result<FieldChange> {
    let reason = check_reason(reason)?;
    store.write(|tx| {
        let record = load_team(tx, team)?;
        let change = apply_team(tx, &record, field, value, &reason)?;
        audit(
            tx,
            NewAudit {
                action: "override.team".to_string(),
                team_id: Some(team),
                summary: format!("Commissioner set {} of {}", field.id(), record.name),
                changes: vec![change.clone()],
                reason: Some(reason),
                ..NewAudit::default()
            },
        )?;
        Ok(change)
    })
}

fn apply_team(
    tx: &Tx<'_>,
    team: &TeamRecord,
    field: TeamField,
    value: &str,
    reason: &str,
) -> Result<FieldChange> {
    let id = team.id;
    let (before, after) = match field {
        TeamField::Name => {
            let name = check_name(value)?;
            if !team.name.eq_ignore_ascii_case(&name)
                && tx.team_name_taken(team.league_id, &name)?
            {
                return Err(TeamFault::NameTaken {
                    league: team.league_id,
                    name,
                }
                .into());
            }
            tx.set_team_column(id, "name", Value::Text(name.clone()))?;
            (team.name.clone(), name)
        }
        TeamField::Coach => {
            let coach = value.trim().to_string();
            tx.set_team_column(id, "coach", Value::Text(coach.clone()))?;
            (team.coach.clone(), coach)
        }
        TeamField::Dice | TeamField::Cards | TeamField::Cheerleaders => {
            let (column, current) = match field {
                TeamField::Dice => ("dice", team.dice),
                TeamField::Cards => ("cards", team.cards),
                _ => ("cheerleaders", team.cheerleaders),
            };
            let n = count(field.id(), value, 99)?;
            tx.set_team_column(id, column, Value::Integer(i64::from(n)))?;
            (current.to_string(), n.to_string())
        }
        TeamField::Treasury => {
            let target: i64 =
                value
                    .trim()
                    .parse()
                    .map_err(|_| DreadBallFault::OverrideTreasury {
                        given: value.to_string(),
                    })?;
            let difference = target - team.treasury_mc;
            if difference != 0 {
                let why = format!("Commissioner override: {reason}");
                tx.add_ledger(id, today(), difference, "override", &why, None)?;
            }
            (team.treasury_mc.to_string(), target.to_string())
        }
    };
    Ok(FieldChange::new(field.id(), before, after))
}

/// Sets one field of a player (on a roster or gone), past the rules, with a reason.
pub fn override_player(
    store: &mut Store,
    context: &Context,
    player: PlayerId,
    field: PlayerField,
    value: &str,
    reason: &str,
) -> Result<FieldChange> {
    let reason = check_reason(reason)?;
    store.write(|tx| {
        let history = load_dreadball_player(tx, player)?;
        let (before, value) =
            player_value(tx, context, &history.player, history.team_id, field, value)?;
        tx.set_player_column(player, field.column(), value.clone())?;
        let after = shown(&value);
        let change = FieldChange::new(field.id(), before, after);
        audit(
            tx,
            NewAudit {
                action: "override.player".to_string(),
                team_id: Some(history.team_id),
                player_id: Some(player),
                summary: format!(
                    "Commissioner set {} of #{} {}",
                    field.id(),
                    history.player.number,
                    history.player.name
                ),
                changes: vec![change.clone()],
                reason: Some(reason),
                ..NewAudit::default()
            },
        )?;
        Ok(change)
    })
}

fn shown(value: &Value) -> String {
    match value {
        Value::Null => "-".to_string(),
        Value::Integer(n) => n.to_string(),
        Value::Text(text) => text.clone(),
        Value::Real(x) => x.to_string(),
        Value::Blob(_) => "(data)".to_string(),
    }
}

/// The field's value now (as shown) and the checked new value to store.
fn player_value(
    tx: &Tx<'_>,
    context: &Context,
    player: &PlayerRecord,
    team: TeamId,
    field: PlayerField,
    value: &str,
) -> Result<(String, Value)> {
    let stat = |current: Option<u8>| current.map_or_else(|| "-".to_string(), |v| v.to_string());
    let stats = player.stats;
    Ok(match field {
        PlayerField::Name => (player.name.clone(), Value::Text(check_name(value)?)),
        PlayerField::Number => {
            let number = count("number", value, 99)?;
            let roster = load_team(tx, team)?;
            if let Some(other) = roster
                .players
                .iter()
                .find(|p| p.number == number && p.id != player.id)
            {
                return Err(TeamFault::NumberTaken {
                    number,
                    wearer: other.name.clone(),
                }
                .into());
            }
            (player.number.to_string(), Value::Integer(i64::from(number)))
        }
        PlayerField::Position => {
            let position =
                Position::parse(value).ok_or_else(|| DreadBallFault::OverridePosition {
                    given: value.to_string(),
                    positions: Position::ALL.map(|p| p.id().to_string()).to_vec(),
                })?;
            (
                player.position.id().to_string(),
                Value::Text(position.id().to_string()),
            )
        }
        PlayerField::Cost => (
            player.cost_mc.to_string(),
            Value::Integer(i64::from(count("cost", value, 999)?)),
        ),
        PlayerField::Move => (stat(stats.movement), stat_value("move", value, 0, 12)?),
        PlayerField::Strength => (stat(stats.strength), stat_value("strength", value, 1, 6)?),
        PlayerField::Speed => (stat(stats.speed), stat_value("speed", value, 1, 6)?),
        PlayerField::Skill => (stat(stats.skill), stat_value("skill", value, 1, 6)?),
        PlayerField::Armour => (stat(stats.armour), stat_value("armour", value, 1, 6)?),
        PlayerField::Skills => (player.skills.join(","), skills_value(context, value)?),
        PlayerField::Giant => (player.giant.to_string(), giant_value(value)?),
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

fn skills_value(context: &Context, value: &str) -> Result<Value> {
    let mut ids = Vec::new();
    for name in value.split(',').map(str::trim).filter(|n| !n.is_empty()) {
        let skill =
            find_by_name(&context.reference().skills, name).ok_or_else(|| NotFound::Skill {
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
