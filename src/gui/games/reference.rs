//! Reference: the data of every game Dugout manages, browsable and searchable in the
//! user's language. A row of segments at the top chooses the game; each game's screen
//! (`gui::dreadball::reference`, `gui::bloodbowl::reference`) keeps its own tab and search;
//! Killpower Ball's (`gui::killpower::reference`) is one page of its tables.

use iced::Element;
use iced::widget::{column, row};

use crate::coach::Context;
use crate::coach::dreadball::DreadBall;
use crate::coach::games::{self, GAMES};
use crate::games::Game;
use crate::gui::bloodbowl::reference as bloodbowl;
use crate::gui::dreadball::reference as dreadball;
use crate::gui::games::{ReferenceKind, reference_screen};
use crate::gui::widgets::segment;
use crate::store::LeagueId;

pub use crate::gui::browse::{Browse, BrowseMessage, SEARCH_INPUT, matches, search_input};

/// Where the reference opens (`--screen reference:GAME[:TAB]`): a game and, if given,
/// one of its tabs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Page {
    /// A game's id (`games::GAMES`).
    pub game: &'static str,
    /// A tab's id, as the game's screen names it (Blood Bowl's: teams, skills, rules).
    pub tab: Option<&'static str>,
}

impl Page {
    /// Reads `GAME` or `GAME:TAB` (`bloodbowl`, `bloodbowl:skills`); a league format
    /// stands for its game (`dungeonbowl` is Blood Bowl). None when either is unknown.
    pub fn parse(text: &str) -> Option<Page> {
        let (game, tab) = match text.split_once(':') {
            Some((game, tab)) => (game, Some(tab)),
            None => (text, None),
        };
        let (game, _) = games::find_with_format(game)?;
        let game = game.id();
        let tab = match (tab, reference_screen(game)) {
            (None, _) => None,
            (Some(tab), ReferenceKind::BloodBowl) => Some(bloodbowl::Tab::parse(tab)?.id()),
            (Some(_), ReferenceKind::DreadBall | ReferenceKind::Killpower) => return None,
        };
        Some(Page { game, tab })
    }
}

#[derive(Debug)]
pub struct ReferenceScreen {
    /// The id of the game shown (one of `games::GAMES`).
    pub game: &'static str,
    /// The league whose game the screen last followed: a choice made on the screen holds
    /// until another league is open.
    followed: Option<LeagueId>,
    pub dreadball: dreadball::ReferenceScreen,
    pub bloodbowl: bloodbowl::ReferenceScreen,
}

#[derive(Debug, Clone)]
pub enum Message {
    /// A game's segment, by the game's id.
    GameChosen(&'static str),
    DreadBall(dreadball::Message),
    BloodBowl(bloodbowl::Message),
}

impl Default for ReferenceScreen {
    fn default() -> Self {
        ReferenceScreen {
            game: DreadBall.id(),
            followed: None,
            dreadball: dreadball::ReferenceScreen::default(),
            bloodbowl: bloodbowl::ReferenceScreen::default(),
        }
    }
}

impl ReferenceScreen {
    /// Which game's screen is shown.
    pub fn kind(&self) -> ReferenceKind {
        reference_screen(self.game)
    }

    pub fn update(&mut self, message: Message) {
        match message {
            Message::GameChosen(game) => self.game = game,
            Message::DreadBall(message) => self.dreadball.update(message),
            Message::BloodBowl(message) => self.bloodbowl.update(message),
        }
    }

    /// Shows the game of the league open (its id and stored game), unless that league is
    /// the one followed last: then the game chosen since stays.
    pub fn follow(&mut self, league: Option<(LeagueId, &str)>) {
        let Some((id, game)) = league else {
            return;
        };
        if self.followed == Some(id) {
            return;
        }
        if let Some(game) = games::find(game) {
            self.game = game.id();
            self.followed = Some(id);
        }
    }

    /// Shows a game, on a tab of it when the page names one.
    pub fn open(&mut self, page: Page) {
        self.game = page.game;
        if let (ReferenceKind::BloodBowl, Some(tab)) =
            (self.kind(), page.tab.and_then(bloodbowl::Tab::parse))
        {
            self.bloodbowl.tab = tab;
        }
    }

    /// Escape: clears the search of the game shown.
    pub fn cancel(&mut self) {
        match self.kind() {
            ReferenceKind::DreadBall => self.dreadball.cancel(),
            ReferenceKind::BloodBowl => self.bloodbowl.cancel(),
            ReferenceKind::Killpower => {}
        }
    }

    pub fn view(&self, context: Context) -> Element<'_, Message> {
        let lang = context.lang;
        let choices = GAMES.iter().fold(row![].spacing(6), |choices, game| {
            choices.push(segment(
                game.name(lang),
                game.id() == self.game,
                Message::GameChosen(game.id()),
            ))
        });
        let body = match self.kind() {
            ReferenceKind::DreadBall => self.dreadball.view(context).map(Message::DreadBall),
            ReferenceKind::BloodBowl => self.bloodbowl.view(lang).map(Message::BloodBowl),
            ReferenceKind::Killpower => crate::gui::killpower::reference::view(lang),
        };
        column![choices, body].spacing(12).into()
    }
}
