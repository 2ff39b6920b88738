//! What a screen asks the root to move in or out of the league file (the root opens the
//! file dialogs and does it): a team or a league exported, a team or a league imported.

use crate::store::{LeagueId, TeamId};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Exchange {
    ExportTeam {
        team: TeamId,
        name: String,
    },
    ExportLeague {
        league: LeagueId,
        name: String,
    },
    /// A team document into this league (of the same game).
    ImportTeam {
        league: LeagueId,
    },
    /// A league document as a new league of the file.
    ImportLeague,
}
