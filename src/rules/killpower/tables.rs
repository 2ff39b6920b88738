//! Tables 2, 3, 8 and 9 and chapter 1.1's dice, as arithmetic.

use serde::{Deserialize, Serialize};

use super::KpbRefusal;
use crate::data::killpower::{Location, TablesFile};

/// Chapter 1.1: 1D5 is a D10 halved, rounded up (3 or 4 is 2).
pub fn half_die(d10: u8) -> u8 {
    d10.div_ceil(2)
}

/// How a roll of 1D5 is recorded: its `dice`, with the D10 it was read from as its
/// result (the die typed for its key is that D10 too).
pub const HALF_DIE: &str = "1D5";

/// A roll as it is shown: the dice and the value they give.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShownRoll {
    /// `D10 7 → 1D5` for a 1D5, else the dice as recorded (`D10`).
    pub dice: String,
    /// What the dice give: the 1D5 of a 1D5, else the result.
    pub value: u8,
}

impl std::fmt::Display for ShownRoll {
    /// `D10 7 → 1D5 4`, `D10 7`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}", self.dice, self.value)
    }
}

/// A recorded roll (`dice`, `result`) as it is shown: a 1D5 shows the D`die` it was read
/// from and the 1D5 that gives (chapter 1.1); any other die as it was rolled.
pub fn roll_shown(dice: &str, result: u8, die: u8) -> ShownRoll {
    if dice == HALF_DIE {
        ShownRoll {
            dice: format!("D{die} {result} → {HALF_DIE}"),
            value: half_die(result),
        }
    } else {
        ShownRoll {
            dice: dice.to_string(),
            value: result,
        }
    }
}

/// How total experience / 10 is rounded into power (a league setting; the seed does
/// not say).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum XpRounding {
    /// Whole tens only (Dugout's default).
    #[default]
    Down,
    /// x.5 and up rounds up, like the division.
    Nearest,
}

impl XpRounding {
    pub fn id(self) -> &'static str {
        match self {
            XpRounding::Down => "down",
            XpRounding::Nearest => "nearest",
        }
    }

    pub fn parse(text: &str) -> Option<XpRounding> {
        match text.trim().to_ascii_lowercase().as_str() {
            "down" | "bas" => Some(XpRounding::Down),
            "nearest" | "proche" | "plus-proche" => Some(XpRounding::Nearest),
            _ => None,
        }
    }
}

/// `value / per`, with the division's rounding: tenths from `round_up_from` up go up.
fn divide_rounded(value: u32, per: u32, round_up_from: u32) -> u32 {
    let per = per.max(1);
    let whole = value / per;
    let tenths = (value % per) * 10 / per;
    if tenths >= round_up_from {
        whole + 1
    } else {
        whole
    }
}

/// TABLE 2: ranking points + experience / 10 + what the race adds; never below the
/// table's minimum (0).
pub fn power(
    tables: &TablesFile,
    ranking_points: i32,
    experience: u32,
    race_power: i32,
    rounding: XpRounding,
) -> i32 {
    let per = tables.power.experience_per_point;
    let from_experience = match rounding {
        XpRounding::Down => experience / per.max(1),
        XpRounding::Nearest => {
            divide_rounded(experience, per, tables.division.round_up_from_tenths)
        }
    };
    let total = ranking_points
        .saturating_add(i32::try_from(from_experience).unwrap_or(i32::MAX))
        .saturating_add(race_power);
    total.max(tables.power.minimum)
}

/// TABLE 2: power / 10, 0.1 to 0.4 down, 0.5 to 0.9 up.
pub fn division(tables: &TablesFile, power: i32) -> i32 {
    let rule = &tables.division;
    let value = divide_rounded(power.unsigned_abs(), rule.per, rule.round_up_from_tenths);
    let value = i32::try_from(value).unwrap_or(i32::MAX);
    if power < 0 { -value } else { value }
}

/// TABLE 3: the points more than the other side each team must score to win, for powers
/// `a` and `b`, in that order. At equal power (0 included) both need one point more.
pub fn points_to_score(tables: &TablesFile, a: i32, b: i32) -> (u32, u32) {
    let gap = a.abs_diff(b);
    let row = tables
        .points_to_score
        .iter()
        .find(|row| gap >= row.from && row.to.is_none_or(|to| gap <= to));
    // The data check makes the rows cover every gap; the last row is open-ended.
    let Some(row) = row.or(tables.points_to_score.last()) else {
        return (1, 1);
    };
    if a >= b {
        (row.stronger, row.weaker)
    } else {
        (row.weaker, row.stronger)
    }
}

