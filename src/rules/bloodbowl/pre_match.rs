//! The pre-match arithmetic of seed 001, pure: the stadium (step 1), fan factors (step
//! 2), weather (step 3), journeymen (step 4), petty cash for inducements (step 5) and the
//! prayers to Nuffle (step 6); and the result Dungeonbowl allows (seed 003). Tables come
//! from `data/bloodbowl/tables/`; only the way they combine is here.

use crate::data::bloodbowl::tables::{Entry, Prayers, Stadium, StadiumRow};

pub use crate::rules::Side;

/// Step 2: a team's fan factor, its dedicated fans plus a D3 (seed line 37: "FP = FANS
/// DÉVOUÉS (FD) + 1D3"), the resident's bonus when it plays in its own stadium (line 4:
/// "Résident : +1 au FP"), and what the stadium's attribute adds to each team (line 32,
/// Boisterous Rabble: "+1 FP").
pub fn fan_factor(
    stadium: &Stadium,
    dedicated_fans: u32,
    d3: u8,
    resident: bool,
    attribute: Option<&Entry>,
) -> u32 {
    let bonus = if resident {
        u32::from(stadium.resident_fan_factor_bonus)
    } else {
        0
    };
    let attribute_bonus = attribute.map_or(0, |entry| u32::from(entry.fan_factor_bonus));
    dedicated_fans + u32::from(d3) + bonus + attribute_bonus
}

/// Step 1: the stadium two D6 give, and its attribute when it has a table (a further D6).
#[derive(Debug, Clone, Copy)]
pub struct StadiumDraw<'t> {
    pub stadium: &'t StadiumRow,
    pub attribute: Option<&'t Entry>,
}

/// The stadium for the total of the two coaches' D6 and, when the stadium has an
/// attribute table, the attribute for `attribute_d6`; None when a roll is off the dice.
pub fn stadium(
    table: &Stadium,
    total_2d6: u8,
    attribute_d6: Option<u8>,
) -> Option<StadiumDraw<'_>> {
    let stadium = table.at(total_2d6)?;
    let attribute = match (table.attributes_of(stadium), attribute_d6) {
        (Some(attributes), Some(roll)) => Some(attributes.at(roll)?),
        _ => None,
    };
    Some(StadiumDraw { stadium, attribute })
}

/// Step 4: how many journeymen a team with `available` players takes to reach the
/// squad minimum (11).
pub fn journeymen_needed(squad_minimum: u32, available: u32) -> u32 {
    squad_minimum.saturating_sub(available)
}

/// Step 5: the team with the lower current team value gets the difference as petty
/// cash, to spend on inducements with what it adds from its treasury. None when the
/// values are level.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PettyCash {
    pub side: Side,
    pub amount_gp: u64,
}

pub fn petty_cash(home_ctv_gp: u64, away_ctv_gp: u64) -> Option<PettyCash> {
    match home_ctv_gp.cmp(&away_ctv_gp) {
        std::cmp::Ordering::Less => Some(PettyCash {
            side: Side::Home,
            amount_gp: away_ctv_gp - home_ctv_gp,
        }),
        std::cmp::Ordering::Greater => Some(PettyCash {
            side: Side::Away,
            amount_gp: home_ctv_gp - away_ctv_gp,
        }),
        std::cmp::Ordering::Equal => None,
    }
}

/// Step 6: the prayers to Nuffle, rolled by the team whose current team value is still
/// the lower once both have bought their inducements: one D16 per 50,000 gp of
/// difference. None when no prayer is due.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PrayersDue {
    pub side: Side,
    pub rolls: u64,
}

pub fn prayers_due(table: &Prayers, home_ctv_gp: u64, away_ctv_gp: u64) -> Option<PrayersDue> {
    let lower = petty_cash(home_ctv_gp, away_ctv_gp)?;
    let rolls = table.rolls_for(lower.amount_gp);
    (rolls > 0).then_some(PrayersDue {
        side: lower.side,
        rolls,
    })
}

/// Seed 003: a Dungeonbowl match ends as soon as `touchdowns_to_end` (two) touchdowns are
/// scored in all, or after the tenth turn; so a result with more could not happen.
pub fn dungeonbowl_result_possible(
    format: &crate::data::bloodbowl::Dungeonbowl,
    home_touchdowns: u32,
    away_touchdowns: u32,
) -> bool {
    home_touchdowns.saturating_add(away_touchdowns) <= format.format.touchdowns_to_end
}
