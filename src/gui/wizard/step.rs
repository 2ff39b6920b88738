//! The match day's four steps every game's wizard is opened on (a game with fewer maps
//! them onto its own, as Killpower Ball's match screen does).

use super::WizardStep;
use crate::gui::tr::Wz;

/// The match day's steps, in order: the shared step a landing names
/// (`--screen matchday:ID:STEP`), and DreadBall's and Blood Bowl's wizards' own.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    Pre,
    Result,
    Post,
    Review,
}

impl Step {
    pub const ALL: [Step; 4] = [Step::Pre, Step::Result, Step::Post, Step::Review];

    pub fn parse(text: &str) -> Option<Step> {
        match text.trim().to_ascii_lowercase().as_str() {
            "pre" => Some(Step::Pre),
            "result" => Some(Step::Result),
            "post" => Some(Step::Post),
            "review" => Some(Step::Review),
            _ => None,
        }
    }
}

impl WizardStep for Step {
    const STEPS: &'static [Step] = &Step::ALL;

    fn label(self) -> Wz {
        match self {
            Step::Pre => Wz::StepBefore,
            Step::Result => Wz::StepResult,
            Step::Post => Wz::StepAfter,
            Step::Review => Wz::StepReview,
        }
    }
}
