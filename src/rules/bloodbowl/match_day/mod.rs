//! The Blood Bowl match day as plans: seed 001's pre-match (`prematch`) and post-match
//! (`casualty`, `players`, `team_steps`) sequences, over plain data, every die through
//! one [`RollLog`]. The coach layer loads the teams, runs these and writes the plan in one
//! transaction; a preview runs the same and keeps nothing.

mod advance;
mod casualty;
mod fan_factor;
pub mod limits;
mod player_refusal;
mod players;
mod prayers;
mod prematch;
mod refusal;
mod roll_log;
mod signing;
mod team_steps;

pub use advance::{AdvanceInput, AdvanceTaken, Profile, TakenAdvancement, advance};
pub use casualty::{CasualtyOutcome, NIGGLING_INJURY, apply_casualty, roll_casualty};
pub use fan_factor::{FanFactorRefusal, final_fan_factors};
pub use player_refusal::PlayerRefusal;
pub use players::{MvpCandidate, MvpKind, PlayerMatch, draw_mvps, mvp_pool, spp_of};
pub use prayers::prayer_spp;
pub use prematch::{
    BALL_KEY, PrematchChoices, PrematchFormat, PrematchPlan, PrematchSide, StadiumPick,
    WEATHER_MAGE, attribute_entry, chosen_ball_face, journeyman_position, plan_prematch,
    side_index,
};
pub use refusal::MatchDayRefusal;
pub use roll_log::{RollLog, RollRecord, TableRolls};
pub use signing::check_signing;
pub use team_steps::{
    Money, StadiumState, TeamChoices, TeamInput, TeamOutcome, costly_errors_step, team_steps,
};

use super::pre_match::Side;

/// Home then away, the order both sides are always handled in.
pub const SIDES: [Side; 2] = [Side::Home, Side::Away];

/// The word a side has in roll keys and files: `home` or `away`.
pub fn side_key(side: Side) -> &'static str {
    side.key()
}

#[cfg(test)]
mod fan_factor_tests;
#[cfg(test)]
mod injury_tests;
#[cfg(test)]
mod mvp_tests;
#[cfg(test)]
mod prayer_tests;
#[cfg(test)]
mod tests;
