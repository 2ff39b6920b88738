//! Blood Bowl's statistics: touchdowns, casualties inflicted, completions,
//! interceptions, deflections, MVP awards, star player points and deaths, from each
//! post-match's player lines and the deaths it recorded; and each team's value and
//! treasury over its matches.

use std::collections::HashMap;

use crate::Result;
use crate::coach::stat_lines::{carried_lines, event_lines, points_after_matches, values_today};
use crate::games::Game;
use crate::stats::{StatLine, StatOf, Statistic, ValuePoint, ValueQuery};
use crate::store::{EventKind, FixtureId, LeagueId, SeasonId, TeamId, Tx};
use crate::tr::{Lang, texts};

texts! { BloodBowlStats {
    Touchdowns => "Touchdowns", "Touchdowns";
    Casualties => "Casualties inflicted", "Sorties infligées";
    Completions => "Completions", "Passes réussies";
    Interceptions => "Interceptions", "Interceptions";
    Deflections => "Deflections", "Déviations";
    Mvp => "MVP awards", "Titres de JdM";
    Spp => "Star player points", "Points de star (PSP)";
    Deaths => "Deaths", "Morts";
} }

pub const STATISTICS: &[Statistic] = &[
    Statistic {
        id: "touchdowns",
        of: StatOf::Player,
        name: |l: Lang| BloodBowlStats::Touchdowns.get(l),
    },
    Statistic {
        id: "casualties",
        of: StatOf::Player,
        name: |l: Lang| BloodBowlStats::Casualties.get(l),
    },
    Statistic {
        id: "completions",
        of: StatOf::Player,
        name: |l: Lang| BloodBowlStats::Completions.get(l),
    },
    Statistic {
        id: "interceptions",
        of: StatOf::Player,
        name: |l: Lang| BloodBowlStats::Interceptions.get(l),
    },
    Statistic {
        id: "deflections",
        of: StatOf::Player,
        name: |l: Lang| BloodBowlStats::Deflections.get(l),
    },
    Statistic {
        id: "mvp",
        of: StatOf::Player,
        name: |l: Lang| BloodBowlStats::Mvp.get(l),
    },
    Statistic {
        id: "spp",
        of: StatOf::Player,
        name: |l: Lang| BloodBowlStats::Spp.get(l),
    },
    Statistic {
        id: crate::stats::DEATHS,
        of: StatOf::Player,
        name: |l: Lang| BloodBowlStats::Deaths.get(l),
    },
];

/// The statistics of a post-match player line, in its columns' order.
const LINE_STATS: [&str; 7] = [
    "touchdowns",
    "casualties",
    "completions",
    "interceptions",
    "deflections",
    "mvp",
    "spp",
];

/// Every count in a league (or season): each post-match's player lines, then the deaths;
/// for the whole league, what imported teams' players brought from another file.
pub fn stat_lines(
    tx: &Tx<'_>,
    league: LeagueId,
    season: Option<SeasonId>,
) -> Result<Vec<StatLine>> {
    let mut lines = Vec::new();
    for line in tx.bloodbowl_player_lines(league, season)? {
        for (stat, value) in LINE_STATS.iter().zip(line.numbers) {
            if value > 0 {
                lines.push(StatLine {
                    stat,
                    fixture: Some(line.fixture),
                    team: line.team,
                    player: Some(line.player),
                    value,
                });
            }
        }
    }
    lines.extend(event_lines(
        tx,
        league,
        season,
        &[(crate::stats::DEATHS, EventKind::Death)],
        true,
    )?);
    if season.is_none() {
        lines.extend(carried_lines(tx, league, STATISTICS)?);
    }
    Ok(lines)
}

/// Each team's value (TV) as each of its post-matches left it (`team_value_gp`: the
/// post-match stores TV and CTV worked out once it is written) with its treasury after
/// that match (the ledger), then today's. A match recorded without its post-match has
/// no point.
pub fn value_history(
    game: &dyn Game,
    tx: &Tx<'_>,
    query: &ValueQuery<'_>,
) -> Result<Vec<ValuePoint>> {
    let values: HashMap<(FixtureId, TeamId), i64> = tx
        .bloodbowl_values_after_matches(query.league)?
        .into_iter()
        .map(|(fixture, team, value)| ((fixture, team), value))
        .collect();
    let mut points = points_after_matches(tx, query, |fixture, team| {
        values.get(&(fixture, team)).copied()
    })?;
    points.extend(values_today(game, tx, query.league)?);
    Ok(points)
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_names_are_complete_and_every_column_is_a_statistic() {
        crate::tr::assert_complete(super::BloodBowlStats::ALL);
        for stat in super::LINE_STATS {
            assert!(super::STATISTICS.iter().any(|s| s.id == stat), "{stat}");
        }
    }
}
