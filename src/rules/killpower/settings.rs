//! A Killpower Ball league's ranking numbers, within bounds: the points a result gives or
//! takes (read from the seed's worked example, or Dugout's defaults) and the floor.

use super::RankingSettings;
use crate::rules::setting::{SettingRefusal, within};

/// The most ranking points one result may give or take: 100 (the seed's example gives
/// +3 for a win, +1 per division of gap, -2 for a loss), so that a championship's table
/// adds up without overflowing.
pub const MOST_POINTS: i32 = 100;

/// The floor of a team's ranking points, from -1,000 to 1,000 (default 0), or none.
pub const MOST_FLOOR: i32 = 1_000;

/// A Killpower Ball league's ranking settings within their bounds (the league's other
/// settings are a mode and two choices, not numbers). `league settings` and the window
/// change them through this check, and an imported league document is held to it too.
pub fn check(ranking: &RankingSettings) -> Result<(), SettingRefusal> {
    let most = i64::from(MOST_POINTS);
    for (setting, points) in [
        ("ranking_win", ranking.win),
        ("ranking_division_bonus", ranking.division_bonus),
        ("ranking_loss", ranking.loss),
        ("ranking_draw", ranking.draw),
        ("ranking_abandon", ranking.abandon),
    ] {
        within(setting, points, -most, most)?;
    }
    if let Some(floor) = ranking.minimum {
        let most = i64::from(MOST_FLOOR);
        within("ranking_floor", floor, -most, most)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranking_numbers_are_bounded_by_name() {
        let seed = RankingSettings {
            win: 3,
            division_bonus: 1,
            loss: -2,
            draw: 0,
            abandon: -2,
            minimum: Some(0),
        };
        assert_eq!(check(&seed), Ok(()));
        let greedy = RankingSettings {
            win: i32::MAX,
            ..seed
        };
        assert!(matches!(
            check(&greedy),
            Err(SettingRefusal::OutOfRange {
                setting: "ranking_win",
                most: 100,
                ..
            })
        ));
        let deep = RankingSettings {
            minimum: Some(i32::MIN),
            ..seed
        };
        assert!(matches!(
            check(&deep),
            Err(SettingRefusal::OutOfRange {
                setting: "ranking_floor",
                ..
            })
        ));
        assert_eq!(
            check(&RankingSettings {
                minimum: None,
                ..seed
            }),
            Ok(())
        );
    }
}
