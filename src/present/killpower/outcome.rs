//! What TABLE 8's death risk did to a gladiator, named in English and French: the words
//! for the rules' `Outcome`.

use crate::data::Lang;
use crate::rules::killpower::Outcome;
use crate::tr::texts;

texts! { OutcomeText {
    SeriousInjury => "serious injury", "blessé grave";
    Coma => "coma", "coma";
    Death => "death", "mort";
} }

impl Outcome {
    /// The outcome's name in `lang`.
    pub fn name(self, lang: Lang) -> &'static str {
        let text = match self {
            Outcome::SeriousInjury => OutcomeText::SeriousInjury,
            Outcome::Coma => OutcomeText::Coma,
            Outcome::Death => OutcomeText::Death,
        };
        text.get(lang)
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_outcome_text_is_said_in_both_languages() {
        crate::tr::assert_complete(super::OutcomeText::ALL);
    }
}
