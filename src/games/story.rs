//! What befell a player match by match beyond the statistics, in the game's words:
//! injuries that last and advancements (the league's website tells each player's story
//! and each match's day with them).

use serde::Serialize;

use crate::store::{FixtureId, PlayerId, TeamId};

/// The kind of a line of a player's story.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum StoryKind {
    Injury,
    Advancement,
}

/// One thing a match did to a player: "Seriously hurt: −1 MA", "Rank 2: Dodge".
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct StoryLine {
    pub player: PlayerId,
    pub team: TeamId,
    pub fixture: FixtureId,
    pub kind: StoryKind,
    /// Said in the language asked for.
    pub text: String,
}
