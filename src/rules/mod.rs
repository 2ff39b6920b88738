//! Game rules as pure functions over plain data: no database, no UI.

pub mod bloodbowl;
pub mod dates;
pub mod dreadball;
pub mod killpower;
pub mod names;
pub mod report;
pub mod setting;
mod side;
mod who;

pub use side::{Decided, Side};
pub use who::Who;
