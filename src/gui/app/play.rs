//! The root's part for league play: opening the season, audit and history screens,
//! acting on what they ask, and reading again the screens a change affects.

use iced::{Element, Task};

use super::{App, Message, Screen};
use crate::gui::screen::audit::{self, AuditScreen};
use crate::gui::screen::history::{self, HistoryScreen, Page};
use crate::gui::screen::league::LeagueScreen;
use crate::gui::screen::season::{self, SeasonScreen, Tab};
use crate::gui::tr::{Text, tr};
use crate::store::{LeagueId, SeasonId};

impl App {
    pub(super) fn open_season(&mut self, id: SeasonId, tab: Option<Tab>) -> Task<Message> {
        let Some(db) = self.file.db().cloned() else {
            return Task::none();
        };
        let screen = SeasonScreen::new(id, tab);
        let task = screen.load(&db, self.lang()).map(Message::Season);
        self.season = Some(screen);
        self.screen = Screen::Season;
        task
    }

    pub(super) fn open_audit(&mut self, league: LeagueId) -> Task<Message> {
        let Some(db) = self.file.db().cloned() else {
            return Task::none();
        };
        let mut screen = AuditScreen::new(league);
        let task = screen.load(&db, self.lang()).map(Message::Audit);
        self.audit = Some(screen);
        self.screen = Screen::Audit;
        task
    }

    pub(in crate::gui) fn open_history(&mut self, page: Page) -> Task<Message> {
        let Some(db) = self.file.db().cloned() else {
            return Task::none();
        };
        let screen = HistoryScreen::new(page);
        let task = screen.load(&db, self.lang()).map(Message::History);
        self.history = Some(screen);
        self.screen = Screen::History;
        task
    }

    /// Reads a league into its screen without showing it, so the navigation can offer
    /// it (e.g. when the window starts on a season).
    pub(super) fn ensure_league(&mut self, id: LeagueId) -> Task<Message> {
        if self.league.as_ref().is_some_and(|screen| screen.id == id) {
            return Task::none();
        }
        let Some(db) = self.file.db().cloned() else {
            return Task::none();
        };
        if self.league.is_some() {
            // Another league's places leave the bar; the one just opened stays.
            self.leave_league_places(self.screen);
        }
        let mut screen = LeagueScreen::new(id);
        let task = screen.load(&db, self.lang()).map(Message::League);
        self.league = Some(screen);
        task
    }

    /// Shows a league's screen, read again (its seasons may have changed).
    pub(super) fn show_league(&mut self, id: LeagueId) -> Task<Message> {
        let lang = self.lang();
        match (self.league.as_mut(), self.file.db()) {
            (Some(screen), Some(db)) if screen.id == id => {
                self.screen = Screen::League;
                screen.load(db, lang).map(Message::League)
            }
            _ => self.open_league(id),
        }
    }

    pub(super) fn season_message(&mut self, message: season::Message) -> Task<Message> {
        let lang = self.lang();
        let (Some(screen), Some(db)) = (self.season.as_mut(), self.file.db()) else {
            return Task::none();
        };
        let action = screen.update(message, db, lang);
        let league = screen.league_id();
        let follow = match league {
            Some(id) => self.ensure_league(id),
            None => Task::none(),
        };
        let task = match action {
            season::Action::None => Task::none(),
            season::Action::Run(task) => task.map(Message::Season),
            season::Action::Back(id) => self.show_league(id),
            season::Action::OpenTeam(id) => self.open_team(id),
            season::Action::OpenMatchDay(id) => self.open_match_day(id, None),
            season::Action::OpenHistory(id) => {
                self.history_return = Screen::Season;
                self.open_history(Page::Team(id))
            }
            season::Action::Changed(task) => task.map(Message::Season),
        };
        Task::batch([task, follow])
    }

    pub(super) fn audit_message(&mut self, message: audit::Message) -> Task<Message> {
        let lang = self.lang();
        let (Some(screen), Some(db)) = (self.audit.as_mut(), self.file.db()) else {
            return Task::none();
        };
        match screen.update(message, db, lang) {
            audit::Action::None => Task::none(),
            audit::Action::Run(task) => task.map(Message::Audit),
            audit::Action::Back(id) => self.show_league(id),
        }
    }

    pub(super) fn history_message(&mut self, message: history::Message) -> Task<Message> {
        let lang = self.lang();
        let (Some(screen), Some(db)) = (self.history.as_mut(), self.file.db()) else {
            return Task::none();
        };
        match screen.update(message, db, lang) {
            history::Action::None => Task::none(),
            history::Action::Run(task) => task.map(Message::History),
            history::Action::Back => {
                let back = self.history_return;
                let there = match back {
                    Screen::League => self.league.is_some(),
                    Screen::Team => self.games.shows(Screen::Team),
                    Screen::Season => self.season.is_some(),
                    _ => false,
                };
                match (there, back) {
                    (true, Screen::Team) => {
                        self.screen = Screen::Team;
                        Task::none()
                    }
                    (true, screen) => self.show(screen),
                    (false, _) if self.league.is_some() => self.show(Screen::League),
                    (false, _) => self.show(Screen::Start),
                }
            }
            history::Action::OpenTeam(id) => self.open_team(id),
        }
    }

    pub(super) fn play_view(&self) -> Element<'_, Message> {
        let context = self.context();
        let missing = || iced::widget::text(tr(context.lang, Text::NoLeague)).into();
        match self.screen {
            Screen::Season => self
                .season
                .as_ref()
                .map_or_else(missing, |s| s.view(context).map(Message::Season)),
            Screen::Audit => self
                .audit
                .as_ref()
                .map_or_else(missing, |s| s.view(context).map(Message::Audit)),
            Screen::MatchDay => self
                .games
                .view(Screen::MatchDay, context)
                .map_or_else(missing, |view| view.map(Message::Game)),
            Screen::History => self
                .history
                .as_ref()
                .map_or_else(missing, |s| s.view(context).map(Message::History)),
            _ => missing(),
        }
    }
}
