//! Writing a site into a folder the user chose, alongside whatever else it holds, and
//! perhaps on a drive others can write to. Dugout keeps a list of the files it wrote and
//! the bytes of each (`manifest`). Publishing again writes only the pages whose bytes
//! changed, and removes a page the league no longer has only while it still holds what
//! Dugout wrote; anything else is left and reported.
//!
//! Everything is checked before anything is written: a link anywhere Dugout would write
//! (a page, a sub-folder, a temporary name, the list), a file Dugout did not write where
//! a page goes, or a page changed since Dugout wrote it refuses the publish, naming it.
//! Writes go through folders held open (`dir`), never through a link, into temporary
//! files created new and renamed into place. A lock on the folder keeps a second publish
//! out while one writes.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use super::dir::{Dir, Kind};
use super::manifest::{self, Digest, MANIFEST, Manifest, Written, digest};
use crate::data::Lang;
use crate::error::PublishFault;
use crate::tr::texts;

/// What a publish did to the folder.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize)]
pub struct FolderReport {
    /// Files written because they were new or had changed, in the site's order.
    pub written: Vec<String>,
    /// Files already holding the same bytes.
    pub unchanged: usize,
    /// Dugout's own files the site no longer has.
    pub removed: Vec<String>,
    /// Files the site no longer has that Dugout left, because they no longer hold (or
    /// nothing says they hold) what it wrote.
    pub left: Vec<String>,
}

texts! { FolderTexts {
    Left => "Left {} file(s) the site no longer has, because they no longer hold what Dugout wrote (or nothing says what it wrote): {}",
        "{} fichier(s) dont le site n'a plus besoin laissé(s), car ils ne contiennent plus ce que Dugout a écrit (ou rien ne dit ce qu'il a écrit) : {}";
} }

impl FolderReport {
    /// The files left, said (None when none was).
    pub fn left_said(&self, lang: Lang) -> Option<String> {
        (!self.left.is_empty())
            .then(|| FolderTexts::Left.fill(lang, &[&self.left.len(), &self.left.join(", ")]))
    }
}

/// Makes the bytes of the site's file at an index of its paths.
pub type MakeFile<'a, E> = dyn Fn(usize) -> Result<Vec<u8>, E> + Sync + 'a;

/// A page's place: its folder (an index into the site's folders) and its name there.
struct Place {
    folder: usize,
    name: String,
}

/// Where the site's files go, checked.
struct Plan {
    /// Each folder a file goes in, from the root (`""` is the root), parents first.
    folders: Vec<String>,
    /// Those folders that exist, held open.
    held: Vec<Option<Dir>>,
    places: Vec<Place>,
    /// The bytes each place holds now, when it holds a page Dugout wrote.
    current: Vec<Option<Digest>>,
    /// Temporary files a publish cut short left, to clear: (folder, name).
    leftovers: Vec<(usize, String)>,
}

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
    let root = open_root(root)?;
    lock(&root)?;
    let before = manifest::read(&root)?;
    let plan = check(&root, paths, &before)?;
    // Nothing was written until here.
    for (folder, name) in &plan.leftovers {
        if let Some(dir) = &plan.held[*folder] {
            dir.remove(name)
                .map_err(|e| PublishFault::folder(&dir.path_of(name), &e))?;
        }
    }
    let claimed = claimed(&before, paths);
    write_list(&root, claimed.iter().map(|(p, w)| (p.as_str(), *w)), true)?;
    let folders = open_folders(&root, &plan.folders, true)?;
    let folders: Vec<Dir> = folders.into_iter().flatten().collect();
    let made = write_all(&folders, &plan, make, progress)?;
    let mut report = FolderReport::default();
    for (path, (_, written)) in paths.iter().zip(&made) {
        match written {
            true => report.written.push(path.clone()),
            false => report.unchanged += 1,
        }
    }
    let now: BTreeSet<&str> = paths.iter().map(String::as_str).collect();
    for (gone, written) in before
        .files
        .iter()
        .filter(|(p, _)| !now.contains(p.as_str()))
    {
        match remove_if_unchanged(&root, gone, *written)? {
            Gone::Removed => report.removed.push(gone.clone()),
            Gone::Left => report.left.push(gone.clone()),
            Gone::Absent => {}
        }
    }
    let list = paths
        .iter()
        .zip(&made)
        .map(|(path, (digest, _))| (path.as_str(), Written::Bytes(*digest)));
    write_list(&root, list.collect::<BTreeMap<_, _>>().into_iter(), false)?;
    Ok(report)
}

