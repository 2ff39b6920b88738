//! Every change a coach makes to a DreadBall team, checked before it is written.

use std::collections::HashSet;
use std::ops::RangeInclusive;

use super::build::Build;
use super::{PlayerKind, Settings, TeamState, Violation};
use crate::data::Lang;
use crate::data::dreadball::{BuildKind, Reference, Role, StaffKind, Team};

/// Shirt numbers a player may wear.
pub const SHIRT_NUMBERS: RangeInclusive<u32> = 1..=99;
/// Longest player or team name, in characters.
pub use crate::rules::names::NAME_MAX_CHARS;
use crate::rules::names::NameProblem;

/// What hiring a roster position will add: the role, the kind of player and its cost.
#[derive(Debug, Clone, Copy)]
pub struct Hire<'r> {
    pub role: &'r Role,
    pub kind: PlayerKind,
    pub cost_mc: u32,
}

fn roster_name(team: &Team, lang: Lang) -> String {
    lang.pick(&team.name_en, &team.name_fr).to_string()
}

/// The team has room for `adding` more players.
pub fn check_room(team: &TeamState, reference: &Reference, adding: u32) -> Result<(), Violation> {
    let max = reference.limits.max_players;
    let current = team.player_count();
    if current + adding > max {
        return Err(Violation::TooManyPlayers {
            max,
            current,
            adding,
        });
    }
    Ok(())
}

/// The treasury can pay `cost_mc` without going below 0.
pub fn check_afford(team: &TeamState, cost_mc: u32) -> Result<(), Violation> {
    if team.treasury_mc < i64::from(cost_mc) {
        return Err(Violation::NotEnoughMoney {
            cost_mc,
            treasury_mc: team.treasury_mc,
        });
    }
    Ok(())
}

/// Finds a position of the team's own roster by id or name and checks it can be hired.
pub fn find_hireable_role<'r>(
    team: &TeamState<'r>,
    query: &str,
    lang: Lang,
) -> Result<Hire<'r>, Violation> {
    let roster = team.roster;
    if roster.build == BuildKind::Mechanite {
        return Err(Violation::NeedsBuilder {
            roster: roster_name(roster, lang),
            builder: "Mechanite",
        });
    }
    let Some(role) = roster.find_role(query) else {
        return Err(Violation::PositionNotInRoster {
            position: query.trim().to_string(),
            roster: roster_name(roster, lang),
            allowed: roster
                .role
                .iter()
                .filter(|role| role.cost_mc.is_some())
                .map(|role| role.id.clone())
                .collect(),
        });
    };
    let Some(cost_mc) = role.cost_mc else {
        return Err(Violation::PositionNotHireable {
            position: lang.pick(&role.name_en, &role.name_fr).to_string(),
            roster: roster_name(roster, lang),
        });
    };
    let kind = match roster.build {
        BuildKind::Mutant => PlayerKind::Mutant,
        _ => PlayerKind::Roster,
    };
    Ok(Hire {
        role,
        kind,
        cost_mc,
    })
}

/// Adding a designed player (already priced) to a team: the team's roster must be built
/// that way (Ro-Tek Brutes: Mechanites; Kovoss Kryptics: Mutants), with room and money.
pub fn check_build(
    team: &TeamState,
    reference: &Reference,
    build: &Build,
    lang: Lang,
) -> Result<(), Violation> {
    let builder = build.design.kind();
    if team.roster.build != builder {
        return Err(Violation::WrongBuilder {
            roster: roster_name(team.roster, lang),
            builder,
            rosters: reference
                .teams
                .iter()
                .filter(|roster| roster.build == builder)
                .map(|roster| roster_name(roster, lang))
                .collect(),
        });
    }
    check_room(team, reference, 1)?;
    check_afford(team, build.cost_mc)
}

/// Hiring one player of a roster position: the team's own roster, room, money.
pub fn check_hire<'r>(
    team: &TeamState<'r>,
    reference: &Reference,
    query: &str,
    lang: Lang,
) -> Result<Hire<'r>, Violation> {
    let hire = find_hireable_role(team, query, lang)?;
    check_room(team, reference, 1)?;
    check_afford(team, hire.cost_mc)?;
    Ok(hire)
}

fn positive(count: u32) -> Result<(), Violation> {
    if count == 0 {
        return Err(Violation::CountMustBePositive);
    }
    Ok(())
}

fn total(count: u32, price_mc: u32) -> u32 {
    count.saturating_mul(price_mc)
}

/// Buying `count` Coaching Dice at the league's price; returns the cost.
pub fn check_buy_dice(team: &TeamState, settings: &Settings, count: u32) -> Result<u32, Violation> {
    positive(count)?;
    let cost = total(count, settings.coaching_die_mc);
    check_afford(team, cost)?;
    Ok(cost)
}

/// Buying `count` DreadBall Cards at the league's price; returns the cost.
pub fn check_buy_cards(
    team: &TeamState,
    settings: &Settings,
    count: u32,
) -> Result<u32, Violation> {
    positive(count)?;
    let cost = total(count, settings.card_mc);
    check_afford(team, cost)?;
    Ok(cost)
}

