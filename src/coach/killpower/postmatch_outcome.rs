//! What a Killpower Ball match report did (or would do), as the review and the CLI show
//! it: the death risks rolled, who stays and what it costs, the free throws, and the
//! whole outcome of the result and the post-match.

use super::view::GladiatorView;
use crate::dice::RollRecord;
use crate::rules::killpower::{Decided, Ending, Gladiator, Outcome, RankingChange, Side, Stat};
use crate::store::FixtureId;
use serde::Serialize;

/// A death risk as the review shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RiskLine {
    pub side: Side,
    pub gladiator: String,
    pub life: i32,
    /// The location die; None when the blow aimed at the location (no die rolled).
    pub face: Option<u8>,
    pub location: String,
    pub outcome: Outcome,
    pub outcome_name: String,
}

/// A gladiator who stays, before and after.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct StayLine {
    pub side: Side,
    pub gladiator: String,
    pub experience_before: u32,
    pub experience_after: u32,
    pub raised: Vec<Stat>,
    pub reequipped: Option<String>,
}

impl StayLine {
    /// What the post-match changed of a gladiator who stays: experience, the raises it
    /// added, and new equipment (its kind) if the kind changed.
    pub(super) fn between(
        side: Side,
        gladiator: String,
        before: &Gladiator,
        after: &Gladiator,
    ) -> Self {
        let kept = before.raises.len().min(after.raises.len());
        StayLine {
            side,
            gladiator,
            experience_before: before.experience,
            experience_after: after.experience,
            raised: after.raises[kept..].to_vec(),
            reequipped: (after.magic != before.magic).then(|| after.magic.kind().to_string()),
        }
    }
}

/// A free throw as the review shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ThrowLine {
    pub round: u32,
    pub side: Side,
    pub gladiator: String,
    pub distance: u32,
    pub target: i32,
    pub die: u8,
    pub scored: bool,
    pub points: u32,
}

/// What a report did (or would do).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PostmatchOutcome {
    pub fixture: FixtureId,
    pub teams: [String; 2],
    pub score: [u32; 2],
    pub ending: Ending,
    pub decided: Decided,
    pub targets: [u32; 2],
    pub ranking: [RankingChange; 2],
    pub free_throws: Vec<ThrowLine>,
    pub risks: Vec<RiskLine>,
    pub dead: Vec<String>,
    pub dismissed: Vec<String>,
    pub staying: Vec<StayLine>,
    /// New gladiators, with the one each replaces.
    pub joined: Vec<(Side, String, GladiatorView)>,
    /// Whether this report recorded the result (false: it was recorded before).
    pub result_recorded: bool,
    /// Whether a post-match was done (never in a tournament).
    pub postmatch: bool,
    pub seed: u64,
    pub rolls: Vec<RollRecord>,
}
