//! DreadBall's screens as the window's root holds them: the team, its Mechanite and
//! Mutant builder and the match-day wizard; opening them, acting on their messages, and
//! what they ask of the root (`gui::request`).

use iced::{Element, Task};

use super::builder::{self, BuildKind, BuilderScreen, Choice};
use super::match_day::{self, MatchDayScreen, Step};
use super::team::{self, TeamScreen};
use crate::coach::Context;
use crate::data::Lang;
use crate::data::dreadball::Reference;
use crate::gui::db::Db;
use crate::gui::place::Screen;
use crate::gui::request::{Ctx, Request, Requests, open_screen, wizard_message};
use crate::gui::tr::{Text, fill, tr};
use crate::rules::dreadball::build::Design;
use crate::store::{FixtureId, TeamId};

/// DreadBall's screens open in the window.
#[derive(Debug, Default)]
pub struct Screens {
    pub team: Option<TeamScreen>,
    pub builder: Option<BuilderScreen>,
    pub match_day: Option<MatchDayScreen>,
    /// The builder the window lands on (`--screen builder:ID:KIND`), opened once its
    /// team's screen has its data.
    landing: Option<(TeamId, BuildKind)>,
}

/// A message of one of them.
#[derive(Debug, Clone)]
pub enum ScreenMessage {
    Team(team::Message),
    Builder(builder::Message),
    MatchDay(match_day::Message),
}

impl Screens {
    /// The window lands on a team's builder: it opens once the team's screen has its data.
    pub fn land_on_builder(&mut self, team: TeamId, kind: BuildKind) {
        self.landing = Some((team, kind));
    }

