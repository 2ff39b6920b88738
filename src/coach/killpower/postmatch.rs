//! After a Killpower Ball match: the result (3.4) and, in a championship, sequence 16:
//! death risks on table 8, the dead and dismissed replaced by new gladiators, new
//! equipment, +5 experience to each who played and survived, the raises chosen. One
//! report, previewed with its seed, recorded in one transaction; the match's reset
//! undoes it all.

use std::collections::BTreeMap;

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use super::postmatch_write::{PostmatchOutcome, run};
use super::team::NewGladiatorSpec;
use crate::Result;
use crate::data::Lang;
use crate::error::KillpowerFault;
use crate::rules::killpower::{DeathRiskInput, Ending, ThrowInput};
use crate::store::{FixtureId, Store};

/// A new gladiator in the place of one who left.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReplacementReport {
    /// The number of the gladiator replaced; the new one takes it.
    pub replaces: u32,
    #[serde(flatten)]
    pub gladiator: NewGladiatorSpec,
}

/// New equipment for a gladiator who played.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReequipReport {
    pub player: u32,
    pub magic: String,
    #[serde(default)]
    pub cards: Vec<String>,
}

/// A raise a gladiator takes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GladiatorReport {
    pub player: u32,
    /// PHY, HAB, POU, BAL or VIE (id, abbreviation or name, either language).
    pub stat: String,
}

/// One side's part of the report; gladiators by number.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SideReport {
    #[serde(default)]
    pub death_risks: Vec<DeathRiskInput>,
    #[serde(default)]
    pub dismissed: Vec<u32>,
    #[serde(default)]
    pub replacements: Vec<ReplacementReport>,
    #[serde(default)]
    pub reequip: Vec<ReequipReport>,
    #[serde(default)]
    pub raises: Vec<GladiatorReport>,
    /// Gladiators who cannot come back from the match besides those at risk of death (a
    /// tournament's, for free throws).
    #[serde(default)]
    pub out: Vec<u32>,
}

impl SideReport {
    /// Whether it asks for any post-match step.
    pub fn has_steps(&self) -> bool {
        !(self.death_risks.is_empty()
            && self.dismissed.is_empty()
            && self.replacements.is_empty()
            && self.reequip.is_empty()
            && self.raises.is_empty())
    }
}

/// A free throw as reported.
pub type ThrowReport = ThrowInput;

/// A whole match report.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct KpbMatchReport {
    pub home_score: u32,
    pub away_score: u32,
    #[serde(default)]
    pub ending: Option<Ending>,
    #[serde(default)]
    pub free_throws: Vec<ThrowReport>,
    #[serde(default)]
    pub played_on: Option<NaiveDate>,
    #[serde(default)]
    pub home: SideReport,
    #[serde(default)]
    pub away: SideReport,
    /// Dice typed from physical dice, by key (`location.home.3`, `free_throw.1.away.2`).
    #[serde(default)]
    pub dice: BTreeMap<String, u8>,
    #[serde(default)]
    pub seed: Option<u64>,
}

impl KpbMatchReport {
    /// Reads a report from JSON.
    pub fn from_json(value: serde_json::Value) -> Result<KpbMatchReport> {
        serde_json::from_value(value).map_err(|error| {
            KillpowerFault::ReportShape {
                detail: error.to_string(),
            }
            .into()
        })
    }

    pub fn side(&self, index: usize) -> &SideReport {
        if index == 0 { &self.home } else { &self.away }
    }
}

/// What a report does, previewed or recorded.
pub type PostmatchPreview = PostmatchOutcome;

/// Shows what the report would write, writing nothing.
pub fn postmatch_preview(
    store: &mut Store,
    lang: Lang,
    fixture: FixtureId,
    report: &KpbMatchReport,
) -> Result<PostmatchPreview> {
    let seed = report.seed.unwrap_or_else(rand::random::<u64>);
    store.rehearse(|tx| run(tx, lang, fixture, report, seed))
}

/// Records the report in one transaction.
pub fn record_postmatch(
    store: &mut Store,
    lang: Lang,
    fixture: FixtureId,
    report: &KpbMatchReport,
) -> Result<PostmatchPreview> {
    let seed = report.seed.unwrap_or_else(rand::random::<u64>);
    store.write(|tx| run(tx, lang, fixture, report, seed))
}
