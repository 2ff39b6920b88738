//! League settings the DreadBall rules need but the seeds do not give.

use serde::{Deserialize, Serialize};

use crate::data::dreadball::Reference;

/// Prices and amounts a commissioner may change. The defaults are not quoted rules:
/// a Coaching Die at 6mc and a DreadBall Card at 10mc make every official starting
/// team of Seasons 1–6 worth 100mc, and a new team starts with an empty treasury.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    pub coaching_die_mc: u32,
    pub card_mc: u32,
    pub starting_treasury_mc: u32,
}

impl Settings {
    pub fn defaults(reference: &Reference) -> Settings {
        Settings {
            coaching_die_mc: reference.default_prices.coaching_die_mc,
            card_mc: reference.default_prices.card_mc,
            starting_treasury_mc: 0,
        }
    }
}

/// The most a price or an amount of mc a league sets may be: 100mc, a whole starting
/// team's worth (every official starting team of seed 000 is worth 100mc).
pub const MOST_PRICE_MC: u32 = 100;

/// The most a new team's treasury may be: 1,000mc, ten starting teams' worth.
pub const MOST_STARTING_TREASURY_MC: u32 = 1_000;

/// The most dice of mc a team rolls for its earnings after a match: 10 (the default is 1;
/// the "Everybody Wins" hack adds one). A post-match rolls them for both teams at once.
pub const MOST_EARNINGS_DICE: u32 = 10;

/// The most ranks a league counts: 20 (the default thresholds give 6).
pub const MOST_RANKS: usize = 20;

/// The most experience a rank threshold may ask: 1,000 (the default's last rank is 30).
pub const MOST_THRESHOLD_XP: u32 = 1_000;

/// A DreadBall league's settings within their bounds: its prices (`settings`) and its
/// match-day numbers (`match_day`). `league settings` and the window change them through
/// this check, and an imported league document is held to it too.
pub fn check(
    settings: &Settings,
    match_day: &super::match_day::MatchDaySettings,
) -> Result<(), crate::rules::setting::SettingRefusal> {
    use super::match_day::limits::MAX_EXPERIENCE;
    use crate::rules::setting::{at_most, within};
    let price = i64::from(MOST_PRICE_MC);
    within("coaching_die_mc", settings.coaching_die_mc, 0, price)?;
    within("card_mc", settings.card_mc, 0, price)?;
    let treasury = i64::from(MOST_STARTING_TREASURY_MC);
    within(
        "starting_treasury_mc",
        settings.starting_treasury_mc,
        0,
        treasury,
    )?;
    let thresholds = &match_day.rank_thresholds;
    at_most("rank_thresholds", thresholds.len(), MOST_RANKS)?;
    for threshold in thresholds {
        within(
            "rank_thresholds",
            *threshold,
            1,
            i64::from(MOST_THRESHOLD_XP),
        )?;
    }
    let xp = i64::from(MAX_EXPERIENCE);
    within("man_of_the_match_xp", match_day.man_of_the_match_xp, 0, xp)?;
    let earnings = &match_day.earnings;
    within("earnings_base_mc", earnings.base_mc, 0, price)?;
    within("earnings_win_mc", earnings.win_mc, 0, price)?;
    within("earnings_draw_mc", earnings.draw_mc, 0, price)?;
    let dice = i64::from(MOST_EARNINGS_DICE);
    within("earnings_dice", earnings.dice, 0, dice)?;
    if let Some(revival) = match_day.revival_mc {
        within("revival", revival, 0, price)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::super::match_day::MatchDaySettings;
    use super::*;
    use crate::rules::setting::SettingRefusal;

    fn defaults() -> Settings {
        Settings::defaults(Reference::bundled().unwrap())
    }

    #[test]
    fn the_defaults_are_within_bounds() {
        assert_eq!(check(&defaults(), &MatchDaySettings::default()), Ok(()));
    }

    #[test]
    fn a_billion_earnings_dice_are_refused_by_name() {
        let mut match_day = MatchDaySettings::default();
        match_day.earnings.dice = 1_000_000_000;
        assert!(matches!(
            check(&defaults(), &match_day),
            Err(SettingRefusal::OutOfRange {
                setting: "earnings_dice",
                most: 10,
                ..
            })
        ));
        let match_day = MatchDaySettings {
            revival_mc: Some(u32::MAX),
            ..MatchDaySettings::default()
        };
        assert!(matches!(
            check(&defaults(), &match_day),
            Err(SettingRefusal::OutOfRange {
                setting: "revival",
                ..
            })
        ));
        let mut settings = defaults();
        settings.card_mc = 101;
        assert!(matches!(
            check(&settings, &MatchDaySettings::default()),
            Err(SettingRefusal::OutOfRange {
                setting: "card_mc",
                ..
            })
        ));
    }
}
