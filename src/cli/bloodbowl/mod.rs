//! Blood Bowl on the command line: its flags, reference data, team commands, league
//! settings, the look-ups at the table (`dugout bb`) and the match day.

pub mod args;
pub mod data;
pub mod league;
pub mod lookup;
pub mod match_day;
mod match_day_text;
mod tables;
pub mod team;

use crate::data::Lang;
use crate::games::Money;

/// An amount in gold pieces, as the user reads it.
fn gp(amount: i64, lang: Lang) -> String {
    Money::Gp.format(amount, lang)
}
mod tr;
