//! The list of the files Dugout wrote into a site folder (`.dugout-site`), each with the
//! SHA-256 of the bytes it wrote, so a later publish removes or writes over only a file
//! that still holds exactly those bytes. A list is read strictly: a line Dugout does not
//! write makes the whole list refused, never obeyed.
//!
//! ```text
//! # Files written by Dugout's `publish`; other files here are left alone.
//! # format 2
//! # unfinished                      (only while a publish is under way)
//! 3f1e…(64 hex digits) index.html
//! - teams/4.html                    (claimed by a publish under way; bytes not yet known)
//! ```
//!
//! A list of the first format (a header, then bare paths) is still read: its files may be
//! written over by the same page, but never removed, since nothing says what they held.

use std::collections::BTreeMap;
use std::path::{Component, Path};

use sha2::{Digest as _, Sha256};

use super::dir::{Dir, Kind};
use crate::error::PublishFault;

/// The list's name, in the folder's root.
pub const MANIFEST: &str = ".dugout-site";

/// The list's first line, so a file that merely has the name is not taken for one.
const HEADER: &str = "# Files written by Dugout's `publish`; other files here are left alone.";

/// The second line of a list that records each file's bytes.
const FORMAT: &str = "# format 2";

/// The line of a list written while a publish is under way: the list then names every
/// file the publish may write, so one cut short is taken up again by the next.
const UNFINISHED: &str = "# unfinished";

/// The SHA-256 of a file's bytes.
pub type Digest = [u8; 32];

pub fn digest(bytes: &[u8]) -> Digest {
    Sha256::digest(bytes).into()
}

/// What the list says Dugout wrote at a path.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Written {
    /// These bytes.
    Bytes(Digest),
    /// Something not recorded: claimed by a publish cut short, or a first-format list.
    Unknown,
}

/// A list read back. (Whether it was left unfinished needs no keeping: the files it
/// claims are all `Unknown` then, and a cut-short publish's temporary files are found
/// by their names.)
#[derive(Debug, Default)]
pub struct Manifest {
    pub files: BTreeMap<String, Written>,
}

/// Whether a list's path stays inside the folder: plain names joined by `/`.
pub fn is_inside(relative: &str) -> bool {
    !relative.is_empty()
        && !relative.contains('\\')
        && Path::new(relative)
            .components()
            .all(|c| matches!(c, Component::Normal(_)))
}

/// The folder's list (empty when it has none).
pub fn read(root: &Dir) -> Result<Manifest, PublishFault> {
    let shown = || root.path_of(MANIFEST).display().to_string();
    let refused = || PublishFault::Manifest { path: shown() };
    match root.kind(MANIFEST) {
        Ok(Kind::Absent) => return Ok(Manifest::default()),
        Ok(Kind::File) => {}
        Ok(Kind::Link) => return Err(PublishFault::Link { path: shown() }),
        Ok(_) => return Err(refused()),
        Err(error) => return Err(PublishFault::folder(&root.path_of(MANIFEST), &error)),
    }
    let bytes = root
        .read(MANIFEST)
        .map_err(|error| PublishFault::folder(&root.path_of(MANIFEST), &error))?
        .ok_or_else(refused)?;
    let text = String::from_utf8(bytes).map_err(|_| refused())?;
    parse(&text).ok_or_else(refused)
}

/// A list's text read strictly (None: not a list Dugout writes).
fn parse(text: &str) -> Option<Manifest> {
    let mut lines = text.lines().filter(|l| !l.is_empty()).peekable();
    (lines.next()? == HEADER).then_some(())?;
    let second_format = lines.next_if_eq(&FORMAT).is_some();
    lines.next_if_eq(&UNFINISHED);
    let mut files = BTreeMap::new();
    for line in lines {
        let (path, written) = match second_format {
            true => entry(line)?,
            false => (line, Written::Unknown),
        };
        if !is_inside(path) || files.insert(path.to_string(), written).is_some() {
            return None;
        }
    }
    Some(Manifest { files })
}

/// A line of a second-format list: `HEX PATH` or `- PATH`.
fn entry(line: &str) -> Option<(&str, Written)> {
    let (mark, path) = line.split_once(' ')?;
    if mark == "-" {
        return Some((path, Written::Unknown));
    }
    let mut bytes = [0u8; 32];
    if mark.len() != 64 {
        return None;
    }
    for (at, pair) in mark.as_bytes().chunks(2).enumerate() {
        let hex = std::str::from_utf8(pair).ok()?;
        bytes[at] = u8::from_str_radix(hex, 16).ok()?;
    }
    Some((path, Written::Bytes(bytes)))
}

/// The text of a list naming `files`.
pub fn text<'a>(files: impl Iterator<Item = (&'a str, Written)>, unfinished: bool) -> String {
    let mut text = format!("{HEADER}\n{FORMAT}\n");
    if unfinished {
        text.push_str(UNFINISHED);
        text.push('\n');
    }
    for (path, written) in files {
        match written {
            Written::Bytes(bytes) => bytes
                .iter()
                .for_each(|b| text.push_str(&format!("{b:02x}"))),
            Written::Unknown => text.push('-'),
        }
        text.push(' ');
        text.push_str(path);
        text.push('\n');
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_list_reads_back_what_was_written() {
        let files = [
            ("index.html", Written::Bytes(digest(b"a"))),
            ("teams/1.html", Written::Unknown),
        ];
        let text = text(files.iter().copied(), true);
        assert!(text.contains(UNFINISHED));
        let read = parse(&text).expect("a list");
        assert_eq!(read.files.len(), 2);
        assert_eq!(read.files["index.html"], Written::Bytes(digest(b"a")));
        assert_eq!(read.files["teams/1.html"], Written::Unknown);
    }

    #[test]
    fn a_first_format_list_is_read_with_nothing_known_of_its_files() {
        let read = parse(&format!("{HEADER}\n{UNFINISHED}\nindex.html\n")).expect("a list");
        assert_eq!(read.files["index.html"], Written::Unknown);
    }

    #[test]
    fn a_line_dugout_does_not_write_refuses_the_whole_list() {
        for forged in [
            "hello\n".to_string(),
            format!("{HEADER}\n../escape\n"),
            format!("{HEADER}\n/etc/passwd\n"),
            format!("{HEADER}\n{FORMAT}\nindex.html\n"),
            format!("{HEADER}\n{FORMAT}\nabc index.html\n"),
            format!("{HEADER}\n{FORMAT}\n- a\n- a\n"),
            format!("{HEADER}\n{FORMAT}\n- out/../../x\n"),
            format!("{HEADER}\n{FORMAT}\n- a\\b\n"),
            format!("{HEADER}\n{FORMAT}\n{} x\n", "zz".repeat(32)),
        ] {
            assert!(parse(&forged).is_none(), "{forged}");
        }
    }
}
