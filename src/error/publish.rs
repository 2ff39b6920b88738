//! What publishing the league's site refuses: a folder that cannot take it, a page whose
//! place holds another program's file, a link, a page changed since Dugout wrote it, a
//! list of Dugout's pages that is not Dugout's, a second publish into the same folder.
//! Each refusal made before writing says that nothing in the folder changed.

use super::facts::IoCause;
use super::surface::Surface;
use super::words::{Wording, quote, variant_names};
use crate::data::Lang;
use crate::tr::texts;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PublishFault {
    /// The folder (or a file in it) cannot be created, read or written, and why.
    Folder { path: String, cause: IoCause },
    /// The place chosen for the site is a file, not a folder.
    NotFolder { path: String },
    /// A page's place holds a file (or folder) Dugout did not write.
    Foreign { path: String },
    /// A link stands where Dugout would write or read (never followed).
    Link { path: String },
    /// A page Dugout wrote no longer holds what it wrote.
    Changed { path: String },
    /// Another publish is writing into the folder.
    Busy { path: String },
    /// The folder's list of Dugout's pages (`.dugout-site`) is not one Dugout writes.
    Manifest { path: String },
    /// A page could not be rendered (a bug: the templates are checked when Dugout is built).
    Template { reason: String },
    /// A worker writing pages stopped unexpectedly (a bug).
    Worker,
}

variant_names!(PublishFault: Folder, NotFolder, Foreign, Link, Changed, Busy, Manifest, Template, Worker);

impl PublishFault {
    /// A folder or file that could not be made, read or written.
    pub fn folder(path: &std::path::Path, error: &std::io::Error) -> PublishFault {
        PublishFault::Folder {
            path: path.display().to_string(),
            cause: IoCause::of(error),
        }
    }
}

texts! { PublishTexts {
    Folder => "the site cannot be written at {} ({}): choose a folder you can write to",
        "le site ne peut pas être écrit à {} ({}) : choisissez un dossier où vous pouvez écrire";
    NotFolder => "{} is a file, not a folder, so the site was not published: choose a folder (a new one is made for you)",
        "{} est un fichier, pas un dossier : le site n'a pas été publié ; choisissez un dossier (un nouveau est créé pour vous)";
    Link => "{} is a link; Dugout never follows a link in a site folder (it could lead the pages anywhere on the disk), so the site was not published and nothing in the folder changed: remove the link or publish into another folder",
        "{} est un lien ; Dugout ne suit jamais un lien dans un dossier de site (il pourrait mener les pages n'importe où sur le disque) : le site n'a pas été publié et rien n'a changé dans le dossier ; retirez le lien ou publiez dans un autre dossier";
    Changed => "{} no longer holds the page Dugout wrote there, so the site was not published and nothing in the folder changed: move that file away (Dugout then writes the page afresh) or publish into another folder",
        "{} ne contient plus la page que Dugout y a écrite : le site n'a pas été publié et rien n'a changé dans le dossier ; déplacez ce fichier (Dugout réécrit alors la page) ou publiez dans un autre dossier";
    Busy => "another publish is writing into {}, so this one did not start and changed nothing: publish again once it has finished",
        "une autre publication écrit dans {} : celle-ci n'a pas commencé et n'a rien changé ; publiez à nouveau une fois l'autre terminée";
    Foreign => "{} is not a page Dugout wrote, so the site was not published and nothing in the folder changed: move that file away or publish into another folder",
        "{} n'est pas une page écrite par Dugout : le site n'a pas été publié et rien n'a changé dans le dossier ; déplacez ce fichier ou publiez dans un autre dossier";
    Manifest => "{} is not the list of pages Dugout keeps, so the site was not published and nothing in the folder changed: publish into another folder",
        "{} n'est pas la liste de pages que tient Dugout : le site n'a pas été publié et rien n'a changé dans le dossier ; publiez dans un autre dossier";
    Template => "a page of the site could not be made ({}), so publishing stopped: every page in the folder is whole, and publishing again finishes the site",
        "une page du site n'a pas pu être faite ({}), la publication s'est donc arrêtée : chaque page du dossier est entière, et publier à nouveau termine le site";
    Worker => "publishing stopped unexpectedly: every page in the folder is whole, and publishing again finishes the site",
        "la publication s'est arrêtée de façon inattendue : chaque page du dossier est entière, et publier à nouveau termine le site";
} }

impl Wording for PublishFault {
    fn text(&self, surface: Surface, lang: Lang) -> String {
        match self {
            PublishFault::Folder { path, cause } => {
                PublishTexts::Folder.fill(lang, &[&quote(path, surface, lang), &cause.text(lang)])
            }
            PublishFault::NotFolder { path } => {
                PublishTexts::NotFolder.fill(lang, &[&quote(path, surface, lang)])
            }
            PublishFault::Foreign { path } => {
                PublishTexts::Foreign.fill(lang, &[&quote(path, surface, lang)])
            }
            PublishFault::Link { path } => {
                PublishTexts::Link.fill(lang, &[&quote(path, surface, lang)])
            }
            PublishFault::Changed { path } => {
                PublishTexts::Changed.fill(lang, &[&quote(path, surface, lang)])
            }
            PublishFault::Busy { path } => {
                PublishTexts::Busy.fill(lang, &[&quote(path, surface, lang)])
            }
            PublishFault::Manifest { path } => {
                PublishTexts::Manifest.fill(lang, &[&quote(path, surface, lang)])
            }
            PublishFault::Template { reason } => PublishTexts::Template.fill(lang, &[reason]),
            PublishFault::Worker => PublishTexts::Worker.get(lang).to_string(),
        }
    }
}

#[cfg(test)]
impl PublishFault {
    pub(super) fn examples() -> Vec<PublishFault> {
        vec![
            PublishFault::Folder {
                path: "/site".into(),
                cause: IoCause::Denied,
            },
            PublishFault::NotFolder {
                path: "/site".into(),
            },
            PublishFault::Foreign {
                path: "/site/index.html".into(),
            },
            PublishFault::Link {
                path: "/site/teams".into(),
            },
            PublishFault::Changed {
                path: "/site/index.html".into(),
            },
            PublishFault::Busy {
                path: "/site".into(),
            },
            PublishFault::Manifest {
                path: "/site/.dugout-site".into(),
            },
            PublishFault::Template {
                reason: "missing value".into(),
            },
            PublishFault::Worker,
        ]
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_texts_are_complete() {
        crate::tr::assert_complete(super::PublishTexts::ALL);
    }
}
