//! DreadBall team-building rules: legality of every change, team problems, team value.

pub mod build;
mod feats;
mod legality;
pub mod match_day;
pub mod profile;
mod profile_text;
mod result;
pub mod settings;
mod state;
mod value;
mod violation;

pub use feats::{Feat, FeatBar, feat_bar};
pub use legality::*;
pub use result::{LANDSLIDE_LEAD, check_result};
pub use settings::Settings;
pub use state::{PlayerKind, PlayerState, TeamState};
pub use value::team_value_mc;
pub use violation::Violation;

#[cfg(test)]
mod profile_tests;
#[cfg(test)]
mod tests;
