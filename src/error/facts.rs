//! Facts several kinds of error carry: a game's name, why the system refused a file.

use crate::data::Lang;

/// A game's name in both languages ("Blood Bowl"), for errors that name a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameName {
    pub en: &'static str,
    pub fr: &'static str,
}

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
        let (en, fr) = match self {
            IoCause::Missing => ("it does not exist", "il n'existe pas"),
            IoCause::Denied => ("permission denied", "accès refusé"),
            IoCause::Exists => ("it already exists", "il existe déjà"),
            IoCause::IsFolder => ("it is a folder", "c'est un dossier"),
            IoCause::NotFolder => (
                "a part of the path is not a folder",
                "une partie du chemin n'est pas un dossier",
            ),
            IoCause::Full => ("the disk is full", "le disque est plein"),
            IoCause::ReadOnly => ("the disk is read-only", "le disque est en lecture seule"),
            IoCause::NotText => ("it is not text (UTF-8)", "ce n'est pas du texte (UTF-8)"),
            IoCause::NotRegular => (
                "it is not a regular file (a device, a pipe or a socket)",
                "ce n'est pas un fichier ordinaire (un périphérique, un tube ou une socket)",
            ),
            IoCause::TooLarge { limit } => {
                let mib = limit / (1024 * 1024);
                return match lang {
                    Lang::En => format!(
                        "it is larger than {mib} MiB, the most Dugout reads for such a file"
                    ),
                    Lang::Fr => format!(
                        "il fait plus de {mib} Mio, le plus que Dugout lit pour un tel fichier"
                    ),
                };
            }
            IoCause::Other(said) => {
                return match lang {
                    Lang::En => format!("the system said: {said}"),
                    Lang::Fr => format!("le système a répondu : {said}"),
                };
            }
        };
        lang.pick(en, fr).to_string()
    }
}
