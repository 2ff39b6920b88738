//! What a Blood Bowl team buys besides players, named in English and French: the words
//! for the rules' `Purchase`.

use crate::data::Lang;
use crate::rules::bloodbowl::Purchase;
use crate::tr::texts;

texts! { PurchaseText {
    Rerolls => "team re-rolls", "relances d'équipe";
    Assistants => "assistant coaches", "coachs assistants";
    Cheerleaders => "cheerleaders", "cheerleaders";
    Apothecary => "apothecary", "apothicaire";
    DedicatedFans => "dedicated fans", "fans dévoués";
} }

impl Purchase {
    /// The name, plural, in `lang`.
    pub fn name(self, lang: Lang) -> &'static str {
        let text = match self {
            Purchase::Rerolls => PurchaseText::Rerolls,
            Purchase::Assistants => PurchaseText::Assistants,
            Purchase::Cheerleaders => PurchaseText::Cheerleaders,
            Purchase::Apothecary => PurchaseText::Apothecary,
            Purchase::DedicatedFans => PurchaseText::DedicatedFans,
        };
        text.get(lang)
    }

    /// The English and French names, plural.
    pub fn names(self) -> (&'static str, &'static str) {
        (self.name(Lang::En), self.name(Lang::Fr))
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_purchase_text_is_said_in_both_languages() {
        crate::tr::assert_complete(super::PurchaseText::ALL);
    }
}
