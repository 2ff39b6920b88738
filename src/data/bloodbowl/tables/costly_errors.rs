//! The costly errors table of `post_match.toml` (seed 001, post-match step 7): a D6 row
//! and a column for the band the treasury is in.

use serde::{Deserialize, Serialize};

use super::check::{DiceRow, GP_STEP, check_faces, check_gp, check_pair, row_label};
use super::{Dice, POST_MATCH_FILE, RolledGp};
use crate::data::DataError;
use crate::data::check::{check_ids, check_names};

const TABLE: &str = "costly_errors";

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CostlyErrors {
    pub dice: Dice,
    #[serde(default)]
    pub note: Option<String>,
    /// The treasury bands, the columns of the table, from the lowest.
    pub band: Vec<Band>,
    pub outcome: Vec<CostlyOutcome>,
    /// One row per roll: the id of the outcome in each band.
    pub row: Vec<CostlyRow>,
}

/// A treasury from `from_gp` to `to_gp` (None: and more).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Band {
    pub from_gp: u32,
    #[serde(default)]
    pub to_gp: Option<u32>,
    pub name_en: String,
    pub name_fr: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CostlyOutcome {
    pub id: String,
    pub name_en: String,
    pub name_fr: String,
    pub effect_en: String,
    pub effect_fr: String,
    pub loss: Loss,
    /// The amount rolled, for `roll` and `all-but-roll`.
    #[serde(default)]
    pub roll: Option<RolledGp>,
    /// What `half` rounds down to.
    #[serde(default)]
    pub round_down_gp: Option<u32>,
}

/// What a costly error takes from the treasury.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Loss {
    None,
    /// The amount rolled.
    Roll,
    /// Half the treasury, rounded down to `round_down_gp`.
    Half,
    /// All but the amount rolled.
    AllButRoll,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CostlyRow {
    pub from: u8,
    pub to: u8,
    pub results: Vec<String>,
}

impl DiceRow for CostlyRow {
    fn faces(&self) -> (u8, u8) {
        (self.from, self.to)
    }
    fn key(&self) -> &str {
        "results"
    }
}

impl CostlyErrors {
    /// The band a treasury is in: the last band it reaches the lowest treasury of. Each
    /// band runs up to the next one's lowest treasury, so every treasury from 0 up has a
    /// band (the last is open above): on the 5,000 gp steps treasuries go by, a band
    /// ends where the seed prints it ("Jusqu'à 195 000", then "De 200 000"); a treasury
    /// between (197,500 gp), which no command leaves, stays in the lower band. None only
    /// when no band starts at 0, which `check_bands` refuses on load.
    pub fn band_for(&self, treasury_gp: u64) -> Option<usize> {
        self.band
            .iter()
            .rposition(|band| u64::from(band.from_gp) <= treasury_gp)
    }

    /// What a roll gives a team with this treasury.
    pub fn outcome(&self, treasury_gp: u64, roll: u8) -> Option<&CostlyOutcome> {
        let band = self.band_for(treasury_gp)?;
        let row = super::check::find_row(&self.row, roll)?;
        let id = row.results.get(band)?;
        self.outcome.iter().find(|outcome| &outcome.id == id)
    }

    pub(super) fn validate(&self) -> Result<(), DataError> {
        self.check_bands()?;
        self.check_outcomes()?;
        check_faces(POST_MATCH_FILE, TABLE, self.dice, &self.row)?;
        for row in &self.row {
            let label = row_label(TABLE, row);
            if row.results.len() != self.band.len() {
                let message = format!(
                    "gives {} results for {} bands",
                    row.results.len(),
                    self.band.len()
                );
                return Err(DataError::new(POST_MATCH_FILE, Some(&label), message));
            }
            if let Some(id) = row
                .results
                .iter()
                .find(|id| self.outcome.iter().all(|o| &o.id != *id))
            {
                let message = format!("unknown outcome `{id}`");
                return Err(DataError::new(POST_MATCH_FILE, Some(&label), message));
            }
        }
        Ok(())
    }

    /// The bands start at 0 and follow each other in steps of 5,000 gp (a treasury is
    /// always a multiple of 5,000 gp); only the last is open above.
    fn check_bands(&self) -> Result<(), DataError> {
        let mut next_from = 0;
        for (index, band) in self.band.iter().enumerate() {
            let entry = format!("{TABLE} band {}", band.name_en);
            check_names(POST_MATCH_FILE, &entry, &band.name_fr, &band.name_en)?;
            let last = index + 1 == self.band.len();
            let ends = match band.to_gp {
                None => last,
                Some(to) => !last && to >= band.from_gp && to.is_multiple_of(GP_STEP),
            };
            if band.from_gp != next_from || !ends {
                let message = format!(
                    "bands must be contiguous: this one should start at {next_from} gp, \
                     and only the last may have no to_gp"
                );
                return Err(DataError::new(POST_MATCH_FILE, Some(&entry), message));
            }
            next_from = band.to_gp.map_or(0, |to| to.saturating_add(GP_STEP));
        }
        if self.band.is_empty() {
            return Err(DataError::new(POST_MATCH_FILE, Some(TABLE), "no band"));
        }
        Ok(())
    }

    fn check_outcomes(&self) -> Result<(), DataError> {
        let file = POST_MATCH_FILE;
        check_ids(
            file,
            "costly error outcome",
            self.outcome.iter().map(|o| o.id.as_str()),
        )?;
        for outcome in &self.outcome {
            let entry = format!("{TABLE} outcome {}", outcome.id);
            check_names(file, &entry, &outcome.name_fr, &outcome.name_en)?;
            check_pair(
                file,
                &entry,
                "effect",
                &outcome.effect_en,
                &outcome.effect_fr,
            )?;
            let needs_roll = matches!(outcome.loss, Loss::Roll | Loss::AllButRoll);
            let complete = outcome.roll.is_some() == needs_roll
                && outcome.round_down_gp.is_some() == (outcome.loss == Loss::Half);
            if !complete {
                let message = "`roll` goes with loss roll and all-but-roll, \
                               `round_down_gp` with loss half, and nothing else";
                return Err(DataError::new(file, Some(&entry), message));
            }
            if let Some(roll) = outcome.roll {
                check_gp(file, &entry, "roll", roll.times_gp)?;
            }
            if let Some(round) = outcome.round_down_gp {
                check_gp(file, &entry, "round_down_gp", round)?;
            }
        }
        Ok(())
    }
}
