//! A match's two ends: before it (3.2: who plays, the RAP of each, the power and the
//! points to score, who places first and who has the ball; in a tournament, each magic
//! armour's first roll) and after it in a championship (3.4 sequence 16: death risks,
//! the dead and dismissed replaced, new equipment, experience and raises). Pure; the
//! dice come from the shared roll log.

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};

use super::creation::{EquipmentRule, equip, roll_armour};
use super::{
    DeckCard, Gladiator, KpbRefusal, MagicChoice, NewGladiator, Outcome, Side, Stat, XpRounding,
    create_gladiator, death_risk, division, points_to_score, power, raise,
};
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
    /// The side that places first in its touch zone; the other gets the ball, the hand
    /// token and the compulsory-success token.
    pub places_first: Side,
    /// What settled who places first: `power`, `experience`, `rapidity` or `draw` (then
    /// the ball starts on square H14).
    pub settled_by: String,
    pub rolls: Vec<crate::dice::RollRecord>,
}

/// Rolls RAP for every gladiator who plays (`rap.home.3`) and works out the match's
/// numbers.
pub fn prematch(
    reference: &Reference,
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
        power(
            tables,
            lineup.ranking_points,
            experience[side.index()],
            race,
            rounding,
        )
    });
    let (home_target, away_target) = points_to_score(tables, power[0], power[1]);
    let mut rap = Vec::new();
    let mut armour = Vec::new();
    let mut rap_total = [0u32; 2];
    for side in Side::BOTH {
        for gladiator in &lineups[side.index()].gladiators {
            let at = format!("{}.{}", side.key(), gladiator.number);
            let value = log.die(&format!("rap.{at}"), gladiator.rap_die)?;
            rap.push(GladiatorRoll {
                side,
                number: gladiator.number,
                value,
            });
            rap_total[side.index()] += u32::from(value);
            if gladiator.armour_to_roll {
                let value = roll_armour(reference, &format!("armour.{at}"), log)?;
                armour.push(GladiatorRoll {
                    side,
                    number: gladiator.number,
                    value,
                });
            }
        }
    }
    let (places_first, settled_by) = who_places_first(power, experience, rap_total, log)?;
    Ok(PrematchPlan {
        power,
        division: power.map(|p| division(tables, p)),
        experience,
        targets: [home_target, away_target],
        rap,
        rap_total,
        armour,
        places_first,
        settled_by: settled_by.to_string(),
        rolls: log.rolls().to_vec(),
    })
}

/// 3.2 sequences 3 to 7: the stronger places first; at equal power the more
/// experienced; then the faster in total RAP; then a draw (`first`, 1 home, 2 away).
fn who_places_first(
    power: [i32; 2],
    experience: [u32; 2],
    rap: [u32; 2],
    log: &mut RollLog<'_>,
) -> Result<(Side, &'static str), KpbRefusal> {
    let higher = |a: u32, b: u32| match a.cmp(&b) {
        std::cmp::Ordering::Greater => Some(Side::Home),
        std::cmp::Ordering::Less => Some(Side::Away),
        std::cmp::Ordering::Equal => None,
    };
    let by_power = match power[0].cmp(&power[1]) {
        std::cmp::Ordering::Greater => Some(Side::Home),
        std::cmp::Ordering::Less => Some(Side::Away),
        std::cmp::Ordering::Equal => None,
    };
    if let Some(side) = by_power {
        return Ok((side, "power"));
    }
    if let Some(side) = higher(experience[0], experience[1]) {
        return Ok((side, "experience"));
    }
    if let Some(side) = higher(rap[0], rap[1]) {
        return Ok((side, "rapidity"));
    }
    let coin = log.die("first", 2)?;
    log.gave(if coin == 1 { "home" } else { "away" });
    Ok((if coin == 1 { Side::Home } else { Side::Away }, "draw"))
}

/// A gladiator taken off at risk of death, with the life he fell to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeathRiskInput {
    /// The gladiator's number.
    pub player: u32,
    pub life: i32,
}

/// A new gladiator in the place of one who died or was dismissed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Replacement {
    /// The number of the gladiator replaced; the new one takes it.
    pub replaces: u32,
    pub new: NewGladiator,
}

