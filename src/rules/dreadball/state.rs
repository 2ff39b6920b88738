//! A team as the rules see it: plain values, loaded by the store or built in a test.

use serde::{Deserialize, Serialize};

use crate::data::dreadball::{StaffKind, Team};

/// How a player came to the team.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlayerKind {
    Roster,
    Mvp,
    FreeAgent,
    Mechanite,
    Mutant,
}

impl PlayerKind {
    pub fn id(self) -> &'static str {
        match self {
            PlayerKind::Roster => "roster",
            PlayerKind::Mvp => "mvp",
            PlayerKind::FreeAgent => "free_agent",
            PlayerKind::Mechanite => "mechanite",
            PlayerKind::Mutant => "mutant",
        }
    }

    pub fn parse(text: &str) -> Option<PlayerKind> {
        [
            PlayerKind::Roster,
            PlayerKind::Mvp,
            PlayerKind::FreeAgent,
            PlayerKind::Mechanite,
            PlayerKind::Mutant,
        ]
        .into_iter()
        .find(|kind| kind.id() == text)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerState {
    pub number: u32,
    pub name: String,
    pub kind: PlayerKind,
    /// The roster role id, for roster players.
    pub role: Option<String>,
    pub cost_mc: u32,
    pub giant: bool,
    /// Hired for one match only (an MVP or a free agent): on the roster for that match,
    /// not part of the team's value.
    pub match_only: bool,
}

#[derive(Debug, Clone)]
pub struct TeamState<'r> {
    pub roster: &'r Team,
    pub treasury_mc: i64,
    pub dice: u32,
    pub cards: u32,
    pub cheerleaders: u32,
    pub staff: Vec<StaffKind>,
    pub players: Vec<PlayerState>,
}

impl<'r> TeamState<'r> {
    /// An empty team of `roster` with `treasury_mc` to spend.
    pub fn empty(roster: &'r Team, treasury_mc: i64) -> TeamState<'r> {
        TeamState {
            roster,
            treasury_mc,
            dice: 0,
            cards: 0,
            cheerleaders: 0,
            staff: Vec::new(),
            players: Vec::new(),
        }
    }

    pub fn player_count(&self) -> u32 {
        self.players.len() as u32
    }

    pub fn player(&self, number: u32) -> Option<&PlayerState> {
        self.players.iter().find(|player| player.number == number)
    }

    /// The lowest shirt number not yet worn.
    pub fn next_free_number(&self) -> u32 {
        (1..)
            .find(|number| self.player(*number).is_none())
            .unwrap_or(1)
    }
}
