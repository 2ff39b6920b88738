//! Copies of a league file made with SQLite's online backup API (consistent even while
//! another process writes): before a migration, before an import or a restore, on demand;
//! and putting a copy back.
//!
//! A copy's name is claimed by creating the file (`create_new`) before it is filled, so
//! two Dugouts copying the file in the same second write two copies. A copy made before
//! an import or a restore is kept only when that write succeeds ([`PendingCopy`]): a
//! refusal leaves no copy behind and prunes none.

use std::collections::HashSet;
use std::io::ErrorKind;
use std::path::{Path, PathBuf};

use rusqlite::backup::Backup;
use rusqlite::{Connection, OpenFlags, OptionalExtension};

use super::{Damage, Store, StoreError, Tx, integrity, migrate};

/// How many of the copies Dugout makes by itself next to a league file (before an import
/// or a restore) it keeps, unless the file says otherwise (`dugout backup --keep N`).
pub const DEFAULT_BACKUPS_KEPT: u32 = 5;
const BACKUPS_KEPT_KEY: &str = "backups_kept";

/// The largest copy `restore` puts back: 2 GiB, far above any league (a league of 500
/// teams and 100,000 matches is 13 MB), so that a wrong file is refused at once.
pub const RESTORE_LIMIT_BYTES: u64 = 2 << 30;

/// Before a migration changes an existing league file, copies it next to itself as
/// `NAME.schema-N.backup.db` (N: its schema before the migration; `-2`, `-3`… when that
/// name is taken). A new file, or one already at the current schema, is not copied.
/// These copies are never pruned.
pub fn before_migration(conn: &Connection, path: &Path) -> Result<Option<PathBuf>, StoreError> {
    let found = migrate::schema_version(conn)?;
    if found == 0 || found >= migrate::latest_version() {
        return Ok(None);
    }
    let failed = |detail: String| StoreError::Backup {
        path: path.to_path_buf(),
        detail,
    };
    let target = claim(path, &format!("schema-{found}.backup")).map_err(failed)?;
    copy_into(conn, &target).map_err(failed)?;
    Ok(Some(target.keep()))
}

/// A file just created empty next to the league file (its name thus taken): deleted
/// when dropped, unless kept.
#[derive(Debug)]
struct Claimed(Option<PathBuf>);

impl Claimed {
    /// Creates `path`, empty; fails when it already exists.
    fn create(path: &Path) -> std::io::Result<Claimed> {
        std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(path)?;
        Ok(Claimed(Some(path.to_path_buf())))
    }

    fn path(&self) -> &Path {
        self.0.as_deref().unwrap_or_else(|| Path::new(""))
    }

    fn keep(mut self) -> PathBuf {
        self.0.take().unwrap_or_default()
    }
}

impl Drop for Claimed {
    fn drop(&mut self) {
        if let Some(path) = self.0.take() {
            let _ = std::fs::remove_file(path);
        }
    }
}

/// Claims `folder/STEM.LABEL.db`, or with `-2`, `-3`… before `.db` when taken.
fn claim(path: &Path, label: &str) -> Result<Claimed, String> {
    let stem = stem_of(path);
    let folder = path.parent().unwrap_or_else(|| Path::new(""));
    for n in 1..1000 {
        let suffix = if n == 1 {
            String::new()
        } else {
            format!("-{n}")
        };
        match Claimed::create(&folder.join(format!("{stem}.{label}{suffix}.db"))) {
            Ok(claimed) => return Ok(claimed),
            Err(error) if error.kind() == ErrorKind::AlreadyExists => continue,
            Err(error) => return Err(error.to_string()),
        }
    }
    Err(format!("every name {stem}.{label}-N.db is taken"))
}

/// Fills `target` (claimed, empty) with a consistent copy of the open database.
fn copy_into(conn: &Connection, target: &Claimed) -> Result<(), String> {
    let mut copy = Connection::open(target.path()).map_err(|error| error.to_string())?;
    Backup::new(conn, &mut copy)
        .and_then(|backup| backup.run_to_completion(256, std::time::Duration::ZERO, None))
        .map_err(|error| error.to_string())
}

fn stem_of(path: &Path) -> String {
    path.file_stem()
        .map(|stem| stem.to_string_lossy().into_owned())
        .unwrap_or_else(|| "league".to_string())
}

