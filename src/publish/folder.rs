//! Writing a site into a folder the user chose, alongside whatever else it holds. Dugout
//! keeps a list of the files it wrote (`MANIFEST`); publishing again writes only the pages
//! whose bytes changed, removes the pages of its own that the league no longer has, and
//! never writes over or removes a file that is not on its list. A page whose place holds
//! another program's file is refused before anything is written.

use std::collections::BTreeSet;
use std::io::Write;
use std::path::{Component, Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use crate::error::PublishFault;

/// The list of the files Dugout wrote, one relative path a line, in the folder's root.
pub const MANIFEST: &str = ".dugout-site";

/// The longest list Dugout reads back (a site of many thousand pages fits well inside).
const MANIFEST_LIMIT: u64 = 16 * 1024 * 1024;

/// What a publish did to the folder.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize)]
pub struct FolderReport {
    /// Files written because they were new or had changed, in the site's order.
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

/// The files Dugout wrote last time, as its list says (none: no list yet), and whether
/// that publish was cut short (its temporary files may still lie about).
fn previous(root: &Path) -> Result<(BTreeSet<String>, bool), PublishFault> {
    let path = root.join(MANIFEST);
    let meta = match std::fs::metadata(&path) {
        Ok(meta) => meta,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => {
            return Ok((BTreeSet::new(), false));
        }
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
    let mut unfinished = false;
    let mut files = BTreeSet::new();
    for line in lines.filter(|l| !l.is_empty()) {
        match line {
            UNFINISHED => unfinished = true,
            _ if under(root, line).is_none() => {
                return Err(PublishFault::Manifest { path: shown(&path) });
            }
            _ => {
                files.insert(line.to_string());
            }
        }
    }
    Ok((files, unfinished))
}

/// The list's first line, so a file that merely has the name is not taken for one.
const HEADER: &str = "# Files written by Dugout's `publish`; other files here are left alone.";

/// The list's second line while a publish is under way: the list then names every file
/// the publish may have written, so one cut short is taken up again by the next.
const UNFINISHED: &str = "# unfinished";

/// Makes the bytes of the site's file at an index of its paths.
pub type MakeFile<'a, E> = dyn Fn(usize) -> Result<Vec<u8>, E> + Sync + 'a;

/// Writes the site whose files are `paths` into `root` (created if need be): see the
/// module's rules. Files are made and written on the machine's cores, one at a time
/// each (a 100,000-page site is never held whole); `progress` hears (done, all).
pub fn write_site<E>(
    root: &Path,
    paths: &[String],
    make: &MakeFile<'_, E>,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> Result<FolderReport, E>
where
    E: From<PublishFault> + Send,
{
    std::fs::create_dir_all(root).map_err(|e| io(root, e))?;
    let (before, unfinished) = previous(root)?;
    let targets = check_targets(root, paths, &before)?;
    if unfinished {
        sweep_temporaries(
            root,
            before
                .iter()
                .map(String::as_str)
                .chain(paths.iter().map(String::as_str)),
        );
    }
    let now: BTreeSet<String> = paths.iter().cloned().collect();
    let claimed: BTreeSet<&String> = before.iter().chain(now.iter()).collect();
    write_manifest(root, claimed, true)?;
    make_folders(&targets)?;
    let new: Vec<bool> = paths.iter().map(|p| !before.contains(p)).collect();
    let written = write_all(&targets, &new, make, progress)?;
    let mut report = FolderReport {
        unchanged: paths.len() - written.len(),
        written: written.into_iter().map(|i| paths[i].clone()).collect(),
        removed: Vec::new(),
    };
    for gone in before.difference(&now) {
        if let Some(path) = under(root, gone) {
            match std::fs::remove_file(&path) {
                Ok(()) => report.removed.push(gone.clone()),
                Err(error) if error.kind() == std::io::ErrorKind::NotFound => {}
                Err(error) => return Err(io(&path, error).into()),
            }
        }
    }
    write_manifest(root, now.iter().collect(), false)?;
    Ok(report)
}

/// Where each file goes; refuses a path that leaves the folder, or one whose place
/// holds a file that is not on Dugout's list.
fn check_targets(
    root: &Path,
    paths: &[String],
    before: &BTreeSet<String>,
) -> Result<Vec<PathBuf>, PublishFault> {
    let mut targets = Vec::with_capacity(paths.len());
    for relative in paths {
        let path = under(root, relative).ok_or_else(|| PublishFault::Foreign {
            path: shown(&root.join(relative)),
        })?;
        if !before.contains(relative) && std::fs::symlink_metadata(&path).is_ok() {
            return Err(PublishFault::Foreign { path: shown(&path) });
        }
        targets.push(path);
    }
    Ok(targets)
}

/// Removes the temporary files a publish cut short may have left beside its pages.
fn sweep_temporaries<'a>(root: &Path, paths: impl Iterator<Item = &'a str>) {
    for relative in paths {
        if let Some(path) = under(root, relative) {
            let _ = std::fs::remove_file(temporary_of(&path));
        }
    }
}

fn write_manifest(
    root: &Path,
    files: BTreeSet<&String>,
    unfinished: bool,
) -> Result<(), PublishFault> {
    let mut manifest = format!("{HEADER}\n");
    if unfinished {
        manifest.push_str(UNFINISHED);
        manifest.push('\n');
    }
    for path in files {
        manifest.push_str(path);
        manifest.push('\n');
    }
    write_file(&root.join(MANIFEST), manifest.as_bytes())
}

/// Makes and writes every file, on the machine's cores: the indexes of those written
/// (new or changed), in order. The first failure stops every worker.
///
/// Each worker takes a folder's files (at most `BATCH` at a time) so that two workers
/// rarely add to the same folder at once, which file systems serialise.
fn write_all<E: From<PublishFault> + Send>(
    targets: &[PathBuf],
    new: &[bool],
    make: &MakeFile<'_, E>,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> Result<Vec<usize>, E> {
    let batches = batches_by_folder(targets);
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let failed = AtomicBool::new(false);
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get().min(8));
    let work = || -> Result<Vec<usize>, E> {
        let mut written = Vec::new();
        loop {
            let Some(batch) = batches.get(next.fetch_add(1, Ordering::Relaxed)) else {
                return Ok(written);
            };
            for &at in batch {
                if failed.load(Ordering::Relaxed) {
                    return Ok(written);
                }
                match write_one(&targets[at], new[at], make(at)) {
                    Ok(true) => written.push(at),
                    Ok(false) => {}
                    Err(error) => {
                        failed.store(true, Ordering::Relaxed);
                        return Err(error);
                    }
                }
                progress(done.fetch_add(1, Ordering::Relaxed) + 1, targets.len());
            }
        }
    };
    let results: Vec<Result<Vec<usize>, E>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..workers).map(|_| scope.spawn(work)).collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|_| Err(PublishFault::Worker.into()))
            })
            .collect()
    });
    let mut written = Vec::new();
    for result in results {
        written.extend(result?);
    }
    written.sort_unstable();
    Ok(written)
}

