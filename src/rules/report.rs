//! What every game's match report is held to, wherever it comes from (a report file, the
//! command line or the window): each number within what a match can hold, each player at
//! most once in a list that names players, a day that can be a real match day. Each game
//! gives its own maxima (`rules::<game>::…::limits`); these functions say where a report
//! breaks them, by the field's name as the report's JSON spells it (`players[2].strikes`).

use chrono::NaiveDate;

pub use super::dates::{EARLIEST_DAY, LATEST_DAY};

/// Why a report is refused: where (the field as the report's JSON names it) and the facts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReportRefusal {
    /// A number outside what a match can hold.
    OutOfRange {
        at: String,
        given: i64,
        least: i64,
        most: i64,
    },
    /// The same player twice in one list: at `first` and at `at`.
    PlayerTwice {
        at: String,
        player: i64,
        first: String,
    },
    /// A day no match could have been played on.
    DayOutOfRange {
        at: String,
        given: NaiveDate,
        earliest: NaiveDate,
        latest: NaiveDate,
    },
    /// A list longer than a match can fill.
    TooMany {
        at: String,
        given: usize,
        most: usize,
    },
    /// An amount of gold off the game's steps (Blood Bowl: 5,000 gp).
    NotMultiple { at: String, given: i64, step: i64 },
}

/// `given` at `at` is from `least` to `most`.
pub fn within(at: &str, given: i64, least: i64, most: i64) -> Result<(), ReportRefusal> {
    if (least..=most).contains(&given) {
        return Ok(());
    }
    Err(ReportRefusal::OutOfRange {
        at: at.to_string(),
        given,
        least,
        most,
    })
}

/// A count (of strikes, casualties, points…) at `at` is from 0 to `most`.
pub fn count(at: &str, given: u32, most: u32) -> Result<(), ReportRefusal> {
    within(at, i64::from(given), 0, i64::from(most))
}

/// Each player of the list `list` (`man_of_the_match`, `home.dismissed`) is in it once.
pub fn once_each<I>(list: &str, players: I) -> Result<(), ReportRefusal>
where
    I: IntoIterator<Item = i64>,
{
    let mut seen: Vec<(i64, usize)> = Vec::new();
    for (index, player) in players.into_iter().enumerate() {
        if let Some((_, first)) = seen.iter().find(|(p, _)| *p == player) {
            return Err(ReportRefusal::PlayerTwice {
                at: format!("{list}[{index}]"),
                player,
                first: format!("{list}[{first}]"),
            });
        }
        seen.push((player, index));
    }
    Ok(())
}

/// The list at `at` has at most `most` entries.
pub fn at_most(at: &str, given: usize, most: usize) -> Result<(), ReportRefusal> {
    if given <= most {
        return Ok(());
    }
    Err(ReportRefusal::TooMany {
        at: at.to_string(),
        given,
        most,
    })
}

/// An amount of gold at `at` is a whole number of `step`s.
pub fn multiple(at: &str, given: i64, step: i64) -> Result<(), ReportRefusal> {
    if step > 0 && given % step == 0 {
        return Ok(());
    }
    Err(ReportRefusal::NotMultiple {
        at: at.to_string(),
        given,
        step,
    })
}

/// The day at `at` is from [`EARLIEST_DAY`] to [`LATEST_DAY`].
pub fn match_day(at: &str, given: NaiveDate) -> Result<(), ReportRefusal> {
    if super::dates::plausible(given) {
        return Ok(());
    }
    Err(ReportRefusal::DayOutOfRange {
        at: at.to_string(),
        given,
        earliest: EARLIEST_DAY,
        latest: LATEST_DAY,
    })
}

/// `list[index]` followed by `.field`: the path of one field of a list's entry.
pub fn path(list: &str, index: usize, field: &str) -> String {
    format!("{list}[{index}].{field}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_number_is_refused_outside_its_range_naming_the_field() {
        assert!(count("home_score", 30, 30).is_ok());
        assert_eq!(
            count("home_score", 31, 30),
            Err(ReportRefusal::OutOfRange {
                at: "home_score".into(),
                given: 31,
                least: 0,
                most: 30
            })
        );
        assert!(within("life", -12, -50, -11).is_ok());
        assert!(within("life", -51, -50, -11).is_err());
    }

    #[test]
    fn a_player_twice_in_a_list_is_refused_with_both_places() {
        assert!(once_each("revive", [3, 4, 5]).is_ok());
        assert_eq!(
            once_each("revive", [3, 4, 3]),
            Err(ReportRefusal::PlayerTwice {
                at: "revive[2]".into(),
                player: 3,
                first: "revive[0]".into()
            })
        );
    }

    #[test]
    fn a_match_day_is_between_1900_and_2200() {
        let day = |y, m, d| NaiveDate::from_ymd_opt(y, m, d).unwrap();
        assert!(match_day("played_on", day(1900, 1, 1)).is_ok());
        assert!(match_day("played_on", day(2200, 12, 31)).is_ok());
        assert!(match_day("played_on", day(1899, 12, 31)).is_err());
        assert!(match_day("played_on", day(0, 1, 1)).is_err());
        assert!(match_day("played_on", day(2201, 1, 1)).is_err());
    }

    #[test]
    fn a_list_longer_than_a_match_fills_is_refused() {
        assert!(at_most("free_throws", 4, 4).is_ok());
        assert_eq!(
            at_most("free_throws", 5, 4),
            Err(ReportRefusal::TooMany {
                at: "free_throws".into(),
                given: 5,
                most: 4
            })
        );
    }
}
