//! Chapter 13.2, LANCERS FRANCS: a drawn tournament match is settled by shots at the
//! basket. Each side picks two of its living gladiators (any of the team, not only those
//! who played: "deux joueurs vivants dans chaque équipe", seed 004 line 1858), or its
//! only one; each shoots once a round at 2 to 12 squares, on 1D10 under BAL less the
//! distance's malus (TABLE 9, no power, no concentration); a basket is worth its
//! distance in squares (chapter 7). The winner has "le score le plus élevé (score du
//! match + points des lancers francs)" (lines 1868–1869): a draw is decided by the points
//! each side had to score, so the match scores may differ. The first round is always
//! shot; rounds go on with the same shooters until the totals differ after a round.

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};

use super::{KpbRefusal, Side, ball_malus, roll_under};
use crate::data::killpower::TablesFile;
use crate::dice::RollLog;

/// One shot as entered: who shoots and from how far.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ThrowInput {
    pub side: Side,
    /// The gladiator's number.
    pub thrower: u32,
    pub distance: u32,
}

/// One shot with its die.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FreeThrow {
    pub round: u32,
    pub side: Side,
    pub thrower: u32,
    pub distance: u32,
    pub bal: u8,
    /// BAL less the malus: the most the die may show.
    pub target: i32,
    pub die: u8,
    pub scored: bool,
    pub points: u32,
}

/// The shots and who they make the winner.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FreeThrowResult {
    pub throws: Vec<FreeThrow>,
    /// Score plus baskets, home and away.
    pub totals: [u32; 2],
    pub winner: Side,
}

/// A gladiator who may shoot: one of the team's living gladiators, not in a coma, able
/// to come back from the match (whether he played it or not).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shooter {
    pub player: u32,
    pub side: Side,
    pub bal: u8,
}

/// Rolls (or takes the typed die of) every shot under `free_throw.1.home.3` and
/// finds the winner. Each side shoots with two of its `able` gladiators, or its only one.
pub fn settle_free_throws(
    tables: &TablesFile,
    score: [u32; 2],
    throws: &[ThrowInput],
    able: &[Shooter],
    log: &mut RollLog<'_>,
) -> Result<FreeThrowResult, KpbRefusal> {
    let eligible = |side: Side, player: u32| {
        able.iter()
            .find(|s| s.player == player && s.side == side)
            .map(|s| s.bal)
    };
    let rule = &tables.free_throws;
    if throws.is_empty() {
        return Err(KpbRefusal::NoFreeThrows);
    }
    let mut shooters: [BTreeSet<u32>; 2] = [BTreeSet::new(), BTreeSet::new()];
    for throw in throws {
        if eligible(throw.side, throw.thrower).is_none() {
            return Err(KpbRefusal::ThrowerNotEligible {
                side: throw.side,
                thrower: throw.thrower,
            });
        }
        if !(rule.min_distance..=rule.max_distance).contains(&throw.distance) {
            return Err(KpbRefusal::ThrowDistance {
                distance: throw.distance,
                least: rule.min_distance,
                most: rule.max_distance,
            });
        }
        shooters[throw.side.index()].insert(throw.thrower);
    }
    for side in Side::BOTH {
        let count = shooters[side.index()].len();
        let available = able.iter().filter(|s| s.side == side).count();
        let needed = available.min(usize::from(rule.throwers));
        if count != needed {
            return Err(KpbRefusal::Shooters {
                side,
                count,
                needed,
            });
        }
    }
    let round_size = shooters[0].len() + shooters[1].len();
    let mut totals = score;
    let mut done = Vec::new();
    for (index, round) in throws.chunks(round_size).enumerate() {
        let number = u32::try_from(index + 1).unwrap_or(u32::MAX);
        let takers: BTreeSet<(Side, u32)> = round.iter().map(|t| (t.side, t.thrower)).collect();
        if round.len() < round_size || takers.len() != round_size {
            return Err(KpbRefusal::RoundIncomplete {
                round: number,
                shots: round_size,
            });
        }
        // Every round after the first needs the totals level after the one before.
        if index > 0 && totals[0] != totals[1] {
            return Err(KpbRefusal::ThrowsAfterSettled { round: number });
        }
        for throw in round {
            let bal = eligible(throw.side, throw.thrower).unwrap_or(0);
            let target = i32::from(bal) - i32::from(ball_malus(tables, throw.distance));
            let key = format!("free_throw.{number}.{}.{}", throw.side.key(), throw.thrower);
            let die = log.die(&key, tables.roll_under.die)?;
            let scored = roll_under(tables, die, target);
            log.gave(if scored { "scored" } else { "missed" });
            let points = if scored { throw.distance } else { 0 };
            totals[throw.side.index()] += points;
            done.push(FreeThrow {
                round: number,
                side: throw.side,
                thrower: throw.thrower,
                distance: throw.distance,
                bal,
                target,
                die,
                scored,
                points,
            });
        }
    }
    let winner = match totals[0].cmp(&totals[1]) {
        std::cmp::Ordering::Greater => Side::Home,
        std::cmp::Ordering::Less => Side::Away,
        std::cmp::Ordering::Equal => return Err(KpbRefusal::FreeThrowsLevel { totals }),
    };
    Ok(FreeThrowResult {
        throws: done,
        totals,
        winner,
    })
}
