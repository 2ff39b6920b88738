//! The tables of seed 001's reference sheets (`data/bloodbowl/tables/`, described in
//! `data/bloodbowl/SCHEMA.md`): the pre-match sequence, stadium, prayers to Nuffle,
//! random events, inducements, injuries, the post-match sequence and advancement.
//! Loaded with serde and validated: the rows of every dice table cover each face of its
//! dice once, gold is counted in multiples of 5,000 gp, every entry is named in English
//! and French.

mod advancement;
mod check;
mod costly_errors;
mod inducements;
mod injuries;
mod post_match;
mod prayers;
mod pre_match;
mod random_events;
mod stadium;
#[cfg(test)]
mod tests;

pub use advancement::*;
pub use costly_errors::*;
pub use inducements::*;
pub use injuries::*;
pub use post_match::*;
pub use prayers::*;
pub use pre_match::*;
pub use random_events::*;
pub use stadium::*;

use serde::{Deserialize, Serialize};

use super::{Skill, SpecialRule};
use crate::data::{DataError, parse_toml};
use check::{DiceRow, check_entries, check_pair, find_row};

pub const PRE_MATCH_FILE: &str = "data/bloodbowl/tables/pre_match.toml";
pub const STADIUM_FILE: &str = "data/bloodbowl/tables/stadium.toml";
pub const PRAYERS_FILE: &str = "data/bloodbowl/tables/prayers.toml";
pub const RANDOM_EVENTS_FILE: &str = "data/bloodbowl/tables/random_events.toml";
pub const INDUCEMENTS_FILE: &str = "data/bloodbowl/tables/inducements.toml";
pub const INJURIES_FILE: &str = "data/bloodbowl/tables/injuries.toml";
pub const POST_MATCH_FILE: &str = "data/bloodbowl/tables/post_match.toml";
pub const ADVANCEMENT_FILE: &str = "data/bloodbowl/tables/advancement.toml";

/// The text of every table file.
#[derive(Debug, Clone, Copy)]
pub struct TableSources<'a> {
    pub pre_match: &'a str,
    pub stadium: &'a str,
    pub prayers: &'a str,
    pub random_events: &'a str,
    pub inducements: &'a str,
    pub injuries: &'a str,
    pub post_match: &'a str,
    pub advancement: &'a str,
}

/// The table files shipped in `data/bloodbowl/tables/`, built into the binary.
pub const BUNDLED_TABLES: TableSources<'static> = TableSources {
    pre_match: include_str!("../../../../data/bloodbowl/tables/pre_match.toml"),
    stadium: include_str!("../../../../data/bloodbowl/tables/stadium.toml"),
    prayers: include_str!("../../../../data/bloodbowl/tables/prayers.toml"),
    random_events: include_str!("../../../../data/bloodbowl/tables/random_events.toml"),
    inducements: include_str!("../../../../data/bloodbowl/tables/inducements.toml"),
    injuries: include_str!("../../../../data/bloodbowl/tables/injuries.toml"),
    post_match: include_str!("../../../../data/bloodbowl/tables/post_match.toml"),
    advancement: include_str!("../../../../data/bloodbowl/tables/advancement.toml"),
};

/// Every table of the seed, loaded and checked.
#[derive(Debug, Clone)]
pub struct Tables {
    pub pre_match: PreMatch,
    pub stadium: Stadium,
    pub prayers: Prayers,
    pub random_events: RandomEvents,
    pub inducements: Inducements,
    pub injuries: Injuries,
    pub post_match: PostMatch,
    pub advancement: AdvancementTables,
}

impl Tables {
    /// Parses and validates the table files.
    pub fn load(sources: &TableSources<'_>) -> Result<Tables, DataError> {
        let pre_match: PreMatch = parse_toml(PRE_MATCH_FILE, sources.pre_match)?;
        pre_match.validate()?;
        let stadium = StadiumFile::load(sources.stadium)?;
        let prayers = PrayersFile::load(sources.prayers)?;
        let random_events = RandomEventsFile::load(sources.random_events)?;
        let inducements = Inducements::load(sources.inducements)?;
        let injuries: Injuries = parse_toml(INJURIES_FILE, sources.injuries)?;
        injuries.validate()?;
        let post_match: PostMatch = parse_toml(POST_MATCH_FILE, sources.post_match)?;
        post_match.validate()?;
        let advancement: AdvancementTables = parse_toml(ADVANCEMENT_FILE, sources.advancement)?;
        advancement.validate()?;
        Ok(Tables {
            pre_match,
            stadium,
            prayers,
            random_events,
            inducements,
            injuries,
            post_match,
            advancement,
        })
    }

