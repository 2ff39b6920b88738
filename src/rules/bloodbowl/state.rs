//! A Blood Bowl team as the rules see it, and what it breaks as it stands.

use super::{Purchase, Refusal};
use crate::data::bloodbowl::{Roster, Staff};

/// Re-rolls, dedicated fans and sideline staff.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Items {
    pub rerolls: u32,
    pub dedicated_fans: u32,
    pub assistants: u32,
    pub cheerleaders: u32,
    pub apothecary: bool,
}

/// One player on the team.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerState {
    /// The position id of the team's roster.
    pub position: String,
    /// What the player is worth: the hiring price plus what advancements added.
    pub value_gp: u32,
    /// False when the player misses the team's next match.
    pub available: bool,
    /// A journeyman hired for one match.
    pub journeyman: bool,
}

/// League settings for teams being created (the seed gives none; see `docs/bloodbowl.md`, "League settings").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CreationRules {
    /// Dedicated fans a team may have before its first match (it starts with 1).
    pub max_dedicated_fans: u32,
    pub dedicated_fan_gp: u32,
}

/// Everything the rules need to judge a change to a team.
#[derive(Debug, Clone)]
pub struct TeamState<'r> {
    pub roster: &'r Roster,
    pub staff: &'r Staff,
    pub treasury_gp: i64,
    pub items: Items,
    pub players: Vec<PlayerState>,
    /// Results the team has: re-rolls cost double and fans can no longer be bought once
    /// it has played.
    pub matches_played: u32,
}

impl TeamState<'_> {
    /// Players of the team's own (journeymen are hired for one match only).
    pub fn squad(&self) -> usize {
        self.players.iter().filter(|p| !p.journeyman).count()
    }

    /// How many of the team's own players play at `position`.
    pub fn count_at(&self, position: &str) -> usize {
        self.players
            .iter()
            .filter(|p| !p.journeyman && p.position == position)
            .count()
    }
}

/// Every rule the team breaks as it stands (empty when it is legal). A team under 11
/// players is listed here but never refused while it is being built.
pub fn problems(team: &TeamState<'_>) -> Vec<Refusal> {
    let mut found = Vec::new();
    let squad = team.squad();
    let size = team.staff.players;
    if squad < size.min as usize {
        found.push(Refusal::TooFewPlayers {
            count: squad as u32,
            min: size.min,
        });
    }
    if squad > size.max as usize {
        found.push(Refusal::TeamFull { max: size.max });
    }
    for position in &team.roster.position {
        let count = team.count_at(&position.id) as u32;
        if count > position.max {
            found.push(Refusal::PositionFull {
                position: position.name_en.clone(),
                position_fr: position.name_fr.clone(),
                max: position.max,
            });
        }
    }
    for limit in &team.roster.limit {
        let count: usize = limit.positions.iter().map(|p| team.count_at(p)).sum();
        if count as u32 > limit.max {
            found.push(Refusal::SharedLimitFull {
                positions: limit.positions.join(", "),
                max: limit.max,
            });
        }
    }
    let items = team.items;
    let staff = team.staff;
    let over = [
        (Purchase::Assistants, items.assistants, staff.assistants.max),
        (
            Purchase::Cheerleaders,
            items.cheerleaders,
            staff.cheerleaders.max,
        ),
        (
            Purchase::Rerolls,
            items.rerolls,
            team.roster.max_rerolls(staff),
        ),
    ];
    for (what, have, max) in over {
        if have > max {
            found.push(Refusal::TooMany { what, max });
        }
    }
    if items.apothecary && !team.roster.apothecary {
        found.push(Refusal::NoApothecary {
            team: team.roster.name_en.clone(),
            team_fr: team.roster.name_fr.clone(),
        });
    }
    if team.treasury_gp < 0 {
        found.push(Refusal::TreasuryNegative {
            treasury_gp: team.treasury_gp,
        });
    }
    found
}
