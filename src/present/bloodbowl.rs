//! How Blood Bowl is written for people, in English and French: its refusals, and the
//! names of what its tables give.

mod inducements;
mod match_day_refusal;
mod outcome;
mod player_refusal;
mod purchase;
mod refusal;
mod stored_text;

pub use outcome::{named, outcome_name};

use crate::data::Lang;
use crate::rules::bloodbowl::pre_match::Side;
use crate::tr::texts;

texts! { SideText {
    Home => "home", "domicile";
    Away => "away", "extérieur";
} }

/// A side of a match in `lang`: `home` or `away`, « domicile » or « extérieur ».
fn side_said(side: Side, lang: Lang) -> &'static str {
    match side {
        Side::Home => SideText::Home.get(lang),
        Side::Away => SideText::Away.get(lang),
    }
}

/// The English or the French of a pair of names from the data files.
fn said<'a>(en: &'a str, fr: &'a str, lang: Lang) -> &'a str {
    match lang {
        Lang::En => en,
        Lang::Fr => fr,
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_side_text_is_said_in_both_languages() {
        crate::tr::assert_complete(super::SideText::ALL);
    }
}
