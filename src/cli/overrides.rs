//! `dugout override team|player|fields`: a commissioner sets a team's or a player's
//! field by hand in any game, with a reason the audit log keeps; `team undo` takes it
//! back. `override fields` lists each game's fields (no league file needed).

use std::fmt::Write;
use std::process::ExitCode;

use super::LeagueFile;
use crate::Result;
use crate::cli::args::OverrideCommand;
use crate::cli::emit;
use crate::cli::history_text as text;
use crate::coach::overrides::{self, GameFields};
use crate::store::{PlayerId, TeamId};

pub fn run(file: &mut LeagueFile, command: &OverrideCommand) -> Result<ExitCode> {
    let (change, json) = match command {
        OverrideCommand::Team {
            team,
            field,
            value,
            reason,
            json,
        } => {
            let store = file.open()?;
            let change = overrides::override_team(store, TeamId(*team), field, value, reason)?;
            (change, *json)
        }
        OverrideCommand::Player {
            player,
            field,
            value,
            reason,
            json,
        } => {
            let store = file.open()?;
            let id = PlayerId(*player);
            let change = overrides::override_player(store, id, field, value, reason)?;
            (change, *json)
        }
        OverrideCommand::Fields { game, json } => {
            let fields = overrides::game_fields(game.as_deref())?;
            emit(*json, &fields, || fields_text(&fields))?;
            return Ok(ExitCode::SUCCESS);
        }
    };
    emit(json, &change, || text::overridden(&change))?;
    Ok(ExitCode::SUCCESS)
}

/// One block per game: its team fields, then its player fields.
fn fields_text(games: &[GameFields]) -> String {
    let mut out = String::new();
    for game in games {
        let _ = writeln!(out, "{}", game.game);
        let _ = writeln!(out, "  team:   {}", game.team.join(", "));
        let _ = writeln!(out, "  player: {}", game.player.join(", "));
    }
    out
}
