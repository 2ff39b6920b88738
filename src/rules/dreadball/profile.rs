//! A stored player's profile checked against what made it, as the commands write it: the
//! roster role (a hire), the MVP (a match-day hire), the free-agent card, or the Mechanite
//! or Mutant design gives its position and its first stat line; advancements only improve
//! a stat, one step at a time, as far as `match_day::improved` lets it; every skill is one
//! the reference data knows. An import reads what a document brings with these.

use super::PlayerKind;
use super::build::{Design, Stat, price_design};
use super::match_day::improved;
use crate::data::Lang;
use crate::data::dreadball::{BuildKind, MvpKind, Position, Reference, StatLine, Team};

pub use super::profile_text::{ProfileProblem, RoleSource, Who};

/// A stored player as the profile rules read it.
#[derive(Debug, Clone, Copy)]
pub struct StoredPlayer<'a> {
    pub number: u32,
    pub name: &'a str,
    pub kind: PlayerKind,
    /// The roster role, MVP or free-agent profile id, as the commands store it.
    pub role: Option<&'a str>,
    pub position: Position,
    pub stats: StatLine,
    pub skills: &'a [String],
    /// The parts of a Mechanite or Mutant, as stored.
    pub build: Option<&'a serde_json::Value>,
    pub giant: bool,
}

impl StoredPlayer<'_> {
    fn who(&self) -> Who {
        Who::new(self.number, self.name)
    }
}

/// Where a profile comes from: the positions it may play, its first stat lines (one per
/// MVP form or free-agent card that fits its role) and whether it is a Giant.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Origin {
    pub positions: Vec<Position>,
    pub lines: Vec<StatLine>,
    pub giant: bool,
}

/// A player's kind and position as stored, read as the game's ids.
pub fn read_labels(
    who: &Who,
    kind: &str,
    position: &str,
) -> Result<(PlayerKind, Position), ProfileProblem> {
    let kind = PlayerKind::parse(kind).ok_or_else(|| ProfileProblem::UnknownKind {
        who: who.clone(),
        given: kind.to_string(),
    })?;
    let position = Position::parse(position).ok_or_else(|| ProfileProblem::UnknownPosition {
        who: who.clone(),
        given: position.to_string(),
    })?;
    Ok((kind, position))
}

/// The lowest and highest value a stat of `line` may reach: its own, and what every
/// advancement `improved` allows makes of it (`None` where the line gives no value).
pub fn stat_reach(stat: Stat, line: &StatLine) -> Option<(u8, u8)> {
    let base = stat.of(line)?;
    let mut line = *line;
    let mut best = base;
    while let Some(next) = improved(stat, &line) {
        stat.set(&mut line, next);
        best = next;
    }
    Some((base.min(best), base.max(best)))
}

/// A stat no advancement from a line gives: the stat, its value, the line's reach.
type Miss = (Stat, Option<u8>, Option<(u8, u8)>);

/// The stats of `stats` that no advancement from `line` gives.
fn off_line(line: &StatLine, stats: &StatLine) -> Vec<Miss> {
    Stat::ALL
        .into_iter()
        .filter_map(|stat| {
            let reach = stat_reach(stat, line);
            let value = stat.of(stats);
            let fits = match (value, reach) {
                (None, None) => true,
                (Some(value), Some((low, high))) => (low..=high).contains(&value),
                _ => false,
            };
            (!fits).then_some((stat, value, reach))
        })
        .collect()
}

/// Where `player` comes from, or why it cannot be told.
pub fn origin(
    roster: &Team,
    reference: &Reference,
    player: &StoredPlayer<'_>,
) -> Result<Origin, ProfileProblem> {
    match (player.kind, player.build) {
        (PlayerKind::Roster | PlayerKind::Mvp | PlayerKind::FreeAgent, Some(_)) => {
            Err(ProfileProblem::BuildNotBuilt { who: player.who() })
        }
        (PlayerKind::Roster, _) | (PlayerKind::Mutant, None) => roster_origin(roster, player),
        (PlayerKind::Mutant, Some(build)) => built_origin(reference, player, build),
        (PlayerKind::Mechanite, Some(build)) => built_origin(reference, player, build),
        (PlayerKind::Mechanite, None) => Err(ProfileProblem::BuildMissing { who: player.who() }),
        (PlayerKind::Mvp, _) => mvp_origin(reference, player),
        (PlayerKind::FreeAgent, _) => free_agent_origin(reference, player),
    }
}

fn unknown_role(
    player: &StoredPlayer<'_>,
    source: RoleSource,
    allowed: Vec<String>,
) -> ProfileProblem {
    ProfileProblem::UnknownRole {
        who: player.who(),
        role: player.role.map(str::to_string),
        source: Box::new(source),
        allowed,
    }
}

fn roster_origin(roster: &Team, player: &StoredPlayer<'_>) -> Result<Origin, ProfileProblem> {
    let role = player
        .role
        .and_then(|id| roster.role.iter().find(|role| role.id == id));
    let Some(role) = role else {
        let source = RoleSource::Roster {
            en: roster.name_en.clone(),
            fr: roster.name_fr.clone(),
        };
        let allowed = roster.role.iter().map(|role| role.id.clone()).collect();
        return Err(unknown_role(player, source, allowed));
    };
    Ok(Origin {
        positions: vec![role.position],
        lines: vec![role.stats()],
        giant: false,
    })
}

