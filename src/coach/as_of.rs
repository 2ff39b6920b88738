//! When a printed sheet shows a team: now, on a date, or just before a match.

use chrono::NaiveDate;
use serde::Serialize;

use crate::store::FixtureId;

/// When a sheet shows the team.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "kind", content = "at")]
pub enum AsOf {
    Now,
    Date(NaiveDate),
    BeforeMatch(FixtureId),
}
