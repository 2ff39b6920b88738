//! The core's registry of games: every game Dugout manages, one line each, and the games
//! registered while the program runs (a game defined outside the crate, such as a test's).
//! The interface they implement is `crate::games::Game`, which knows none of them.

use std::sync::{PoisonError, RwLock};

use crate::error::{LeagueFault, NotFound};
use crate::games::Game;
use crate::{Error, Result};

/// The demo league the window opens on first start and `league demo` creates.
pub use super::dreadball::demo::{DEMO_NAME, create_demo_league, ensure_demo, open_or_create_demo};

/// Every game built into Dugout. Adding a game: its folders, and one line here.
pub static GAMES: &[&dyn Game] = &[
    &super::dreadball::DreadBall,
    &super::bloodbowl::BloodBowl,
    &super::killpower::Killpower,
];

/// The game a league is of when `league new` names none, and whose data `data` shows:
/// the first built in, DreadBall, for which Dugout was first written.
pub const DEFAULT_GAME: &str = "dreadball";

/// The games registered while the program runs, after the built-in ones.
static REGISTERED: RwLock<Vec<&'static dyn Game>> = RwLock::new(Vec::new());

/// Makes a game defined outside the built-in table known to `find`, `of`, `choices` and
/// `all`. A game whose id is already known (built in or registered) is not added twice.
pub fn register(game: &'static dyn Game) {
    if find(game.id()).is_some() {
        return;
    }
    REGISTERED
        .write()
        .unwrap_or_else(PoisonError::into_inner)
        .push(game);
}

/// Every game Dugout knows: the built-in ones, then those registered.
pub fn all() -> Vec<&'static dyn Game> {
    let registered = REGISTERED.read().unwrap_or_else(PoisonError::into_inner);
    GAMES
        .iter()
        .copied()
        .chain(registered.iter().copied())
        .collect()
}

/// Loads every game's reference data, or says which does not load and why.
pub fn check_data() -> Result<()> {
    all().into_iter().try_for_each(|game| game.check_data())
}

/// The game with this id (any case), if Dugout manages it.
pub fn find(id: &str) -> Option<&'static dyn Game> {
    let id = id.trim();
    all()
        .into_iter()
        .find(|game| game.id().eq_ignore_ascii_case(id))
}

/// The game of a stored league; a league of a game this build does not know is a damaged
/// or newer file.
pub fn of(game_id: &str) -> Result<&'static dyn Game> {
    find(game_id).ok_or_else(|| {
        LeagueFault::GameNotManaged {
            game: game_id.to_string(),
        }
        .into()
    })
}

/// The error for a game (or league format) id Dugout does not manage.
pub fn unknown(id: &str) -> Error {
    NotFound::Game {
        query: id.trim().to_string(),
        games: choices().into_iter().map(str::to_string).collect(),
    }
    .into()
}

/// What a user types to create a league: a game id, or a league format of a game
/// (`dungeonbowl` is a Blood Bowl league in the Dungeonbowl format).
pub fn find_with_format(id: &str) -> Option<(&'static dyn Game, Option<&'static str>)> {
    if let Some(game) = find(id) {
        return Some((game, None));
    }
    all().into_iter().find_map(|game| {
        game.formats()
            .iter()
            .find(|format| format.eq_ignore_ascii_case(id.trim()))
            .map(|format| (game, Some(*format)))
    })
}

/// The ids a user may type for a new league, for messages.
pub fn choices() -> Vec<&'static str> {
    all()
        .into_iter()
        .flat_map(|game| std::iter::once(game.id()).chain(game.formats().iter().copied()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_ids_are_unique_lowercase_slugs() {
        let mut ids: Vec<&str> = GAMES.iter().map(|game| game.id()).collect();
        assert!(
            ids.iter()
                .all(|id| id.chars().all(|c| c.is_ascii_lowercase()))
        );
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), GAMES.len());
    }

    #[test]
    fn games_are_found_by_id_or_format_in_any_case() {
        assert_eq!(find("BloodBowl").map(|g| g.id()), Some("bloodbowl"));
        assert_eq!(find("dreadball").map(|g| g.id()), Some("dreadball"));
        assert!(find("chess").is_none());
        assert_eq!(find(DEFAULT_GAME).map(|g| g.id()), Some(DEFAULT_GAME));
        let (game, format) = find_with_format("Dungeonbowl").expect("a format");
        assert_eq!((game.id(), format), ("bloodbowl", Some("dungeonbowl")));
    }

    #[test]
    fn a_registered_game_is_found_once() {
        register(GAMES[0]);
        assert_eq!(all().len(), GAMES.len());
    }
}
