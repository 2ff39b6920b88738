//! The games' screens as the window's root holds them: one field per game, one message
//! variant per game, and each of the root's questions (open, update, draw, name, read
//! again, close) a `match` or a walk over the games. The root knows no game: it holds a
//! `GameScreens`, routes `Message::Game` here and acts on the `Request`s that come back.

use iced::widget::{column, row};
use iced::{Element, Task};

use super::reference::Page;
use super::{TeamScreenKind, team_screen};
use crate::coach::Context;
use crate::coach::games::{self, GAMES};
use crate::data::Lang;
use crate::gui::db::Db;
use crate::gui::place::Screen;
use crate::gui::request::{Ctx, Request, Requests, map_all};
use crate::gui::tr::{Text, fill, tr};
use crate::gui::widgets::{refusal, segment};
use crate::gui::wizard::Step;
use crate::gui::{bloodbowl, dreadball, killpower};
use crate::store::{FixtureId, LeagueId, TeamId};

/// Every game's screens open in the window.
#[derive(Debug, Default)]
pub struct GameScreens {
    dreadball: dreadball::Screens,
    bloodbowl: bloodbowl::Screens,
    killpower: killpower::Screens,
}

/// A game's own screen of a team the window lands on (`--screen NAME:ID`): DreadBall's
/// Mechanite and Mutant builders.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameLanding {
    DreadBall(dreadball::builder::BuildKind),
}

impl GameLanding {
    /// Reads a landing's name (`mechanite`, `mutant`), as the game names its screens.
    pub fn parse(name: &str) -> Option<GameLanding> {
        dreadball::builder::landing(name).map(GameLanding::DreadBall)
    }
}

/// A message of one game's screens.
#[derive(Debug, Clone)]
pub enum GameMessage {
    DreadBall(dreadball::ScreenMessage),
    BloodBowl(bloodbowl::ScreenMessage),
    Killpower(killpower::Message),
}

impl GameScreens {
    /// Opens a team on its game's team screen; another game's closes.
    pub fn open_team(
        &mut self,
        kind: TeamScreenKind,
        id: TeamId,
        ctx: Ctx,
    ) -> Requests<GameMessage> {
        self.close(Screen::Team);
        match kind {
            TeamScreenKind::DreadBall => {
                map_all(self.dreadball.open_team(id, ctx), GameMessage::DreadBall)
            }
            TeamScreenKind::BloodBowl => {
                map_all(self.bloodbowl.open_team(id, ctx), GameMessage::BloodBowl)
            }
            TeamScreenKind::Killpower => {
                map_all(self.killpower.open_team(id, ctx), GameMessage::Killpower)
            }
        }
    }

    /// Opens a fixture on its game's match-day wizard; another game's closes.
    pub fn open_match_day(
        &mut self,
        kind: TeamScreenKind,
        id: FixtureId,
        step: Option<Step>,
        ctx: Ctx,
    ) -> Requests<GameMessage> {
        self.close(Screen::MatchDay);
        match kind {
            TeamScreenKind::DreadBall => map_all(
                self.dreadball.open_match_day(id, step, ctx),
                GameMessage::DreadBall,
            ),
            TeamScreenKind::BloodBowl => map_all(
                self.bloodbowl.open_match_day(id, step, ctx),
                GameMessage::BloodBowl,
            ),
            TeamScreenKind::Killpower => map_all(
                self.killpower.open_match_day(id, step, ctx),
                GameMessage::Killpower,
            ),
        }
    }

    /// Opens a league's team-creation wizard (Killpower Ball's, the only game with one).
    pub fn open_new_team(&mut self, league: LeagueId, ctx: Ctx) -> Requests<GameMessage> {
        map_all(
            self.killpower.open_new_team(league, ctx),
            GameMessage::Killpower,
        )
    }

