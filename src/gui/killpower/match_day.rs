//! The Killpower Ball match screen of one fixture: *Before the match* (3.2: who plays,
//! the RAP of each, powers, divisions and points to score, who places first), the
//! *Report* (3.4: score, how it ended, free throws for a drawn tournament match and, in
//! a championship, sequence 16: death risks, replacements, let go, new equipment,
//! raises) and the *Review* of what is recorded, with the shared reset. Each part is
//! previewed with a seed and recorded with that same seed.

use iced::Task;

use super::match_form::{PreForm, ReportForm, SideEdit, ThrowEdit};
use crate::coach::killpower::{
    self as kpb, FixturePoints, KpbMatchReport, KpbTeam, PostmatchPreview, PrematchRequest,
    PrematchView, StoredPrematch,
};
use crate::coach::{self, FixtureLine};
use crate::data::Lang;
use crate::gui::db::Db;
use crate::gui::dice::DiceEdit;
use crate::gui::failure::Failure;
use crate::gui::print::Document;
use crate::gui::staged::Staged;
use crate::gui::tr::Wz;
use crate::gui::widgets::Loadable;
use crate::gui::wizard::Step as SharedStep;
use crate::gui::wizard::{Flow, Staging, WizardStep};
use crate::rules::killpower::{Ending, Mode, Side};
use crate::store::killpower::CardRecord;
use crate::store::{FixtureId, SeasonId};

/// The screen's three steps.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    Before,
    Report,
    Review,
}

impl WizardStep for Step {
    const STEPS: &'static [Step] = &Step::ALL;

    fn label(self) -> Wz {
        match self {
            Step::Before => Wz::StepBefore,
            Step::Report => Wz::StepReport,
            Step::Review => Wz::StepReview,
        }
    }
}

impl Step {
    pub const ALL: [Step; 3] = [Step::Before, Step::Report, Step::Review];

    /// The step a shared match-day step stands for (`--screen matchday:M:result`).
    pub fn of(step: SharedStep) -> Step {
        match step {
            SharedStep::Pre => Step::Before,
            SharedStep::Result | SharedStep::Post => Step::Report,
            SharedStep::Review => Step::Review,
        }
    }
}

/// Everything the screen shows, read in one go.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DayData {
    pub line: FixtureLine,
    pub teams: [KpbTeam; 2],
    pub points: FixturePoints,
    pub prematch: Option<StoredPrematch>,
    pub report: Option<PostmatchPreview>,
    pub mode: Mode,
    pub deck: Vec<CardRecord>,
    pub powers_chosen: bool,
}

impl DayData {
    pub fn season(&self) -> SeasonId {
        self.line.record.season_id
    }

    pub fn names(&self) -> [&str; 2] {
        [self.teams[0].name.as_str(), self.teams[1].name.as_str()]
    }

    /// "#3 Mia" for a gladiator of a side.
    pub fn label(&self, side: Side, number: u32) -> String {
        self.teams[side.index()]
            .gladiators
            .iter()
            .find(|g| g.number == number)
            .map_or_else(|| format!("#{number}"), |g| format!("#{number} {}", g.name))
    }

    /// The numbers of the gladiators who played (the pre-match's line-up, else all).
    pub fn played(&self, side: Side) -> Vec<u32> {
        match &self.prematch {
            Some(stored) => stored
                .playing
                .iter()
                .filter(|g| g.side == side)
                .map(|g| g.number)
                .collect(),
            None => self.teams[side.index()]
                .gladiators
                .iter()
                .map(|g| g.number)
                .collect(),
        }
    }

    /// The numbers of the team's gladiators, whether they played or not: any living one
    /// may shoot a free throw (seed 004 line 1858).
    pub fn living(&self, side: Side) -> Vec<u32> {
        self.teams[side.index()]
            .gladiators
            .iter()
            .map(|g| g.number)
            .collect()
    }

    /// Whether the match must have a winner (a tournament, or a bracket's game): free
    /// throws settle a draw.
    pub fn needs_winner(&self) -> bool {
        self.mode == Mode::Tournament || self.line.playoff
    }

    /// Whether its post-match is done, or none is due (a tournament keeps its teams).
    pub fn finished(&self) -> bool {
        self.report
            .as_ref()
            .is_some_and(|r| r.postmatch || self.mode == Mode::Tournament)
    }
}

#[derive(Debug)]
pub struct MatchScreen {
    pub fixture: FixtureId,
    /// The step, the refusal, the busy flag and the reset's question (the shared wizard).
    pub flow: Flow<Step>,
    pub data: Loadable<Box<DayData>>,
    pub pre: PreForm,
    /// The request (and seed) last previewed, which recording repeats.
    pub pre_preview: Staged<PrematchRequest, PrematchView>,
    pub report: ReportForm,
    pub report_preview: Staged<KpbMatchReport, PostmatchPreview>,
}

