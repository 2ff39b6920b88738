//! The counting half of the table: the matches that count (teams as indices into the
//! sorted roster, points worked out), each team's running totals, and the index of who
//! met whom that head-to-head mini-tables are read from.

use std::cmp::Ordering;

use super::table_rules::{Played, PointsTable};

/// A counted match, with teams as indices into the sorted roster.
pub(super) struct Game {
    pub(super) home: usize,
    pub(super) away: usize,
    pub(super) home_score: u32,
    pub(super) away_score: u32,
    pub(super) landslide: bool,
    pub(super) home_casualties: u32,
    pub(super) away_casualties: u32,
    pub(super) home_points: i32,
    pub(super) away_points: i32,
    /// Home's result.
    pub(super) outcome: Ordering,
}

/// Running totals of one team.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Tally {
    pub(super) played: u32,
    pub(super) won: u32,
    pub(super) drawn: u32,
    pub(super) lost: u32,
    pub(super) bonus_wins: u32,
    pub(super) points: i32,
    pub(super) scored_for: u32,
    pub(super) conceded: u32,
    pub(super) casualties_for: u32,
    pub(super) casualties_against: u32,
}

/// One side of a counted match.
pub(super) struct Side {
    pub(super) scored: u32,
    pub(super) conceded: u32,
    pub(super) inflicted: u32,
    pub(super) suffered: u32,
    pub(super) points: i32,
    pub(super) landslide: bool,
    /// This side's result.
    pub(super) outcome: Ordering,
}

impl Tally {
    /// Counts one match from this team's side.
    pub(super) fn record(&mut self, side: Side) {
        let Side {
            scored,
            conceded,
            points,
            landslide,
            outcome,
            ..
        } = side;
        self.casualties_for = self.casualties_for.saturating_add(side.inflicted);
        self.casualties_against = self.casualties_against.saturating_add(side.suffered);
        self.played = self.played.saturating_add(1);
        match outcome {
            Ordering::Greater => {
                self.won = self.won.saturating_add(1);
                if landslide {
                    self.bonus_wins = self.bonus_wins.saturating_add(1);
                }
            }
            Ordering::Equal => self.drawn = self.drawn.saturating_add(1),
            Ordering::Less => self.lost = self.lost.saturating_add(1),
        }
        self.points = self.points.saturating_add(points);
        self.scored_for = self.scored_for.saturating_add(scored);
        self.conceded = self.conceded.saturating_add(conceded);
    }

    pub(super) fn score_difference(&self) -> i64 {
        i64::from(self.scored_for) - i64::from(self.conceded)
    }

    pub(super) fn casualty_difference(&self) -> i64 {
        i64::from(self.casualties_for) - i64::from(self.casualties_against)
    }
}

/// The teams in `Ord` order, each once.
pub(super) fn sorted_unique<T: Copy + Ord>(teams: &[T]) -> Vec<T> {
    let mut roster = teams.to_vec();
    roster.sort_unstable();
    roster.dedup();
    roster
}

/// The results between two different teams of `roster` (sorted), with the points each
/// side earned.
pub(super) fn known_games<T: Copy + Ord>(
    roster: &[T],
    results: &[Played<T>],
    points: &PointsTable,
) -> Vec<Game> {
    let mut games = Vec::with_capacity(results.len());
    games.extend(results.iter().filter_map(|result| {
        let home = roster.binary_search(&result.home).ok()?;
        let away = roster.binary_search(&result.away).ok()?;
        if home == away {
            return None;
        }
        let (home_points, away_points) = points.earned(result);
        Some(Game {
            home,
            away,
            home_score: result.home_score,
            away_score: result.away_score,
            landslide: result.landslide,
            home_casualties: result.home_casualties,
            away_casualties: result.away_casualties,
            home_points,
            away_points,
            outcome: result.outcome(),
        })
    }));
    games
}

/// Totals per team index.
pub(super) fn tally(count: usize, games: &[Game]) -> Vec<Tally> {
    let mut tallies = vec![Tally::default(); count];
    for game in games {
        tallies[game.home].record(Side {
            scored: game.home_score,
            conceded: game.away_score,
            inflicted: game.home_casualties,
            suffered: game.away_casualties,
            points: game.home_points,
            landslide: game.landslide,
            outcome: game.outcome,
        });
        tallies[game.away].record(Side {
            scored: game.away_score,
            conceded: game.home_score,
            inflicted: game.away_casualties,
            suffered: game.home_casualties,
            points: game.away_points,
            landslide: game.landslide,
            outcome: game.outcome.reverse(),
        });
    }
    tallies
}

/// For each team index, its (opponent, points earned) in every counted match: the index
/// head-to-head mini-tables are read from. Stored flat: team `i`'s meetings are
/// `entries[starts[i]..starts[i + 1]]`.
#[derive(Default)]
pub(super) struct Meetings {
    pub(super) starts: Vec<usize>,
    pub(super) entries: Vec<(usize, i32)>,
}

impl Meetings {
    pub(super) fn new(count: usize, games: &[Game]) -> Self {
        let mut starts = vec![0; count + 1];
        for game in games {
            starts[game.home + 1] += 1;
            starts[game.away + 1] += 1;
        }
        for i in 0..count {
            starts[i + 1] += starts[i];
        }
        let mut next = starts.clone();
        let mut entries = vec![(0, 0); games.len() * 2];
        for game in games {
            entries[next[game.home]] = (game.away, game.home_points);
            next[game.home] += 1;
            entries[next[game.away]] = (game.home, game.away_points);
            next[game.away] += 1;
        }
        Meetings { starts, entries }
    }

    /// The meetings of one team (none when the index was not built).
    pub(super) fn of(&self, team: usize) -> &[(usize, i32)] {
        match (self.starts.get(team), self.starts.get(team + 1)) {
            (Some(&start), Some(&end)) => self.entries.get(start..end).unwrap_or(&[]),
            _ => &[],
        }
    }
}
