//! Blood Bowl's screens in the window: the team, the match-day wizard and the reference.

mod app;
pub mod inducement_offers;
pub(crate) mod league;
pub mod match_day;
mod match_day_data;
pub mod match_day_form;
mod match_day_jobs;
mod match_day_plan_view;
mod match_day_post_view;
mod match_day_stored_view;
mod match_day_view;
pub mod reference;
mod reference_view;
mod team;
mod team_view;
pub mod tr;

pub use app::{ScreenMessage, Screens};
pub use team::{Action, Message, TeamScreen};
