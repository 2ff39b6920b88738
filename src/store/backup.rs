//! Copies of a league file made with SQLite's online backup API, so a file can always be
//! put back as it was before Dugout changed its shape.

use std::path::{Path, PathBuf};

use rusqlite::Connection;
use rusqlite::backup::Backup;

use super::{StoreError, migrate};

/// Before a migration changes an existing league file, copies it next to itself as
/// `NAME.schema-N.backup.db` (N: its schema before the migration; `-2`, `-3`… when that
/// name is taken). A new file, or one already at the current schema, is not copied.
pub fn before_migration(conn: &Connection, path: &Path) -> Result<Option<PathBuf>, StoreError> {
    let found = migrate::schema_version(conn)?;
    if found == 0 || found >= migrate::latest_version() {
        return Ok(None);
    }
    let target = free_name(path, found);
    copy_to(conn, &target).map_err(|detail| StoreError::Backup {
        path: path.to_path_buf(),
        detail,
    })?;
    Ok(Some(target))
}

/// Writes a consistent copy of the open database to `target`.
pub fn copy_to(conn: &Connection, target: &Path) -> Result<(), String> {
    let mut copy = Connection::open(target).map_err(|error| error.to_string())?;
    Backup::new(conn, &mut copy)
        .and_then(|backup| backup.run_to_completion(256, std::time::Duration::ZERO, None))
        .map_err(|error| {
            let _ = std::fs::remove_file(target);
            error.to_string()
        })
}

fn free_name(path: &Path, schema: i64) -> PathBuf {
    let stem = path
        .file_stem()
        .map(|stem| stem.to_string_lossy().into_owned())
        .unwrap_or_else(|| "league".to_string());
    let folder = path.parent().unwrap_or_else(|| Path::new(""));
    (1..)
        .map(|n| {
            let suffix = if n == 1 {
                String::new()
            } else {
                format!("-{n}")
            };
            folder.join(format!("{stem}.schema-{schema}.backup{suffix}.db"))
        })
        .find(|candidate| !candidate.exists())
        .unwrap_or_else(|| folder.join(format!("{stem}.schema-{schema}.backup.db")))
}
