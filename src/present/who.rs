//! The player a rule's problem is about, and the values a rule allows, said the same way
//! in every game: the words for the rules' `Who` and a span of values.

use crate::data::Lang;
use crate::rules::Who;
use crate::tr::texts;

texts! { WhoText {
    Player => "player #{} {}", "le joueur n°{} {}";
    PlayerAfterArticle => "player #{} {}", "joueur n°{} {}";
    Only => "only {}", "seulement {}";
    Span => "{} to {}", "de {} à {}";
} }

impl Who {
    /// "player #7 Vance" / "le joueur n°7 Vance".
    pub fn said(&self, lang: Lang) -> String {
        WhoText::Player.fill(lang, &[&self.number, &self.name])
    }

    /// The player after an article or a possessive: "player #7 Vance" / "joueur n°7
    /// Vance" (as in « du joueur n°7 Vance »).
    pub fn said_after_article(&self, lang: Lang) -> String {
        WhoText::PlayerAfterArticle.fill(lang, &[&self.number, &self.name])
    }
}

/// The values from `low` to `high` a rule allows: "6 to 9" / "de 6 à 9", or "only 6" /
/// "seulement 6" when there is one.
pub fn span(low: u8, high: u8, lang: Lang) -> String {
    if low == high {
        WhoText::Only.fill(lang, &[&low])
    } else {
        WhoText::Span.fill(lang, &[&low, &high])
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_who_text_is_said_in_both_languages() {
        crate::tr::assert_complete(super::WhoText::ALL);
    }
}