    /// Opens a team on the team screen (its builder closes).
    pub fn open_team(&mut self, id: TeamId, ctx: Ctx) -> Requests<ScreenMessage> {
        let mut screen = TeamScreen::new(id);
        let first_read = screen.load(ctx.db, ctx.lang).map(ScreenMessage::Team);
        self.builder = None;
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
            ScreenMessage::Team(message) => self.team_message(message, ctx),
            ScreenMessage::Builder(message) => self.builder_message(message, ctx),
            ScreenMessage::MatchDay(message) => wizard_message(
                self.match_day.as_mut(),
                |wizard| wizard.update(message, ctx.db, ctx.lang),
                ScreenMessage::MatchDay,
            ),
        }
    }

    fn team_message(&mut self, message: team::Message, ctx: Ctx) -> Requests<ScreenMessage> {
        let Some(screen) = self.team.as_mut() else {
            return Vec::new();
        };
        let loaded = matches!(&message, team::Message::Loaded(Ok(_)));
        let action = screen.update(message, ctx.db, ctx.lang);
        if let (true, Some((id, kind))) = (loaded, self.landing)
            && let Some(data) = screen.data.loaded().filter(|data| data.view.team.id == id)
        {
            let team = data.view.team.clone();
            self.landing = None;
            let mut requests = vec![Request::Landed];
            requests.extend(self.open_builder(team, kind, None, ctx));
            return requests;
        }
        match action {
            team::Action::None => Vec::new(),
            team::Action::Run(task) => vec![Request::Run(task.map(ScreenMessage::Team))],
            team::Action::Back => vec![self.back_to_league()],
            team::Action::OpenBuilder(team, kind, design) => {
                self.open_builder(*team, kind, design, ctx)
            }
            team::Action::OpenHistory(id) => {
                vec![Request::OpenTeamHistory(id, Screen::Team)]
            }
        }
    }

    /// The league of the team on screen, read again.
    fn back_to_league(&self) -> Request<ScreenMessage> {
        let league = self
            .team
            .as_ref()
            .and_then(|screen| screen.data.loaded())
            .map(|data| data.view.team.league_id);
        match league {
            Some(id) => Request::ShowLeague(id),
            None => Request::ShowStart,
        }
    }

    /// Opens the builder for a team, empty or with a design to build again.
    fn open_builder(
        &mut self,
        team: crate::store::dreadball::TeamRecord,
        kind: BuildKind,
        design: Option<Box<Design>>,
        ctx: Ctx,
    ) -> Requests<ScreenMessage> {
        let choice = design
            .and_then(|design| Choice::from_design(&design, Reference::bundled_or_empty()))
            .unwrap_or_else(|| Choice::starting(kind, Reference::bundled_or_empty()));
        let screen = BuilderScreen::new(team, choice);
        let task = screen.load(ctx.db, ctx.lang).map(ScreenMessage::Builder);
        self.builder = Some(screen);
        vec![Request::Run(task), Request::Front(Screen::Builder)]
    }

    fn builder_message(&mut self, message: builder::Message, ctx: Ctx) -> Requests<ScreenMessage> {
        let reference = Reference::bundled_or_empty();
        let Some(screen) = self.builder.as_mut() else {
            return Vec::new();
        };
        match screen.update(message, ctx.db, reference, ctx.lang) {
            builder::Action::None => Vec::new(),
            builder::Action::Run(task) => vec![Request::Run(task.map(ScreenMessage::Builder))],
            builder::Action::Back => self.back_to_team(ctx),
        }
    }

    /// Leaves the builder for the team screen, reloaded (players may have been added).
    pub fn back_to_team(&mut self, ctx: Ctx) -> Requests<ScreenMessage> {
        self.builder = None;
        match self.team.as_mut() {
            Some(screen) => {
                let task = screen.load(ctx.db, ctx.lang).map(ScreenMessage::Team);
                vec![Request::Front(Screen::Team), Request::Run(task)]
            }
            None => vec![Request::ShowStart],
        }
    }

    /// Every open screen, read again from the file.
    pub fn reread(&mut self, db: &Db, lang: Lang) -> Task<ScreenMessage> {
        let mut tasks = Vec::new();
        if let Some(screen) = self.team.as_mut() {
            tasks.push(screen.load(db, lang).map(ScreenMessage::Team));
        }
        if let Some(screen) = self.builder.as_ref() {
            tasks.push(screen.load(db, lang).map(ScreenMessage::Builder));
        }
        if let Some(screen) = self.match_day.as_ref() {
            tasks.push(screen.load(db, lang).map(ScreenMessage::MatchDay));
        }
        Task::batch(tasks)
    }

    /// The open screen that shows `screen`, drawn.
    pub fn view(&self, screen: Screen, context: Context) -> Option<Element<'_, ScreenMessage>> {
        match screen {
            Screen::Team => Some(self.team.as_ref()?.view(context).map(ScreenMessage::Team)),
            Screen::Builder => Some(
                self.builder
                    .as_ref()?
                    .view(context)
                    .map(ScreenMessage::Builder),
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
            Screen::Builder => self.builder.is_some(),
            Screen::MatchDay => self.match_day.is_some(),
            _ => false,
        }
    }

    /// The name of the place `screen` shows, as the trail says it.
    pub fn place_name(&self, screen: Screen, lang: Lang) -> Option<String> {
        match screen {
            Screen::Team => self.team.as_ref()?.title().map(str::to_string),
            Screen::Builder => {
                let text = match self.builder.as_ref()?.choice {
                    Choice::Mechanite { .. } => Text::MechaniteWorkshop,
                    Choice::Mutant { .. } => Text::MutantLab,
                };
                Some(tr(lang, text).to_string())
            }
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
        self.team_message(team::Message::UndoPressed, ctx)
    }

    /// Forgets what was said in the old language.
    pub fn forget_refusals(&mut self) {
        if let Some(screen) = self.team.as_mut() {
            screen.refusal = None;
        }
        if let Some(screen) = self.builder.as_mut() {
            screen.refusal = None;
        }
    }

    /// Closes the screen that shows `screen`.
    pub fn close(&mut self, screen: Screen) {
        match screen {
            Screen::Team => self.team = None,
            Screen::Builder => self.builder = None,
            Screen::MatchDay => self.match_day = None,
            _ => {}
        }
    }

    /// The team screen has its data (`--measure-redraw` redraws it).
    pub fn team_loaded(&self) -> bool {
        self.team
            .as_ref()
            .is_some_and(|team| team.data.loaded().is_some())
    }

    /// Selects the team's next player: each frame of `--measure-redraw` a new view.
    pub fn next_player(&self) -> Option<ScreenMessage> {
        let screen = self.team.as_ref()?;
        let players = &screen.data.loaded()?.view.team.players;
        let at = players.iter().position(|p| Some(p.id) == screen.selected);
        let next = players.get(at.map_or(0, |i| (i + 1) % players.len()))?;
        Some(ScreenMessage::Team(team::Message::PlayerSelected(next.id)))
    }
}

impl ScreenMessage {
    /// What the message says when it reports a change that succeeded.
    pub fn success_text(&self, lang: Lang) -> Option<String> {
        match self {
            ScreenMessage::Team(team::Message::Changed(_, Ok(())))
            | ScreenMessage::MatchDay(match_day::Message::Changed(Ok(()))) => {
                Some(tr(lang, Text::ChangeSaved).to_string())
            }
            ScreenMessage::Builder(builder::Message::Added(Ok(added))) => {
                Some(fill(tr(lang, Text::PlayerAdded), &[&added.0.name]))
            }
            _ => None,
        }
    }
}
