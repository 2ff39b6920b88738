//! DreadBall's texts on the command line, in English and French (the one translation
//! pattern, `crate::tr::texts!`).

use crate::tr::texts;

texts! { Text {
    BuiltFrom => "built from:", "construit avec :";
    Skills => "skills:", "compétences :";
    None => "none", "aucune";
    Paid => "paid", "payé";
    Free => "free", "offert";
} }

#[cfg(test)]
mod tests {
    #[test]
    fn every_text_is_said_in_both_languages() {
        crate::tr::assert_complete(super::Text::ALL);
    }
}
