//! Undoing a Blood Bowl match day: the post-match puts back the team and player rows it
//! kept and drops its own rows and money; the pre-match drops its journeymen, its
//! inducements' cost and its rows. With the shared reset (which removes the result and
//! brings the dead back) every table but the audit log is as before the match day.

use super::postmatch_write::POSTMATCH_LEDGER;
use crate::Result;
use crate::store::{FixtureId, Tx};

/// Undoes the post-match (`after_result`, before the result is removed) or the pre-match.
pub(crate) fn undo_match_day(tx: &Tx<'_>, fixture: FixtureId, after_result: bool) -> Result<()> {
    if after_result {
        if tx.bb_postmatch(fixture)?.is_none() {
            return Ok(());
        }
        let (teams, players) = tx.bb_kept_rows(fixture)?;
        for team in &teams {
            tx.set_bb_team_row(team)?;
        }
        for player in &players {
            tx.set_bb_player_row(player)?;
        }
        tx.delete_bb_ledger(fixture, &POSTMATCH_LEDGER)?;
        tx.delete_bb_postmatch(fixture)?;
        return Ok(());
    }
    if tx.bb_prematch(fixture)?.is_none() {
        return Ok(());
    }
    tx.delete_bb_ledger(fixture, &["inducements"])?;
    tx.delete_journeymen(fixture)?;
    tx.delete_bb_prematch(fixture)?;
    Ok(())
}

/// What a reset will undo of the match day: a line per pre-match part, and whether a
/// post-match is undone.
pub(crate) fn match_day_lines(tx: &Tx<'_>, fixture: FixtureId) -> Result<(Vec<String>, bool)> {
    let mut lines = Vec::new();
    if tx.bb_prematch(fixture)?.is_some() {
        lines.push(
            "its draws (stadium, fan factors, weather, prayers, coin toss) and journeymen"
                .to_string(),
        );
        for (_, inducement, count, _) in tx.bb_inducements(fixture)? {
            lines.push(format!("inducement {inducement} x{count}"));
        }
    }
    Ok((lines, tx.bb_postmatch(fixture)?.is_some()))
}
