//! After a Killpower Ball match: the result (3.4) and, in a championship, sequence 16:
//! death risks on table 8, the dead and dismissed replaced by new gladiators, new
//! equipment, +5 experience to each who played and survived, the raises chosen. One
//! report, previewed with its seed, recorded in one transaction; the match's reset
//! undoes it all.

use std::collections::BTreeMap;

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use super::team::NewGladiatorSpec;
use crate::Result;
use crate::exchange::shape::{self, Field, Fits, Shape};
use crate::games::Game;
use crate::rules::killpower::limits::{self, LEAST_LIFE, MAX_SCORE, SideCounts};
use crate::rules::killpower::{DeathRiskInput, Ending, ThrowInput};
use crate::rules::report::ReportRefusal;

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

/// One side's part as the bounds see it; `numbers`: those replaced and re-equipped.
fn side_counts<'a>(side: &'a SideReport, numbers: &'a (Vec<u32>, Vec<u32>)) -> SideCounts<'a> {
    SideCounts {
        death_risks: &side.death_risks,
        dismissed: &side.dismissed,
        replaces: &numbers.0,
        reequip: &numbers.1,
        raises: side.raises.len(),
        out: &side.out,
    }
}

/// A gladiator's number on his team's sheet.
const NUMBER: Shape = Shape::Whole {
    least: 1,
    most: limits::GLADIATORS as i64,
    fits: Fits::U32,
};
const SIDE_WORDS: Shape = Shape::OneOf(&["home", "away"]);
const RISK_SHAPE: Shape = Shape::Object(&[
    Field::required("player", NUMBER),
    Field::required(
        "life",
        Shape::Whole {
            least: LEAST_LIFE as i64,
            most: 0,
            fits: Fits::I32,
        },
    ),
    Field::nullable("aimed", Shape::OneOf(&limits::LOCATIONS)),
]);
const REPLACEMENT_SHAPE: Shape = Shape::Object(&[
    Field::required("replaces", NUMBER),
    Field::required("name", Shape::Text),
    Field::required("specialization", Shape::Text),
    Field::required("magic", Shape::Text),
    Field::optional("cards", Shape::ListOf(&Shape::Text)),
]);
const REEQUIP_SHAPE: Shape = Shape::Object(&[
    Field::required("player", NUMBER),
    Field::required("magic", Shape::Text),
    Field::optional("cards", Shape::ListOf(&Shape::Text)),
]);
const RAISE_SHAPE: Shape = Shape::Object(&[
    Field::required("player", NUMBER),
    Field::required("stat", Shape::Text),
]);
const SIDE_SHAPE: Shape = Shape::Object(&[
    Field::optional("death_risks", Shape::ListOf(&RISK_SHAPE)),
    Field::optional("dismissed", Shape::ListOf(&NUMBER)),
    Field::optional("replacements", Shape::ListOf(&REPLACEMENT_SHAPE)),
    Field::optional("reequip", Shape::ListOf(&REEQUIP_SHAPE)),
    Field::optional("raises", Shape::ListOf(&RAISE_SHAPE)),
    Field::optional("out", Shape::ListOf(&NUMBER)),
]);
const THROW_SHAPE: Shape = Shape::Object(&[
    Field::required("side", SIDE_WORDS),
    Field::required("thrower", NUMBER),
    Field::required(
        "distance",
        Shape::Whole {
            least: limits::THROW_LEAST as i64,
            most: limits::THROW_MOST as i64,
            fits: Fits::U32,
        },
    ),
]);
const ENDING_SHAPE: Shape = Shape::Object(&[
    Field::required("kind", Shape::OneOf(&["time", "elimination", "abandon"])),
    Field::nullable("side", SIDE_WORDS),
]);
const REPORT_SHAPE: Shape = Shape::Object(&[
    Field::required("home_score", Shape::count(MAX_SCORE)),
    Field::required("away_score", Shape::count(MAX_SCORE)),
    Field::nullable("ending", ENDING_SHAPE),
    Field::optional("free_throws", Shape::ListOf(&THROW_SHAPE)),
    Field::nullable("played_on", Shape::Date),
    Field::optional("home", SIDE_SHAPE),
    Field::optional("away", SIDE_SHAPE),
    Field::optional("dice", Shape::DICE),
    Field::nullable("seed", Shape::Seed),
]);

impl KpbMatchReport {
    /// Reads a report from JSON, naming the field that does not read.
    pub fn from_json(value: serde_json::Value) -> Result<KpbMatchReport> {
        shape::read(value, &REPORT_SHAPE, super::Killpower.names())
    }

    /// Reads a report from the text of its file.
    pub fn from_text(text: &str) -> Result<KpbMatchReport> {
        shape::read_text(text, &REPORT_SHAPE, super::Killpower.names())
    }

    /// Every number within what a match holds, each gladiator once per list, the day a
    /// possible match day.
    pub fn check(&self) -> Result<(), ReportRefusal> {
        if let Some(day) = self.played_on {
            crate::rules::report::match_day("played_on", day)?;
        }
        let numbers = |side: &SideReport| {
            (
                side.replacements
                    .iter()
                    .map(|r| r.replaces)
                    .collect::<Vec<_>>(),
                side.reequip.iter().map(|r| r.player).collect::<Vec<_>>(),
            )
        };
        let (home, away) = (numbers(&self.home), numbers(&self.away));
        limits::check_report(
            [self.home_score, self.away_score],
            self.free_throws.len(),
            [
                side_counts(&self.home, &home),
                side_counts(&self.away, &away),
            ],
        )
    }

    pub fn side(&self, index: usize) -> &SideReport {
        if index == 0 { &self.home } else { &self.away }
    }
}
