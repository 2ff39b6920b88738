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
    /// A link where Dugout reads or writes only what is itself there.
    Link,
    /// A folder holding files where one must be removed or replaced.
    FolderNotEmpty,
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
            ErrorKind::DirectoryNotEmpty => IoCause::FolderNotEmpty,
            _ if is_link_loop(error) => IoCause::Link,
            _ => IoCause::Other(without_code(&error.to_string())),
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
            IoCause::Link => CauseTexts::Link,
            IoCause::FolderNotEmpty => CauseTexts::FolderNotEmpty,
            IoCause::TooLarge { limit } => {
                return CauseTexts::TooLarge.fill(lang, &[&(limit / (1024 * 1024))]);
            }
            IoCause::Other(said) => return CauseTexts::Other.fill(lang, &[said]),
        };
        cause.get(lang).into()
    }
}

/// Whether the system refused to go through a link (`O_NOFOLLOW`: ELOOP).
fn is_link_loop(error: &std::io::Error) -> bool {
    #[cfg(unix)]
    {
        error.raw_os_error() == Some(libc::ELOOP)
    }
    #[cfg(not(unix))]
    {
        let _ = error;
        false
    }
}

/// What the system said, without the error's number ("… (os error 2)"), which says
/// nothing to a user.
fn without_code(said: &str) -> String {
    match said.rfind(" (os error ") {
        Some(at) if said.ends_with(')') => said[..at].to_string(),
        _ => said.to_string(),
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
    Link => "it is a link, and Dugout does not follow links there", "c'est un lien, et Dugout n'y suit pas les liens";
    FolderNotEmpty => "it is a folder holding files", "c'est un dossier qui contient des fichiers";
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

    /// Issue 45: no error number reaches the user.
    #[test]
    fn what_the_system_said_is_given_without_its_number() {
        let error = std::io::Error::from_raw_os_error(16);
        let said = super::IoCause::of(&error).text(crate::data::Lang::En);
        assert!(!said.contains("os error"), "{said}");
        assert!(said.starts_with("the system said: "), "{said}");
    }
}
