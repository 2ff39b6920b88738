//! `random_events.toml`: the optional random events, a D8 then a D6 (seed 001).

use serde::{Deserialize, Serialize};

use super::check::{GridRow, check_grid, check_pair};
use super::{Dice, RANDOM_EVENTS_FILE};
use crate::data::check::{check_ids, check_names};
use crate::data::{DataError, parse_toml};

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RandomEventsFile {
    random_events: RandomEvents,
}

impl RandomEventsFile {
    pub(super) fn load(text: &str) -> Result<RandomEvents, DataError> {
        let file: RandomEventsFile = parse_toml(RANDOM_EVENTS_FILE, text)?;
        file.random_events.validate()?;
        Ok(file.random_events)
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RandomEvents {
    /// Picks the block of rows.
    pub dice: Dice,
    /// Picks the row in the block.
    pub second_dice: Dice,
    pub rule_en: String,
    pub rule_fr: String,
    #[serde(default)]
    pub note: Option<String>,
    pub row: Vec<GridEntry>,
}

/// An entry of a two-dice table: the first die on `from` to `to`, the second on `second`.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GridEntry {
    pub from: u8,
    pub to: u8,
    pub second: u8,
    pub id: String,
    pub name_en: String,
    pub name_fr: String,
    pub effect_en: String,
    pub effect_fr: String,
}

impl GridRow for GridEntry {
    fn first(&self) -> (u8, u8) {
        (self.from, self.to)
    }
    fn second(&self) -> u8 {
        self.second
    }
    fn key(&self) -> &str {
        &self.id
    }
}

impl RandomEvents {
    /// The event the two dice give.
    pub fn at(&self, first: u8, second: u8) -> Option<&GridEntry> {
        self.row
            .iter()
            .find(|row| (row.from..=row.to).contains(&first) && row.second == second)
    }

    fn validate(&self) -> Result<(), DataError> {
        let file = RANDOM_EVENTS_FILE;
        let table = "random_events";
        check_pair(file, table, "rule", &self.rule_en, &self.rule_fr)?;
        check_grid(file, table, (self.dice, self.second_dice), &self.row)?;
        check_ids(file, "random event", self.row.iter().map(|r| r.id.as_str()))?;
        for row in &self.row {
            let label = format!(
                "{table} {}-{} / {} ({})",
                row.from, row.to, row.second, row.id
            );
            check_names(file, &label, &row.name_fr, &row.name_en)?;
            check_pair(file, &label, "effect", &row.effect_en, &row.effect_fr)?;
        }
        Ok(())
    }
}
