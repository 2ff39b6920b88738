//! The SQLite store: opening, migrating, and one module per aggregate.
//! Every write is one transaction; the store turns rows into plain types and back and
//! never decides a rule.

mod audit;
mod backup;
pub mod bloodbowl;
mod change;
mod colours;
pub mod dreadball;
mod error;
mod fixture;
mod history;
mod ids;
mod integrity;
pub mod killpower;
mod league;
mod ledger;
pub mod migrate;
mod playoff;
mod rows;
mod rule_rows;
mod schema_check;
mod schema_objects;
mod scratch;
mod season;
mod snapshot;
mod sql_text;
mod stats;
mod step;
mod team;

pub use audit::{AuditFilter, AuditRecord, FieldChange, NewAudit};
pub use backup::{
    BackupReason, DEFAULT_BACKUPS_KEPT, PendingCopy, RESTORE_LIMIT_BYTES, Restored, backups_beside,
    restore,
};
pub use change::ChangeRecord;
pub use colours::{CarriedStat, TeamColours};
pub use error::{Damage, Mismatch, OrphanRow, Rule, RuleBreak, SchemaObject, StoreError};
pub use fixture::{
    BracketPlace, EventKind, EventRecord, FixtureRecord, NewFixture, PlayedRecord, ResultRecord,
};
pub use history::{Carryover, DeathRecord, PlayerHistoryRecord, PlayerSummary};
pub use ids::{
    AuditId, ChangeId, DivisionId, FixtureId, LeagueId, LedgerId, PlayerId, PlayoffId, SeasonId,
    TeamId, TemplateId,
};
pub use integrity::{FileCheck, Finding, check_file};
pub use league::{LeagueRecord, PlaySettings, tie_breakers_text};
pub use ledger::{LEDGER_KINDS, MatchLedger};
pub use playoff::PlayoffRecord;
pub use stats::{
    CarriedCareer, EventSum, LedgerMove, MatchNumber, PlayedRow, PlayerNameRow, StoryRow,
};

pub use season::{DivisionRecord, EnteredTeam, EntryRecord, SeasonRecord};
pub use snapshot::{CareerTotals, DatedAdvancement};
pub use step::LaterStep;
pub use team::{LedgerEntry, PlayerLabel, TeamHeader};

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

/// An open league file.
pub struct Store {
    conn: Connection,
    path: Option<PathBuf>,
    /// Transactions this connection has committed since it opened.
    commits: u64,
}

/// Whether the user may write the file and make files beside it (SQLite's `-wal` and
/// `-shm`).
fn writable_location(path: &Path) -> bool {
    #[cfg(unix)]
    {
        use rustix::fs::{Access, access};
        let folder = match path.parent() {
            Some(parent) if !parent.as_os_str().is_empty() => parent,
            _ => Path::new("."),
        };
        access(path, Access::WRITE_OK).is_ok() && access(folder, Access::WRITE_OK).is_ok()
    }
    #[cfg(not(unix))]
    {
        let _ = path;
        true
    }
}

/// `file:PATH?immutable=1`, the path's `%`, `?` and `#` escaped as a URI needs.
fn immutable_uri(path: &Path) -> String {
    let mut uri = String::from("file:");
    for c in path.to_string_lossy().chars() {
        match c {
            '%' => uri.push_str("%25"),
            '?' => uri.push_str("%3F"),
            '#' => uri.push_str("%23"),
            c => uri.push(c),
        }
    }
    uri.push_str("?immutable=1");
    uri
}

impl Store {
    /// Opens a league file, creating it if it does not exist, and migrates it to the
    /// current schema. A file that is not a Dugout database, is damaged or comes from a
    /// newer Dugout is refused and left untouched.
    pub fn open(path: &Path) -> Result<Store, StoreError> {
        Store::open_with(path, OpenFlags::SQLITE_OPEN_CREATE)
    }

    /// Opens a league file that exists, as [`Store::open`] does, and never creates one:
    /// a missing file is [`StoreError::NoLeagueFile`], and nothing is made (no file, no
    /// `-wal`, no folder). An existing empty file is made a league file, as before.
    pub fn open_existing(path: &Path) -> Result<Store, StoreError> {
        if !path.exists() {
            return Err(StoreError::NoLeagueFile {
                path: path.to_path_buf(),
            });
        }
        Store::open_with(path, OpenFlags::empty())
    }

    fn open_with(path: &Path, create: OpenFlags) -> Result<Store, StoreError> {
        let exists = path.exists()
            && std::fs::metadata(path)
                .map(|m| m.len() > 0)
                .unwrap_or(false);
        if exists {
            check_header(path)?;
            if !writable_location(path) {
                return Store::open_unwritable(path);
            }
        }
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE | create | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(path, flags)?;
        schema_check::harden(&conn)?;
        if exists {
            integrity::check_identity(&conn, path)?;
            schema_check::check_schema(&conn, path)?;
            if migrate::needs_migration(&conn)? {
                // The whole file is read before a migration rewrites it: a damaged page
                // found now leaves it as it was.
                integrity::refuse_damaged(&conn, path)?;
            }
        }
        Store::prepare(conn, Some(path.to_path_buf()), true)
    }

