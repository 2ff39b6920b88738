//! The one error type commands return. An error carries its kind and its facts (ids,
//! names, numbers), not a sentence: the command line and the window each word it, in
//! English and French ([`Error::text`]).

pub mod bloodbowl;
mod command;
pub mod dreadball;
mod facts;
mod file;
mod fixture;
mod history;
mod input;
pub mod killpower;
mod kind;
mod league;
mod lookup;
mod not_found;
mod overrides;
mod post_match;
mod pre_match;
mod publish;
mod report;
mod revival;
mod schedule;
mod season;
mod sheet;
mod stats;
mod store;
mod store_file;
mod surface;
mod team;
mod words;

#[cfg(test)]
mod tests;

use std::fmt;

pub use command::CommandFault;
pub use facts::{GameName, IoCause};
pub use file::FileFault;
pub use fixture::FixtureFault;
pub use history::{HistoryFault, MatchName};
pub use input::InputFault;
pub use kind::ErrorKind;
pub use league::LeagueFault;
pub use lookup::LookupFault;
pub use not_found::NotFound;
pub use overrides::{OverrideFault, OverrideOf};
pub use post_match::PostMatchFault;
pub use pre_match::PreMatchFault;
pub use publish::PublishFault;
pub use report::{Allowed, ReportFault};
pub use revival::RevivalFault;
pub use schedule::ScheduleFault;
pub use season::SeasonFault;
pub use sheet::SheetFault;
pub use stats::StatsFault;
pub use surface::Surface;
pub use team::TeamFault;

use crate::data::{DataError, Lang};
use crate::rules::names::NameProblem;
use crate::store::StoreError;
use crate::tr::texts;

pub type Result<T, E = Error> = std::result::Result<T, E>;

#[derive(Debug)]
pub enum Error {
    /// The reference data built into Dugout does not load.
    Data(DataError),
    /// The league file could not be opened, read or written.
    Store(StoreError),
    /// A command refused: what and its facts.
    Kind(ErrorKind),
    /// A game's rules refused a change: what, in each language (games other than
    /// DreadBall say it this way).
    Refused {
        id: &'static str,
        en: String,
        fr: String,
    },
}

impl Error {
    /// The message for `surface` in `lang`: the command line's may name commands, the
    /// window's never does.
    pub fn text(&self, surface: Surface, lang: Lang) -> String {
        match self {
            Error::Data(error) => data_text(error, surface, lang),
            Error::Store(error) => error.text(surface, lang),
            Error::Kind(kind) => kind.text(surface, lang),
            Error::Refused { en, fr, .. } => {
                let said = match lang {
                    Lang::En => en,
                    Lang::Fr => fr,
                };
                ErrorTexts::Refused.fill(lang, &[said])
            }
        }
    }

    /// The message on the command line, in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        self.text(Surface::Cli, lang)
    }

    /// The kind of a refused command, if that is what this is.
    pub fn kind(&self) -> Option<&ErrorKind> {
        match self {
            Error::Kind(kind) => Some(kind),
            _ => None,
        }
    }
}

texts! { ErrorTexts {
    Refused => "refused: {}", "refusé : {}";
    DataCli => "reference data: {}", "données de référence : {}";
    DataWindow => "the reference data built into Dugout does not load ({})", "les données de référence de Dugout ne se chargent pas ({})";
    DataEntry => "{}, entry {}", "{}, entrée {}";
} }

/// Reference data that does not load: the file and entry, and on the command line what
/// the reader said (which has no French).
fn data_text(error: &DataError, surface: Surface, lang: Lang) -> String {
    match surface {
        Surface::Cli => ErrorTexts::DataCli.fill(lang, &[error]),
        Surface::Window => {
            let place = match &error.entry {
                Some(entry) => ErrorTexts::DataEntry.fill(lang, &[&error.file, entry]),
                None => error.file.clone(),
            };
            ErrorTexts::DataWindow.fill(lang, &[&place])
        }
    }
}

impl fmt::Display for Error {
    /// The command line's message in English.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message(Lang::En))
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Data(error) => Some(error),
            Error::Store(error) => Some(error),
            Error::Kind(_) | Error::Refused { .. } => None,
        }
    }
}

impl From<DataError> for Error {
    fn from(error: DataError) -> Self {
        Error::Data(error)
    }
}

impl From<StoreError> for Error {
    fn from(error: StoreError) -> Self {
        Error::Store(error)
    }
}

impl From<rusqlite::Error> for Error {
    fn from(error: rusqlite::Error) -> Self {
        Error::Store(StoreError::from(error))
    }
}

impl From<NameProblem> for Error {
    fn from(problem: NameProblem) -> Self {
        Error::Refused {
            id: "name",
            en: problem.message(Lang::En),
            fr: problem.message(Lang::Fr),
        }
    }
}

impl From<ErrorKind> for Error {
    fn from(kind: ErrorKind) -> Self {
        Error::Kind(kind)
    }
}

macro_rules! fault_into_error {
    ($($fault:ident),+ $(,)?) => {$(
        impl From<$fault> for Error {
            fn from(fault: $fault) -> Self {
                Error::Kind(ErrorKind::from(fault))
            }
        }
    )+};
}

fault_into_error!(
    NotFound,
    LeagueFault,
    SeasonFault,
    ScheduleFault,
    StatsFault,
    PublishFault,
    FixtureFault,
    HistoryFault,
    ReportFault,
    TeamFault,
    PreMatchFault,
    PostMatchFault,
    RevivalFault,
    SheetFault,
    FileFault,
    CommandFault,
    InputFault,
    LookupFault,
);
