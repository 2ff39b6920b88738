//! Errors as the window shows them: what went wrong, and what the user can do next.

use super::tr::{Text, tr};
use crate::Error;
use crate::data::Lang;
use crate::error::Surface;
use crate::store::StoreError;

/// An error from a command, ready to show: the message in the user's language and,
/// where there is one, the next step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failure {
    pub message: String,
    pub next: Option<Text>,
}

impl Failure {
    pub fn new(error: &Error, lang: Lang) -> Failure {
        Failure {
            message: error.text(Surface::Window, lang),
            next: next_step(error),
        }
    }

    /// A failure with no command error behind it (e.g. a worker that stopped).
    pub fn plain(message: impl Into<String>, next: Option<Text>) -> Failure {
        Failure {
            message: message.into(),
            next,
        }
    }

    /// The message followed by the next step, in one line.
    pub fn full_text(&self, lang: Lang) -> String {
        match self.next {
            Some(next) => format!("{} — {}", self.message, tr(lang, next)),
            None => self.message.clone(),
        }
    }
}

/// What the user can do about an error, when the message alone does not say.
fn next_step(error: &Error) -> Option<Text> {
    match error {
        // The message itself says what to do: open another file, make one, restore one;
        // copy a file in a read-only folder elsewhere.
        Error::Store(StoreError::NoLeagueFile { .. } | StoreError::ReadOnly) => None,
        Error::Store(store) => Some(match store {
            StoreError::NoLeagueFile { .. }
            | StoreError::ReadOnly
            | StoreError::NotSqlite { .. }
            | StoreError::NotDugout { .. }
            | StoreError::UnknownSchema { .. }
            | StoreError::ForeignSchema { .. }
            | StoreError::NotAFile { .. }
            | StoreError::TooLarge { .. } => Text::NextChooseAnother,
            StoreError::NewerSchema { .. } => Text::NextUpdateDugout,
            StoreError::Damaged { .. } | StoreError::Malformed | StoreError::Corrupt(_) => {
                Text::NextRestoreBackup
            }
            StoreError::Io { .. } | StoreError::Backup { .. } | StoreError::CopyTarget { .. } => {
                Text::NextCheckPermissions
            }
            StoreError::Migration { .. } | StoreError::Sqlite(_) | StoreError::Busy => {
                Text::NextRetry
            }
        }),
        Error::Data(_) => Some(Text::NextReinstall),
        Error::Refused { .. } | Error::Kind(_) => None,
    }
}