/// The folder the user chose, made if need be.
fn open_root(path: &Path) -> Result<Dir, PublishFault> {
    if std::fs::metadata(path).is_ok_and(|meta| !meta.is_dir()) {
        return Err(PublishFault::NotFolder {
            path: path.display().to_string(),
        });
    }
    std::fs::create_dir_all(path).map_err(|e| PublishFault::folder(path, &e))?;
    Dir::open_root(path).map_err(|e| PublishFault::folder(path, &e))
}

/// Takes the folder's lock, refusing when another publish holds it.
fn lock(root: &Dir) -> Result<(), PublishFault> {
    match root.lock() {
        Ok(true) => Ok(()),
        Ok(false) => Err(PublishFault::Busy {
            path: root.path().display().to_string(),
        }),
        Err(error) => Err(PublishFault::folder(root.path(), &error)),
    }
}

/// The list while a publish is under way: what the last one wrote, and every file of
/// this one, whose bytes are not known until written.
fn claimed(before: &Manifest, paths: &[String]) -> BTreeMap<String, Written> {
    let mut claimed = before.files.clone();
    for path in paths {
        claimed.insert(path.clone(), Written::Unknown);
    }
    claimed
}

fn write_list<'a>(
    root: &Dir,
    files: impl Iterator<Item = (&'a str, Written)>,
    unfinished: bool,
) -> Result<(), PublishFault> {
    replace(root, MANIFEST, manifest::text(files, unfinished).as_bytes())
}

/// Checks every place the site's files go before anything is written.
fn check(root: &Dir, paths: &[String], before: &Manifest) -> Result<Plan, PublishFault> {
    let mut folders = BTreeSet::from([String::new()]);
    let mut split = Vec::with_capacity(paths.len());
    for path in paths {
        if !manifest::is_inside(path) {
            return Err(PublishFault::Foreign {
                path: root.path_of(path).display().to_string(),
            });
        }
        let (folder, name) = path.rsplit_once('/').unwrap_or(("", path));
        let mut parent = folder;
        while !parent.is_empty() && folders.insert(parent.to_string()) {
            parent = parent.rsplit_once('/').map_or("", |(up, _)| up);
        }
        split.push((folder, name));
    }
    let folders: Vec<String> = folders.into_iter().collect();
    let index: BTreeMap<&str, usize> = folders
        .iter()
        .enumerate()
        .map(|(at, f)| (f.as_str(), at))
        .collect();
    let held = open_folders(root, &folders, false)?;
    let mut plan = Plan {
        places: Vec::with_capacity(paths.len()),
        current: Vec::with_capacity(paths.len()),
        leftovers: Vec::new(),
        folders: Vec::new(),
        held: Vec::new(),
    };
    let list_folder = Place {
        folder: 0,
        name: MANIFEST.to_string(),
    };
    check_temporary(&held, &list_folder, &mut plan.leftovers)?;
    let places: Vec<Place> = split
        .into_iter()
        .map(|(folder, name)| Place {
            folder: index[folder],
            name: name.to_string(),
        })
        .collect();
    // Each page Dugout wrote is read back and hashed: on the machine's cores, in order.
    let checked = check_places(&held, &places, paths, before)?;
    for (place, (current, leftover)) in places.into_iter().zip(checked) {
        plan.leftovers
            .extend(leftover.map(|name| (place.folder, name)));
        plan.places.push(place);
        plan.current.push(current);
    }
    plan.folders = folders;
    plan.held = held;
    Ok(plan)
}

/// What each place holds now and the leftover temporary file beside it, if any (see
/// `check_place`, `check_temporary`), worked out on the machine's cores.
#[allow(clippy::type_complexity)]
fn check_places(
    held: &[Option<Dir>],
    places: &[Place],
    paths: &[String],
    before: &Manifest,
) -> Result<Vec<(Option<Digest>, Option<String>)>, PublishFault> {
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get().min(8));
    let chunk = places.len().div_ceil(workers).max(1);
    let check = |at: usize| -> Result<(Option<Digest>, Option<String>), PublishFault> {
        let place = &places[at];
        let current = check_place(held, place, before.files.get(&paths[at]))?;
        let mut leftovers = Vec::new();
        check_temporary(held, place, &mut leftovers)?;
        Ok((current, leftovers.pop().map(|(_, name)| name)))
    };
    let parts: Vec<Result<Vec<_>, PublishFault>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..places.len())
            .step_by(chunk)
            .map(|start| {
                let end = (start + chunk).min(places.len());
                scope.spawn(move || (start..end).map(check).collect())
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or(Err(PublishFault::Worker)))
            .collect()
    });
    let mut checked = Vec::with_capacity(places.len());
    for part in parts {
        checked.extend(part?);
    }
    Ok(checked)
}

