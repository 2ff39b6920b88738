//! Printed documents as PDF: team sheets (now, as of a date, or before a match), match
//! sheets with boxes to fill in, standings, fixtures by round, playoff brackets, a
//! league's team sheets in bulk, and Killpower Ball's ranking sheet. A4 or US Letter,
//! English or French; the fonts (DejaVu Sans) are embedded, so accents print everywhere.
//!
//! A season's report adds charts (drawn as vector paths), and a team's sheet can end
//! with its value chart.
//!
//! Each document has a pure function (data in, PDF bytes out) and a thin one that loads
//! the data from the store. No iced in here: the window and the CLI both call these.

pub mod bloodbowl;
mod bracket;
mod bulk;
mod chart;
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
mod roster;
mod season_report;
mod standings;
mod table;
mod tr;

pub use crate::files::write_atomic;
pub use bracket::{BracketDoc, bracket_pdf};
pub use bulk::{Bundle, league_sheet_files, league_sheets_pdf};
pub use file::{file_name, slug};
pub use fixtures::{FixturesDoc, fixtures_pdf};
pub use fonts::{ELLIPSIS, fit_with, wrap_with};
pub use load::{
    bracket_document, fixtures_document, league_document, match_document, standings_document,
    team_document,
};
pub use roster::{NAME_COLUMN, RosterRow, RosterTable, team_roster};
pub use season_report::{LEADERS_SHOWN, SeasonReportDoc, season_report, season_report_pdf};
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
    /// A team's sheet ends with its value chart (value and treasury over its matches).
    pub value_chart: bool,
}

impl SheetOptions {
    pub fn new(paper: Paper, lang: Lang) -> SheetOptions {
        SheetOptions {
            paper,
            lang,
            value_chart: false,
        }
    }

    /// The same options, with a team's sheet ending with its value chart or not.
    pub fn with_value_chart(self, value_chart: bool) -> SheetOptions {
        SheetOptions {
            value_chart,
            ..self
        }
    }
}
