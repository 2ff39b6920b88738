//! `dugout league settings` on a DreadBall league: its prices and match-day settings.

use crate::Result;
use crate::cli::args::LeagueCommand;
use crate::cli::games::Shown;
use crate::coach::{self, Context};
use crate::error::{CommandFault, FileFault};
use crate::rules::dreadball::Settings;
use crate::store::{LeagueId, LeagueRecord, Store};

/// DreadBall's own settings: prices and the match-day settings.
pub fn change_settings(store: &mut Store, id: LeagueId, command: &LeagueCommand) -> Result<()> {
    let LeagueCommand::Settings {
        coaching_die_mc,
        card_mc,
        starting_treasury_mc,
        match_day,
        bloodbowl,
        killpower,
        ..
    } = command
    else {
        return Ok(());
    };
    if !bloodbowl.is_empty() {
        return Err(CommandFault::BloodBowlOptions.into());
    }
    super::super::killpower::refuse_settings(killpower)?;
    let change = coach::dreadball::SettingsChange {
        coaching_die_mc: *coaching_die_mc,
        card_mc: *card_mc,
        starting_treasury_mc: *starting_treasury_mc,
    };
    // Both halves are checked together first, so that a refused option changes nothing.
    let league = coach::dreadball::dreadball_league(store, id)?;
    let current = league.settings();
    let prices = Settings {
        coaching_die_mc: change.coaching_die_mc.unwrap_or(current.coaching_die_mc),
        card_mc: change.card_mc.unwrap_or(current.card_mc),
        starting_treasury_mc: change
            .starting_treasury_mc
            .unwrap_or(current.starting_treasury_mc),
    };
    let mut match_day_after = league.own.match_day.clone();
    super::match_day::apply(&mut match_day_after, match_day)?;
    crate::rules::dreadball::settings::check(&prices, &match_day_after)?;
    super::match_day::change_match_day(store, id, match_day)?;
    coach::dreadball::change_settings(store, id, &change)?;
    Ok(())
}

/// Whether `league settings` was given any of DreadBall's own options (prices, the
/// starting treasury in mc, the landslide's points, match-day settings): other games
/// refuse them.
pub fn has_dreadball_options(command: &LeagueCommand) -> bool {
    let LeagueCommand::Settings {
        coaching_die_mc,
        card_mc,
        starting_treasury_mc,
        points_landslide_win,
        match_day,
        ..
    } = command
    else {
        return false;
    };
    coaching_die_mc.is_some()
        || card_mc.is_some()
        || starting_treasury_mc.is_some()
        || points_landslide_win.is_some()
        || !match_day.is_empty()
}

/// What `league new` prints of a new DreadBall league: its default prices.
pub fn created(store: &mut Store, league: &LeagueRecord) -> Result<String> {
    let league = coach::dreadball::dreadball_league(store, league.id)?;
    Ok(super::text::league_created(&league))
}

/// A DreadBall league's settings, as text and as JSON (the league with `settings` and
/// `match_day`).
pub fn settings(store: &mut Store, context: &Context, league: &LeagueRecord) -> Result<Shown> {
    let league = coach::dreadball::dreadball_league(store, league.id)?;
    Ok(Shown {
        text: super::text::settings(context, &league),
        json: serde_json::to_value(&league).map_err(|error| FileFault::Json {
            detail: error.to_string(),
        })?,
    })
}
