//! Undo of a team's last change. Every change a coach makes is recorded with its own
//! reverse: undoing applies that reverse in one transaction and, when money moved, adds
//! a ledger row that pays it back, so the treasury is still the ledger's sum.
//!
//! An undo takes back exactly that change's own effect and leaves every later write as
//! it is, or is refused in words and writes nothing (`steps` holds the rule: a change a
//! later match day counted waits for that match's reset; a name, a number or colours go
//! back at any time). The audit row of an undo names every field it changed.

use serde::{Deserialize, Serialize};

use super::audit::audit;
use super::games;
use super::load_team_header;
use super::steps;
use crate::error::{HistoryFault, TeamFault};
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
    /// Written by Blood Bowl purchases before schema 15 (they record `Unbuy` now); an
    /// undo of it is allowed only while no match day of the team came after it, and the
    /// team's later changes are undone before it, so it never covers a later write.
    RestoreItems { items: serde_json::Value },
    /// Undoes a commissioner's override of one field (`player`: of that player, else of
    /// the team), through the game (`coach::field_set::set_back`): only while the field
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
    /// Why undoing it now would be refused (None: it can be undone); the window turns
    /// Undo off and says this.
    #[serde(skip)]
    pub blocked: Option<HistoryFault>,
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
            blocked: None,
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
    let change = tx.add_change(team, today(), summary, &json, ledger)?;
    tx.add_change_step(team, change)?;
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

    /// Whether the change touches only what no match day reads (a name, a number, a
    /// coach, colours): its undo stays allowed after later match days.
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

/// The change an undo would reverse, if any, with why the undo would be refused now.
pub fn last_change(store: &mut Store, id: TeamId) -> Result<Option<Change>> {
    store.read(|tx| {
        let team = load_team_header(tx, id)?;
        let Some(record) = tx.last_open_change(id)? else {
            return Ok(None);
        };
        let mut change = Change::from_record(record)?;
        change.blocked = blocker(tx, &team, &change)?;
        Ok(Some(change))
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
        if let Some(fault) = blocker(tx, &team, &change)? {
            return Err(fault.into());
        }
        let refunded = refund(tx, id, ledger, &change.summary)?;
        let mut changes = reverse(tx, &team, &change)?;
        changes.extend(treasury_change(tx, id, refunded)?);
        tx.mark_change_undone(change.id, today())?;
        tx.delete_change_step(change.id)?;
        audit(
            tx,
            NewAudit {
                action: "team.undo".to_string(),
                team_id: Some(id),
                player_id: change.reversal.player(),
                summary: format!("Undone: {}", change.summary),
                changes,
                ..NewAudit::default()
            },
        )?;
        Ok(change)
    })
}

/// Why the change cannot be undone now: a later match day that counted it, or its own
/// effect no longer there to take back. The game's own items are checked as the undo
/// takes them back.
fn blocker(tx: &Tx<'_>, team: &TeamHeader, change: &Change) -> Result<Option<HistoryFault>> {
    if !change.reversal.is_cosmetic()
        && let Some(later) = steps::match_day_after(tx, team.id, change.id)?
    {
        return Ok(Some(HistoryFault::UsedByLaterMatch {
            change: change.summary.clone(),
            later,
        }));
    }
    let (player, number) = match &change.reversal {
        Reversal::RemovePlayer { player, .. } | Reversal::RenamePlayer { player, .. } => {
            (*player, None)
        }
        Reversal::RestorePlayer { player, number, .. }
        | Reversal::RenumberPlayer { player, number, .. } => (*player, Some(*number)),
        _ => return Ok(None),
    };
    let Some(history) = tx.player_history(player)? else {
        return Ok(Some(HistoryFault::PlayerGone {
            change: change.summary.clone(),
            player: player_name(&change.reversal),
        }));
    };
    if let Some(number) = number
        && let Some(wearer) = tx.number_wearer(team.id, number)?
        && !(history.released_on.is_none() && history.player.number == number)
    {
        return Ok(Some(HistoryFault::NumberWornSince {
            change: change.summary.clone(),
            number,
            wearer,
        }));
    }
    Ok(None)
}