/// What a coach enters for one side after a championship match.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct PostmatchInput {
    pub death_risks: Vec<DeathRiskInput>,
    /// Gladiators who played and whom the coach lets go.
    pub dismissed: Vec<u32>,
    pub replacements: Vec<Replacement>,
    /// New magic equipment for gladiators who played.
    pub reequip: Vec<(u32, MagicChoice)>,
    /// Characteristics raised, in order.
    pub raises: Vec<(u32, Stat)>,
}

/// A death-risk roll and what TABLE 8 gave.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RiskResult {
    pub player: u32,
    pub life: i32,
    pub face: u8,
    pub location: String,
    pub outcome: Outcome,
}

/// One side after the match, as it will be written.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PostmatchSide {
    pub risks: Vec<RiskResult>,
    pub dead: Vec<u32>,
    pub dismissed: Vec<u32>,
    /// The gladiators who stay, by number, as they are after experience, equipment and
    /// raises.
    pub staying: Vec<(u32, Gladiator)>,
    /// New gladiators, by the number they take.
    pub new: Vec<(u32, Gladiator)>,
}

/// Both sides after the match, and every die.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PostmatchPlan {
    pub sides: [PostmatchSide; 2],
    pub rolls: Vec<crate::dice::RollRecord>,
}

/// One side's team as the post-match finds it.
pub struct TeamAfterMatch<'a> {
    /// The team's gladiators by number.
    pub gladiators: &'a [(u32, Gladiator)],
    pub played: &'a [u32],
    pub input: &'a PostmatchInput,
}