/// Buying `count` cheerleaders (8mc each, at most 7 a team); returns the cost.
pub fn check_buy_cheerleaders(
    team: &TeamState,
    reference: &Reference,
    count: u32,
) -> Result<u32, Violation> {
    positive(count)?;
    let max = reference.cheerleaders.max;
    if team.cheerleaders.saturating_add(count) > max {
        return Err(Violation::TooManyCheerleaders {
            max,
            current: team.cheerleaders,
            adding: count,
        });
    }
    let cost = total(count, reference.cheerleaders.cost_mc);
    check_afford(team, cost)?;
    Ok(cost)
}

/// Hiring a coaching assistant: one of each kind at most; returns the cost.
pub fn check_hire_staff(
    team: &TeamState,
    reference: &Reference,
    kind: StaffKind,
) -> Result<u32, Violation> {
    let max_of_kind = reference.staff_entry(kind).map_or(1, |entry| entry.max);
    let of_kind = team.staff.iter().filter(|hired| **hired == kind).count() as u32;
    if of_kind >= max_of_kind {
        return Err(Violation::StaffAlreadyHired {
            kind: kind.id().to_string(),
        });
    }
    let cost = reference.staff.cost_mc;
    check_afford(team, cost)?;
    Ok(cost)
}

/// Releasing player `number`: the player must be on the team.
pub fn check_release(team: &TeamState, number: u32) -> Result<(), Violation> {
    team.player(number)
        .map(|_| ())
        .ok_or(Violation::NoSuchPlayer { number })
}

/// A player or team name: not empty, not too long; returns it trimmed.
pub fn check_name(name: &str) -> Result<String, Violation> {
    crate::rules::names::check_name(name).map_err(|problem| match problem {
        NameProblem::Empty => Violation::NameEmpty,
        NameProblem::TooLong { max } => Violation::NameTooLong { max },
        NameProblem::Control => Violation::NameControl,
        NameProblem::Invisible => Violation::NameInvisible,
    })
}

/// A shirt number is in range.
pub fn check_number_range(number: u32) -> Result<(), Violation> {
    if !SHIRT_NUMBERS.contains(&number) {
        return Err(Violation::NumberOutOfRange {
            number,
            min: *SHIRT_NUMBERS.start(),
            max: *SHIRT_NUMBERS.end(),
        });
    }
    Ok(())
}

/// Giving player `from` the shirt number `to`.
pub fn check_renumber(team: &TeamState, from: u32, to: u32) -> Result<(), Violation> {
    check_release(team, from)?;
    check_number_range(to)?;
    if from != to && team.player(to).is_some() {
        return Err(Violation::NumberTaken { number: to });
    }
    Ok(())
}

/// The official starting line-up of a roster: each role with its count.
pub fn starting_lineup(roster: &Team, lang: Lang) -> Result<Vec<(&Role, u32)>, Violation> {
    if !roster.has_known_lineup() {
        return Err(Violation::LineupUnknown {
            roster: roster_name(roster, lang),
        });
    }
    Ok(roster
        .role
        .iter()
        .filter_map(|role| role.starting_count.map(|count| (role, count)))
        .filter(|(_, count)| *count > 0)
        .collect())
}

/// Every rule the team breaks as it stands (a commissioner's override may have made one).
pub fn team_problems(team: &TeamState, reference: &Reference, lang: Lang) -> Vec<Violation> {
    let mut problems = Vec::new();
    let max = reference.limits.max_players;
    if team.player_count() > max {
        problems.push(Violation::TooManyPlayers {
            max,
            current: team.player_count(),
            adding: 0,
        });
    }
    if team.treasury_mc < 0 {
        problems.push(Violation::NegativeTreasury {
            treasury_mc: team.treasury_mc,
        });
    }
    let max_cheerleaders = reference.cheerleaders.max;
    if team.cheerleaders > max_cheerleaders {
        problems.push(Violation::TooManyCheerleaders {
            max: max_cheerleaders,
            current: team.cheerleaders,
            adding: 0,
        });
    }
    let mut kinds = HashSet::new();
    for kind in &team.staff {
        if !kinds.insert(kind) {
            problems.push(Violation::StaffAlreadyHired {
                kind: kind.id().to_string(),
            });
        }
    }
    let mut numbers = HashSet::new();
    for player in &team.players {
        if !numbers.insert(player.number) {
            problems.push(Violation::DuplicateNumber {
                number: player.number,
            });
        }
        if let Err(problem) = check_number_range(player.number) {
            problems.push(problem);
        }
        if let Some(role) = &player.role
            && matches!(player.kind, PlayerKind::Roster | PlayerKind::Mutant)
            && team.roster.role.iter().all(|known| &known.id != role)
        {
            problems.push(Violation::RoleNotInRoster {
                player: player.number,
                role: role.clone(),
                roster: roster_name(team.roster, lang),
            });
        }
    }
    problems
}
