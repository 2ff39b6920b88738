//! `prayers.toml`: the prayers to Nuffle (seed 001, pre-match step 6).

use serde::{Deserialize, Serialize};

use super::check::{check_entries, check_gp, check_pair, find_row};
use super::{Dice, Entry, PRAYERS_FILE};
use crate::data::{DataError, parse_toml};

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct PrayersFile {
    prayers: Prayers,
}

impl PrayersFile {
    pub(super) fn load(text: &str) -> Result<Prayers, DataError> {
        let file: PrayersFile = parse_toml(PRAYERS_FILE, text)?;
        file.prayers.validate()?;
        Ok(file.prayers)
    }
}

/// The prayers: the team with the lower CTV rolls once per `ctv_step_gp` of difference.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Prayers {
    pub dice: Dice,
    pub ctv_step_gp: u32,
    pub rule_en: String,
    pub rule_fr: String,
    #[serde(default)]
    pub note: Option<String>,
    pub row: Vec<Entry>,
}

impl Prayers {
    /// The prayer a roll gives.
    pub fn at(&self, roll: u8) -> Option<&Entry> {
        find_row(&self.row, roll)
    }

    /// How many prayers the team with the lower CTV rolls: one per whole `ctv_step_gp` of
    /// difference (the reading `note` records).
    pub fn rolls_for(&self, ctv_difference_gp: u64) -> u64 {
        ctv_difference_gp / u64::from(self.ctv_step_gp.max(1))
    }

    fn validate(&self) -> Result<(), DataError> {
        let file = PRAYERS_FILE;
        check_pair(file, "prayers", "rule", &self.rule_en, &self.rule_fr)?;
        if self.ctv_step_gp == 0 {
            let message = "ctv_step_gp must be more than 0";
            return Err(DataError::new(file, Some("prayers"), message));
        }
        check_gp(file, "prayers", "ctv_step_gp", self.ctv_step_gp)?;
        check_entries(file, "prayers", self.dice, &self.row, true)
    }
}
