//! The league table: totals per team from played matches (`tally`), ranked by an ordered
//! list of tie-breakers (`ranking`), as one row per team.
//!
//! Ranking works by splitting: all teams start level in one group, and each criterion of
//! the list in turn splits every group still holding several teams by that criterion
//! (higher is better). Teams level after the whole list stay in their own `Ord` order.

use std::hash::Hash;

use super::ranking::{Ranker, Ranking};
use super::table_rules::{Played, TableRules, TieBreaker};
use super::tally::{Meetings, Tally, known_games, sorted_unique, tally};

/// One line of the table. `coach::StandingLine` adds the team's name to it and gives it
/// its JSON shape (the keys `dugout standings --json` prints).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StandingRow<T> {
    /// The team, as the caller named it (a `TeamId` in the app).
    pub team_id: T,
    /// Rank, from 1, never shared.
    pub position: u32,
    pub played: u32,
    pub won: u32,
    pub drawn: u32,
    pub lost: u32,
    /// Wins that were a game's bonus win, DreadBall's landslides (also counted in `won`).
    pub bonus_wins: u32,
    pub points: i32,
    /// The score a team made and let in, in the game's unit (strikes, touchdowns).
    pub scored_for: u32,
    pub conceded: u32,
    /// Score difference (for − against).
    pub score_difference: i64,
    /// Casualties inflicted and suffered (games that count them).
    pub casualties_for: u32,
    pub casualties_against: u32,
    /// The tie-breaker that put this team above the next row when they were level on
    /// everything before it in the list; None when the first criterion already separated
    /// them, or for the last row.
    pub ahead_by: Option<TieBreaker>,
    /// True when this team is still level with the next row after every tie-breaker (then
    /// they are in `T`'s order).
    pub level_with_next: bool,
}

/// Standings of `teams` (every team appears, even with no match) from `results` (results
/// involving a team not in `teams` are ignored).
///
/// `team_value` and `coin_key` are only asked about teams when the `TeamValue` or
/// `CoinFlip` criterion has to separate them. A team listed twice gets one row, and a
/// match of a team against itself is ignored.
pub fn standings<T: Copy + Eq + Hash + Ord>(
    teams: &[T],
    results: &[Played<T>],
    rules: &TableRules<'_>,
    team_value: impl Fn(T) -> i64,
    coin_key: impl Fn(T) -> u64,
) -> Vec<StandingRow<T>> {
    standings_carrying(teams, results, rules, |_| 0, team_value, coin_key)
}

/// [`standings`], each team starting with the points `carried` gives it besides those
/// of `results` (Killpower Ball's championship: ranking points a team earned in a
/// playoff or brought with it), so that a table with other totals is ranked by the same
/// rules.
pub fn standings_carrying<T: Copy + Eq + Hash + Ord>(
    teams: &[T],
    results: &[Played<T>],
    rules: &TableRules<'_>,
    carried: impl Fn(T) -> i32,
    team_value: impl Fn(T) -> i64,
    coin_key: impl Fn(T) -> u64,
) -> Vec<StandingRow<T>> {
    let roster = sorted_unique(teams);
    let games = known_games(&roster, results, &rules.points);
    let mut tallies = tally(roster.len(), &games);
    for (tally, &team) in tallies.iter_mut().zip(&roster) {
        tally.points = tally.points.saturating_add(carried(team));
    }
    let meetings = if rules.tie_breakers.contains(&TieBreaker::HeadToHead) {
        Meetings::new(roster.len(), &games)
    } else {
        Meetings::default()
    };
    let mut ranker = Ranker {
        roster: &roster,
        tallies: &tallies,
        meetings: &meetings,
        in_group: vec![false; roster.len()],
        coin_seed: rules.coin_seed,
        team_value,
        coin_key,
    };
    let ranking = ranker.rank(rules.tie_breakers);
    rows(&roster, &tallies, &ranking, rules.tie_breakers)
}

/// Turns the ranking into table rows.
fn rows<T: Copy>(
    roster: &[T],
    tallies: &[Tally],
    ranking: &Ranking,
    criteria: &[TieBreaker],
) -> Vec<StandingRow<T>> {
    ranking
        .order
        .iter()
        .enumerate()
        .map(|(index, &team)| {
            let split = ranking.splits.get(index).copied();
            let is_last = index + 1 == ranking.order.len();
            let tally = &tallies[team];
            StandingRow {
                team_id: roster[team],
                position: u32::try_from(index + 1).unwrap_or(u32::MAX),
                played: tally.played,
                won: tally.won,
                drawn: tally.drawn,
                lost: tally.lost,
                bonus_wins: tally.bonus_wins,
                points: tally.points,
                scored_for: tally.scored_for,
                conceded: tally.conceded,
                score_difference: tally.score_difference(),
                casualties_for: tally.casualties_for,
                casualties_against: tally.casualties_against,
                ahead_by: match split.flatten() {
                    Some(step) if step > 0 => criteria.get(step).copied(),
                    _ => None,
                },
                level_with_next: !is_last && split.flatten().is_none(),
            }
        })
        .collect()
}
