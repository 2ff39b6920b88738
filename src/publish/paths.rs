//! Where each page of the site lives, from its language's root (`/`-separated).

use crate::store::{FixtureId, PlayerId, SeasonId, TeamId};

/// Matches a folder, a thousand to a folder by number (`matches/12/12345.html`): a folder
/// of 100,000 files is slow to add to on common file systems.
pub fn match_path(fixture: FixtureId) -> String {
    format!("matches/{}/{}.html", fixture.0 / 1000, fixture.0)
}

pub fn season_path(season: SeasonId) -> String {
    format!("seasons/{}.html", season.0)
}

pub fn team_path(team: TeamId) -> String {
    format!("teams/{}.html", team.0)
}

pub fn player_path(player: PlayerId) -> String {
    format!("players/{}.html", player.0)
}

pub const HOME: &str = "index.html";
pub const GRAVEYARD: &str = "graveyard.html";
