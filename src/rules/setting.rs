//! What every game's league settings are held to: each number within bounds that keep a
//! league's matches playable and its post-match quick (a few dice, not a billion). Each
//! game gives its bounds and checks a whole settings value with one function
//! (`rules::dreadball::settings::check`, `rules::bloodbowl::settings::check`,
//! `rules::killpower::settings::check`), whether the settings come from `league settings`,
//! the window or an imported league document.

/// Why a setting is refused: which (its name as `league settings` spells it, with `_`
/// for `-`: `earnings_dice`) and the facts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SettingRefusal {
    OutOfRange {
        setting: &'static str,
        given: i64,
        least: i64,
        most: i64,
    },
    /// An amount of gold that is not a multiple of the game's step.
    NotMultiple {
        setting: &'static str,
        given: i64,
        step: i64,
    },
    /// A list of more entries than allowed (rank thresholds).
    TooMany {
        setting: &'static str,
        given: usize,
        most: usize,
    },
}

/// `given` for `setting` is from `least` to `most`.
pub fn within(
    setting: &'static str,
    given: impl Into<i64>,
    least: i64,
    most: i64,
) -> Result<(), SettingRefusal> {
    let given = given.into();
    if (least..=most).contains(&given) {
        return Ok(());
    }
    Err(SettingRefusal::OutOfRange {
        setting,
        given,
        least,
        most,
    })
}

/// `given` for `setting` is a multiple of `step`.
pub fn multiple(
    setting: &'static str,
    given: impl Into<i64>,
    step: i64,
) -> Result<(), SettingRefusal> {
    let given = given.into();
    if step > 0 && given % step == 0 {
        return Ok(());
    }
    Err(SettingRefusal::NotMultiple {
        setting,
        given,
        step,
    })
}

/// The list `setting` has at most `most` entries.
pub fn at_most(setting: &'static str, given: usize, most: usize) -> Result<(), SettingRefusal> {
    if given <= most {
        return Ok(());
    }
    Err(SettingRefusal::TooMany {
        setting,
        given,
        most,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_setting_is_refused_outside_its_bounds_by_name() {
        assert!(within("earnings_dice", 10u32, 0, 10).is_ok());
        assert_eq!(
            within("earnings_dice", 1_000_000_000u32, 0, 10),
            Err(SettingRefusal::OutOfRange {
                setting: "earnings_dice",
                given: 1_000_000_000,
                least: 0,
                most: 10
            })
        );
        assert!(multiple("dedicated_fan_gp", 15_000u32, 5_000).is_ok());
        assert!(multiple("dedicated_fan_gp", 12_345u32, 5_000).is_err());
        assert!(at_most("rank_thresholds", 21, 20).is_err());
    }
}
