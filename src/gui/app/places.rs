//! The places of one league at a time: leaving a league closes its seasons, teams,
//! match days, audit and history, so the bar never offers another league's places.

use iced::Task;

use super::{App, Message, Screen};
use crate::gui::failure::Failure;
use crate::gui::screen::season::SeasonScreen;
use crate::store::{FixtureId, LeagueId, SeasonId, TeamId};

impl App {
    /// Closes every place of the league being left (season, team, builder, match day,
    /// audit, history) but the one of screen `keep`: the bar never mixes two leagues'
    /// places.
    pub(super) fn leave_league_places(&mut self, keep: Screen) {
        if keep != Screen::Season {
            self.season = None;
        }
        for place in [
            Screen::Team,
            Screen::Builder,
            Screen::MatchDay,
            Screen::NewTeam,
        ] {
            if keep != place {
                self.games.close(place);
            }
        }
        if keep != Screen::Audit {
            self.audit = None;
        }
        if keep != Screen::History {
            self.history = None;
        }
    }
}

/// The league (and season) a place opened on its own belongs to, read from the file.
pub type PlaceRead = Result<(LeagueId, Option<SeasonId>), Failure>;

impl App {
    /// Reads which league a team belongs to, so the trail shows it above the team.
    pub(super) fn read_team_place(&self, id: TeamId) -> Task<Message> {
        let Some(db) = self.file.db().cloned() else {
            return Task::none();
        };
        Task::perform(
            db.call(self.lang(), move |store, _| {
                crate::coach::team_header(store, id).map(|team| (team.league_id, None))
            }),
            Message::PlaceRead,
        )
    }

    /// Reads which league and season a match belongs to, for the trail above it.
    pub(super) fn read_match_place(&self, id: FixtureId) -> Task<Message> {
        let Some(db) = self.file.db().cloned() else {
            return Task::none();
        };
        Task::perform(
            db.call(self.lang(), move |store, _| {
                crate::coach::fixture_place(store, id)
                    .map(|(league, season)| (league, Some(season)))
            }),
            Message::PlaceRead,
        )
    }

    /// Opens, without showing them, the league and season a place belongs to. A place
    /// that cannot be read says so on its own screen.
    pub(super) fn place_read(&mut self, place: PlaceRead) -> Task<Message> {
        let Ok((league, season)) = place else {
            return Task::none();
        };
        let league = self.ensure_league(league);
        let season = match (season, self.file.db().cloned()) {
            (Some(id), Some(db)) if self.season.as_ref().is_none_or(|s| s.id != id) => {
                let screen = SeasonScreen::new(id, None);
                let task = screen.load(&db, self.lang()).map(Message::Season);
                self.season = Some(screen);
                task
            }
            _ => Task::none(),
        };
        Task::batch([league, season])
    }
}
