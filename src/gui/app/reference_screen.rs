//! The root's part for the reference screen: its messages, showing it on the game of the
//! league open (or the page asked for at start), and Ctrl+F.

use iced::Task;
use iced::widget::operation;

use super::{App, Message, Screen};
use crate::gui::games::reference::{self, Page};

impl App {
    pub(super) fn reference_message(&mut self, message: reference::Message) -> Task<Message> {
        self.reference_screen.update(message);
        Task::none()
    }

    /// Shows the reference: on the page given, else on the game of the league open.
    pub(super) fn open_reference(&mut self, page: Option<Page>) -> Task<Message> {
        self.follow_league_in_reference();
        if let Some(page) = page {
            self.reference_screen.open(page);
        }
        self.show(Screen::Reference)
    }

    /// Ctrl+F away from the league: the reference's search field.
    pub(super) fn reference_search(&mut self) -> Task<Message> {
        self.follow_league_in_reference();
        self.screen = Screen::Reference;
        operation::focus(reference::SEARCH_INPUT)
    }

    fn follow_league_in_reference(&mut self) {
        let league = self.league.as_ref().and_then(|screen| {
            let data = screen.data.loaded()?;
            Some((screen.id, data.league.game.as_str()))
        });
        self.reference_screen.follow(league);
    }
}