/// Why Dugout copied a file next to itself; the word ends up in the copy's name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BackupReason {
    /// `dugout backup` without `-o`, or the window's "Back up" next to the file.
    Manual,
    BeforeImport,
    BeforeRestore,
}

impl BackupReason {
    const ALL: [BackupReason; 3] = [
        BackupReason::Manual,
        BackupReason::BeforeImport,
        BackupReason::BeforeRestore,
    ];

    fn word(self) -> &'static str {
        match self {
            BackupReason::Manual => "manual",
            BackupReason::BeforeImport => "before-import",
            BackupReason::BeforeRestore => "before-restore",
        }
    }

    /// The reason a copy's name gives (`STEM.backup-DATE-TIME.REASON[-N].db`); `None`
    /// for any other copy (`unreadable`: a league file that no longer opened).
    fn of_copy(live: &Path, copy: &Path) -> Option<BackupReason> {
        let name = copy.file_name()?.to_str()?;
        let rest = name
            .strip_prefix(&format!("{}.backup-", stem_of(live)))?
            .strip_suffix(".db")?;
        let (_, word) = rest.split_once('.')?;
        let word = match word.rsplit_once('-') {
            Some((head, n)) if !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) => head,
            _ => word,
        };
        BackupReason::ALL
            .into_iter()
            .find(|reason| reason.word() == word)
    }
}

/// The copies Dugout made next to `path` (not those before a migration), oldest first:
/// `STEM.backup-YYYYMMDD-HHMMSS.REASON[-N].db`.
pub fn backups_beside(path: &Path) -> Vec<PathBuf> {
    let prefix = format!("{}.backup-", stem_of(path));
    let folder = match path.parent() {
        Some(folder) if !folder.as_os_str().is_empty() => folder,
        _ => Path::new("."),
    };
    let Ok(entries) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    let mut found: Vec<PathBuf> = entries
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|candidate| {
            candidate
                .file_name()
                .and_then(|name| name.to_str())
                .is_some_and(|name| name.starts_with(&prefix) && name.ends_with(".db"))
        })
        .collect();
    // Oldest first: by when each was written, then by name (`-2` copies of one second).
    found.sort_by_cached_key(|candidate| {
        let written = std::fs::metadata(candidate)
            .and_then(|meta| meta.modified())
            .ok();
        (written, candidate.clone())
    });
    found
}

/// Deletes the copies Dugout made by itself next to `live` (before an import or a
/// restore) beyond the newest `kept`, but never the newest before an import nor the
/// newest before a restore. Copies asked for (`manual`), made before a migration, or of a
/// file that no longer opened (`unreadable`) are never deleted. Returns those deleted.
fn prune(live: &Path, kept: u32) -> Vec<PathBuf> {
    let automatic: Vec<(PathBuf, BackupReason)> = backups_beside(live)
        .into_iter()
        .filter_map(|copy| {
            BackupReason::of_copy(live, &copy)
                .filter(|reason| *reason != BackupReason::Manual)
                .map(|reason| (copy, reason))
        })
        .collect();
    let mut newest_seen = HashSet::new();
    let mut deleted = Vec::new();
    for (index, (copy, reason)) in automatic.iter().rev().enumerate() {
        let newest_of_its_kind = newest_seen.insert(*reason);
        if index < kept.max(1) as usize || newest_of_its_kind {
            continue;
        }
        if std::fs::remove_file(copy).is_ok() {
            deleted.push(copy.clone());
        }
    }
    deleted
}

/// A copy of the league file made before a write (an import, a restore). Deleted when
/// dropped: a write that fails or is refused leaves no copy behind. Kept with
/// [`PendingCopy::keep`] once the write succeeded, which then prunes the older ones.
#[derive(Debug)]
#[must_use = "a copy that is not kept is deleted"]
pub struct PendingCopy {
    copy: Claimed,
    live: PathBuf,
}

impl PendingCopy {
    pub fn path(&self) -> &Path {
        self.copy.path()
    }

    /// The write succeeded: keeps the copy, prunes the older ones (as many as `store`'s
    /// file keeps), and returns where the copy is.
    pub fn keep(self, store: &mut Store) -> PathBuf {
        let kept = store
            .read(|tx| tx.backups_kept())
            .unwrap_or(DEFAULT_BACKUPS_KEPT);
        self.keep_newest(kept)
    }

    fn keep_newest(self, kept: u32) -> PathBuf {
        let copy = self.copy.keep();
        prune(&self.live, kept);
        copy
    }
}

