//! `dugout team …`: runs a team command with the commands of the team's (or league's)
//! game, from the registry.

use std::process::ExitCode;

use super::LeagueFile;
use super::args::TeamCommand;
use super::game_seam::refuse_other_games;
use super::{games, team_shared};
use crate::Result;
use crate::coach::{self, Context};
use crate::store::{LeagueId, Store, TeamId};

pub fn run(file: &mut LeagueFile, context: &Context, command: &TeamCommand) -> Result<ExitCode> {
    for before_file in games::GAMES
        .iter()
        .filter_map(|entry| entry.teams_before_file)
    {
        if let Some(code) = before_file(file, context, command)? {
            return Ok(code);
        }
    }
    run_on_store(file.open()?, context, command)
}

/// Runs a team command with the commands of the team's (or league's) game; `team new`
/// refuses the flags of another game first.
fn run_on_store(store: &mut Store, context: &Context, command: &TeamCommand) -> Result<ExitCode> {
    let game = match command {
        TeamCommand::New(new) => coach::league(store, LeagueId(new.league))?.game,
        TeamCommand::List { league, .. } => coach::league(store, LeagueId(*league))?.game,
        TeamCommand::Show { id, .. }
        | TeamCommand::Check { id, .. }
        | TeamCommand::Hire { id, .. }
        | TeamCommand::Release { id, .. }
        | TeamCommand::Buy { id, .. }
        | TeamCommand::RenamePlayer { id, .. }
        | TeamCommand::Renumber { id, .. }
        | TeamCommand::Staff { id, .. }
        | TeamCommand::Rebuild { id, .. } => coach::team_game(store, TeamId(*id))?,
        command => return team_shared::run_shared(store, context, command),
    };
    let entry = games::entry(&game)?;
    if let TeamCommand::New(new) = command {
        refuse_other_games(entry.game.id(), &new.game_flags(), entry.refuses_new_team)?;
    }
    (entry.teams)(store, context, command)
}
