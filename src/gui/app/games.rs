//! The root's part for the games' screens: reading a team's or a fixture's game to open
//! it on that game's screens (through the window's registry, `gui::games`), routing their
//! messages, and acting on what they ask (`gui::request`).

use iced::Task;

use super::{App, ExchangeMessage, Landing, Message, Screen};
use crate::gui::failure::Failure;
use crate::gui::games::screens::GameMessage;
use crate::gui::games::team_screen;
use crate::gui::notice::Notice;
use crate::gui::request::{Ctx, Request, Requests};
use crate::gui::screen::history::Page;
use crate::gui::screen::season::Tab;
use crate::gui::tr::{Text, fill, tr};
use crate::gui::wizard::Step;
use crate::store::{FixtureId, LeagueId, TeamId};

impl App {
    /// The games' screens' view of the window: the open file and the language.
    /// `None` while no file is open.
    fn with_ctx(
        &mut self,
        act: impl FnOnce(&mut crate::gui::games::screens::GameScreens, Ctx) -> Requests<GameMessage>,
    ) -> Task<Message> {
        let Some(db) = self.file.db().cloned() else {
            return Task::none();
        };
        let ctx = Ctx {
            db: &db,
            lang: self.lang(),
        };
        let requests = act(&mut self.games, ctx);
        self.act_on(requests)
    }

    pub(super) fn game_message(&mut self, message: GameMessage) -> Task<Message> {
        self.with_ctx(|games, ctx| games.update(message, ctx))
    }

    /// Opens a team on its game's screen. When no league is on screen to say the team's
    /// game (a team landed on at start), it is read first.
    pub(super) fn open_team(&mut self, id: TeamId) -> Task<Message> {
        let place = self.read_team_place(id);
        let shown = self.league.as_ref().and_then(|l| l.data.loaded());
        let task = match shown.map(|data| data.league.game.clone()) {
            Some(game) => self.open_team_of_game(id, &game),
            None => match self.file.db().cloned() {
                Some(db) => Task::perform(
                    db.call(self.lang(), move |store, _| {
                        crate::coach::team_game(store, id)
                    }),
                    move |game| Message::TeamGameRead(id, game),
                ),
                None => Task::none(),
            },
        };
        Task::batch([task, place])
    }

    /// Opens a team once its game is known.
    pub(super) fn team_game_read(
        &mut self,
        id: TeamId,
        game: Result<String, Failure>,
    ) -> Task<Message> {
        match game {
            Ok(game) => self.open_team_of_game(id, &game),
            Err(failure) => {
                self.notice = Some(Notice::problem(failure.full_text(self.lang())));
                Task::none()
            }
        }
    }

    fn open_team_of_game(&mut self, id: TeamId, game: &str) -> Task<Message> {
        match team_screen(game) {
            Some(kind) => self.with_ctx(|games, ctx| games.open_team(kind, id, ctx)),
            None => self.no_screens_for(game),
        }
    }

    /// A game of the file that this window has no screens for: said in a notice that
    /// stays, and nothing opened.
    fn no_screens_for(&mut self, game: &str) -> Task<Message> {
        let said = fill(tr(self.lang(), Text::NoScreensForGame), &[game]);
        self.notice = Some(Notice::problem(said));
        Task::none()
    }

    /// Opens a fixture's match day on its game's wizard, once its game is read.
    pub(super) fn open_match_day(&mut self, id: FixtureId, step: Option<Step>) -> Task<Message> {
        let Some(db) = self.file.db().cloned() else {
            return Task::none();
        };
        let game = Task::perform(
            db.call(self.lang(), move |store, _| {
                crate::coach::fixture_game(store, id)
            }),
            move |game| Message::MatchDayGameRead(id, step, game),
        );
        Task::batch([game, self.read_match_place(id)])
    }

    /// A fixture's game is known: its game's wizard; a game the window has no screens for,
    /// or a game that could not be read, is said so in a notice that stays (no game's
    /// wizard stands in for it).
    pub(super) fn match_day_game_read(
        &mut self,
        id: FixtureId,
        step: Option<Step>,
        game: Result<String, Failure>,
    ) -> Task<Message> {
        let game = match game {
            Ok(game) => game,
            Err(failure) => {
                self.notice = Some(Notice::problem(failure.full_text(self.lang())));
                return Task::none();
            }
        };
        match team_screen(&game) {
            Some(kind) => self.with_ctx(|games, ctx| games.open_match_day(kind, id, step, ctx)),
            None => self.no_screens_for(&game),
        }
    }

    /// Opens a league's team-creation wizard (and reads the league, for the trail).
    pub(super) fn open_new_team(&mut self, league: LeagueId) -> Task<Message> {
        if self.file.db().is_none() {
            return Task::none();
        }
        let task = self.with_ctx(|games, ctx| games.open_new_team(league, ctx));
        Task::batch([task, self.ensure_league(league)])
    }

    /// Leaves the builder for its team's screen.
    pub(super) fn leave_builder(&mut self) -> Task<Message> {
        self.with_ctx(|games, ctx| games.leave_builder(ctx))
    }

    /// Ctrl+Z on a team screen.
    pub(super) fn undo_on_team(&mut self) -> Task<Message> {
        self.with_ctx(|games, ctx| games.undo(ctx))
    }

    /// Acts on a game's screens' requests, in order.
    fn act_on(&mut self, requests: Requests<GameMessage>) -> Task<Message> {
        let tasks: Vec<Task<Message>> = requests
            .into_iter()
            .map(|request| self.act(request))
            .collect();
        Task::batch(tasks)
    }

    fn act(&mut self, request: Request<GameMessage>) -> Task<Message> {
        match request {
            Request::Run(task) => task.map(Message::Game),
            Request::Front(screen) => {
                self.screen = screen;
                Task::none()
            }
            Request::Landed => {
                self.landing = Landing::Start;
                Task::none()
            }
            Request::Print(document) => self.print(document),
            Request::Exchange(request) => {
                self.exchange_message(ExchangeMessage::Requested(request))
            }
            Request::ShowLeague(id) => self.show_league(id),
            Request::ShowOpenLeague { or_start } => {
                let lang = self.lang();
                match (self.league.as_mut(), self.file.db()) {
                    (Some(screen), Some(db)) => {
                        self.screen = Screen::League;
                        screen.load(db, lang).map(Message::League)
                    }
                    _ if or_start => self.show(Screen::Start),
                    _ => Task::none(),
                }
            }
            Request::ShowStart => self.show(Screen::Start),
            Request::OpenSeasonFixtures(id) => self.open_season(id, Some(Tab::Fixtures)),
            Request::OpenTeamHistory(team, back) => {
                self.history_return = back;
                self.open_history(Page::Team(team))
            }
        }
    }
}
