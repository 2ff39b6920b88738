//! Killpower Ball's printed documents (seed 004, chapter 1.2): the team sheet, the
//! referee sheet of a match, and the league's ranking sheet.

mod championship;
mod common;
mod referee;
mod referee_boxes;
mod referee_load;
mod referee_report;
mod team;
mod tr;

pub use championship::{ChampionshipDoc, championship_document, championship_pdf};
pub use referee::{match_document, referee_sheet_pdf};
pub use referee_load::{RecordedResult, RefereeSheet, referee_sheet_data};
pub use team::{KillpowerPages, team_pages};
