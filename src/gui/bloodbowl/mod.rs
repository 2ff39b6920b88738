//! Blood Bowl's screens in the window: the team and the reference.

pub(crate) mod league;
pub mod reference;
mod reference_view;
mod team;
mod team_view;

pub use team::{Action, Message, TeamScreen};
