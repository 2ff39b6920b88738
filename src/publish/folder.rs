//! Writing a site into a folder the user chose, alongside whatever else it holds. Dugout
//! keeps a list of the files it wrote (`MANIFEST`); publishing again writes only the pages
//! whose bytes changed, removes the pages of its own that the league no longer has, and
//! never writes over or removes a file that is not on its list. A page whose place holds
//! another program's file is refused before anything is written.

use std::collections::BTreeSet;
use std::io::Write;
use std::path::{Component, Path, PathBuf};

use crate::error::PublishFault;

/// The list of the files Dugout wrote, one relative path a line, in the folder's root.
pub const MANIFEST: &str = ".dugout-site";

/// The longest list Dugout reads back (a site of many thousand pages fits well inside).
const MANIFEST_LIMIT: u64 = 16 * 1024 * 1024;

/// A file of the site: where it goes, under the folder, and its bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SiteFile {
    /// `/`-separated, relative, never `..`.
    pub path: String,
    pub bytes: Vec<u8>,
}

/// What a publish did to the folder.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize)]
pub struct FolderReport {
    /// Files written because they were new or had changed.
    pub written: Vec<String>,
    /// Files already holding the same bytes.
    pub unchanged: usize,
    /// Dugout's own files the site no longer has.
    pub removed: Vec<String>,
}

fn shown(path: &Path) -> String {
    path.display().to_string()
}

fn io(path: &Path, error: std::io::Error) -> PublishFault {
    PublishFault::Folder {
        path: shown(path),
        reason: error.to_string(),
    }
}

/// A relative site path as a path under `root`, or None when it would leave it.
fn under(root: &Path, relative: &str) -> Option<PathBuf> {
    let path = Path::new(relative);
    path.components()
        .all(|c| matches!(c, Component::Normal(_)))
        .then(|| root.join(path))
}

/// The files Dugout wrote last time, as its list says (none: no list yet).
fn previous(root: &Path) -> Result<BTreeSet<String>, PublishFault> {
    let path = root.join(MANIFEST);
    let meta = match std::fs::metadata(&path) {
        Ok(meta) => meta,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(BTreeSet::new()),
        Err(error) => return Err(io(&path, error)),
    };
    if !meta.is_file() || meta.len() > MANIFEST_LIMIT {
        return Err(PublishFault::Manifest { path: shown(&path) });
    }
    let text = std::fs::read_to_string(&path)
        .map_err(|_| PublishFault::Manifest { path: shown(&path) })?;
    let mut lines = text.lines();
    if lines.next() != Some(HEADER) {
        return Err(PublishFault::Manifest { path: shown(&path) });
    }
    let files: BTreeSet<String> = lines
        .filter(|l| !l.is_empty())
        .map(str::to_string)
        .collect();
    if files.iter().any(|f| under(root, f).is_none()) {
        return Err(PublishFault::Manifest { path: shown(&path) });
    }
    Ok(files)
}

/// The list's first line, so a file that merely has the name is not taken for one.
const HEADER: &str = "# Files written by Dugout's `publish`; other files here are left alone.";

/// Writes `files` into `root` (created if need be): see the module's rules.
pub fn write_site(root: &Path, files: &[SiteFile]) -> Result<FolderReport, PublishFault> {
    std::fs::create_dir_all(root).map_err(|e| io(root, e))?;
    let before = previous(root)?;
    let mut targets = Vec::with_capacity(files.len());
    for file in files {
        let path = under(root, &file.path).ok_or_else(|| PublishFault::Foreign {
            path: shown(&root.join(&file.path)),
        })?;
        if path.exists() && !before.contains(&file.path) {
            return Err(PublishFault::Foreign { path: shown(&path) });
        }
        targets.push((path, file));
    }
    let mut report = FolderReport::default();
    for (path, file) in &targets {
        if std::fs::read(path).is_ok_and(|bytes| bytes == file.bytes) {
            report.unchanged += 1;
            continue;
        }
        write_file(path, &file.bytes)?;
        report.written.push(file.path.clone());
    }
    let now: BTreeSet<String> = files.iter().map(|f| f.path.clone()).collect();
    for gone in before.difference(&now) {
        if let Some(path) = under(root, gone) {
            match std::fs::remove_file(&path) {
                Ok(()) => report.removed.push(gone.clone()),
                Err(error) if error.kind() == std::io::ErrorKind::NotFound => {}
                Err(error) => return Err(io(&path, error)),
            }
        }
    }
    let mut manifest = format!("{HEADER}\n");
    for path in &now {
        manifest.push_str(path);
        manifest.push('\n');
    }
    write_file(&root.join(MANIFEST), manifest.as_bytes())?;
    Ok(report)
}

/// Writes a file whole or not at all: into a temporary file beside it, then renamed (a
/// page is either the old one or the new one; not forced to the disk one by one, which
/// would cost a sync per page of a 100,000-page site).
fn write_file(path: &Path, bytes: &[u8]) -> Result<(), PublishFault> {
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).map_err(|e| io(parent, e))?;
    }
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let temporary = path.with_file_name(format!(".{name}.dugout-tmp"));
    let mut file = std::fs::File::create(&temporary).map_err(|e| io(&temporary, e))?;
    file.write_all(bytes).map_err(|e| io(&temporary, e))?;
    drop(file);
    std::fs::rename(&temporary, path).map_err(|e| io(path, e))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(path: &str, text: &str) -> SiteFile {
        SiteFile {
            path: path.into(),
            bytes: text.as_bytes().to_vec(),
        }
    }

    #[test]
    fn a_second_publish_writes_only_what_changed_and_keeps_foreign_files() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("site");
        std::fs::create_dir_all(&root).unwrap();
        std::fs::write(root.join("notes.txt"), "mine").unwrap();
        let first = write_site(&root, &[file("index.html", "a"), file("teams/1.html", "t")]);
        assert_eq!(first.unwrap().written.len(), 2);
        let second = write_site(&root, &[file("index.html", "b")]).unwrap();
        assert_eq!(second.written, vec!["index.html".to_string()]);
        assert_eq!(second.removed, vec!["teams/1.html".to_string()]);
        let third = write_site(&root, &[file("index.html", "b")]).unwrap();
        assert_eq!((third.written.len(), third.unchanged), (0, 1));
        assert_eq!(
            std::fs::read_to_string(root.join("notes.txt")).unwrap(),
            "mine"
        );
    }

    #[test]
    fn a_page_over_a_foreign_file_is_refused_before_anything_is_written() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("index.html"), "theirs").unwrap();
        let refused = write_site(dir.path(), &[file("a.html", "x"), file("index.html", "y")]);
        assert!(matches!(refused, Err(PublishFault::Foreign { .. })));
        assert!(!dir.path().join("a.html").exists());
        assert_eq!(
            std::fs::read_to_string(dir.path().join("index.html")).unwrap(),
            "theirs"
        );
        assert!(!dir.path().join(MANIFEST).exists());
    }

    #[test]
    fn a_list_that_is_not_dugouts_or_leaves_the_folder_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join(MANIFEST), "hello\n").unwrap();
        assert!(matches!(
            write_site(dir.path(), &[]),
            Err(PublishFault::Manifest { .. })
        ));
        std::fs::write(dir.path().join(MANIFEST), format!("{HEADER}\n../escape\n")).unwrap();
        assert!(matches!(
            write_site(dir.path(), &[]),
            Err(PublishFault::Manifest { .. })
        ));
        assert!(under(dir.path(), "../x").is_none());
        assert!(under(dir.path(), "/etc/passwd").is_none());
    }
}
