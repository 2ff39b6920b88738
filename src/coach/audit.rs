//! Writing and reading the audit log. Every command that writes adds one row, inside its
//! own transaction, so a refused change leaves no trace and a made one always does.

use crate::Result;
use crate::store::{AuditFilter, AuditRecord, FieldChange, NewAudit, Store, TeamId, Tx};

/// Who is making changes: `DUGOUT_USER` if set, else the system user name.
pub fn actor() -> String {
    ["DUGOUT_USER", "USER", "USERNAME"]
        .iter()
        .find_map(|name| std::env::var(name).ok().filter(|v| !v.trim().is_empty()))
        .unwrap_or_else(|| "unknown".to_string())
}

/// Adds one row to the audit log, stamped now. A row about a team is also filed under
/// its league, so a league's log shows everything that happened in it.
pub(crate) fn audit(tx: &Tx<'_>, mut entry: NewAudit) -> Result<()> {
    if entry.league_id.is_none()
        && let Some(team) = entry.team_id
    {
        entry.league_id = tx.team_league(team)?;
    }
    let at = chrono::Local::now().format("%Y-%m-%d %H:%M:%S").to_string();
    tx.insert_audit(&at, &actor(), &entry)?;
    Ok(())
}

/// The audit row of a new team: its name, roster and coach, and the treasury it starts
/// with (`treasury_field` names the game's money column).
pub(crate) struct TeamCreated<'a> {
    pub team: TeamId,
    pub name: &'a str,
    pub roster: &'a str,
    pub coach: &'a str,
    pub treasury_field: &'a str,
    pub treasury: i64,
}

pub(crate) fn audit_team_created(tx: &Tx<'_>, created: TeamCreated<'_>) -> Result<()> {
    audit(
        tx,
        NewAudit {
            action: "team.create".to_string(),
            team_id: Some(created.team),
            summary: format!(
                "Created the team {} ({}) for {}",
                created.name, created.roster, created.coach
            ),
            changes: vec![FieldChange::new(
                created.treasury_field,
                0,
                created.treasury,
            )],
            ..NewAudit::default()
        },
    )
}

/// The audit log, newest first.
pub fn audit_log(store: &mut Store, filter: &AuditFilter) -> Result<Vec<AuditRecord>> {
    store.read(|tx| Ok(tx.audit(filter)?))
}
