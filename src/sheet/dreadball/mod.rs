//! DreadBall's printed documents: the team sheet (now, as of a date or before a match)
//! and the match sheet with boxes to fill in (filled with what was recorded once played).

mod load;
mod match_boxes;
mod match_sheet;
mod played;
mod team;
mod team_rows;
mod tr;

pub use load::{match_document, match_sheet_data, team_pages};
pub use match_sheet::{MatchSheet, match_sheet_pdf};
pub use played::{Played, Row};
pub use team::team_sheet_pdf;
