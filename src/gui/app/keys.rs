//! The keyboard: Tab and Shift+Tab between fields, Escape to cancel, and the shortcuts
//! (Ctrl+O open, Ctrl+N new, Ctrl+F search, Ctrl+Z undo, Alt+Left back).

use iced::Task;
use iced::keyboard::{self, Key, key::Named};
use iced::widget::operation;

use super::{App, Message, Screen};
use crate::gui::games::StartForm;
use crate::gui::print::Printing;
use crate::gui::screen::league::{self, LeagueScreen};
use crate::gui::screen::season::SeasonScreen;
use crate::gui::screen::start;

impl App {
    pub(super) fn key_pressed(&mut self, event: keyboard::Event) -> Task<Message> {
        let keyboard::Event::KeyPressed { key, modifiers, .. } = event else {
            return Task::none();
        };
        match (key.as_ref(), modifiers.command()) {
            (Key::Named(Named::Tab), _) if modifiers.shift() => operation::focus_previous(),
            (Key::Named(Named::Tab), _) => operation::focus_next(),
            (Key::Named(Named::Escape), _) => self.cancel(),
            (Key::Named(Named::ArrowLeft), false) if modifiers.alt() => self.go_back(),
            (Key::Character("o"), true) => self.pick_file(false),
            (Key::Character("n"), true) => self.new_shortcut(),
            (Key::Character("f"), true) => self.search_shortcut(),
            (Key::Character("z"), true) if self.screen == Screen::Team => self.undo_on_team(),
            _ => Task::none(),
        }
    }

    fn cancel(&mut self) -> Task<Message> {
        self.notice = None;
        self.pending_restore = None;
        if !self.printing.is_working() {
            self.printing = Printing::Idle;
        }
        match self.screen {
            Screen::Builder => return self.leave_builder(),
            Screen::Start => self.start.cancel(),
            Screen::League => self.league.iter_mut().for_each(LeagueScreen::cancel),
            Screen::Team => self.games.cancel(Screen::Team),
            Screen::Season => self.season.iter_mut().for_each(SeasonScreen::cancel),
            Screen::Reference => self.reference_screen.cancel(),
            Screen::MatchDay
            | Screen::NewTeam
            | Screen::Audit
            | Screen::History
            | Screen::Settings => {}
        }
        Task::none()
    }

    /// Ctrl+N: a new team on a league's screens, a new league elsewhere.
    fn new_shortcut(&mut self) -> Task<Message> {
        match self.screen {
            Screen::League | Screen::Team if self.league_has_wizard() => {
                let id = self.league.as_ref().map(|l| l.id);
                id.map_or_else(Task::none, |id| self.open_new_team(id))
            }
            Screen::League if self.league.is_some() => {
                self.screen = Screen::League;
                operation::focus(league::NEW_TEAM_INPUT)
            }
            Screen::Team if self.league.is_some() && self.games.team_offers_new_team() => {
                self.screen = Screen::League;
                operation::focus(league::NEW_TEAM_INPUT)
            }
            _ => {
                self.screen = Screen::Start;
                operation::focus(start::NEW_LEAGUE_INPUT)
            }
        }
    }

    /// Ctrl+F: the search field of the league's teams, else of the reference.
    fn search_shortcut(&mut self) -> Task<Message> {
        if self.screen == Screen::League {
            return operation::focus(league::SEARCH_INPUT);
        }
        self.reference_search()
    }
}

impl App {
    /// Whether the league on screen makes its teams in its game's wizard.
    fn league_has_wizard(&self) -> bool {
        self.league
            .as_ref()
            .and_then(|l| l.data.loaded())
            .is_some_and(|d| d.parts.start_form == StartForm::Gladiators)
    }
}