    /// The skills the tables name (journeymen's Loner, the random skill table) are in
    /// `skills`, in the category of their column; the special rules inducements need are
    /// in `rules`. Not part of `load` while skills.toml and special_rules.toml are being
    /// completed (see the ignored tests).
    pub fn check_references(
        &self,
        skills: &[Skill],
        rules: &[SpecialRule],
    ) -> Result<(), DataError> {
        self.pre_match.journeymen.check_skill(skills)?;
        self.advancement.random_skills.check_skills(skills)?;
        self.inducements.check_rules(rules)
    }
}

/// The dice a table is rolled with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Dice {
    D3,
    D6,
    D8,
    D16,
    #[serde(rename = "2D6")]
    TwoD6,
}

impl Dice {
    /// The lowest and highest roll.
    pub fn faces(self) -> (u8, u8) {
        match self {
            Dice::D3 => (1, 3),
            Dice::D6 => (1, 6),
            Dice::D8 => (1, 8),
            Dice::D16 => (1, 16),
            Dice::TwoD6 => (2, 12),
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Dice::D3 => "D3",
            Dice::D6 => "D6",
            Dice::D8 => "D8",
            Dice::D16 => "D16",
            Dice::TwoD6 => "2D6",
        }
    }
}

/// An amount of gold rolled: the dice times `times_gp` ("D3 x 10,000 gp").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RolledGp {
    pub dice: Dice,
    pub times_gp: u32,
}

/// A player's characteristic.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Characteristic {
    Ma,
    St,
    Ag,
    Pa,
    Av,
}

impl Characteristic {
    /// How a change the rules print ("-1 AG", "+1 AV") moves the number a roster stores:
    /// AG and PA are stored as target numbers where lower is better (AG 3+ improved by 1
    /// is 2+), so their change is reversed; MA, ST and AV (9+ improved by 1 is 10+) are
    /// not.
    pub fn stored_change(self, change: i8) -> i8 {
        match self {
            Characteristic::Ag | Characteristic::Pa => -change,
            Characteristic::Ma | Characteristic::St | Characteristic::Av => change,
        }
    }
}

/// A rule in both languages.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rule {
    pub rule_en: String,
    pub rule_fr: String,
}

/// One result of a dice table, rolled on `from` to `to`.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Entry {
    pub from: u8,
    pub to: u8,
    pub id: String,
    pub name_en: String,
    pub name_fr: String,
    #[serde(default)]
    pub effect_en: Option<String>,
    #[serde(default)]
    pub effect_fr: Option<String>,
    /// What each team adds to its winnings after the match (a stadium attribute).
    #[serde(default)]
    pub winnings_bonus: Option<RolledGp>,
    /// What each coach adds to the petty cash before the match (a stadium attribute).
    #[serde(default)]
    pub petty_cash_bonus: Option<RolledGp>,
    /// Apothecary uses each team gains for the match (a stadium attribute).
    #[serde(default)]
    pub match_apothecaries: u8,
    /// What each team adds to its fan factor for the match (a stadium attribute).
    #[serde(default)]
    pub fan_factor_bonus: u8,
}

impl DiceRow for Entry {
    fn faces(&self) -> (u8, u8) {
        (self.from, self.to)
    }
    fn key(&self) -> &str {
        &self.id
    }
}

crate::data::impl_named!(Entry);

/// A dice table of entries with the rule of its roll.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RuledTable {
    pub dice: Dice,
    pub rule_en: String,
    pub rule_fr: String,
    #[serde(default)]
    pub note: Option<String>,
    pub row: Vec<Entry>,
}

impl RuledTable {
    /// The entry a roll gives.
    pub fn at(&self, roll: u8) -> Option<&Entry> {
        find_row(&self.row, roll)
    }

    fn check(&self, file: &str, table: &str, effects: bool) -> Result<(), DataError> {
        check_pair(file, table, "rule", &self.rule_en, &self.rule_fr)?;
        check_entries(file, table, self.dice, &self.row, effects)
    }
}
