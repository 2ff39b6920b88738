//! What a day a league cannot hold is told, in English and French: the words for the
//! rule in `rules::dates`.

use chrono::NaiveDate;

use crate::data::Lang;
use crate::rules::dates::{EARLIEST_DAY, LATEST_DAY};
use crate::tr::texts;

texts! { DateText {
    Implausible => "{} is not a day a league can hold: from {} to {}",
        "{} n'est pas un jour qu'une ligue peut contenir : du {} au {}";
} }

/// What a refused day is told, in `lang`.
pub fn implausible_message(day: NaiveDate, lang: Lang) -> String {
    DateText::Implausible.fill(lang, &[&day, &EARLIEST_DAY, &LATEST_DAY])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refused_day_is_told_the_days_allowed() {
        crate::tr::assert_complete(DateText::ALL);
        let day = NaiveDate::from_ymd_opt(1, 1, 1).expect("day");
        assert!(implausible_message(day, Lang::Fr).contains("1900-01-01"));
    }
}
