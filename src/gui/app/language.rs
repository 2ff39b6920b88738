//! The root's part for the app's settings: language, theme and paper chosen, the screens
//! read again in a new language, and the settings file written.

use iced::Task;

use super::{App, Message};
use crate::data::Lang;
use crate::gui::notice::Notice;
use crate::gui::screen::settings;
use crate::gui::tr::{Text, tr};

impl App {
    pub(super) fn settings_message(&mut self, message: settings::Message) -> Task<Message> {
        match message {
            settings::Message::LanguageChosen(lang) => self.set_language(lang),
            settings::Message::ThemeChosen(theme) => {
                self.prefs.theme = theme;
                self.save_prefs();
                Task::none()
            }
            settings::Message::PaperChosen(paper) => {
                self.prefs.paper = paper;
                self.save_prefs();
                Task::none()
            }
        }
    }

    /// Switches the language and reloads what was read in the old one (names and
    /// messages come from the core in the chosen language).
    pub fn set_language(&mut self, lang: Lang) -> Task<Message> {
        if self.lang == lang {
            return Task::none();
        }
        self.lang = lang;
        self.prefs.lang = lang;
        self.save_prefs();
        let Some(db) = self.file.db().cloned() else {
            return Task::none();
        };
        let mut tasks = vec![self.start.load(&db, lang).map(Message::Start)];
        if let Some(screen) = self.league.as_mut() {
            tasks.push(screen.load(&db, lang).map(Message::League));
        }
        if let Some(screen) = self.team.as_mut() {
            screen.refusal = None;
            tasks.push(screen.load(&db, lang).map(Message::Team));
        }
        if let Some(screen) = self.builder.as_mut() {
            screen.refusal = None;
            tasks.push(screen.load(&db, lang).map(Message::Builder));
        }
        if let Some(screen) = self.season.as_mut() {
            screen.cancel();
            screen.done = None;
            tasks.push(screen.load(&db, lang).map(Message::Season));
        }
        if let Some(screen) = self.bb_match_day.as_mut() {
            screen.refusal = None;
            tasks.push(screen.load(&db, lang).map(Message::BbMatchDay));
        }
        if let Some(screen) = self.audit.as_mut() {
            tasks.push(screen.load(&db, lang).map(Message::Audit));
        }
        tasks.push(self.reload_kpb());
        if let Some(screen) = self.history.as_ref() {
            tasks.push(screen.load(&db, lang).map(Message::History));
        }
        Task::batch(tasks)
    }

    pub(super) fn save_prefs(&mut self) {
        let Some(path) = &self.prefs_path else {
            return;
        };
        if let Err(error) = self.prefs.save(path) {
            self.notice = Some(Notice::problem(format!(
                "{} {error}",
                tr(self.lang, Text::SettingsNotSaved)
            )));
        }
    }
}
