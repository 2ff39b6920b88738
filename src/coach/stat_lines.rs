//! What every game's statistics share: the lines of match events (every game records its
//! deaths as events; DreadBall all its counts) and of carried careers, under the game's
//! ids, and each team's treasury after each of its matches (for the games' value
//! histories).

use std::collections::HashMap;

use chrono::NaiveDate;

use crate::Result;
use crate::games::Game;
use crate::stats::{StatLine, Statistic, ValuePoint};
use crate::store::{EventKind, FixtureId, LeagueId, SeasonId, TeamId, Tx};

/// The statistic lines of a league's (or season's) match events: each event kind a game
/// counts, under its statistic's id (`stats` pairs them).
pub(crate) fn event_lines(
    tx: &Tx<'_>,
    league: LeagueId,
    season: Option<SeasonId>,
    stats: &[(&'static str, EventKind)],
) -> Result<Vec<StatLine>> {
    Ok(tx
        .league_events(league, season)?
        .into_iter()
        .filter_map(|sum| {
            let (stat, _) = stats.iter().find(|(_, kind)| *kind == sum.kind)?;
            Some(StatLine {
                stat,
                fixture: Some(sum.fixture),
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

/// Each team's treasury after each of its played matches, from the ledger: the rows of
/// the matches played up to it (in play order: date, season, round, match) and the rows
/// of no played match dated up to its day (a row dated the day of a match counts as
/// before it: the ledger keeps the day, not the hour).
pub(crate) fn treasuries_after_matches(
    tx: &Tx<'_>,
    league: LeagueId,
) -> Result<HashMap<(FixtureId, TeamId), i64>> {
    let mut played = tx.league_played(league, None)?;
    played.sort_by_key(|m| (m.played_on, m.season, m.round, m.fixture));
    // When a row or a match stands: its day, then 0 for rows of no match (first), then
    // 1 + its place in play order (a match's own rows stand with it, before its end).
    let place: HashMap<FixtureId, Moment> = played
        .iter()
        .enumerate()
        .map(|(i, m)| (m.fixture, (m.played_on, i + 1)))
        .collect();
    let mut timeline: HashMap<TeamId, Vec<TreasuryMove>> = HashMap::new();
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
    for m in &played {
        let at = place.get(&m.fixture).copied().unwrap_or((m.played_on, 0));
        for team in [m.home, m.away] {
            timeline
                .entry(team)
                .or_default()
                .push((at, Some(m.fixture), 0));
        }
    }
    let mut after = HashMap::new();
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
