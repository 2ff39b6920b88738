//! What can go wrong with a league file: the facts. `crate::error` words them for the
//! command line and the window, in English and French; `Debug` keeps every detail (the
//! SQLite message included) for logs.

use std::path::PathBuf;

#[derive(Debug)]
pub enum StoreError {
    /// No file at the path: only the commands that make a league file create one.
    NoLeagueFile { path: PathBuf },
    /// Not an SQLite database at all.
    NotSqlite { path: PathBuf },
    /// An SQLite database of another program.
    NotDugout { path: PathBuf },
    NewerSchema {
        path: PathBuf,
        found: i64,
        supported: i64,
    },
    /// A schema version no Dugout writes (below 0; above the latest is `NewerSchema`).
    UnknownSchema { path: PathBuf, found: i64 },
    /// A schema object too many, missing or defined otherwise: the file may run another
    /// program's code.
    ForeignSchema {
        path: PathBuf,
        object: SchemaObject,
        how: Mismatch,
    },
    /// A copy to restore that is not a regular file (a folder, a device, a pipe).
    NotAFile { path: PathBuf },
    /// A copy to restore larger than Dugout restores (`backup::RESTORE_LIMIT_BYTES`).
    TooLarge {
        path: PathBuf,
        bytes: u64,
        limit: u64,
    },
    /// The file does not read back; `reason` says how (SQLite's own words stay in
    /// `Debug`, for logs).
    Damaged { path: PathBuf, reason: Damage },
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    /// A migration step that failed (and was rolled back).
    Migration {
        name: String,
        source: rusqlite::Error,
    },
    /// The copy made before an update or a restore could not be made.
    Backup { path: PathBuf, detail: String },
    /// A copy of the league file that could not be written where asked.
    CopyTarget { path: PathBuf, detail: String },
    /// Another writer kept the file busy past the timeout.
    Busy,
    /// SQLite found a malformed page while reading the file.
    Malformed,
    /// A change to a league file in a folder (or on a disk) the user cannot write to.
    ReadOnly,
    /// Any other SQLite error: unexpected, worded without SQLite's own message.
    Sqlite(rusqlite::Error),
    /// Stored data that does not read as Dugout wrote it.
    Corrupt(String),
}

/// How a schema object differs from Dugout's schema.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mismatch {
    /// Dugout's schema has no such object.
    Extra,
    /// Dugout's schema has it; the file does not.
    Missing,
    /// Both have it, defined otherwise (another SQL).
    Different,
}

/// A table, index, trigger or view of a league file's schema.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SchemaObject {
    /// `table`, `index`, `trigger` or `view`.
    pub kind: String,
    pub name: String,
    /// The table an index or trigger is on; `None` for a table or view.
    pub table: Option<String>,
}

impl std::error::Error for StoreError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            StoreError::Io { source, .. } => Some(source),
            StoreError::Migration { source, .. } => Some(source),
            StoreError::Sqlite(source) => Some(source),
            _ => None,
        }
    }
}

/// How a file is damaged, in facts a sentence can be made of.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Damage {
    /// SQLite cannot read it at all; `code` is its primary result code when it gave one.
    Unreadable { code: Option<i32> },
    /// Its schema version does not read.
    SchemaVersion,
    /// The whole-file check found problems: how many, and the first as SQLite said it.
    Problems { count: usize, first: String },
    /// A row names a row of another table that does not exist (the first found).
    Orphans { first: OrphanRow },
    /// Rows that break a rule of their table (a CHECK, NOT NULL, the kind of a value):
    /// how many were found, and the first.
    Rules { count: usize, first: RuleBreak },
}

/// A row of `table` that breaks one of its table's rules.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct RuleBreak {
    pub table: String,
    /// Its row id, when it could be found.
    pub row: Option<i64>,
    pub rule: Rule,
}

/// A rule of a table's declaration.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case", tag = "kind", content = "of")]
pub enum Rule {
    /// `CHECK (expression)`: the expression, as the schema writes it.
    Check(String),
    /// The column must hold a value (`NOT NULL`).
    NotNull(String),
    /// The column holds a value of a kind it never holds (a number in a text column, a
    /// text that reads as a number in a number column).
    Kind(String),
}

/// A row of `table` whose reference to `target` leads nowhere.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct OrphanRow {
    pub table: String,
    pub row: i64,
    pub target: String,
}

impl Damage {
    pub(super) fn unreadable(error: &rusqlite::Error) -> Damage {
        Damage::Unreadable {
            code: error.sqlite_error().map(|error| error.extended_code & 0xff),
        }
    }
}

/// A stored value this build cannot read: SQLite's conversion failure of `column`,
/// carrying the damage as [`StoreError::Corrupt`] (worded without SQLite's message).
pub(in crate::store) fn corrupt(column: usize, message: String) -> rusqlite::Error {
    rusqlite::Error::FromSqlConversionFailure(
        column,
        rusqlite::types::Type::Text,
        Box::new(StoreError::Corrupt(message)),
    )
}

impl From<rusqlite::Error> for StoreError {
    /// A file another writer kept busy past the timeout is said so plainly.
    fn from(error: rusqlite::Error) -> Self {
        match error.sqlite_error_code() {
            Some(rusqlite::ErrorCode::DatabaseBusy | rusqlite::ErrorCode::DatabaseLocked) => {
                StoreError::Busy
            }
            Some(rusqlite::ErrorCode::DatabaseCorrupt | rusqlite::ErrorCode::NotADatabase) => {
                StoreError::Malformed
            }
            Some(rusqlite::ErrorCode::ReadOnly) => StoreError::ReadOnly,
            _ => StoreError::Sqlite(error),
        }
    }
}
