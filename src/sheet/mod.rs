//! Printed documents as PDF: team sheets (now, as of a date, or before a match), match
//! sheets with boxes to fill in, standings, fixtures by round, playoff brackets, a
//! league's team sheets in bulk, and Killpower Ball's ranking sheet. A4 or US Letter,
//! English or French; the fonts (DejaVu Sans) are embedded, so accents print everywhere.
//!
//! Each document has a pure function (data in, PDF bytes out) and a thin one that loads
//! the data from the store. No iced in here: the window and the CLI both call these.

pub mod bloodbowl;
mod bracket;
mod bulk;
pub mod dreadball;
mod file;
mod fixtures;
mod fonts;
mod frame;
mod games;
mod glossary;
mod grid;
pub mod killpower;
mod load;
mod page;
mod standings;
mod table;
mod tr;

pub use bracket::{BracketDoc, bracket_pdf};
pub use bulk::{Bundle, league_sheet_files, league_sheets_pdf};
pub use file::{file_name, slug, write_atomic};
pub use fixtures::{FixturesDoc, fixtures_pdf};
pub use fonts::{ELLIPSIS, fit_with, wrap_with};
pub use games::championship_document;
pub use load::{
    bracket_document, fixtures_document, match_document, standings_document, team_document,
};
pub use standings::{StandingsDoc, standings_pdf};

use crate::data::Lang;

/// The paper size a document is laid out for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Paper {
    #[default]
    A4,
    Letter,
}

impl Paper {
    pub const ALL: [Paper; 2] = [Paper::A4, Paper::Letter];

    /// Reads `a4` or `letter` (any case).
    pub fn parse(text: &str) -> Option<Paper> {
        match text.trim().to_ascii_lowercase().as_str() {
            "a4" => Some(Paper::A4),
            "letter" | "us-letter" | "us letter" => Some(Paper::Letter),
            _ => None,
        }
    }
}

/// How a document is printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SheetOptions {
    pub paper: Paper,
    pub lang: Lang,
}

impl SheetOptions {
    pub fn new(paper: Paper, lang: Lang) -> SheetOptions {
        SheetOptions { paper, lang }
    }
}