impl Tx<'_> {
    /// How many copies Dugout makes by itself next to the file are kept (the newest).
    pub fn backups_kept(&self) -> Result<u32, StoreError> {
        // A file at a schema before 8 (read, not yet migrated) has no settings table.
        if migrate::schema_version(self.conn())? < 8 {
            return Ok(DEFAULT_BACKUPS_KEPT);
        }
        let value: Option<String> = self
            .conn()
            .query_row(
                "SELECT value FROM file_setting WHERE key = ?1",
                [BACKUPS_KEPT_KEY],
                |row| row.get(0),
            )
            .optional()?;
        Ok(value
            .and_then(|value| value.parse().ok())
            .unwrap_or(DEFAULT_BACKUPS_KEPT))
    }

    pub fn set_backups_kept(&self, kept: u32) -> Result<(), StoreError> {
        self.conn().execute(
            "INSERT INTO file_setting (key, value) VALUES (?1, ?2)
             ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            rusqlite::params![BACKUPS_KEPT_KEY, kept.to_string()],
        )?;
        Ok(())
    }
}

impl Store {
    /// Writes a consistent copy of the league file to `target` (which must not exist).
    pub fn backup_to(&self, target: &Path) -> Result<(), StoreError> {
        let failed = |detail: String| StoreError::CopyTarget {
            path: target.to_path_buf(),
            detail,
        };
        let claimed = Claimed::create(target).map_err(|error| {
            failed(match error.kind() {
                ErrorKind::AlreadyExists => "a file of that name already exists".to_string(),
                _ => error.to_string(),
            })
        })?;
        copy_into(&self.conn, &claimed).map_err(failed)?;
        claimed.keep();
        Ok(())
    }

    /// Copies the league file next to itself for `reason`, then prunes the older copies
    /// ([`prune`]). Returns the copy.
    pub fn backup_beside(&mut self, reason: BackupReason) -> Result<PathBuf, StoreError> {
        let copy = self.copy_before(reason)?;
        Ok(copy.keep(self))
    }

    /// Copies the league file next to itself for `reason`, pruning nothing: the copy is
    /// deleted again unless kept ([`PendingCopy::keep`]) once the write it comes before
    /// succeeded.
    pub fn copy_before(&mut self, reason: BackupReason) -> Result<PendingCopy, StoreError> {
        let Some(path) = self.path.clone() else {
            return Err(StoreError::Backup {
                path: PathBuf::from(":memory:"),
                detail: "a league held in memory has no file to copy".to_string(),
            });
        };
        let failed = |detail: String| StoreError::Backup {
            path: path.clone(),
            detail,
        };
        let stamp = chrono::Local::now().format("%Y%m%d-%H%M%S");
        let copy = claim(&path, &format!("backup-{stamp}.{}", reason.word())).map_err(failed)?;
        copy_into(&self.conn, &copy).map_err(failed)?;
        Ok(PendingCopy { copy, live: path })
    }
}

/// What a restore did.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Restored {
    /// The copy of the file as it was just before (absent when there was no file).
    pub previous: Option<PathBuf>,
    /// The schema of the copy put back (older ones are migrated on the next open).
    pub schema: i64,
}

