//! File dialogs behind a trait: the native dialog in the app, a scripted one in tests.

use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use std::pin::Pin;
use std::sync::Mutex;

/// What a dialog returns: the chosen path, or `None` when the user cancelled.
pub type Picked = Pin<Box<dyn Future<Output = Option<PathBuf>> + Send>>;

pub trait FilePicker: Send + Sync {
    /// Asks for an existing league file.
    fn open_file(&self, title: String) -> Picked;
    /// Asks where to create a new league file.
    fn new_file(&self, title: String) -> Picked;
    /// Asks where to save a PDF, offering `file_name`.
    fn save_pdf(&self, title: String, file_name: String) -> Picked;
    /// Asks for a folder to write files into.
    fn folder(&self, title: String) -> Picked;
    /// Asks where to save a file of `kind`, offering `file_name`.
    fn save_as(&self, title: String, file_name: String, kind: FileKind) -> Picked;
    /// Asks for an existing file of `kind`.
    fn open_kind(&self, title: String, kind: FileKind) -> Picked;
    /// Whether a dialog can open at all on this desktop: when none can, a file to save
    /// goes to [`fallback_target`] and the window says where.
    fn can_ask(&self) -> bool {
        true
    }
}

/// Where a file named `file_name` is saved when no dialog can ask: the user's documents
/// folder, else the folder of the league file `beside`; a name already taken there gets
/// " (2)", " (3)"… before its extension.
pub fn fallback_target(file_name: &str, beside: &Path) -> PathBuf {
    let folder = directories::UserDirs::new()
        .and_then(|dirs| dirs.document_dir().map(Path::to_path_buf))
        .filter(|dir| dir.is_dir())
        .or_else(|| beside.parent().map(Path::to_path_buf))
        .unwrap_or_default();
    let wanted = Path::new(file_name);
    let stem = wanted.file_stem().map_or_else(
        || file_name.to_string(),
        |s| s.to_string_lossy().into_owned(),
    );
    let extension = wanted
        .extension()
        .map(|e| format!(".{}", e.to_string_lossy()))
        .unwrap_or_default();
    let mut candidate = folder.join(file_name);
    let mut number = 2;
    while candidate.exists() {
        candidate = folder.join(format!("{stem} ({number}){extension}"));
        number += 1;
    }
    candidate
}

/// Whether the native dialog has something to open with: on Linux and the BSDs a desktop
/// portal (a D-Bus session) or zenity; elsewhere the system's own.
fn native_dialog_available() -> bool {
    if cfg!(any(target_os = "windows", target_os = "macos")) {
        return true;
    }
    let zenity = std::env::var_os("PATH")
        .is_some_and(|paths| std::env::split_paths(&paths).any(|dir| dir.join("zenity").is_file()));
    zenity || std::env::var_os("DBUS_SESSION_BUS_ADDRESS").is_some()
}

/// The kinds of file the window reads and writes, for the dialogs' filters.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileKind {
    League,
    Json,
    Csv,
    /// A deck of power cards: CSV or JSON.
    Deck,
}

impl FileKind {
    fn filter(self) -> (&'static str, &'static [&'static str]) {
        match self {
            FileKind::League => ("Dugout", EXTENSIONS),
            FileKind::Json => ("JSON", &["json"]),
            FileKind::Csv => ("CSV", &["csv"]),
            FileKind::Deck => ("CSV, JSON", &["csv", "json"]),
        }
    }
}

/// The desktop's own file dialog (portal, or zenity where there is no portal).
pub struct NativePicker;

const EXTENSIONS: &[&str] = &["db", "dugout", "sqlite"];

impl FilePicker for NativePicker {
    fn can_ask(&self) -> bool {
        native_dialog_available()
    }

    fn open_file(&self, title: String) -> Picked {
        let dialog = rfd::AsyncFileDialog::new()
            .set_title(title)
            .add_filter("Dugout", EXTENSIONS);
        Box::pin(async move {
            dialog
                .pick_file()
                .await
                .map(|file| file.path().to_path_buf())
        })
    }

    fn new_file(&self, title: String) -> Picked {
        let dialog = rfd::AsyncFileDialog::new()
            .set_title(title)
            .set_file_name("league.db")
            .add_filter("Dugout", EXTENSIONS);
        Box::pin(async move {
            dialog
                .save_file()
                .await
                .map(|file| file.path().to_path_buf())
        })
    }

    fn save_pdf(&self, title: String, file_name: String) -> Picked {
        let dialog = rfd::AsyncFileDialog::new()
            .set_title(title)
            .set_file_name(file_name)
            .add_filter("PDF", &["pdf"]);
        Box::pin(async move {
            dialog
                .save_file()
                .await
                .map(|file| file.path().to_path_buf())
        })
    }

    fn save_as(&self, title: String, file_name: String, kind: FileKind) -> Picked {
        let (name, extensions) = kind.filter();
        let dialog = rfd::AsyncFileDialog::new()
            .set_title(title)
            .set_file_name(file_name)
            .add_filter(name, extensions);
        Box::pin(async move {
            dialog
                .save_file()
                .await
                .map(|file| file.path().to_path_buf())
        })
    }

    fn open_kind(&self, title: String, kind: FileKind) -> Picked {
        let (name, extensions) = kind.filter();
        let dialog = rfd::AsyncFileDialog::new()
            .set_title(title)
            .add_filter(name, extensions);
        Box::pin(async move {
            dialog
                .pick_file()
                .await
                .map(|file| file.path().to_path_buf())
        })
    }

    fn folder(&self, title: String) -> Picked {
        let dialog = rfd::AsyncFileDialog::new().set_title(title);
        Box::pin(async move {
            dialog
                .pick_folder()
                .await
                .map(|folder| folder.path().to_path_buf())
        })
    }
}

/// Answers each dialog with the next path given to it (tests).
#[derive(Default)]
pub struct ScriptedPicker {
    answers: Mutex<VecDeque<Option<PathBuf>>>,
    /// A desktop where no dialog can open.
    no_dialog: bool,
}

impl ScriptedPicker {
    pub fn answering(answers: impl IntoIterator<Item = Option<PathBuf>>) -> ScriptedPicker {
        ScriptedPicker {
            answers: Mutex::new(answers.into_iter().collect()),
            no_dialog: false,
        }
    }

    /// A desktop with neither a portal nor zenity: no dialog opens.
    pub fn without_dialogs() -> ScriptedPicker {
        ScriptedPicker {
            answers: Mutex::default(),
            no_dialog: true,
        }
    }

    fn next(&self) -> Picked {
        let answer = self
            .answers
            .lock()
            .map(|mut answers| answers.pop_front().flatten())
            .unwrap_or(None);
        Box::pin(async move { answer })
    }
}

impl FilePicker for ScriptedPicker {
    fn can_ask(&self) -> bool {
        !self.no_dialog
    }

    fn open_file(&self, _title: String) -> Picked {
        self.next()
    }

    fn new_file(&self, _title: String) -> Picked {
        self.next()
    }

    fn save_pdf(&self, _title: String, _file_name: String) -> Picked {
        self.next()
    }

    fn folder(&self, _title: String) -> Picked {
        self.next()
    }

    fn save_as(&self, _title: String, _file_name: String, _kind: FileKind) -> Picked {
        self.next()
    }

    fn open_kind(&self, _title: String, _kind: FileKind) -> Picked {
        self.next()
    }
}
