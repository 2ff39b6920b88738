//! Killpower Ball on the command line: its flags, reference data, team commands, league
//! settings and match reports, and `dugout kpb` (the look-ups at the table, the
//! championship table, the deck of power cards, each match's pre-match and report).

pub mod args;
pub mod commands;
pub mod data;
pub mod league;
mod match_text;
pub mod team;
mod text;
mod tr;