    /// Routes a message to its game's screens; a screen that comes to the front closes
    /// another game's screen of the same place.
    pub fn update(&mut self, message: GameMessage, ctx: Ctx) -> Requests<GameMessage> {
        let (requests, game) = match message {
            GameMessage::DreadBall(message) => (
                map_all(self.dreadball.update(message, ctx), GameMessage::DreadBall),
                TeamScreenKind::DreadBall,
            ),
            GameMessage::BloodBowl(message) => (
                map_all(self.bloodbowl.update(message, ctx), GameMessage::BloodBowl),
                TeamScreenKind::BloodBowl,
            ),
            GameMessage::Killpower(message) => (
                map_all(self.killpower.update(message, ctx), GameMessage::Killpower),
                TeamScreenKind::Killpower,
            ),
        };
        for request in &requests {
            if let Request::Front(screen @ (Screen::Team | Screen::MatchDay)) = request {
                self.close_others(*screen, game);
            }
        }
        requests
    }

    fn close_others(&mut self, screen: Screen, kept: TeamScreenKind) {
        if kept != TeamScreenKind::DreadBall {
            self.dreadball.close(screen);
        }
        if kept != TeamScreenKind::BloodBowl {
            self.bloodbowl.close(screen);
        }
        if kept != TeamScreenKind::Killpower {
            self.killpower.close(screen);
        }
    }

    /// The window lands on a game's own screen of a team (`--screen mechanite:ID`): it
    /// opens once the team's screen has its data.
    pub fn land(&mut self, team: TeamId, landing: GameLanding) {
        match landing {
            GameLanding::DreadBall(kind) => self.dreadball.land_on_builder(team, kind),
        }
    }

    /// Leaves the builder for its team's screen, reloaded.
    pub fn leave_builder(&mut self, ctx: Ctx) -> Requests<GameMessage> {
        map_all(self.dreadball.back_to_team(ctx), GameMessage::DreadBall)
    }

    /// Ctrl+Z on the team screen.
    pub fn undo(&mut self, ctx: Ctx) -> Requests<GameMessage> {
        if self.dreadball.shows(Screen::Team) {
            return map_all(self.dreadball.undo(ctx), GameMessage::DreadBall);
        }
        map_all(self.bloodbowl.undo(ctx), GameMessage::BloodBowl)
    }

    /// Every open screen, read again from the file.
    pub fn reread(&mut self, db: &Db, lang: Lang) -> Task<GameMessage> {
        Task::batch([
            self.dreadball.reread(db, lang).map(GameMessage::DreadBall),
            self.bloodbowl.reread(db, lang).map(GameMessage::BloodBowl),
            self.killpower.reread(db, lang).map(GameMessage::Killpower),
        ])
    }

    /// The game's screen that shows `screen`, drawn; `None` when none is open.
    pub fn view(&self, screen: Screen, context: Context) -> Option<Element<'_, GameMessage>> {
        if let Some(view) = self.killpower.view(screen, context) {
            return Some(view.map(GameMessage::Killpower));
        }
        if let Some(view) = self.bloodbowl.view(screen, context) {
            return Some(view.map(GameMessage::BloodBowl));
        }
        Some(
            self.dreadball
                .view(screen, context)?
                .map(GameMessage::DreadBall),
        )
    }

    /// Whether a game's screen shows `screen`.
    pub fn shows(&self, screen: Screen) -> bool {
        self.dreadball.shows(screen) || self.bloodbowl.shows(screen) || self.killpower.shows(screen)
    }

    /// The name of the place `screen` shows, as the trail says it.
    pub fn place_name(&self, screen: Screen, lang: Lang) -> Option<String> {
        self.dreadball
            .place_name(screen, lang)
            .or_else(|| self.bloodbowl.place_name(screen))
            .or_else(|| self.killpower.place_name(screen, lang))
    }

    /// The sides of the match in front, whichever game it is.
    pub fn match_sides(&self) -> Option<(String, String)> {
        if self.killpower.shows(Screen::MatchDay) {
            self.killpower.match_sides()
        } else if self.bloodbowl.shows(Screen::MatchDay) {
            self.bloodbowl.match_sides()
        } else {
            self.dreadball.match_sides()
        }
    }

    /// Escape on `screen`.
    pub fn cancel(&mut self, screen: Screen) {
        self.dreadball.cancel(screen);
        self.bloodbowl.cancel(screen);
    }

    /// Forgets what the screens said in the old language.
    pub fn forget_refusals(&mut self) {
        self.dreadball.forget_refusals();
        self.bloodbowl.forget_refusals();
        self.killpower.forget_refusals();
    }

    /// Closes every game's screen that shows `screen`.
    pub fn close(&mut self, screen: Screen) {
        self.dreadball.close(screen);
        self.bloodbowl.close(screen);
        self.killpower.close(screen);
    }

    /// Whether Ctrl+N on the team screen goes to the league's new-team form (DreadBall's
    /// team screen; another game's goes to a new league, as it always has).
    pub fn team_offers_new_team(&self) -> bool {
        self.dreadball.shows(Screen::Team)
    }

    /// The team screen `--measure-redraw` redraws has its data.
    pub fn measured_team_loaded(&self) -> bool {
        self.dreadball.team_loaded()
    }

    /// The message that selects the measured team's next player.
    pub fn next_player(&self) -> Option<GameMessage> {
        self.dreadball.next_player().map(GameMessage::DreadBall)
    }
}

