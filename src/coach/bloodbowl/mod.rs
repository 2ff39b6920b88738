//! Blood Bowl (2020 edition) in Dugout: its entry in the game registry and the commands
//! a coach and a commissioner run on Blood Bowl teams.

mod exchange;
mod game;
mod import_check;
mod import_prayers;
mod league;
pub mod match_day;
mod overrides;
mod purchase_undo;
mod result;
mod rosters;
mod stats;
mod story;
mod team;
mod view;

pub use game::{BloodBowl, DEFAULT_POINTS, DUNGEONBOWL};
pub use league::{
    DEFAULTS, LeagueSettingsChange, change_league_settings, check_league_settings, league_settings,
};
pub use rosters::{ImportedPack, find_roster, import_roster_pack, league_rosters, roster_list};
pub use team::{
    NewTeam, Offer, Offers, buy, check_team, create_team, create_team_with, hire, list_teams,
    offers, release, rename_player, renumber_player, show_team,
};
pub use view::{BloodBowlPlayer, BloodBowlTeam};

use crate::Result;
use crate::error::LeagueFault;
use crate::games::Game;
use crate::store::LeagueRecord;

/// Refuses a Blood Bowl command on a league of another game.
pub(crate) fn require_bloodbowl(league: &LeagueRecord) -> Result<()> {
    if league.game == BloodBowl.id() {
        return Ok(());
    }
    Err(LeagueFault::OtherGame {
        league: league.id,
        name: league.name.clone(),
        expected: BloodBowl.names(),
    }
    .into())
}
