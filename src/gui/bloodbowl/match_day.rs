//! The Blood Bowl match-day wizard: the pre-match (inducements, own stadium, the toss,
//! the dice), the result, the post-match choices and advancements, and a review of what
//! is stored, with its reset. Each half is previewed with a seed and recorded with that
//! same seed, so what is recorded is exactly what was shown.

use iced::Task;

use super::match_day_form::{
    AdvanceEdit, AdvanceRow, COUNT_COLUMNS, DiceEdit, InducementRow, PostForm, PreForm, TeamEdit,
};
use crate::coach;
use crate::coach::bloodbowl::match_day::{
    PostmatchPlan, PostmatchReport, PrematchRequest, PrematchView, match_day_view,
};
use crate::data::Lang;
use crate::gui::db::Db;
use crate::gui::failure::Failure;
use crate::gui::print::Document;
use crate::gui::staged::Staged;
use crate::gui::widgets::Loadable;
use crate::gui::wizard::{Flow, Staging};
use crate::rules::bloodbowl::pre_match::Side;
use crate::store::FixtureId;

pub use super::match_day_data::DayData;
pub use crate::gui::wizard::Step;

#[derive(Debug)]
pub struct MatchDayScreen {
    pub fixture: FixtureId,
    /// The step, the refusal, the busy flag and the reset's question (the shared wizard).
    pub flow: Flow<Step>,
    pub data: Loadable<Box<DayData>>,
    pub pre: PreForm,
    /// The request (and seed) last previewed, which recording repeats.
    pub pre_preview: Staged<PrematchRequest, PrematchView>,
    pub post: PostForm,
    pub post_preview: Staged<PostmatchReport, PostmatchPlan>,
}

/// Which half of the match day a dice edit is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Half {
    Pre,
    Post,
}

#[derive(Debug, Clone)]
pub enum Message {
    Loaded(Result<Box<DayData>, Failure>),
    BackPressed,
    StepChosen(Step),
    Dice(Half, DiceEdit),
    InducementChosen(usize, String),
    InducementAdded(usize),
    InducementRemoved(usize, usize),
    InducementCount(usize, usize, String),
    InducementPrice(usize, usize, String),
    OwnStadium(Option<Side>),
    TossWinnerKicks(bool),
    /// The ball the kicking coach chooses, or none to roll the D16.
    Ball(Option<String>),
    /// The pre-match previewed then recorded (the shared wizard's staging).
    Pre(Staging<PrematchView>),
    ScoreEdited(usize, String),
    FanFactorLostEdited(usize, String),
    CountEdited(i64, usize, String),
    CasualtyChosen(i64),
    CasualtyAdded,
    CasualtyRemoved(usize),
    ApothecaryToggled(usize, bool),
    Team(usize, TeamEdit),
    AdvanceAdded,
    AdvanceRemoved(usize),
    Advance(usize, AdvanceEdit),
    /// The result and post-match previewed then recorded.
    Post(Staging<PostmatchPlan>),
    ResetPressed,
    ResetCancelled,
    ResetConfirmed,
    ResetDone(Result<(), Failure>),
    /// Print this document (the app asks where to save it).
    Print(Document),
}

/// What the wizard asks of the window (the shared wizard's).
pub type Action = crate::gui::wizard::Action<Message>;

/// The button to the wizard's next step, shown at the foot of a step's page.
pub(super) fn next<'a>(lang: Lang, step: Step) -> iced::Element<'a, Message> {
    crate::gui::wizard::frame::next(step, lang, Message::StepChosen)
}

impl MatchDayScreen {
    pub fn new(fixture: FixtureId, step: Option<Step>) -> MatchDayScreen {
        MatchDayScreen {
            fixture,
            flow: Flow::new(step),
            data: Loadable::Loading,
            pre: PreForm::default(),
            pre_preview: Staged::default(),
            post: PostForm::default(),
            post_preview: Staged::default(),
        }
    }

