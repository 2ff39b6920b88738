//! A folder of the site, held open, and the few things publishing does inside it. On
//! Unix every name is opened relative to the held folder and never through a link
//! (`O_NOFOLLOW`, `AT_SYMLINK_NOFOLLOW`), so a link planted in a shared site folder, or a
//! folder swapped for a link while a publish runs, never leads a write, a truncation or
//! a removal outside it. Elsewhere the same checks are made on paths.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};

/// What stands at a name in a folder, the name's own kind (a link is not followed).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Absent,
    File,
    Folder,
    Link,
    /// A device, a pipe or a socket.
    Other,
}

/// A folder held open (on Unix), with the path it was reached by, for messages.
#[derive(Debug)]
pub struct Dir {
    path: PathBuf,
    #[cfg(unix)]
    fd: std::os::fd::OwnedFd,
}

/// The most bytes read back from a page or list (a page is far smaller).
pub const READ_LIMIT: u64 = 64 * 1024 * 1024;

impl Dir {
    /// The path a name in this folder is shown by.
    pub fn path_of(&self, name: &str) -> PathBuf {
        self.path.join(name)
    }

    pub fn path(&self) -> &Path {
        &self.path
    }
}

#[cfg(unix)]
mod imp {
    use super::*;
    use rustix::fs::{AtFlags, CWD, FileType, Mode, OFlags};

    fn io(errno: rustix::io::Errno) -> std::io::Error {
        std::io::Error::from(errno)
    }

    const PAGE_MODE: u32 = 0o644;
    const FOLDER_MODE: u32 = 0o755;

    impl Dir {
        /// The folder the user chose (a link the user named is theirs to follow).
        pub fn open_root(path: &Path) -> std::io::Result<Dir> {
            let flags = OFlags::RDONLY | OFlags::DIRECTORY | OFlags::CLOEXEC;
            let fd = rustix::fs::openat(CWD, path, flags, Mode::empty()).map_err(io)?;
            Ok(Dir {
                path: path.to_path_buf(),
                fd,
            })
        }

        /// The same folder, held a second time.
        pub fn again(&self) -> std::io::Result<Dir> {
            Ok(Dir {
                path: self.path.clone(),
                fd: self.fd.try_clone()?,
            })
        }

        /// The sub-folder `name`, made first if absent when `make`; a link there is
        /// refused (an error), never followed.
        pub fn sub(&self, name: &str, make: bool) -> std::io::Result<Dir> {
            if make {
                match rustix::fs::mkdirat(&self.fd, name, Mode::from_raw_mode(FOLDER_MODE)) {
                    Ok(()) | Err(rustix::io::Errno::EXIST) => {}
                    Err(errno) => return Err(io(errno)),
                }
            }
            let flags = OFlags::RDONLY | OFlags::DIRECTORY | OFlags::NOFOLLOW | OFlags::CLOEXEC;
            let fd = rustix::fs::openat(&self.fd, name, flags, Mode::empty()).map_err(io)?;
            Ok(Dir {
                path: self.path.join(name),
                fd,
            })
        }

        pub fn kind(&self, name: &str) -> std::io::Result<Kind> {
            match rustix::fs::statat(&self.fd, name, AtFlags::SYMLINK_NOFOLLOW) {
                Ok(stat) => Ok(match FileType::from_raw_mode(stat.st_mode) {
                    FileType::RegularFile => Kind::File,
                    FileType::Directory => Kind::Folder,
                    FileType::Symlink => Kind::Link,
                    _ => Kind::Other,
                }),
                Err(rustix::io::Errno::NOENT) => Ok(Kind::Absent),
                Err(errno) => Err(io(errno)),
            }
        }

        /// The bytes of the regular file `name` (None when it is absent or not a
        /// regular file), read without following a link or waiting on a pipe.
        pub fn read(&self, name: &str) -> std::io::Result<Option<Vec<u8>>> {
            let flags = OFlags::RDONLY | OFlags::NOFOLLOW | OFlags::NONBLOCK | OFlags::CLOEXEC;
            let fd = match rustix::fs::openat(&self.fd, name, flags, Mode::empty()) {
                Ok(fd) => fd,
                Err(rustix::io::Errno::NOENT | rustix::io::Errno::LOOP) => return Ok(None),
                Err(errno) => return Err(io(errno)),
            };
            let file = std::fs::File::from(fd);
            if !file.metadata()?.is_file() {
                return Ok(None);
            }
            read_bounded(file).map(Some)
        }

