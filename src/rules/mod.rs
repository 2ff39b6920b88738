//! Game rules as pure functions over plain data: no database, no UI.

pub mod bloodbowl;
pub mod dreadball;
pub mod names;
