//! A match day's ledger rows, whatever the game: each belongs to its fixture (and a
//! pre-match cost to its item), so that a reset removes exactly what the match day wrote.

use chrono::NaiveDate;
use rusqlite::params;

use crate::store::{FixtureId, LedgerId, PlayerId, StoreError, TeamId, Tx};

/// Every kind of ledger row a command of Dugout writes, whatever the game (the file's
/// `ledger.kind`).
pub const LEDGER_KINDS: &[&str] = &[
    "starting",
    "budget",
    "hire",
    "release",
    "purchase",
    "dice",
    "cards",
    "cheerleaders",
    "staff",
    "build",
    "match_hire",
    "hack",
    "earnings",
    "revival",
    "signing",
    "inducements",
    "winnings",
    "stadium",
    "costly-error",
    "override",
    "undo",
];

/// A ledger row of a match day.
#[derive(Debug, Clone, Copy)]
pub struct MatchLedger<'a> {
    pub team: TeamId,
    pub fixture: FixtureId,
    /// The pre-match item paid for; `None` for post-match rows.
    pub item: Option<i64>,
    /// In the game's money (mc or gp).
    pub amount: i64,
    pub kind: &'a str,
    pub reason: &'a str,
    pub player: Option<PlayerId>,
}

impl Tx<'_> {
    /// A ledger row that belongs to a match (and, for a pre-match cost, to its item):
    /// a reset removes it.
    pub fn add_match_ledger(
        &self,
        entry: &MatchLedger<'_>,
        on: NaiveDate,
    ) -> Result<LedgerId, StoreError> {
        let id = self.add_ledger(
            entry.team,
            on,
            entry.amount,
            entry.kind,
            entry.reason,
            entry.player,
        )?;
        self.conn().execute(
            "UPDATE ledger SET fixture_id = ?2, match_item = ?3 WHERE id = ?1",
            params![id, entry.fixture, entry.item],
        )?;
        Ok(id)
    }

    /// A match's ledger rows: the pre-match ones (`pre_match`) or the post-match ones.
    pub fn delete_match_ledger(
        &self,
        fixture: FixtureId,
        pre_match: bool,
    ) -> Result<(), StoreError> {
        let sql = if pre_match {
            "DELETE FROM ledger WHERE fixture_id = ?1 AND match_item IS NOT NULL"
        } else {
            "DELETE FROM ledger WHERE fixture_id = ?1 AND match_item IS NULL"
        };
        self.conn().prepare_cached(sql)?.execute([fixture])?;
        Ok(())
    }
}
