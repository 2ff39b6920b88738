//! The window's side of the game registry: which team screen shows a game's teams, and
//! which reference screen its data.

use crate::coach::bloodbowl::BloodBowl;

/// DreadBall's screens, as the window's root and shared screens reach them.
pub use super::dreadball::{builder, commissioner, match_day, team};
use crate::games::Game;

/// The team screens the window has.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TeamScreenKind {
    /// DreadBall's (`gui::dreadball::team`), the window's first.
    DreadBall,
    /// Blood Bowl's (`gui::bloodbowl`).
    BloodBowl,
}

/// The team screen for teams of the game `game_id`.
pub fn team_screen(game_id: &str) -> TeamScreenKind {
    if game_id == BloodBowl.id() {
        TeamScreenKind::BloodBowl
    } else {
        TeamScreenKind::DreadBall
    }
}

/// The reference screens the window has.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReferenceKind {
    /// DreadBall's (`gui::dreadball::reference`).
    DreadBall,
    /// Blood Bowl's (`gui::bloodbowl::reference`).
    BloodBowl,
}

/// The reference screen for the data of the game `game_id`.
pub fn reference_screen(game_id: &str) -> ReferenceKind {
    if game_id == BloodBowl.id() {
        ReferenceKind::BloodBowl
    } else {
        ReferenceKind::DreadBall
    }
}
