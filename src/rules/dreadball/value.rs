//! Team value: what a team is worth in mc, the rank that decides the outsider.

use super::{Settings, TeamState};
use crate::data::dreadball::Reference;

/// The team's own players' values (not those hired for one match) + dice and cards at the league's prices + cheerleaders + staff.
pub fn team_value_mc(team: &TeamState, settings: &Settings, reference: &Reference) -> u32 {
    let players: u32 = team
        .players
        .iter()
        .filter(|player| !player.match_only)
        .map(|player| player.cost_mc)
        .sum();
    players
        + team.dice * settings.coaching_die_mc
        + team.cards * settings.card_mc
        + team.cheerleaders * reference.cheerleaders.cost_mc
        + team.staff.len() as u32 * reference.staff.cost_mc
}
