//! DreadBall's statistics: strikes, kills caused, injuries suffered, experience and
//! deaths, from the match events its post-match writes and the careers imported teams
//! brought along. (DreadBall's match report names who was injured, not who injured them,
//! so injuries count against the player who suffered them.)

use crate::Result;
use crate::coach::stat_lines::event_lines;
use crate::stats::{StatLine, StatOf, Statistic};
use crate::store::{EventKind, LeagueId, SeasonId, Tx};
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
        id: "deaths",
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
    ("deaths", EventKind::Death),
];

/// Every count in a league: the events of each played match, then the carried careers.
pub fn stat_lines(
    tx: &Tx<'_>,
    league: LeagueId,
    season: Option<SeasonId>,
) -> Result<Vec<StatLine>> {
    let mut lines = event_lines(tx, league, season, &EVENTS)?;
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
