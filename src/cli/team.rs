//! `dugout team …`

use std::process::ExitCode;

use serde_json::json;

use super::args::TeamCommand;
use super::{EXIT_PROBLEMS, LeagueFile, emit, text};
use crate::Result;
use crate::coach::{self, Context};
use crate::store::{LeagueId, Store, TeamId};

pub fn run(file: &mut LeagueFile, context: &Context, command: &TeamCommand) -> Result<ExitCode> {
    if let Some(code) = super::games::team_builds::build_player_command(file, context, command)? {
        return Ok(code);
    }
    run_on_store(file.open()?, context, command)
}

/// Runs a team command with the commands of the team's (or league's) game.
fn run_on_store(store: &mut Store, context: &Context, command: &TeamCommand) -> Result<ExitCode> {
    let game = match command {
        TeamCommand::New { league, .. } | TeamCommand::List { league, .. } => {
            coach::league(store, LeagueId(*league))?.game
        }
        TeamCommand::Show { id, .. }
        | TeamCommand::Check { id, .. }
        | TeamCommand::Hire { id, .. }
        | TeamCommand::Release { id, .. }
        | TeamCommand::Buy { id, .. }
        | TeamCommand::RenamePlayer { id, .. }
        | TeamCommand::Renumber { id, .. }
        | TeamCommand::Staff { id, .. }
        | TeamCommand::Rebuild { id, .. } => coach::team_game(store, TeamId(*id))?,
        command => return run_shared(store, context, command),
    };
    let run = super::games::team_commands(&game)?;
    run(store, context, command)
}

/// Prints what `team check` found; exit code 3 when the team breaks a rule.
pub(super) fn checked(id: i64, messages: Vec<String>, as_json: bool) -> Result<ExitCode> {
    let value = json!({ "team": id, "legal": messages.is_empty(), "problems": messages });
    emit(as_json, &value, || text::problems(&messages))?;
    Ok(if messages.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(EXIT_PROBLEMS)
    })
}

/// The team commands every game shares: undo, the ledger, renaming the team.
pub(super) fn run_shared(
    store: &mut Store,
    context: &Context,
    command: &TeamCommand,
) -> Result<ExitCode> {
    match command {
        TeamCommand::Undo { id, json } => {
            let change = coach::undo(store, TeamId(*id))?;
            emit(*json, &change, || format!("Undone: {}\n", change.summary))?;
        }
        TeamCommand::Ledger { id, json } => {
            let entries = coach::ledger(store, TeamId(*id))?;
            let unit = crate::coach::games::of(&coach::team_game(store, TeamId(*id))?)?.money();
            emit(*json, &entries, || {
                text::ledger(&entries, unit, context.lang)
            })?;
        }
        TeamCommand::Rename { id, name } => {
            coach::rename_team(store, TeamId(*id), name)?;
            outln!("Team {id} is now called {}", name.trim());
        }
        _ => {
            return Err(crate::error::CommandFault::TeamCommandOtherGame.into());
        }
    }
    Ok(ExitCode::SUCCESS)
}
