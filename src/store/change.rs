//! The change log behind undo: what each team change did and how to reverse it.
//! The store keeps the reversal as JSON text; the commands give it its meaning.

use chrono::NaiveDate;
use rusqlite::{OptionalExtension, params};
use serde::Serialize;

use super::team::ledger_from_row;
use super::{ChangeId, LedgerEntry, LedgerId, PlayerId, StoreError, TeamId, Tx};

/// One recorded change to a team.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ChangeRecord {
    pub id: ChangeId,
    pub team_id: TeamId,
    pub made_on: NaiveDate,
    pub summary: String,
    pub reversal: String,
    pub ledger_id: Option<LedgerId>,
    pub undone_on: Option<NaiveDate>,
}

/// Reads a change selected as `id, team_id, made_on, summary, reversal, ledger_id,
/// undone_on`.
pub(super) fn change_from_row(row: &rusqlite::Row<'_>) -> rusqlite::Result<ChangeRecord> {
    Ok(ChangeRecord {
        id: row.get(0)?,
        team_id: row.get(1)?,
        made_on: row.get(2)?,
        summary: row.get(3)?,
        reversal: row.get(4)?,
        ledger_id: row.get(5)?,
        undone_on: row.get(6)?,
    })
}

impl Tx<'_> {
    pub fn add_change(
        &self,
        team: TeamId,
        on: NaiveDate,
        summary: &str,
        reversal: &str,
        ledger: Option<LedgerId>,
    ) -> Result<ChangeId, StoreError> {
        self.conn()
            .prepare_cached(
                "INSERT INTO team_change (team_id, made_on, summary, reversal, ledger_id)
                 VALUES (?1, ?2, ?3, ?4, ?5)",
            )?
            .execute(params![team, on, summary, reversal, ledger])?;
        Ok(ChangeId(self.conn().last_insert_rowid()))
    }

    /// The team's most recent change that has not been undone.
    pub fn last_open_change(&self, team: TeamId) -> Result<Option<ChangeRecord>, StoreError> {
        Ok(self
            .conn()
            .prepare_cached(
                "SELECT id, team_id, made_on, summary, reversal, ledger_id, undone_on
                 FROM team_change WHERE team_id = ?1 AND undone_on IS NULL
                 ORDER BY id DESC LIMIT 1",
            )?
            .query_row([team], change_from_row)
            .optional()?)
    }

    /// One change, undone or not.
    pub fn change_record(&self, id: ChangeId) -> Result<Option<ChangeRecord>, StoreError> {
        Ok(self
            .conn()
            .prepare_cached(
                "SELECT id, team_id, made_on, summary, reversal, ledger_id, undone_on
                 FROM team_change WHERE id = ?1",
            )?
            .query_row([id], change_from_row)
            .optional()?)
    }

    pub fn mark_change_undone(&self, change: ChangeId, on: NaiveDate) -> Result<(), StoreError> {
        self.conn().execute(
            "UPDATE team_change SET undone_on = ?2 WHERE id = ?1",
            params![change, on],
        )?;
        Ok(())
    }

    pub fn ledger_entry(&self, id: LedgerId) -> Result<Option<LedgerEntry>, StoreError> {
        Ok(self
            .conn()
            .query_row(
                "SELECT id, on_date, amount, kind, reason, player_id FROM ledger WHERE id = ?1",
                [id],
                ledger_from_row,
            )
            .optional()?)
    }

    /// Removes a player as if never hired; ledger rows keep their text but lose the link.
    pub fn delete_player(&self, player: PlayerId) -> Result<(), StoreError> {
        self.conn().execute(
            "UPDATE ledger SET player_id = NULL WHERE player_id = ?1",
            [player],
        )?;
        self.conn()
            .execute("DELETE FROM player WHERE id = ?1", [player])?;
        Ok(())
    }

    /// Brings a released player back onto the roster.
    pub fn restore_player(&self, player: PlayerId) -> Result<(), StoreError> {
        self.conn().execute(
            "UPDATE player SET released_on = NULL WHERE id = ?1",
            [player],
        )?;
        Ok(())
    }
}
