//! The players a DreadBall pre-match adds to a team: an MVP (or a Giant) found by name
//! with the players it brings, and the free agents a roll offers, made into new players.

use super::load_team;
use crate::Result;
use crate::coach::Context;
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
    let label = context
        .lang
        .pick(&option.label_en, &option.label_fr)
        .to_string();
    let mut players = Vec::new();
    for agent in &option.agent {
        for _ in 0..agent.count {
            if let Some(player) = agent_player(context.reference(), agent, &label) {
                players.push(player);
            }
        }
    }
    players.truncate(room.min(option_players(option)) as usize);
    players
}

pub(super) fn agent_player(
    reference: &Reference,
    agent: &FreeAgentRef,
    label: &str,
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
    for player in players {
        let number = (1..).find(|n| !taken.contains(n)).unwrap_or(1);
        taken.push(number);
        let id = tx.insert_player(team, &NewPlayer { number, ..player }, today())?;
        tx.set_match_hire(id, fixture, item)?;
        first.get_or_insert(id);
    }
    Ok(first)
}