/// The most files of one folder a worker takes at a time.
const BATCH: usize = 256;

/// The targets' indexes grouped by folder (in the order folders first appear), each
/// group cut into batches of at most `BATCH`.
fn batches_by_folder(targets: &[PathBuf]) -> Vec<Vec<usize>> {
    let mut folders: Vec<(&Path, Vec<usize>)> = Vec::new();
    let mut index: std::collections::HashMap<&Path, usize> = std::collections::HashMap::new();
    for (at, path) in targets.iter().enumerate() {
        let folder = path.parent().unwrap_or(path);
        let slot = *index.entry(folder).or_insert_with(|| {
            folders.push((folder, Vec::new()));
            folders.len() - 1
        });
        folders[slot].1.push(at);
    }
    folders
        .into_iter()
        .flat_map(|(_, files)| {
            files
                .chunks(BATCH)
                .map(<[usize]>::to_vec)
                .collect::<Vec<_>>()
        })
        .collect()
}

/// Writes a made file unless the folder already holds those bytes: whether it wrote.
/// A `new` file (not on Dugout's list, so found absent before writing began) is not
/// looked for.
fn write_one<E: From<PublishFault>>(
    path: &Path,
    new: bool,
    made: Result<Vec<u8>, E>,
) -> Result<bool, E> {
    let bytes = made?;
    if !new && std::fs::read(path).is_ok_and(|old| old == bytes) {
        return Ok(false);
    }
    write_file(path, &bytes)?;
    Ok(true)
}

fn temporary_of(path: &Path) -> PathBuf {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    path.with_file_name(format!(".{name}.dugout-tmp"))
}

/// Creates every folder the files go in, each once.
fn make_folders(targets: &[PathBuf]) -> Result<(), PublishFault> {
    let folders: BTreeSet<&Path> = targets.iter().filter_map(|p| p.parent()).collect();
    for folder in folders {
        std::fs::create_dir_all(folder).map_err(|e| io(folder, e))?;
    }
    Ok(())
}

