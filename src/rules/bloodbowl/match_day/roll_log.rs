//! Every die of a Blood Bowl match day, by the key the preview shows (`fans.home`,
//! `casualty.12`…): rolled from the one seeded source, or typed from a physical die when
//! the coach gives its key a value. Each roll is kept with what it gave.

use std::collections::{BTreeMap, BTreeSet};

use serde::Serialize;

use super::MatchDayRefusal;
use crate::data::bloodbowl::tables::Dice as TableDice;
use crate::dice::Dice;

/// One roll of the match day.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RollRecord {
    pub key: String,
    /// The dice as the tables write them (`D6`, `2D6`, `D16`), or `D<n>` for a drawn die.
    pub dice: String,
    pub result: u8,
    /// Typed from a physical die rather than rolled by the app.
    pub entered: bool,
    /// What the roll gave: a table entry's id, when it has one.
    pub outcome: Option<String>,
}

/// The dice of one stage of a match day and the rolls made so far.
pub struct RollLog<'e> {
    source: Dice,
    entered: &'e BTreeMap<String, u8>,
    used: BTreeSet<String>,
    rolls: Vec<RollRecord>,
}

impl<'e> RollLog<'e> {
    /// Dice from `seed`, with the values typed for some keys.
    pub fn new(seed: u64, entered: &'e BTreeMap<String, u8>) -> RollLog<'e> {
        RollLog {
            source: Dice::seeded(seed),
            entered,
            used: BTreeSet::new(),
            rolls: Vec::new(),
        }
    }

    pub fn seed(&self) -> u64 {
        self.source.seed()
    }

    /// Rolls a table's dice for `key`, or takes the value typed for it.
    pub fn table(&mut self, key: &str, dice: TableDice) -> Result<u8, MatchDayRefusal> {
        let (low, high) = dice.faces();
        let rolled = |source: &mut Dice| super::super::rolls::roll(source, dice);
        self.take(key, dice.label(), (low, high), rolled)
    }

    /// Rolls one die of `faces` faces for `key` (a coin is a D2, a drawn MVP a D<n>).
    pub fn die(&mut self, key: &str, faces: u8) -> Result<u8, MatchDayRefusal> {
        let faces = faces.max(1);
        let label = format!("D{faces}");
        self.take(key, &label, (1, faces), |source| source.roll(faces))
    }

    fn take(
        &mut self,
        key: &str,
        label: &str,
        (low, high): (u8, u8),
        rolled: impl FnOnce(&mut Dice) -> u8,
    ) -> Result<u8, MatchDayRefusal> {
        let (result, entered) = match self.entered.get(key) {
            Some(&value) if (low..=high).contains(&value) => (value, true),
            Some(&value) => {
                return Err(MatchDayRefusal::RollOffDice {
                    key: key.to_string(),
                    value,
                    low,
                    high,
                });
            }
            None => (rolled(&mut self.source), false),
        };
        self.used.insert(key.to_string());
        self.rolls.push(RollRecord {
            key: key.to_string(),
            dice: label.to_string(),
            result,
            entered,
            outcome: None,
        });
        Ok(result)
    }

    /// Notes what the last roll gave.
    pub fn gave(&mut self, outcome: &str) {
        if let Some(last) = self.rolls.last_mut() {
            last.outcome = Some(outcome.to_string());
        }
    }

    /// The rolls made, once every typed value was used; a typed key no roll asked for is
    /// refused (a mistyped key would otherwise be ignored silently).
    pub fn finish(self) -> Result<Vec<RollRecord>, MatchDayRefusal> {
        if let Some(unused) = self.entered.keys().find(|key| !self.used.contains(*key)) {
            return Err(MatchDayRefusal::RollNotAsked {
                key: unused.clone(),
                asked: self.rolls.iter().map(|r| r.key.clone()).collect(),
            });
        }
        Ok(self.rolls)
    }
}
