//! `dugout override team|player …`: a commissioner sets a DreadBall team's or player's
//! field by hand, with a reason the audit log keeps.

use std::process::ExitCode;

use crate::Result;
use crate::cli::args::OverrideCommand;
use crate::cli::emit;
use crate::cli::history_text as text;
use crate::coach::{self, Context};
use crate::store::{PlayerId, Store, TeamId};

pub fn run(store: &mut Store, context: &Context, command: &OverrideCommand) -> Result<ExitCode> {
    let change = match command {
        OverrideCommand::Team {
            team,
            field,
            value,
            reason,
            json,
        } => {
            let field = coach::dreadball::TeamField::parse(field)?;
            let change =
                coach::dreadball::override_team(store, TeamId(*team), field, value, reason)?;
            (change, *json)
        }
        OverrideCommand::Player {
            player,
            field,
            value,
            reason,
            json,
        } => {
            let field = coach::dreadball::PlayerField::parse(field)?;
            let change = coach::dreadball::override_player(
                store,
                context,
                PlayerId(*player),
                field,
                value,
                reason,
            )?;
            (change, *json)
        }
    };
    let (change, json) = change;
    emit(json, &change, || text::overridden(&change))?;
    Ok(ExitCode::SUCCESS)
}
