//! Reference: the data of every game Dugout manages, browsable and searchable in the
//! user's language. Where it opens (`Page`, `--screen reference:GAME[:TAB]`); the screen
//! itself, a row of segments choosing the game over that game's own reference screen
//! (`gui/<game>/reference.rs`), is held with the games' screens (`screens.rs`).

use crate::coach::games;
use crate::gui::games::{reference_tab, team_screen};

pub use super::screens::{ReferenceMessage as Message, ReferenceScreen};
pub use crate::gui::browse::{Browse, BrowseMessage, SEARCH_INPUT, matches, search_input};

/// Where the reference opens (`--screen reference:GAME[:TAB]`): a game and, if given,
/// one of its tabs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Page {
    /// A game's id (`games::GAMES`).
    pub game: &'static str,
    /// A tab's id, as the game's screen names it (Blood Bowl's: teams, skills, rules).
    pub tab: Option<&'static str>,
}

impl Page {
    /// Reads `GAME` or `GAME:TAB` (`bloodbowl`, `bloodbowl:skills`); a league format
    /// stands for its game (`dungeonbowl` is Blood Bowl). None when either is unknown.
    pub fn parse(text: &str) -> Option<Page> {
        let (game, tab) = match text.split_once(':') {
            Some((game, tab)) => (game, Some(tab)),
            None => (text, None),
        };
        let (game, _) = games::find_with_format(game)?;
        let game = game.id();
        let tab = match tab {
            None => None,
            Some(tab) => Some(reference_tab(team_screen(game)?, tab)?),
        };
        Some(Page { game, tab })
    }
}
