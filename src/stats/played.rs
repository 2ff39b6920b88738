//! A played match as the records and the head-to-head read it, and the order matches
//! were played in.

use std::cmp::Ordering;

use chrono::NaiveDate;

use crate::store::{FixtureId, SeasonId, TeamId};

/// A played match of any game: where it stands in the league, who played, the score and
/// who won (as the game decided it: `outcome` is home's result).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayedMatch {
    pub fixture: FixtureId,
    pub season: SeasonId,
    pub round: u32,
    pub playoff: bool,
    pub played_on: NaiveDate,
    pub home: TeamId,
    pub away: TeamId,
    pub home_score: u32,
    pub away_score: u32,
    pub outcome: Ordering,
}

impl PlayedMatch {
    /// The team's result in this match (`Greater`: it won), if it played it.
    pub fn result_of(&self, team: TeamId) -> Option<Ordering> {
        if team == self.home {
            Some(self.outcome)
        } else if team == self.away {
            Some(self.outcome.reverse())
        } else {
            None
        }
    }

    /// The team's score and its opponent's, if it played.
    pub fn scores_of(&self, team: TeamId) -> Option<(u32, u32)> {
        if team == self.home {
            Some((self.home_score, self.away_score))
        } else if team == self.away {
            Some((self.away_score, self.home_score))
        } else {
            None
        }
    }
}

/// Sorts matches as they were played: by date, then season, round and fixture, so the
/// same league always gives the same order.
pub fn in_play_order(matches: &mut [PlayedMatch]) {
    matches.sort_unstable_by_key(|m| (m.played_on, m.season, m.round, m.fixture));
}

/// A match for the statistics' unit tests: played on one day, its round its number,
/// won by the higher score.
#[cfg(test)]
pub(crate) fn sample_match(fixture: i64, home: i64, away: i64, score: (u32, u32)) -> PlayedMatch {
    PlayedMatch {
        fixture: FixtureId(fixture),
        season: SeasonId(1),
        round: u32::try_from(fixture).unwrap_or(1),
        playoff: false,
        played_on: NaiveDate::from_ymd_opt(2026, 1, 1).unwrap_or_default(),
        home: TeamId(home),
        away: TeamId(away),
        home_score: score.0,
        away_score: score.1,
        outcome: score.0.cmp(&score.1),
    }
}
