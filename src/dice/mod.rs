//! The one source of dice the app rolls for its users. Every roll starts from a seed that
//! is recorded with what it produced, so a roll can be checked and a seeded run repeats.

mod log;

pub use log::{RollFault, RollLog, RollRecord};

use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

#[derive(Debug, Clone)]
pub struct Dice {
    seed: u64,
    rng: Xoshiro256PlusPlus,
}

impl Dice {
    /// Dice that always roll the same for the same seed.
    pub fn seeded(seed: u64) -> Dice {
        Dice {
            seed,
            rng: Xoshiro256PlusPlus::seed_from_u64(seed),
        }
    }

    /// Dice from `seed` if given, otherwise from a fresh random seed.
    pub fn from_seed(seed: Option<u64>) -> Dice {
        Dice::seeded(seed.unwrap_or_else(rand::random::<u64>))
    }

    /// The seed these dice started from (recorded with the roll).
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// One die with `sides` faces: 1..=sides.
    pub fn roll(&mut self, sides: u8) -> u8 {
        self.rng.random_range(1..=sides.max(1))
    }

    pub fn roll_many(&mut self, count: u32, sides: u8) -> Vec<u8> {
        (0..count).map(|_| self.roll(sides)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_rolls_the_same_dice() {
        let a = Dice::seeded(42).roll_many(50, 6);
        let b = Dice::seeded(42).roll_many(50, 6);
        assert_eq!(a, b);
        assert_ne!(a, Dice::seeded(43).roll_many(50, 6));
    }

    #[test]
    fn every_face_comes_up_and_none_outside() {
        let rolls = Dice::seeded(7).roll_many(600, 6);
        for face in 1..=6 {
            assert!(rolls.contains(&face), "face {face} never came up");
        }
        assert!(rolls.iter().all(|d| (1..=6).contains(d)));
    }
}
