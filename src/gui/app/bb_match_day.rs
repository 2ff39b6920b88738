//! The root's part for the match day of a fixture: reading its game to open the right
//! wizard (DreadBall's, Blood Bowl's or Killpower Ball's match screen), and acting on
//! what Blood Bowl's asks.

use iced::Task;

use super::{App, Message};
use crate::gui::bloodbowl::match_day::{self as bb, MatchDayScreen};
use crate::gui::failure::Failure;
use crate::gui::games::match_day::Step;
use crate::gui::games::{TeamScreenKind, team_screen};
use crate::gui::screen::season::Tab;
use crate::store::FixtureId;

impl App {
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

    /// A fixture's game is known: its game's wizard; a game the window has no screens for
    /// is said so.
    pub(super) fn match_day_game_read(
        &mut self,
        id: FixtureId,
        step: Option<Step>,
        game: Result<String, Failure>,
    ) -> Task<Message> {
        let Ok(game) = game else {
            // DreadBall's wizard says, with a retry, that the fixture cannot be read.
            return self.open_dreadball_match_day(id, step);
        };
        match team_screen(&game) {
            Some(TeamScreenKind::BloodBowl) => self.open_bb_match_day(id, step),
            Some(TeamScreenKind::Killpower) => self.open_kpb_match(id, step),
            Some(TeamScreenKind::DreadBall) => self.open_dreadball_match_day(id, step),
            None => self.no_screens_for(&game),
        }
    }

    fn open_bb_match_day(&mut self, id: FixtureId, step: Option<Step>) -> Task<Message> {
        let Some(db) = self.file.db().cloned() else {
            return Task::none();
        };
        let screen = MatchDayScreen::new(id, step);
        let task = screen.load(&db, self.lang()).map(Message::BbMatchDay);
        self.match_day = None;
        self.kpb.match_day = None;
        self.bb_match_day = Some(screen);
        self.screen = super::Screen::MatchDay;
        task
    }

    pub(super) fn bb_match_day_message(&mut self, message: bb::Message) -> Task<Message> {
        let lang = self.lang();
        let (Some(screen), Some(db)) = (self.bb_match_day.as_mut(), self.file.db()) else {
            return Task::none();
        };
        match screen.update(message, db, lang) {
            bb::Action::None => Task::none(),
            bb::Action::Run(task) => task.map(Message::BbMatchDay),
            bb::Action::Back(season) => self.open_season(season, Some(Tab::Fixtures)),
            bb::Action::Changed(task) => task.map(Message::BbMatchDay),
        }
    }
}
