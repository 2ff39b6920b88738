//! Round-robin fixtures by the circle method.
//!
//! All teams but one sit on a ring that turns between rounds; the remaining seat stays
//! put (with an odd count that seat is an empty "bye" seat). Seats facing each other
//! across the ring play. The ring turns by half its length each round, which makes
//! most teams alternate between home and away games (Berger tables).

/// One game of a round robin.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pairing<T> {
    /// The round the game belongs to, counted from 1.
    pub round: u32,
    /// The hosting team.
    pub home: T,
    /// The visiting team.
    pub away: T,
}

/// Every pairing of a round robin (circle method). `double` plays each pair twice, once
/// at each home, second leg rounds numbered after the first leg's.
///
/// With fewer than two teams there is nothing to play. An even count `n` gives `n - 1`
/// rounds per leg; an odd count gives `n` rounds with one team idle in each. In a single
/// leg a team's home and away counts differ by at most one; over both legs they are equal.
/// Pairings come ordered by round.
pub fn round_robin<T: Copy>(teams: &[T], double: bool) -> Vec<Pairing<T>> {
    if teams.len() < 2 {
        return Vec::new();
    }
    let first_leg = single_leg(teams);
    if !double {
        return first_leg;
    }
    let leg_rounds = round_number(ring_len(teams.len()) - 1);
    let second_leg: Vec<Pairing<T>> = first_leg
        .iter()
        .map(|game| Pairing {
            round: game.round.saturating_add(leg_rounds),
            home: game.away,
            away: game.home,
        })
        .collect();
    let mut all = first_leg;
    all.extend(second_leg);
    all
}

/// The team sitting out each round (odd team count), as (round, team). Empty for an even
/// count.
///
/// Only rounds that hold at least one of `pairings` are looked at; within a round, a team
/// of `teams` that appears in none of its pairings is the one sitting out. Results come
/// ordered by round, then in the order of `teams`.
pub fn byes<T: Copy + PartialEq>(teams: &[T], pairings: &[Pairing<T>]) -> Vec<(u32, T)> {
    if teams.len().is_multiple_of(2) {
        return Vec::new();
    }
    let rounds = distinct_rounds(pairings);
    let busy = busy_table(teams, &rounds, pairings);
    let mut idle = Vec::new();
    for (round_index, round) in rounds.iter().enumerate() {
        let row = &busy[round_index * teams.len()..(round_index + 1) * teams.len()];
        for (team, playing) in teams.iter().zip(row) {
            if !playing {
                idle.push((*round, *team));
            }
        }
    }
    idle
}

/// One leg: every pair of `teams` (at least two) meets once.
fn single_leg<T: Copy>(teams: &[T]) -> Vec<Pairing<T>> {
    let count = teams.len();
    // With an even count the last team holds the fixed seat; with an odd count the fixed
    // seat is the bye and every real team rides the ring.
    let fixed = if count.is_multiple_of(2) {
        teams.last().copied()
    } else {
        None
    };
    let ring = ring_len(count);
    let mut games = Vec::with_capacity(count / 2 * ring);
    for round_index in 0..ring {
        push_round(&mut games, &teams[..ring], fixed, round_index);
    }
    games
}

/// Adds the games of one round (0-based `round_index`) for the teams riding `ring`.
///
/// The ring has an odd length `m`. In round `r` the team at ring index `t` sits at seat
/// `(t + r * s) mod m`, where `s = (m + 1) / 2`: turning by half the ring moves every team
/// from the home half (seats `1..=(m-1)/2`) to the away half and back, so it alternates.
/// Seat `k` hosts seat `m - k`; seat 0 faces the fixed seat, which hosts on even rounds.
fn push_round<T: Copy>(
    games: &mut Vec<Pairing<T>>,
    ring: &[T],
    fixed: Option<T>,
    round_index: usize,
) {
    let len = ring.len();
    let turn = (round_index * len.div_ceil(2)) % len;
    let at_seat = |seat: usize| ring[(seat + len - turn) % len];
    let round = round_number(round_index);
    if let Some(fixed) = fixed {
        let visitor = at_seat(0);
        let (home, away) = if round_index.is_multiple_of(2) {
            (fixed, visitor)
        } else {
            (visitor, fixed)
        };
        games.push(Pairing { round, home, away });
    }
    for seat in 1..=(len - 1) / 2 {
        games.push(Pairing {
            round,
            home: at_seat(seat),
            away: at_seat(len - seat),
        });
    }
}

/// How many teams ride the ring: all of them when the count is odd, all but the one on
/// the fixed seat when it is even. Always odd for a count of two or more.
fn ring_len(count: usize) -> usize {
    if count.is_multiple_of(2) {
        count - 1
    } else {
        count
    }
}

/// The 1-based round number of a 0-based round index.
fn round_number(index: usize) -> u32 {
    u32::try_from(index + 1).unwrap_or(u32::MAX)
}

/// The round numbers used by `pairings`, ascending, each once.
fn distinct_rounds<T>(pairings: &[Pairing<T>]) -> Vec<u32> {
    let mut rounds: Vec<u32> = pairings.iter().map(|game| game.round).collect();
    rounds.sort_unstable();
    rounds.dedup();
    rounds
}