fn player_name(reversal: &Reversal) -> String {
    match reversal {
        Reversal::RemovePlayer { name, .. }
        | Reversal::RestorePlayer { name, .. }
        | Reversal::RenamePlayer { name, .. }
        | Reversal::RenumberPlayer { name, .. } => name.clone(),
        _ => String::new(),
    }
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

/// Applies the change's reverse; returns every field it changed, before and after.
fn reverse(tx: &Tx<'_>, header: &TeamHeader, change: &Change) -> Result<Vec<FieldChange>> {
    let id = header.id;
    let game = || games::of(&header.game);
    let player_label = |player: PlayerId| -> Result<String> {
        Ok(tx
            .player_history(player)?
            .map(|h| format!("#{} {}", h.player.number, h.player.name))
            .unwrap_or_default())
    };
    Ok(match &change.reversal {
        Reversal::RemovePlayer { player, .. } => {
            let label = player_label(*player)?;
            tx.delete_player(*player)?;
            vec![gone("player", label)]
        }
        Reversal::RestorePlayer { player, .. } => {
            tx.restore_player(*player)?;
            vec![back("player", player_label(*player)?)]
        }
        Reversal::RestoreItems { items } => game()?.restore_items(tx, id, items)?,
        Reversal::Unbuy { item, count } => {
            game()?.undo_purchase(tx, id, item, *count, &change.summary)?
        }
        Reversal::RemoveStaff { kind } => game()?.undo_staff_hire(tx, id, kind)?,
        Reversal::RenamePlayer { player, name, .. } => {
            let before = current_name(tx, *player)?;
            tx.rename_player(*player, name)?;
            vec![FieldChange::new("name", before, name)]
        }
        Reversal::RenumberPlayer { player, number, .. } => {
            let before = tx.player_history(*player)?.map_or(0, |h| h.player.number);
            tx.renumber_player(*player, *number)?;
            vec![FieldChange::new("number", before, number)]
        }
        Reversal::RenameTeam { name } => {
            tx.rename_team(id, name)?;
            vec![FieldChange::new("team_name", &header.name, name)]
        }
        Reversal::RestoreColours { primary, secondary } => {
            let colours = crate::store::TeamColours {
                primary: primary.clone(),
                secondary: secondary.clone(),
            };
            tx.set_team_colours(id, &colours)?;
            colour_changes(&header.colours, &colours)
        }
        Reversal::SetField {
            player,
            field,
            before,
            after,
            ..
        } => {
            let at = crate::games::FieldAt {
                team: id,
                player: *player,
            };
            super::field_set::set_back(tx, game()?, at, field, (before, after))?;
            vec![FieldChange::new(field, after, before)]
        }
    })
}

fn current_name(tx: &Tx<'_>, player: PlayerId) -> Result<String> {
    Ok(tx
        .player_history(player)?
        .map(|h| h.player.name)
        .unwrap_or_default())
}

/// A field that had `before` and has nothing now.
fn gone(field: &str, before: String) -> FieldChange {
    FieldChange {
        field: field.to_string(),
        before: Some(before),
        after: None,
    }
}

/// A field that had nothing and has `after` now.
fn back(field: &str, after: String) -> FieldChange {
    FieldChange {
        field: field.to_string(),
        before: None,
        after: Some(after),
    }
}

fn colour_changes(
    before: &crate::store::TeamColours,
    after: &crate::store::TeamColours,
) -> Vec<FieldChange> {
    [
        ("primary_colour", &before.primary, &after.primary),
        ("secondary_colour", &before.secondary, &after.secondary),
    ]
    .into_iter()
    .filter(|(_, was, now)| was != now)
    .map(|(field, was, now)| FieldChange {
        field: field.to_string(),
        before: was.clone(),
        after: now.clone(),
    })
    .collect()
}
