//! The printing side of the game registry: how a game's team sheet is loaded and drawn
//! (alone or in a league's bundle), and its match sheet.

use super::SheetOptions;
use super::page::Writer;
use crate::Result;
use crate::coach::AsOf;
use crate::coach::bloodbowl::BloodBowl;
use crate::coach::dreadball::DreadBall;
use crate::coach::games;
use crate::coach::killpower::Killpower;
use crate::data::Lang;
use crate::error::SheetFault;
use crate::games::Game;
use crate::store::{FixtureId, LeagueId, Store, TeamId};

/// A team's sheet, loaded: drawn on its own pages, alone or in a league's bundle.
pub trait TeamPages: Send {
    fn team_id(&self) -> TeamId;
    /// The team's name (the document's title and file name).
    fn name(&self) -> &str;
    /// Draws the sheet from the top of the current page.
    fn draw(&self, w: &mut Writer);
    /// The roster as the sheet prints it, in words (the league's website).
    fn roster(&self, lang: Lang) -> super::RosterTable;

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

/// Prints a league's own document (Killpower Ball's ranking sheet) as PDF bytes.
pub type LeagueDocument = fn(&mut Store, LeagueId, &SheetOptions) -> Result<Vec<u8>>;

/// What printing knows of one game.
struct Entry {
    game: &'static dyn Game,
    team_pages: LoadTeamPages,
    match_document: Option<MatchDocument>,
    league_document: Option<LeagueDocument>,
}

/// Printing's registry: one entry per game of `coach::games::GAMES`.
static SHEET_GAMES: &[Entry] = &[
    Entry {
        game: &DreadBall,
        team_pages: super::dreadball::team_pages,
        match_document: Some(super::dreadball::match_document),
        league_document: None,
    },
    Entry {
        game: &BloodBowl,
        team_pages: super::bloodbowl::team_pages,
        match_document: Some(super::bloodbowl::match_document),
        league_document: None,
    },
    Entry {
        game: &Killpower,
        team_pages: super::killpower::team_pages,
        match_document: Some(super::killpower::match_document),
        league_document: Some(super::killpower::championship_document),
    },
];

fn entry(game_id: &str) -> Result<(&'static dyn Game, &'static Entry)> {
    let game = games::of(game_id)?;
    SHEET_GAMES
        .iter()
        .find(|entry| entry.game.id() == game.id())
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

/// How a league of the game `game_id` prints its own document; refused, naming the games
/// that have one, for a game without.
pub fn league_document(game_id: &str) -> Result<LeagueDocument> {
    let (game, entry) = entry(game_id)?;
    entry.league_document.ok_or_else(|| {
        let games_with = SHEET_GAMES
            .iter()
            .filter(|entry| entry.league_document.is_some())
            .map(|entry| entry.game.names())
            .collect();
        SheetFault::NoLeagueSheet {
            game: game.names(),
            games_with,
        }
        .into()
    })
}
