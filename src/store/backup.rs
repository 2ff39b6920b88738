//! Copies of a league file made with SQLite's online backup API (consistent even while
//! another process writes): before a migration, before an import or a restore, on demand;
//! and putting a copy back.

use std::path::{Path, PathBuf};

use rusqlite::backup::Backup;
use rusqlite::{Connection, OpenFlags, OptionalExtension};

use super::{Damage, Store, StoreError, Tx, integrity, migrate};

/// How many of the copies Dugout makes next to a league file it keeps, unless the file
/// says otherwise (`dugout backup --keep N`).
pub const DEFAULT_BACKUPS_KEPT: u32 = 5;
const BACKUPS_KEPT_KEY: &str = "backups_kept";

/// Before a migration changes an existing league file, copies it next to itself as
/// `NAME.schema-N.backup.db` (N: its schema before the migration; `-2`, `-3`… when that
/// name is taken). A new file, or one already at the current schema, is not copied.
/// These copies are never pruned.
pub fn before_migration(conn: &Connection, path: &Path) -> Result<Option<PathBuf>, StoreError> {
    let found = migrate::schema_version(conn)?;
    if found == 0 || found >= migrate::latest_version() {
        return Ok(None);
    }
    let target = free_name(path, &format!("schema-{found}.backup"));
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

/// `folder/STEM.LABEL.db`, or with `-2`, `-3`… before `.db` when taken.
fn free_name(path: &Path, label: &str) -> PathBuf {
    let stem = stem_of(path);
    let folder = path.parent().unwrap_or_else(|| Path::new(""));
    (1..1000)
        .map(|n| {
            let suffix = if n == 1 {
                String::new()
            } else {
                format!("-{n}")
            };
            folder.join(format!("{stem}.{label}{suffix}.db"))
        })
        .find(|candidate| !candidate.exists())
        .unwrap_or_else(|| folder.join(format!("{stem}.{label}.db")))
}

fn stem_of(path: &Path) -> String {
    path.file_stem()
        .map(|stem| stem.to_string_lossy().into_owned())
        .unwrap_or_else(|| "league".to_string())
}

/// Why Dugout copied a file next to itself; the word ends up in the copy's name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BackupReason {
    /// `dugout backup` without `-o`, or the window's "Back up" next to the file.
    Manual,
    BeforeImport,
    BeforeRestore,
}

impl BackupReason {
    fn word(self) -> &'static str {
        match self {
            BackupReason::Manual => "manual",
            BackupReason::BeforeImport => "before-import",
            BackupReason::BeforeRestore => "before-restore",
        }
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

impl Tx<'_> {
    /// How many copies made next to the file are kept (the newest).
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
        if target.exists() {
            return Err(failed("a file of that name already exists".to_string()));
        }
        copy_to(&self.conn, target).map_err(failed)
    }

    /// Copies the league file next to itself for `reason`, then deletes the oldest such
    /// copies beyond the number the file keeps. Returns the copy.
    pub fn backup_beside(&mut self, reason: BackupReason) -> Result<PathBuf, StoreError> {
        let Some(path) = self.path.clone() else {
            return Err(StoreError::Backup {
                path: PathBuf::from(":memory:"),
                detail: "a league held in memory has no file to copy".to_string(),
            });
        };
        let stamp = chrono::Local::now().format("%Y%m%d-%H%M%S");
        let target = free_name(&path, &format!("backup-{stamp}.{}", reason.word()));
        copy_to(&self.conn, &target).map_err(|detail| StoreError::Backup {
            path: path.clone(),
            detail,
        })?;
        let kept = self.read(|tx| tx.backups_kept())?.max(1) as usize;
        let all = backups_beside(&path);
        for old in all.iter().take(all.len().saturating_sub(kept)) {
            let _ = std::fs::remove_file(old);
        }
        Ok(target)
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

/// Puts the copy at `from` back as the league file at `live`. A copy that would not open
/// (not Dugout's, damaged, foreign schema, newer) is refused and nothing changes. The file
/// as it was is first copied next to itself (`before-restore`), a damaged one byte for
/// byte.
pub fn restore(live: &Path, from: &Path) -> Result<Restored, StoreError> {
    if same_file(live, from) {
        return Err(StoreError::Backup {
            path: from.to_path_buf(),
            detail: "it is the league file itself".to_string(),
        });
    }
    let check = integrity::check_file(from)?;
    if !check.is_sound() {
        return Err(StoreError::Damaged {
            path: from.to_path_buf(),
            reason: Damage::problems(&check.problems),
        });
    }
    let source = Store::open_read_only(from)?;
    if !live.exists() {
        copy_to(&source.conn, live).map_err(|detail| StoreError::Backup {
            path: live.to_path_buf(),
            detail,
        })?;
        return Ok(Restored {
            previous: None,
            schema: check.schema,
        });
    }
    let previous = match Store::open_read_only(live) {
        Ok(current) => {
            let mut current = current;
            current.backup_beside(BackupReason::BeforeRestore)?
        }
        Err(_) => {
            return replace_unreadable(live, &source.conn, check.schema);
        }
    };
    let mut target = Connection::open_with_flags(
        live,
        OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )?;
    target.busy_timeout(super::BUSY_TIMEOUT)?;
    Backup::new(&source.conn, &mut target)
        .and_then(|backup| backup.run_to_completion(256, std::time::Duration::ZERO, None))
        .map_err(StoreError::from)?;
    Ok(Restored {
        previous: Some(previous),
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
    let stamp = chrono::Local::now().format("%Y%m%d-%H%M%S");
    let kept = free_name(live, &format!("backup-{stamp}.unreadable"));
    std::fs::copy(live, &kept).map_err(io)?;
    let fresh = free_name(live, "restoring");
    copy_to(source, &fresh).map_err(|detail| StoreError::Backup {
        path: live.to_path_buf(),
        detail,
    })?;
    for suffix in ["-wal", "-shm"] {
        let mut side = live.as_os_str().to_owned();
        side.push(suffix);
        let _ = std::fs::remove_file(PathBuf::from(side));
    }
    std::fs::rename(&fresh, live).map_err(io)?;
    Ok(Restored {
        previous: Some(kept),
        schema,
    })
}

fn same_file(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => a == b,
    }
}
