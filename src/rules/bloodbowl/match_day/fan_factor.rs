//! The fan factor a team ends the match with. Seed 001 makes it before the match (line
//! 37: "FP = FANS DÉVOUÉS (FD) + 1D3", with the resident's and the stadium's bonus) and
//! lowers it during the match: Appalling Stands (line 18: "Sur 1 : -1 au FP (min = 0)"),
//! Fickle Fans (line 35: "Sur 1 , -1 FP (min = 0)"), Abusive Fans (line 177: "À la fin
//! de la Phase, -1FP pour les 2 équipes"). No rule of the seed raises it during the
//! match. The winnings use the fan factors the match ends with (line 214: "GAINS =
//! ((Somme des FP)/2 + …)", worked out after the match). A report gives each side's
//! change; it never takes a fan factor below 0.

use super::SIDES;
use crate::rules::bloodbowl::pre_match::Side;

/// Why a side's fan-factor change is refused: it would take the fan factor the match
/// started with below 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FanFactorRefusal {
    pub side: Side,
    /// The fan factor the pre-match gave.
    pub fan_factor: u32,
    pub change: i32,
}

/// The fan factors the match ends with: each side's pre-match fan factor plus its change
/// (0 or less), or the first side whose change would take it below 0.
pub fn final_fan_factors(start: [u32; 2], change: [i32; 2]) -> Result<[u32; 2], FanFactorRefusal> {
    let mut ends = [0; 2];
    for (index, side) in SIDES.into_iter().enumerate() {
        let end = i64::from(start[index]) + i64::from(change[index]);
        ends[index] = u32::try_from(end).map_err(|_| FanFactorRefusal {
            side,
            fan_factor: start[index],
            change: change[index],
        })?;
    }
    Ok(ends)
}

impl FanFactorRefusal {
    pub fn id(&self) -> &'static str {
        "fan_factor_below_zero"
    }
}
