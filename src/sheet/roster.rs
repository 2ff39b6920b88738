//! A team's roster as words: the table its team sheet prints (headers, a row of cells
//! per player, a note under a name) and the glossary of its skills, for those who show
//! it elsewhere than on paper (the league's website). Each game's sheet makes it from
//! the cells it prints, so the two never disagree.

use crate::data::Lang;
use crate::store::{PlayerId, Store, TeamId};

/// The column that holds the player's name, in every game's roster.
pub const NAME_COLUMN: usize = 1;

/// A team's roster as its sheet prints it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RosterTable {
    pub headers: Vec<String>,
    pub rows: Vec<RosterRow>,
    /// Every skill (or card) on the roster, by name, with what it does.
    pub glossary: Vec<(String, String)>,
}

/// One player's row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RosterRow {
    pub player: PlayerId,
    pub cells: Vec<String>,
    /// What the sheet writes small under the name (MVP, free agent, experience…).
    pub note: String,
}

/// The team's roster as its sheet prints it now, names in `lang`.
pub fn team_roster(store: &mut Store, team: TeamId, lang: Lang) -> crate::Result<RosterTable> {
    let game = crate::coach::team_game(store, team)?;
    let load = super::games::team_pages(&game)?;
    Ok(load(store, team, crate::coach::AsOf::Now, lang)?.roster(lang))
}
