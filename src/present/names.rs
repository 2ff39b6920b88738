//! Why a name is refused, in English and French: the words for the rules'
//! `NameProblem`.

use crate::data::Lang;
use crate::rules::names::NameProblem;

impl NameProblem {
    pub fn message(self, lang: Lang) -> String {
        match (self, lang) {
            (NameProblem::Empty, Lang::En) => "the name must not be empty".to_string(),
            (NameProblem::Empty, Lang::Fr) => "le nom ne doit pas être vide".to_string(),
            (NameProblem::TooLong { max }, Lang::En) => {
                format!("the name is too long: at most {max} characters")
            }
            (NameProblem::TooLong { max }, Lang::Fr) => {
                format!("le nom est trop long : {max} caractères au plus")
            }
            (NameProblem::Control, Lang::En) => {
                "the name holds a control character (a line break, a tab…): it must be one line of text".to_string()
            }
            (NameProblem::Control, Lang::Fr) => {
                "le nom contient un caractère de contrôle (saut de ligne, tabulation…) : il doit tenir sur une ligne de texte".to_string()
            }
        }
    }
}
