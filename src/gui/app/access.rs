//! What the window holds, read from outside (the tests and the measuring runs look at
//! the screens through these).

use super::{App, Screen};
use crate::data::Lang;
use crate::gui::db::FileState;
use crate::gui::games::reference::ReferenceScreen;
use crate::gui::games::screens::GameScreens;
use crate::gui::prefs::Prefs;
use crate::gui::print::Printing;
use crate::gui::screen::audit::AuditScreen;
use crate::gui::screen::history::HistoryScreen;
use crate::gui::screen::league::LeagueScreen;
use crate::gui::screen::season::SeasonScreen;
use crate::gui::screen::start::Start;

impl App {
    pub fn lang(&self) -> Lang {
        self.lang
    }

    pub fn screen(&self) -> Screen {
        self.screen
    }

    pub fn prefs(&self) -> &Prefs {
        &self.prefs
    }

    pub fn file(&self) -> &FileState {
        &self.file
    }

    pub fn start_screen(&self) -> &Start {
        &self.start
    }

    pub fn league_screen(&self) -> Option<&LeagueScreen> {
        self.league.as_ref()
    }

    pub fn season_screen(&self) -> Option<&SeasonScreen> {
        self.season.as_ref()
    }

    /// Every game's screens.
    pub fn games(&self) -> &GameScreens {
        &self.games
    }

    pub fn audit_screen(&self) -> Option<&AuditScreen> {
        self.audit.as_ref()
    }

    pub fn history_screen(&self) -> Option<&HistoryScreen> {
        self.history.as_ref()
    }

    pub fn reference_screen(&self) -> &ReferenceScreen {
        &self.reference_screen
    }

    /// Where printing stands (the bar under the navigation).
    pub fn printing(&self) -> &Printing {
        &self.printing
    }

    /// The background check of the open file.
    pub fn file_check(&self) -> &crate::gui::db::CheckState {
        &self.file_check
    }

    pub fn notice(&self) -> Option<&str> {
        self.notice.as_ref().map(|notice| notice.text.as_str())
    }
}
