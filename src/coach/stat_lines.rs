//! What every game's statistics share when they count match events (every game records
//! its deaths as events; DreadBall all its counts) and carried careers: the lines, under
//! the game's ids.

use crate::Result;
use crate::stats::{StatLine, Statistic};
use crate::store::{EventKind, LeagueId, SeasonId, Tx};

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
