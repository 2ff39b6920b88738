//! `injuries.toml`: the injury roll (and its Stunty column), the casualty table, the
//! lasting injury table and the apothecary (seed 001, the injury tables of its
//! post-match page).

use serde::{Deserialize, Serialize};

use super::check::{DiceRow, check_faces, check_pair, find_row, row_label};
use super::{Characteristic, Dice, INJURIES_FILE, Rule};
use crate::data::DataError;
use crate::data::check::{check_ids, check_names};

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Injuries {
    pub injury: InjuryTable,
    /// The injury roll against a player with Stunty (the seed's "MINUS").
    pub stunty_injury: InjuryTable,
    pub casualty: CasualtyTable,
    pub lasting_injury: LastingInjuryTable,
    pub apothecary: Rule,
}

/// What an injury roll does to the player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum InjuryResult {
    Stunned,
    KnockedOut,
    BadlyHurt,
    /// Roll on the casualty table.
    Casualty,
}

impl InjuryResult {
    pub fn id(self) -> &'static str {
        match self {
            InjuryResult::Stunned => "stunned",
            InjuryResult::KnockedOut => "knocked-out",
            InjuryResult::BadlyHurt => "badly-hurt",
            InjuryResult::Casualty => "casualty",
        }
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InjuryTable {
    pub dice: Dice,
    pub name_en: String,
    pub name_fr: String,
    pub row: Vec<InjuryRow>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InjuryRow {
    pub from: u8,
    pub to: u8,
    pub result: InjuryResult,
    pub name_en: String,
    pub name_fr: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CasualtyTable {
    pub dice: Dice,
    pub name_en: String,
    pub name_fr: String,
    pub row: Vec<CasualtyRow>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CasualtyRow {
    pub from: u8,
    pub to: u8,
    pub id: String,
    pub name_en: String,
    pub name_fr: String,
    pub effect_en: String,
    pub effect_fr: String,
    #[serde(default)]
    pub miss_next_game: bool,
    #[serde(default)]
    pub niggling_injury: bool,
    /// Roll on the lasting injury table.
    #[serde(default)]
    pub lasting_injury: bool,
    #[serde(default)]
    pub dead: bool,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LastingInjuryTable {
    pub dice: Dice,
    pub name_en: String,
    pub name_fr: String,
    pub row: Vec<LastingInjuryRow>,
}

/// A lasting injury: `change` to `characteristic`, as the rules print it ("-1 AG"; see
/// `Characteristic::stored_change` for the stored number).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LastingInjuryRow {
    pub from: u8,
    pub to: u8,
    pub id: String,
    pub name_en: String,
    pub name_fr: String,
    pub characteristic: Characteristic,
    pub change: i8,
}

impl DiceRow for InjuryRow {
    fn faces(&self) -> (u8, u8) {
        (self.from, self.to)
    }
    fn key(&self) -> &str {
        self.result.id()
    }
}

impl DiceRow for CasualtyRow {
    fn faces(&self) -> (u8, u8) {
        (self.from, self.to)
    }
    fn key(&self) -> &str {
        &self.id
    }
}

impl DiceRow for LastingInjuryRow {
    fn faces(&self) -> (u8, u8) {
        (self.from, self.to)
    }
    fn key(&self) -> &str {
        &self.id
    }
}

impl InjuryTable {
    pub fn at(&self, roll: u8) -> Option<&InjuryRow> {
        find_row(&self.row, roll)
    }

    fn validate(&self, table: &str) -> Result<(), DataError> {
        let file = INJURIES_FILE;
        check_names(file, table, &self.name_fr, &self.name_en)?;
        check_faces(file, table, self.dice, &self.row)?;
        check_ids(file, table, self.row.iter().map(|r| r.result.id()))?;
        for row in &self.row {
            check_names(file, &row_label(table, row), &row.name_fr, &row.name_en)?;
        }
        Ok(())
    }
}

impl CasualtyTable {
    pub fn at(&self, roll: u8) -> Option<&CasualtyRow> {
        find_row(&self.row, roll)
    }

    fn validate(&self) -> Result<(), DataError> {
        let (file, table) = (INJURIES_FILE, "casualty");
        check_names(file, table, &self.name_fr, &self.name_en)?;
        check_faces(file, table, self.dice, &self.row)?;
        check_ids(file, table, self.row.iter().map(|r| r.id.as_str()))?;
        for row in &self.row {
            let label = row_label(table, row);
            check_names(file, &label, &row.name_fr, &row.name_en)?;
            check_pair(file, &label, "effect", &row.effect_en, &row.effect_fr)?;
        }
        Ok(())
    }
}

impl LastingInjuryTable {
    pub fn at(&self, roll: u8) -> Option<&LastingInjuryRow> {
        find_row(&self.row, roll)
    }

    fn validate(&self) -> Result<(), DataError> {
        let (file, table) = (INJURIES_FILE, "lasting_injury");
        check_names(file, table, &self.name_fr, &self.name_en)?;
        check_faces(file, table, self.dice, &self.row)?;
        check_ids(file, table, self.row.iter().map(|r| r.id.as_str()))?;
        for row in &self.row {
            let label = row_label(table, row);
            check_names(file, &label, &row.name_fr, &row.name_en)?;
            if row.change == 0 {
                let message = "change must not be 0";
                return Err(DataError::new(file, Some(&label), message));
            }
        }
        Ok(())
    }
}

impl Injuries {
    pub(super) fn validate(&self) -> Result<(), DataError> {
        self.injury.validate("injury")?;
        self.stunty_injury.validate("stunty_injury")?;
        self.casualty.validate()?;
        self.lasting_injury.validate()?;
        let apothecary = &self.apothecary;
        check_pair(
            INJURIES_FILE,
            "apothecary",
            "rule",
            &apothecary.rule_en,
            &apothecary.rule_fr,
        )
    }
}
