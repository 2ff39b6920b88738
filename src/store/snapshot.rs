//! Queries that look back in time: what a team's ledger, changes, advancements and match
//! events held on a given date (for sheets printed as of a date or before a match).

use chrono::NaiveDate;
use rusqlite::params;

use super::{ChangeRecord, FixtureId, PlayerId, StoreError, TeamId, Tx};

/// An advancement with the date of its match, for undoing those after a date.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DatedAdvancement {
    pub player_id: PlayerId,
    pub played_on: NaiveDate,
    /// The player's stats and skills before it, as JSON.
    pub before: String,
}

/// One player's experience and injuries from the matches played by a date.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct CareerTotals {
    pub experience: u32,
    pub injuries: u32,
}

impl Tx<'_> {
    /// Every recorded change of a team, oldest first.
    pub fn team_changes(&self, team: TeamId) -> Result<Vec<ChangeRecord>, StoreError> {
        let mut statement = self.conn().prepare_cached(
            "SELECT id, team_id, made_on, summary, reversal, ledger_id, undone_on
             FROM team_change WHERE team_id = ?1 ORDER BY id",
        )?;
        let rows = statement.query_map([team], super::change::change_from_row)?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// The team's treasury at the end of `on`, plus the pre-match items paid for `also`
    /// (and none of `also`'s other rows: its post-match is after it, whatever its date).
    pub fn treasury_on(
        &self,
        team: TeamId,
        on: NaiveDate,
        also: Option<FixtureId>,
    ) -> Result<i64, StoreError> {
        Ok(self
            .conn()
            .prepare_cached(
                "SELECT coalesce(sum(amount), 0) FROM ledger
                 WHERE team_id = ?1
                   AND ((on_date <= ?2 AND (fixture_id IS NULL OR fixture_id IS NOT ?3))
                        OR (?3 IS NOT NULL AND fixture_id = ?3 AND match_item IS NOT NULL))",
            )?
            .query_row(params![team, on, also], |row| row.get(0))?)
    }

    /// The advancements of a team's players made in matches played after `after`,
    /// newest first (the order to undo them in).
    pub fn advancements_after(
        &self,
        team: TeamId,
        after: NaiveDate,
    ) -> Result<Vec<DatedAdvancement>, StoreError> {
        let mut statement = self.conn().prepare_cached(
            "SELECT a.player_id, r.played_on, a.before FROM advancement a
             JOIN player p ON p.id = a.player_id
             JOIN match_result r ON r.fixture_id = a.fixture_id
             WHERE p.team_id = ?1 AND r.played_on > ?2
             ORDER BY r.played_on DESC, a.id DESC",
        )?;
        let rows = statement.query_map(params![team, after], |row| {
            Ok(DatedAdvancement {
                player_id: row.get(0)?,
                played_on: row.get(1)?,
                before: row.get(2)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// A player's experience and injuries from the matches played by `on`, with what
    /// they brought from another league file.
    pub fn career_on(&self, player: PlayerId, on: NaiveDate) -> Result<CareerTotals, StoreError> {
        Ok(self
            .conn()
            .prepare_cached(
                "SELECT coalesce(sum(CASE WHEN e.kind = 'experience' THEN e.amount END), 0)
                          + coalesce((SELECT experience FROM player_carryover WHERE player_id = ?1), 0),
                        coalesce(sum(CASE WHEN e.kind = 'injury' THEN e.amount END), 0)
                          + coalesce((SELECT injuries FROM player_carryover WHERE player_id = ?1), 0)
                 FROM match_event e JOIN match_result r ON r.fixture_id = e.fixture_id
                 WHERE e.player_id = ?1 AND r.played_on <= ?2",
            )?
            .query_row(params![player, on], |row| {
                Ok(CareerTotals {
                    experience: row.get(0)?,
                    injuries: row.get(1)?,
                })
            })?)
    }
}
