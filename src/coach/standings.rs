//! Standings, worked out from the results on every read (never stored as running totals).

use std::collections::HashMap;

use serde::Serialize;

use super::games;
use super::season::{SeasonView, season_view_in};
use super::{Context, load_league};
use crate::Result;
use crate::error::NotFound;
use crate::league::{Played, StandingRow, TableRules, TieBreaker, standings as table};
use crate::store::{DivisionRecord, FixtureId, LeagueRecord, SeasonId, Store, TeamId, Tx};

/// One team's line in a table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct StandingLine {
    pub position: u32,
    pub team: String,
    pub team_id: TeamId,
    pub played: u32,
    pub won: u32,
    pub drawn: u32,
    pub lost: u32,
    /// Wins that were a game's bonus win (DreadBall's landslides).
    #[serde(rename = "landslides")]
    pub bonus_wins: u32,
    pub points: i32,
    /// The score a team made and let in, in the game's unit (strikes, touchdowns).
    #[serde(rename = "strikes_for")]
    pub scored_for: u32,
    #[serde(rename = "strikes_against")]
    pub conceded: u32,
    #[serde(rename = "strike_difference")]
    pub score_difference: i64,
    /// Casualties inflicted and suffered (games that count them; 0 otherwise).
    pub casualties_for: u32,
    pub casualties_against: u32,
    /// The tie-breaker that put this team above the next one, if they were level before it.
    pub ahead_by: Option<TieBreaker>,
    /// Still level with the next team after every tie-breaker.
    pub level_with_next: bool,
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
            rows: lines(view, &ranked(&teams, &played, league, view, &values)),
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

fn lines(view: &SeasonView, rows: &[StandingRow<TeamId>]) -> Vec<StandingLine> {
    rows.iter()
        .map(|row| StandingLine {
            position: row.position,
            team: view.team_name(row.team),
            team_id: row.team,
            played: row.played,
            won: row.won,
            drawn: row.drawn,
            lost: row.lost,
            bonus_wins: row.bonus_wins,
            points: row.points,
            scored_for: row.scored_for,
            conceded: row.conceded,
            score_difference: row.score_difference,
            casualties_for: row.casualties_for,
            casualties_against: row.casualties_against,
            ahead_by: row.ahead_by,
            level_with_next: row.level_with_next,
        })
        .collect()
}
