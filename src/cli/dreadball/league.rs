//! `dugout league settings` on a DreadBall league: its prices and match-day settings.

use super::args::LeagueSettings;
use crate::Result;
use crate::cli::args::LeagueSettingsArgs;
use crate::cli::game_seam::Shown;
use crate::coach::{self, Context};
use crate::error::FileFault;
use crate::rules::dreadball::Settings;
use crate::store::{LeagueId, LeagueRecord, Store};

/// DreadBall's own settings: prices and the match-day settings (another game's were
/// refused before; the landslide's points are every game's points table's).
pub fn change_settings(store: &mut Store, id: LeagueId, args: &LeagueSettingsArgs) -> Result<()> {
    let LeagueSettings {
        coaching_die_mc,
        card_mc,
        starting_treasury_mc,
        match_day,
        ..
    } = &args.games.dreadball;
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
