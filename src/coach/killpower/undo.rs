//! Undoing a Killpower Ball match: the post-match deletes the gladiators it brought in
//! and puts back those it changed or let go; the result puts the ranking points back;
//! the pre-match sets back a tournament armour it rolled. With the shared reset (which
//! removes the result and brings the dead back) every table but the audit log is as
//! before the match. A match is undone before any later one of the same teams.

use super::super::fixtures::load_fixture;
use crate::Result;
use crate::error::killpower::KillpowerFault;
use crate::rules::killpower::Magic;
use crate::store::{FixtureId, Tx};

/// Undoes the post-match and the result's part (`after_result`, before the shared
/// result is removed) or the pre-match.
pub(crate) fn undo_match_day(tx: &Tx<'_>, fixture: FixtureId, after_result: bool) -> Result<()> {
    if after_result {
        undo_after(tx, fixture)
    } else {
        undo_prematch(tx, fixture)
    }
}

fn undo_after(tx: &Tx<'_>, fixture: FixtureId) -> Result<()> {
    let Some(result) = tx.kpb_result(fixture)? else {
        return Ok(());
    };
    let record = load_fixture(tx, fixture)?;
    let teams = [record.home, record.away];
    if let Some(later) = tx.kpb_later_result(teams, result.seq)? {
        return Err(KillpowerFault::LaterMatch {
            fixture: fixture.0,
            later: later.0,
        }
        .into());
    }
    if tx.kpb_postmatch(fixture)?.is_some() {
        let joined = tx.kpb_joined(fixture)?;
        let kept = tx.kept_gladiators(fixture)?;
        tx.delete_kpb_postmatch(fixture)?;
        tx.delete_kpb_rolls(fixture, "postmatch")?;
        // The new gladiators leave first, so those they replaced get their numbers back.
        for (player, _) in joined {
            tx.delete_gladiator(player)?;
        }
        for one in kept {
            tx.set_gladiator(one.player_id, &one.gladiator)?;
            if !one.released {
                tx.set_player_released(one.player_id, None)?;
            }
        }
    }
    for (index, team) in teams.iter().enumerate() {
        tx.set_killpower_ranking(*team, result.ranking[index].before)?;
    }
    tx.delete_kpb_rolls(fixture, "result")?;
    tx.delete_kpb_result(fixture)?;
    tx.set_result_decided(fixture, None)?;
    Ok(())
}

fn undo_prematch(tx: &Tx<'_>, fixture: FixtureId) -> Result<()> {
    if tx.kpb_prematch(fixture)?.is_none() {
        return Ok(());
    }
    for line in tx.kpb_lineup(fixture)? {
        if line.armour_rolled.is_none() {
            continue;
        }
        if let Some(mut record) = tx.gladiator(line.player_id)? {
            record.gladiator.magic = Magic::Armour { armour: None };
            tx.set_gladiator(line.player_id, &record.gladiator)?;
        }
    }
    tx.delete_kpb_rolls(fixture, "prematch")?;
    tx.delete_kpb_prematch(fixture)?;
    Ok(())
}

/// What a reset will undo: a line for the pre-match, and whether a post-match is undone.
pub(crate) fn match_day_lines(tx: &Tx<'_>, fixture: FixtureId) -> Result<(Vec<String>, bool)> {
    let mut lines = Vec::new();
    if let Some(prematch) = tx.kpb_prematch(fixture)? {
        lines.push(format!(
            "its pre-match (line-ups and RAP; powers {} and {})",
            prematch.power[0], prematch.power[1]
        ));
    }
    Ok((lines, tx.kpb_postmatch(fixture)?.is_some()))
}