impl GameMessage {
    /// What the message says when it reports a change that succeeded.
    pub fn success_text(&self, lang: Lang) -> Option<String> {
        match self {
            GameMessage::DreadBall(message) => message.success_text(lang),
            GameMessage::BloodBowl(message) => message.success_text(lang),
            GameMessage::Killpower(message) => message.success_text(lang),
        }
    }
}

/// A game's screen's own message, as the registry wraps it (`Message::from`).
macro_rules! game_message {
    ($($from:ty => $wrap:expr;)*) => {$(
        impl From<$from> for GameMessage {
            fn from(message: $from) -> GameMessage {
                $wrap(message)
            }
        }
    )*};
}

game_message! {
    dreadball::team::Message => |m| GameMessage::DreadBall(dreadball::ScreenMessage::Team(m));
    dreadball::builder::Message => |m| GameMessage::DreadBall(dreadball::ScreenMessage::Builder(m));
    dreadball::match_day::Message => |m| GameMessage::DreadBall(dreadball::ScreenMessage::MatchDay(m));
    bloodbowl::Message => |m| GameMessage::BloodBowl(bloodbowl::ScreenMessage::Team(m));
    bloodbowl::match_day::Message => |m| GameMessage::BloodBowl(bloodbowl::ScreenMessage::MatchDay(m));
    killpower::Message => GameMessage::Killpower;
}

/// The games' screens, read from outside (the tests and the measuring runs).
impl GameScreens {
    /// DreadBall's team screen, when one is open.
    pub fn team_screen(&self) -> Option<&dreadball::team::TeamScreen> {
        self.dreadball.team.as_ref()
    }

    /// DreadBall's builder, when one is open.
    pub fn builder_screen(&self) -> Option<&dreadball::builder::BuilderScreen> {
        self.dreadball.builder.as_ref()
    }

    /// DreadBall's match-day wizard, when one is open.
    pub fn match_day_screen(&self) -> Option<&dreadball::match_day::MatchDayScreen> {
        self.dreadball.match_day.as_ref()
    }

    /// Blood Bowl's team screen, when one is open.
    pub fn bb_team_screen(&self) -> Option<&bloodbowl::TeamScreen> {
        self.bloodbowl.team.as_ref()
    }

    /// Blood Bowl's match-day wizard, when one is open.
    pub fn bb_match_day_screen(&self) -> Option<&bloodbowl::match_day::MatchDayScreen> {
        self.bloodbowl.match_day.as_ref()
    }

    /// Killpower Ball's team screen, when one is open.
    pub fn kpb_team_screen(&self) -> Option<&killpower::team::TeamScreen> {
        self.killpower.team.as_ref()
    }

