//! What a commissioner and a coach do to leagues and teams. Each command loads what it
//! needs, asks the rules, and writes in one transaction: a refused change writes nothing.

mod as_of;
mod audit;
pub mod bloodbowl;
pub mod dreadball;
mod field_set;
mod fixtures;
pub mod games;
mod history;
mod import_kinds;
pub mod killpower;
mod league;
mod matches;
mod override_values;
pub mod overrides;
mod playoffs;
mod season;
mod standings;
mod stat_lines;
pub mod stats;
mod stats_charts;
mod stats_race;
mod stats_view;
mod steps;
mod team_colours;
mod team_name;
mod undo;

pub use as_of::{AsOf, day_before, treasury_before};
pub(crate) use audit::audit as write_audit;
pub use audit::{actor, audit_log};
pub use fixtures::*;
pub use history::*;
pub use league::*;
pub use matches::*;
pub use playoffs::*;
pub use season::*;
pub use standings::*;
pub use stats::{LeagueStats, Reading};
pub use stats_charts::{career_chart, margins_chart, value_chart};
pub use stats_race::{DivisionRace, RaceLine, SeasonRace, race_chart, season_race};
pub use stats_view::{
    HeadToHeadLine, HeadToHeadView, LeaderBoard, LeaderLine, NamedTeam, RecordLine, leader_boards,
    record_name,
};
pub use team_colours::{ColourChoice, ColoursSet, reads_on_charts, set_team_colours, team_colours};
pub use team_name::rename_team;
pub use undo::{Change, Reversal, last_change, undo};

/// The language a command speaks (`present::Context`).
pub use crate::present::Context;

use crate::error::{FileFault, IoCause, NotFound};
use crate::store::{LeagueId, LeagueRecord, PlayerHistoryRecord, PlayerId, Store, TeamId, Tx};
use crate::{Error, Result};

/// Opens a league file that exists; a missing one is refused in words and nothing is
/// made. Only the commands that make a league file call [`create_league_file`].
pub fn open_league_file(path: &std::path::Path) -> Result<Store> {
    Ok(Store::open_existing(path)?)
}

/// Opens a league file, creating it and its folder if needed: `league new`, `league
/// demo`, the window's first start on the default file and its *New league file…*.
pub fn create_league_file(path: &std::path::Path) -> Result<Store> {
    if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
        std::fs::create_dir_all(parent).map_err(|error| FileFault::CreateFolder {
            path: parent.to_path_buf(),
            cause: IoCause::of(&error),
        })?;
    }
    Ok(Store::open(path)?)
}

/// Loads what every game's team has, or says the team does not exist.
pub(crate) fn load_team_header(tx: &Tx<'_>, id: TeamId) -> Result<crate::store::TeamHeader> {
    tx.team_header(id)?
        .ok_or_else(|| Error::from(NotFound::Team { id }))
}

/// What every game's team has (its league, game, name, coach, roster, treasury).
pub fn team_header(store: &mut Store, id: TeamId) -> Result<crate::store::TeamHeader> {
    store.read(|tx| load_team_header(tx, id))
}

/// A team's ledger, oldest first, in its game's money.
pub fn ledger(store: &mut Store, id: TeamId) -> Result<Vec<crate::store::LedgerEntry>> {
    store.read(|tx| {
        load_team_header(tx, id)?;
        Ok(tx.ledger(id)?)
    })
}

/// The game id of a team's league.
pub fn team_game(store: &mut Store, id: TeamId) -> Result<String> {
    store.read(|tx| Ok(load_team_header(tx, id)?.game))
}

/// Loads any player (on a roster or gone) inside a transaction, or says it does not exist.
pub(crate) fn load_player(tx: &Tx<'_>, id: PlayerId) -> Result<PlayerHistoryRecord> {
    tx.player_history(id)?
        .ok_or_else(|| Error::from(NotFound::Player { id }))
}

/// Loads a league inside a transaction, or says it does not exist.
pub(crate) fn load_league(tx: &Tx<'_>, id: LeagueId) -> Result<LeagueRecord> {
    tx.league(id)?
        .ok_or_else(|| Error::from(NotFound::League { id }))
}
