//! Is this a sound Dugout file? Opening checks only what is constant in time (header,
//! application id, schema version, schema objects); the full page-by-page check
//! (`PRAGMA quick_check`) runs before a migration or an import rewrites the file, in
//! `dugout check-file`, and in the window's background.

use std::path::{Path, PathBuf};

use rusqlite::Connection;
use serde::Serialize;

use super::{APPLICATION_ID, Damage, OrphanRow, Store, StoreError, migrate};

/// How many problems a check lists at most.
const PROBLEMS_LISTED: u32 = 20;

/// What a full check of a league file found.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FileCheck {
    pub path: PathBuf,
    pub schema: i64,
    pub bytes: u64,
    /// Pages SQLite could not read back as written, rows naming rows that do not
    /// exist; empty when the file is sound.
    pub problems: Vec<String>,
}

impl FileCheck {
    pub fn is_sound(&self) -> bool {
        self.problems.is_empty()
    }
}

/// Refuses a file that is not Dugout's or comes from a newer Dugout (reads the header
/// page only).
pub(super) fn check_identity(conn: &Connection, path: &Path) -> Result<(), StoreError> {
    let damaged = |error: rusqlite::Error| StoreError::Damaged {
        path: path.to_path_buf(),
        reason: Damage::unreadable(&error),
    };
    let application_id: i32 = conn
        .query_row("PRAGMA application_id", [], |row| row.get(0))
        .map_err(damaged)?;
    let objects: i64 = conn
        .query_row("SELECT count(*) FROM sqlite_schema", [], |row| row.get(0))
        .map_err(damaged)?;
    if application_id != APPLICATION_ID && !(application_id == 0 && objects == 0) {
        return Err(StoreError::NotDugout {
            path: path.to_path_buf(),
        });
    }
    let found = migrate::schema_version(conn).map_err(|_| StoreError::Damaged {
        path: path.to_path_buf(),
        reason: Damage::SchemaVersion,
    })?;
    let supported = migrate::latest_version();
    if found > supported {
        return Err(StoreError::NewerSchema {
            path: path.to_path_buf(),
            found,
            supported,
        });
    }
    Ok(())
}

/// Every page and index entry read back, and every reference followed.
fn problems(conn: &Connection) -> Result<Vec<String>, rusqlite::Error> {
    let found = page_problems(conn)?;
    if !found.is_empty() {
        return Ok(found);
    }
    Ok(orphans(conn)?
        .iter()
        .map(|orphan| {
            format!(
                "row {} of `{}` names a row of `{}` that does not exist",
                orphan.row, orphan.table, orphan.target
            )
        })
        .collect())
}

/// What SQLite's quick check finds wrong with the pages, in its words.
fn page_problems(conn: &Connection) -> Result<Vec<String>, rusqlite::Error> {
    let mut found = Vec::new();
    let mut statement = conn.prepare(&format!("PRAGMA quick_check({PROBLEMS_LISTED})"))?;
    for line in statement.query_map([], |row| row.get::<_, String>(0))? {
        let line = line?;
        if line != "ok" {
            found.push(line);
        }
    }
    Ok(found)
}

/// Rows that name a row of another table that does not exist.
fn orphans(conn: &Connection) -> Result<Vec<OrphanRow>, rusqlite::Error> {
    let mut statement = conn.prepare("PRAGMA foreign_key_check")?;
    let rows = statement.query_map([], |row| {
        Ok(OrphanRow {
            table: row.get(0)?,
            row: row.get::<_, Option<i64>>(1)?.unwrap_or_default(),
            target: row.get(2)?,
        })
    })?;
    rows.take(PROBLEMS_LISTED as usize).collect()
}

/// Refuses a damaged file before anything rewrites it.
pub(super) fn refuse_damaged(conn: &Connection, path: &Path) -> Result<(), StoreError> {
    let damaged = |reason: Damage| StoreError::Damaged {
        path: path.to_path_buf(),
        reason,
    };
    let pages = page_problems(conn).map_err(|error| damaged(Damage::unreadable(&error)))?;
    if !pages.is_empty() {
        return Err(damaged(Damage::problems(&pages)));
    }
    let orphans = orphans(conn).map_err(|error| damaged(Damage::unreadable(&error)))?;
    match orphans.into_iter().next() {
        None => Ok(()),
        Some(first) => Err(damaged(Damage::Orphans { first })),
    }
}

impl Store {
    /// Reads the whole file back (slow on a large file: not done on open).
    pub fn check_integrity(&self) -> Result<(), StoreError> {
        match &self.path {
            Some(path) => refuse_damaged(&self.conn, path),
            None => refuse_damaged(&self.conn, Path::new(":memory:")),
        }
    }
}

/// Checks a league file without changing it: the checks of opening, then every page.
pub fn check_file(path: &Path) -> Result<FileCheck, StoreError> {
    let store = Store::open_read_only(path)?;
    let schema = migrate::schema_version(&store.conn)?;
    let bytes = std::fs::metadata(path)
        .map(|meta| meta.len())
        .map_err(|source| StoreError::Io {
            path: path.to_path_buf(),
            source,
        })?;
    let problems = problems(&store.conn).unwrap_or_else(|error| vec![error.to_string()]);
    Ok(FileCheck {
        path: path.to_path_buf(),
        schema,
        bytes,
        problems,
    })
}
