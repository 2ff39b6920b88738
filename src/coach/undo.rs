//! Undo of a team's last change. Every change a coach makes is recorded with what
//! reverses it; undoing applies that reversal in one transaction and, when money moved,
//! adds a ledger row that pays it back, so the treasury is still the ledger's sum.

use serde::{Deserialize, Serialize};

use super::audit::audit;
use super::games;
use super::load_team_header;
use crate::error::TeamFault;
use crate::store::{
    ChangeId, ChangeRecord, FieldChange, LedgerId, NewAudit, PlayerId, Store, StoreError,
    TeamHeader, TeamId, Tx, today,
};
use crate::{Error, Result};

/// What puts a team back as it was before one change.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "undo", rename_all = "snake_case")]
pub enum Reversal {
    /// Undoes a hire: the player leaves as if never hired.
    RemovePlayer {
        player: PlayerId,
        number: u32,
        name: String,
    },
    /// Undoes a release: the player comes back.
    RestorePlayer {
        player: PlayerId,
        number: u32,
        name: String,
    },
    /// Undoes a purchase of `count` of one of a game's items (`item`: the game's id of it,
    /// e.g. DreadBall's `dice`), through `Game::undo_purchase`.
    Unbuy { item: String, count: u32 },
    /// Undoes hiring a member of staff (`kind`: the game's id of it), through
    /// `Game::undo_staff_hire`.
    RemoveStaff { kind: String },
    /// Undoes a rename: `name` is the name before.
    RenamePlayer {
        player: PlayerId,
        number: u32,
        name: String,
    },
    /// Undoes a renumbering: `number` is the number before.
    RenumberPlayer {
        player: PlayerId,
        name: String,
        number: u32,
    },
    /// Undoes a team rename: `name` is the name before.
    RenameTeam { name: String },
    /// Undoes a change of colours: the colours before (None: none).
    RestoreColours {
        primary: Option<String>,
        secondary: Option<String>,
    },
    /// Puts a game's own team items back as they were (`items`: the game's record of them
    /// before the change, which the game reads back through `Game::restore_items`).
    RestoreItems { items: serde_json::Value },
    /// Undoes a commissioner's override of one field (`player`: of that player, else of
    /// the team), through the game (`coach::overrides::set_back`): only while the field
    /// still holds `after`. `cosmetic`: a name, number or coach.
    SetField {
        player: Option<PlayerId>,
        field: String,
        before: String,
        after: String,
        #[serde(default)]
        cosmetic: bool,
    },
}

/// A recorded change, as the user sees it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Change {
    pub id: ChangeId,
    pub made_on: chrono::NaiveDate,
    pub summary: String,
    pub reversal: Reversal,
}

impl Change {
    fn from_record(record: ChangeRecord) -> Result<Change> {
        let reversal = serde_json::from_str(&record.reversal).map_err(|error| {
            Error::Store(StoreError::Corrupt(format!(
                "change {} of team {} cannot be read: {error}",
                record.id, record.team_id
            )))
        })?;
        Ok(Change {
            id: record.id,
            made_on: record.made_on,
            summary: record.summary,
            reversal,
        })
    }
}

/// Records a change inside the command's own transaction.
pub(crate) fn record_change(
    tx: &Tx<'_>,
    team: TeamId,
    summary: &str,
    reversal: &Reversal,
    ledger: Option<LedgerId>,
) -> Result<()> {
    record_change_with(tx, team, summary, reversal, ledger, |_| {})
}

/// Records a change as `record_change` does, its one audit row amended by `amend` (an
/// override names its own action, field and reason).
pub(crate) fn record_change_with(
    tx: &Tx<'_>,
    team: TeamId,
    summary: &str,
    reversal: &Reversal,
    ledger: Option<LedgerId>,
    amend: impl FnOnce(&mut NewAudit),
) -> Result<()> {
    let json = serde_json::to_string(reversal)
        .map_err(|error| Error::Store(StoreError::Corrupt(error.to_string())))?;
    tx.add_change(team, today(), summary, &json, ledger)?;
    let moved = match ledger {
        Some(id) => tx.ledger_entry(id)?.map_or(0, |entry| entry.amount_mc),
        None => 0,
    };
    let mut row = NewAudit {
        action: "team.change".to_string(),
        team_id: Some(team),
        player_id: reversal.player(),
        summary: summary.to_string(),
        changes: treasury_change(tx, team, moved)?,
        ..NewAudit::default()
    };
    amend(&mut row);
    audit(tx, row)
}

/// The treasury before and after a write that moved `moved` mc (nothing if it moved none).
pub(crate) fn treasury_change(tx: &Tx<'_>, team: TeamId, moved: i64) -> Result<Vec<FieldChange>> {
    if moved == 0 {
        return Ok(Vec::new());
    }
    let after = tx.treasury(team)?;
    Ok(vec![FieldChange::new("treasury_mc", after - moved, after)])
}

