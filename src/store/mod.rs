//! The SQLite store: opening, migrating, and one module per aggregate.
//! Every write is one transaction; the store turns rows into plain types and back and
//! never decides a rule.

mod audit;
mod backup;
mod bloodbowl;
mod change;
pub mod dreadball;
mod fixture;
mod history;
mod ids;
mod league;
pub mod migrate;
mod playoff;
mod schema_check;
mod season;
mod snapshot;
mod team;

pub use audit::{AuditFilter, AuditRecord, FieldChange, NewAudit};
pub use bloodbowl::{
    BloodBowlLeagueRecord, BloodBowlPlayerRecord, BloodBowlTeamItems, NewBloodBowlPlayer,
};
pub use change::ChangeRecord;
pub use fixture::{
    BracketPlace, EventKind, EventRecord, FixtureRecord, NewFixture, PlayedRecord, ResultRecord,
};
pub use history::{DeathRecord, PlayerHistoryRecord, PlayerSummary};
pub use ids::{
    AuditId, ChangeId, DivisionId, FixtureId, LeagueId, LedgerId, PlayerId, PlayoffId, SeasonId,
    TeamId, TemplateId,
};
pub use league::{LeagueRecord, PlaySettings, tie_breakers_text};
pub use playoff::PlayoffRecord;
pub use season::{DivisionRecord, EnteredTeam, EntryRecord, SeasonRecord};
pub use snapshot::{CareerTotals, DatedAdvancement};
pub use team::{LedgerEntry, TeamHeader};

use std::fs::File;
use std::io::Read;
use std::path::{Path, PathBuf};

use chrono::NaiveDate;
use rusqlite::{Connection, OpenFlags, Transaction, TransactionBehavior};

/// How long a write waits for another process's write to finish before it gives up.
pub const BUSY_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(5);

/// Marks a SQLite file as a Dugout league file (`PRAGMA application_id`): "DGOT".
pub const APPLICATION_ID: i32 = 0x4447_4F54;
const SQLITE_HEADER: &[u8; 16] = b"SQLite format 3\0";

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error(
        "{path} is not a Dugout league file (it is not an SQLite database); it was left untouched"
    )]
    NotSqlite { path: PathBuf },
    #[error(
        "{path} is an SQLite database made by another program, not a Dugout league file; it was left untouched"
    )]
    NotDugout { path: PathBuf },
    #[error(
        "{path} was made by a newer Dugout (schema {found}, this version reads up to {supported}); update Dugout to open it. The file was left untouched"
    )]
    NewerSchema {
        path: PathBuf,
        found: i64,
        supported: i64,
    },
    #[error(
        "{path} {} the {object} that Dugout's schema {}; it may have been changed by another program to run its own code, so it was refused and left untouched",
        if *.missing { "lacks" } else { "holds" },
        if *.missing { "has" } else { "does not have" }
    )]
    ForeignSchema {
        path: PathBuf,
        object: String,
        missing: bool,
    },
    #[error("{path} is damaged ({detail}); it was left untouched. Restore it from a backup")]
    Damaged { path: PathBuf, detail: String },
    #[error("cannot read {path}: {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("migration {name} failed: {source}")]
    Migration {
        name: String,
        source: rusqlite::Error,
    },
    #[error("could not copy {path} before updating it ({detail}); it was left untouched")]
    Backup { path: PathBuf, detail: String },
    #[error(
        "the league file is being changed by another Dugout (or another program) and stayed busy for {} seconds; nothing was changed, try again",
        BUSY_TIMEOUT.as_secs()
    )]
    Busy,
    #[error("database error: {0}")]
    Sqlite(rusqlite::Error),
    #[error("stored data is not valid: {0}")]
    Corrupt(String),
}

impl From<rusqlite::Error> for StoreError {
    /// A file another writer kept busy past the timeout is said so plainly.
    fn from(error: rusqlite::Error) -> Self {
        match error.sqlite_error_code() {
            Some(rusqlite::ErrorCode::DatabaseBusy | rusqlite::ErrorCode::DatabaseLocked) => {
                StoreError::Busy
            }
            _ => StoreError::Sqlite(error),
        }
    }
}

/// An open league file.
pub struct Store {
    conn: Connection,
    path: Option<PathBuf>,
}

