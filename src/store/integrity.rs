//! Is this a sound Dugout file? Opening checks only what is constant in time (header,
//! application id, schema version, schema objects); the full page-by-page check
//! (`PRAGMA quick_check`) runs before a migration or an import rewrites the file, in
//! `dugout check-file`, and in the window's background.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use rusqlite::{Connection, MAIN_DB};
use serde::Serialize;

use super::rule_rows::RuleLine;
use super::{APPLICATION_ID, Damage, OrphanRow, RuleBreak, Store, StoreError, migrate};

/// How many problems a check lists at most.
const PROBLEMS_LISTED: u32 = 20;

/// What a full check of a league file found.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FileCheck {
    pub path: PathBuf,
    pub schema: i64,
    pub bytes: u64,
    /// Pages SQLite could not read back as written, rows that break a rule of their
    /// table, rows naming rows that do not exist; empty when the file is sound.
    pub findings: Vec<Finding>,
}

impl FileCheck {
    pub fn is_sound(&self) -> bool {
        self.findings.is_empty()
    }
}

/// Refuses a file that is not Dugout's, comes from a newer Dugout or says it is at a
/// schema version no Dugout writes (reads the header page only).
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
    if found < 0 {
        return Err(StoreError::UnknownSchema {
            path: path.to_path_buf(),
            found,
        });
    }
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

/// One thing the full check found wrong.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Finding {
    /// A page or an index entry that does not read back as written, in SQLite's words.
    Page { detail: String },
    /// A row that breaks a rule of its table (a CHECK, NOT NULL, the kind of a value).
    Rule(RuleBreak),
    /// A row that names a row of another table that does not exist.
    Orphan(OrphanRow),
}

impl Damage {
    /// The damage `found` amounts to: its first finding, and how many of its kind.
    pub fn of(found: &[Finding]) -> Option<Damage> {
        let first = found.first()?;
        let count = found
            .iter()
            .filter(|finding| std::mem::discriminant(*finding) == std::mem::discriminant(first))
            .count();
        Some(match first {
            Finding::Page { detail } => Damage::Problems {
                count,
                first: detail.clone(),
            },
            Finding::Rule(first) => Damage::Rules {
                count,
                first: first.clone(),
            },
            Finding::Orphan(first) => Damage::Orphans {
                first: first.clone(),
            },
        })
    }
}

/// Every page and index entry read back, every row held to its table's rules, and every
/// reference followed. Damaged pages are all that is listed when there are some (the
/// rest would read them).
fn findings(conn: &Connection) -> Result<Vec<Finding>, rusqlite::Error> {
    let mut pages = Vec::new();
    let mut said = BTreeSet::new();
    for line in page_problems(conn)? {
        match RuleLine::parse(&line) {
            Some(rule) => {
                said.insert(rule);
            }
            None => pages.push(Finding::Page { detail: line }),
        }
    }
    if !pages.is_empty() {
        return Ok(pages);
    }
    let mut asked = said.clone();
    if conn.is_readonly(MAIN_DB)? {
        asked.extend(tables(conn)?.into_iter().map(RuleLine::checks_of));
    }
    let mut found: Vec<Finding> = Vec::new();
    for line in &asked {
        let rows = line.rows(conn);
        if rows.is_empty() && said.contains(line) {
            found.push(Finding::Rule(line.unlocated()));
        }
        found.extend(rows.into_iter().map(Finding::Rule));
    }
    found.extend(orphans(conn)?.into_iter().map(Finding::Orphan));
    found.truncate(PROBLEMS_LISTED as usize);
    Ok(found)
}

/// The names of the file's tables.
fn tables(conn: &Connection) -> Result<Vec<String>, rusqlite::Error> {
    let mut statement = conn.prepare(
        "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'",
    )?;
    let names = statement.query_map([], |row| row.get(0))?;
    names.collect()
}

/// What SQLite's quick check finds wrong, in its words: damaged pages, and rows that
/// break a CHECK or NOT NULL rule or hold a value of the wrong kind.
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
    let found = findings(conn).map_err(|error| damaged(Damage::unreadable(&error)))?;
    match Damage::of(&found) {
        None => Ok(()),
        Some(reason) => Err(damaged(reason)),
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

/// Checks a league file without changing it: a regular file, the checks of opening, then
/// every page, every row against its table's rules, every reference.
pub fn check_file(path: &Path) -> Result<FileCheck, StoreError> {
    let bytes = regular_file(path)?;
    let store = Store::open_read_only(path)?;
    let schema = migrate::schema_version(&store.conn)?;
    let findings = findings(&store.conn).unwrap_or_else(|error| {
        vec![Finding::Page {
            detail: error.to_string(),
        }]
    });
    Ok(FileCheck {
        path: path.to_path_buf(),
        schema,
        bytes,
        findings,
    })
}

/// The size of the file at `path`, refusing what is not a regular file (a folder, a
/// device such as `/dev/zero`, a pipe that would never end): read from its metadata, so
/// a pipe is not opened (which would wait for a writer).
pub(super) fn regular_file(path: &Path) -> Result<u64, StoreError> {
    let meta = std::fs::metadata(path).map_err(|source| StoreError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    if !meta.is_file() {
        return Err(StoreError::NotAFile {
            path: path.to_path_buf(),
        });
    }
    Ok(meta.len())
}
