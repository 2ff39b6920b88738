//! `dugout team …` on a team of a DreadBall league, and building a Mechanite or Mutant
//! player onto a team.

use std::process::ExitCode;

use clap::ValueEnum;
use serde_json::json;

use super::args::{BuyItem, StaffArg};
use super::text;
use crate::Result;
use crate::cli::args::TeamCommand;
use crate::cli::team_colours::show_team;
use crate::cli::team_shared::{checked, released, run_shared};
use crate::cli::{LeagueFile, emit};
use crate::coach::dreadball::{Item, TeamStart};
use crate::coach::{self, Context};
use crate::data::dreadball::StaffKind;
use crate::error::TeamFault;
use crate::rules::dreadball::build::Design;
use crate::store::{LeagueId, PlayerId, Store, TeamId};

/// `team build-mechanite` and `team build-mutant` (which may read a design from the
/// league file or price one without it); None for any other team command.
pub fn build_player_command(
    file: &mut LeagueFile,
    context: &Context,
    command: &TeamCommand,
) -> Result<Option<ExitCode>> {
    let (id, design, name, json) = match command {
        TeamCommand::BuildMechanite {
            id,
            design,
            name,
            json,
        } => (
            id,
            super::build::resolve(design, context, file)?,
            name,
            json,
        ),
        TeamCommand::BuildMutant {
            id,
            design,
            name,
            json,
        } => (
            id,
            super::build::resolve(design, context, file)?,
            name,
            json,
        ),
        _ => return Ok(None),
    };
    built(file.open()?, context, *id, &design, name.as_deref(), *json)?;
    Ok(Some(ExitCode::SUCCESS))
}

fn built(
    store: &mut Store,
    context: &Context,
    id: i64,
    design: &Design,
    name: Option<&str>,
    json: bool,
) -> Result<()> {
    let player = coach::dreadball::build_player(store, context, TeamId(id), design, name)?;
    emit(json, &player, || text::built(&player))
}

/// `dugout team …` on a team of a DreadBall league.
pub fn run(store: &mut Store, context: &Context, command: &TeamCommand) -> Result<ExitCode> {
    match command {
        TeamCommand::BuildMechanite { .. } | TeamCommand::BuildMutant { .. } => {}
        TeamCommand::Rebuild {
            id,
            player,
            name,
            json,
        } => {
            let player = coach::dreadball::rebuild_player(
                store,
                context,
                TeamId(*id),
                PlayerId(*player),
                name.as_deref(),
            )?;
            emit(*json, &player, || text::built(&player))?;
        }
        TeamCommand::New(new) => {
            let start = new
                .games
                .dreadball
                .budget
                .map_or(TeamStart::StartingLineup, TeamStart::Budget);
            let team = coach::dreadball::create_team(
                store,
                context,
                LeagueId(new.league),
                &new.roster,
                &new.name,
                &new.coach,
                start,
            )?;
            emit(new.json, &team, || text::team(context, &team))?;
        }
        TeamCommand::List { league, json } => {
            let teams = coach::dreadball::list_teams(store, context, LeagueId(*league))?;
            emit(*json, &teams, || text::teams(context, &teams))?;
        }
        TeamCommand::Show { id, json } => {
            let team = coach::dreadball::show_team(store, context, TeamId(*id))?;
            show_team(store, context.lang, TeamId(*id), *json, &team, || {
                text::team(context, &team)
            })?;
        }
        TeamCommand::Check { id, json } => {
            let problems = coach::dreadball::check_team(store, context, TeamId(*id))?;
            let messages: Vec<String> = problems.iter().map(|p| p.message(context.lang)).collect();
            return checked(*id, messages, *json);
        }
        TeamCommand::Hire {
            id,
            position,
            name,
            json,
        } => {
            let player =
                coach::dreadball::hire(store, context, TeamId(*id), position, name.as_deref())?;
            emit(*json, &player, || text::hired(&player))?;
        }
        TeamCommand::Release { id, player, json } => {
            let player = coach::dreadball::release(store, context, TeamId(*id), PlayerId(*player))?;
            released(*json, &player, player.number, &player.name)?;
        }
        TeamCommand::Buy {
            id,
            item,
            count,
            json,
        } => {
            let item = match BuyItem::from_str(item, true) {
                Ok(BuyItem::Dice) => Item::Dice,
                Ok(BuyItem::Cards) => Item::Cards,
                Ok(BuyItem::Cheerleaders) => Item::Cheerleaders,
                Err(_) => {
                    return Err(TeamFault::CannotBuy {
                        game: crate::games::Game::names(&crate::coach::dreadball::DreadBall),
                        item: item.clone(),
                        items: ["dice", "cards", "cheerleaders"].map(String::from).to_vec(),
                    }
                    .into());
                }
            };
            let cost = coach::dreadball::buy(store, context, TeamId(*id), item, *count)?;
            let value = json!({ "team": id, "count": count, "cost_mc": cost });
            emit(*json, &value, || format!("Bought {count} for {cost}mc\n"))?;
        }
        TeamCommand::Staff { id, kind, json } => {
            let kind = match kind {
                StaffArg::Offensive => StaffKind::Offensive,
                StaffArg::Defensive => StaffKind::Defensive,
                StaffArg::Support => StaffKind::Support,
            };
            let cost = coach::dreadball::hire_staff(store, context, TeamId(*id), kind)?;
            let value = json!({ "team": id, "staff": kind.id(), "cost_mc": cost });
            emit(*json, &value, || {
                format!("Hired the {} assistant for {cost}mc\n", kind.id())
            })?;
        }
        TeamCommand::RenamePlayer { id, player, name } => {
            let player =
                coach::dreadball::rename_player(store, TeamId(*id), PlayerId(*player), name)?;
            outln!("Player {} is now called {}", player.id, player.name);
        }
        TeamCommand::Renumber { id, player, number } => {
            let player = coach::dreadball::renumber_player(
                store,
                context,
                TeamId(*id),
                PlayerId(*player),
                *number,
            )?;
            outln!("{} now wears #{}", player.name, player.number);
        }
        command => return run_shared(store, context, command),
    }
    Ok(ExitCode::SUCCESS)
}
