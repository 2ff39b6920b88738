//! The places of one league at a time: leaving a league closes its seasons, teams,
//! match days, audit and history, so the bar never offers another league's places.

use super::{App, Screen};

impl App {
    /// Closes every place of the league being left (season, team, builder, match day,
    /// audit, history) but the one of screen `keep`: the bar never mixes two leagues'
    /// places.
    pub(super) fn leave_league_places(&mut self, keep: Screen) {
        if keep != Screen::Season {
            self.season = None;
        }
        if keep != Screen::Team {
            self.team = None;
        }
        if keep != Screen::Builder {
            self.builder = None;
        }
        if keep != Screen::GameTeam {
            self.game_team = None;
            self.kpb.team = None;
        }
        if keep != Screen::MatchDay {
            self.match_day = None;
            self.bb_match_day = None;
            self.kpb.match_day = None;
        }
        if keep != Screen::NewTeam {
            self.kpb.new_team = None;
        }
        if keep != Screen::Audit {
            self.audit = None;
        }
        if keep != Screen::History {
            self.history = None;
        }
    }
}
