//! Which calendar days a league can hold: a match played, a team created, a season
//! started. Every game shares the rule (its words are `present::dates`).

use chrono::NaiveDate;

/// The earliest day a league can hold: 1 January 1900. Fantasy football board games are
/// younger than that (DreadBall 2012, Blood Bowl 1986); the bound is there to catch a
/// day typed wrong (`0000-01-01`, a year of 5 digits).
pub const EARLIEST_DAY: NaiveDate = match NaiveDate::from_ymd_opt(1900, 1, 1) {
    Some(day) => day,
    None => NaiveDate::MIN,
};

/// The latest day a league can hold: 31 December 2200. Fixtures are planned ahead and
/// results may be entered for them, so a day in the future is fine, within reason.
pub const LATEST_DAY: NaiveDate = match NaiveDate::from_ymd_opt(2200, 12, 31) {
    Some(day) => day,
    None => NaiveDate::MAX,
};

/// Whether `day` is one a league can hold.
pub fn plausible(day: NaiveDate) -> bool {
    (EARLIEST_DAY..=LATEST_DAY).contains(&day)
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
    }
}
