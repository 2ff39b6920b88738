//! The audit log: one row per write, with what changed, before and after, who, when and why.

use rusqlite::{Row, params};
use serde::{Deserialize, Serialize};

use super::{AuditId, FixtureId, LeagueId, PlayerId, StoreError, TeamId, Tx};

/// One field a write changed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FieldChange {
    pub field: String,
    pub before: Option<String>,
    pub after: Option<String>,
}

impl FieldChange {
    pub fn new(field: &str, before: impl ToString, after: impl ToString) -> FieldChange {
        FieldChange {
            field: field.to_string(),
            before: Some(before.to_string()),
            after: Some(after.to_string()),
        }
    }
}

/// An audit row about to be written.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct NewAudit {
    pub action: String,
    pub league_id: Option<LeagueId>,
    pub team_id: Option<TeamId>,
    pub player_id: Option<PlayerId>,
    pub fixture_id: Option<FixtureId>,
    pub summary: String,
    pub changes: Vec<FieldChange>,
    pub reason: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AuditRecord {
    pub id: AuditId,
    /// Local date and time, `YYYY-MM-DD HH:MM:SS`.
    pub at: String,
    pub actor: String,
    pub action: String,
    pub league_id: Option<LeagueId>,
    pub team_id: Option<TeamId>,
    pub player_id: Option<PlayerId>,
    pub fixture_id: Option<FixtureId>,
    pub summary: String,
    pub changes: Vec<FieldChange>,
    pub reason: Option<String>,
}

/// Which audit rows to read; every filter given must match.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct AuditFilter {
    pub league: Option<LeagueId>,
    pub team: Option<TeamId>,
    pub player: Option<PlayerId>,
    pub fixture: Option<FixtureId>,
    /// The action starts with this (e.g. `match` for every match write).
    pub action: Option<String>,
    /// Newest rows first, at most this many.
    pub limit: Option<u32>,
}

fn audit_from_row(row: &Row<'_>) -> rusqlite::Result<AuditRecord> {
    let changes: String = row.get(9)?;
    Ok(AuditRecord {
        id: row.get(0)?,
        at: row.get(1)?,
        actor: row.get(2)?,
        action: row.get(3)?,
        league_id: row.get(4)?,
        team_id: row.get(5)?,
        player_id: row.get(6)?,
        fixture_id: row.get(7)?,
        summary: row.get(8)?,
        // A damaged list of changes still shows the row and its summary.
        changes: serde_json::from_str(&changes).unwrap_or_default(),
        reason: row.get(10)?,
    })
}

impl Tx<'_> {
    pub fn insert_audit(
        &self,
        at: &str,
        actor: &str,
        audit: &NewAudit,
    ) -> Result<AuditId, StoreError> {
        let changes = serde_json::to_string(&audit.changes)
            .map_err(|error| StoreError::Corrupt(error.to_string()))?;
        self.conn()
            .prepare_cached(
                "INSERT INTO audit (at, actor, action, league_id, team_id, player_id, fixture_id,
                     summary, changes, reason)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
            )?
            .execute(params![
                at,
                actor,
                audit.action,
                audit.league_id,
                audit.team_id,
                audit.player_id,
                audit.fixture_id,
                audit.summary,
                changes,
                audit.reason,
            ])?;
        Ok(AuditId(self.conn().last_insert_rowid()))
    }

    /// Audit rows matching `filter`, newest first.
    pub fn audit(&self, filter: &AuditFilter) -> Result<Vec<AuditRecord>, StoreError> {
        let sql = "SELECT id, at, actor, action, league_id, team_id, player_id, fixture_id,
                summary, changes, reason FROM audit
             WHERE (?1 IS NULL OR league_id = ?1) AND (?2 IS NULL OR team_id = ?2 OR fixture_id IN
                    (SELECT id FROM fixture WHERE home_team_id = ?2 OR away_team_id = ?2))
               AND (?3 IS NULL OR player_id = ?3) AND (?4 IS NULL OR fixture_id = ?4)
               AND (?5 IS NULL OR substr(action, 1, length(?5)) = ?5)
             ORDER BY id DESC LIMIT ?6";
        let limit = filter.limit.map_or(-1, i64::from);
        let mut statement = self.conn().prepare_cached(sql)?;
        let rows = statement.query_map(
            params![
                filter.league,
                filter.team,
                filter.player,
                filter.fixture,
                filter.action,
                limit
            ],
            audit_from_row,
        )?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }
}
