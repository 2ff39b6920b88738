//! Blood Bowl's screens in the window.

mod team;
mod team_view;

pub use team::{Action, Message, TeamScreen};
