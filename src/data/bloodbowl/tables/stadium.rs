//! `stadium.toml`: the 2D6 stadium type and its D6 attribute tables (seed 001,
//! pre-match step 1).

use serde::{Deserialize, Serialize};

use super::check::{
    DiceRow, check_entries, check_faces, check_gp, check_pair, find_row, row_label,
};
use super::{Dice, Entry, STADIUM_FILE};
use crate::data::check::{check_ids, check_names};
use crate::data::{DataError, parse_toml};

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct StadiumFile {
    stadium: Stadium,
}

impl StadiumFile {
    pub(super) fn load(text: &str) -> Result<Stadium, DataError> {
        let file: StadiumFile = parse_toml(STADIUM_FILE, text)?;
        file.stadium.validate()?;
        Ok(file.stadium)
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Stadium {
    pub dice: Dice,
    pub rule_en: String,
    pub rule_fr: String,
    /// The resident team's fan factor bonus.
    pub resident_fan_factor_bonus: u8,
    /// Petty cash the visitor of a resident team gets.
    pub visitor_petty_cash_gp: u32,
    /// A home player pushed into the crowd goes to the Reserves on this or more on a D6.
    pub home_push_reserves_on: u8,
    #[serde(default)]
    pub note: Option<String>,
    pub row: Vec<StadiumRow>,
    pub attributes: Vec<AttributeTable>,
}

/// A kind of stadium, and the id of the table its attribute is rolled on.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StadiumRow {
    pub from: u8,
    pub to: u8,
    pub id: String,
    pub name_en: String,
    pub name_fr: String,
    /// The id of the attribute table; None for a stadium with nothing special.
    #[serde(default)]
    pub attributes: Option<String>,
    /// The seed's "(ou stade résident 1 x par adversaire)": the resident team's stadium
    /// may be played instead, once per opponent.
    #[serde(default)]
    pub resident_option: bool,
}

impl DiceRow for StadiumRow {
    fn faces(&self) -> (u8, u8) {
        (self.from, self.to)
    }
    fn key(&self) -> &str {
        &self.id
    }
}

/// The D6 table of one kind of stadium's attributes.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AttributeTable {
    pub id: String,
    pub dice: Dice,
    pub row: Vec<Entry>,
}

impl AttributeTable {
    pub fn at(&self, roll: u8) -> Option<&Entry> {
        find_row(&self.row, roll)
    }
}

impl Stadium {
    /// The kind of stadium a roll gives.
    pub fn at(&self, roll: u8) -> Option<&StadiumRow> {
        find_row(&self.row, roll)
    }

    /// The attribute table of a kind of stadium.
    pub fn attributes_of(&self, row: &StadiumRow) -> Option<&AttributeTable> {
        let id = row.attributes.as_deref()?;
        self.attributes.iter().find(|table| table.id == id)
    }

    pub(super) fn validate(&self) -> Result<(), DataError> {
        let file = STADIUM_FILE;
        check_pair(file, "stadium", "rule", &self.rule_en, &self.rule_fr)?;
        check_gp(
            file,
            "stadium",
            "visitor_petty_cash_gp",
            self.visitor_petty_cash_gp,
        )?;
        if !(2..=6).contains(&self.home_push_reserves_on) {
            let message = "home_push_reserves_on must be a D6 target, 2 to 6";
            return Err(DataError::new(file, Some("stadium"), message));
        }
        check_faces(file, "stadium", self.dice, &self.row)?;
        check_ids(file, "stadium", self.row.iter().map(|r| r.id.as_str()))?;
        check_ids(
            file,
            "attribute table",
            self.attributes.iter().map(|t| t.id.as_str()),
        )?;
        for row in &self.row {
            let label = row_label("stadium", row);
            check_names(file, &label, &row.name_fr, &row.name_en)?;
            if row.attributes.is_some() && self.attributes_of(row).is_none() {
                let message = "its attribute table is not in [[stadium.attributes]]";
                return Err(DataError::new(file, Some(&label), message));
            }
        }
        for table in &self.attributes {
            let name = format!("stadium.attributes {}", table.id);
            check_entries(file, &name, table.dice, &table.row, true)?;
            let used = self
                .row
                .iter()
                .any(|row| row.attributes.as_deref() == Some(table.id.as_str()));
            if !used {
                let message = "no kind of stadium rolls on this table";
                return Err(DataError::new(file, Some(&name), message));
            }
        }
        Ok(())
    }
}
