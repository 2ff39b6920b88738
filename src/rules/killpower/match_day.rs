//! Before a match (3.2: who plays, the RAP of each, the power and the points to score,
//! who places first and who has the ball; in a tournament, each magic armour's first
//! roll). Pure; the dice come from the shared roll log. After it: `postmatch`.

use serde::{Deserialize, Serialize};

use super::creation::roll_armour;
use super::{KpbRefusal, Mode, Side, XpRounding, division, points_to_score, power};
use crate::data::killpower::Reference;
use crate::dice::RollLog;

/// A gladiator who plays the match.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LineupGladiator {
    /// The gladiator's number on its team (1 to 7).
    pub number: u32,
    pub experience: u32,
    pub race_power: i32,
    pub rap_die: u8,
    /// A tournament's magic armour not rolled yet: the first match rolls it.
    pub armour_to_roll: bool,
}

/// One side before the match.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SideLineup {
    pub ranking_points: i32,
    pub gladiators: Vec<LineupGladiator>,
}

/// A value rolled for one gladiator of the match.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct GladiatorRoll {
    pub side: Side,
    pub number: u32,
    pub value: u8,
}

impl PrematchPlan {
    /// The RAP rolled for a gladiator of the match.
    pub fn rap_of(&self, side: Side, number: u32) -> Option<u8> {
        let found = self
            .rap
            .iter()
            .find(|r| r.side == side && r.number == number);
        found.map(|r| r.value)
    }
}

/// What the referee sheet's top holds once the dice are rolled.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PrematchPlan {
    /// Power of the gladiators who play (TABLE 2), home and away.
    pub power: [i32; 2],
    pub division: [i32; 2],
    /// Experience of the gladiators who play.
    pub experience: [u32; 2],
    /// Points more than the other each side must score (TABLE 3).
    pub targets: [u32; 2],
    /// RAP rolled for each gladiator who plays.
    pub rap: Vec<GladiatorRoll>,
    pub rap_total: [u32; 2],
    /// Tournament armour rolled at this first match.
    pub armour: Vec<GladiatorRoll>,
    /// The side that places first in its touch zone; the other gets the ball and the
    /// compulsory-success token.
    pub places_first: Side,
    /// What settled who places first: `power`, `experience` (never in a tournament),
    /// `rapidity` or `draw` (then the ball starts on square H14).
    pub settled_by: String,
    /// The side with the hand token, which moves first (PHASE 1): the one that places
    /// second, but in a tournament's draw the one drawn, who places first too.
    pub moves_first: Side,
    pub rolls: Vec<crate::dice::RollRecord>,
}

/// The side that moves first (has the hand token) when `places_first` places first for
/// the reason `settled_by`: 3.2 gives the hand to the side that places second; 13.2
/// draws "l'équipe qui commence à se placer en ZT et qui se déplacera la première"
/// (seed 004 lines 1843–1844).
pub fn moves_first(mode: Mode, places_first: Side, settled_by: &str) -> Side {
    match (mode, settled_by) {
        (Mode::Tournament, "draw") => places_first,
        _ => places_first.other(),
    }
}

