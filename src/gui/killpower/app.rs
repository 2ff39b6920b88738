//! Killpower Ball's screens as the window's root holds them: the team, the creation
//! wizard and the match screen; opening them, acting on their messages, and what they
//! ask of the root (`gui::request`).

use iced::{Element, Task};

use super::match_day::{self as kmatch, MatchScreen, Step};
use super::new_team::{self as knew, NewTeamScreen};
use super::team::{self as kteam, TeamScreen};
use super::tr::Kp;
use crate::coach::Context;
use crate::data::Lang;
use crate::gui::db::Db;
use crate::gui::place::Screen;
use crate::gui::request::{Ctx, Request, Requests, open_screen, wizard_message};
use crate::gui::tr::{Text, tr};
use crate::gui::wizard::Step as SharedStep;
use crate::store::{FixtureId, LeagueId, TeamId};

/// The Killpower Ball screens open in the window.
#[derive(Debug, Default)]
pub struct Screens {
    pub team: Option<TeamScreen>,
    pub new_team: Option<NewTeamScreen>,
    pub match_day: Option<MatchScreen>,
}

/// A message of one of them.
#[derive(Debug, Clone)]
pub enum Message {
    Team(kteam::Message),
    NewTeam(knew::Message),
    Match(kmatch::Message),
}

impl Screens {
    /// Opens a Killpower Ball team.
    pub fn open_team(&mut self, id: TeamId, ctx: Ctx) -> Requests<Message> {
        let screen = TeamScreen::new(id);
        let first_read = screen.load(ctx.db, ctx.lang).map(Message::Team);
        open_screen(&mut self.team, screen, first_read, Screen::Team)
    }

    /// Opens the creation wizard of a Killpower Ball league.
    pub fn open_new_team(&mut self, league: LeagueId, ctx: Ctx) -> Requests<Message> {
        let screen = NewTeamScreen::new(league);
        let first_read = screen.load(ctx.db, ctx.lang).map(Message::NewTeam);
        open_screen(&mut self.new_team, screen, first_read, Screen::NewTeam)
    }

    /// Opens the match screen on a fixture.
    pub fn open_match_day(
        &mut self,
        id: FixtureId,
        step: Option<SharedStep>,
        ctx: Ctx,
    ) -> Requests<Message> {
        let screen = MatchScreen::new(id, step.map(Step::of));
        let first_read = screen.load(ctx.db, ctx.lang).map(Message::Match);
        open_screen(&mut self.match_day, screen, first_read, Screen::MatchDay)
    }

    pub fn update(&mut self, message: Message, ctx: Ctx) -> Requests<Message> {
        match message {
            Message::Team(kteam::Message::Print(document))
            | Message::Match(kmatch::Message::Print(document)) => vec![Request::Print(document)],
            Message::Team(kteam::Message::Exchange(request)) => vec![Request::Exchange(request)],
            Message::Team(message) => {
                let Some(screen) = self.team.as_mut() else {
                    return Vec::new();
                };
                match screen.update(message, ctx.db, ctx.lang) {
                    kteam::Action::None => Vec::new(),
                    kteam::Action::Run(task) => vec![Request::Run(task.map(Message::Team))],
                    kteam::Action::Back => vec![Request::ShowOpenLeague { or_start: true }],
                }
            }
            Message::NewTeam(message) => self.new_team_message(message, ctx),
            Message::Match(message) => wizard_message(
                self.match_day.as_mut(),
                |wizard| wizard.update(message, ctx.db, ctx.lang),
                Message::Match,
            ),
        }
    }

    fn new_team_message(&mut self, message: knew::Message, ctx: Ctx) -> Requests<Message> {
        let Some(screen) = self.new_team.as_mut() else {
            return Vec::new();
        };
        match screen.update(message, ctx.db, ctx.lang) {
            knew::Action::None => Vec::new(),
            knew::Action::Run(task) => vec![Request::Run(task.map(Message::NewTeam))],
            knew::Action::Back(league) => {
                self.new_team = None;
                vec![Request::ShowLeague(league)]
            }
            knew::Action::Created(league, team) => {
                self.new_team = None;
                let mut requests = vec![Request::ShowLeague(league)];
                requests.extend(self.open_team(team, ctx));
                requests
            }
        }
    }

    /// Every open screen, read again from the file.
    pub fn reread(&self, db: &Db, lang: Lang) -> Task<Message> {
        let mut tasks = Vec::new();
        if let Some(screen) = self.team.as_ref() {
            tasks.push(screen.load(db, lang).map(Message::Team));
        }
        if let Some(screen) = self.new_team.as_ref() {
            tasks.push(screen.load(db, lang).map(Message::NewTeam));
        }
        if let Some(screen) = self.match_day.as_ref() {
            tasks.push(screen.load(db, lang).map(Message::Match));
        }
        Task::batch(tasks)
    }

    /// The open screen that shows `screen`, drawn.
    pub fn view(&self, screen: Screen, context: Context) -> Option<Element<'_, Message>> {
        match screen {
            Screen::Team => Some(self.team.as_ref()?.view(context.lang).map(Message::Team)),
            Screen::NewTeam => Some(
                self.new_team
                    .as_ref()?
                    .view(context.lang)
                    .map(Message::NewTeam),
            ),
            Screen::MatchDay => Some(self.match_day.as_ref()?.view(context).map(Message::Match)),
            _ => None,
        }
    }

    /// Whether one of these screens shows `screen`.
    pub fn shows(&self, screen: Screen) -> bool {
        match screen {
            Screen::Team => self.team.is_some(),
            Screen::NewTeam => self.new_team.is_some(),
            Screen::MatchDay => self.match_day.is_some(),
            _ => false,
        }
    }

    /// The name of the place `screen` shows, as the trail says it.
    pub fn place_name(&self, screen: Screen, lang: Lang) -> Option<String> {
        match screen {
            Screen::Team => self.team.as_ref()?.title().map(str::to_string),
            Screen::NewTeam => self.new_team.as_ref()?.title(lang),
            _ => None,
        }
    }

    /// The sides of the match on the match screen.
    pub fn match_sides(&self) -> Option<(String, String)> {
        self.match_day.as_ref()?.sides()
    }

    /// Forgets what was said in the old language.
    pub fn forget_refusals(&mut self) {
        if let Some(screen) = self.new_team.as_mut() {
            screen.refusal = None;
        }
        if let Some(screen) = self.match_day.as_mut() {
            screen.flow.refusal = None;
        }
    }

    /// Closes the screen that shows `screen`.
    pub fn close(&mut self, screen: Screen) {
        match screen {
            Screen::Team => self.team = None,
            Screen::NewTeam => self.new_team = None,
            Screen::MatchDay => self.match_day = None,
            _ => {}
        }
    }
}

impl Message {
    /// What the message says when it reports a change that succeeded.
    pub fn success_text(&self, lang: Lang) -> Option<String> {
        use kmatch::Message as M;
        let text = match self {
            Message::NewTeam(knew::Message::Created(Ok(_))) => {
                return Some(tr(lang, Text::TeamCreated).to_string());
            }
            Message::Match(M::Pre(staging)) if staging.recorded() => Kp::PrematchSaved,
            Message::Match(M::Report(staging)) if staging.recorded() => Kp::ReportSaved,
            Message::Match(M::ResetDone(Ok(()))) => {
                return Some(tr(lang, Text::MatchReset).to_string());
            }
            _ => return None,
        };
        Some(tr(lang, text).to_string())
    }
}
