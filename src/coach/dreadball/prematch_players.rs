//! The players a DreadBall pre-match adds to a team: an MVP (or a Giant) found by name
//! with the players it brings, and the free agents a roll offers, made into new players.

use super::load_team;
use crate::Result;
use crate::coach::Context;
use crate::data::Lang;
use crate::data::dreadball::{BuildKind, FreeAgentOption, FreeAgentRef, Mvp, MvpKind, Reference};
use crate::error::NotFound;
use crate::rules::dreadball::PlayerKind;
use crate::rules::dreadball::match_day::option_players;
use crate::store::dreadball::NewPlayer;
use crate::store::{FixtureId, TeamId, Tx, today};

pub(super) fn find_mvp<'r>(reference: &'r Reference, query: &str) -> Result<&'r Mvp> {
    reference.mvp(query).ok_or_else(|| {
        NotFound::Mvp {
            query: query.trim().to_string(),
        }
        .into()
    })
}

/// The players an MVP entry brings: each member in its first form.
pub(super) fn mvp_players(mvp: &Mvp) -> Vec<NewPlayer> {
    mvp.member
        .iter()
        .enumerate()
        .filter_map(|(index, member)| {
            let form = member.form.first()?;
            Some(NewPlayer {
                number: 0,
                name: member.name.clone(),
                kind: PlayerKind::Mvp,
                role: Some(mvp.id.clone()),
                position: *form.positions.first()?,
                stats: form.stats(),
                skills: mvp.skills.clone(),
                // The entry's price is carried once, by its first member.
                cost_mc: if index == 0 {
                    mvp.cost_mc.unwrap_or(0)
                } else {
                    0
                },
                build: None,
                giant: mvp.kind == MvpKind::Giant,
            })
        })
        .collect()
}

/// The free agents an option brings, as many as the roster has room for.
pub(super) fn agents(context: &Context, option: &FreeAgentOption, room: u32) -> Vec<NewPlayer> {
    let label = agent_label(context.lang.pick(&option.label_en, &option.label_fr));
    let mut players = Vec::new();
    let room = room.min(option_players(option)) as usize;
    for agent in &option.agent {
        // A line of several is a pack (seed 000 l.1094: "even as free agents, the Zees
        // travel as a pack"): it joins whole, or not at all when the 14-player limit
        // leaves too few places.
        if players.len() + agent.count as usize > room {
            continue;
        }
        for _ in 0..agent.count {
            if let Some(player) = agent_player(context.reference(), agent, &label, context.lang) {
                players.push(player);
            }
        }
    }
    players
}

/// A table line as a free agent's name: without its count ("2 x ") or its pack mark
/// ("*"): "2 x Zee Jack*" is a "Zee Jack".
fn agent_label(line: &str) -> String {
    let line = line.trim().trim_end_matches('*').trim();
    let counted = line
        .split_once(' ')
        .filter(|(count, _)| count.chars().all(|c| c.is_ascii_digit()));
    match counted {
        Some((_, rest)) => rest.trim_start_matches("x ").trim().to_string(),
        None => line.to_string(),
    }
}

/// A free agent of a table's line: named by its card when it has one ("Zee Buccaneer"),
/// else by the line ("Forge Father Guard", "Zee Jack"); its shirt number is added as it
/// joins. `lang` names a card.
pub(super) fn agent_player(
    reference: &Reference,
    agent: &FreeAgentRef,
    label: &str,
    lang: Lang,
) -> Option<NewPlayer> {
    let base = NewPlayer {
        number: 0,
        name: label.to_string(),
        kind: PlayerKind::FreeAgent,
        role: None,
        position: agent
            .position
            .unwrap_or(crate::data::dreadball::Position::Jack),
        stats: Default::default(),
        skills: Vec::new(),
        cost_mc: 0,
        build: None,
        giant: false,
    };
    if let (Some(team), Some(role)) = (&agent.team, &agent.role) {
        let role = reference.team(team)?.role.iter().find(|r| &r.id == role)?;
        return Some(NewPlayer {
            role: Some(role.id.clone()),
            position: role.position,
            stats: role.stats(),
            skills: role.skills.clone(),
            cost_mc: role.cost_mc.unwrap_or(0),
            ..base
        });
    }
    if let Some(profile) = &agent.profile {
        let profile = reference
            .free_agent_profiles
            .iter()
            .find(|p| &p.id == profile)?;
        return Some(NewPlayer {
            name: lang.pick(&profile.name_en, &profile.name_fr).to_string(),
            role: Some(profile.id.clone()),
            position: profile.position,
            stats: profile.stats(),
            skills: profile.skills.clone(),
            ..base
        });
    }
    if agent.build == Some(BuildKind::Mutant) {
        let position = agent.position?;
        let base_profile = reference
            .mutant_positions
            .iter()
            .find(|p| p.id == position.id())?;
        return Some(NewPlayer {
            stats: base_profile.stats(),
            cost_mc: base_profile.cost_mc,
            ..base
        });
    }
    // A Mechanite free agent: the card gives no parts, so its stats are left unknown.
    Some(base)
}

/// Adds the players with the next free numbers, tied to the match and the item.
pub(super) fn add_players(
    tx: &Tx<'_>,
    team: TeamId,
    fixture: FixtureId,
    item: i64,
    players: Vec<NewPlayer>,
) -> Result<Option<crate::store::PlayerId>> {
    let mut first = None;
    let mut taken: Vec<u32> = load_team(tx, team)?
        .players
        .iter()
        .map(|p| p.number)
        .collect();
    for mut player in players {
        let number = (1..).find(|n| !taken.contains(n)).unwrap_or(1);
        taken.push(number);
        // A free agent is named as a hire is: its role and shirt number ("Zee Jack 9").
        if player.kind == PlayerKind::FreeAgent {
            player.name = format!("{} {number}", player.name);
        }
        let id = tx.insert_player(team, &NewPlayer { number, ..player }, today())?;
        tx.set_match_hire(id, fixture, item)?;
        first.get_or_insert(id);
    }
    Ok(first)
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_table_line_names_its_agent_without_count_or_pack_mark() {
        assert_eq!(super::agent_label("2 x Zee Jack*"), "Zee Jack");
        assert_eq!(super::agent_label("2 x Jack Zee*"), "Jack Zee");
        assert_eq!(
            super::agent_label("Forge Father Guard"),
            "Forge Father Guard"
        );
    }
}
