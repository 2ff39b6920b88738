//! Undoing a match day: the post-match sequence and the pre-match items, so that a
//! reset leaves every table but the audit log as it was before the match day.

use serde::Deserialize;

use crate::Result;
use crate::data::dreadball::StatLine;
use crate::store::dreadball::PostPlayerKind;
use crate::store::{FixtureId, StoreError, Tx};

/// Puts back every advancement of a match, last first.
fn undo_advancements(tx: &Tx<'_>, fixture: FixtureId) -> Result<()> {
    #[derive(Deserialize)]
    struct Stored {
        stats: StatLine,
        skills: Vec<String>,
    }
    for advancement in tx.advancements(fixture)?.iter().rev() {
        let before: Stored = serde_json::from_str(&advancement.before).map_err(|error| {
            StoreError::Corrupt(format!("a stored advancement is damaged: {error}"))
        })?;
        tx.set_player_profile(advancement.player_id, &before.stats, &before.skills)?;
    }
    Ok(())
}

/// Undoes a match's post-match sequence (before its result is undone).
pub(super) fn undo_postmatch(tx: &Tx<'_>, fixture: FixtureId) -> Result<()> {
    if tx.postmatch(fixture)?.is_none() {
        return Ok(());
    }
    undo_advancements(tx, fixture)?;
    for record in tx.postmatch_players(fixture)? {
        match record.kind {
            PostPlayerKind::Signed => tx.set_hired_for(record.player_id, Some(fixture))?,
            PostPlayerKind::Revived => {}
        }
    }
    tx.unrelease_match_players(fixture)?;
    tx.delete_match_ledger(fixture, false)?;
    tx.delete_postmatch(fixture)?;
    Ok(())
}

/// Undoes a match's pre-match: hires, rolls and hacks with their costs.
pub(super) fn undo_prematch(tx: &Tx<'_>, fixture: FixtureId) -> Result<()> {
    tx.delete_match_ledger(fixture, true)?;
    tx.delete_match_players(fixture)?;
    tx.delete_items(fixture)?;
    Ok(())
}
