//! The one error type commands return: what went wrong and, where it helps, what to do.

use crate::data::{DataError, Lang};
use crate::store::StoreError;

pub type Result<T, E = Error> = std::result::Result<T, E>;

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("reference data: {0}")]
    Data(#[from] DataError),
    #[error("{0}")]
    Store(#[from] StoreError),
    #[error("no {what} `{query}`{}", hint_suffix(.hint))]
    NotFound {
        what: &'static str,
        query: String,
        hint: String,
    },
    #[error("{0}")]
    Invalid(String),
    /// A game's rules refused a change: what, in each language (games other than
    /// DreadBall say it this way).
    #[error("refused: {en}")]
    Refused {
        id: &'static str,
        en: String,
        fr: String,
    },
}

fn hint_suffix(hint: &str) -> String {
    if hint.is_empty() {
        String::new()
    } else {
        format!(": {hint}")
    }
}

impl Error {
    pub fn not_found(
        what: &'static str,
        query: impl Into<String>,
        hint: impl Into<String>,
    ) -> Self {
        Error::NotFound {
            what,
            query: query.into(),
            hint: hint.into(),
        }
    }

    /// The message for the user in `lang` (rule refusals are translated).
    pub fn message(&self, lang: Lang) -> String {
        match (self, lang) {
            (Error::Refused { fr, .. }, Lang::Fr) => format!("refusé : {fr}"),
            (Error::Store(error), Lang::Fr) => error.french(),
            _ => self.to_string(),
        }
    }
}

impl From<rusqlite::Error> for Error {
    fn from(error: rusqlite::Error) -> Self {
        Error::Store(StoreError::from(error))
    }
}
