//! The command line's side of the game registry: which commands run a game's teams.

use std::process::ExitCode;

use super::args::{DataTable, LeagueCommand, TeamCommand};
use crate::Result;
use crate::coach::Context;
use crate::coach::bloodbowl::BloodBowl;
use crate::coach::dreadball::DreadBall;
use crate::coach::games;
use crate::coach::killpower::Killpower;
use crate::error::CommandFault;
use crate::games::Game;
use crate::store::{LeagueId, LeagueRecord, Store};

/// DreadBall's commands that no other game has (builders, match day, overrides).
pub use super::dreadball::{build, match_day, overrides, team as team_builds};

/// Runs `dugout team …` for one game.
pub type TeamCommands = fn(&mut Store, &Context, &TeamCommand) -> Result<ExitCode>;

/// Prints one of a game's reference tables (`dugout data TABLE --game G`).
pub type DataTables = fn(&Context, DataTable, bool) -> Result<()>;

/// A league's settings as text and as JSON.
pub struct Shown {
    pub text: String,
    pub json: serde_json::Value,
}

/// What the command line runs for one game.
pub struct Entry {
    pub id: &'static str,
    pub teams: TeamCommands,
    pub data: DataTables,
    /// What `league new` prints of a new league.
    pub created: fn(&mut Store, &LeagueRecord) -> Result<String>,
    /// The game's own options of `league settings`.
    pub change_settings: fn(&mut Store, LeagueId, &LeagueCommand) -> Result<()>,
    /// The league's settings, shown.
    pub settings: fn(&mut Store, &Context, &LeagueRecord) -> Result<Shown>,
    /// Imports a coach's match report for a match (`dugout import report`).
    pub import_report: ImportReport,
}

/// Runs a game's post-match report: the match, the report, dry run, JSON output.
pub type ImportReport = fn(
    &mut Store,
    &Context,
    crate::store::FixtureId,
    serde_json::Value,
    bool,
    bool,
) -> Result<ExitCode>;

/// One entry per game of `games::GAMES`.
fn registry() -> [Entry; 3] {
    [
        Entry {
            id: DreadBall.id(),
            teams: super::dreadball::team::run,
            data: super::dreadball::data::print,
            created: super::dreadball::league::created,
            change_settings: super::dreadball::league::change_settings,
            settings: super::dreadball::league::settings,
            import_report: super::dreadball::match_day::import_report,
        },
        Entry {
            id: BloodBowl.id(),
            teams: super::bloodbowl::run_team,
            data: |context, table, json| super::bloodbowl::print_data(context.lang, table, json),
            created: super::bloodbowl::created,
            change_settings: super::bloodbowl::change_settings,
            settings: super::bloodbowl::settings,
            import_report: super::bloodbowl::import_report,
        },
        Entry {
            id: Killpower.id(),
            teams: super::killpower::run_team,
            data: |context, table, json| super::killpower::print_data(context.lang, table, json),
            created: super::killpower::created,
            change_settings: super::killpower::change_settings,
            settings: super::killpower::settings,
            import_report: super::killpower::import_report,
        },
    ]
}

/// The team commands of the game `game_id`.
pub fn team_commands(game_id: &str) -> Result<TeamCommands> {
    entry(game_id).map(|entry| entry.teams)
}

/// The reference tables of the game `game_id` (a game id, any case).
pub fn data_tables(game_id: &str) -> Result<DataTables> {
    let game = games::find(game_id).ok_or_else(|| games::unknown(game_id))?;
    entry(game.id()).map(|entry| entry.data)
}

pub fn entry(game_id: &str) -> Result<Entry> {
    let game = games::of(game_id)?;
    registry()
        .into_iter()
        .find(|entry| entry.id == game.id())
        .ok_or_else(|| CommandFault::NoTeamCommands { game: game.names() }.into())
}
