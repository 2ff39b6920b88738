//! Standings, worked out from the results on every read (never stored as running totals).

use std::collections::HashMap;
use std::ops::Deref;

use serde::Serialize;
use serde::ser::{SerializeStruct, Serializer};

use super::games;
use super::season::{SeasonView, season_view_in};
use super::{Context, load_league};
use crate::Result;
use crate::error::NotFound;
use crate::league::{
    Played, StandingRow, TableRules, TieBreaker, standings as table, standings_carrying,
};
use crate::store::{DivisionRecord, FixtureId, LeagueRecord, SeasonId, Store, TeamId, Tx};

/// One team's line in a table: the league's row with the team's name. It reads as the
/// row does (`line.won`, `line.team_id`) and is written with the keys `dugout standings
/// --json` prints: `position`, `team` (the name), `team_id`, then the counts, DreadBall's
/// words naming the bonus wins and the score (`landslides`, `strikes_for`…).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StandingLine {
    pub team: String,
    pub row: StandingRow<TeamId>,
}

impl Deref for StandingLine {
    type Target = StandingRow<TeamId>;

    fn deref(&self) -> &StandingRow<TeamId> {
        &self.row
    }
}

impl Serialize for StandingLine {
    fn serialize<S: Serializer>(&self, serializer: S) -> std::result::Result<S::Ok, S::Error> {
        let row = &self.row;
        let mut line = serializer.serialize_struct("StandingLine", 16)?;
        line.serialize_field("position", &row.position)?;
        line.serialize_field("team", &self.team)?;
        line.serialize_field("team_id", &row.team_id)?;
        line.serialize_field("played", &row.played)?;
        line.serialize_field("won", &row.won)?;
        line.serialize_field("drawn", &row.drawn)?;
        line.serialize_field("lost", &row.lost)?;
        line.serialize_field("landslides", &row.bonus_wins)?;
        line.serialize_field("points", &row.points)?;
        line.serialize_field("strikes_for", &row.scored_for)?;
        line.serialize_field("strikes_against", &row.conceded)?;
        line.serialize_field("strike_difference", &row.score_difference)?;
        line.serialize_field("casualties_for", &row.casualties_for)?;
        line.serialize_field("casualties_against", &row.casualties_against)?;
        line.serialize_field("ahead_by", &row.ahead_by)?;
        line.serialize_field("level_with_next", &row.level_with_next)?;
        line.end()
    }
}

/// The table of one division (or of the whole season when it has none).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DivisionTable {
    pub division: Option<DivisionRecord>,
    pub rows: Vec<StandingLine>,
}

/// A season's tables, one per division; `division` picks one by name.
pub fn standings(
    store: &mut Store,
    context: &Context,
    season: SeasonId,
    division: Option<&str>,
) -> Result<Vec<DivisionTable>> {
    store.read(|tx| {
        let view = season_view_in(tx, season)?;
        let league = load_league(tx, view.season.league_id)?;
        let tables = division_tables(tx, context, &league, &view)?;
        let Some(name) = division else {
            return Ok(tables);
        };
        let chosen: Vec<DivisionTable> = tables
            .into_iter()
            .filter(|t| {
                t.division
                    .as_ref()
                    .is_some_and(|d| d.name.eq_ignore_ascii_case(name.trim()))
            })
            .collect();
        if chosen.is_empty() {
            return Err(NotFound::Division {
                season,
                name: name.trim().to_string(),
                divisions: view.divisions.iter().map(|d| d.name.clone()).collect(),
            }
            .into());
        }
        Ok(chosen)
    })
}

pub(crate) fn division_tables(
    tx: &Tx<'_>,
    context: &Context,
    league: &LeagueRecord,
    view: &SeasonView,
) -> Result<Vec<DivisionTable>> {
    let mut groups: Vec<(Option<DivisionRecord>, Vec<TeamId>)> = Vec::new();
    for team in &view.teams {
        let division = team
            .division_id
            .and_then(|d| view.divisions.iter().find(|x| x.id == d))
            .cloned();
        match groups.iter_mut().find(|(d, _)| *d == division) {
            Some((_, teams)) => teams.push(team.team_id),
            None => groups.push((division, vec![team.team_id])),
        }
    }
    groups.sort_by_key(|(d, _)| d.as_ref().map(|d| d.id));
    let played = played_matches(tx, view.season.id)?;
    let values = team_values(tx, context, league)?;
    Ok(groups
        .into_iter()
        .map(|(division, teams)| DivisionTable {
            division,
            rows: lines(view, ranked(&teams, &played, league, view, &values)),
        })
        .collect())
}

