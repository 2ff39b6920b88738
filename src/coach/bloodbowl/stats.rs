//! Blood Bowl's statistics: touchdowns, casualties inflicted, completions,
//! interceptions, deflections, MVP awards, star player points and deaths, from each
//! post-match's player lines and the deaths it recorded.

use crate::Result;
use crate::stats::{StatLine, StatOf, Statistic};
use crate::store::{LeagueId, MatchNumber, SeasonId, Tx};
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
        id: "deaths",
        of: StatOf::Player,
        name: |l: Lang| BloodBowlStats::Deaths.get(l),
    },
];

/// Each statistic but deaths and the player-line column it sums.
const COLUMNS: [(&str, &str); 7] = [
    ("touchdowns", "touchdowns"),
    ("casualties", "casualties"),
    ("completions", "completions"),
    ("interceptions", "interceptions"),
    ("deflections", "deflections"),
    ("mvp", "mvp"),
    ("spp", "spp"),
];

fn line(stat: &'static str, number: MatchNumber) -> StatLine {
    StatLine {
        stat,
        fixture: Some(number.fixture),
        team: number.team,
        player: number.player,
        value: number.value,
    }
}

/// Every count in a league: each post-match's player lines, then the deaths.
pub fn stat_lines(
    tx: &Tx<'_>,
    league: LeagueId,
    season: Option<SeasonId>,
) -> Result<Vec<StatLine>> {
    let mut lines = Vec::new();
    for (stat, column) in COLUMNS {
        lines.extend(
            tx.bloodbowl_player_numbers(league, season, column)?
                .into_iter()
                .map(|n| line(stat, n)),
        );
    }
    lines.extend(
        tx.league_event_sums(league, season, "death")?
            .into_iter()
            .map(|sum| StatLine {
                stat: "deaths",
                fixture: Some(sum.fixture),
                team: sum.team,
                player: Some(sum.player),
                value: sum.amount,
            }),
    );
    Ok(lines)
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_names_are_complete_and_every_column_is_a_statistic() {
        crate::tr::assert_complete(super::BloodBowlStats::ALL);
        for (stat, _) in super::COLUMNS {
            assert!(super::STATISTICS.iter().any(|s| s.id == stat), "{stat}");
        }
    }
}
