//! Rolling seed 001's dice from the app's one seeded source (`crate::dice`): a table's
//! dice (D3, D6, D8, D16, 2D6) and the MVP drawn at random.

use crate::data::bloodbowl::tables::Dice as TableDice;
use crate::dice::Dice;

/// The total a table's dice roll: a D3 is a three-faced die, 2D6 the sum of two D6.
pub fn roll(source: &mut Dice, dice: TableDice) -> u8 {
    match dice {
        TableDice::D3 => source.roll(3),
        TableDice::D6 => source.roll(6),
        TableDice::D8 => source.roll(8),
        TableDice::D16 => source.roll(16),
        TableDice::TwoD6 => source.roll(6) + source.roll(6),
    }
}

/// The MVP drawn at random among `eligible` (the seed: the team's available players but
/// the dead, Star Players and mercenaries) with one die of as many faces, and the face
/// rolled; None when no one is eligible. Past 255 players the draw is among the first 255.
pub fn draw_mvp<T: Copy>(source: &mut Dice, eligible: &[T]) -> Option<(T, u8)> {
    let faces = u8::try_from(eligible.len()).unwrap_or(u8::MAX);
    if faces == 0 {
        return None;
    }
    let face = source.roll(faces);
    eligible
        .get(usize::from(face) - 1)
        .map(|player| (*player, face))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_table_dice_rolls_within_its_faces_and_a_seed_repeats() {
        for dice in [
            TableDice::D3,
            TableDice::D6,
            TableDice::D8,
            TableDice::D16,
            TableDice::TwoD6,
        ] {
            let (low, high) = dice.faces();
            let mut source = Dice::seeded(7);
            let rolls: Vec<u8> = (0..500).map(|_| roll(&mut source, dice)).collect();
            assert!(rolls.iter().all(|r| (low..=high).contains(r)), "{dice:?}");
            assert!(
                rolls.contains(&low) && rolls.contains(&high),
                "{dice:?} reaches both ends"
            );
            let mut again = Dice::seeded(7);
            let repeated: Vec<u8> = (0..500).map(|_| roll(&mut again, dice)).collect();
            assert_eq!(rolls, repeated);
        }
    }

    #[test]
    fn the_mvp_is_one_of_the_eligible_and_none_without_them() {
        let players = [11, 12, 13, 14];
        let mut source = Dice::seeded(3);
        let mut drawn = std::collections::BTreeSet::new();
        for _ in 0..200 {
            let (player, face) = draw_mvp(&mut source, &players).unwrap();
            assert_eq!(players[usize::from(face) - 1], player);
            drawn.insert(player);
        }
        assert_eq!(drawn.len(), 4, "every eligible player can be drawn");
        assert_eq!(draw_mvp::<u32>(&mut source, &[]), None);
    }
}
