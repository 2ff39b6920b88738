//! Schema migrations: numbered SQL files applied in order, tracked by `PRAGMA user_version`.

use rusqlite::{Connection, OptionalExtension, TransactionBehavior};

use super::StoreError;

/// Every migration, in order; migration `n` (1-based) brings the schema to version `n`.
pub const MIGRATIONS: &[(&str, &str)] = &[
    (
        "0001_initial.sql",
        include_str!("../../migrations/0001_initial.sql"),
    ),
    (
        "0002_team_changes.sql",
        include_str!("../../migrations/0002_team_changes.sql"),
    ),
    (
        "0003_build_templates.sql",
        include_str!("../../migrations/0003_build_templates.sql"),
    ),
    (
        "0004_league_play.sql",
        include_str!("../../migrations/0004_league_play.sql"),
    ),
    (
        "0005_match_day.sql",
        include_str!("../../migrations/0005_match_day.sql"),
    ),
    (
        "0006_games.sql",
        include_str!("../../migrations/0006_games.sql"),
    ),
    (
        "0007_dreadball_tables.sql",
        include_str!("../../migrations/0007_dreadball_tables.sql"),
    ),
    (
        "0008_trust_and_exchange.sql",
        include_str!("../../migrations/0008_trust_and_exchange.sql"),
    ),
    (
        "0009_bloodbowl_match_day.sql",
        include_str!("../../migrations/0009_bloodbowl_match_day.sql"),
    ),
    (
        "0010_killpower.sql",
        include_str!("../../migrations/0010_killpower.sql"),
    ),
    (
        "0011_bloodbowl_fan_factor_change.sql",
        include_str!("../../migrations/0011_bloodbowl_fan_factor_change.sql"),
    ),
    (
        "0012_killpower_draws.sql",
        include_str!("../../migrations/0012_killpower_draws.sql"),
    ),
    (
        "0013_bloodbowl_players.sql",
        include_str!("../../migrations/0013_bloodbowl_players.sql"),
    ),
    (
        "0014_stats_and_colours.sql",
        include_str!("../../migrations/0014_stats_and_colours.sql"),
    ),
    (
        "0015_team_steps.sql",
        include_str!("../../migrations/0015_team_steps.sql"),
    ),
];

/// The schema version this build writes.
pub fn latest_version() -> i64 {
    MIGRATIONS.len() as i64
}

pub fn schema_version(conn: &Connection) -> Result<i64, StoreError> {
    Ok(conn.query_row("PRAGMA user_version", [], |row| row.get(0))?)
}

/// Whether an existing file is at an older schema than this build writes.
pub fn needs_migration(conn: &Connection) -> Result<bool, StoreError> {
    let found = schema_version(conn)?;
    Ok(found > 0 && found < latest_version())
}

/// Applies every migration above the current version, one transaction each.
pub fn migrate(conn: &mut Connection) -> Result<(), StoreError> {
    migrate_to(conn, latest_version())
}

/// Applies migrations up to `target` (tests use it to build an old schema).
///
/// Some migrations rebuild a table (SQLite cannot loosen a CHECK). Following SQLite's
/// documented procedure, foreign keys are turned off outside the transactions (with them
/// on, dropping a parent table would cascade into its children), each migration runs in
/// one transaction that checks `PRAGMA foreign_key_check` before it commits, and foreign
/// keys are turned back on afterwards, whatever happened.
pub fn migrate_to(conn: &mut Connection, target: i64) -> Result<(), StoreError> {
    let current = schema_version(conn)?;
    if current >= target.min(latest_version()) {
        return Ok(());
    }
    let foreign_keys: bool = conn.query_row("PRAGMA foreign_keys", [], |row| row.get(0))?;
    conn.pragma_update(None, "foreign_keys", false)?;
    let outcome = apply(conn, current, target);
    let restored = conn.pragma_update(None, "foreign_keys", foreign_keys);
    outcome?;
    Ok(restored?)
}

fn apply(conn: &mut Connection, current: i64, target: i64) -> Result<(), StoreError> {
    for (index, (name, sql)) in MIGRATIONS.iter().enumerate() {
        let version = index as i64 + 1;
        if version <= current || version > target {
            continue;
        }
        let failed = |source| StoreError::Migration {
            name: (*name).to_string(),
            source,
        };
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        tx.execute_batch(sql).map_err(failed)?;
        let broken: Option<String> = tx
            .query_row("PRAGMA foreign_key_check", [], |row| row.get(0))
            .optional()
            .map_err(failed)?;
        if let Some(table) = broken {
            return Err(StoreError::Corrupt(format!(
                "migration {name} would leave rows of `{table}` naming rows that do not exist; nothing was changed"
            )));
        }
        tx.pragma_update(None, "user_version", version)?;
        tx.commit()?;
    }
    Ok(())
}
