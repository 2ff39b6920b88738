//! What the window holds, read from outside (the tests and the measuring runs look at
//! the screens through these).

use super::{App, Screen};
use crate::data::Lang;
use crate::gui::db::FileState;
use crate::gui::games::builder::BuilderScreen;
use crate::gui::games::match_day::MatchDayScreen;
use crate::gui::games::reference::ReferenceScreen;
use crate::gui::games::team::TeamScreen;
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

    pub fn team_screen(&self) -> Option<&TeamScreen> {
        self.team.as_ref()
    }

    pub fn builder_screen(&self) -> Option<&BuilderScreen> {
        self.builder.as_ref()
    }

    pub fn season_screen(&self) -> Option<&SeasonScreen> {
        self.season.as_ref()
    }

    pub fn match_day_screen(&self) -> Option<&MatchDayScreen> {
        self.match_day.as_ref()
    }

    /// Blood Bowl's team screen, when one is open.
    pub fn bb_team_screen(&self) -> Option<&crate::gui::bloodbowl::TeamScreen> {
        self.game_team.as_ref()
    }

    /// Blood Bowl's match-day wizard, when one is open.
    pub fn bb_match_day_screen(&self) -> Option<&crate::gui::bloodbowl::match_day::MatchDayScreen> {
        self.bb_match_day.as_ref()
    }

    /// Killpower Ball's team screen, when one is open.
    pub fn kpb_team_screen(&self) -> Option<&crate::gui::killpower::team::TeamScreen> {
        self.kpb.team.as_ref()
    }

    /// Killpower Ball's creation wizard, when it is open.
    pub fn kpb_new_team_screen(&self) -> Option<&crate::gui::killpower::new_team::NewTeamScreen> {
        self.kpb.new_team.as_ref()
    }

    /// Killpower Ball's match screen, when one is open.
    pub fn kpb_match_screen(&self) -> Option<&crate::gui::killpower::match_day::MatchScreen> {
        self.kpb.match_day.as_ref()
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
