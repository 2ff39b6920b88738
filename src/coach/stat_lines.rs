//! What every game's statistics share: the lines of match events (every game records its
//! deaths as events; DreadBall all its counts) and of carried careers, under the game's
//! ids, and each team's treasury after each of its matches (for the games' value
//! histories).

use rustc_hash::FxHashMap as HashMap;

use chrono::NaiveDate;

use crate::Result;
use crate::games::Game;
use crate::stats::{PlayedMatch, StatLine, Statistic, ValuePoint, ValueQuery};
use crate::store::{EventKind, FixtureId, LeagueId, SeasonId, TeamId, Tx};

/// The statistic lines of a league's (or season's) match events: each event kind a game
/// counts, under its statistic's id (`stats` pairs them); one line per match, or (not
/// `by_match`) per player over every match read, without a fixture.
pub(crate) fn event_lines(
    tx: &Tx<'_>,
    league: LeagueId,
    season: Option<SeasonId>,
    stats: &[(&'static str, EventKind)],
    by_match: bool,
) -> Result<Vec<StatLine>> {
    Ok(tx
        .league_events(league, season, by_match)?
        .into_iter()
        .filter_map(|sum| {
            let (stat, _) = stats.iter().find(|(_, kind)| *kind == sum.kind)?;
            Some(StatLine {
                stat,
                fixture: sum.fixture,
                team: sum.team,
                player: Some(sum.player),
                value: sum.amount,
            })
        })
        .collect())
}

/// When a ledger row stands, or a match ends (see `treasuries_after_matches`).
type Moment = (NaiveDate, usize);

/// A ledger row's amount at its moment, or (with its match, and no amount) a match's end.
type TreasuryMove = (Moment, Option<FixtureId>, i64);

/// Each team's treasury after each of `played` (in play order), from the ledger: the
/// rows of the matches played up to it and the rows of no match among `played` dated up
/// to its day (a row dated the day of a match counts as before it: the ledger keeps the
/// day, not the hour).
pub(crate) fn treasuries_after_matches(
    tx: &Tx<'_>,
    league: LeagueId,
    played: &[PlayedMatch],
) -> Result<HashMap<(FixtureId, TeamId), i64>> {
    // When a row or a match stands: its day, then 0 for rows of no match (first), then
    // 1 + its place in play order (a match's own rows stand with it, before its end).
    let place: HashMap<FixtureId, Moment> = played
        .iter()
        .enumerate()
        .map(|(i, m)| (m.fixture, (m.played_on, i + 1)))
        .collect();
    let mut timeline: HashMap<TeamId, Vec<TreasuryMove>> = HashMap::default();
    for entry in tx.league_ledger(league)? {
        let at = entry
            .fixture
            .and_then(|f| place.get(&f).copied())
            .unwrap_or((entry.on, 0));
        timeline
            .entry(entry.team)
            .or_default()
            .push((at, None, entry.amount));
    }
    for (i, m) in played.iter().enumerate() {
        for team in [m.home, m.away] {
            timeline
                .entry(team)
                .or_default()
                .push(((m.played_on, i + 1), Some(m.fixture), 0));
        }
    }
    let mut after = HashMap::default();
    for (team, mut events) in timeline {
        // At one time, the rows first (`None` sorts before `Some`), then the match ends.
        events.sort_by_key(|(at, fixture, _)| (*at, fixture.is_some()));
        let mut treasury = 0;
        for (_, fixture, amount) in events {
            treasury += amount;
            if let Some(fixture) = fixture {
                after.insert((fixture, team), treasury);
            }
        }
    }
    Ok(after)
}

/// A point for each side of each match asked for, in the query's order, where `value`
/// knows the side's value after it; with its treasury when the query asks for one.
pub(crate) fn points_after_matches(
    tx: &Tx<'_>,
    query: &ValueQuery<'_>,
    mut value: impl FnMut(FixtureId, TeamId) -> Option<i64>,
) -> Result<Vec<ValuePoint>> {
    let treasuries = match query.treasuries {
        true => Some(treasuries_after_matches(tx, query.league, query.played)?),
        false => None,
    };
    let mut points = Vec::with_capacity(query.played.len() * 2);
    for played in query.played {
        for team in [played.home, played.away] {
            let Some(value) = value(played.fixture, team) else {
                continue;
            };
            points.push(ValuePoint {
                team,
                fixture: Some(played.fixture),
                value,
                treasury: treasuries
                    .as_ref()
                    .and_then(|t| t.get(&(played.fixture, team)).copied()),
            });
        }
    }
    Ok(points)
}

/// Each team's value (in its game's terms) and treasury today.
pub(crate) fn values_today(
    game: &dyn Game,
    tx: &Tx<'_>,
    league: LeagueId,
) -> Result<Vec<ValuePoint>> {
    let values = game.team_values(tx, league)?;
    Ok(tx
        .team_headers(league)?
        .into_iter()
        .map(|team| ValuePoint {
            team: team.id,
            fixture: None,
            value: values.get(&team.id).copied().unwrap_or(0),
            treasury: Some(team.treasury),
        })
        .collect())
}

/// What the league's players brought from other league files in `statistics` (the
/// game's own, by id; a stored id the game does not count is left out): one line per
/// player and statistic, without a match, which only the league's all-time figures count.
pub(crate) fn carried_lines(
    tx: &Tx<'_>,
    league: LeagueId,
    statistics: &'static [Statistic],
) -> Result<Vec<StatLine>> {
    Ok(tx
        .league_carried_stats(league)?
        .into_iter()
        .filter_map(|carried| {
            let statistic = statistics.iter().find(|s| s.id == carried.stat)?;
            Some(StatLine {
                stat: statistic.id,
                fixture: None,
                team: carried.team,
                player: Some(carried.player),
                value: carried.value,
            })
        })
        .collect())
}
