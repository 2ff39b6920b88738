//! Single-elimination brackets: first-round seeding, how winners move on, and series
//! length.
//!
//! Rounds are counted from 1 (the first round) to the final. Slots are counted from 0
//! within a round, top of the bracket first; round `r + 1` has half as many slots as `r`.

/// First-round pairings of a single-elimination bracket for `entrants` seeds (1 = best),
/// in bracket order (slot 0 first).
///
/// The bracket size is the next power of two; a seed without an opponent gets a bye
/// (None), so byes go to the best seeds. Standard seeding: 1 meets the last seed, the
/// seeds of each pairing add up to the bracket size plus one, and seeds 1 and 2 can only
/// meet in the final (8 entrants: (1,8), (4,5), (2,7), (3,6); 4 entrants: (1,4), (2,3)).
/// The better seed is always first. Fewer than 2 entrants (or more than 2^31) → empty.
pub fn first_round(entrants: u32) -> Vec<(u32, Option<u32>)> {
    if entrants < 2 {
        return Vec::new();
    }
    let Some(size) = entrants.checked_next_power_of_two() else {
        return Vec::new();
    };
    seed_order(size)
        .chunks_exact(2)
        .filter_map(|pair| match pair {
            [top, bottom] => Some((*top, (*bottom <= entrants).then_some(*bottom))),
            _ => None,
        })
        .collect()
}

/// Number of rounds for `entrants` (ceil log2), 0 for fewer than 2.
pub fn round_count(entrants: u32) -> u32 {
    if entrants < 2 {
        return 0;
    }
    u32::BITS - (entrants - 1).leading_zeros()
}

/// Where the winner of (round, slot) plays next: (round + 1, slot / 2) and whether it is
/// the home side (even slot → home). Rounds are 1-based and `rounds` is the final's round.
///
/// None after the final, and for a round or slot that does not exist in a bracket of
/// `rounds` rounds.
pub fn next_slot(round: u32, slot: u32, rounds: u32) -> Option<(u32, u32, bool)> {
    if round == 0 || round >= rounds {
        return None;
    }
    let slots = 1u64.checked_shl(rounds - round)?;
    if u64::from(slot) >= slots {
        return None;
    }
    Some((round + 1, slot / 2, slot.is_multiple_of(2)))
}

/// Games a team must win to take a best-of-`best_of` series: best_of / 2 + 1.
pub fn wins_needed(best_of: u32) -> u32 {
    best_of / 2 + 1
}

