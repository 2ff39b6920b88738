//! One rule for every screen of every game: whenever the file may hold other numbers —
//! this window committed a write (its store's commits moved) or another program did (the
//! file's `data_version` moved) — every open screen reads the file again. A form being
//! filled keeps what was typed; its lists and figures are read again.

use iced::Task;

use super::{App, Message};
use crate::gui::db::Db;
use crate::gui::killpower;

impl App {
    /// After any message: the screens read the file again when this window's last job
    /// committed a write.
    pub(super) fn reread_after_commit(&mut self) -> Task<Message> {
        let Some(commits) = self.file.db().map(Db::commits) else {
            return Task::none();
        };
        if self.seen_commits == Some(commits) {
            return Task::none();
        }
        let first = self.seen_commits.is_none();
        self.seen_commits = Some(commits);
        if first {
            // The file has just opened: its screens are being read already.
            return Task::none();
        }
        self.reread_open_screens()
    }

    /// Every open screen, read again from the file.
    pub(super) fn reread_open_screens(&mut self) -> Task<Message> {
        let lang = self.lang();
        let Some(db) = self.file.db().cloned() else {
            return Task::none();
        };
        let mut tasks = vec![self.start.load(&db, lang).map(Message::Start)];
        if let Some(screen) = self.league.as_mut() {
            tasks.push(screen.load(&db, lang).map(Message::League));
        }
        if let Some(screen) = self.team.as_mut() {
            tasks.push(screen.load(&db, lang).map(Message::Team));
        }
        if let Some(screen) = self.game_team.as_mut() {
            tasks.push(screen.load(&db, lang).map(Message::GameTeam));
        }
        if let Some(screen) = self.builder.as_ref() {
            tasks.push(screen.load(&db, lang).map(Message::Builder));
        }
        if let Some(screen) = self.season.as_ref() {
            tasks.push(screen.load(&db, lang).map(Message::Season));
        }
        if let Some(screen) = self.match_day.as_ref() {
            tasks.push(screen.load(&db, lang).map(Message::MatchDay));
        }
        if let Some(screen) = self.bb_match_day.as_ref() {
            tasks.push(screen.load(&db, lang).map(Message::BbMatchDay));
        }
        if let Some(screen) = self.audit.as_mut() {
            tasks.push(screen.load(&db, lang).map(Message::Audit));
        }
        if let Some(screen) = self.history.as_ref() {
            tasks.push(screen.load(&db, lang).map(Message::History));
        }
        tasks.push(self.reread_kpb(&db));
        Task::batch(tasks)
    }

    /// Killpower Ball's team, creation and match screens, read again.
    fn reread_kpb(&self, db: &Db) -> Task<Message> {
        let lang = self.lang();
        let screens = &self.kpb;
        let mut tasks = Vec::new();
        if let Some(screen) = screens.team.as_ref() {
            tasks.push(screen.load(db, lang).map(killpower::Message::Team));
        }
        if let Some(screen) = screens.new_team.as_ref() {
            tasks.push(screen.load(db, lang).map(killpower::Message::NewTeam));
        }
        if let Some(screen) = screens.match_day.as_ref() {
            tasks.push(screen.load(db, lang).map(killpower::Message::Match));
        }
        Task::batch(tasks).map(Message::Killpower)
    }
}
