//! The root's part for a team screen of a game other than DreadBall (Blood Bowl's):
//! opening it, acting on what it asks, undo and Escape.

use iced::{Element, Task};

use super::{App, Message, Screen};
use crate::gui::bloodbowl::{self, TeamScreen};
use crate::gui::games::{TeamScreenKind, team_screen};
use crate::gui::tr::{Text, tr};
use crate::store::TeamId;

impl App {
    /// Opens a team on its game's screen; None when it is DreadBall's. When no league is
    /// on screen to say the team's game (a team landed on at start), it is read first.
    pub(super) fn open_game_team(&mut self, id: TeamId) -> Option<Task<Message>> {
        let shown = self.league.as_ref().and_then(|l| l.data.loaded());
        let Some(game) = shown.map(|data| data.league.game.clone()) else {
            let db = self.file.db().cloned()?;
            let lang = self.lang();
            return Some(Task::perform(
                db.call(lang, move |store, _| crate::coach::team_game(store, id)),
                move |game| Message::TeamGameRead(id, game),
            ));
        };
        self.open_team_of_game(id, &game)
    }

    /// A game of the file that this window has no screens for: said in a notice that
    /// stays, and nothing opened.
    pub(super) fn no_screens_for(&mut self, game: &str) -> Task<Message> {
        let said = crate::gui::tr::fill(tr(self.lang(), Text::NoScreensForGame), &[game]);
        self.notice = Some(crate::gui::notice::Notice::problem(said));
        Task::none()
    }

    /// Opens a team once its game is known.
    pub(super) fn team_game_read(
        &mut self,
        id: TeamId,
        game: Result<String, crate::gui::failure::Failure>,
    ) -> Task<Message> {
        match game {
            Ok(game) => self
                .open_team_of_game(id, &game)
                .unwrap_or_else(|| self.open_team_screen(id)),
            Err(failure) => {
                self.notice = Some(crate::gui::notice::Notice::problem(
                    failure.full_text(self.lang()),
                ));
                Task::none()
            }
        }
    }

    fn open_team_of_game(&mut self, id: TeamId, game: &str) -> Option<Task<Message>> {
        match team_screen(game) {
            Some(TeamScreenKind::DreadBall) => return None,
            Some(TeamScreenKind::Killpower) => return Some(self.open_kpb_team(id)),
            Some(TeamScreenKind::BloodBowl) => {}
            None => return Some(self.no_screens_for(game)),
        }
        let db = self.file.db().cloned()?;
        let mut screen = TeamScreen::new(id);
        let task = screen.load(&db, self.lang()).map(Message::GameTeam);
        self.kpb.team = None;
        self.game_team = Some(screen);
        self.screen = Screen::GameTeam;
        Some(task)
    }

    pub(super) fn game_team_message(&mut self, message: bloodbowl::Message) -> Task<Message> {
        let lang = self.lang();
        let (Some(screen), Some(db)) = (self.game_team.as_mut(), self.file.db()) else {
            return Task::none();
        };
        match screen.update(message, db, lang) {
            bloodbowl::Action::None => Task::none(),
            bloodbowl::Action::Run(task) => task.map(Message::GameTeam),
            bloodbowl::Action::Back => self.game_team_back(),
        }
    }

    fn game_team_back(&mut self) -> Task<Message> {
        let lang = self.lang();
        match (self.league.as_mut(), self.file.db()) {
            (Some(screen), Some(db)) => {
                self.screen = Screen::League;
                screen.load(db, lang).map(Message::League)
            }
            _ => Task::none(),
        }
    }

    pub(super) fn game_team_undo(&mut self) -> Task<Message> {
        self.game_team_message(bloodbowl::Message::UndoPressed)
    }

    pub(super) fn game_team_cancel(&mut self) {
        self.game_team.iter_mut().for_each(TeamScreen::cancel);
    }

    pub(super) fn game_team_view(&self) -> Element<'_, Message> {
        if let Some(view) = self.kpb_team_view() {
            return view;
        }
        match &self.game_team {
            Some(screen) => screen.view(self.lang()).map(Message::GameTeam),
            None => iced::widget::text(tr(self.lang(), Text::NoTeam)).into(),
        }
    }

    pub(super) fn game_team_title(&self) -> Option<&str> {
        self.game_team
            .as_ref()
            .and_then(TeamScreen::title)
            .or_else(|| self.kpb_team_title())
    }
}