/// The seeds of a bracket of `size` (a power of two) in slot order, two per pairing.
///
/// Built by doubling: each seed `s` of the bracket of half the size is followed by its
/// first-round opponent `size + 1 - s`. Keeping the smaller bracket's order keeps its
/// promises (1 and 2 in different halves, 1 to 4 in different quarters, …).
fn seed_order(size: u32) -> Vec<u32> {
    let mut order = vec![1u32];
    let mut len = 1u32;
    while len < size {
        len *= 2;
        order = order
            .iter()
            .flat_map(|&seed| [seed, len + 1 - seed])
            .collect();
    }
    order
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every seed of a full first round, in slot order.
    fn seeds(entrants: u32) -> Vec<u32> {
        first_round(entrants)
            .iter()
            .flat_map(|(top, bottom)| [*top, bottom.unwrap_or(0)])
            .collect()
    }

    fn slot_of(entrants: u32, seed: u32) -> usize {
        first_round(entrants)
            .iter()
            .position(|(top, bottom)| *top == seed || *bottom == Some(seed))
            .unwrap()
    }

    #[test]
    fn too_few_entrants() {
        assert!(first_round(0).is_empty());
        assert!(first_round(1).is_empty());
        assert_eq!(round_count(0), 0);
        assert_eq!(round_count(1), 0);
    }

    #[test]
    fn small_brackets() {
        assert_eq!(first_round(2), vec![(1, Some(2))]);
        assert_eq!(first_round(4), vec![(1, Some(4)), (2, Some(3))]);
        assert_eq!(
            first_round(8),
            vec![(1, Some(8)), (4, Some(5)), (2, Some(7)), (3, Some(6))]
        );
    }

    #[test]
    fn byes_go_to_the_best_seeds() {
        assert_eq!(first_round(3), vec![(1, None), (2, Some(3))]);
        assert_eq!(
            first_round(5),
            vec![(1, None), (4, Some(5)), (2, None), (3, None)]
        );
        let six = first_round(6);
        let with_bye: Vec<u32> = six
            .iter()
            .filter(|(_, b)| b.is_none())
            .map(|(t, _)| *t)
            .collect();
        assert_eq!(with_bye, [1, 2]);
    }

    #[test]
    fn sixteen_is_seeded_properly() {
        let pairs = first_round(16);
        assert_eq!(pairs.len(), 8);
        let mut all = seeds(16);
        assert!(
            pairs
                .iter()
                .all(|(t, b)| t + b.unwrap() == 17 && *t < b.unwrap())
        );
        all.sort_unstable();
        assert_eq!(all, (1..=16).collect::<Vec<_>>());
        // Halves hold 4 pairings each, quarters 2.
        assert_ne!(slot_of(16, 1) / 4, slot_of(16, 2) / 4);
        let mut quarters: Vec<usize> = (1..=4).map(|seed| slot_of(16, seed) / 2).collect();
        quarters.sort_unstable();
        assert_eq!(quarters, [0, 1, 2, 3]);
        assert_eq!(pairs[0], (1, Some(16)));
    }

    #[test]
    fn every_size_places_each_seed_once() {
        for entrants in 2..=40u32 {
            let size = entrants.next_power_of_two();
            let pairs = first_round(entrants);
            assert_eq!(pairs.len(), (size / 2) as usize);
            let mut present: Vec<u32> = seeds(entrants).into_iter().filter(|s| *s > 0).collect();
            present.sort_unstable();
            assert_eq!(present, (1..=entrants).collect::<Vec<_>>());
            assert!(
                pairs
                    .iter()
                    .all(|(t, b)| b.is_none_or(|b| t + b == size + 1))
            );
            assert_eq!(round_count(entrants), size.trailing_zeros());
        }
    }

    #[test]
    fn round_counts() {
        assert_eq!(round_count(2), 1);
        assert_eq!(round_count(3), 2);
        assert_eq!(round_count(4), 2);
        assert_eq!(round_count(5), 3);
        assert_eq!(round_count(16), 4);
        assert_eq!(round_count(17), 5);
        assert_eq!(round_count(u32::MAX), 32);
    }

    #[test]
    fn winners_reach_the_final() {
        let rounds = round_count(16);
        for start in 0..8 {
            let (mut round, mut slot) = (1, start);
            let mut steps = 0;
            while let Some((next_round, next, home)) = next_slot(round, slot, rounds) {
                assert_eq!(next_round, round + 1);
                assert_eq!(next, slot / 2);
                assert_eq!(home, slot.is_multiple_of(2));
                (round, slot) = (next_round, next);
                steps += 1;
            }
            assert_eq!((round, slot, steps), (rounds, 0, rounds - 1));
        }
        assert_eq!(next_slot(1, 0, 4), Some((2, 0, true)));
        assert_eq!(next_slot(1, 5, 4), Some((2, 2, false)));
        assert_eq!(next_slot(4, 0, 4), None);
        assert_eq!(next_slot(0, 0, 4), None);
        assert_eq!(next_slot(1, 8, 4), None);
    }

    #[test]
    fn series_length() {
        assert_eq!(wins_needed(1), 1);
        assert_eq!(wins_needed(3), 2);
        assert_eq!(wins_needed(5), 3);
        assert_eq!(wins_needed(7), 4);
    }
}