/// The site's folders, held open (None: absent, when not `make`). A link, or a file
/// where a folder goes, is refused.
fn open_folders(
    root: &Dir,
    folders: &[String],
    make: bool,
) -> Result<Vec<Option<Dir>>, PublishFault> {
    let mut held: Vec<Option<Dir>> = Vec::with_capacity(folders.len());
    let mut index: BTreeMap<&str, usize> = BTreeMap::new();
    for (at, folder) in folders.iter().enumerate() {
        index.insert(folder, at);
        if folder.is_empty() {
            held.push(Some(
                root.again()
                    .map_err(|e| PublishFault::folder(root.path(), &e))?,
            ));
            continue;
        }
        let (up, name) = folder.rsplit_once('/').unwrap_or(("", folder));
        let Some(parent) = index.get(up).and_then(|&p| held[p].as_ref()) else {
            held.push(None);
            continue;
        };
        let path = parent.path_of(name);
        let shown = || path.display().to_string();
        let kind = parent
            .kind(name)
            .map_err(|e| PublishFault::folder(&path, &e))?;
        held.push(match kind {
            Kind::Link => return Err(PublishFault::Link { path: shown() }),
            Kind::File | Kind::Other => return Err(PublishFault::Foreign { path: shown() }),
            Kind::Absent if !make => None,
            Kind::Absent | Kind::Folder => Some(
                parent
                    .sub(name, make)
                    .map_err(|e| PublishFault::folder(&path, &e))?,
            ),
        });
    }
    Ok(held)
}

/// What a page's place holds now, refused unless it is nothing or a page Dugout wrote
/// and nobody changed since.
fn check_place(
    held: &[Option<Dir>],
    place: &Place,
    listed: Option<&Written>,
) -> Result<Option<Digest>, PublishFault> {
    let Some(dir) = &held[place.folder] else {
        return Ok(None);
    };
    let path = dir.path_of(&place.name);
    let shown = || path.display().to_string();
    match dir
        .kind(&place.name)
        .map_err(|e| PublishFault::folder(&path, &e))?
    {
        Kind::Absent => return Ok(None),
        Kind::File if listed.is_some() => {}
        Kind::Link => return Err(PublishFault::Link { path: shown() }),
        Kind::File | Kind::Folder | Kind::Other => {
            return Err(PublishFault::Foreign { path: shown() });
        }
    }
    let bytes = dir
        .read(&place.name)
        .map_err(|e| PublishFault::folder(&path, &e))?
        .ok_or_else(|| PublishFault::Foreign { path: shown() })?;
    let now = digest(&bytes);
    match listed {
        Some(Written::Bytes(wrote)) if *wrote != now => {
            Err(PublishFault::Changed { path: shown() })
        }
        _ => Ok(Some(now)),
    }
}

/// A page's temporary name must be free, or hold a regular file a publish cut short
/// left (cleared before writing); a link or anything else there is refused.
fn check_temporary(
    held: &[Option<Dir>],
    place: &Place,
    leftovers: &mut Vec<(usize, String)>,
) -> Result<(), PublishFault> {
    let Some(dir) = &held[place.folder] else {
        return Ok(());
    };
    let name = temporary_of(&place.name);
    let path = dir.path_of(&name);
    match dir
        .kind(&name)
        .map_err(|e| PublishFault::folder(&path, &e))?
    {
        Kind::Absent => Ok(()),
        Kind::File => {
            leftovers.push((place.folder, name));
            Ok(())
        }
        Kind::Link => Err(PublishFault::Link {
            path: path.display().to_string(),
        }),
        Kind::Folder | Kind::Other => Err(PublishFault::Foreign {
            path: path.display().to_string(),
        }),
    }
}

/// What became of a file the site no longer has.
enum Gone {
    Removed,
    Left,
    Absent,
}

/// Removes a file of the last publish if it is a regular file, reached without a link,
/// still holding the bytes Dugout wrote.
fn remove_if_unchanged(root: &Dir, relative: &str, written: Written) -> Result<Gone, PublishFault> {
    let (folder, name) = relative.rsplit_once('/').unwrap_or(("", relative));
    let mut dir = root
        .again()
        .map_err(|e| PublishFault::folder(root.path(), &e))?;
    for part in folder.split('/').filter(|p| !p.is_empty()) {
        match dir.kind(part) {
            Ok(Kind::Folder) => {}
            Ok(Kind::Absent) => return Ok(Gone::Absent),
            _ => return Ok(Gone::Left),
        }
        dir = match dir.sub(part, false) {
            Ok(sub) => sub,
            Err(_) => return Ok(Gone::Left),
        };
    }
    match dir.kind(name) {
        Ok(Kind::Absent) => return Ok(Gone::Absent),
        Ok(Kind::File) => {}
        _ => return Ok(Gone::Left),
    }
    let Written::Bytes(wrote) = written else {
        return Ok(Gone::Left);
    };
    match dir.read(name) {
        Ok(Some(bytes)) if digest(&bytes) == wrote => {}
        _ => return Ok(Gone::Left),
    }
    dir.remove(name)
        .map_err(|e| PublishFault::folder(&dir.path_of(name), &e))?;
    Ok(Gone::Removed)
}

