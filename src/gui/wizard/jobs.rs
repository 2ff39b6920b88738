//! What a match-day wizard asks of the store, for every game: a half of the match day
//! previewed (run and rolled back), then recorded with the same request (and seed), and
//! the shared reset of the whole match. A game names its store calls and the messages
//! their answers come back in (`Half`); the flow is the same.

use iced::Task;

use super::flow::{Action, Flow, Scroll, WizardStep};
use crate::coach::Context;
use crate::data::Lang;
use crate::dice::RollRecord;
use crate::gui::db::Db;
use crate::gui::dice::DiceForm;
use crate::gui::failure::Failure;
use crate::gui::staged::Staged;
use crate::store::{FixtureId, Store};

/// The store's answer to a preview or a record.
pub type Answer<V> = Result<Box<V>, Failure>;

/// A store call for one fixture's half: a preview or its record.
pub type StoreCall<R, V> = fn(&mut Store, &Context, FixtureId, &R) -> crate::Result<V>;

/// What happens to a half of a match day: its buttons pressed, the store's answers.
#[derive(Debug, Clone)]
pub enum Staging<V> {
    PreviewPressed,
    Previewed(Answer<V>),
    RecordPressed,
    Recorded(Answer<V>),
}

impl<V> Staging<V> {
    /// Whether the form's request is wanted (Preview was pressed).
    pub fn asks(&self) -> bool {
        matches!(self, Staging::PreviewPressed)
    }

    /// Whether it reports a record the store made.
    pub fn recorded(&self) -> bool {
        matches!(self, Staging::Recorded(Ok(_)))
    }
}

/// One half of a match day (a pre-match, a report): how the store previews and records
/// a request `R` into `V`, the game's message `M` its staging goes in, and the rolls a
/// preview used (the dice field offers their keys).
pub struct Half<R, V, M> {
    pub preview: StoreCall<R, V>,
    pub record: StoreCall<R, V>,
    pub message: fn(Staging<V>) -> M,
    pub rolls: fn(&V) -> &[RollRecord],
}

/// A half's state on the screen: its staged request and preview, and its dice.
pub type HalfState<'a, R, V> = (&'a mut Staged<R, V>, &'a mut DiceForm);

/// What a half needs besides its state: the store, the form's request when Preview is
/// pressed (none: nothing to ask yet), and, once recorded, the step to open (if
/// another) and the task that reads the screen again.
pub struct HalfCall<'a, R, S, M> {
    pub at: StoreAccess<'a>,
    pub request: Option<Result<R, String>>,
    pub next: Option<S>,
    pub reload: Task<M>,
}

/// The store, the language it answers in and the fixture a wizard is about.
#[derive(Clone, Copy)]
pub struct StoreAccess<'a> {
    pub db: &'a Db,
    pub lang: Lang,
    pub fixture: FixtureId,
}

impl<'a> StoreAccess<'a> {
    /// What a half needs besides its state (see `HalfCall`).
    pub fn half<R, S, M>(
        self,
        request: Option<Result<R, String>>,
        next: Option<S>,
        reload: Task<M>,
    ) -> HalfCall<'a, R, S, M> {
        HalfCall {
            at: self,
            request,
            next,
            reload,
        }
    }

    fn run<R, V, M>(
        self,
        call: StoreCall<R, V>,
        request: R,
        answer: impl FnOnce(Answer<V>) -> M + Send + 'static,
    ) -> Task<M>
    where
        R: Send + 'static,
        V: Send + 'static,
        M: Send + 'static,
    {
        let fixture = self.fixture;
        Task::perform(
            self.db.call(self.lang, move |store, context| {
                call(store, context, fixture, &request).map(Box::new)
            }),
            answer,
        )
    }
}

/// What a store request, its answer and the screen's message must be to cross threads.
pub trait Sendable: Send + 'static {}
impl<T: Send + 'static> Sendable for T {}

