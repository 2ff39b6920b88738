//! Blood Bowl's printed documents: the team sheet and the match sheet (with its
//! Dungeonbowl variant).

mod match_boxes;
mod match_load;
mod match_played;
mod match_setup;
mod match_sheet;
mod match_totals;
mod team;
mod tr;

pub use match_load::{match_document, match_sheet_data};
pub use match_played::{Played, PlayedPlayer, PlayedSide};
pub use match_sheet::{MatchSheet, Prematch, match_sheet_pdf};
pub use team::{BloodBowlPages, bloodbowl_team_pdf, team_pages};
