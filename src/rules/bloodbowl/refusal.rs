//! Why the Blood Bowl rules refuse a change, or what a team breaks: the facts (the words
//! are `present::bloodbowl::refusal`).

use super::Purchase;

/// A Blood Bowl rule a change would break.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The roster has no such position.
    UnknownPosition {
        position: String,
        allowed: Vec<String>,
    },
    /// The team already has the most players a team may have.
    TeamFull { max: u32 },
    /// The position is at its 0–N maximum.
    PositionFull {
        position: String,
        position_fr: String,
        max: u32,
    },
    /// Several positions share a maximum, and it is reached.
    SharedLimitFull { positions: String, max: u32 },
    /// More than the most allowed of a purchase.
    TooMany { what: Purchase, max: u32 },
    /// The roster does not allow an apothecary.
    NoApothecary { team: String, team_fr: String },
    /// Dedicated fans are bought only while the team is created.
    FansOnlyBeforeFirstMatch,
    /// A purchase of nothing.
    CountZero,
    /// The treasury does not hold the price.
    CannotAfford { cost_gp: u32, treasury_gp: i64 },
    /// Fewer players than a team needs to play (flagged, never refused while building).
    TooFewPlayers { count: u32, min: u32 },
    /// The treasury is below zero (after an override).
    TreasuryNegative { treasury_gp: i64 },
    /// A new team's treasury off the gold steps or above the most a league may give.
    StartingTreasury {
        given_gp: u32,
        most_gp: u32,
        step_gp: u32,
    },
}

impl Refusal {
    /// A stable id for scripts (`team check --json`).
    pub fn id(&self) -> &'static str {
        match self {
            Refusal::UnknownPosition { .. } => "unknown_position",
            Refusal::TeamFull { .. } => "team_full",
            Refusal::PositionFull { .. } => "position_full",
            Refusal::SharedLimitFull { .. } => "shared_limit_full",
            Refusal::TooMany { .. } => "too_many",
            Refusal::NoApothecary { .. } => "no_apothecary",
            Refusal::FansOnlyBeforeFirstMatch => "fans_only_before_first_match",
            Refusal::CountZero => "count_zero",
            Refusal::CannotAfford { .. } => "cannot_afford",
            Refusal::TooFewPlayers { .. } => "too_few_players",
            Refusal::TreasuryNegative { .. } => "treasury_negative",
            Refusal::StartingTreasury { .. } => "starting_treasury",
        }
    }
}

impl std::error::Error for Refusal {}