    /// Opens an existing league file without writing to it or migrating it (checks,
    /// exports). The same checks as [`Store::open`] refuse what is not a sound Dugout file.
    pub fn open_read_only(path: &Path) -> Result<Store, StoreError> {
        check_header(path)?;
        let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(path, flags)?;
        schema_check::harden(&conn)?;
        integrity::check_identity(&conn, path)?;
        schema_check::check_schema(&conn, path)?;
        conn.busy_timeout(BUSY_TIMEOUT)?;
        Ok(Store {
            conn,
            path: Some(path.to_path_buf()),
            commits: 0,
        })
    }

    /// A league file in a folder (or on a disk) the user cannot write to: opened for
    /// reading, so every read works, and every write is refused in words
    /// ([`StoreError::ReadOnly`]). SQLite cannot make its `-shm` file beside it, so the
    /// file is read as it stands (`immutable`) unless a `-wal` file holds changes, which
    /// a plain read-only connection then reads. A file that would need updating to this
    /// version's schema cannot be, and is refused the same way.
    fn open_unwritable(path: &Path) -> Result<Store, StoreError> {
        let mut wal = path.as_os_str().to_os_string();
        wal.push("-wal");
        let flags = OpenFlags::SQLITE_OPEN_READ_ONLY
            | OpenFlags::SQLITE_OPEN_NO_MUTEX
            | OpenFlags::SQLITE_OPEN_URI;
        let conn = match Path::new(&wal).exists() {
            true => Connection::open_with_flags(path, flags - OpenFlags::SQLITE_OPEN_URI)?,
            false => Connection::open_with_flags(immutable_uri(path), flags)?,
        };
        schema_check::harden(&conn)?;
        integrity::check_identity(&conn, path)?;
        schema_check::check_schema(&conn, path)?;
        if migrate::needs_migration(&conn)? {
            return Err(StoreError::ReadOnly);
        }
        conn.busy_timeout(BUSY_TIMEOUT)?;
        Ok(Store {
            conn,
            path: Some(path.to_path_buf()),
            commits: 0,
        })
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
        let application_id: i32 = conn.query_row("PRAGMA application_id", [], |row| row.get(0))?;
        if application_id != APPLICATION_ID {
            conn.pragma_update(None, "application_id", APPLICATION_ID)?;
        }
        if let Some(path) = &path
            && migrate::needs_migration(&conn)?
        {
            backup::before_migration(&conn, path)?;
        }
        migrate::migrate(&mut conn)?;
        Ok(Store {
            conn,
            path,
            commits: 0,
        })
    }

    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// Changes whenever another connection (another Dugout, another program) commits a
    /// change to the file; this connection's own writes leave it as it is.
    pub fn data_version(&self) -> Result<i64, StoreError> {
        Ok(self
            .conn
            .query_row("PRAGMA data_version", [], |row| row.get(0))?)
    }

    /// How many transactions this connection has committed: with [`Store::data_version`]
    /// (the others' commits), it moves whenever the file's content may have changed.
    pub fn commits(&self) -> u64 {
        self.commits
    }

    pub fn schema_version(&self) -> Result<i64, StoreError> {
        migrate::schema_version(&self.conn)
    }

    /// Runs `body` in one transaction: committed if it returns Ok, rolled back otherwise.
    pub fn write<T, E>(&mut self, body: impl FnOnce(&Tx<'_>) -> Result<T, E>) -> Result<T, E>
    where
        E: From<StoreError>,
    {
        self.immediate(true, body)
    }

    /// Runs `body` as [`Store::write`] would, then rolls everything back: a dry run
    /// sees exactly what the write would do.
    pub fn rehearse<T, E>(&mut self, body: impl FnOnce(&Tx<'_>) -> Result<T, E>) -> Result<T, E>
    where
        E: From<StoreError>,
    {
        self.immediate(false, body)
    }

    /// One transaction begun IMMEDIATE (a writer from the start, so the busy timeout
    /// applies), committed or rolled back at the end.
    fn immediate<T, E>(
        &mut self,
        commit: bool,
        body: impl FnOnce(&Tx<'_>) -> Result<T, E>,
    ) -> Result<T, E>
    where
        E: From<StoreError>,
    {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(StoreError::from)?;
        let value = body(&Tx { tx: &tx })?;
        if commit {
            tx.commit().map_err(StoreError::from)?;
            self.commits += 1;
        } else {
            tx.rollback().map_err(StoreError::from)?;
        }
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
