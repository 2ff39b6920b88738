//! The Blood Bowl match day: seed 001's pre-match and post-match sequences (and
//! Dungeonbowl's, seed 003) over stored teams. Each is previewed (the same run, rolled
//! back) and recorded in one transaction; resetting the match undoes both exactly.

mod load;
mod plan;
mod postmatch;
mod postmatch_write;
mod prematch;
mod report;
mod squad;
mod undo;
mod view;

pub use plan::{
    AdvanceLine, CasualtyLine as PostmatchCasualty, PlayerLine, PostmatchPlan, PostmatchTeam,
};
pub use postmatch::{preview_postmatch, record_postmatch};
pub use prematch::{
    InducementLine, PrematchRequest, PrematchView, preview_prematch, record_prematch,
};
pub use report::{CasualtyLine, PostmatchReport, RESULT_SHAPE};
pub(crate) use undo::{match_day_lines, undo_match_day};
pub use view::{MatchDayView, match_day_view, prayers_drawn};
