//! What a commissioner and a coach do to leagues and teams. Each command loads what it
//! needs, asks the rules, and writes in one transaction: a refused change writes nothing.

mod audit;
pub mod bloodbowl;
mod build;
pub mod dreadball;
mod fixtures;
mod history;
mod league;
mod match_day_settings;
mod match_day_undo;
mod matches;
mod overrides;
mod playoffs;
mod postmatch;
mod postmatch_players;
mod postmatch_report;
mod prematch;
mod prematch_view;
mod season;
mod sheet_data;
mod standings;
mod team;
mod undo;

pub use audit::{actor, audit_log};
pub use build::*;
pub use fixtures::*;
pub use history::*;
pub use league::*;
pub use match_day_settings::*;
pub use matches::*;
pub use overrides::*;
pub use playoffs::*;
pub use postmatch::*;
pub use postmatch_report::*;
pub use prematch::*;
pub use prematch_view::*;
pub use season::*;
pub use sheet_data::*;
pub use standings::*;
pub use team::*;
pub use undo::{Change, Reversal, last_change, undo};

use crate::data::Lang;
use crate::data::dreadball::Reference;
use crate::games::Game;
use crate::rules::dreadball::{PlayerState, TeamState};
use crate::store::{
    LeagueId, LeagueRecord, PlayerHistoryRecord, PlayerId, Store, StoreError, TeamId, TeamRecord,
    Tx,
};
use crate::{Error, Result};

/// What every command needs besides the store: the reference data and the language
/// names and messages are given in.
#[derive(Debug, Clone, Copy)]
pub struct Context<'r> {
    pub reference: &'r Reference,
    pub lang: Lang,
}

impl<'r> Context<'r> {
    pub fn new(reference: &'r Reference, lang: Lang) -> Self {
        Context { reference, lang }
    }

    /// The rules' view of a stored team.
    pub fn team_state(&self, team: &TeamRecord) -> Result<TeamState<'r>> {
        let roster = self
            .reference
            .teams
            .iter()
            .find(|r| r.id == team.roster)
            .ok_or_else(|| {
                Error::Store(StoreError::Corrupt(format!(
                    "team {} uses roster `{}`, which the reference data does not have",
                    team.id, team.roster
                )))
            })?;
        Ok(TeamState {
            roster,
            treasury_mc: team.treasury_mc,
            dice: team.dice,
            cards: team.cards,
            cheerleaders: team.cheerleaders,
            staff: team.staff.clone(),
            players: team
                .players
                .iter()
                .map(|player| PlayerState {
                    number: player.number,
                    name: player.name.clone(),
                    kind: player.kind,
                    role: player.role.clone(),
                    cost_mc: player.cost_mc,
                    giant: player.giant,
                    match_only: player.hired_for.is_some(),
                })
                .collect(),
        })
    }
}

/// Opens a league file, creating it and its folder if needed.
pub fn open_league_file(path: &std::path::Path) -> Result<Store> {
    if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
        std::fs::create_dir_all(parent).map_err(|error| {
            Error::Invalid(format!(
                "cannot create the folder {}: {error}",
                parent.display()
            ))
        })?;
    }
    Ok(Store::open(path)?)
}

/// Loads a DreadBall team inside a transaction, or says it does not exist or is a team
/// of another game (whose players DreadBall's rules cannot read).
pub(crate) fn load_team(tx: &Tx<'_>, id: TeamId) -> Result<TeamRecord> {
    let header = load_team_header(tx, id)?;
    if header.game != dreadball::DreadBall.id() {
        return Err(Error::Invalid(format!(
            "team {id} ({}) plays {}, not DreadBall",
            header.name,
            crate::games::of(&header.game)
                .map_or(header.game.as_str(), |g| g.name(crate::data::Lang::En))
        )));
    }
    tx.team(id)?.ok_or_else(|| {
        Error::not_found(
            "team",
            id.to_string(),
            "list teams with `dugout team list --league ID`",
        )
    })
}

/// Loads what every game's team has, or says the team does not exist.
pub(crate) fn load_team_header(tx: &Tx<'_>, id: TeamId) -> Result<crate::store::TeamHeader> {
    tx.team_header(id)?.ok_or_else(|| {
        Error::not_found(
            "team",
            id.to_string(),
            "list teams with `dugout team list --league ID`",
        )
    })
}

/// The game id of a team's league.
pub fn team_game(store: &mut Store, id: TeamId) -> Result<String> {
    store.read(|tx| Ok(load_team_header(tx, id)?.game))
}

/// Loads any player (on a roster or gone) inside a transaction, or says it does not exist.
pub(crate) fn load_player(tx: &Tx<'_>, id: PlayerId) -> Result<PlayerHistoryRecord> {
    tx.player_history(id)?.ok_or_else(|| {
        Error::not_found(
            "player",
            id.to_string(),
            "player ids are listed by `dugout team show ID`",
        )
    })
}

/// Loads a league inside a transaction, or says it does not exist.
pub(crate) fn load_league(tx: &Tx<'_>, id: LeagueId) -> Result<LeagueRecord> {
    tx.league(id)?.ok_or_else(|| {
        Error::not_found(
            "league",
            id.to_string(),
            "list leagues with `dugout league list`",
        )
    })
}
