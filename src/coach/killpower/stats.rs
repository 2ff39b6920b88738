//! Killpower Ball's statistics: points scored and ranking points won (a team's), death
//! risks survived and deaths (a gladiator's).

use crate::Result;
use crate::coach::stat_lines::{carried_lines, event_lines};
use crate::stats::{StatLine, StatOf, Statistic};
use crate::store::{EventKind, LeagueId, MatchNumber, SeasonId, Tx};
use crate::tr::{Lang, texts};

texts! { KillpowerStats {
    Points => "Points scored", "Points marqués";
    Ranking => "Ranking points won", "Points de classement gagnés";
    Survived => "Death risks survived", "Risques de mort survécus";
    Deaths => "Deaths", "Morts";
} }

pub const STATISTICS: &[Statistic] = &[
    Statistic {
        id: "points",
        of: StatOf::Team,
        name: |l: Lang| KillpowerStats::Points.get(l),
    },
    Statistic {
        id: "ranking_points",
        of: StatOf::Team,
        name: |l: Lang| KillpowerStats::Ranking.get(l),
    },
    Statistic {
        id: "death_risks_survived",
        of: StatOf::Player,
        name: |l: Lang| KillpowerStats::Survived.get(l),
    },
    Statistic {
        id: "deaths",
        of: StatOf::Player,
        name: |l: Lang| KillpowerStats::Deaths.get(l),
    },
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

/// Every count in a league (or season); for the whole league, what imported teams'
/// gladiators brought from another file.
pub fn stat_lines(
    tx: &Tx<'_>,
    league: LeagueId,
    season: Option<SeasonId>,
) -> Result<Vec<StatLine>> {
    let mut lines: Vec<StatLine> = tx
        .side_scores(league, season)?
        .into_iter()
        .map(|n| line("points", n))
        .collect();
    lines.extend(
        tx.killpower_ranking_changes(league, season)?
            .into_iter()
            .map(|n| line("ranking_points", n)),
    );
    lines.extend(
        tx.killpower_death_risks_survived(league, season)?
            .into_iter()
            .map(|n| line("death_risks_survived", n)),
    );
    lines.extend(event_lines(
        tx,
        league,
        season,
        &[("deaths", EventKind::Death)],
    )?);
    if season.is_none() {
        lines.extend(carried_lines(tx, league, STATISTICS)?);
    }
    Ok(lines)
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_names_are_complete() {
        crate::tr::assert_complete(super::KillpowerStats::ALL);
    }
}
