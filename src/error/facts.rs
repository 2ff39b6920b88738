//! Facts several kinds of error carry: a game's name, why the system refused a file.

use crate::data::Lang;
use crate::tr::texts;

/// A game's name in both languages ("Blood Bowl"), for errors that name a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameName {
    pub en: &'static str,
    pub fr: &'static str,
}

/// Games' names for the tests' examples (the app reads them from `Game::names`).
#[cfg(test)]
impl GameName {
    pub const DREADBALL: GameName = GameName {
        en: "DreadBall",
        fr: "DreadBall",
    };
    pub const BLOOD_BOWL: GameName = GameName {
        en: "Blood Bowl",
        fr: "Blood Bowl",
    };
    pub const KILLPOWER: GameName = GameName {
        en: "Killpower Ball",
        fr: "Killpower Ball",
    };
}

impl GameName {
    /// The game's name in `lang`.
    pub fn name(self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en,
            Lang::Fr => self.fr,
        }
    }
}

/// Why the system refused to read or write a file or folder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IoCause {
    Missing,
    Denied,
    Exists,
    IsFolder,
    NotFolder,
    Full,
    ReadOnly,
    NotText,
    /// A device, a pipe or a socket: nothing Dugout reads a document from.
    NotRegular,
    /// Larger than the most Dugout reads for this kind of file (bytes).
    TooLarge {
        limit: u64,
    },
    /// Anything else, with what the system said.
    Other(String),
}

impl IoCause {
    pub fn of(error: &std::io::Error) -> IoCause {
        use std::io::ErrorKind;
        match error.kind() {
            ErrorKind::NotFound => IoCause::Missing,
            ErrorKind::PermissionDenied => IoCause::Denied,
            ErrorKind::AlreadyExists => IoCause::Exists,
            ErrorKind::IsADirectory => IoCause::IsFolder,
            ErrorKind::NotADirectory => IoCause::NotFolder,
            ErrorKind::StorageFull | ErrorKind::QuotaExceeded => IoCause::Full,
            ErrorKind::ReadOnlyFilesystem => IoCause::ReadOnly,
            ErrorKind::InvalidData => IoCause::NotText,
            _ => IoCause::Other(error.to_string()),
        }
    }

    /// The cause as a clause ("it does not exist").
    pub fn text(&self, lang: Lang) -> String {
        let cause = match self {
            IoCause::Missing => CauseTexts::Missing,
            IoCause::Denied => CauseTexts::Denied,
            IoCause::Exists => CauseTexts::Exists,
            IoCause::IsFolder => CauseTexts::IsFolder,
            IoCause::NotFolder => CauseTexts::NotFolder,
            IoCause::Full => CauseTexts::Full,
            IoCause::ReadOnly => CauseTexts::ReadOnly,
            IoCause::NotText => CauseTexts::NotText,
            IoCause::NotRegular => CauseTexts::NotRegular,
            IoCause::TooLarge { limit } => {
                return CauseTexts::TooLarge.fill(lang, &[&(limit / (1024 * 1024))]);
            }
            IoCause::Other(said) => return CauseTexts::Other.fill(lang, &[said]),
        };
        cause.get(lang).into()
    }
}

texts! { CauseTexts {
    Missing => "it does not exist", "il n'existe pas";
    Denied => "permission denied", "accès refusé";
    Exists => "it already exists", "il existe déjà";
    IsFolder => "it is a folder", "c'est un dossier";
    NotFolder => "a part of the path is not a folder", "une partie du chemin n'est pas un dossier";
    Full => "the disk is full", "le disque est plein";
    ReadOnly => "the disk is read-only", "le disque est en lecture seule";
    NotText => "it is not text (UTF-8)", "ce n'est pas du texte (UTF-8)";
    NotRegular => "it is not a regular file (a device, a pipe or a socket)", "ce n'est pas un fichier ordinaire (un périphérique, un tube ou une socket)";
    TooLarge => "it is larger than {} MiB, the most Dugout reads for such a file", "il fait plus de {} Mio, le plus que Dugout lit pour un tel fichier";
    Other => "the system said: {}", "le système a répondu : {}";
} }

#[cfg(test)]
mod tests {
    #[test]
    fn the_texts_are_complete() {
        crate::tr::assert_complete(super::CauseTexts::ALL);
    }
}