/// What TABLE 8 gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    SeriousInjury,
    Coma,
    Death,
}

impl Outcome {
    pub fn id(self) -> &'static str {
        match self {
            Outcome::SeriousInjury => "serious_injury",
            Outcome::Coma => "coma",
            Outcome::Death => "death",
        }
    }

    pub fn parse(id: &str) -> Option<Outcome> {
        match id {
            "serious_injury" => Some(Outcome::SeriousInjury),
            "coma" => Some(Outcome::Coma),
            "death" => Some(Outcome::Death),
            _ => None,
        }
    }
}

/// TABLE 8 read for a location die and a negative life.
#[derive(Debug, Clone)]
pub struct DeathRisk<'t> {
    pub location: &'t Location,
    pub outcome: Outcome,
}

/// TABLE 8: the location the D10 gives, then what the negative `life` gives there.
pub fn death_risk(tables: &TablesFile, face: u8, life: i32) -> Result<DeathRisk<'_>, KpbRefusal> {
    let location = tables
        .location
        .iter()
        .find(|l| l.faces.contains(&face))
        .ok_or(KpbRefusal::LocationOffDie {
            face: i64::from(face),
        })?;
    outcome_at(tables, location, life)
}

/// TABLE 8 at the location a blow aimed at: seed 004 lines 1658–1661, "7 si vous frappez
/// une localisation précise, la tête par exemple (Il ne sera pas alors nécessaire de
/// jeter 1D10 de localisation, voir 9.2)". `aimed` is the location's id (`head`).
pub fn death_risk_at<'t>(
    tables: &'t TablesFile,
    aimed: &str,
    life: i32,
) -> Result<DeathRisk<'t>, KpbRefusal> {
    let location = tables
        .location
        .iter()
        .find(|l| l.id == aimed)
        .ok_or_else(|| KpbRefusal::UnknownLocation {
            given: aimed.to_string(),
            allowed: tables.location.iter().map(|l| l.id.clone()).collect(),
        })?;
    outcome_at(tables, location, life)
}

/// TABLE 8's row for the negative `life`, read at `location`.
fn outcome_at<'t>(
    tables: &'t TablesFile,
    location: &'t Location,
    life: i32,
) -> Result<DeathRisk<'t>, KpbRefusal> {
    if life >= 0 {
        return Err(KpbRefusal::LifeNotNegative { life });
    }
    let level = tables
        .level
        .iter()
        .find(|level| life <= level.from && level.to.is_none_or(|to| life >= to))
        .ok_or(KpbRefusal::LifeNotNegative { life })?;
    let head = location.id == "head";
    let id = match (&level.head, head) {
        (Some(head_outcome), true) => head_outcome.as_str(),
        _ => level.outcome.as_str(),
    };
    // The data check allows only the three outcome ids.
    let outcome = Outcome::parse(id).unwrap_or(Outcome::Death);
    Ok(DeathRisk { location, outcome })
}

/// TABLE 9, 12.H: the malus for a throw at `distance` squares.
pub fn ball_malus(tables: &TablesFile, distance: u32) -> u8 {
    tables
        .ball_malus
        .iter()
        .find(|row| distance >= row.from && row.to.is_none_or(|to| distance <= to))
        .map(|row| row.malus)
        .unwrap_or(0)
}

/// Chapter 1.1: a roll under `target` on 1D10; a 10 always fails, a 1 always succeeds.
pub fn roll_under(tables: &TablesFile, die: u8, target: i32) -> bool {
    let rule = &tables.roll_under;
    if die == rule.always_fails {
        return false;
    }
    die == rule.always_succeeds || i32::from(die) <= target
}

/// Chapter 9.1: a gladiator's state after a blow, (VIE + armour) - damage: positive, he
/// plays on; -1 to -10, serious injury; below -10, coma and a death risk.
pub fn state_after_blow(vie: u8, armour: u8, damage: u32) -> i64 {
    i64::from(vie) + i64::from(armour) - i64::from(damage)
}
