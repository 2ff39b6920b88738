//! After a championship match (3.4 sequence 16): death risks (9.2, TABLE 8; a blow aimed
//! at a location rolls no location die, 8.4), the dead and dismissed replaced, new
//! equipment, experience and raises, and chapter 13.2's limit on chosen powers kept.
//! Pure; the dice come from the shared roll log.

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};

use super::creation::{EquipmentRule, equip};
use super::{
    DeckCard, Gladiator, KpbRefusal, MagicChoice, NewGladiator, Outcome, Side, Stat,
    create_gladiator, death_risk, death_risk_at, raise, tournament_problems,
};
use crate::data::killpower::Reference;
use crate::dice::RollLog;

/// A gladiator taken off at risk of death, with the life he fell to.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct DeathRiskInput {
    /// The gladiator's number.
    pub player: u32,
    pub life: i32,
    /// The location the blow aimed at (its table 8 id, `head`): no location die is
    /// rolled for it (seed 004 lines 1658–1661). None: the D10 of 9.2 gives it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub aimed: Option<String>,
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
    /// The location die; None when the blow aimed at the location (no die rolled).
    pub face: Option<u8>,
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

/// 3.4 sequence 16 for both sides: death risks (`location.home.3`, none for a blow aimed
/// at a location), the dead and dismissed replaced (`new.home.3.*`), new equipment
/// (`reequip.home.3.*`), +5 experience to each who played and survived, then the raises
/// asked for; chosen powers stay within chapter 13.2's limit.
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
    reequip(
        reference,
        rule,
        deck,
        side,
        (input, &played),
        &mut staying,
        &mut held,
        log,
    )?;
    let new = replacements(reference, rule, deck, side, &leaving, input, &mut held, log)?;
    take_raises(reference, side, &input.raises, &mut staying)?;
    if let Some(player) = input
        .death_risks
        .iter()
        .map(|r| r.player)
        .find(|p| !on_team(*p))
    {
        return Err(KpbRefusal::NotOnTeam { side, player });
    }
    powers_kept(reference, rule, deck, &staying, &new)?;
    Ok(PostmatchSide {
        risks,
        dead,
        dismissed: input.dismissed.clone(),
        staying,
        new,
    })
}

/// The raises asked for, in order, each on a gladiator who stays.
fn take_raises(
    reference: &Reference,
    side: Side,
    raises: &[(u32, Stat)],
    staying: &mut [(u32, Gladiator)],
) -> Result<(), KpbRefusal> {
    for (player, stat) in raises {
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
    Ok(())
}

/// New equipment for gladiators who played and stay (`reequip.home.4.*`); `held`, the
/// team's cards, follows what they give up and take.
#[allow(clippy::too_many_arguments)]
fn reequip(
    reference: &Reference,
    rule: EquipmentRule,
    deck: &[DeckCard],
    side: Side,
    (input, played): (&PostmatchInput, &BTreeSet<u32>),
    staying: &mut [(u32, Gladiator)],
    held: &mut Vec<i64>,
    log: &mut RollLog<'_>,
) -> Result<(), KpbRefusal> {
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
        let others: Vec<i64> = without(held, &own);
        gladiator.magic = equip(
            reference,
            rule,
            &format!("reequip.{}.{player}", side.key()),
            choice,
            deck,
            &others,
            log,
        )?;
        *held = others;
        held.extend(gladiator.cards());
    }
    Ok(())
}

/// Chapter 13.2 (seed 004 line 1826: "Vous ne pouvez avoir que 3 fois le même
/// pouvoir"), kept after the post-match when powers are chosen: the team that stays and
/// its new gladiators together, new equipment and replacements included.
fn powers_kept(
    reference: &Reference,
    rule: EquipmentRule,
    deck: &[DeckCard],
    staying: &[(u32, Gladiator)],
    new: &[(u32, Gladiator)],
) -> Result<(), KpbRefusal> {
    if !rule.powers_chosen {
        return Ok(());
    }
    let team: Vec<&Gladiator> = staying.iter().chain(new).map(|(_, g)| g).collect();
    match tournament_problems(reference, &team, deck)
        .into_iter()
        .next()
    {
        Some(problem) => Err(problem),
        None => Ok(()),
    }
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
        let (face, found) = match &risk.aimed {
            Some(aimed) => (None, death_risk_at(&reference.tables, aimed, risk.life)?),
            None => {
                let face = log.die(
                    &format!("location.{}.{}", side.key(), risk.player),
                    reference.equipment.dice.die,
                )?;
                let found = death_risk(&reference.tables, face, risk.life)?;
                log.gave(&format!("{} {}", found.location.id, found.outcome.id()));
                (Some(face), found)
            }
        };
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
