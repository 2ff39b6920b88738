//! Team value: what a team is worth in mc, the rank that decides the outsider.

use super::{Settings, TeamState};
use crate::data::dreadball::Reference;

/// The team's own players' values (not those hired for one match) + dice and cards at the league's prices + cheerleaders + staff.
/// Worked out in 64 bits and held at `u32::MAX`: no count a file holds makes it overflow.
pub fn team_value_mc(team: &TeamState, settings: &Settings, reference: &Reference) -> u32 {
    let players: u64 = team
        .players
        .iter()
        .filter(|player| !player.match_only)
        .map(|player| u64::from(player.cost_mc))
        .sum();
    let priced = |count: u64, price: u32| count.saturating_mul(u64::from(price));
    let total = players
        .saturating_add(priced(team.dice.into(), settings.coaching_die_mc))
        .saturating_add(priced(team.cards.into(), settings.card_mc))
        .saturating_add(priced(
            team.cheerleaders.into(),
            reference.cheerleaders.cost_mc,
        ))
        .saturating_add(priced(team.staff.len() as u64, reference.staff.cost_mc));
    u32::try_from(total).unwrap_or(u32::MAX)
}
