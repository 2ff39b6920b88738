//! The window's side of the game registry: which team screen shows a game's teams.

use crate::coach::bloodbowl::BloodBowl;

/// DreadBall's screens, as the window's root and shared screens reach them.
pub use super::dreadball::{builder, commissioner, match_day, reference, team};
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
