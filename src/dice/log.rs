//! Every die of a match day or of a team's creation, by the key the preview shows
//! (`fans.home`, `armour.3`…): rolled from the one seeded source, or typed from a physical
//! die when the coach gives its key a value. Each roll is kept with what it gave, so a
//! preview with its seed is exactly what gets recorded.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use super::Dice;
use crate::data::Lang;

/// One roll.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RollRecord {
    pub key: String,
    /// The dice as the tables write them (`D6`, `2D6`, `D16`, `1D5`), or `D<n>` for a
    /// drawn die.
    pub dice: String,
    pub result: u8,
    /// Typed from a physical die rather than rolled by the app.
    pub entered: bool,
    /// What the roll gave: a table entry's id, when it has one.
    pub outcome: Option<String>,
}

/// A typed die the rolls cannot take.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RollFault {
    /// The value typed for `key` is not on the dice asked for.
    OffDice {
        key: String,
        value: u8,
        low: u8,
        high: u8,
    },
    /// A value was typed for a key no roll asks for.
    NotAsked { key: String, asked: Vec<String> },
}

impl RollFault {
    /// A stable id for scripts.
    pub fn id(&self) -> &'static str {
        match self {
            RollFault::OffDice { .. } => "roll_off_dice",
            RollFault::NotAsked { .. } => "roll_not_asked",
        }
    }

    /// What is wrong and what is allowed, in `lang`; `stage` names where the rolls are
    /// ("this match day", "ce jour de match").
    pub fn message(&self, lang: Lang, stage: (&str, &str)) -> String {
        match (self, lang) {
            (
                RollFault::OffDice {
                    key,
                    value,
                    low,
                    high,
                },
                Lang::En,
            ) => {
                format!("the die typed for {key} shows {value}; those dice show {low} to {high}")
            }
            (
                RollFault::OffDice {
                    key,
                    value,
                    low,
                    high,
                },
                Lang::Fr,
            ) => {
                format!(
                    "le dé saisi pour {key} indique {value} ; ces dés donnent de {low} à {high}"
                )
            }
            (RollFault::NotAsked { key, asked }, Lang::En) => format!(
                "no roll {key} in {}; the rolls are: {}",
                stage.0,
                asked.join(", ")
            ),
            (RollFault::NotAsked { key, asked }, Lang::Fr) => format!(
                "aucun jet {key} dans {} ; les jets sont : {}",
                stage.1,
                asked.join(", ")
            ),
        }
    }
}

/// The dice of one stage and the rolls made so far.
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

    /// Rolls one die of `faces` faces for `key` (a coin is a D2, a drawn card a D<n>).
    pub fn die(&mut self, key: &str, faces: u8) -> Result<u8, RollFault> {
        let faces = faces.max(1);
        let label = format!("D{faces}");
        self.take(key, &label, (1, faces), |source| source.roll(faces))
    }

    /// Rolls for `key` with `rolled`, showing `label`, or takes the value typed for it
    /// when it lies between `low` and `high`.
    pub fn take(
        &mut self,
        key: &str,
        label: &str,
        (low, high): (u8, u8),
        rolled: impl FnOnce(&mut Dice) -> u8,
    ) -> Result<u8, RollFault> {
        let (result, entered) = match self.entered.get(key) {
            Some(&value) if (low..=high).contains(&value) => (value, true),
            Some(&value) => {
                return Err(RollFault::OffDice {
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

    /// The rolls made so far.
    pub fn rolls(&self) -> &[RollRecord] {
        &self.rolls
    }

    /// The rolls made, once every typed value was used; a typed key no roll asked for is
    /// refused (a mistyped key would otherwise be ignored silently).
    pub fn finish(self) -> Result<Vec<RollRecord>, RollFault> {
        if let Some(unused) = self.entered.keys().find(|key| !self.used.contains(*key)) {
            return Err(RollFault::NotAsked {
                key: unused.clone(),
                asked: self.rolls.iter().map(|r| r.key.clone()).collect(),
            });
        }
        Ok(self.rolls)
    }
}
