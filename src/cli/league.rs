//! `dugout league …`: create, list, and show or change a league's settings. Points and
//! tie-breakers are every game's; each game shows and changes its own settings.

use std::process::ExitCode;

use super::args::LeagueCommand;
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
        LeagueCommand::Settings { id, json, .. } => {
            let id = LeagueId(*id);
            let league = coach::league(store, id)?;
            let entry = games::entry(&league.game)?;
            // The shared settings are checked first and written last, so that a refused
            // option of either kind changes nothing.
            let play = play_change(command)?;
            if !play.is_empty() {
                coach::check_play_change(store, id, &play)?;
            }
            (entry.change_settings)(store, id, command)?;
            if !play.is_empty() {
                coach::change_play_settings(store, id, &play)?;
            }
            let league = coach::league(store, id)?;
            let shown = (entry.settings)(store, context, &league)?;
            emit(*json, &shown.json, || shown.text.clone())?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// A league as JSON: every league's fields and its game's own settings.
fn league_json(
    store: &mut Store,
    context: &Context,
    league: &crate::store::LeagueRecord,
) -> Result<serde_json::Value> {
    Ok((games::entry(&league.game)?.settings)(store, context, league)?.json)
}

/// The change to points per result and tie-breakers, every game's settings.
fn play_change(command: &LeagueCommand) -> Result<coach::PlayChange> {
    let LeagueCommand::Settings {
        points_landslide_win,
        points_win,
        points_draw,
        points_loss,
        tie_breakers,
        ..
    } = command
    else {
        return Ok(coach::PlayChange::default());
    };
    Ok(coach::PlayChange {
        landslide_win: *points_landslide_win,
        win: *points_win,
        draw: *points_draw,
        loss: *points_loss,
        tie_breakers: tie_breakers
            .as_deref()
            .map(coach::parse_tie_breakers)
            .transpose()?,
    })
}
