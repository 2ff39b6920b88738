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
        // What was said in the old language goes; every open screen reads the file
        // again in the new one (`reread`).
        if let Some(screen) = self.season.as_mut() {
            screen.cancel();
            screen.done = None;
        }
        self.games.forget_refusals();
        self.reread_open_screens()
    }

    pub(super) fn save_prefs(&mut self) {
        let Some(path) = &self.prefs_path else {
            return;
        };
        if let Err(error) = self.prefs.save(path) {
            let said = error.text(crate::error::Surface::Window, self.lang);
            self.notice = Some(Notice::problem(format!(
                "{} {said}",
                tr(self.lang, Text::SettingsNotSaved)
            )));
        }
    }
}