/// The table of `teams` over the season's played league matches.
pub(crate) fn ranked(
    teams: &[TeamId],
    played: &[Played<TeamId>],
    league: &LeagueRecord,
    view: &SeasonView,
    values: &TeamValues,
) -> Vec<StandingRow<TeamId>> {
    let rules = TableRules {
        points: league.play.points,
        tie_breakers: &league.play.tie_breakers,
        coin_seed: view.season.coin_seed,
    };
    table(
        teams,
        played,
        &rules,
        |team| values.get(team),
        |team| team.0 as u64,
    )
}

/// Every team of a league ranked as a season's standings rank theirs (the same points
/// per result, tie-breakers and function), over the league matches of all its seasons:
/// Killpower Ball's championship table, so that it never orders a season's teams
/// otherwise than that season's standings do. `points` gives each team's total for the
/// table (results it earned outside these matches are carried in), `values` its team
/// value. The coin is the newest season's.
pub(crate) fn league_ranking(
    tx: &Tx<'_>,
    league: &LeagueRecord,
    points: &HashMap<TeamId, i32>,
    values: &HashMap<TeamId, i64>,
) -> Result<Vec<StandingRow<TeamId>>> {
    let seasons = tx.seasons(league.id)?;
    let mut played = Vec::new();
    for season in &seasons {
        played.extend(played_matches(tx, season.id)?);
    }
    let mut earned: HashMap<TeamId, i32> = HashMap::new();
    for game in &played {
        let (home, away) = league.play.points.earned(game);
        *earned.entry(game.home).or_default() += home;
        *earned.entry(game.away).or_default() += away;
    }
    let rules = TableRules {
        points: league.play.points,
        tie_breakers: &league.play.tie_breakers,
        coin_seed: seasons
            .iter()
            .max_by_key(|season| season.id)
            .map_or(0, |season| season.coin_seed),
    };
    let teams: Vec<TeamId> = points.keys().copied().collect();
    let carried = |team: TeamId| {
        let total = points.get(&team).copied().unwrap_or(0);
        total.saturating_sub(earned.get(&team).copied().unwrap_or(0))
    };
    Ok(standings_carrying(
        &teams,
        &played,
        &rules,
        carried,
        |team| values.get(&team).copied().unwrap_or(0),
        |team| team.0 as u64,
    ))
}

pub(crate) fn played_matches(tx: &Tx<'_>, season: SeasonId) -> Result<Vec<Played<TeamId>>> {
    Ok(played_fixtures(tx, season)?
        .into_iter()
        .map(|(_, played)| played)
        .collect())
}

/// The season's played league matches as the standings count them, each with its
/// fixture.
pub(crate) fn played_fixtures(
    tx: &Tx<'_>,
    season: SeasonId,
) -> Result<Vec<(FixtureId, Played<TeamId>)>> {
    let game = games::of(&tx.season_game(season)?)?;
    let casualties: HashMap<FixtureId, (u32, u32)> = game
        .casualties(tx, season)?
        .into_iter()
        .map(|(fixture, home, away)| (fixture, (home, away)))
        .collect();
    let points: HashMap<FixtureId, (i32, i32)> = game
        .result_points(tx, season)?
        .into_iter()
        .map(|(fixture, home, away)| (fixture, (home, away)))
        .collect();
    Ok(tx
        .played_league_matches(season)?
        .into_iter()
        .map(|m| {
            let (home_casualties, away_casualties) =
                casualties.get(&m.fixture).copied().unwrap_or((0, 0));
            (
                m.fixture,
                Played {
                    home: m.home,
                    away: m.away,
                    home_score: m.home_score,
                    away_score: m.away_score,
                    landslide: m.landslide,
                    home_casualties,
                    away_casualties,
                    decided: m.decided.map(crate::rules::Decided::ordering),
                    points: points.get(&m.fixture).copied(),
                },
            )
        })
        .collect())
}

/// Team values, read only when the league's tie-breakers use them.
pub(crate) struct TeamValues(Option<HashMap<TeamId, i64>>);

impl TeamValues {
    fn get(&self, team: TeamId) -> i64 {
        self.0
            .as_ref()
            .and_then(|values| values.get(&team).copied())
            .unwrap_or(0)
    }
}

pub(crate) fn team_values(
    tx: &Tx<'_>,
    _context: &Context,
    league: &LeagueRecord,
) -> Result<TeamValues> {
    if !league.play.tie_breakers.contains(&TieBreaker::TeamValue) {
        return Ok(TeamValues(None));
    }
    let values = games::of(&league.game)?.team_values(tx, league.id)?;
    Ok(TeamValues(Some(values)))
}

fn lines(view: &SeasonView, rows: Vec<StandingRow<TeamId>>) -> Vec<StandingLine> {
    rows.into_iter()
        .map(|row| StandingLine {
            team: view.team_name(row.team_id),
            row,
        })
        .collect()
}
