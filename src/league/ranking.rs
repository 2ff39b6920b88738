//! The ordering half of the table: all teams start level in one group, and each
//! criterion of the list in turn splits every group still holding several teams by that
//! criterion (higher is better); the seeded coin that settles what nothing else does.

use std::cmp::Reverse;

use super::table_rules::TieBreaker;
use super::tally::{Meetings, Tally};

/// The seeded coin for one team: same seed and key, same value, on every machine.
///
/// This is one step of SplitMix64 on `seed ^ key`, a fixed arithmetic mix that does not
/// depend on the platform or on a per-process random state.
pub fn coin_flip(seed: u64, key: u64) -> u64 {
    let mut z = (seed ^ key).wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The final order of team indices and, for each pair of neighbouring rows, the index in
/// the tie-breaker list of the criterion that split them (None: still level).
pub(super) struct Ranking {
    pub(super) order: Vec<usize>,
    pub(super) splits: Vec<Option<usize>>,
}

/// Computes criterion values for groups of team indices.
pub(super) struct Ranker<'a, T, V, K> {
    pub(super) roster: &'a [T],
    pub(super) tallies: &'a [Tally],
    pub(super) meetings: &'a Meetings,
    /// Scratch marks for the group being measured by head-to-head.
    pub(super) in_group: Vec<bool>,
    pub(super) coin_seed: u64,
    pub(super) team_value: V,
    pub(super) coin_key: K,
}

impl<T, V, K> Ranker<'_, T, V, K>
where
    T: Copy,
    V: Fn(T) -> i64,
    K: Fn(T) -> u64,
{
    /// Splits the roster by each criterion in turn.
    pub(super) fn rank(&mut self, criteria: &[TieBreaker]) -> Ranking {
        let count = self.roster.len();
        let mut ranking = Ranking {
            order: (0..count).collect(),
            splits: vec![None; count.saturating_sub(1)],
        };
        for (step, criterion) in criteria.iter().enumerate() {
            if ranking.splits.iter().all(Option::is_some) {
                break;
            }
            self.split_all(&mut ranking, *criterion, step);
        }
        ranking
    }

    /// Splits every group of two or more level teams by one criterion.
    pub(super) fn split_all(&mut self, ranking: &mut Ranking, criterion: TieBreaker, step: usize) {
        let mut start = 0;
        while start < ranking.order.len() {
            let end = ranking.splits[start..]
                .iter()
                .position(Option::is_some)
                .map_or(ranking.order.len(), |offset| start + offset + 1);
            if end - start > 1 {
                let values = self.values(criterion, &ranking.order[start..end]);
                split_group(
                    &mut ranking.order[start..end],
                    &mut ranking.splits[start..end - 1],
                    values,
                    step,
                );
            }
            start = end;
        }
    }

    /// The criterion's value for each team of `group`, in the same order.
    pub(super) fn values(&mut self, criterion: TieBreaker, group: &[usize]) -> Vec<i128> {
        match criterion {
            TieBreaker::Points => self.tally_values(group, |t| i128::from(t.points)),
            TieBreaker::ScoreDifference => {
                self.tally_values(group, |t| i128::from(t.score_difference()))
            }
            TieBreaker::ScoreFor => self.tally_values(group, |t| i128::from(t.scored_for)),
            TieBreaker::Wins => self.tally_values(group, |t| i128::from(t.won)),
            TieBreaker::CasualtiesFor => self.tally_values(group, |t| i128::from(t.casualties_for)),
            TieBreaker::CasualtyDifference => {
                self.tally_values(group, |t| i128::from(t.casualty_difference()))
            }
            TieBreaker::HeadToHead => self.head_to_head(group),
            TieBreaker::TeamValue => group
                .iter()
                .map(|&i| i128::from((self.team_value)(self.roster[i])))
                .collect(),
            TieBreaker::CoinFlip => group
                .iter()
                .map(|&i| i128::from(coin_flip(self.coin_seed, (self.coin_key)(self.roster[i]))))
                .collect(),
        }
    }

    pub(super) fn tally_values(
        &self,
        group: &[usize],
        value: impl Fn(&Tally) -> i128,
    ) -> Vec<i128> {
        group.iter().map(|&i| value(&self.tallies[i])).collect()
    }

    /// Points each team of `group` earned in matches against other teams of `group`.
    pub(super) fn head_to_head(&mut self, group: &[usize]) -> Vec<i128> {
        for &team in group {
            self.in_group[team] = true;
        }
        let values = group
            .iter()
            .map(|&team| {
                self.meetings
                    .of(team)
                    .iter()
                    .filter(|(opponent, _)| self.in_group[*opponent])
                    .map(|(_, points)| i128::from(*points))
                    .sum()
            })
            .collect();
        for &team in group {
            self.in_group[team] = false;
        }
        values
    }
}

/// Reorders one level group by `values` (highest first, ties keep their order) and marks
/// the boundaries where the value changes as split at `step`.
pub(super) fn split_group(
    group: &mut [usize],
    splits: &mut [Option<usize>],
    values: Vec<i128>,
    step: usize,
) {
    let mut keyed: Vec<(i128, usize)> = values.into_iter().zip(group.iter().copied()).collect();
    keyed.sort_by_key(|(value, _)| Reverse(*value));
    for (slot, (_, team)) in group.iter_mut().zip(&keyed) {
        *slot = *team;
    }
    for ((split, above), below) in splits.iter_mut().zip(&keyed).zip(keyed.iter().skip(1)) {
        if above.0 != below.0 {
            *split = Some(step);
        }
    }
}
