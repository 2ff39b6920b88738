//! DreadBall's screens in the window: the team, the Mechanite and Mutant builders, the
//! match-day wizard, the reference and the commissioner's overrides.

mod app;
pub mod builder;
mod builder_view;
pub mod commissioner;
pub(crate) mod league;
pub mod match_day;
mod match_day_players;
mod match_day_review_view;
mod match_day_view;
pub mod reference;
pub mod team;
mod team_data;
pub mod team_free_agents;
pub mod team_mvps;
mod team_panels;
mod team_view;
pub mod tr;

pub use app::{ScreenMessage, Screens};
pub use team_view::undo_label;
