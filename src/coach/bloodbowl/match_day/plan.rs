//! What a Blood Bowl post-match records, as one plan: each team's steps and values,
//! each player's line, the casualties and advancements, the rolls. `postmatch` makes it,
//! `postmatch_write` writes it.

use chrono::NaiveDate;
use serde::Serialize;

use crate::rules::bloodbowl::match_day::{AdvanceTaken, CasualtyOutcome, RollRecord, TeamOutcome};
use crate::rules::bloodbowl::pre_match::Side;
use crate::store::{FixtureId, PlayerId, TeamId};

/// One team's post-match as recorded.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PostmatchTeam {
    pub team_id: TeamId,
    pub name: String,
    pub score: u32,
    pub casualties_inflicted: u32,
    pub treasury_before_gp: i64,
    /// The fan factor the match ended with (the pre-match's plus the change), which the
    /// winnings use, and the change the report gave.
    pub fan_factor: u32,
    pub fan_factor_change: i32,
    #[serde(flatten)]
    pub steps: TeamOutcome,
    pub mvp: Option<PlayerId>,
    pub mvp_name: Option<String>,
    pub signed: Vec<String>,
    pub signing_gp: u64,
    pub staff_gp: u64,
    pub costly_error: String,
    pub costly_loss_gp: u64,
    pub treasury_after_gp: i64,
    pub team_value_gp: u64,
    pub current_team_value_gp: u64,
}

/// What a player did and earned.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayerLine {
    pub player_id: PlayerId,
    pub name: String,
    pub number: u32,
    pub side: Side,
    pub touchdowns: u32,
    pub casualties: u32,
    pub completions: u32,
    pub interceptions: u32,
    pub deflections: u32,
    pub drive_casualties: u32,
    pub crowd_casualties: u32,
    pub foul_casualties: u32,
    pub mvp: bool,
    /// All the SPP the match earned the player, the prayers' included.
    pub spp_earned: u32,
    /// What the prayers to Nuffle the player's side drew added to `spp_earned`.
    pub prayer_spp: u32,
}

/// A casualty with the player's name.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CasualtyLine {
    pub name: String,
    pub side: Side,
    pub apothecary: bool,
    #[serde(flatten)]
    pub outcome: CasualtyOutcome,
}

/// An advancement with the player's name.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AdvanceLine {
    pub name: String,
    #[serde(flatten)]
    pub taken: AdvanceTaken,
}

/// The whole post-match, exactly as recorded.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PostmatchPlan {
    pub fixture: FixtureId,
    pub seed: u64,
    pub dungeonbowl: bool,
    pub played_on: NaiveDate,
    pub teams: [PostmatchTeam; 2],
    pub players: Vec<PlayerLine>,
    pub casualties: Vec<CasualtyLine>,
    pub advancements: Vec<AdvanceLine>,
    pub rolls: Vec<RollRecord>,
}
