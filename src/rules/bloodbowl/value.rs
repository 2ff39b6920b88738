//! Team value (TV) and current team value (CTV), as seed 001 defines them (step 8).

use super::TeamState;

/// Sideline staff and re-rolls, at their prices: cheerleaders, assistant coaches, the
/// apothecary, and re-rolls at the roster's own price.
fn sideline_gp(team: &TeamState<'_>) -> u64 {
    let (staff, items) = (team.staff, team.items);
    u64::from(items.cheerleaders) * u64::from(staff.cheerleaders.cost_gp)
        + u64::from(items.assistants) * u64::from(staff.assistants.cost_gp)
        + u64::from(items.apothecary) * u64::from(staff.apothecary.cost_gp)
        + u64::from(items.rerolls) * u64::from(team.roster.reroll_gp)
}

/// TV: the cost of every player the team has hired (journeymen are hired for one match
/// and are not the team's), plus sideline staff and re-rolls.
pub fn team_value_gp(team: &TeamState<'_>) -> u64 {
    let players: u64 = team
        .players
        .iter()
        .filter(|p| !p.journeyman)
        .map(|p| u64::from(p.value_gp))
        .sum();
    players + sideline_gp(team)
}

/// CTV: the cost of the players available for the next match, journeymen included, plus
/// sideline staff and re-rolls. A team with the Low Cost Linemen rule does not count its
/// own Linemen (journeymen still count).
pub fn current_team_value_gp(team: &TeamState<'_>) -> u64 {
    let low_cost_linemen = team.roster.has_rule("low-cost-linemen");
    let is_lineman = |position: &str| team.roster.position(position).is_some_and(|p| p.lineman);
    let players: u64 = team
        .players
        .iter()
        .filter(|p| p.available)
        .filter(|p| !(low_cost_linemen && !p.journeyman && is_lineman(&p.position)))
        .map(|p| u64::from(p.value_gp))
        .sum();
    players + sideline_gp(team)
}