#[derive(Debug, Clone)]
pub enum Message {
    Loaded(Result<Box<DayData>, Failure>),
    BackPressed,
    StepChosen(Step),
    Print(Document),
    Plays(usize, u32, bool),
    PreDice(DiceEdit),
    /// Before the match, previewed then recorded (the shared wizard's staging).
    Pre(Staging<PrematchView>),
    Score(usize, String),
    Ended(Ending),
    Throw(ThrowEdit),
    Side(usize, SideEdit),
    ReportDice(DiceEdit),
    /// The report previewed then recorded.
    Report(Staging<PostmatchPreview>),
    ResetPressed,
    ResetCancelled,
    ResetConfirmed,
    ResetDone(Result<(), Failure>),
}

/// What the screen asks of the window (the shared wizard's).
pub type Action = crate::gui::wizard::Action<Message>;

impl MatchScreen {
    pub fn new(fixture: FixtureId, step: Option<Step>) -> MatchScreen {
        MatchScreen {
            fixture,
            flow: Flow::new(step),
            data: Loadable::Loading,
            pre: PreForm::default(),
            pre_preview: Staged::default(),
            report: ReportForm::default(),
            report_preview: Staged::default(),
        }
    }

    pub fn load(&self, db: &Db, lang: Lang) -> Task<Message> {
        let fixture = self.fixture;
        Task::perform(
            db.call(lang, move |store, context| {
                let lang = context.lang;
                let line = coach::fixture_line(store, fixture)?;
                let home = kpb::show_team(store, lang, line.home_id)?;
                let away = kpb::show_team(store, lang, line.away_id)?;
                let settings = kpb::league_settings(store, home.league_id)?;
                Ok(Box::new(DayData {
                    points: kpb::fixture_points(store, fixture)?,
                    prematch: kpb::stored_prematch(store, fixture)?,
                    report: kpb::stored_report(store, lang, fixture)?,
                    deck: kpb::deck(store, home.league_id)?,
                    mode: settings.mode,
                    powers_chosen: settings.powers_chosen,
                    line,
                    teams: [home, away],
                }))
            }),
            Message::Loaded,
        )
    }

    /// The home and the away team's names, once the match is read.
    pub fn sides(&self) -> Option<(String, String)> {
        let data = self.data.loaded()?;
        Some((data.line.home.clone(), data.line.away.clone()))
    }

    pub fn update(&mut self, message: Message, db: &Db, lang: Lang) -> Action {
        let message = match self.staged(message, db, lang) {
            Ok(action) => return action,
            Err(message) => message,
        };
        match message {
            Message::Loaded(result) => self.loaded(result),
            Message::BackPressed => {
                return self
                    .data
                    .loaded()
                    .map_or(Action::None, |d| Action::Back(d.season()));
            }
            Message::StepChosen(step) => return Action::Run(self.flow.choose(step)),
            Message::Print(_) => {}
            Message::ResetPressed => self.flow.confirm_reset = true,
            Message::ResetCancelled => self.flow.confirm_reset = false,
            edit @ (Message::Plays(..) | Message::PreDice(_)) => self.edit_pre(edit),
            edit => self.edit_report(edit),
        }
        Action::None
    }

    fn loaded(&mut self, result: Result<Box<DayData>, Failure>) {
        if let Ok(data) = &result {
            self.flow
                .settle(match (&data.prematch, data.line.is_played()) {
                    _ if data.finished() => Step::Review,
                    (None, false) => Step::Before,
                    _ => Step::Report,
                });
            if let (Some(home), Some(away)) = (data.line.home_score, data.line.away_score)
                && self.report.score.iter().all(|s| s.is_empty())
            {
                self.report.score = [home.to_string(), away.to_string()];
            }
        }
        self.data = Loadable::from_result(result);
    }

    /// A change to the pre-match form: its preview no longer stands.
    fn edit_pre(&mut self, message: Message) {
        match message {
            Message::Plays(side, number, plays) if side < 2 => {
                let out = &mut self.pre.left_out[side];
                if plays {
                    out.remove(&number);
                } else {
                    out.insert(number);
                }
            }
            Message::PreDice(edit) => self.pre.dice.edit(edit),
            _ => return,
        }
        self.pre_preview.clear();
        self.flow.edited();
    }

    /// A change to the report form: its preview no longer stands.
    fn edit_report(&mut self, message: Message) {
        let form = &mut self.report;
        match message {
            Message::Score(side, score) if side < 2 => form.score[side] = score,
            Message::Ended(ending) => form.ending = ending,
            Message::Throw(edit) => form.throws.edit(edit),
            Message::Side(side, edit) if side < 2 => form.sides[side].edit(edit),
            Message::ReportDice(edit) => form.dice.edit(edit),
            _ => return,
        }
        self.report_preview.clear();
        self.flow.edited();
    }
}
