//! Schema migrations: numbered SQL files applied in order, tracked by `PRAGMA user_version`.

use rusqlite::Connection;

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
];

/// The schema version this build writes.
pub fn latest_version() -> i64 {
    MIGRATIONS.len() as i64
}

pub fn schema_version(conn: &Connection) -> Result<i64, StoreError> {
    Ok(conn.query_row("PRAGMA user_version", [], |row| row.get(0))?)
}

/// Applies every migration above the current version, one transaction each.
pub fn migrate(conn: &mut Connection) -> Result<(), StoreError> {
    migrate_to(conn, latest_version())
}

/// Applies migrations up to `target` (tests use it to build an old schema).
pub fn migrate_to(conn: &mut Connection, target: i64) -> Result<(), StoreError> {
    let current = schema_version(conn)?;
    for (index, (name, sql)) in MIGRATIONS.iter().enumerate() {
        let version = index as i64 + 1;
        if version <= current || version > target {
            continue;
        }
        let tx = conn.transaction()?;
        tx.execute_batch(sql)
            .map_err(|source| StoreError::Migration {
                name: (*name).to_string(),
                source,
            })?;
        tx.pragma_update(None, "user_version", version)?;
        tx.commit()?;
    }
    Ok(())
}
