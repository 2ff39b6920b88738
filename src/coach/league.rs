//! Creating and listing leagues.

use super::{Context, load_league};
use crate::rules::dreadball::{Settings, check_name};
use crate::store::{LeagueId, LeagueRecord, Store, today};
use crate::{Error, Result};

/// The games a league can be created for.
pub const GAMES: &[&str] = &["dreadball"];

pub fn create_league(
    store: &mut Store,
    context: &Context<'_>,
    name: &str,
    game: &str,
) -> Result<LeagueRecord> {
    let name = check_name(name)?;
    let game = game.trim().to_lowercase();
    if !GAMES.contains(&game.as_str()) {
        return Err(Error::Invalid(format!(
            "unknown game `{game}`; Dugout manages: {}",
            GAMES.join(", ")
        )));
    }
    let settings = Settings::defaults(context.reference);
    store.write(|tx| {
        let id = tx.insert_league(&name, &game, today(), &settings)?;
        load_league(tx, id)
    })
}

pub fn list_leagues(store: &mut Store) -> Result<Vec<LeagueRecord>> {
    store.read(|tx| Ok(tx.leagues()?))
}

pub fn league(store: &mut Store, id: LeagueId) -> Result<LeagueRecord> {
    store.read(|tx| load_league(tx, id))
}

/// A change to some of a league's settings; `None` keeps the current value.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SettingsChange {
    pub coaching_die_mc: Option<u32>,
    pub card_mc: Option<u32>,
    pub starting_treasury_mc: Option<u32>,
}

/// Changes a league's settings (prices and amounts the seeds do not give).
pub fn change_settings(
    store: &mut Store,
    id: LeagueId,
    change: &SettingsChange,
) -> Result<LeagueRecord> {
    store.write(|tx| {
        let league = load_league(tx, id)?;
        let current = league.settings;
        let settings = Settings {
            coaching_die_mc: change.coaching_die_mc.unwrap_or(current.coaching_die_mc),
            card_mc: change.card_mc.unwrap_or(current.card_mc),
            starting_treasury_mc: change
                .starting_treasury_mc
                .unwrap_or(current.starting_treasury_mc),
        };
        tx.update_league_settings(id, &settings)?;
        Ok(LeagueRecord { settings, ..league })
    })
}
