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
