//! What the rows of a document say about each other, checked as Dugout's commands keep
//! it: a match is between two teams entered in its season; a match made by another's
//! result names an earlier match, never itself or a loop; a row that names a match and
//! a player (or a team) is about a player of one of the two teams that played it.

use std::collections::{HashMap, HashSet};

use rusqlite::types::Value as Sql;

use super::Problem;
use super::spec::TableSpec;

/// The checked tables of a document, in writing order.
pub(super) type Tables = [(&'static TableSpec, Vec<Vec<Sql>>)];

/// The value of `column` in each row of `table`, in the rows' order (`None` when the
/// table or column is absent, or the value is not a number).
fn column(tables: &Tables, table: &str, column: &str) -> Vec<Option<i64>> {
    let Some((spec, rows)) = tables.iter().find(|(spec, _)| spec.name == table) else {
        return Vec::new();
    };
    let Some(index) = spec.columns.iter().position(|c| c.name == column) else {
        return vec![None; rows.len()];
    };
    rows.iter()
        .map(|row| match row.get(index) {
            Some(Sql::Integer(n)) => Some(*n),
            _ => None,
        })
        .collect()
}

/// Each match's season and two teams, by the document's match id.
struct Matches {
    sides: HashMap<i64, (i64, i64, i64)>,
}

impl Matches {
    fn of(tables: &Tables) -> Matches {
        let ids = column(tables, "fixture", "id");
        let seasons = column(tables, "fixture", "season_id");
        let homes = column(tables, "fixture", "home_team_id");
        let aways = column(tables, "fixture", "away_team_id");
        let sides = ids
            .iter()
            .zip(seasons.iter().zip(homes.iter().zip(aways.iter())))
            .filter_map(|(id, (season, (home, away)))| {
                Some(((*id)?, ((*season)?, (*home)?, (*away)?)))
            })
            .collect();
        Matches { sides }
    }

    fn teams(&self, fixture: i64) -> Option<(i64, i64)> {
        self.sides
            .get(&fixture)
            .map(|(_, home, away)| (*home, *away))
    }
}

/// Every check of this file, in order; the first problem found.
pub(super) fn check_links(tables: &Tables) -> Result<(), Problem> {
    let matches = Matches::of(tables);
    check_match_teams(tables, &matches)?;
    check_made_by(tables)?;
    check_match_rows(tables, &matches)?;
    check_team_rows(tables)
}

/// Each player's team, by the document's player id.
fn team_of_player(tables: &Tables) -> HashMap<i64, i64> {
    column(tables, "player", "id")
        .into_iter()
        .zip(column(tables, "player", "team_id"))
        .filter_map(|(id, team)| Some((id?, team?)))
        .collect()
}

/// A row naming a team and a player (a ledger row, a post-match line) names a player of
/// that team.
fn check_team_rows(tables: &Tables) -> Result<(), Problem> {
    let team_of = team_of_player(tables);
    for (spec, rows) in tables.iter().filter(|(spec, _)| spec.name != "player") {
        let refers_to = |map: &str| {
            let mut found = spec
                .columns
                .iter()
                .enumerate()
                .filter(move |(_, c)| c.refs.is_some_and(|r| r.map == map && !r.soft));
            // Only a row naming exactly one team says whose the player must be.
            match (found.next(), found.next()) {
                (Some((at, column)), None) => Some((at, column.name)),
                _ => None,
            }
        };
        let (Some((team_at, _)), Some((player_at, player_field))) =
            (refers_to("team"), refers_to("player"))
        else {
            continue;
        };
        for (at, row) in rows.iter().enumerate() {
            let (Some(Sql::Integer(team)), Some(Sql::Integer(player))) =
                (row.get(team_at), row.get(player_at))
            else {
                continue;
            };
            match team_of.get(player) {
                Some(own) if own != team => {
                    return Err(Problem::new(
                        format!("tables.{}[{at}].{player_field}", spec.name),
                        format!(
                            "player {player} plays for team {own}, not for team {team} the row is about"
                        ),
                        format!(
                            "le joueur {player} joue pour l'équipe {own}, pas pour l'équipe {team} dont parle la ligne"
                        ),
                    ));
                }
                _ => {}
            }
        }
    }
    Ok(())
}

/// A match's two teams are entered in its season.
fn check_match_teams(tables: &Tables, matches: &Matches) -> Result<(), Problem> {
    let entered: HashSet<(i64, i64)> = column(tables, "season_team", "season_id")
        .into_iter()
        .zip(column(tables, "season_team", "team_id"))
        .filter_map(|(season, team)| Some((season?, team?)))
        .collect();
    for (at, id) in column(tables, "fixture", "id").into_iter().enumerate() {
        let Some(&(season, home, away)) = id.and_then(|id| matches.sides.get(&id)) else {
            continue;
        };
        for (side, team) in [("home_team_id", home), ("away_team_id", away)] {
            if !entered.contains(&(season, team)) {
                return Err(Problem::new(
                    format!("tables.fixture[{at}].{side}"),
                    format!(
                        "team {team} is not entered in the match's season ({season}) in `season_team`"
                    ),
                    format!(
                        "l'équipe {team} n'est pas inscrite dans la saison du match ({season}) dans `season_team`"
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// `fixture.created_by` names another match, and following it never comes back.
fn check_made_by(tables: &Tables) -> Result<(), Problem> {
    let ids = column(tables, "fixture", "id");
    let made_by: HashMap<i64, i64> = ids
        .iter()
        .zip(column(tables, "fixture", "created_by"))
        .filter_map(|(id, by)| Some(((*id)?, by?)))
        .collect();
    for (at, id) in ids.iter().enumerate() {
        let Some(start) = *id else { continue };
        let mut seen = HashSet::from([start]);
        let mut current = start;
        while let Some(&by) = made_by.get(&current) {
            if !seen.insert(by) {
                return Err(Problem::new(
                    format!("tables.fixture[{at}].created_by"),
                    format!("match {start} is made by itself, through `created_by` (a loop)"),
                    format!(
                        "le match {start} est créé par lui-même, via `created_by` (une boucle)"
                    ),
                ));
            }
            current = by;
        }
    }
    Ok(())
}

/// A row naming a match and a player, or a match and a team, is about one of the two
/// teams of that match.
fn check_match_rows(tables: &Tables, matches: &Matches) -> Result<(), Problem> {
    let team_of = team_of_player(tables);
    for (spec, rows) in tables {
        let fixture_at = spec
            .columns
            .iter()
            .position(|c| c.refs.is_some_and(|r| r.map == "fixture" && !r.soft));
        let Some(fixture_at) = fixture_at else {
            continue;
        };
        let player_at = spec
            .columns
            .iter()
            .position(|c| c.refs.is_some_and(|r| r.map == "player" && !r.soft));
        let team_at = spec.columns.iter().position(|c| {
            c.refs.is_some_and(|r| r.map == "team" && !r.soft) && spec.name != "fixture"
        });
        for (at, row) in rows.iter().enumerate() {
            let Some(Sql::Integer(fixture)) = row.get(fixture_at) else {
                continue;
            };
            let Some((home, away)) = matches.teams(*fixture) else {
                continue;
            };
            let team = match (
                player_at.and_then(|i| row.get(i)),
                team_at.and_then(|i| row.get(i)),
            ) {
                (Some(Sql::Integer(player)), _) => {
                    team_of.get(player).copied().map(|t| (t, "player"))
                }
                (_, Some(Sql::Integer(team))) => Some((*team, "team")),
                _ => None,
            };
            let Some((team, what)) = team else { continue };
            if team != home && team != away {
                let place = format!("tables.{}[{at}]", spec.name);
                return Err(Problem::new(
                    place,
                    format!(
                        "names match {fixture} and a {what} of team {team}, which did not play it (teams {home} and {away})"
                    ),
                    format!(
                        "désigne le match {fixture} et {} de l'équipe {team}, qui ne l'a pas joué (équipes {home} et {away})",
                        if what == "player" {
                            "un joueur"
                        } else {
                            "une équipe"
                        }
                    ),
                ));
            }
        }
    }
    Ok(())
}
