//! Creating and listing leagues.

use super::Context;
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
        tx.league(id)?
            .ok_or_else(|| Error::not_found("league", id.to_string(), ""))
    })
}

pub fn list_leagues(store: &mut Store) -> Result<Vec<LeagueRecord>> {
    store.read(|tx| Ok(tx.leagues()?))
}

pub fn league(store: &mut Store, id: LeagueId) -> Result<LeagueRecord> {
    store.read(|tx| {
        tx.league(id)?.ok_or_else(|| {
            Error::not_found(
                "league",
                id.to_string(),
                "list leagues with `dugout league list`",
            )
        })
    })
}
