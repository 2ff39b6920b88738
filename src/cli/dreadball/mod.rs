//! DreadBall's commands: its teams, the Mechanite and Mutant builders and saved
//! designs, the match-day commands, its reference data.

pub mod args;
pub mod build;
pub mod data;
pub mod league;
pub mod match_day;
mod match_day_args;
mod match_day_prompt;
mod match_day_text;
pub mod team;
pub mod text;
mod tr;
