//! The window root's part for DreadBall's screens: opening a team, acting on what its
//! screen asks (the builders, the history), and leaving the builder.

use iced::Task;

use super::builder::{self, BuildKind, BuilderScreen, Choice};
use super::team::{self, TeamScreen};
use crate::data::dreadball::Reference;
use crate::gui::app::{App, Landing, Message, Screen};
use crate::gui::screen::history;
use crate::rules::dreadball::build::Design;
use crate::store::TeamId;

impl App {
    pub(in crate::gui) fn open_team_screen(&mut self, id: TeamId) -> Task<Message> {
        let Some(db) = self.file.db().cloned() else {
            return Task::none();
        };
        let mut screen = TeamScreen::new(id);
        let task = screen.load(&db, self.lang()).map(Message::Team);
        self.team = Some(screen);
        self.builder = None;
        self.screen = Screen::Team;
        task
    }

    pub(in crate::gui) fn team_message(&mut self, message: team::Message) -> Task<Message> {
        let lang = self.lang();
        let (Some(screen), Some(db)) = (self.team.as_mut(), self.file.db()) else {
            return Task::none();
        };
        let loaded = matches!(&message, team::Message::Loaded(Ok(_)));
        let action = screen.update(message, db, lang);
        if let (true, Landing::Builder(id, kind)) = (loaded, self.landing)
            && let Some(data) = screen.data.loaded().filter(|data| data.view.team.id == id)
        {
            self.landing = Landing::Start;
            let team = data.view.team.clone();
            return self.open_builder(team, kind, None);
        }
        match action {
            team::Action::None => Task::none(),
            team::Action::Run(task) => task.map(Message::Team),
            team::Action::Back => self.back_to_league(),
            team::Action::OpenBuilder(team, kind, design) => self.open_builder(*team, kind, design),
            team::Action::OpenHistory(id) => {
                self.history_return = Screen::Team;
                self.open_history(history::Page::Team(id))
            }
        }
    }

    /// Opens the builder for a team, empty or with a design to build again.
    pub(in crate::gui) fn open_builder(
        &mut self,
        team: crate::store::dreadball::TeamRecord,
        kind: BuildKind,
        design: Option<Box<Design>>,
    ) -> Task<Message> {
        let Some(db) = self.file.db().cloned() else {
            return Task::none();
        };
        let choice = design
            .and_then(|design| Choice::from_design(&design, Reference::bundled_or_empty()))
            .unwrap_or_else(|| Choice::starting(kind, Reference::bundled_or_empty()));
        let screen = BuilderScreen::new(team, choice);
        let task = screen.load(&db, self.lang()).map(Message::Builder);
        self.builder = Some(screen);
        self.screen = Screen::Builder;
        task
    }

    pub(in crate::gui) fn builder_message(&mut self, message: builder::Message) -> Task<Message> {
        let (lang, reference) = (self.lang(), Reference::bundled_or_empty());
        let (Some(screen), Some(db)) = (self.builder.as_mut(), self.file.db()) else {
            return Task::none();
        };
        match screen.update(message, db, reference, lang) {
            builder::Action::None => Task::none(),
            builder::Action::Run(task) => task.map(Message::Builder),
            builder::Action::Back => self.back_to_team(),
        }
    }

    /// Leaves the builder for the team screen, reloaded (players may have been added).
    pub(in crate::gui) fn back_to_team(&mut self) -> Task<Message> {
        let lang = self.lang();
        self.builder = None;
        match (self.team.as_mut(), self.file.db()) {
            (Some(screen), Some(db)) => {
                self.screen = Screen::Team;
                screen.load(db, lang).map(Message::Team)
            }
            _ => self.show(Screen::Start),
        }
    }
}