/// Puts the copy at `from` back as the league file at `live`. A copy that is not a
/// regular file, is larger than [`RESTORE_LIMIT_BYTES`], would not open (not Dugout's,
/// damaged, foreign or unknown schema, newer), holds no league file at all (an empty
/// SQLite database, schema 0) or holds rows that break its tables' rules
/// is refused and nothing changes. The file as it was is first copied next to itself
/// (`before-restore`; a damaged one byte for byte, `unreadable`), and that copy is kept
/// only when the restore succeeds.
pub fn restore(live: &Path, from: &Path) -> Result<Restored, StoreError> {
    let bytes = integrity::regular_file(from)?;
    if bytes > RESTORE_LIMIT_BYTES {
        return Err(StoreError::TooLarge {
            path: from.to_path_buf(),
            bytes,
            limit: RESTORE_LIMIT_BYTES,
        });
    }
    if same_file(live, from) {
        return Err(StoreError::Backup {
            path: from.to_path_buf(),
            detail: "it is the league file itself".to_string(),
        });
    }
    let check = integrity::check_file(from)?;
    // An empty SQLite file opens (a new league file starts as one) but holds no league:
    // putting it back would leave every league gone.
    if check.schema < 1 {
        return Err(StoreError::NotDugout {
            path: from.to_path_buf(),
        });
    }
    if let Some(reason) = Damage::of(&check.findings) {
        return Err(StoreError::Damaged {
            path: from.to_path_buf(),
            reason,
        });
    }
    let source = Store::open_read_only(from)?;
    if !live.exists() {
        let failed = |detail: String| StoreError::Backup {
            path: live.to_path_buf(),
            detail,
        };
        // The copy is sound: a restore to a new place makes its folder too.
        if let Some(folder) = live.parent().filter(|p| !p.as_os_str().is_empty()) {
            std::fs::create_dir_all(folder).map_err(|error| failed(error.to_string()))?;
        }
        let claimed = Claimed::create(live).map_err(|error| failed(error.to_string()))?;
        copy_into(&source.conn, &claimed).map_err(failed)?;
        claimed.keep();
        return Ok(Restored {
            previous: None,
            schema: check.schema,
        });
    }
    let Ok(mut current) = Store::open_read_only(live) else {
        return replace_unreadable(live, &source.conn, check.schema);
    };
    let kept = current.read(|tx| tx.backups_kept())?;
    let previous = current.copy_before(BackupReason::BeforeRestore)?;
    drop(current);
    let mut target = Connection::open_with_flags(
        live,
        OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )?;
    target.busy_timeout(super::BUSY_TIMEOUT)?;
    Backup::new(&source.conn, &mut target)
        .and_then(|backup| backup.run_to_completion(256, std::time::Duration::ZERO, None))
        .map_err(StoreError::from)?;
    Ok(Restored {
        previous: Some(previous.keep_newest(kept)),
        schema: check.schema,
    })
}

/// A live file that does not open is kept byte for byte beside itself, then replaced.
fn replace_unreadable(
    live: &Path,
    source: &Connection,
    schema: i64,
) -> Result<Restored, StoreError> {
    let io = |source: std::io::Error| StoreError::Io {
        path: live.to_path_buf(),
        source,
    };
    let failed = |detail: String| StoreError::Backup {
        path: live.to_path_buf(),
        detail,
    };
    let stamp = chrono::Local::now().format("%Y%m%d-%H%M%S");
    let kept = claim(live, &format!("backup-{stamp}.unreadable")).map_err(failed)?;
    std::fs::copy(live, kept.path()).map_err(io)?;
    let fresh = claim(live, "restoring").map_err(failed)?;
    copy_into(source, &fresh).map_err(failed)?;
    for suffix in ["-wal", "-shm"] {
        let mut side = live.as_os_str().to_owned();
        side.push(suffix);
        let _ = std::fs::remove_file(PathBuf::from(side));
    }
    std::fs::rename(fresh.path(), live).map_err(io)?;
    fresh.keep();
    Ok(Restored {
        previous: Some(kept.keep()),
        schema,
    })
}

fn same_file(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => a == b,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_copy_s_reason_reads_from_its_name() {
        let live = Path::new("/leagues/my.league.db");
        let reason = |name: &str| BackupReason::of_copy(live, &PathBuf::from(name));
        assert_eq!(
            reason("my.league.backup-20260101-101010.before-import.db"),
            Some(BackupReason::BeforeImport)
        );
        assert_eq!(
            reason("my.league.backup-20260101-101010.before-restore-12.db"),
            Some(BackupReason::BeforeRestore)
        );
        assert_eq!(
            reason("my.league.backup-20260101-101010.manual-2.db"),
            Some(BackupReason::Manual)
        );
        assert_eq!(
            reason("my.league.backup-20260101-101010.unreadable.db"),
            None
        );
        assert_eq!(reason("other.backup-20260101-101010.manual.db"), None);
    }

    #[test]
    fn a_name_is_claimed_once_and_freed_when_not_kept() {
        let dir = tempfile::tempdir().expect("temp dir");
        let live = dir.path().join("league.db");
        let first = claim(&live, "backup-x.manual").expect("first");
        let second = claim(&live, "backup-x.manual").expect("second");
        assert_eq!(first.path(), dir.path().join("league.backup-x.manual.db"));
        assert_eq!(
            second.path(),
            dir.path().join("league.backup-x.manual-2.db")
        );
        let gone = second.path().to_path_buf();
        drop(second);
        assert!(!gone.exists(), "a claim not kept is deleted");
        let kept = first.keep();
        assert!(kept.exists());
    }
}
