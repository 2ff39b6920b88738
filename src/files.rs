//! Writing a file whole (`write_atomic`), and reading the files a user hands Dugout
//! (documents, reports, roster packs, decks, settings): only a regular file, only up to a size fixed per kind of file, only UTF-8
//! text. `/dev/zero`, a pipe or a folder is refused at once; nothing is read without a
//! bound. The limits are listed in `docs/exchange.md` and `docs/league-file.md`.

use std::io::{Read, Write};
use std::path::Path;

use crate::Result;
use crate::error::{FileFault, IoCause};

/// What a file is for, and so how large it may be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InputKind {
    /// A league document (`dugout.league`): a whole league's history.
    LeagueDocument,
    /// A team document (`dugout.team`).
    TeamDocument,
    /// A match report, or a pre-match or post-match file given to a match-day command.
    Report,
    /// A Blood Bowl roster pack (TOML).
    RosterPack,
    /// A Killpower Ball power-card deck.
    Deck,
    /// The window's own settings file.
    Settings,
}

const MIB: u64 = 1024 * 1024;

impl InputKind {
    /// The most bytes Dugout reads for this kind of file. A league document of a league
    /// that played a thousand matches with every match day recorded is about 10 MiB.
    pub const fn limit(self) -> u64 {
        match self {
            InputKind::LeagueDocument => 256 * MIB,
            InputKind::TeamDocument => 32 * MIB,
            InputKind::Report | InputKind::RosterPack | InputKind::Deck => 4 * MIB,
            InputKind::Settings => MIB,
        }
    }
}

/// Reads the text of the regular file at `path`, refusing anything else (a folder, a
/// device, a pipe), a file larger than `kind`'s limit, or bytes that are not UTF-8.
pub fn read_text(path: &Path, kind: InputKind) -> Result<String> {
    let refused = |cause: IoCause| FileFault::Read {
        path: path.to_path_buf(),
        cause,
    };
    let file = open_without_waiting(path).map_err(|error| refused(IoCause::of(&error)))?;
    let meta = file
        .metadata()
        .map_err(|error| refused(IoCause::of(&error)))?;
    if meta.is_dir() {
        return Err(refused(IoCause::IsFolder).into());
    }
    if !meta.is_file() {
        return Err(refused(IoCause::NotRegular).into());
    }
    let limit = kind.limit();
    let too_large = || refused(IoCause::TooLarge { limit });
    if meta.len() > limit {
        return Err(too_large().into());
    }
    // The file may grow while it is read: never more than the limit and one byte.
    let mut bytes = Vec::with_capacity(usize::try_from(meta.len()).unwrap_or(0));
    file.take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(|error| refused(IoCause::of(&error)))?;
    if bytes.len() as u64 > limit {
        return Err(too_large().into());
    }
    String::from_utf8(bytes).map_err(|_| refused(IoCause::NotText).into())
}

/// Opens `path` for reading without waiting: a named pipe with no writer would hold a
/// plain open for ever, and is refused once its handle says it is not a regular file.
/// (On a regular file the flag changes nothing.)
fn open_without_waiting(path: &Path) -> std::io::Result<std::fs::File> {
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK);
    }
    options.open(path)
}

/// Writes `bytes` to `path` whole or not at all: into a temporary file created new in
/// the same folder, forced to the disk, then renamed into place (a link at `path` is
/// replaced, not followed). A reader never sees half a file; a failed write leaves none.
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
    // Created new: a link or a file someone put at the temporary name is refused, never
    // followed or truncated (the folder may be shared).
    let written = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&temporary)
        .and_then(|mut file| {
            file.write_all(bytes)?;
            file.sync_all()
        })
        .and_then(|()| std::fs::rename(&temporary, path));
    if let Err(error) = written {
        if error.kind() != std::io::ErrorKind::AlreadyExists {
            let _ = std::fs::remove_file(&temporary);
        }
        return Err(FileFault::Write {
            path: path.to_path_buf(),
            cause: IoCause::of(&error),
        }
        .into());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::Lang;
    use crate::error::Surface;

    fn refusal(path: &Path, kind: InputKind) -> (String, String) {
        let error = read_text(path, kind).expect_err("refused");
        (
            error.text(Surface::Cli, Lang::En),
            error.text(Surface::Cli, Lang::Fr),
        )
    }

    #[test]
    fn a_regular_text_file_is_read_whole() {
        let dir = tempfile::tempdir().expect("dir");
        let path = dir.path().join("report.json");
        std::fs::write(&path, "{\"home_score\": 1}").expect("write");
        assert_eq!(
            read_text(&path, InputKind::Report).expect("read"),
            "{\"home_score\": 1}"
        );
    }

    #[test]
    fn a_device_a_folder_and_a_file_over_the_limit_are_refused_in_words() {
        let (en, fr) = refusal(Path::new("/dev/zero"), InputKind::LeagueDocument);
        assert!(en.contains("not a regular file"), "{en}");
        assert!(fr.contains("pas un fichier ordinaire"), "{fr}");
        let dir = tempfile::tempdir().expect("dir");
        let (en, _) = refusal(dir.path(), InputKind::Report);
        assert!(en.contains("folder"), "{en}");
        let big = dir.path().join("big.json");
        std::fs::write(&big, vec![b' '; (InputKind::Settings.limit() + 1) as usize])
            .expect("write");
        let (en, fr) = refusal(&big, InputKind::Settings);
        assert!(en.contains("larger than 1 MiB"), "{en}");
        assert!(fr.contains("plus de 1 Mio"), "{fr}");
        assert!(read_text(&big, InputKind::Report).is_ok());
    }

    /// Issue 45: a named pipe with no writer is refused at once, not waited on.
    #[cfg(unix)]
    #[test]
    fn a_named_pipe_is_refused_without_waiting() {
        let dir = tempfile::tempdir().expect("dir");
        let pipe = dir.path().join("league.json");
        let made = std::process::Command::new("mkfifo")
            .arg(&pipe)
            .status()
            .expect("mkfifo");
        assert!(made.success());
        let started = std::time::Instant::now();
        let (en, fr) = refusal(&pipe, InputKind::LeagueDocument);
        assert!(started.elapsed() < std::time::Duration::from_secs(1));
        assert!(en.contains("not a regular file"), "{en}");
        assert!(fr.contains("pas un fichier ordinaire"), "{fr}");
    }

    #[test]
    fn bytes_that_are_not_utf8_are_refused() {
        let dir = tempfile::tempdir().expect("dir");
        let path = dir.path().join("team.json");
        std::fs::write(&path, [0xff, 0xfe, 0x00]).expect("write");
        let (en, _) = refusal(&path, InputKind::TeamDocument);
        assert!(en.contains("UTF-8"), "{en}");
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

    /// Issue 45: a link planted at the temporary name is refused, its target untouched.
    #[cfg(unix)]
    #[test]
    fn a_link_at_the_temporary_name_is_not_followed() {
        let dir = tempfile::tempdir().expect("dir");
        let victim = dir.path().join("victim.txt");
        std::fs::write(&victim, "precious").expect("write");
        let path = dir.path().join("settings.toml");
        let temporary = dir
            .path()
            .join(format!(".settings.toml.{}.tmp", std::process::id()));
        std::os::unix::fs::symlink(&victim, &temporary).expect("link");
        let error = write_atomic(&path, b"lang = 'fr'").expect_err("refused");
        let said = error.text(Surface::Cli, Lang::En);
        assert!(said.contains("already exists"), "{said}");
        assert_eq!(std::fs::read_to_string(&victim).expect("read"), "precious");
        assert!(!path.exists());
    }
}
