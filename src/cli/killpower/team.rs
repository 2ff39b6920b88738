//! `dugout team …` on a team of a Killpower Ball league: `team new` with seven
//! gladiators, `team show`, `team list` (the championship table) and `team check`.

use std::process::ExitCode;

use super::text;
use super::tr::Text;
use crate::cli::args::TeamCommand;
use crate::cli::emit;
use crate::cli::game_seam::GameFlags;
use crate::cli::team_colours::show_team;
use crate::cli::team_shared::checked;
use crate::cli::typed_dice::typed_dice;
use crate::coach::Context;
use crate::coach::killpower as kpb;
use crate::error::CommandFault;
use crate::store::{LeagueId, Store, TeamId};
use crate::{Error, Result};

pub fn run(store: &mut Store, context: &Context, command: &TeamCommand) -> Result<ExitCode> {
    let lang = context.lang;
    match command {
        TeamCommand::New(new) => {
            // A Killpower Ball team has no roster: its gladiators are made at creation.
            if !new.roster.is_empty() {
                return Err(not_a_killpower_flag());
            }
            let (killpower, json) = (&new.games.killpower, &new.json);
            let gladiators = killpower
                .gladiators
                .iter()
                .map(|g| kpb::parse_gladiator(g))
                .collect::<Result<Vec<_>>>()?;
            let new = kpb::NewKpbTeam {
                league: LeagueId(new.league),
                name: new.name.clone(),
                coach: new.coach.clone(),
                gladiators,
                dice: typed_dice(&killpower.rolls)?,
                seed: killpower.seed,
            };
            let created = kpb::create_team(store, lang, &new, killpower.dry_run)?;
            emit(*json, &created, || {
                text::created(&created, killpower.dry_run, lang)
            })?;
        }
        TeamCommand::List { league, json } => {
            let table = kpb::championship(store, LeagueId(*league))?;
            emit(*json, &table, || text::table(&table, lang))?;
        }
        TeamCommand::Show { id, json } => {
            let team = kpb::show_team(store, lang, TeamId(*id))?;
            show_team(store, lang, TeamId(*id), *json, &team, || {
                text::team(&team, lang)
            })?;
        }
        TeamCommand::Check { id, json } => {
            let team = kpb::show_team(store, lang, TeamId(*id))?;
            let needed = usize::from(kpb::reference()?.experience.team.gladiators);
            let messages: Vec<String> = (team.gladiators.len() != needed)
                .then(|| Text::GladiatorsNeeded.fill(lang, &[&team.gladiators.len(), &needed]))
                .into_iter()
                .collect();
            return checked(*id, messages, *json);
        }
        _ => return Err(CommandFault::TeamCommandOtherGame.into()),
    }
    Ok(ExitCode::SUCCESS)
}

/// What a Killpower Ball league says of `team new` flags it does not take: `--roster` or
/// another game's.
fn not_a_killpower_flag() -> Error {
    Error::from(CommandFault::OtherGameOption {
        option: "--roster, --budget, --treasury, --hire".into(),
        game: crate::games::Game::names(&crate::coach::bloodbowl::BloodBowl),
    })
}

/// How a Killpower Ball league refuses another game's `team new` flags.
pub fn refuse_other_game(_flags: &dyn GameFlags) -> Error {
    not_a_killpower_flag()
}
