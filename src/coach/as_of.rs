//! When a printed sheet shows a team: now, on a date, or just before a match.

use chrono::NaiveDate;
use serde::Serialize;

use crate::store::{FixtureId, FixtureRecord, StoreError, TeamId, Tx, today};

/// When a sheet shows the team.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "kind", content = "at")]
pub enum AsOf {
    Now,
    Date(NaiveDate),
    BeforeMatch(FixtureId),
}

/// The day a sheet "before a match" stands at the end of: the day before the match's
/// date (the day it was played, else the day it is scheduled for, else today).
pub fn day_before(fixture: &FixtureRecord) -> NaiveDate {
    let day = fixture
        .result
        .map(|r| r.played_on)
        .or(fixture.scheduled_on)
        .unwrap_or_else(today);
    day.pred_opt().unwrap_or(day)
}

/// A team's treasury as it went into a match: its ledger at the end of `day_before`,
/// with what it paid for the match's own pre-match items (DreadBall's hires).
pub fn treasury_before(
    tx: &Tx<'_>,
    team: TeamId,
    fixture: &FixtureRecord,
) -> Result<i64, StoreError> {
    tx.treasury_on(team, day_before(fixture), Some(fixture.id))
}
