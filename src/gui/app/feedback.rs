//! Saying briefly that a change went through: the passing note at the window's foot.

use super::{App, Message};
use crate::gui::notice::Notice;
use crate::gui::screen::{league, season};
use crate::gui::tr::{Text, tr};

impl App {
    /// Shows a passing note when `message` reports a change that succeeded.
    pub(super) fn note_success(&mut self, message: &Message) {
        if let Some(text) = success_text(message, self.lang()) {
            self.notice = Some(Notice::done(text));
        }
    }
}

/// What a message reporting a successful change says, if it reports one.
fn success_text(message: &Message, lang: crate::data::Lang) -> Option<String> {
    let saved = || Some(tr(lang, Text::ChangeSaved).to_string());
    match message {
        Message::Game(message) => message.success_text(lang),
        Message::League(league::Message::Card(message)) if message.saved() => saved(),
        Message::Season(season::Message::Changed(_, Ok(done))) if !done.is_empty() => {
            Some(done.clone())
        }
        Message::Season(season::Message::Changed(_, Ok(_))) => saved(),
        Message::League(league::Message::Created(Ok(_))) => {
            Some(tr(lang, Text::TeamCreated).to_string())
        }
        Message::League(league::Message::SeasonCreated(Ok(_))) => {
            Some(tr(lang, Text::SeasonCreated).to_string())
        }
        _ => None,
    }
}
