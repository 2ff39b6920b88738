//! What publishing the league's site refuses: a folder that cannot take it, a page whose
//! place holds another program's file, a list of Dugout's pages that is not Dugout's.
//! Each says that nothing in the folder changed.

use super::surface::Surface;
use super::words::{Wording, quote, variant_names};
use crate::data::Lang;
use crate::tr::texts;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PublishFault {
    /// The folder (or a file in it) cannot be created, read or written; the system's reason.
    Folder { path: String, reason: String },
    /// A page's place holds a file Dugout did not write.
    Foreign { path: String },
    /// The folder's list of Dugout's pages (`.dugout-site`) is not one Dugout writes.
    Manifest { path: String },
    /// A page could not be rendered (a bug: the templates are checked when Dugout is built).
    Template { reason: String },
    /// A worker writing pages stopped unexpectedly (a bug).
    Worker,
}

variant_names!(PublishFault: Folder, Foreign, Manifest, Template, Worker);

texts! { PublishTexts {
    Folder => "the site cannot be written at {} ({}): choose a folder you can write to",
        "le site ne peut pas être écrit à {} ({}) : choisissez un dossier où vous pouvez écrire";
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
            PublishFault::Folder { path, reason } => {
                PublishTexts::Folder.fill(lang, &[&quote(path, surface, lang), reason])
            }
            PublishFault::Foreign { path } => {
                PublishTexts::Foreign.fill(lang, &[&quote(path, surface, lang)])
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
                reason: "permission denied".into(),
            },
            PublishFault::Foreign {
                path: "/site/index.html".into(),
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
