//! League play as pure, game-agnostic functions: who plays whom (round robin), how the
//! table is ranked (standings and tie-breakers) and how a knockout bracket is laid out.
//!
//! Nothing here knows about a database, a window or a particular game: teams are any
//! small copyable value the caller picks (an id, an index), and results are plain scores.

mod bracket;
mod ranking;
mod round_robin;
mod standings;
#[cfg(test)]
mod standings_tests;
mod table_rules;
mod tally;

pub use bracket::{first_round, next_slot, round_count, wins_needed};
pub use ranking::coin_flip;
pub use round_robin::{Pairing, byes, round_robin};
pub use standings::{StandingRow, standings, standings_carrying};
pub use table_rules::{Played, PointsTable, TableRules, TieBreaker};