    pub fn load(&self, db: &Db, lang: Lang) -> Task<Message> {
        let fixture = self.fixture;
        Task::perform(
            db.call(lang, move |store, context| {
                let line = coach::fixture_line(store, fixture)?;
                let home = crate::coach::bloodbowl::show_team(store, context.lang, line.home_id)?;
                let away = crate::coach::bloodbowl::show_team(store, context.lang, line.away_id)?;
                let stored = match_day_view(store, fixture)?;
                let settings = crate::coach::bloodbowl::league_settings(store, home.league_id)?;
                Ok(Box::new(DayData {
                    line,
                    teams: [home, away],
                    stored,
                    dungeonbowl: settings.format == crate::coach::bloodbowl::DUNGEONBOWL,
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
            edit @ (Message::Dice(Half::Pre, _)
            | Message::InducementChosen(..)
            | Message::InducementAdded(_)
            | Message::InducementRemoved(..)
            | Message::InducementCount(..)
            | Message::InducementPrice(..)
            | Message::OwnStadium(_)
            | Message::TossWinnerKicks(_)
            | Message::Ball(_)) => self.edit_pre(edit),
            edit => self.edit_post(edit),
        }
        Action::None
    }

    fn loaded(&mut self, result: Result<Box<DayData>, Failure>) {
        if let Ok(data) = &result {
            self.flow
                .settle(match (&data.stored.prematch, data.stored.postmatch) {
                    (None, _) => Step::Pre,
                    (Some(_), false) => Step::Result,
                    (Some(_), true) => Step::Review,
                });
        }
        self.data = Loadable::from_result(result);
    }

    /// A change to the pre-match form: its preview no longer stands.
    fn edit_pre(&mut self, message: Message) {
        let form = &mut self.pre;
        match message {
            Message::Dice(Half::Pre, edit) => form.dice.edit(edit),
            Message::InducementChosen(side, id) => form.chosen[side] = Some(id),
            Message::InducementAdded(side) => {
                if let Some(id) = form.chosen[side].take() {
                    form.inducements[side].push(InducementRow {
                        id,
                        count: "1".to_string(),
                        price: String::new(),
                    });
                }
            }
            Message::InducementRemoved(side, index) if index < form.inducements[side].len() => {
                form.inducements[side].remove(index);
            }
            Message::InducementCount(side, index, count) => {
                if let Some(row) = form.inducements[side].get_mut(index) {
                    row.count = count;
                }
            }
            Message::InducementPrice(side, index, price) => {
                if let Some(row) = form.inducements[side].get_mut(index) {
                    row.price = price;
                }
            }
            Message::OwnStadium(side) => form.own_stadium = side,
            Message::TossWinnerKicks(on) => form.toss_winner_kicks = on,
            Message::Ball(ball) => form.ball = ball,
            _ => return,
        }
        self.pre_preview.clear();
        self.flow.edited();
    }

    /// A change to the result or the post-match form: its preview no longer stands.
    fn edit_post(&mut self, message: Message) {
        let form = &mut self.post;
        match message {
            Message::Dice(Half::Post, edit) => form.dice.edit(edit),
            Message::ScoreEdited(side, score) => form.score[side] = score,
            Message::FanFactorLostEdited(side, lost) => form.fan_factor_lost[side] = lost,
            Message::CountEdited(player, column, value) if column < COUNT_COLUMNS => {
                form.counts.entry(player).or_default()[column] = value;
            }
            Message::CasualtyChosen(player) => form.casualty_chosen = Some(player),
            Message::CasualtyAdded => {
                if let Some(player) = form.casualty_chosen.take() {
                    form.casualties.push((player, false));
                }
            }
            Message::CasualtyRemoved(index) if index < form.casualties.len() => {
                form.casualties.remove(index);
            }
            Message::ApothecaryToggled(index, on) => {
                if let Some(line) = form.casualties.get_mut(index) {
                    line.1 = on;
                }
            }
            Message::Team(side, edit) => form.teams[side].edit(edit),
            Message::AdvanceAdded => form.advancements.push(AdvanceRow::default()),
            Message::AdvanceRemoved(index) if index < form.advancements.len() => {
                form.advancements.remove(index);
            }
            Message::Advance(index, edit) => {
                if let Some(row) = form.advancements.get_mut(index) {
                    row.edit(edit);
                }
            }
            _ => return,
        }
        self.post_preview.clear();
        self.flow.edited();
    }
}
