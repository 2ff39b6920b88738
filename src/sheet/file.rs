//! Writing a document to disk: through a temporary file in the same folder, renamed
//! into place, so a reader never sees half a PDF and a failed write leaves no file.

use std::io::Write;
use std::path::Path;

use crate::Result;
use crate::error::{FileFault, IoCause};

/// Writes `bytes` to `path` via a temporary file and a rename.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<()> {
    let folder = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    if !folder.is_dir() {
        return Err(FileFault::FolderMissing {
            path: path.to_path_buf(),
            folder: folder.to_path_buf(),
        }
        .into());
    }
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .ok_or_else(|| FileFault::NotAFileName {
            path: path.to_path_buf(),
        })?;
    let temporary = folder.join(format!(".{name}.{}.tmp", std::process::id()));
    let written = std::fs::File::create(&temporary)
        .and_then(|mut file| {
            file.write_all(bytes)?;
            file.sync_all()
        })
        .and_then(|()| std::fs::rename(&temporary, path));
    if let Err(error) = written {
        let _ = std::fs::remove_file(&temporary);
        return Err(FileFault::Write {
            path: path.to_path_buf(),
            cause: IoCause::of(&error),
        }
        .into());
    }
    Ok(())
}

/// A file name for a team's sheet: its id and name, lower case, with anything but
/// letters and digits turned into dashes ("007-kovoss-kreations.pdf").
pub fn file_name(id: i64, name: &str) -> String {
    let slug = slug(name);
    if slug.is_empty() {
        format!("{id:03}.pdf")
    } else {
        format!("{id:03}-{slug}.pdf")
    }
}

/// `name` in lower case with every run of other characters than letters and digits
/// turned into one dash, none at either end ("Les Zoé's" → "les-zoé-s").
pub fn slug(name: &str) -> String {
    let mut slug = String::new();
    for c in name.chars().flat_map(char::to_lowercase) {
        if c.is_alphanumeric() {
            slug.push(c);
        } else if !slug.ends_with('-') {
            slug.push('-');
        }
    }
    slug.trim_matches('-').to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_are_plain() {
        assert_eq!(file_name(7, "Kovoss Kreations"), "007-kovoss-kreations.pdf");
        assert_eq!(
            file_name(12, "Les Zoé's / Étoiles!"),
            "012-les-zoé-s-étoiles.pdf"
        );
        assert_eq!(file_name(3, "///"), "003.pdf");
    }

    #[test]
    fn writes_through_a_temporary_file() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let path = dir.path().join("sheet.pdf");
        write_atomic(&path, b"%PDF-1.7").expect("written");
        assert_eq!(std::fs::read(&path).expect("read back"), b"%PDF-1.7");
        let names: Vec<_> = std::fs::read_dir(dir.path())
            .expect("listed")
            .map(|e| e.expect("entry").file_name())
            .collect();
        assert_eq!(names.len(), 1, "no temporary file is left: {names:?}");
        let missing = dir.path().join("nowhere").join("sheet.pdf");
        assert!(write_atomic(&missing, b"x").is_err());
    }
}
