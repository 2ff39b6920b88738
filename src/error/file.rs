//! What goes wrong reading or writing files and folders other than the league file.

use std::path::PathBuf;

use super::facts::IoCause;
use super::surface::Surface;
use super::words::{Wording, variant_names};
use crate::data::Lang;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FileFault {
    Read {
        path: PathBuf,
        cause: IoCause,
    },
    Write {
        path: PathBuf,
        cause: IoCause,
    },
    CreateFolder {
        path: PathBuf,
        cause: IoCause,
    },
    FolderMissing {
        path: PathBuf,
        folder: PathBuf,
    },
    NotAFileName {
        path: PathBuf,
    },
    /// Data that would not turn into JSON, with what the encoder said.
    Json {
        detail: String,
    },
    /// Standard input that could not be read (an interactive command's answers).
    ReadAnswer {
        cause: IoCause,
    },
    /// An output that does not end in `.pdf`.
    NotPdf {
        path: PathBuf,
    },
    /// An output file that is a folder.
    IsFolder {
        path: PathBuf,
    },
    /// An output folder that is a file.
    IsFile {
        path: PathBuf,
    },
}

variant_names!(FileFault: Read, Write, CreateFolder, FolderMissing, NotAFileName, Json,
    ReadAnswer, NotPdf, IsFolder, IsFile);

impl Wording for FileFault {
    fn english(&self, surface: Surface) -> String {
        let lang = Lang::En;
        match self {
            FileFault::Read { path, cause } => {
                format!("cannot read {}: {}", path.display(), cause.text(lang))
            }
            FileFault::Write { path, cause } => {
                format!("cannot write {}: {}", path.display(), cause.text(lang))
            }
            FileFault::CreateFolder { path, cause } => format!(
                "cannot create the folder {}: {}",
                path.display(),
                cause.text(lang)
            ),
            FileFault::FolderMissing { path, folder } => format!(
                "cannot write {}: the folder {} does not exist",
                path.display(),
                folder.display()
            ),
            FileFault::NotAFileName { path } => format!("{} is not a file name", path.display()),
            FileFault::Json { detail } => match surface {
                Surface::Cli => format!("cannot write JSON: {detail}"),
                Surface::Window => "cannot write the data as JSON".into(),
            },
            FileFault::ReadAnswer { cause } => {
                format!("cannot read the answer: {}", cause.text(lang))
            }
            FileFault::NotPdf { path } => format!(
                "the output {} must be a .pdf file{}",
                path.display(),
                surface.pick(", e.g. -o sheet.pdf", "")
            ),
            FileFault::IsFolder { path } => {
                format!(
                    "{} is a folder; give a file name ending in .pdf",
                    path.display()
                )
            }
            FileFault::IsFile { path } => format!(
                "{} is a file; {} a folder (made if it does not exist)",
                path.display(),
                surface.pick("--dir takes", "choose")
            ),
        }
    }

    fn french(&self, surface: Surface) -> String {
        let lang = Lang::Fr;
        match self {
            FileFault::Read { path, cause } => {
                format!(
                    "impossible de lire {} : {}",
                    path.display(),
                    cause.text(lang)
                )
            }
            FileFault::Write { path, cause } => {
                format!(
                    "impossible d'écrire {} : {}",
                    path.display(),
                    cause.text(lang)
                )
            }
            FileFault::CreateFolder { path, cause } => format!(
                "impossible de créer le dossier {} : {}",
                path.display(),
                cause.text(lang)
            ),
            FileFault::FolderMissing { path, folder } => format!(
                "impossible d'écrire {} : le dossier {} n'existe pas",
                path.display(),
                folder.display()
            ),
            FileFault::NotAFileName { path } => {
                format!("{} n'est pas un nom de fichier", path.display())
            }
            FileFault::Json { detail } => match surface {
                Surface::Cli => format!("impossible d'écrire le JSON : {detail}"),
                Surface::Window => "impossible d'écrire les données en JSON".into(),
            },
            FileFault::ReadAnswer { cause } => {
                format!("impossible de lire la réponse : {}", cause.text(lang))
            }
            FileFault::NotPdf { path } => format!(
                "la sortie {} doit être un fichier .pdf{}",
                path.display(),
                surface.pick(", par exemple -o feuille.pdf", "")
            ),
            FileFault::IsFolder { path } => format!(
                "{} est un dossier ; donnez un nom de fichier finissant par .pdf",
                path.display()
            ),
            FileFault::IsFile { path } => format!(
                "{} est un fichier ; {} un dossier (créé s'il n'existe pas)",
                path.display(),
                surface.pick("--dir attend", "choisissez")
            ),
        }
    }
}

#[cfg(test)]
impl FileFault {
    pub(super) fn examples() -> Vec<FileFault> {
        let path = || PathBuf::from("/tmp/out/sheet.pdf");
        vec![
            FileFault::Read {
                path: path(),
                cause: IoCause::Missing,
            },
            FileFault::Write {
                path: path(),
                cause: IoCause::Denied,
            },
            FileFault::CreateFolder {
                path: path(),
                cause: IoCause::Full,
            },
            FileFault::FolderMissing {
                path: path(),
                folder: PathBuf::from("/tmp/out"),
            },
            FileFault::NotAFileName {
                path: PathBuf::from("/"),
            },
            FileFault::Json {
                detail: "key must be a string".into(),
            },
            FileFault::ReadAnswer {
                cause: IoCause::Other("broken pipe".into()),
            },
            FileFault::NotPdf {
                path: PathBuf::from("sheet.txt"),
            },
            FileFault::IsFolder {
                path: PathBuf::from("/tmp"),
            },
            FileFault::IsFile {
                path: PathBuf::from("/tmp/out.pdf"),
            },
        ]
    }
}
