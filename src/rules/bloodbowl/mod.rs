//! Blood Bowl (2020 edition) team rules, pure: what a team may hire and buy and at what
//! price, what it breaks as it stands, its team value and current team value (seed 001,
//! steps 6 and 8), the pre-match arithmetic (`pre_match`) and the post-match arithmetic
//! (steps 1, 5 and 7, `post_match`). No
//! database, no window: plain data in, answers out.

pub mod inducements;
pub mod match_day;
pub mod post_match;
pub mod pre_match;
mod purchase;
mod refusal;
pub mod rolls;
pub mod settings;
mod state;
pub mod stored;
mod stored_text;
mod value;

pub use purchase::{Purchase, hire_cost, purchase_cost};
pub use refusal::Refusal;
pub use state::{CreationRules, Items, PlayerState, TeamState, problems};
pub use value::{current_team_value_gp, team_value_gp};

#[cfg(test)]
mod bundled_data;
#[cfg(test)]
mod inducements_tests;
#[cfg(test)]
mod post_match_tests;
#[cfg(test)]
mod pre_match_tests;
#[cfg(test)]
mod stored_tests;
#[cfg(test)]
mod tests;
