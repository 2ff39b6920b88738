//! `dugout league …`: create, list, and show or change a league's settings. Points and
//! tie-breakers are every game's; each game shows and changes its own settings.

use std::process::ExitCode;

use super::args::{LeagueCommand, LeagueSettingsArgs};
use super::game_seam::refuse_other_games;
use super::{emit, games, text};
use crate::Result;
use crate::coach::{self, Context};
use crate::store::{LeagueId, Store};

pub fn run(store: &mut Store, context: &Context, command: &LeagueCommand) -> Result<ExitCode> {
    match command {
        LeagueCommand::New { name, game, json } => {
            let league = coach::create_league(store, name, game)?;
            let created = (games::entry(&league.game)?.created)(store, &league)?;
            let shown = league_json(store, context, &league)?;
            emit(*json, &shown, || created)?;
        }
        LeagueCommand::Demo { json } => {
            let id = crate::coach::games::create_demo_league(store, context)?;
            let league = coach::league(store, id)?;
            let created = (games::entry(&league.game)?.created)(store, &league)?;
            let shown = league_json(store, context, &league)?;
            emit(*json, &shown, || created)?;
        }
        LeagueCommand::List { json } => {
            let leagues = coach::list_leagues(store)?;
            let shown = leagues
                .iter()
                .map(|league| league_json(store, context, league))
                .collect::<Result<Vec<_>>>()?;
            emit(*json, &shown, || text::leagues(&leagues))?;
        }
        LeagueCommand::Settings(args) => {
            let id = LeagueId(args.id);
            let league = coach::league(store, id)?;
            let entry = games::entry(&league.game)?;
            // The shared settings are checked first and written last, so that a refused
            // option of either kind changes nothing.
            let play = play_change(args)?;
            if !play.is_empty() {
                coach::check_play_change(store, id, &play)?;
            }
            refuse_other_games(entry.game.id(), &args.game_flags(), entry.refuses_settings)?;
            (entry.change_settings)(store, id, args)?;
            if !play.is_empty() {
                coach::change_play_settings(store, id, &play)?;
            }
            let league = coach::league(store, id)?;
            let shown = (entry.settings)(store, context, &league)?;
            emit(args.json, &shown.json, || shown.text.clone())?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The league file for a `league` command: `new` and `demo` make it when it does not
/// exist (after checking the name and game, so a refused `new` makes nothing); every
/// other command needs it to exist.
pub(super) fn file_for<'a>(
    file: &'a mut super::LeagueFile,
    command: &LeagueCommand,
) -> Result<&'a mut Store> {
    match command {
        LeagueCommand::New { name, game, .. } => {
            coach::check_new_league(name, game)?;
            file.create()
        }
        LeagueCommand::Demo { .. } => file.create(),
        LeagueCommand::List { .. } | LeagueCommand::Settings(_) => file.open(),
    }
}

/// A league as JSON: every league's fields and its game's own settings.
fn league_json(
    store: &mut Store,
    context: &Context,
    league: &crate::store::LeagueRecord,
) -> Result<serde_json::Value> {
    Ok((games::entry(&league.game)?.settings)(store, context, league)?.json)
}

/// The change to points per result and tie-breakers, every game's settings (the points
/// for a bonus win come with the flags of the game that has one).
fn play_change(args: &LeagueSettingsArgs) -> Result<coach::PlayChange> {
    Ok(coach::PlayChange {
        landslide_win: args
            .game_flags()
            .iter()
            .find_map(|flags| flags.bonus_win_points()),
        win: args.points_win,
        draw: args.points_draw,
        loss: args.points_loss,
        tie_breakers: args
            .tie_breakers
            .as_deref()
            .map(coach::parse_tie_breakers)
            .transpose()?,
    })
}
