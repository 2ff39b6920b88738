//! Killpower Ball's match tables: before the match (powers, points to score, who plays
//! and their RAP), the result's ending, ranking points and free throws, and the
//! post-match (death risks, the gladiators it changed as they were, those it brought in).

mod before;
mod postmatch;
mod result;

pub use before::{KpbPrematchRow, LineupRow};
pub use postmatch::{DeathRiskRow, KeptGladiator};
pub use result::{FreeThrowRow, KpbResultRow};

use crate::rules::Side;
use crate::rules::killpower::Outcome;
use crate::store::error::corrupt;

pub(super) fn side_text(side: Side) -> &'static str {
    side.key()
}

pub(super) fn side_of(text: &str, index: usize) -> rusqlite::Result<Side> {
    Side::parse(text).ok_or_else(|| corrupt(index, format!("side `{text}`")))
}

pub(super) fn outcome_of(text: &str, index: usize) -> rusqlite::Result<Outcome> {
    serde_json::from_value(serde_json::Value::String(text.to_string()))
        .map_err(|_| corrupt(index, format!("outcome `{text}`")))
}