impl Store {
    /// Opens a league file, creating it if it does not exist, and migrates it to the
    /// current schema. A file that is not a Dugout database, is damaged or comes from a
    /// newer Dugout is refused and left untouched.
    pub fn open(path: &Path) -> Result<Store, StoreError> {
        let exists = path.exists()
            && std::fs::metadata(path)
                .map(|m| m.len() > 0)
                .unwrap_or(false);
        if exists {
            check_header(path)?;
        }
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE
            | OpenFlags::SQLITE_OPEN_CREATE
            | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(path, flags)?;
        schema_check::harden(&conn)?;
        if exists {
            check_existing(&conn, path)?;
            schema_check::check_schema(&conn, path)?;
        }
        Store::prepare(conn, Some(path.to_path_buf()), true)
    }

    /// A fresh database in memory (tests, benchmarks).
    pub fn open_in_memory() -> Result<Store, StoreError> {
        let conn = Connection::open_in_memory()?;
        schema_check::harden(&conn)?;
        Store::prepare(conn, None, false)
    }

    fn prepare(
        mut conn: Connection,
        path: Option<PathBuf>,
        wal: bool,
    ) -> Result<Store, StoreError> {
        conn.busy_timeout(BUSY_TIMEOUT)?;
        conn.pragma_update(None, "foreign_keys", true)?;
        if wal {
            conn.pragma_update(None, "journal_mode", "WAL")?;
            // In WAL mode NORMAL never corrupts the file; at worst a power cut loses the
            // last commit, and it saves an fsync on every write.
            conn.pragma_update(None, "synchronous", "NORMAL")?;
        }
        conn.pragma_update(None, "application_id", APPLICATION_ID)?;
        if let Some(path) = &path {
            backup::before_migration(&conn, path)?;
        }
        migrate::migrate(&mut conn)?;
        Ok(Store { conn, path })
    }

    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    pub fn schema_version(&self) -> Result<i64, StoreError> {
        migrate::schema_version(&self.conn)
    }

    /// Runs `body` in one transaction: committed if it returns Ok, rolled back otherwise.
    pub fn write<T, E>(&mut self, body: impl FnOnce(&Tx<'_>) -> Result<T, E>) -> Result<T, E>
    where
        E: From<StoreError>,
    {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(StoreError::from)?;
        let value = body(&Tx { tx: &tx })?;
        tx.commit().map_err(StoreError::from)?;
        Ok(value)
    }

    /// Runs `body` over a consistent read (one transaction, never committed).
    pub fn read<T, E>(&mut self, body: impl FnOnce(&Tx<'_>) -> Result<T, E>) -> Result<T, E>
    where
        E: From<StoreError>,
    {
        let tx = self.conn.transaction().map_err(StoreError::from)?;
        body(&Tx { tx: &tx })
    }
}

/// A transaction over the store; every query and write of the aggregates hangs off it.
pub struct Tx<'c> {
    tx: &'c Transaction<'c>,
}

impl Tx<'_> {
    fn conn(&self) -> &Connection {
        self.tx
    }
}

/// Today's date, the date every write is stamped with.
pub fn today() -> NaiveDate {
    chrono::Local::now().date_naive()
}

fn check_header(path: &Path) -> Result<(), StoreError> {
    let mut header = [0u8; 16];
    let read = File::open(path)
        .and_then(|mut file| file.read(&mut header))
        .map_err(|source| StoreError::Io {
            path: path.to_path_buf(),
            source,
        })?;
    if read < header.len() || &header != SQLITE_HEADER {
        return Err(StoreError::NotSqlite {
            path: path.to_path_buf(),
        });
    }
    Ok(())
}

/// Checks an existing file before anything is written to it.
fn check_existing(conn: &Connection, path: &Path) -> Result<(), StoreError> {
    let damaged = |error: rusqlite::Error| StoreError::Damaged {
        path: path.to_path_buf(),
        detail: error.to_string(),
    };
    let check: String = conn
        .query_row("PRAGMA quick_check(1)", [], |row| row.get(0))
        .map_err(damaged)?;
    if check != "ok" {
        return Err(StoreError::Damaged {
            path: path.to_path_buf(),
            detail: check,
        });
    }
    let application_id: i32 = conn
        .query_row("PRAGMA application_id", [], |row| row.get(0))
        .map_err(damaged)?;
    let tables: i64 = conn
        .query_row("SELECT count(*) FROM sqlite_schema", [], |row| row.get(0))
        .map_err(damaged)?;
    if application_id != APPLICATION_ID && !(application_id == 0 && tables == 0) {
        return Err(StoreError::NotDugout {
            path: path.to_path_buf(),
        });
    }
    let found = migrate::schema_version(conn)?;
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
