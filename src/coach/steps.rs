//! The one rule for every game about going back: what an undo or a reset may take back,
//! read from the order of what was written about each team (`team_step`).
//!
//! - Every change and every match-day write (pre-match, result, post-match) is a step of
//!   each team it touched; an undo removes its change's step, a reset its match's steps.
//! - A reset takes back a team's newest match day only: when a later match day of one of
//!   its teams stands, that one is reset first; when one of its teams was changed since
//!   (a hire, a purchase, a rename…), that change is undone first. So the rows a match
//!   day kept are only ever put back over what it wrote itself.
//! - An undo of a change a match day may have counted (a hire, a release, a purchase, an
//!   override of a characteristic…) is refused once a match day of the team was written
//!   after it: that match is reset first. A change no match day reads (a name, a number,
//!   colours) is undone at any time: its reverse touches its own field only.

use super::load_team_header;
use crate::Result;
use crate::error::{HistoryFault, MatchName};
use crate::store::{ChangeId, FixtureId, FixtureRecord, LaterStep, TeamId, Tx};

/// Records a match-day write for `fixture` (pre-match, result or post-match): a step of
/// each of its teams, made in the write's own transaction.
pub(crate) fn match_day_written(tx: &Tx<'_>, fixture: FixtureId) -> Result<()> {
    tx.add_match_day_step(fixture)?;
    Ok(())
}

/// The match day written after change `change` of `team` that stands in the way of
/// undoing it (the latest one), if any.
pub(crate) fn match_day_after(
    tx: &Tx<'_>,
    team: TeamId,
    change: ChangeId,
) -> Result<Option<MatchName>> {
    tx.match_day_after_change(team, change)?
        .map(|fixture| match_name(tx, fixture))
        .transpose()
}

/// Why the match day of `fixture` cannot be reset now, if it cannot: a later match day
/// or a later change of one of its teams.
pub(crate) fn reset_blocker(tx: &Tx<'_>, fixture: &FixtureRecord) -> Result<Option<HistoryFault>> {
    for team in [fixture.home, fixture.away] {
        let Some(later) = tx.step_after_match_day(team, fixture.id)? else {
            continue;
        };
        let name = load_team_header(tx, team)?.name;
        let fault = match later {
            LaterStep::MatchDay(other) => HistoryFault::LaterMatchFirst {
                id: fixture.id,
                team: name,
                later: match_name(tx, other)?,
            },
            LaterStep::Change(change) => HistoryFault::ChangedSince {
                id: fixture.id,
                team: name,
                team_id: team,
                change: tx
                    .change_record(change)?
                    .map(|record| record.summary)
                    .unwrap_or_default(),
            },
        };
        return Ok(Some(fault));
    }
    Ok(None)
}

/// Refuses a reset that `reset_blocker` stands in the way of.
pub(crate) fn check_reset(tx: &Tx<'_>, fixture: &FixtureRecord) -> Result<()> {
    match reset_blocker(tx, fixture)? {
        Some(fault) => Err(fault.into()),
        None => Ok(()),
    }
}

/// A match as a refusal names it.
fn match_name(tx: &Tx<'_>, fixture: FixtureId) -> Result<MatchName> {
    let record = super::fixtures::load_fixture(tx, fixture)?;
    Ok(MatchName {
        id: fixture,
        home: load_team_header(tx, record.home)?.name,
        away: load_team_header(tx, record.away)?.name,
    })
}