impl<S: WizardStep> Flow<S> {
    /// One message of a half, through preview → record.
    pub fn stage<R, V, M>(
        &mut self,
        staging: Staging<V>,
        (staged, dice): HalfState<'_, R, V>,
        half: &Half<R, V, M>,
        call: HalfCall<'_, R, S, M>,
    ) -> Action<M>
    where
        R: Clone + Sendable,
        V: Sendable,
        M: Sendable,
    {
        match staging {
            Staging::PreviewPressed => match call.request {
                Some(request) => self.preview(staged, request, half, call.at),
                None => Action::None,
            },
            Staging::Previewed(answer) => self.previewed((staged, dice), answer, half),
            Staging::RecordPressed => self.record(staged, half, call.at),
            Staging::Recorded(answer) => self.recorded(staged, answer, call.next, call.reload),
        }
    }

    /// Asks the store for a preview of `request` (or shows why the form is refused).
    fn preview<R, V: Sendable, M: Sendable>(
        &mut self,
        staged: &mut Staged<R, V>,
        request: Result<R, String>,
        half: &Half<R, V, M>,
        at: StoreAccess<'_>,
    ) -> Action<M>
    where
        R: Clone + Sendable,
    {
        let request = match request {
            Ok(request) => request,
            Err(reason) => return self.refuse(reason),
        };
        self.refusal = None;
        let request = staged.ask(request);
        let message = half.message;
        let answered = move |answer| message(Staging::Previewed(answer));
        Action::Run(at.run(half.preview, request, answered))
    }

    /// The store's preview: shown, its rolls offered to `dice`, and scrolled into view;
    /// or its refusal.
    fn previewed<R: Clone, V, M: Send + 'static>(
        &mut self,
        (staged, dice): (&mut Staged<R, V>, &mut DiceForm),
        answer: Answer<V>,
        half: &Half<R, V, M>,
    ) -> Action<M> {
        if let Ok(view) = &answer {
            dice.learn((half.rolls)(view).iter().map(|r| r.key.as_str()));
        }
        let shown = answer.is_ok();
        self.refusal = staged.answered(answer);
        if shown {
            Action::Run(self.scroll(Scroll::Preview))
        } else {
            Action::None
        }
    }

    /// Records the request last previewed, once its preview is shown.
    fn record<R, V: Sendable, M: Sendable>(
        &mut self,
        staged: &Staged<R, V>,
        half: &Half<R, V, M>,
        at: StoreAccess<'_>,
    ) -> Action<M>
    where
        R: Clone + Sendable,
    {
        let Some(request) = staged.to_record().filter(|_| !self.busy) else {
            return Action::None;
        };
        self.busy = true;
        let message = half.message;
        let answered = move |answer| message(Staging::Recorded(answer));
        Action::Run(at.run(half.record, request, answered))
    }

    /// The store recorded (the screen reads again with `reload`, on `next` if given, at
    /// its top), or refused.
    fn recorded<R: Clone, V, M: Send + 'static>(
        &mut self,
        staged: &mut Staged<R, V>,
        answer: Answer<V>,
        next: Option<S>,
        reload: Task<M>,
    ) -> Action<M> {
        self.busy = false;
        match answer {
            Ok(_) => {
                staged.clear();
                if let Some(step) = next {
                    self.step = step;
                }
                self.step_asked = true;
                Action::Changed(reload.chain(self.scroll(Scroll::Top)))
            }
            Err(failure) => self.refuse(failure.message),
        }
    }

    /// Resets the whole match: its pre-match, result and post-match are undone.
    pub fn reset<M: Send + 'static>(
        &mut self,
        at: StoreAccess<'_>,
        done: fn(Result<(), Failure>) -> M,
    ) -> Action<M> {
        if self.busy {
            return Action::None;
        }
        self.busy = true;
        self.confirm_reset = false;
        let fixture = at.fixture;
        Action::Run(Task::perform(
            at.db.call(at.lang, move |store, _| {
                crate::coach::reset_result(store, fixture).map(|_| ())
            }),
            done,
        ))
    }

    /// The reset's answer: whether the match is reset (the screen starts again from its
    /// first step); a refusal shows.
    pub fn reset_done(&mut self, result: Result<(), Failure>) -> bool {
        self.busy = false;
        match result {
            Ok(()) => true,
            Err(failure) => {
                self.refusal = Some(failure.message);
                false
            }
        }
    }
}