/// A Mechanite or a Mutant: its stored design priced again by the builder.
fn built_origin(
    reference: &Reference,
    player: &StoredPlayer<'_>,
    build: &serde_json::Value,
) -> Result<Origin, ProfileProblem> {
    let design: Design = serde_json::from_value(build.clone())
        .map_err(|_| ProfileProblem::BuildUnreadable { who: player.who() })?;
    let expected = match player.kind {
        PlayerKind::Mechanite => BuildKind::Mechanite,
        _ => BuildKind::Mutant,
    };
    if design.kind() != expected {
        return Err(ProfileProblem::BuildOfOtherKind {
            who: player.who(),
            kind: player.kind,
            build: design.kind(),
        });
    }
    let priced = price_design(reference, &design, Lang::En).map_err(|violation| {
        let french = price_design(reference, &design, Lang::Fr).err();
        ProfileProblem::BuildRefused {
            who: player.who(),
            en: violation.message(Lang::En),
            fr: french.unwrap_or(violation).message(Lang::Fr),
        }
    })?;
    // A Mutant's role is the position its design gives (`team new`'s builder writes it).
    if expected == BuildKind::Mutant && player.role != Some(priced.position.id()) {
        return Err(unknown_role(
            player,
            RoleSource::Design,
            vec![priced.position.id().to_string()],
        ));
    }
    Ok(Origin {
        positions: vec![priced.position],
        lines: vec![priced.stats],
        giant: false,
    })
}

fn mvp_origin(reference: &Reference, player: &StoredPlayer<'_>) -> Result<Origin, ProfileProblem> {
    let mvp = player
        .role
        .and_then(|id| reference.mvps.iter().find(|mvp| mvp.id == id));
    let Some(mvp) = mvp else {
        let allowed = reference.mvps.iter().map(|mvp| mvp.id.clone()).collect();
        return Err(unknown_role(player, RoleSource::Mvp, allowed));
    };
    let forms = mvp.member.iter().flat_map(|member| &member.form);
    let mut origin = Origin {
        giant: mvp.kind == MvpKind::Giant,
        ..Origin::default()
    };
    for form in forms {
        origin.positions.extend(form.positions.iter().copied());
        origin.lines.push(form.stats());
    }
    Ok(origin)
}

/// A free agent: a roster role of any team or a free-agent profile (its role), else a
/// Mutant of the base profile of its position or a Mechanite the card gives no parts to.
fn free_agent_origin(
    reference: &Reference,
    player: &StoredPlayer<'_>,
) -> Result<Origin, ProfileProblem> {
    let mut origin = Origin::default();
    let Some(role) = player.role else {
        origin.positions = Position::ALL.to_vec();
        origin.lines = reference
            .mutant_positions
            .iter()
            .filter(|base| base.id == player.position.id())
            .map(|base| base.stats())
            .chain([StatLine::default()])
            .collect();
        return Ok(origin);
    };
    let roles = reference
        .teams
        .iter()
        .flat_map(|team| &team.role)
        .filter(|known| known.id == role);
    for known in roles {
        origin.positions.push(known.position);
        origin.lines.push(known.stats());
    }
    for profile in reference
        .free_agent_profiles
        .iter()
        .filter(|p| p.id == role)
    {
        origin.positions.push(profile.position);
        origin.lines.push(profile.stats());
    }
    if origin.lines.is_empty() {
        let allowed = reference
            .free_agent_profiles
            .iter()
            .map(|profile| profile.id.clone())
            .collect();
        return Err(unknown_role(player, RoleSource::FreeAgent, allowed));
    }
    Ok(origin)
}

/// Every way `player` is not what the commands make: where it comes from, its position,
/// its Giant mark, its stats within what advancing its first stat line reaches, its
/// skills. Empty for a player the rules could have made.
pub fn profile_problems(
    roster: &Team,
    reference: &Reference,
    player: &StoredPlayer<'_>,
) -> Vec<ProfileProblem> {
    let mut problems: Vec<ProfileProblem> = player
        .skills
        .iter()
        .filter(|skill| reference.skill(skill).is_none())
        .map(|skill| ProfileProblem::UnknownSkill {
            who: player.who(),
            skill: skill.clone(),
        })
        .collect();
    let origin = match origin(roster, reference, player) {
        Ok(origin) => origin,
        Err(problem) => {
            problems.insert(0, problem);
            return problems;
        }
    };
    if !origin.positions.contains(&player.position) {
        let mut allowed = origin.positions.clone();
        allowed.sort();
        allowed.dedup();
        problems.push(ProfileProblem::PositionNotOfRole {
            who: player.who(),
            position: player.position,
            role: player.role.map(str::to_string),
            allowed,
        });
    }
    if origin.giant != player.giant {
        problems.push(ProfileProblem::GiantMark {
            who: player.who(),
            giant: player.giant,
        });
    }
    let misses = origin
        .lines
        .iter()
        .map(|line| off_line(line, &player.stats))
        .min_by_key(Vec::len)
        .unwrap_or_default();
    if let Some((stat, value, reach)) = misses.first().copied() {
        problems.push(ProfileProblem::StatOutOfReach {
            who: player.who(),
            stat,
            value,
            reach,
        });
    }
    problems
}
