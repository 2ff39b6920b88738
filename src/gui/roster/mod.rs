//! The parts every game's team screen is built from, so the three games' screens look
//! and behave alike: the header with the key numbers (`Header`), the roster table
//! (`roster_table` of `RosterColumn`s, one row height), the hire and buy panels
//! (`offer_panel` of `OfferLine`s, each disabled line with its reason) and the lists to
//! hire or choose from (`CandidateList`, with a filter). Each game supplies its columns,
//! figures, offers and actions.

mod candidates;
mod header;
mod offers;
mod page;
mod table;

pub use candidates::{CandidateList, FILTER, action_column, matches};
pub use header::{FIGURES, Figure, Header, figure_strip, print_and_export};
pub use offers::{OfferLine, offer_id, offer_panel};
pub use page::{PANEL_WIDTH, PANELS, team_page};
pub use table::{
    Align, FIRST_CELL, ROSTER_TABLE, ROW_HEIGHT, RosterColumn, fit, least_width, roster_table,
    text_width,
};
