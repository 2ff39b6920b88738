//! The command line's side of the game registry: which commands run a game's teams.

use std::process::ExitCode;

use super::args::{DataTable, TeamCommand};
use crate::Result;
use crate::coach::Context;
use crate::coach::bloodbowl::BloodBowl;
use crate::coach::dreadball::DreadBall;
use crate::games::{self, Game};
use crate::store::Store;

/// Runs `dugout team …` for one game.
pub type TeamCommands = fn(&mut Store, &Context<'_>, &TeamCommand) -> Result<ExitCode>;

/// Prints one of a game's reference tables (`dugout data TABLE --game G`).
pub type DataTables = fn(&Context<'_>, DataTable, bool) -> Result<()>;

/// What the command line runs for one game.
struct Entry {
    id: &'static str,
    teams: TeamCommands,
    data: DataTables,
}

/// One entry per game of `crate::games::GAMES`.
fn registry() -> [Entry; 2] {
    [
        Entry {
            id: DreadBall.id(),
            teams: super::team::run_dreadball,
            data: super::data::print,
        },
        Entry {
            id: BloodBowl.id(),
            teams: super::bloodbowl::run_team,
            data: |context, table, json| super::bloodbowl::print_data(context.lang, table, json),
        },
    ]
}

/// The team commands of the game `game_id`.
pub fn team_commands(game_id: &str) -> Result<TeamCommands> {
    entry(game_id).map(|entry| entry.teams)
}

/// The reference tables of the game `game_id` (a game id, any case).
pub fn data_tables(game_id: &str) -> Result<DataTables> {
    let game = games::find(game_id).ok_or_else(|| {
        crate::Error::Invalid(format!(
            "unknown game `{}`; Dugout manages: {}",
            game_id.trim(),
            games::choices().join(", ")
        ))
    })?;
    entry(game.id()).map(|entry| entry.data)
}

fn entry(game_id: &str) -> Result<Entry> {
    let game = games::of(game_id)?;
    registry()
        .into_iter()
        .find(|entry| entry.id == game.id())
        .ok_or_else(|| {
            crate::Error::Invalid(format!(
                "the command line has no team commands for {} yet",
                game.name(crate::data::Lang::En)
            ))
        })
}
