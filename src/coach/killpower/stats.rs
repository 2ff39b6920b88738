//! Killpower Ball's statistics: points scored and ranking points won (a team's), death
//! risks survived, deaths, experience earned and matches played (a gladiator's); and each
//! team's power over its matches, with its ranking points after each.

use std::collections::HashMap;

use crate::Result;
use crate::coach::stat_lines::{carried_lines, event_lines};
use crate::stats::{StatLine, StatOf, Statistic, ValuePoint, ValueQuery};
use crate::store::{EventKind, FixtureId, LeagueId, MatchNumber, SeasonId, TeamId, Tx};
use crate::tr::{Lang, texts};

texts! { KillpowerStats {
    Points => "Points scored", "Points marqués";
    Ranking => "Ranking points won", "Points de classement gagnés";
    Survived => "Death risks survived", "Risques de mort survécus";
    Deaths => "Deaths", "Morts";
    Experience => "Experience", "Expérience";
    Matches => "Matches played", "Matchs joués";
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
        id: crate::stats::DEATHS,
        of: StatOf::Player,
        name: |l: Lang| KillpowerStats::Deaths.get(l),
    },
    Statistic {
        id: "experience",
        of: StatOf::Player,
        name: |l: Lang| KillpowerStats::Experience.get(l),
    },
    Statistic {
        id: "matches",
        of: StatOf::Player,
        name: |l: Lang| KillpowerStats::Matches.get(l),
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
        &[(crate::stats::DEATHS, EventKind::Death)],
        true,
    )?);
    lines.extend(experience_lines(tx, league, season)?);
    if season.is_none() {
        lines.extend(carried_lines(tx, league, STATISTICS)?);
    }
    Ok(lines)
}

/// Each championship match a gladiator played, and the experience the post-match gave
/// each who played and lived (seed 004, chapter 12: `per_match_played` of
/// `data/killpower/experience.toml`). A gladiator let go after the match earned it all
/// the same.
fn experience_lines(
    tx: &Tx<'_>,
    league: LeagueId,
    season: Option<SeasonId>,
) -> Result<Vec<StatLine>> {
    let per_match = i64::from(super::reference()?.experience.experience.per_match_played);
    let mut lines = Vec::new();
    for played in tx.killpower_gladiators_played(league, season)? {
        let number = |value| MatchNumber {
            fixture: played.fixture,
            team: played.team,
            player: Some(played.player),
            value,
        };
        lines.push(line("matches", number(1)));
        if !played.died {
            lines.push(line("experience", number(per_match)));
        }
    }
    Ok(lines)
}

/// Each team's power as it went into each of its played matches (its pre-match), with
/// its ranking points once the match applied them as the "treasury", then today's power
/// and ranking points. A match recorded without a pre-match has no point.
pub fn value_history(tx: &Tx<'_>, query: &ValueQuery<'_>) -> Result<Vec<ValuePoint>> {
    let at_matches: HashMap<(FixtureId, TeamId), (i64, i64)> = tx
        .killpower_powers_at_matches(query.league)?
        .into_iter()
        .map(|at| ((at.fixture, at.team), (at.power, at.ranking_after)))
        .collect();
    let mut points = Vec::with_capacity(query.played.len() * 2);
    for played in query.played {
        for team in [played.home, played.away] {
            if let Some((power, ranking)) = at_matches.get(&(played.fixture, team)) {
                points.push(ValuePoint {
                    team,
                    fixture: Some(played.fixture),
                    value: *power,
                    treasury: Some(*ranking),
                });
            }
        }
    }
    for today in super::table::championship_in(tx, query.league)? {
        points.push(ValuePoint {
            team: today.team_id,
            fixture: None,
            value: i64::from(today.power),
            treasury: Some(i64::from(today.ranking_points)),
        });
    }
    Ok(points)
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_names_are_complete() {
        crate::tr::assert_complete(super::KillpowerStats::ALL);
    }
}
