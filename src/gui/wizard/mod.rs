//! The match-day wizard every game shares (issue 32 item 4): the steps and the state
//! they keep (`flow`), the staged preview → record → review → reset requests sent to the
//! store (`jobs`), and the frame drawn around a game's forms: title, step bar, Preview /
//! Record bar, reset and the review's layout (`frame`). A game supplies its step list,
//! its requests, its store calls and its form views; the rest is here.

pub mod count;
pub mod flow;
pub mod frame;
pub mod jobs;
pub mod review;
pub mod roll_key;
pub mod step;

pub use flow::{Action, Flow, Scroll, WizardStep};
pub use jobs::{Answer, Half, HalfCall, Staging, StoreAccess};
pub use step::Step;

#[cfg(test)]
mod tests {
    use super::frame::step_name;
    use crate::data::Lang;
    use crate::gui::bloodbowl::match_day::Step as BloodBowl;
    use crate::gui::dreadball::match_day::Step as DreadBall;
    use crate::gui::killpower::match_day::Step as Killpower;

    #[test]
    fn the_three_games_name_their_steps_through_the_one_step_bar() {
        let fr = Lang::Fr;
        assert_eq!(step_name(DreadBall::Pre, fr), "1. Avant le match");
        assert_eq!(step_name(DreadBall::Review, fr), "4. Bilan");
        assert_eq!(step_name(BloodBowl::Post, Lang::En), "3. After the match");
        assert_eq!(step_name(Killpower::Before, fr), "1. Avant le match");
        assert_eq!(step_name(Killpower::Review, fr), "3. Bilan");
    }
}