        /// Writes `bytes` into a new file `name`, which must not exist (a link or a file
        /// there is refused with `AlreadyExists`, never followed or truncated).
        pub fn create(&self, name: &str, bytes: &[u8]) -> std::io::Result<()> {
            let flags =
                OFlags::WRONLY | OFlags::CREATE | OFlags::EXCL | OFlags::NOFOLLOW | OFlags::CLOEXEC;
            let mode = Mode::from_raw_mode(PAGE_MODE);
            let fd = rustix::fs::openat(&self.fd, name, flags, mode).map_err(io)?;
            std::fs::File::from(fd).write_all(bytes)
        }

        /// Puts `from` in the place of `to` (a link at `to` is replaced, not followed).
        pub fn rename(&self, from: &str, to: &str) -> std::io::Result<()> {
            rustix::fs::renameat(&self.fd, from, &self.fd, to).map_err(io)
        }

        /// Removes the file (or link) `name`, never what a link points to.
        pub fn remove(&self, name: &str) -> std::io::Result<()> {
            rustix::fs::unlinkat(&self.fd, name, AtFlags::empty()).map_err(io)
        }

        /// Takes the folder's lock for as long as it is held open (false: another
        /// process holds it). The lock is the folder's own: nothing is added to it.
        pub fn lock(&self) -> std::io::Result<bool> {
            use rustix::fs::FlockOperation;
            match rustix::fs::flock(&self.fd, FlockOperation::NonBlockingLockExclusive) {
                Ok(()) => Ok(true),
                Err(rustix::io::Errno::WOULDBLOCK) => Ok(false),
                Err(errno) => Err(io(errno)),
            }
        }
    }
}

#[cfg(not(unix))]
mod imp {
    use super::*;

    fn kind_at(path: &Path) -> std::io::Result<Kind> {
        match std::fs::symlink_metadata(path) {
            Ok(meta) if meta.file_type().is_symlink() => Ok(Kind::Link),
            Ok(meta) if meta.is_dir() => Ok(Kind::Folder),
            Ok(meta) if meta.is_file() => Ok(Kind::File),
            Ok(_) => Ok(Kind::Other),
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => Ok(Kind::Absent),
            Err(error) => Err(error),
        }
    }

    impl Dir {
        pub fn open_root(path: &Path) -> std::io::Result<Dir> {
            match std::fs::metadata(path)?.is_dir() {
                true => Ok(Dir {
                    path: path.to_path_buf(),
                }),
                false => Err(std::io::ErrorKind::NotADirectory.into()),
            }
        }

        pub fn again(&self) -> std::io::Result<Dir> {
            Ok(Dir {
                path: self.path.clone(),
            })
        }

        pub fn sub(&self, name: &str, make: bool) -> std::io::Result<Dir> {
            let path = self.path.join(name);
            match kind_at(&path)? {
                Kind::Absent if make => std::fs::create_dir(&path)?,
                Kind::Folder => {}
                _ => return Err(std::io::ErrorKind::NotADirectory.into()),
            }
            Ok(Dir { path })
        }

        pub fn kind(&self, name: &str) -> std::io::Result<Kind> {
            kind_at(&self.path.join(name))
        }

        pub fn read(&self, name: &str) -> std::io::Result<Option<Vec<u8>>> {
            if self.kind(name)? != Kind::File {
                return Ok(None);
            }
            read_bounded(std::fs::File::open(self.path.join(name))?).map(Some)
        }

        pub fn create(&self, name: &str, bytes: &[u8]) -> std::io::Result<()> {
            let mut file = std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(self.path.join(name))?;
            file.write_all(bytes)
        }

        pub fn rename(&self, from: &str, to: &str) -> std::io::Result<()> {
            std::fs::rename(self.path.join(from), self.path.join(to))
        }

        pub fn remove(&self, name: &str) -> std::io::Result<()> {
            std::fs::remove_file(self.path.join(name))
        }

        /// No folder lock here: always taken.
        pub fn lock(&self) -> std::io::Result<bool> {
            Ok(true)
        }
    }
}

/// Reads a file whole, refusing one larger than `READ_LIMIT`.
fn read_bounded(file: std::fs::File) -> std::io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    file.take(READ_LIMIT + 1).read_to_end(&mut bytes)?;
    match bytes.len() as u64 > READ_LIMIT {
        true => Err(std::io::ErrorKind::FileTooLarge.into()),
        false => Ok(bytes),
    }
}