/// Rolls RAP for every gladiator who plays (`rap.home.3`) and works out the match's
/// numbers; who places first as a league of `mode` settles it.
pub fn prematch(
    reference: &Reference,
    mode: Mode,
    rounding: XpRounding,
    lineups: &[SideLineup; 2],
    log: &mut RollLog<'_>,
) -> Result<PrematchPlan, KpbRefusal> {
    let team = &reference.experience.team;
    for side in Side::BOTH {
        let count = lineups[side.index()].gladiators.len();
        if count < usize::from(team.least_to_play) || count > usize::from(team.gladiators) {
            return Err(KpbRefusal::LineupSize {
                side,
                count,
                least: team.least_to_play,
                most: team.gladiators,
            });
        }
    }
    let tables = &reference.tables;
    let experience = lineups
        .each_ref()
        .map(|l| l.gladiators.iter().map(|g| g.experience).sum::<u32>());
    let power = Side::BOTH.map(|side| {
        let lineup = &lineups[side.index()];
        let race: i32 = lineup.gladiators.iter().map(|g| g.race_power).sum();
        let xp = experience[side.index()];
        power(tables, lineup.ranking_points, xp, race, rounding)
    });
    let (home_target, away_target) = points_to_score(tables, power[0], power[1]);
    let rolled = roll_rap(reference, lineups, log)?;
    let seen = Seen {
        power,
        experience,
        rap: rolled.total,
    };
    let (places_first, settled_by) = who_places_first(mode, seen, log)?;
    Ok(PrematchPlan {
        power,
        division: power.map(|p| division(tables, p)),
        experience,
        targets: [home_target, away_target],
        rap: rolled.rap,
        rap_total: rolled.total,
        armour: rolled.armour,
        places_first,
        settled_by: settled_by.to_string(),
        moves_first: moves_first(mode, places_first, settled_by),
        rolls: log.rolls().to_vec(),
    })
}

/// The RAP of each who plays, their totals, and a tournament's armours rolled now.
struct Rolled {
    rap: Vec<GladiatorRoll>,
    total: [u32; 2],
    armour: Vec<GladiatorRoll>,
}

fn roll_rap(
    reference: &Reference,
    lineups: &[SideLineup; 2],
    log: &mut RollLog<'_>,
) -> Result<Rolled, KpbRefusal> {
    let mut rolled = Rolled {
        rap: Vec::new(),
        total: [0; 2],
        armour: Vec::new(),
    };
    for side in Side::BOTH {
        for gladiator in &lineups[side.index()].gladiators {
            let at = format!("{}.{}", side.key(), gladiator.number);
            let value = log.die(&format!("rap.{at}"), gladiator.rap_die)?;
            let number = gladiator.number;
            rolled.rap.push(GladiatorRoll {
                side,
                number,
                value,
            });
            rolled.total[side.index()] += u32::from(value);
            if gladiator.armour_to_roll {
                let value = roll_armour(reference, &format!("armour.{at}"), log)?;
                rolled.armour.push(GladiatorRoll {
                    side,
                    number,
                    value,
                });
            }
        }
    }
    Ok(rolled)
}

/// What the sides bring to who places first: power, experience and total RAP.
#[derive(Clone, Copy)]
struct Seen {
    power: [i32; 2],
    experience: [u32; 2],
    rap: [u32; 2],
}

/// The side ahead in `values` (None: level).
fn ahead<T: Ord>(values: &[T; 2]) -> Option<Side> {
    match values[0].cmp(&values[1]) {
        std::cmp::Ordering::Greater => Some(Side::Home),
        std::cmp::Ordering::Less => Some(Side::Away),
        std::cmp::Ordering::Equal => None,
    }
}

/// Who places first. A championship (3.2 sequences 3 to 7, lines 491–502): the stronger;
/// at equal power the more experienced; then the faster in total RAP; then a draw. A
/// tournament (13.2, lines 1837–1844): the stronger; at equal power the faster in total
/// RAP (the slower has the ball); then a draw, with no experience between. The draw is
/// `first` (1 home, 2 away).
fn who_places_first(
    mode: Mode,
    seen: Seen,
    log: &mut RollLog<'_>,
) -> Result<(Side, &'static str), KpbRefusal> {
    if let Some(side) = ahead(&seen.power) {
        return Ok((side, "power"));
    }
    if mode == Mode::Championship
        && let Some(side) = ahead(&seen.experience)
    {
        return Ok((side, "experience"));
    }
    if let Some(side) = ahead(&seen.rap) {
        return Ok((side, "rapidity"));
    }
    let coin = log.die("first", 2)?;
    log.gave(if coin == 1 { "home" } else { "away" });
    Ok((if coin == 1 { Side::Home } else { Side::Away }, "draw"))
}
