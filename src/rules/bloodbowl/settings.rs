//! A Blood Bowl league's own settings, within bounds: the numbers the seed does not give
//! that a commissioner may change (Dugout's defaults are `coach::bloodbowl::DEFAULTS`).

use crate::rules::setting::{SettingRefusal, multiple, within};

/// A league's numbers, as the rules check them (the stored settings also keep the
/// league's format and how it halves the winnings).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LeagueSettings {
    pub starting_treasury_gp: u32,
    pub max_dedicated_fans_at_creation: u32,
    pub dedicated_fan_gp: u32,
}

/// Every amount of gold pieces is a multiple of 5,000 gp, like every price of the game.
pub const GOLD_STEP_GP: u32 = super::match_day::limits::GOLD_STEP_GP;

/// The most a new team's treasury may be: 10,000,000 gp, ten times the default.
pub const MOST_STARTING_TREASURY_GP: u32 = 10_000_000;

/// The most dedicated fans a team may have when it is created: 7, the most a team ever
/// has (seed 001, post-match step 4: a win adds one only when a D6 reaches the team's
/// dedicated fans, so they never pass 7). A team starts with 1, so the least is 1.
pub const MOST_DEDICATED_FANS: u32 = 7;

/// The most a dedicated fan may cost at creation: 100,000 gp, ten times the default.
pub const MOST_DEDICATED_FAN_GP: u32 = 100_000;

/// A Blood Bowl league's settings within their bounds. `league settings` and the window
/// change them through this check, and an imported league document is held to it too.
pub fn check(settings: &LeagueSettings) -> Result<(), SettingRefusal> {
    let step = i64::from(GOLD_STEP_GP);
    let treasury = settings.starting_treasury_gp;
    within(
        "starting_treasury_gp",
        treasury,
        0,
        i64::from(MOST_STARTING_TREASURY_GP),
    )?;
    multiple("starting_treasury_gp", treasury, step)?;
    within(
        "max_dedicated_fans",
        settings.max_dedicated_fans_at_creation,
        1,
        i64::from(MOST_DEDICATED_FANS),
    )?;
    let fan = settings.dedicated_fan_gp;
    within("dedicated_fan_gp", fan, 0, i64::from(MOST_DEDICATED_FAN_GP))?;
    multiple("dedicated_fan_gp", fan, step)
}

#[cfg(test)]
mod tests {
    use super::*;

    const DEFAULTS: LeagueSettings = LeagueSettings {
        starting_treasury_gp: 1_000_000,
        max_dedicated_fans_at_creation: 6,
        dedicated_fan_gp: 10_000,
    };

    #[test]
    fn the_defaults_are_within_bounds_and_extremes_are_not() {
        assert_eq!(check(&DEFAULTS), Ok(()));
        let fans = LeagueSettings {
            max_dedicated_fans_at_creation: 0,
            ..DEFAULTS
        };
        assert!(matches!(
            check(&fans),
            Err(SettingRefusal::OutOfRange {
                setting: "max_dedicated_fans",
                least: 1,
                ..
            })
        ));
        let rich = LeagueSettings {
            starting_treasury_gp: 4_294_965_000,
            ..DEFAULTS
        };
        assert!(matches!(
            check(&rich),
            Err(SettingRefusal::OutOfRange {
                setting: "starting_treasury_gp",
                ..
            })
        ));
        let odd = LeagueSettings {
            dedicated_fan_gp: 12_345,
            ..DEFAULTS
        };
        assert!(matches!(
            check(&odd),
            Err(SettingRefusal::NotMultiple {
                setting: "dedicated_fan_gp",
                step: 5_000,
                ..
            })
        ));
    }
}
