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
pub const GOLD_STEP_GP: u32 = 5_000;

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

/// The treasury a new team is created with when one is typed (`team new --treasury`,
/// the window's team form): what a league's starting treasury may be, from 0 to
/// [`MOST_STARTING_TREASURY_GP`] in steps of [`GOLD_STEP_GP`].
pub fn check_team_treasury(treasury_gp: u32) -> Result<(), super::Refusal> {
    if treasury_gp <= MOST_STARTING_TREASURY_GP && treasury_gp.is_multiple_of(GOLD_STEP_GP) {
        return Ok(());
    }
    Err(super::Refusal::StartingTreasury {
        given_gp: treasury_gp,
        most_gp: MOST_STARTING_TREASURY_GP,
        step_gp: GOLD_STEP_GP,
    })
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
    fn a_typed_team_treasury_is_held_to_the_starting_treasurys_bounds_and_steps() {
        for gp in [
            0,
            5_000,
            195_000,
            200_000,
            1_000_000,
            MOST_STARTING_TREASURY_GP,
        ] {
            assert_eq!(check_team_treasury(gp), Ok(()), "{gp}");
        }
        let refused = |gp| super::super::Refusal::StartingTreasury {
            given_gp: gp,
            most_gp: 10_000_000,
            step_gp: 5_000,
        };
        for gp in [1, 197_500, 1_002_500, 10_005_000, u32::MAX] {
            assert_eq!(check_team_treasury(gp), Err(refused(gp)), "{gp}");
        }
        let words = refused(1_002_500);
        assert_eq!(
            words.message(crate::data::Lang::En),
            "a new team's treasury of 1,002,500 gp is not allowed: it takes an amount from 0 gp to 10,000,000 gp in steps of 5,000 gp, like every amount of gold"
        );
        assert_eq!(
            words.message(crate::data::Lang::Fr),
            "une trésorerie de départ de 1\u{a0}002\u{a0}500 po n'est pas permise : elle va de 0 po à 10\u{a0}000\u{a0}000 po par tranches de 5\u{a0}000 po, comme toute somme d'or"
        );
    }

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