impl Reversal {
    /// The player the change was about, if any.
    fn player(&self) -> Option<PlayerId> {
        match self {
            Reversal::RemovePlayer { player, .. }
            | Reversal::RestorePlayer { player, .. }
            | Reversal::RenamePlayer { player, .. }
            | Reversal::RenumberPlayer { player, .. } => Some(*player),
            Reversal::SetField { player, .. } => *player,
            Reversal::Unbuy { .. }
            | Reversal::RemoveStaff { .. }
            | Reversal::RenameTeam { .. }
            | Reversal::RestoreColours { .. }
            | Reversal::RestoreItems { .. } => None,
        }
    }

    /// Whether the change is cosmetic (a name, a number, a coach, colours), safe to undo
    /// even after a later match day; anything else is substantive.
    pub fn is_cosmetic(&self) -> bool {
        match self {
            Reversal::RenamePlayer { .. }
            | Reversal::RenumberPlayer { .. }
            | Reversal::RenameTeam { .. }
            | Reversal::RestoreColours { .. } => true,
            Reversal::SetField { cosmetic, .. } => *cosmetic,
            Reversal::RemovePlayer { .. }
            | Reversal::RestorePlayer { .. }
            | Reversal::Unbuy { .. }
            | Reversal::RemoveStaff { .. }
            | Reversal::RestoreItems { .. } => false,
        }
    }
}

/// The change an undo would reverse, if any.
pub fn last_change(store: &mut Store, id: TeamId) -> Result<Option<Change>> {
    store.read(|tx| {
        load_team_header(tx, id)?;
        tx.last_open_change(id)?
            .map(Change::from_record)
            .transpose()
    })
}

/// Reverses the team's last change that is not undone yet, and returns it.
pub fn undo(store: &mut Store, id: TeamId) -> Result<Change> {
    store.write(|tx| {
        let team = load_team_header(tx, id)?;
        let record = tx
            .last_open_change(id)?
            .ok_or_else(|| TeamFault::NothingToUndo {
                id,
                name: team.name.clone(),
            })?;
        let ledger = record.ledger_id;
        let change = Change::from_record(record)?;
        let refunded = refund(tx, id, ledger, &change.summary)?;
        reverse(tx, &team, &change.reversal)?;
        tx.mark_change_undone(change.id, today())?;
        audit(
            tx,
            NewAudit {
                action: "team.undo".to_string(),
                team_id: Some(id),
                player_id: change.reversal.player(),
                summary: format!("Undone: {}", change.summary),
                changes: treasury_change(tx, id, refunded)?,
                ..NewAudit::default()
            },
        )?;
        Ok(change)
    })
}

/// Pays back what the change moved; returns the amount paid back.
fn refund(tx: &Tx<'_>, team: TeamId, ledger: Option<LedgerId>, summary: &str) -> Result<i64> {
    let Some(entry) = ledger.map(|id| tx.ledger_entry(id)).transpose()?.flatten() else {
        return Ok(0);
    };
    if entry.amount_mc != 0 {
        let reason = format!("Undone: {summary}");
        tx.add_ledger(team, today(), -entry.amount_mc, "undo", &reason, None)?;
    }
    Ok(-entry.amount_mc)
}

fn reverse(tx: &Tx<'_>, header: &TeamHeader, reversal: &Reversal) -> Result<()> {
    match reversal {
        Reversal::RemovePlayer { player, .. } => tx.delete_player(*player)?,
        Reversal::RestorePlayer { player, .. } => tx.restore_player(*player)?,
        Reversal::RestoreItems { items } => {
            games::of(&header.game)?.restore_items(tx, header.id, items)?;
        }
        Reversal::Unbuy { item, count } => {
            games::of(&header.game)?.undo_purchase(tx, header.id, item, *count)?;
        }
        Reversal::RemoveStaff { kind } => {
            games::of(&header.game)?.undo_staff_hire(tx, header.id, kind)?;
        }
        Reversal::RenamePlayer { player, name, .. } => tx.rename_player(*player, name)?,
        Reversal::RenumberPlayer { player, number, .. } => tx.renumber_player(*player, *number)?,
        Reversal::RenameTeam { name } => tx.rename_team(header.id, name)?,
        Reversal::RestoreColours { primary, secondary } => {
            let colours = crate::store::TeamColours {
                primary: primary.clone(),
                secondary: secondary.clone(),
            };
            tx.set_team_colours(header.id, &colours)?;
        }
        Reversal::SetField {
            player,
            field,
            before,
            after,
            ..
        } => super::overrides::set_back(tx, header, *player, field, (before, after))?,
    }
    Ok(())
}
