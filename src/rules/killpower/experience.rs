//! Chapter 12: experience, and the raises each 10 points of it buy.

use super::{Gladiator, KpbRefusal, Stat, Stats};
use crate::data::killpower::Reference;

/// The raises a gladiator may still take: one per full 10 experience, less those taken.
/// Experience is never spent, so this counts the raises already taken.
pub fn raises_left(reference: &Reference, gladiator: &Gladiator) -> u32 {
    let per = reference.experience.experience.per_raise.max(1);
    let earned = gladiator.experience / per;
    earned.saturating_sub(u32::try_from(gladiator.raises.len()).unwrap_or(u32::MAX))
}

/// Raises `stat` by 1 (PHY, HAB, POU, BAL or VIE), within the race's maximum (which
/// counts the specialization's +1), when a raise is left.
pub fn raise(
    reference: &Reference,
    gladiator: &mut Gladiator,
    stat: Stat,
) -> Result<(), KpbRefusal> {
    let rule = &reference.experience.experience;
    if !rule.raisable.iter().any(|id| id == stat.id()) {
        return Err(KpbRefusal::NotRaisable {
            stat,
            raisable: rule.raisable.clone(),
        });
    }
    if raises_left(reference, gladiator) == 0 {
        return Err(KpbRefusal::NoRaiseLeft {
            gladiator: gladiator.name.clone(),
            experience: gladiator.experience,
            per_raise: rule.per_raise,
            taken: gladiator.raises.len(),
        });
    }
    let race = reference
        .race(&gladiator.race)
        .unwrap_or_else(|| reference.base_race());
    let most = Stats::maxima(race).get(stat);
    let now = gladiator.stats.get(stat);
    let next = now.saturating_add(rule.raise_by);
    if next > most {
        return Err(KpbRefusal::AtRaceMaximum {
            gladiator: gladiator.name.clone(),
            stat,
            value: now,
            most,
        });
    }
    gladiator.stats.set(stat, next);
    gladiator.raises.push(stat);
    Ok(())
}
