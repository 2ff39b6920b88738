//! Killpower Ball's screens in the window: the team (its seven gladiators), the
//! creation wizard with its recorded dice, the league's additions (championship table,
//! deck of power cards, settings), the match screen (before the match, the report, the
//! review) and the reference. The root holds them in `Screens` and routes `Message`.

mod app;
pub mod league;
mod league_jobs;
mod league_state;
mod league_view;
pub mod match_day;
pub mod match_form;
mod match_jobs;
mod match_view;
pub mod new_team;
mod new_team_view;
pub mod reference;
mod report_view;
mod review_view;
mod side_view;
pub mod team;
pub mod tr;
pub mod words;

pub use league_view::{card_view, settings_editor};

pub use app::{Message, Screens};