/// Writes a file (its folder made already) whole or not at all: into a temporary file
/// beside it, then renamed (a page is either the old one or the new one; not forced to
/// the disk one by one, which would cost a sync per page of a 100,000-page site).
fn write_file(path: &Path, bytes: &[u8]) -> Result<(), PublishFault> {
    let temporary = temporary_of(path);
    let mut file = std::fs::File::create(&temporary).map_err(|e| io(&temporary, e))?;
    file.write_all(bytes).map_err(|e| io(&temporary, e))?;
    drop(file);
    std::fs::rename(&temporary, path).map_err(|e| io(path, e))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Publishes `files` (path, text) with nothing told of the progress.
    fn write(root: &Path, files: &[(&str, &str)]) -> Result<FolderReport, PublishFault> {
        let paths: Vec<String> = files.iter().map(|(p, _)| p.to_string()).collect();
        let make = |i: usize| Ok(files[i].1.as_bytes().to_vec());
        write_site(root, &paths, &make, &|_, _| {})
    }

    #[test]
    fn a_second_publish_writes_only_what_changed_and_keeps_foreign_files() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("site");
        std::fs::create_dir_all(&root).unwrap();
        std::fs::write(root.join("notes.txt"), "mine").unwrap();
        let first = write(&root, &[("index.html", "a"), ("teams/1.html", "t")]);
        assert_eq!(first.unwrap().written.len(), 2);
        let second = write(&root, &[("index.html", "b")]).unwrap();
        assert_eq!(second.written, vec!["index.html".to_string()]);
        assert_eq!(second.removed, vec!["teams/1.html".to_string()]);
        let third = write(&root, &[("index.html", "b")]).unwrap();
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
        let refused = write(dir.path(), &[("a.html", "x"), ("index.html", "y")]);
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
            write(dir.path(), &[]),
            Err(PublishFault::Manifest { .. })
        ));
        std::fs::write(dir.path().join(MANIFEST), format!("{HEADER}\n../escape\n")).unwrap();
        assert!(matches!(
            write(dir.path(), &[]),
            Err(PublishFault::Manifest { .. })
        ));
        assert!(under(dir.path(), "../x").is_none());
        assert!(under(dir.path(), "/etc/passwd").is_none());
    }

    #[test]
    fn a_publish_cut_short_is_taken_up_by_the_next_and_its_leftovers_cleared() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        let pages = [
            ("index.html", "a"),
            ("teams/1.html", "t"),
            ("teams/2.html", "u"),
        ];
        let paths: Vec<String> = pages.iter().map(|(p, _)| p.to_string()).collect();
        // The second page fails: the first may be written, the list claims all three.
        let make = |i: usize| match i {
            1 => Err(PublishFault::Worker),
            _ => Ok(pages[i].1.as_bytes().to_vec()),
        };
        assert!(write_site(root, &paths, &make, &|_, _| {}).is_err());
        let list = std::fs::read_to_string(root.join(MANIFEST)).unwrap();
        assert!(list.contains(UNFINISHED) && list.contains("teams/2.html"));
        std::fs::create_dir_all(root.join("teams")).unwrap();
        std::fs::write(root.join("teams/.1.html.dugout-tmp"), "half").unwrap();
        std::fs::write(root.join("teams/2.html"), "u").unwrap();
        let report = write(root, &pages).unwrap();
        assert_eq!(report.written.len() + report.unchanged, 3);
        assert!(!root.join("teams/.1.html.dugout-tmp").exists());
        let list = std::fs::read_to_string(root.join(MANIFEST)).unwrap();
        assert!(!list.contains(UNFINISHED));
    }

    #[test]
    fn progress_counts_every_file_once() {
        let dir = tempfile::tempdir().unwrap();
        let paths: Vec<String> = (0..50).map(|i| format!("p/{i}.html")).collect();
        let seen = std::sync::Mutex::new(Vec::new());
        let make = |i: usize| Ok(i.to_string().into_bytes());
        let report = write_site::<PublishFault>(dir.path(), &paths, &make, &|done, all| {
            seen.lock().unwrap().push((done, all));
        })
        .unwrap();
        assert_eq!(report.written, paths);
        let mut seen = seen.into_inner().unwrap();
        seen.sort_unstable();
        assert_eq!(seen, (1..=50).map(|d| (d, 50)).collect::<Vec<_>>());
    }
}
