//! One module per screen: each has its `Message`, an `update` that tells the root
//! what to do next, and a `view`.

pub mod builder;
mod builder_view;
pub mod league;
pub mod reference;
pub mod settings;
pub mod start;
pub mod team;
mod team_view;

pub use team_view::undo_label;