/// A rounds × teams grid (row per entry of `rounds`) marking who plays in each round.
fn busy_table<T: Copy + PartialEq>(
    teams: &[T],
    rounds: &[u32],
    pairings: &[Pairing<T>],
) -> Vec<bool> {
    let mut busy = vec![false; rounds.len() * teams.len()];
    for game in pairings {
        let Ok(round_index) = rounds.binary_search(&game.round) else {
            continue;
        };
        for side in [game.home, game.away] {
            if let Some(team_index) = teams.iter().position(|team| *team == side) {
                busy[round_index * teams.len() + team_index] = true;
            }
        }
    }
    busy
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn teams(count: usize) -> Vec<u32> {
        (1..=u32::try_from(count).unwrap()).collect()
    }

    fn expected_rounds(count: usize, double: bool) -> u32 {
        let leg = if count.is_multiple_of(2) {
            count - 1
        } else {
            count
        };
        let leg = u32::try_from(leg).unwrap();
        if double { 2 * leg } else { leg }
    }

    #[test]
    fn fewer_than_two_teams_play_nothing() {
        assert!(round_robin::<u32>(&[], false).is_empty());
        assert!(round_robin(&[7], true).is_empty());
        assert!(byes(&[7], &round_robin(&[7], false)).is_empty());
    }

    #[test]
    fn two_teams() {
        let single = round_robin(&['a', 'b'], false);
        assert_eq!(
            single,
            vec![Pairing {
                round: 1,
                home: 'b',
                away: 'a'
            }]
        );
        let double = round_robin(&['a', 'b'], true);
        assert_eq!(double.len(), 2);
        assert_eq!(
            double[1],
            Pairing {
                round: 2,
                home: 'a',
                away: 'b'
            }
        );
    }

    #[test]
    fn every_pair_meets_the_right_number_of_times() {
        for count in 3..=20 {
            for double in [false, true] {
                let list = teams(count);
                let games = round_robin(&list, double);
                let mut directed: HashMap<(u32, u32), u32> = HashMap::new();
                for game in &games {
                    assert_ne!(game.home, game.away);
                    *directed.entry((game.home, game.away)).or_default() += 1;
                }
                for &a in &list {
                    for &b in &list {
                        if a >= b {
                            continue;
                        }
                        let there = directed.get(&(a, b)).copied().unwrap_or(0);
                        let back = directed.get(&(b, a)).copied().unwrap_or(0);
                        if double {
                            assert_eq!((there, back), (1, 1), "n={count} pair {a}-{b}");
                        } else {
                            assert_eq!(there + back, 1, "n={count} pair {a}-{b}");
                        }
                    }
                }
                let pairs = count * (count - 1) / 2;
                assert_eq!(games.len(), if double { 2 * pairs } else { pairs });
            }
        }
    }

    #[test]
    fn rounds_are_numbered_in_order_and_nobody_plays_twice_in_one() {
        for count in 3..=20 {
            for double in [false, true] {
                let list = teams(count);
                let games = round_robin(&list, double);
                let rounds = expected_rounds(count, double);
                assert!(games.windows(2).all(|w| w[0].round <= w[1].round));
                assert_eq!(games.first().unwrap().round, 1);
                assert_eq!(games.last().unwrap().round, rounds, "n={count}");
                for round in 1..=rounds {
                    let mut seen: Vec<u32> = games
                        .iter()
                        .filter(|g| g.round == round)
                        .flat_map(|g| [g.home, g.away])
                        .collect();
                    let before = seen.len();
                    assert_eq!(before, count / 2 * 2, "n={count} round {round}");
                    seen.sort_unstable();
                    seen.dedup();
                    assert_eq!(seen.len(), before, "n={count} round {round}");
                }
            }
        }
    }

    #[test]
    fn home_and_away_are_balanced() {
        for count in 3..=20 {
            for double in [false, true] {
                let list = teams(count);
                let games = round_robin(&list, double);
                for &team in &list {
                    let home = games.iter().filter(|g| g.home == team).count();
                    let away = games.iter().filter(|g| g.away == team).count();
                    if double {
                        assert_eq!(home, away, "n={count} team {team}");
                    } else {
                        assert!(home.abs_diff(away) <= 1, "n={count} team {team}");
                    }
                }
            }
        }
    }

    #[test]
    fn home_streaks_stay_short() {
        // Berger tables: in one leg nobody hosts or visits more than twice in a row.
        for count in 3..=20 {
            let list = teams(count);
            let games = round_robin(&list, false);
            for &team in &list {
                let pattern: Vec<bool> = games
                    .iter()
                    .filter(|g| g.home == team || g.away == team)
                    .map(|g| g.home == team)
                    .collect();
                let longest = pattern
                    .chunk_by(|a, b| a == b)
                    .map(<[bool]>::len)
                    .max()
                    .unwrap();
                assert!(longest <= 2, "n={count} team {team}: {pattern:?}");
            }
        }
    }

    #[test]
    fn one_bye_per_round_shared_evenly() {
        for count in 3..=20 {
            for double in [false, true] {
                let list = teams(count);
                let games = round_robin(&list, double);
                let idle = byes(&list, &games);
                if count.is_multiple_of(2) {
                    assert!(idle.is_empty(), "n={count}");
                    continue;
                }
                let rounds = expected_rounds(count, double);
                let numbers: Vec<u32> = idle.iter().map(|(round, _)| *round).collect();
                assert_eq!(numbers, (1..=rounds).collect::<Vec<_>>(), "n={count}");
                for &team in &list {
                    let sits = idle.iter().filter(|(_, t)| *t == team).count();
                    assert_eq!(sits, if double { 2 } else { 1 }, "n={count} team {team}");
                }
                for (round, team) in &idle {
                    assert!(
                        games
                            .iter()
                            .filter(|g| g.round == *round)
                            .all(|g| g.home != *team && g.away != *team)
                    );
                }
            }
        }
    }
}
