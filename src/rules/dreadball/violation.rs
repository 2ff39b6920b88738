//! Why the rules refuse a change: what rule it breaks and what is allowed, in English
//! and French.

use super::match_day::Refusal;
use crate::data::dreadball::{BodyPart, BuildKind, PartCategory, Position};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Violation {
    TooManyPlayers {
        max: u32,
        current: u32,
        adding: u32,
    },
    NotEnoughMoney {
        cost_mc: u32,
        treasury_mc: i64,
    },
    NegativeTreasury {
        treasury_mc: i64,
    },
    PositionNotInRoster {
        position: String,
        roster: String,
        allowed: Vec<String>,
    },
    PositionNotHireable {
        position: String,
        roster: String,
    },
    NeedsBuilder {
        roster: String,
        builder: &'static str,
    },
    RoleNotInRoster {
        player: u32,
        role: String,
        roster: String,
    },
    TooManyCheerleaders {
        max: u32,
        current: u32,
        adding: u32,
    },
    StaffAlreadyHired {
        kind: String,
    },
    TooManyStaff {
        max: u32,
        current: u32,
    },
    CountMustBePositive,
    NumberOutOfRange {
        number: u32,
        min: u32,
        max: u32,
    },
    NumberTaken {
        number: u32,
    },
    DuplicateNumber {
        number: u32,
    },
    NoSuchPlayer {
        number: u32,
    },
    NameEmpty,
    /// A control character in a name (see `rules::names`).
    NameControl,
    /// An invisible or text-direction character in a name (see `rules::names`).
    NameInvisible,
    NameTooLong {
        max: usize,
    },
    LineupUnknown {
        roster: String,
    },
    PartNotFound {
        category: PartCategory,
        query: String,
        allowed: Vec<String>,
    },
    PartNotForPosition {
        part: String,
        position: Position,
        allowed: Vec<Position>,
    },
    ArmCount {
        required: usize,
        given: usize,
    },
    JackNeedsStarredArm {
        starred: Vec<String>,
    },
    ProgramTwice {
        program: String,
    },
    MutantPositionNotFound {
        query: String,
        allowed: Vec<String>,
    },
    UpgradeNotFound {
        query: String,
        position: Position,
        allowed: Vec<String>,
    },
    UpgradeNotForPosition {
        upgrade: String,
        upgrade_position: Position,
        position: Position,
    },
    AmbiguousUpgrade {
        query: String,
        candidates: Vec<String>,
    },
    BodyPartTwice {
        body_part: BodyPart,
        first: String,
        second: String,
    },
    WrongBuilder {
        roster: String,
        builder: BuildKind,
        rosters: Vec<String>,
    },
    /// A landslide ends the match as soon as one team leads by `needed`.
    LandslideTooClose {
        lead: u32,
        needed: u32,
    },
    /// A match that went to the end cannot finish with a landslide lead.
    LeadNeedsLandslide {
        lead: u32,
        needed: u32,
    },
    /// A playoff game must have a winner.
    PlayoffDraw,
    /// A match-day step (outsider bonus, MVPs, free agents, hacks, post-match).
    MatchDay(Refusal),
}

impl From<Refusal> for Violation {
    fn from(refusal: Refusal) -> Self {
        Violation::MatchDay(refusal)
    }
}

impl Violation {
    /// A stable id for scripts and tests.
    pub fn id(&self) -> &'static str {
        match self {
            Violation::TooManyPlayers { .. } => "too_many_players",
            Violation::NotEnoughMoney { .. } => "not_enough_money",
            Violation::NegativeTreasury { .. } => "negative_treasury",
            Violation::PositionNotInRoster { .. } => "position_not_in_roster",
            Violation::PositionNotHireable { .. } => "position_not_hireable",
            Violation::NeedsBuilder { .. } => "needs_builder",
            Violation::RoleNotInRoster { .. } => "role_not_in_roster",
            Violation::TooManyCheerleaders { .. } => "too_many_cheerleaders",
            Violation::StaffAlreadyHired { .. } => "staff_already_hired",
            Violation::TooManyStaff { .. } => "too_many_staff",
            Violation::CountMustBePositive => "count_must_be_positive",
            Violation::NumberOutOfRange { .. } => "number_out_of_range",
            Violation::NumberTaken { .. } => "number_taken",
            Violation::DuplicateNumber { .. } => "duplicate_number",
            Violation::NoSuchPlayer { .. } => "no_such_player",
            Violation::NameEmpty => "name_empty",
            Violation::NameControl => "name_control",
            Violation::NameInvisible => "name_invisible",
            Violation::NameTooLong { .. } => "name_too_long",
            Violation::LineupUnknown { .. } => "lineup_unknown",
            Violation::PartNotFound { .. } => "part_not_found",
            Violation::PartNotForPosition { .. } => "part_not_for_position",
            Violation::ArmCount { .. } => "arm_count",
            Violation::JackNeedsStarredArm { .. } => "jack_needs_starred_arm",
            Violation::ProgramTwice { .. } => "program_twice",
            Violation::MutantPositionNotFound { .. } => "mutant_position_not_found",
            Violation::UpgradeNotFound { .. } => "upgrade_not_found",
            Violation::UpgradeNotForPosition { .. } => "upgrade_not_for_position",
            Violation::AmbiguousUpgrade { .. } => "ambiguous_upgrade",
            Violation::BodyPartTwice { .. } => "body_part_twice",
            Violation::WrongBuilder { .. } => "wrong_builder",
            Violation::LandslideTooClose { .. } => "landslide_too_close",
            Violation::LeadNeedsLandslide { .. } => "lead_needs_landslide",
            Violation::PlayoffDraw => "playoff_draw",
            Violation::MatchDay(_) => "match_day",
        }
    }
}

impl std::error::Error for Violation {}
