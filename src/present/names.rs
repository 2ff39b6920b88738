//! Why a name is refused, in English and French: the words for the rules'
//! `NameProblem`.

use crate::data::Lang;
use crate::rules::names::NameProblem;
use crate::tr::texts;

texts! { NameText {
    Empty => "the name must not be empty", "le nom ne doit pas être vide";
    TooLong => "the name is too long: at most {} characters", "le nom est trop long : {} caractères au plus";
    Invisible => "the name holds an invisible or text-direction character (a right-to-left mark, a zero-width space, a byte-order mark…): only visible letters, digits, signs and spaces", "le nom contient un caractère invisible ou de sens d'écriture (marque droite-à-gauche, espace de largeur nulle, indicateur d'ordre des octets…) : seulement des lettres, chiffres, signes et espaces visibles";
    Control => "the name holds a control character (a line break, a tab…): it must be one line of text", "le nom contient un caractère de contrôle (saut de ligne, tabulation…) : il doit tenir sur une ligne de texte";
} }

impl NameProblem {
    /// The problem in `lang`.
    pub fn message(self, lang: Lang) -> String {
        match self {
            NameProblem::Empty => NameText::Empty.get(lang).to_string(),
            NameProblem::TooLong { max } => NameText::TooLong.fill(lang, &[&max]),
            NameProblem::Control => NameText::Control.get(lang).to_string(),
            NameProblem::Invisible => NameText::Invisible.get(lang).to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_name_texts_are_complete_and_filled() {
        crate::tr::assert_complete(NameText::ALL);
        assert_eq!(
            NameProblem::TooLong { max: 60 }.message(Lang::Fr),
            "le nom est trop long : 60 caractères au plus"
        );
    }
}
