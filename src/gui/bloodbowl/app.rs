//! Blood Bowl's screens as the window's root holds them: the team and the match-day
//! wizard; opening them, acting on their messages, and what they ask of the root
//! (`gui::request`).

use iced::{Element, Task};

use super::match_day::{self, MatchDayScreen, Step};
use super::team::{self, TeamScreen};
use crate::coach::Context;
use crate::data::Lang;
use crate::gui::db::Db;
use crate::gui::place::Screen;
use crate::gui::request::{Ctx, Request, Requests, open_screen, wizard_message};
use crate::gui::tr::{Text, tr};
use crate::store::{FixtureId, TeamId};

/// Blood Bowl's screens open in the window.
#[derive(Debug, Default)]
pub struct Screens {
    pub team: Option<TeamScreen>,
    pub match_day: Option<MatchDayScreen>,
}

/// A message of one of them.
#[derive(Debug, Clone)]
pub enum ScreenMessage {
    Team(team::Message),
    MatchDay(match_day::Message),
}

impl Screens {
    /// Opens a team on the team screen.
    pub fn open_team(&mut self, id: TeamId, ctx: Ctx) -> Requests<ScreenMessage> {
        let mut screen = TeamScreen::new(id);
        let first_read = screen.load(ctx.db, ctx.lang).map(ScreenMessage::Team);
        open_screen(&mut self.team, screen, first_read, Screen::Team)
    }

    /// Opens a fixture's match-day wizard, on the step given.
    pub fn open_match_day(
        &mut self,
        id: FixtureId,
        step: Option<Step>,
        ctx: Ctx,
    ) -> Requests<ScreenMessage> {
        let screen = MatchDayScreen::new(id, step);
        let first_read = screen.load(ctx.db, ctx.lang).map(ScreenMessage::MatchDay);
        open_screen(&mut self.match_day, screen, first_read, Screen::MatchDay)
    }

    pub fn update(&mut self, message: ScreenMessage, ctx: Ctx) -> Requests<ScreenMessage> {
        match message {
            ScreenMessage::Team(team::Message::Print(document))
            | ScreenMessage::MatchDay(match_day::Message::Print(document)) => {
                vec![Request::Print(document)]
            }
            ScreenMessage::Team(team::Message::Exchange(request)) => {
                vec![Request::Exchange(request)]
            }
            ScreenMessage::Team(message) => {
                let Some(screen) = self.team.as_mut() else {
                    return Vec::new();
                };
                match screen.update(message, ctx.db, ctx.lang) {
                    team::Action::None => Vec::new(),
                    team::Action::Run(task) => vec![Request::Run(task.map(ScreenMessage::Team))],
                    team::Action::Back => vec![Request::ShowOpenLeague { or_start: false }],
                }
            }
            ScreenMessage::MatchDay(message) => wizard_message(
                self.match_day.as_mut(),
                |wizard| wizard.update(message, ctx.db, ctx.lang),
                ScreenMessage::MatchDay,
            ),
        }
    }

    /// Every open screen, read again from the file.
    pub fn reread(&mut self, db: &Db, lang: Lang) -> Task<ScreenMessage> {
        let mut tasks = Vec::new();
        if let Some(screen) = self.team.as_mut() {
            tasks.push(screen.load(db, lang).map(ScreenMessage::Team));
        }
        if let Some(screen) = self.match_day.as_ref() {
            tasks.push(screen.load(db, lang).map(ScreenMessage::MatchDay));
        }
        Task::batch(tasks)
    }

    /// The open screen that shows `screen`, drawn.
    pub fn view(&self, screen: Screen, context: Context) -> Option<Element<'_, ScreenMessage>> {
        match screen {
            Screen::Team => Some(
                self.team
                    .as_ref()?
                    .view(context.lang)
                    .map(ScreenMessage::Team),
            ),
            Screen::MatchDay => Some(
                self.match_day
                    .as_ref()?
                    .view(context)
                    .map(ScreenMessage::MatchDay),
            ),
            _ => None,
        }
    }

    /// Whether one of these screens shows `screen`.
    pub fn shows(&self, screen: Screen) -> bool {
        match screen {
            Screen::Team => self.team.is_some(),
            Screen::MatchDay => self.match_day.is_some(),
            _ => false,
        }
    }

    /// The name of the place `screen` shows, as the trail says it.
    pub fn place_name(&self, screen: Screen) -> Option<String> {
        match screen {
            Screen::Team => self.team.as_ref()?.title().map(str::to_string),
            _ => None,
        }
    }

    /// The sides of the match on the wizard.
    pub fn match_sides(&self) -> Option<(String, String)> {
        self.match_day.as_ref()?.sides()
    }

    /// Escape on `screen`.
    pub fn cancel(&mut self, screen: Screen) {
        if screen == Screen::Team {
            self.team.iter_mut().for_each(TeamScreen::cancel);
        }
    }

    /// Ctrl+Z on the team screen.
    pub fn undo(&mut self, ctx: Ctx) -> Requests<ScreenMessage> {
        self.update(ScreenMessage::Team(team::Message::UndoPressed), ctx)
    }

    /// Forgets what was said in the old language.
    pub fn forget_refusals(&mut self) {
        if let Some(screen) = self.match_day.as_mut() {
            screen.flow.refusal = None;
        }
    }

    /// Closes the screen that shows `screen`.
    pub fn close(&mut self, screen: Screen) {
        match screen {
            Screen::Team => self.team = None,
            Screen::MatchDay => self.match_day = None,
            _ => {}
        }
    }
}

impl ScreenMessage {
    /// What the message says when it reports a change that succeeded.
    pub fn success_text(&self, lang: Lang) -> Option<String> {
        use match_day::Message as M;
        let text = match self {
            ScreenMessage::Team(team::Message::Changed(_, Ok(()))) => Text::ChangeSaved,
            ScreenMessage::MatchDay(M::Pre(staging)) if staging.recorded() => Text::PrematchSaved,
            ScreenMessage::MatchDay(M::Post(staging)) if staging.recorded() => Text::PostmatchSaved,
            ScreenMessage::MatchDay(M::ResetDone(Ok(()))) => Text::MatchReset,
            _ => return None,
        };
        Some(tr(lang, text).to_string())
    }
}
