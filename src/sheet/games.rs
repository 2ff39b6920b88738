//! The printing side of the game registry: how a game's team sheet is loaded and drawn
//! (alone or in a league's bundle), and its match sheet.

use super::SheetOptions;
use super::page::Writer;
use crate::Result;
use crate::coach::AsOf;
use crate::coach::bloodbowl::BloodBowl;
use crate::coach::dreadball::DreadBall;
use crate::coach::killpower::Killpower;
use crate::data::Lang;
use crate::error::SheetFault;
use crate::games::{self, Game};
use crate::store::{FixtureId, Store, TeamId};

/// A team's sheet, loaded: drawn on its own pages, alone or in a league's bundle.
pub trait TeamPages: Send {
    fn team_id(&self) -> TeamId;
    /// The team's name (the document's title and file name).
    fn name(&self) -> &str;
    /// Draws the sheet from the top of the current page.
    fn draw(&self, w: &mut Writer);

    /// The sheet alone as PDF bytes, titled with the team's name.
    fn pdf(&self, options: &SheetOptions) -> Result<Vec<u8>> {
        let mut w = Writer::new(self.name(), options)?;
        self.draw(&mut w);
        Ok(w.finish(self.name()))
    }
}

/// Loads a team's sheet (now, as of a date, or before a match), names in `lang`.
pub type LoadTeamPages = fn(&mut Store, TeamId, AsOf, Lang) -> Result<Box<dyn TeamPages>>;

/// Prints a match's sheet as PDF bytes.
pub type MatchDocument = fn(&mut Store, FixtureId, &SheetOptions) -> Result<Vec<u8>>;

/// What printing knows of one game.
struct Entry {
    id: &'static str,
    team_pages: LoadTeamPages,
    match_document: Option<MatchDocument>,
}

/// One entry per game of `crate::games::GAMES`.
fn registry() -> [Entry; 3] {
    [
        Entry {
            id: DreadBall.id(),
            team_pages: super::dreadball::team_pages,
            match_document: Some(super::dreadball::match_document),
        },
        Entry {
            id: BloodBowl.id(),
            team_pages: super::bloodbowl::team_pages,
            match_document: Some(super::bloodbowl::match_document),
        },
        Entry {
            id: Killpower.id(),
            team_pages: super::killpower::team_pages,
            match_document: Some(super::killpower::match_document),
        },
    ]
}

fn entry(game_id: &str) -> Result<(&'static dyn Game, Entry)> {
    let game = games::of(game_id)?;
    registry()
        .into_iter()
        .find(|entry| entry.id == game.id())
        .map(|entry| (game, entry))
        .ok_or_else(|| SheetFault::NoTeamSheets { game: game.names() }.into())
}

/// How a team of the game `game_id` is loaded for its sheet.
pub fn team_pages(game_id: &str) -> Result<LoadTeamPages> {
    entry(game_id).map(|(_, entry)| entry.team_pages)
}

/// How a match of the game `game_id` is printed.
pub fn match_document(game_id: &str) -> Result<MatchDocument> {
    let (game, entry) = entry(game_id)?;
    entry
        .match_document
        .ok_or_else(|| SheetFault::NoMatchSheet { game: game.names() }.into())
}

/// A league's ranking sheet (Killpower Ball's championship table) as PDF bytes.
pub fn championship_document(
    store: &mut Store,
    league: crate::store::LeagueId,
    options: &SheetOptions,
) -> Result<Vec<u8>> {
    super::killpower::championship_document(store, league, options)
}
