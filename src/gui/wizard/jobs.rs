//! What a match-day wizard asks of the store, for every game: a half of the match day
//! previewed (run and rolled back), then recorded with the same request (and seed), and
//! the shared reset of the whole match. A game names its store calls and the messages
//! their answers come back in (`Half`); the flow is the same.

use iced::Task;

use super::flow::{Action, Flow, Scroll, WizardStep};
use crate::coach::Context;
use crate::data::Lang;
use crate::gui::db::Db;
use crate::gui::failure::Failure;
use crate::gui::staged::Staged;
use crate::store::{FixtureId, Store};

/// The store's answer to a preview or a record.
pub type Answer<V> = Result<Box<V>, Failure>;

/// A store call for one fixture's half: a preview or its record.
pub type StoreCall<R, V> = fn(&mut Store, &Context, FixtureId, &R) -> crate::Result<V>;

/// One half of a match day (a pre-match, a report): how the store previews and records
/// a request `R` into `V`, and the messages `M` the answers come back in.
pub struct Half<R, V, M> {
    pub preview: StoreCall<R, V>,
    pub record: StoreCall<R, V>,
    pub previewed: fn(Answer<V>) -> M,
    pub recorded: fn(Answer<V>) -> M,
}

/// The store, the language it answers in and the fixture a wizard is about.
#[derive(Clone, Copy)]
pub struct StoreAccess<'a> {
    pub db: &'a Db,
    pub lang: Lang,
    pub fixture: FixtureId,
}

impl StoreAccess<'_> {
    fn run<R, V, M>(self, call: StoreCall<R, V>, request: R, answer: fn(Answer<V>) -> M) -> Task<M>
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

impl<S: WizardStep> Flow<S> {
    /// Asks the store for a preview of `request` (or shows why the form is refused).
    pub fn preview<R, V, M>(
        &mut self,
        staged: &mut Staged<R, V>,
        request: Result<R, String>,
        half: &Half<R, V, M>,
        at: StoreAccess<'_>,
    ) -> Action<M>
    where
        R: Clone + Send + 'static,
        V: Send + 'static,
        M: Send + 'static,
    {
        let request = match request {
            Ok(request) => request,
            Err(reason) => return self.refuse(reason),
        };
        self.refusal = None;
        let request = staged.ask(request);
        Action::Run(at.run(half.preview, request, half.previewed))
    }

    /// The store's preview: shown, and scrolled into view; or its refusal.
    pub fn previewed<R: Clone, V, M: Send + 'static>(
        &mut self,
        staged: &mut Staged<R, V>,
        answer: Answer<V>,
    ) -> Action<M> {
        let shown = answer.is_ok();
        self.refusal = staged.answered(answer);
        if shown {
            Action::Run(self.scroll(Scroll::Preview))
        } else {
            Action::None
        }
    }

    /// Records the request last previewed, once its preview is shown.
    pub fn record<R, V, M>(
        &mut self,
        staged: &Staged<R, V>,
        half: &Half<R, V, M>,
        at: StoreAccess<'_>,
    ) -> Action<M>
    where
        R: Clone + Send + 'static,
        V: Send + 'static,
        M: Send + 'static,
    {
        let Some(request) = staged.to_record().filter(|_| !self.busy) else {
            return Action::None;
        };
        self.busy = true;
        Action::Run(at.run(half.record, request, half.recorded))
    }

    /// The store recorded (the screen reads again with `reload`, on `next` if given, at
    /// its top), or refused.
    pub fn recorded<R: Clone, V, M: Send + 'static>(
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
