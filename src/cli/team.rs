//! `dugout team …`

use std::process::ExitCode;

use serde_json::json;

use clap::ValueEnum;

use super::args::{BuyItem, StaffArg, TeamCommand};
use super::{EXIT_PROBLEMS, LeagueFile, build, emit, text};
use crate::Result;
use crate::coach::dreadball::{Item, TeamStart};
use crate::coach::{self, Context};
use crate::data::dreadball::StaffKind;
use crate::rules::dreadball::build::Design;
use crate::store::{LeagueId, PlayerId, Store, TeamId};

pub fn run(file: &mut LeagueFile, context: &Context, command: &TeamCommand) -> Result<ExitCode> {
    match command {
        TeamCommand::BuildMechanite {
            id,
            design,
            name,
            json,
        } => {
            let design = build::resolve(design, context, file)?;
            built(file.open()?, context, *id, &design, name.as_deref(), *json)?;
        }
        TeamCommand::BuildMutant {
            id,
            design,
            name,
            json,
        } => {
            let design = build::resolve(design, context, file)?;
            built(file.open()?, context, *id, &design, name.as_deref(), *json)?;
        }
        command => return run_on_store(file.open()?, context, command),
    }
    Ok(ExitCode::SUCCESS)
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
            let entries = coach::dreadball::ledger(store, TeamId(*id))?;
            let unit = crate::games::of(&coach::team_game(store, TeamId(*id))?)?.money();
            emit(*json, &entries, || {
                text::ledger(&entries, unit, context.lang)
            })?;
        }
        TeamCommand::Rename { id, name } => {
            coach::rename_team(store, TeamId(*id), name)?;
            outln!("Team {id} is now called {}", name.trim());
        }
        _ => {
            return Err(crate::Error::Invalid(
                "this team command does not apply to the team's game".into(),
            ));
        }
    }
    Ok(ExitCode::SUCCESS)
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
pub(super) fn run_dreadball(
    store: &mut Store,
    context: &Context,
    command: &TeamCommand,
) -> Result<ExitCode> {
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
        TeamCommand::New {
            league,
            roster,
            name,
            coach: coach_name,
            budget,
            treasury,
            hires,
            json,
        } => {
            if treasury.is_some() || !hires.is_empty() {
                return Err(crate::Error::Invalid(
                    "--treasury and --hire are Blood Bowl's; a DreadBall team starts from its line-up or with --budget MC".into(),
                ));
            }
            let start = budget.map_or(TeamStart::StartingLineup, TeamStart::Budget);
            let team = coach::dreadball::create_team(
                store,
                context,
                LeagueId(*league),
                roster,
                name,
                coach_name,
                start,
            )?;
            emit(*json, &team, || text::team(context, &team))?;
        }
        TeamCommand::List { league, json } => {
            let teams = coach::dreadball::list_teams(store, context, LeagueId(*league))?;
            emit(*json, &teams, || text::teams(context, &teams))?;
        }
        TeamCommand::Show { id, json } => {
            let team = coach::dreadball::show_team(store, context, TeamId(*id))?;
            emit(*json, &team, || text::team(context, &team))?;
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
            emit(*json, &player, || {
                format!("Released #{} {}\n", player.number, player.name)
            })?;
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
                    return Err(crate::Error::Invalid(format!(
                        "a DreadBall team cannot buy `{item}`; it buys: dice, cards, cheerleaders"
                    )));
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