    /// Killpower Ball's creation wizard, when it is open.
    pub fn kpb_new_team_screen(&self) -> Option<&killpower::new_team::NewTeamScreen> {
        self.killpower.new_team.as_ref()
    }

    /// Killpower Ball's match screen, when one is open.
    pub fn kpb_match_screen(&self) -> Option<&killpower::match_day::MatchScreen> {
        self.killpower.match_day.as_ref()
    }
}

/// The reference screen: the game shown and each game's own reference screen (its tab
/// and search), kept while another game is shown.
#[derive(Debug)]
pub struct ReferenceScreen {
    /// The id of the game shown (one of `games::all()`).
    pub game: &'static str,
    /// The league whose game the screen last followed: a choice made on the screen holds
    /// until another league is open.
    followed: Option<LeagueId>,
    pub dreadball: dreadball::reference::ReferenceScreen,
    pub bloodbowl: bloodbowl::reference::ReferenceScreen,
}

/// A message of the reference screen.
#[derive(Debug, Clone)]
pub enum ReferenceMessage {
    /// A game's segment, by the game's id.
    GameChosen(&'static str),
    DreadBall(dreadball::reference::Message),
    BloodBowl(bloodbowl::reference::Message),
}

impl Default for ReferenceScreen {
    /// Opens on the first game of the core's registry.
    fn default() -> Self {
        ReferenceScreen {
            game: GAMES.first().map_or("", |game| game.id()),
            followed: None,
            dreadball: dreadball::reference::ReferenceScreen::default(),
            bloodbowl: bloodbowl::reference::ReferenceScreen::default(),
        }
    }
}

impl ReferenceScreen {
    /// Which game's screens show the game shown; `None` for a game the window has no
    /// screens for.
    pub fn kind(&self) -> Option<TeamScreenKind> {
        team_screen(self.game)
    }

    pub fn update(&mut self, message: ReferenceMessage) {
        match message {
            ReferenceMessage::GameChosen(game) => self.game = game,
            ReferenceMessage::DreadBall(message) => self.dreadball.update(message),
            ReferenceMessage::BloodBowl(message) => self.bloodbowl.update(message),
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
        if let (Some(TeamScreenKind::BloodBowl), Some(tab)) = (self.kind(), page.tab) {
            self.bloodbowl.open_tab(tab);
        }
    }

    /// Escape: clears the search of the game shown.
    pub fn cancel(&mut self) {
        match self.kind() {
            Some(TeamScreenKind::DreadBall) => self.dreadball.cancel(),
            Some(TeamScreenKind::BloodBowl) => self.bloodbowl.cancel(),
            Some(TeamScreenKind::Killpower) | None => {}
        }
    }

    /// What the screen says in place of a reference when the game shown has no screens
    /// in this window (a game registered while the program runs); `None` otherwise.
    pub fn no_reference(&self, lang: Lang) -> Option<String> {
        match self.kind() {
            Some(_) => None,
            None => Some(fill(tr(lang, Text::NoScreensForGame), &[self.game])),
        }
    }

    pub fn view(&self, context: Context) -> Element<'_, ReferenceMessage> {
        let lang = context.lang;
        let choices = GAMES.iter().fold(row![].spacing(6), |choices, game| {
            choices.push(segment(
                game.name(lang),
                game.id() == self.game,
                ReferenceMessage::GameChosen(game.id()),
            ))
        });
        let body = match self.kind() {
            Some(TeamScreenKind::DreadBall) => self
                .dreadball
                .view(context)
                .map(ReferenceMessage::DreadBall),
            Some(TeamScreenKind::BloodBowl) => {
                self.bloodbowl.view(lang).map(ReferenceMessage::BloodBowl)
            }
            Some(TeamScreenKind::Killpower) => killpower::reference::view(lang),
            None => refusal(self.no_reference(lang).unwrap_or_default()).into(),
        };
        column![choices, body].spacing(12).into()
    }
}
