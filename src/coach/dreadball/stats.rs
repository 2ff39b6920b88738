//! DreadBall's statistics: strikes, kills caused, injuries suffered, experience and
//! deaths, from the match events its post-match writes and the careers imported teams
//! brought along. (DreadBall's match report names who was injured, not who injured them,
//! so injuries count against the player who suffered them.) And each team's treasury
//! over its matches.

use crate::Result;
use std::collections::HashMap;

use crate::coach::stat_lines::{event_lines, points_after_matches, values_today};
use crate::games::Game;
use crate::stats::{StatLine, StatOf, Statistic, ValuePoint, ValueQuery};
use crate::store::{EventKind, LeagueId, SeasonId, TeamId, Tx};
use crate::tr::{Lang, texts};

texts! { DreadBallStats {
    Strikes => "Strikes", "Strikes";
    Kills => "Kills caused", "Morts infligées";
    Injuries => "Injuries suffered", "Blessures subies";
    Experience => "Experience", "Expérience";
    Deaths => "Deaths", "Morts";
} }

/// The statistics, each with the match event that counts it.
pub const STATISTICS: &[Statistic] = &[
    Statistic {
        id: "strikes",
        of: StatOf::Player,
        name: |l: Lang| DreadBallStats::Strikes.get(l),
    },
    Statistic {
        id: "kills",
        of: StatOf::Player,
        name: |l: Lang| DreadBallStats::Kills.get(l),
    },
    Statistic {
        id: "injuries",
        of: StatOf::Player,
        name: |l: Lang| DreadBallStats::Injuries.get(l),
    },
    Statistic {
        id: "experience",
        of: StatOf::Player,
        name: |l: Lang| DreadBallStats::Experience.get(l),
    },
    Statistic {
        id: crate::stats::DEATHS,
        of: StatOf::Player,
        name: |l: Lang| DreadBallStats::Deaths.get(l),
    },
];

/// Each statistic and the match event kind it sums.
const EVENTS: [(&str, EventKind); 5] = [
    ("strikes", EventKind::Strike),
    ("kills", EventKind::Kill),
    ("injuries", EventKind::Injury),
    ("experience", EventKind::Experience),
    (crate::stats::DEATHS, EventKind::Death),
];

/// Every count in a league: the events of each played match, then the carried careers.
pub fn stat_lines(
    tx: &Tx<'_>,
    league: LeagueId,
    season: Option<SeasonId>,
    by_match: bool,
) -> Result<Vec<StatLine>> {
    let mut lines = event_lines(tx, league, season, &EVENTS, by_match)?;
    if season.is_some() {
        return Ok(lines);
    }
    for carried in tx.league_carryovers(league)? {
        let career = &carried.career;
        for (stat, value) in [
            ("strikes", career.strikes),
            ("kills", career.kills),
            ("injuries", career.injuries),
            ("experience", career.experience),
        ] {
            lines.push(StatLine {
                stat,
                fixture: None,
                team: carried.team,
                player: Some(carried.player),
                value: i64::from(value),
            });
        }
    }
    Ok(lines)
}

/// Each team's treasury after each of its played matches (the ledger: the match's
/// hires, earnings and signings, and every other row dated up to its day), then its
/// team rating and treasury today. The store keeps no team rating as a match left it
/// (a post-match stores its earnings, not the team's worth, and rebuilding a team as of
/// each match would cost a whole team sheet per match), so every point after a match
/// carries today's team rating: the treasury is the history, the value today's.
pub fn value_history(
    game: &dyn Game,
    tx: &Tx<'_>,
    query: &ValueQuery<'_>,
) -> Result<Vec<ValuePoint>> {
    let today = values_today(game, tx, query.league)?;
    let rating: HashMap<TeamId, i64> = today.iter().map(|p| (p.team, p.value)).collect();
    // With no treasury to follow, a team's points after its matches all carry the same
    // rating: its first says everything the records read (who reached it first).
    let mut seen = rustc_hash::FxHashSet::default();
    let mut points = points_after_matches(tx, query, |_, team| {
        let first = query.treasuries || seen.insert(team);
        first.then(|| rating.get(&team).copied()).flatten()
    })?;
    points.extend(today);
    Ok(points)
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_names_are_complete_and_every_statistic_is_counted() {
        crate::tr::assert_complete(super::DreadBallStats::ALL);
        for statistic in super::STATISTICS {
            assert!(
                super::EVENTS.iter().any(|(stat, _)| *stat == statistic.id),
                "{}",
                statistic.id
            );
        }
    }
}
