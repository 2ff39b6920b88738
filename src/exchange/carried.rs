//! Carried careers in every game's statistics: what a team's export writes in
//! `player_carryover_stat` (each player's all-time totals of each statistic of the game
//! that `player_carryover` does not hold already), and what an import accepts there.

use std::collections::{BTreeMap, HashSet};

use rusqlite::types::Value as Sql;
use serde_json::{Value, json};

use super::Problem;
use super::spec::{Kind, SHARED};
use crate::Result;
use crate::data::Lang;
use crate::games::Game;
use crate::stats::StatOf;
use crate::store::{LeagueId, PlayerId, Tx};

/// Statistics no career carries: a player's deaths are the file's own events.
const NOT_CARRIED: &[&str] = &[crate::stats::DEATHS];

/// The ids of the game's player statistics a career carries in `player_carryover_stat`:
/// neither those `player_carryover` holds in its own columns nor deaths.
pub fn carried_statistics(game: &dyn Game) -> Vec<&'static str> {
    let own_columns: Vec<&str> = SHARED
        .iter()
        .filter(|table| table.name == "player_carryover")
        .flat_map(|table| table.columns.iter())
        .filter(|column| column.kind == Kind::Int && column.refs.is_none())
        .map(|column| column.name)
        .collect();
    game.statistics()
        .iter()
        .filter(|statistic| statistic.of == StatOf::Player)
        .map(|statistic| statistic.id)
        .filter(|id| !own_columns.contains(id) && !NOT_CARRIED.contains(id))
        .collect()
}

/// The all-time totals (in the league and carried from before) of each of `players`
/// in each carried statistic, as `player_carryover_stat` rows; totals of 0 are left out.
pub fn carried_stat_rows(
    tx: &Tx<'_>,
    game: &dyn Game,
    league: LeagueId,
    players: &[PlayerId],
) -> Result<Vec<Value>> {
    let carried = carried_statistics(game);
    let players: HashSet<PlayerId> = players.iter().copied().collect();
    let mut totals: BTreeMap<(PlayerId, &str), i64> = BTreeMap::new();
    for line in game.stat_lines(tx, league, None)? {
        let Some(player) = line.player.filter(|p| players.contains(p)) else {
            continue;
        };
        if carried.contains(&line.stat) {
            *totals.entry((player, line.stat)).or_default() += line.value;
        }
    }
    Ok(totals
        .into_iter()
        .filter(|(_, value)| *value > 0)
        .map(|((player, stat), value)| json!({ "player_id": player.0, "stat": stat, "value": value }))
        .collect())
}

/// A document's `player_carryover_stat` rows (checked as rows already: player, text,
/// a count within bounds) name statistics of the game a career carries, once each per
/// player.
pub fn check_carried_stats(game: &dyn Game, table: &str, rows: &[Vec<Sql>]) -> Result<(), Problem> {
    let carried = carried_statistics(game);
    let mut seen = HashSet::new();
    for (at, row) in rows.iter().enumerate() {
        let (Some(Sql::Integer(player)), Some(Sql::Text(stat))) = (row.first(), row.get(1)) else {
            continue;
        };
        let place = format!("tables.{table}[{at}].stat");
        if !carried.contains(&stat.as_str()) {
            let allowed = if carried.is_empty() {
                "—".to_string()
            } else {
                carried.join(", ")
            };
            return Err(Problem::new(
                place,
                format!(
                    "`{stat}` is not a statistic a {} career carries (it carries: {allowed})",
                    game.name(Lang::En)
                ),
                format!(
                    "`{stat}` n'est pas une statistique qu'une carrière de {} emporte (elle emporte : {allowed})",
                    game.name(Lang::Fr)
                ),
            ));
        }
        if !seen.insert((*player, stat.clone())) {
            return Err(Problem::new(
                place,
                format!("player {player} already has a row for `{stat}`"),
                format!("le joueur {player} a déjà une ligne pour `{stat}`"),
            ));
        }
    }
    Ok(())
}