/// Makes and writes every file, on the machine's cores: for each, the digest of its
/// bytes and whether it was written (new or changed). The first failure stops every
/// worker.
///
/// Each worker takes a folder's files (at most `BATCH` at a time) so that two workers
/// rarely add to the same folder at once, which file systems serialise.
fn write_all<E: From<PublishFault> + Send>(
    folders: &[Dir],
    plan: &Plan,
    make: &MakeFile<'_, E>,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> Result<Vec<(Digest, bool)>, E> {
    let total = plan.places.len();
    let batches = batches_by_folder(&plan.places);
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let failed = AtomicBool::new(false);
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get().min(8));
    let work = || -> Result<Vec<Made>, E> {
        let mut made = Vec::new();
        loop {
            let Some(batch) = batches.get(next.fetch_add(1, Ordering::Relaxed)) else {
                return Ok(made);
            };
            for &at in batch {
                if failed.load(Ordering::Relaxed) {
                    return Ok(made);
                }
                let place = &plan.places[at];
                match write_one(
                    &folders[place.folder],
                    &place.name,
                    plan.current[at],
                    make(at),
                ) {
                    Ok((digest, written)) => made.push((at, digest, written)),
                    Err(error) => {
                        failed.store(true, Ordering::Relaxed);
                        return Err(error);
                    }
                }
                progress(done.fetch_add(1, Ordering::Relaxed) + 1, total);
            }
        }
    };
    let results: Vec<Result<Vec<Made>, E>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..workers).map(|_| scope.spawn(work)).collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|_| Err(PublishFault::Worker.into()))
            })
            .collect()
    });
    let mut made = vec![([0u8; 32], false); total];
    for result in results {
        for (at, digest, written) in result? {
            made[at] = (digest, written);
        }
    }
    Ok(made)
}

/// A file made: its index, its bytes' digest, whether it was written.
type Made = (usize, Digest, bool);

/// The most files of one folder a worker takes at a time.
const BATCH: usize = 256;

/// The places' indexes grouped by folder (in the order folders first appear), each
/// group cut into batches of at most `BATCH`.
fn batches_by_folder(places: &[Place]) -> Vec<Vec<usize>> {
    let mut folders: Vec<Vec<usize>> = Vec::new();
    let mut index: std::collections::HashMap<usize, usize> = std::collections::HashMap::new();
    for (at, place) in places.iter().enumerate() {
        let slot = *index.entry(place.folder).or_insert_with(|| {
            folders.push(Vec::new());
            folders.len() - 1
        });
        folders[slot].push(at);
    }
    folders
        .into_iter()
        .flat_map(|files| {
            files
                .chunks(BATCH)
                .map(<[usize]>::to_vec)
                .collect::<Vec<_>>()
        })
        .collect()
}

/// Writes a made file unless its place already holds those bytes: the bytes' digest,
/// and whether it wrote.
fn write_one<E: From<PublishFault>>(
    dir: &Dir,
    name: &str,
    current: Option<Digest>,
    made: Result<Vec<u8>, E>,
) -> Result<(Digest, bool), E> {
    let bytes = made?;
    let digest = digest(&bytes);
    if current == Some(digest) {
        return Ok((digest, false));
    }
    replace(dir, name, &bytes)?;
    Ok((digest, true))
}

fn temporary_of(name: &str) -> String {
    format!(".{name}.dugout-tmp")
}

/// Writes a file whole or not at all: into a temporary file created new beside it (a
/// link or file put there meanwhile is refused, not followed), then renamed into place
/// (a page is either the old one or the new one; not forced to the disk one by one,
/// which would cost a sync per page of a 100,000-page site).
fn replace(dir: &Dir, name: &str, bytes: &[u8]) -> Result<(), PublishFault> {
    let temporary = temporary_of(name);
    let path = dir.path_of(&temporary);
    if let Err(error) = dir.create(&temporary, bytes) {
        return Err(match dir.kind(&temporary) {
            Ok(Kind::Link) => PublishFault::Link {
                path: path.display().to_string(),
            },
            _ if error.kind() == std::io::ErrorKind::AlreadyExists => PublishFault::Foreign {
                path: path.display().to_string(),
            },
            _ => PublishFault::folder(&path, &error),
        });
    }
    dir.rename(&temporary, name).map_err(|error| {
        let _ = dir.remove(&temporary);
        PublishFault::folder(&dir.path_of(name), &error)
    })
}
#[cfg(test)]
#[path = "folder_tests.rs"]
mod tests;