/// 3.4 sequence 16 for both sides: death risks (`location.home.3`), the dead and
/// dismissed replaced (`new.home.3.*`), new equipment (`reequip.home.3.*`), +5
/// experience to each who played and survived, then the raises asked for.
pub fn postmatch(
    reference: &Reference,
    rule: EquipmentRule,
    deck: &[DeckCard],
    teams: [TeamAfterMatch<'_>; 2],
    log: &mut RollLog<'_>,
) -> Result<PostmatchPlan, KpbRefusal> {
    let [home, away] = teams;
    let home = side_after(reference, rule, deck, Side::Home, &home, log)?;
    let away = side_after(reference, rule, deck, Side::Away, &away, log)?;
    Ok(PostmatchPlan {
        sides: [home, away],
        rolls: log.rolls().to_vec(),
    })
}

fn side_after(
    reference: &Reference,
    rule: EquipmentRule,
    deck: &[DeckCard],
    side: Side,
    team: &TeamAfterMatch<'_>,
    log: &mut RollLog<'_>,
) -> Result<PostmatchSide, KpbRefusal> {
    let input = team.input;
    let played: BTreeSet<u32> = team.played.iter().copied().collect();
    let on_team = |player: u32| team.gladiators.iter().any(|(id, _)| *id == player);
    let (risks, dead) = death_risks(reference, side, &played, input, log)?;
    for player in &input.dismissed {
        if !played.contains(player) || dead.contains(player) {
            return Err(KpbRefusal::DismissNotPlayed {
                side,
                player: *player,
            });
        }
    }
    let leaving: BTreeSet<u32> = dead.iter().chain(&input.dismissed).copied().collect();
    let mut staying: Vec<(u32, Gladiator)> = team
        .gladiators
        .iter()
        .filter(|(id, _)| !leaving.contains(id))
        .cloned()
        .collect();
    let xp = reference.experience.experience.per_match_played;
    for (id, gladiator) in &mut staying {
        if played.contains(id) {
            gladiator.experience += xp;
        }
    }
    let mut held: Vec<i64> = staying
        .iter()
        .flat_map(|(_, g)| g.cards().to_vec())
        .collect();
    for (player, choice) in &input.reequip {
        let Some((_, gladiator)) = staying
            .iter_mut()
            .find(|(id, _)| id == player)
            .filter(|_| played.contains(player))
        else {
            return Err(KpbRefusal::ReequipNotPlayed {
                side,
                player: *player,
            });
        };
        let own: Vec<i64> = gladiator.cards().to_vec();
        let others: Vec<i64> = without(&held, &own);
        gladiator.magic = equip(
            reference,
            rule,
            &format!("reequip.{}.{player}", side.key()),
            choice,
            deck,
            &others,
            log,
        )?;
        held = others;
        held.extend(gladiator.cards());
    }
    let new = replacements(reference, rule, deck, side, &leaving, input, &mut held, log)?;
    for (player, stat) in &input.raises {
        let gladiator = staying
            .iter_mut()
            .find(|(id, _)| id == player)
            .map(|(_, g)| g)
            .ok_or(KpbRefusal::NotOnTeam {
                side,
                player: *player,
            })?;
        raise(reference, gladiator, *stat)?;
    }
    if let Some(player) = input
        .death_risks
        .iter()
        .map(|r| r.player)
        .find(|p| !on_team(*p))
    {
        return Err(KpbRefusal::NotOnTeam { side, player });
    }
    Ok(PostmatchSide {
        risks,
        dead,
        dismissed: input.dismissed.clone(),
        staying,
        new,
    })
}

/// `held` less one of each card of `own`.
fn without(held: &[i64], own: &[i64]) -> Vec<i64> {
    let mut rest = held.to_vec();
    for card in own {
        if let Some(at) = rest.iter().position(|c| c == card) {
            rest.remove(at);
        }
    }
    rest
}

fn death_risks(
    reference: &Reference,
    side: Side,
    played: &BTreeSet<u32>,
    input: &PostmatchInput,
    log: &mut RollLog<'_>,
) -> Result<(Vec<RiskResult>, Vec<u32>), KpbRefusal> {
    let mut risks = Vec::new();
    let mut dead = Vec::new();
    let mut seen = BTreeSet::new();
    let coma_from = reference
        .tables
        .level
        .get(1)
        .map_or(-11, |level| level.from);
    for risk in &input.death_risks {
        if !played.contains(&risk.player) {
            return Err(KpbRefusal::RiskNotPlayed {
                side,
                player: risk.player,
            });
        }
        if !seen.insert(risk.player) {
            return Err(KpbRefusal::RiskTwice {
                side,
                player: risk.player,
            });
        }
        if risk.life > coma_from {
            return Err(KpbRefusal::NotAtRisk {
                side,
                player: risk.player,
                life: risk.life,
                most: coma_from,
            });
        }
        let face = log.die(
            &format!("location.{}.{}", side.key(), risk.player),
            reference.equipment.dice.die,
        )?;
        let found = death_risk(&reference.tables, face, risk.life)?;
        log.gave(&format!("{} {}", found.location.id, found.outcome.id()));
        if found.outcome == Outcome::Death {
            dead.push(risk.player);
        }
        risks.push(RiskResult {
            player: risk.player,
            life: risk.life,
            face,
            location: found.location.id.clone(),
            outcome: found.outcome,
        });
    }
    Ok((risks, dead))
}

#[allow(clippy::too_many_arguments)]
fn replacements(
    reference: &Reference,
    rule: EquipmentRule,
    deck: &[DeckCard],
    side: Side,
    leaving: &BTreeSet<u32>,
    input: &PostmatchInput,
    held: &mut Vec<i64>,
    log: &mut RollLog<'_>,
) -> Result<Vec<(u32, Gladiator)>, KpbRefusal> {
    let mut new = Vec::new();
    for replacement in &input.replacements {
        if !leaving.contains(&replacement.replaces) {
            return Err(KpbRefusal::NothingToReplace {
                side,
                player: replacement.replaces,
            });
        }
        if new.iter().any(|(id, _)| *id == replacement.replaces) {
            return Err(KpbRefusal::ReplacedTwice {
                side,
                player: replacement.replaces,
            });
        }
        let key = format!("new.{}.{}", side.key(), replacement.replaces);
        let gladiator = create_gladiator(reference, rule, &key, &replacement.new, deck, held, log)?;
        held.extend(gladiator.cards());
        new.push((replacement.replaces, gladiator));
    }
    if let Some(missing) = leaving.iter().find(|id| !new.iter().any(|(r, _)| r == *id)) {
        return Err(KpbRefusal::ReplacementMissing {
            side,
            player: *missing,
        });
    }
    Ok(new)
}
