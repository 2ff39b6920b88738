//! Showing a saved file in the desktop's own program (the PDF viewer, or the file
//! manager for a folder), behind a trait: the system's opener in the app, a recorder
//! in tests.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;

pub trait Viewer: Send + Sync {
    /// Opens `path` in the program the desktop uses for it. The error says why not.
    fn show(&self, path: &Path) -> Result<(), NotShown>;
}

/// Why a saved file could not be shown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotShown {
    /// The desktop's opener (`xdg-open`…) is not installed.
    NoOpener { program: String },
    /// The opener could not be started, for the reason the system gives.
    Failed(String),
}

/// The desktop's opener: `xdg-open` on Linux and the BSDs, `open` on macOS, `start`
/// on Windows. It does not wait for the viewer to close.
pub struct SystemViewer;

impl SystemViewer {
    fn command(path: &Path) -> Command {
        if cfg!(target_os = "windows") {
            let mut command = Command::new("cmd");
            command.args(["/C", "start", ""]).arg(path);
            command
        } else if cfg!(target_os = "macos") {
            let mut command = Command::new("open");
            command.arg(path);
            command
        } else {
            let mut command = Command::new("xdg-open");
            command.arg(path);
            command
        }
    }
}

impl Viewer for SystemViewer {
    fn show(&self, path: &Path) -> Result<(), NotShown> {
        let mut command = SystemViewer::command(path);
        let program = command.get_program().to_string_lossy().into_owned();
        let mut child = command
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|error| match error.kind() {
                std::io::ErrorKind::NotFound => NotShown::NoOpener {
                    program: program.clone(),
                },
                _ => NotShown::Failed(format!("{program}: {error}")),
            })?;
        // Reap the opener when it ends, without holding the window up.
        std::thread::spawn(move || child.wait());
        Ok(())
    }
}

/// Remembers what it was asked to show (tests); fails when built with `failing`.
#[derive(Default)]
pub struct RecordingViewer {
    shown: Mutex<Vec<PathBuf>>,
    failure: Option<NotShown>,
}

impl RecordingViewer {
    pub fn failing(reason: &str) -> RecordingViewer {
        RecordingViewer {
            shown: Mutex::default(),
            failure: Some(NotShown::Failed(reason.to_string())),
        }
    }

    /// A desktop without its opener (`xdg-open` not installed).
    pub fn without_opener(program: &str) -> RecordingViewer {
        RecordingViewer {
            shown: Mutex::default(),
            failure: Some(NotShown::NoOpener {
                program: program.to_string(),
            }),
        }
    }

    pub fn shown(&self) -> Vec<PathBuf> {
        self.shown
            .lock()
            .map(|shown| shown.clone())
            .unwrap_or_default()
    }
}

impl Viewer for RecordingViewer {
    fn show(&self, path: &Path) -> Result<(), NotShown> {
        if let Some(reason) = &self.failure {
            return Err(reason.clone());
        }
        if let Ok(mut shown) = self.shown.lock() {
            shown.push(path.to_path_buf());
        }
        Ok(())
    }
}
