//! Which calendar days a league can hold: a match played, a team created, a season
//! started. Every game shares the rule.

use chrono::{Datelike, NaiveDate};

use crate::data::Lang;

/// The earliest year a league's day may fall in (the first fantasy football games are
/// from the 1980s; a club's records of older board games still fit).
pub const EARLIEST_YEAR: i32 = 1900;
/// The latest year (a planned fixture may be years ahead, not centuries).
pub const LATEST_YEAR: i32 = 2200;

/// Whether `day` is one a league can hold.
pub fn plausible(day: NaiveDate) -> bool {
    (EARLIEST_YEAR..=LATEST_YEAR).contains(&day.year())
}

/// What a refused day is told, in `lang`.
pub fn implausible_message(day: NaiveDate, lang: Lang) -> String {
    match lang {
        Lang::En => format!(
            "{day} is not a day a league can hold: from {EARLIEST_YEAR}-01-01 to {LATEST_YEAR}-12-31"
        ),
        Lang::Fr => format!(
            "{day} n'est pas un jour qu'une ligue peut contenir : du {EARLIEST_YEAR}-01-01 au {LATEST_YEAR}-12-31"
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_from_1900_to_2200_are_plausible() {
        let day = |y, m, d| NaiveDate::from_ymd_opt(y, m, d).expect("day");
        assert!(plausible(day(1900, 1, 1)));
        assert!(plausible(day(2200, 12, 31)));
        assert!(!plausible(day(1899, 12, 31)));
        assert!(!plausible(day(2201, 1, 1)));
        assert!(!plausible(NaiveDate::MIN));
        assert!(implausible_message(day(1, 1, 1), Lang::Fr).contains("1900-01-01"));
    }
}
