//! Writing a league or a team as an exchange document.

use std::collections::{HashMap, HashSet};

use rusqlite::types::Value as Sql;
use serde_json::{Map, Value, json};

use super::carried::carried_stat_rows;
use super::document::{CARRIED_STATS, Document, Kind as DocKind, VERSION, tables_of};
use super::spec::{Kind, TableSpec};
use crate::coach::{career_in, load_league, load_team_header};
use crate::store::{LeagueId, PlayerId, Store, TeamId, Tx, today};
use crate::{Result, games};

/// The whole league: settings, teams, seasons, results, match days and audit log.
pub fn export_league(store: &mut Store, league: LeagueId) -> Result<Document> {
    store.read(|tx| {
        let record = load_league(tx, league)?;
        let game = crate::coach::games::of(&record.game)?;
        let mut tables = Map::new();
        for table in tables_of(game, DocKind::League) {
            let rows = rows_of(tx, table, table.league_rows, league.0)?;
            tables.insert(table.name.to_string(), Value::Array(rows));
        }
        Ok(envelope(DocKind::League, game.id(), record.name, tables))
    })
}

/// One team with its players (those who left too), ledger and each player's career so
/// far; its matches stay with its league (the careers carry their totals).
pub fn export_team(store: &mut Store, team: TeamId) -> Result<Document> {
    store.read(|tx| {
        let header = load_team_header(tx, team)?;
        let league = load_league(tx, header.league_id)?;
        let game = crate::coach::games::of(&league.game)?;
        let mut tables = Map::new();
        let mut players = Vec::new();
        for table in tables_of(game, DocKind::Team) {
            let rows = match (table.team_rows, table.name) {
                (Some(condition), _) => rows_of(tx, table, condition, team.0)?,
                (None, "team_carryover") => team_carryover(tx, team, &league.name)?,
                (None, CARRIED_STATS) => carried_stat_rows(tx, game, header.league_id, &players)?,
                _ => carryovers(tx, &players, &league.name)?,
            };
            if table.name == "player" {
                players = rows
                    .iter()
                    .filter_map(|row| row.get("id").and_then(Value::as_i64))
                    .map(PlayerId)
                    .collect();
            }
            tables.insert(table.name.to_string(), Value::Array(rows));
        }
        forget_rows_left_behind(game, &mut tables);
        Ok(envelope(DocKind::Team, game.id(), league.name, tables))
    })
}

fn envelope(kind: DocKind, game: &str, source: String, tables: Map<String, Value>) -> Document {
    Document {
        format: kind,
        version: VERSION,
        game: game.to_string(),
        exported_on: today(),
        exported_by: format!("Dugout {}", env!("CARGO_PKG_VERSION")),
        source,
        tables,
    }
}

fn rows_of(tx: &Tx<'_>, table: &TableSpec, condition: &str, id: i64) -> Result<Vec<Value>> {
    let names: Vec<&str> = table.columns.iter().map(|column| column.name).collect();
    let rows = tx.table_rows(table.name, &names, condition, id)?;
    Ok(rows
        .into_iter()
        .map(|values| {
            let object: Map<String, Value> = table
                .columns
                .iter()
                .zip(values)
                .map(|(column, value)| (column.name.to_string(), to_json(column.kind, value)))
                .collect();
            Value::Object(object)
        })
        .collect())
}

fn to_json(kind: Kind, value: Sql) -> Value {
    match (kind, value) {
        (_, Sql::Null) => Value::Null,
        (Kind::Bool, Sql::Integer(n)) => Value::Bool(n != 0),
        (Kind::Json, Sql::Text(text)) => serde_json::from_str(&text).unwrap_or(Value::String(text)),
        (_, Sql::Integer(n)) => json!(n),
        (_, Sql::Real(x)) => json!(x),
        (_, Sql::Text(text)) => Value::String(text),
        (_, Sql::Blob(bytes)) => json!(bytes),
    }
}

/// The matches the team has played so far (here and before), when it has.
fn team_carryover(tx: &Tx<'_>, team: TeamId, league: &str) -> Result<Vec<Value>> {
    let here = crate::coach::team_matches_in(tx, team)?;
    let before = tx.team_carryover(team)?;
    let matches = here + before.as_ref().map_or(0, |carried| carried.0);
    if matches == 0 {
        return Ok(Vec::new());
    }
    let mut source = format!("{league}, until {}", today());
    if let Some((_, earlier)) = before {
        source = format!("{source}; before that {earlier}");
    }
    Ok(vec![
        json!({ "team_id": team.0, "matches": matches, "source": source }),
    ])
}

/// Each exported player's career so far (this league's matches and what they brought
/// from before), to be carried into the league the team goes to.
fn carryovers(tx: &Tx<'_>, players: &[PlayerId], league: &str) -> Result<Vec<Value>> {
    let mut rows = Vec::new();
    for player in players {
        let career = career_in(tx, *player)?;
        let earlier = career.carried.as_ref().map_or(0, |carried| carried.matches);
        let matches = career.matches.len() as u32 + earlier;
        let totals = career.totals;
        if matches + totals.strikes + totals.injuries + totals.kills + totals.experience == 0 {
            continue;
        }
        let mut source = format!("{league}, until {}", today());
        if let Some(carried) = &career.carried {
            source = format!("{source}; before that {}", carried.source);
        }
        rows.push(json!({
            "player_id": player.0,
            "matches": matches,
            "strikes": totals.strikes,
            "injuries": totals.injuries,
            "kills": totals.kills,
            "experience": totals.experience,
            "source": source,
        }));
    }
    Ok(rows)
}

/// A team travels without its league's matches: what named them (a ledger row's
/// match, a player let go before the export…) is left empty.
fn forget_rows_left_behind(game: &dyn games::Game, tables: &mut Map<String, Value>) {
    let mut kept: HashMap<(&str, &str), HashSet<i64>> = HashMap::new();
    let specs = tables_of(game, DocKind::Team);
    for table in &specs {
        for column in table.columns {
            let Some(target) = column.refs else { continue };
            let values = tables
                .get(target.table)
                .and_then(Value::as_array)
                .map(|rows| {
                    rows.iter()
                        .filter_map(|row| row.get(target.column).and_then(Value::as_i64))
                        .collect()
                })
                .unwrap_or_default();
            kept.insert((target.table, target.column), values);
        }
    }
    for table in &specs {
        let Some(rows) = tables.get_mut(table.name).and_then(Value::as_array_mut) else {
            continue;
        };
        for row in rows.iter_mut().filter_map(Value::as_object_mut) {
            for column in table.columns.iter().filter(|column| column.nullable) {
                let Some(target) = column.refs else { continue };
                let named = row.get(column.name).and_then(Value::as_i64);
                let known = kept.get(&(target.table, target.column));
                if let (Some(value), Some(known)) = (named, known)
                    && !known.contains(&value)
                {
                    row.insert(column.name.to_string(), Value::Null);
                }
            }
        }
    }
}
