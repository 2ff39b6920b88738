//! What goes wrong reading or writing files and folders other than the league file.

use std::path::PathBuf;

use super::facts::IoCause;
use super::surface::Surface;
use super::words::{Wording, variant_names};
use crate::data::Lang;
use crate::tr::texts;

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
    /// The window's settings file, not in the form Dugout writes it (at this line).
    NotSettings {
        path: PathBuf,
        line: usize,
    },
}

variant_names!(FileFault: Read, Write, CreateFolder, FolderMissing, NotAFileName, Json,
    ReadAnswer, NotPdf, IsFolder, IsFile, NotSettings);

texts! { FileTexts {
    Read => "cannot read {}: {}", "impossible de lire {} : {}";
    Write => "cannot write {}: {}", "impossible d'écrire {} : {}";
    CreateFolder => "cannot create the folder {}: {}", "impossible de créer le dossier {} : {}";
    FolderMissing => "cannot write {}: the folder {} does not exist", "impossible d'écrire {} : le dossier {} n'existe pas";
    NotAFileName => "{} is not a file name", "{} n'est pas un nom de fichier";
    JsonCli => "cannot write JSON: {}", "impossible d'écrire le JSON : {}";
    JsonWindow => "cannot write the data as JSON", "impossible d'écrire les données en JSON";
    ReadAnswer => "cannot read the answer: {}", "impossible de lire la réponse : {}";
    NotPdf => "the output {} must be a .pdf file{}", "la sortie {} doit être un fichier .pdf{}";
    ExampleCli => ", e.g. -o sheet.pdf", ", par exemple -o feuille.pdf";
    IsFolder => "{} is a folder; give a file name ending in .pdf", "{} est un dossier ; donnez un nom de fichier finissant par .pdf";
    IsFile => "{} is a file; {} a folder (made if it does not exist)", "{} est un fichier ; {} un dossier (créé s'il n'existe pas)";
    DirTakesCli => "--dir takes", "--dir attend";
    ChooseWindow => "choose", "choisissez";
    NotSettings => "{} is not a settings file as Dugout writes it (line {}); it is replaced when you next change a setting",
        "{} n'est pas un fichier de réglages tel que Dugout l'écrit (ligne {}) ; il est remplacé au prochain réglage changé";
} }

impl Wording for FileFault {
    fn text(&self, surface: Surface, lang: Lang) -> String {
        match self {
            FileFault::Read { path, cause } => {
                FileTexts::Read.fill(lang, &[&path.display(), &cause.text(lang)])
            }
            FileFault::Write { path, cause } => {
                FileTexts::Write.fill(lang, &[&path.display(), &cause.text(lang)])
            }
            FileFault::CreateFolder { path, cause } => {
                FileTexts::CreateFolder.fill(lang, &[&path.display(), &cause.text(lang)])
            }
            FileFault::FolderMissing { path, folder } => {
                FileTexts::FolderMissing.fill(lang, &[&path.display(), &folder.display()])
            }
            FileFault::NotAFileName { path } => {
                FileTexts::NotAFileName.fill(lang, &[&path.display()])
            }
            FileFault::Json { detail } => match surface {
                Surface::Cli => FileTexts::JsonCli.fill(lang, &[detail]),
                Surface::Window => FileTexts::JsonWindow.get(lang).into(),
            },
            FileFault::ReadAnswer { cause } => {
                FileTexts::ReadAnswer.fill(lang, &[&cause.text(lang)])
            }
            FileFault::NotPdf { path } => {
                let example = match surface {
                    Surface::Cli => FileTexts::ExampleCli.get(lang),
                    Surface::Window => "",
                };
                FileTexts::NotPdf.fill(lang, &[&path.display(), &example])
            }
            FileFault::IsFolder { path } => FileTexts::IsFolder.fill(lang, &[&path.display()]),
            FileFault::IsFile { path } => {
                let choose = surface.pick(FileTexts::DirTakesCli, FileTexts::ChooseWindow);
                FileTexts::IsFile.fill(lang, &[&path.display(), &choose.get(lang)])
            }
            FileFault::NotSettings { path, line } => {
                FileTexts::NotSettings.fill(lang, &[&path.display(), line])
            }
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
            FileFault::NotSettings {
                path: PathBuf::from("/home/me/.config/dugout/settings.toml"),
                line: 2,
            },
        ]
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_texts_are_complete() {
        crate::tr::assert_complete(super::FileTexts::ALL);
    }
}
