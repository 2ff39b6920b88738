//! A match-day wizard's state, whatever the game: the step on show (settled once: a
//! reload keeps it), the refusal of the last request, the busy flag while the store
//! works, the reset's confirmation, and where the page was last asked to scroll.

use iced::Task;
use iced::widget::Id;
use iced::widget::operation::{RelativeOffset, snap_to};

use crate::gui::tr::Wz;
use crate::store::SeasonId;

/// A step of a game's wizard: the game lists them in order and names each one.
pub trait WizardStep: Copy + PartialEq + std::fmt::Debug + 'static {
    /// The steps, in the order the step bar shows them.
    const STEPS: &'static [Self];
    /// What the step bar calls the step (numbered by the bar).
    fn label(self) -> Wz;
}

/// What a wizard asks of the window after a message.
pub enum Action<M> {
    None,
    Run(Task<M>),
    /// Back to the season the match belongs to.
    Back(SeasonId),
    /// The store changed: run the task, and read again the screens that show it.
    Changed(Task<M>),
}

/// Where the page was last asked to scroll.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scroll {
    /// A step opened: its top.
    Top,
    /// A preview arrived: the page's foot, where it stands with the Record button.
    Preview,
}

/// The one scrollable page of a match day (one shows at a time).
pub fn page_id() -> Id {
    Id::new("match-day-page")
}

/// The state every game's match-day wizard keeps besides its forms.
#[derive(Debug)]
pub struct Flow<S> {
    pub step: S,
    /// The step is settled (asked for, or chosen at the first load): loading keeps it.
    pub step_asked: bool,
    /// Why the last request was refused, shown until the form changes.
    pub refusal: Option<String>,
    /// The store is recording or resetting: the buttons wait.
    pub busy: bool,
    /// Reset was pressed: the question shows until confirmed or cancelled.
    pub confirm_reset: bool,
    scrolled: Option<Scroll>,
}

impl<S: WizardStep> Flow<S> {
    /// A wizard on `step`, or on the game's first step until its first load settles one.
    pub fn new(step: Option<S>) -> Flow<S> {
        Flow {
            step: step.unwrap_or(S::STEPS[0]),
            step_asked: step.is_some(),
            refusal: None,
            busy: false,
            confirm_reset: false,
            scrolled: None,
        }
    }

    /// The first load chooses the step (`settled`) unless one was asked for.
    pub fn settle(&mut self, settled: S) {
        if !self.step_asked {
            self.step = settled;
        }
        self.step_asked = true;
    }

    /// The user chose a step: it opens at its top, without the last refusal.
    pub fn choose<M: Send + 'static>(&mut self, step: S) -> Task<M> {
        self.step = step;
        self.refusal = None;
        self.confirm_reset = false;
        self.scroll(Scroll::Top)
    }

    /// A form changed: the last refusal no longer stands.
    pub fn edited(&mut self) {
        self.refusal = None;
    }

    /// A refusal of the form itself: shown, and nothing asked of the store.
    pub fn refuse<M>(&mut self, reason: String) -> Action<M> {
        self.refusal = Some(reason);
        Action::None
    }

    /// Where the page was last asked to scroll, if anywhere.
    pub fn scrolled(&self) -> Option<Scroll> {
        self.scrolled
    }

    /// Scrolls the page to `to`.
    pub fn scroll<M: Send + 'static>(&mut self, to: Scroll) -> Task<M> {
        self.scrolled = Some(to);
        let offset = match to {
            Scroll::Top => RelativeOffset::START,
            Scroll::Preview => RelativeOffset::END,
        };
        snap_to(page_id(), offset)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    enum Two {
        First,
        Second,
    }

    impl WizardStep for Two {
        const STEPS: &'static [Two] = &[Two::First, Two::Second];
        fn label(self) -> Wz {
            match self {
                Two::First => Wz::StepBefore,
                Two::Second => Wz::StepReview,
            }
        }
    }

    #[test]
    fn the_first_load_settles_the_step_once() {
        let mut flow: Flow<Two> = Flow::new(None);
        assert_eq!(flow.step, Two::First);
        flow.settle(Two::Second);
        assert_eq!(flow.step, Two::Second);
        flow.settle(Two::First);
        assert_eq!(flow.step, Two::Second, "a reload keeps the step");
        let asked: Flow<Two> = Flow::new(Some(Two::First));
        assert!(asked.step_asked);
    }

    #[test]
    fn a_chosen_step_opens_at_its_top_without_the_old_refusal() {
        let mut flow: Flow<Two> = Flow::new(None);
        let _ = flow.refuse::<()>("no".into());
        flow.confirm_reset = true;
        let _task: Task<()> = flow.choose(Two::Second);
        assert_eq!(flow.scrolled(), Some(Scroll::Top));
        assert_eq!(flow.refusal, None);
        assert!(!flow.confirm_reset);
    }
}
