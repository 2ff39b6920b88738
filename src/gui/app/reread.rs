//! One rule for every screen of every game: whenever the file may hold other numbers —
//! this window committed a write (its store's commits moved) or another program did (the
//! file's `data_version` moved) — every open screen reads the file again. A form being
//! filled keeps what was typed; its lists and figures are read again.

use iced::Task;

use super::{App, Message};
use crate::gui::db::Db;

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
        if let Some(screen) = self.season.as_ref() {
            tasks.push(screen.load(&db, lang).map(Message::Season));
        }
        if let Some(screen) = self.audit.as_mut() {
            tasks.push(screen.load(&db, lang).map(Message::Audit));
        }
        if let Some(screen) = self.history.as_ref() {
            tasks.push(screen.load(&db, lang).map(Message::History));
        }
        tasks.push(self.games.reread(&db, lang).map(Message::Game));
        Task::batch(tasks)
    }
}
