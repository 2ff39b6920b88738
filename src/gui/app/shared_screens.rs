//! The shared screens' requests the root acts on: the leagues' list, a league's screen
//! (its card, its teams, seasons, audit and graveyard) and printing a document.

use super::{App, FileMessage, Landing, Message, Screen};
use crate::gui::notice::Notice;
use crate::gui::print::Document;
use crate::gui::screen::history::{self};
use crate::gui::screen::league::{self};
use crate::gui::screen::league_publish::Message as PublishMessage;
use crate::gui::screen::start::{self};
use iced::Task;

fn publish_message(message: PublishMessage) -> Message {
    Message::League(league::Message::Publish(message))
}

impl App {
    pub(super) fn start_message(&mut self, message: start::Message) -> Task<Message> {
        let leagues_arrived = matches!(&message, start::Message::LeaguesLoaded(Ok(_)));
        let lang = self.lang();
        let action = self.start.update(message, self.file.db(), lang);
        let task = match action {
            start::Action::None => Task::none(),
            start::Action::Run(task) => task.map(Message::Start),
            start::Action::OpenLeague(id) => self.open_league(id),
            start::Action::OpenFile => self.pick_file(false),
            start::Action::NewFile => self.pick_file(true),
            start::Action::OpenRecent(path) => {
                self.opening = crate::gui::db::Opening::Existing;
                self.open_file(path)
            }
            start::Action::RetryOpen => self.open_file(self.file.path().to_path_buf()),
            start::Action::BackUp => self.file_message(FileMessage::BackUpPressed),
            start::Action::Restore => self.file_message(FileMessage::RestorePressed),
        };
        if leagues_arrived && self.landing == Landing::Default && self.screen == Screen::Start {
            self.landing = Landing::Start;
            if let Some([only]) = self.start.leagues.loaded().map(Vec::as_slice) {
                return self.open_league(only.id);
            }
        }
        task
    }

    pub(super) fn league_message(&mut self, message: league::Message) -> Task<Message> {
        let lang = self.lang();
        let (Some(screen), Some(db)) = (self.league.as_mut(), self.file.db()) else {
            return Task::none();
        };
        let loaded = matches!(&message, league::Message::Loaded(Ok(_)));
        let action = screen.update(message, db, lang);
        if loaded && self.screen == Screen::League {
            self.landed = true;
        }
        match action {
            league::Action::None => Task::none(),
            league::Action::Run(task) => task.map(Message::League),
            league::Action::OpenTeam(id) => self.open_team(id),
            league::Action::OpenNewTeam(id) => self.open_new_team(id),
            league::Action::OpenSeason(id) => self.open_season(id, None),
            league::Action::OpenAudit(id) => self.open_audit(id),
            league::Action::PickFile { title, kind, then } => {
                let picked = self.ask_open(title, kind);
                App::when_picked(picked, move |path| {
                    Message::League(league::Message::Card(then(path)))
                })
            }
            league::Action::OpenGraveyard(id) => {
                self.history_return = Screen::League;
                self.open_history(history::Page::Graveyard(id))
            }
            league::Action::PickPublishFolder(title) => self.pick_publish_folder(title),
            league::Action::Browse(page) => {
                let tried = self.viewer.show(&page);
                Task::done(publish_message(PublishMessage::BrowserTried(tried)))
            }
            league::Action::Published { notice, here } => {
                if !here || self.screen != Screen::League {
                    self.notice = Some(notice);
                }
                Task::none()
            }
        }
    }

    /// The desktop's folder dialog for the publish panel; where none can open, the
    /// panel says to type the path.
    fn pick_publish_folder(&self, title: String) -> Task<Message> {
        if !self.picker.can_ask() {
            return Task::done(publish_message(PublishMessage::NoDialog));
        }
        Task::perform(self.picker.folder(title), |folder| {
            publish_message(PublishMessage::FolderPicked(folder))
        })
    }

    /// Asks where to save a document a screen wants printed, then prints it.
    pub(super) fn print(&mut self, document: Document) -> Task<Message> {
        match self
            .printing
            .request(document, self.picker.as_ref(), self.file.path(), self.lang)
        {
            Ok(task) => task.map(Message::Print),
            Err(reason) => {
                self.notice = Some(Notice::problem(reason));
                Task::none()
            }
        }
    }
}
