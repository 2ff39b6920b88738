//! The root's part for Killpower Ball's screens: opening its team screen, its creation
//! wizard and its match screen, routing their messages, and acting on what they ask
//! (print, export, a deck file to import, going back).

use iced::{Element, Task};

use super::{App, Message, Screen};
use crate::gui::games::match_day::Step as SharedStep;
use crate::gui::killpower::league::Message as LeagueKpb;
use crate::gui::killpower::match_day::{self as kmatch, MatchScreen, Step};
use crate::gui::killpower::new_team::{self as knew, NewTeamScreen};
use crate::gui::killpower::team::{self as kteam, TeamScreen};
use crate::gui::killpower::tr::Kp;
use crate::gui::killpower::{self, league::LeaguePart};
use crate::gui::picker::FileKind;
use crate::gui::screen::league;
use crate::gui::screen::season::Tab;
use crate::gui::tr::{Text, tr};
use crate::store::{FixtureId, LeagueId, TeamId};

fn wrap(message: killpower::Message) -> Message {
    Message::Killpower(message)
}

impl App {
    pub(super) fn killpower_message(&mut self, message: killpower::Message) -> Task<Message> {
        match message {
            killpower::Message::Team(kteam::Message::Print(document))
            | killpower::Message::Match(kmatch::Message::Print(document)) => self.print(document),
            killpower::Message::Team(kteam::Message::Exchange(request)) => {
                self.exchange_message(super::ExchangeMessage::Requested(request))
            }
            killpower::Message::Team(message) => self.kpb_team_message(message),
            killpower::Message::NewTeam(message) => self.kpb_new_team_message(message),
            killpower::Message::Match(message) => self.kpb_match_message(message),
        }
    }

    /// Opens a Killpower Ball team.
    pub(super) fn open_kpb_team(&mut self, id: TeamId) -> Task<Message> {
        let Some(db) = self.file.db().cloned() else {
            return Task::none();
        };
        let screen = TeamScreen::new(id);
        let task = screen.load(&db, self.lang());
        self.game_team = None;
        self.kpb.team = Some(screen);
        self.screen = Screen::GameTeam;
        task.map(|m| wrap(killpower::Message::Team(m)))
    }

    fn kpb_team_message(&mut self, message: kteam::Message) -> Task<Message> {
        let lang = self.lang();
        let (Some(screen), Some(db)) = (self.kpb.team.as_mut(), self.file.db()) else {
            return Task::none();
        };
        match screen.update(message, db, lang) {
            kteam::Action::None => Task::none(),
            kteam::Action::Run(task) => task.map(|m| wrap(killpower::Message::Team(m))),
            kteam::Action::Back => match (self.league.as_mut(), self.file.db()) {
                (Some(league), Some(db)) => {
                    self.screen = Screen::League;
                    league.load(db, lang).map(Message::League)
                }
                _ => self.show(Screen::Start),
            },
        }
    }

    /// Opens the creation wizard of a Killpower Ball league.
    pub(super) fn open_kpb_new_team(&mut self, league: LeagueId) -> Task<Message> {
        let Some(db) = self.file.db().cloned() else {
            return Task::none();
        };
        let screen = NewTeamScreen::new(league);
        let task = screen.load(&db, self.lang());
        self.kpb.new_team = Some(screen);
        self.screen = Screen::NewTeam;
        Task::batch([
            task.map(|m| wrap(killpower::Message::NewTeam(m))),
            self.ensure_league(league),
        ])
    }

    fn kpb_new_team_message(&mut self, message: knew::Message) -> Task<Message> {
        let lang = self.lang();
        let (Some(screen), Some(db)) = (self.kpb.new_team.as_mut(), self.file.db()) else {
            return Task::none();
        };
        match screen.update(message, db, lang) {
            knew::Action::None => Task::none(),
            knew::Action::Run(task) => task.map(|m| wrap(killpower::Message::NewTeam(m))),
            knew::Action::Back(league) => {
                self.kpb.new_team = None;
                self.show_league_again(league)
            }
            knew::Action::Created(league, team) => {
                self.kpb.new_team = None;
                Task::batch([self.show_league_again(league), self.open_kpb_team(team)])
            }
        }
    }

    /// The league's screen, read again (its teams changed, or may have).
    fn show_league_again(&mut self, id: LeagueId) -> Task<Message> {
        let lang = self.lang();
        match (self.league.as_mut(), self.file.db()) {
            (Some(screen), Some(db)) if screen.id == id => {
                self.screen = Screen::League;
                screen.load(db, lang).map(Message::League)
            }
            _ => self.open_league(id),
        }
    }

    /// Opens Killpower Ball's match screen on a fixture.
    pub(super) fn open_kpb_match(
        &mut self,
        id: FixtureId,
        step: Option<SharedStep>,
    ) -> Task<Message> {
        let Some(db) = self.file.db().cloned() else {
            return Task::none();
        };
        let screen = MatchScreen::new(id, step.map(Step::of));
        let task = screen.load(&db, self.lang());
        self.match_day = None;
        self.bb_match_day = None;
        self.kpb.match_day = Some(screen);
        self.screen = Screen::MatchDay;
        task.map(|m| wrap(killpower::Message::Match(m)))
    }

    fn kpb_match_message(&mut self, message: kmatch::Message) -> Task<Message> {
        let lang = self.lang();
        let (Some(screen), Some(db)) = (self.kpb.match_day.as_mut(), self.file.db()) else {
            return Task::none();
        };
        match screen.update(message, db, lang) {
            kmatch::Action::None => Task::none(),
            kmatch::Action::Run(task) => task.map(|m| wrap(killpower::Message::Match(m))),
            kmatch::Action::Back(season) => self.open_season(season, Some(Tab::Fixtures)),
            kmatch::Action::Changed(task) => task.map(|m| wrap(killpower::Message::Match(m))),
        }
    }

    /// Asks for a deck file for the league on screen, then gives it to the league.
    pub(super) fn pick_deck(&mut self) -> Task<Message> {
        let title = tr(self.lang(), Kp::ImportDeckTitle).to_string();
        let picked = self.ask_open(title, FileKind::Deck);
        App::when_picked(picked, |path| {
            Message::League(league::Message::Kpb(LeagueKpb::DeckPicked(path)))
        })
    }

    /// Opens a league on a part of its Killpower Ball card (`--screen league:ID:cards`).
    pub(super) fn open_league_part(&mut self, id: LeagueId, part: LeaguePart) -> Task<Message> {
        let task = self.open_league(id);
        if let Some(screen) = self.league.as_mut() {
            part.apply(&mut screen.kpb);
        }
        task
    }

    pub(super) fn kpb_team_view(&self) -> Option<Element<'_, Message>> {
        let screen = self.kpb.team.as_ref()?;
        Some(
            screen
                .view(self.lang())
                .map(|m| wrap(killpower::Message::Team(m))),
        )
    }

    pub(super) fn kpb_new_team_view(&self) -> Element<'_, Message> {
        match &self.kpb.new_team {
            Some(screen) => screen
                .view(self.lang())
                .map(|m| wrap(killpower::Message::NewTeam(m))),
            None => iced::widget::text(tr(self.lang(), Text::NoLeague)).into(),
        }
    }

    pub(super) fn kpb_match_view(&self) -> Option<Element<'_, Message>> {
        let screen = self.kpb.match_day.as_ref()?;
        Some(
            screen
                .view(self.context())
                .map(|m| wrap(killpower::Message::Match(m))),
        )
    }

    pub(super) fn kpb_team_title(&self) -> Option<&str> {
        self.kpb.team.as_ref().and_then(TeamScreen::title)
    }
}
