//! Blood Bowl's screens in the window.

pub(crate) mod league;
mod team;
mod team_view;

pub use team::{Action, Message, TeamScreen};
