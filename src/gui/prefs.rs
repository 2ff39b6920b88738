//! The app's own settings (language, theme, recent league files), kept in a small
//! TOML file in the user's config directory. A missing or damaged file gives the
//! defaults; the app says so and keeps going.

use crate::error::FileFault;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::data::Lang;
use crate::sheet::Paper;

/// How many recent league files are remembered.
pub const RECENT_MAX: usize = 8;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ThemeChoice {
    Light,
    Dark,
    #[default]
    System,
}

impl ThemeChoice {
    pub const ALL: [ThemeChoice; 3] = [ThemeChoice::Light, ThemeChoice::Dark, ThemeChoice::System];

    /// The design system's theme to draw with: the one chosen, or for `System` the light
    /// or dark one the desktop prefers (light when it says nothing).
    pub fn theme(self, system: iced::theme::Mode) -> iced::Theme {
        use crate::gui::style::{DARK, LIGHT, theme};
        match (self, system) {
            (ThemeChoice::Dark, _) | (ThemeChoice::System, iced::theme::Mode::Dark) => theme(&DARK),
            (ThemeChoice::Light, _) | (ThemeChoice::System, _) => theme(&LIGHT),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Prefs {
    pub lang: Lang,
    pub theme: ThemeChoice,
    pub recent: Vec<PathBuf>,
    /// The paper documents are printed on.
    pub paper: Paper,
}

/// Where the settings file lives: `$DUGOUT_CONFIG_DIR`, else the user's config directory.
pub fn default_path() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("DUGOUT_CONFIG_DIR").filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(dir).join("settings.toml"));
    }
    directories::ProjectDirs::from("org", "Dugout", "dugout")
        .map(|dirs| dirs.config_dir().join("settings.toml"))
}

impl Prefs {
    /// Reads the settings; a missing file gives the defaults, an unreadable or damaged
    /// one (a folder, a pipe, a file not in the form Dugout writes) the defaults and why.
    pub fn load(path: &Path) -> (Prefs, Option<crate::Error>) {
        if std::fs::symlink_metadata(path).is_err() {
            return (Prefs::default(), None);
        }
        let text = match crate::files::read_text(path, crate::files::InputKind::Settings) {
            Ok(text) => text,
            Err(error) => return (Prefs::default(), Some(error)),
        };
        match toml::from_str(&text) {
            Ok(prefs) => (prefs, None),
            Err(error) => {
                let at = error.span().map_or(0, |span| span.start.min(text.len()));
                let line = text[..at].matches('\n').count() + 1;
                let fault = FileFault::NotSettings {
                    path: path.to_path_buf(),
                    line,
                };
                (Prefs::default(), Some(fault.into()))
            }
        }
    }

    /// Writes the settings whole (a new temporary file beside them, renamed in place:
    /// a link there is refused, never followed).
    pub fn save(&self, path: &Path) -> crate::Result<()> {
        let text = toml::to_string(self).map_err(|error| FileFault::Write {
            path: path.to_path_buf(),
            cause: crate::error::IoCause::Other(error.to_string()),
        })?;
        if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
            std::fs::create_dir_all(parent).map_err(|error| FileFault::CreateFolder {
                path: parent.to_path_buf(),
                cause: crate::error::IoCause::of(&error),
            })?;
        }
        crate::files::write_atomic(path, text.as_bytes())
    }

    /// Puts `file` first in the recent list, without duplicates, keeping the newest few.
    pub fn remember(&mut self, file: &Path) {
        self.recent.retain(|known| known != file);
        self.recent.insert(0, file.to_path_buf());
        self.recent.truncate(RECENT_MAX);
    }
}
