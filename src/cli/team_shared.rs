//! The team commands every game shares (undo, the ledger, renaming the team, its
//! colours) and how `team check` and `team show` are printed, for each game's team
//! commands.

use std::process::ExitCode;

use serde_json::json;

use super::args::TeamCommand;
use super::{EXIT_PROBLEMS, emit, text};
use crate::Result;
use crate::coach::{self, Context};
use crate::store::{Store, TeamId};

/// Prints what `team check` found; exit code 3 when the team breaks a rule.
pub fn checked(id: i64, messages: Vec<String>, as_json: bool) -> Result<ExitCode> {
    let value = json!({ "team": id, "legal": messages.is_empty(), "problems": messages });
    emit(as_json, &value, || text::problems(&messages))?;
    Ok(if messages.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(EXIT_PROBLEMS)
    })
}

/// Prints a player released by `team release`: the player as JSON, or one line.
pub fn released<T: serde::Serialize>(
    json: bool,
    player: &T,
    number: impl std::fmt::Display,
    name: &str,
) -> Result<()> {
    emit(json, player, || format!("Released #{number} {name}\n"))
}

/// The team commands every game shares: undo, the ledger, renaming the team.
pub fn run_shared(store: &mut Store, context: &Context, command: &TeamCommand) -> Result<ExitCode> {
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
        TeamCommand::Colours {
            team,
            primary,
            secondary,
            clear,
            json,
        } => {
            let given = super::team_colours::Given {
                primary: primary.as_deref(),
                secondary: secondary.as_deref(),
                clear: *clear,
            };
            super::team_colours::run(store, context.lang, TeamId(*team), given, *json)?;
        }
        _ => {
            return Err(crate::error::CommandFault::TeamCommandOtherGame.into());
        }
    }
    Ok(ExitCode::SUCCESS)
}
