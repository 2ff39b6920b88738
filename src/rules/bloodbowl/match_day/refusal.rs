//! Why a Blood Bowl match day is refused as entered: the facts, with what is allowed
//! (the words are `present::bloodbowl::match_day_refusal`).

use super::fan_factor::FanFactorRefusal;
use super::player_refusal::PlayerRefusal;
use crate::data::bloodbowl::Category;
use crate::data::bloodbowl::tables::Characteristic;
use crate::rules::bloodbowl::Refusal;
use crate::rules::bloodbowl::inducements::InducementRefusal;
use crate::rules::bloodbowl::pre_match::Side;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MatchDayRefusal {
    /// Who kicks off, asked of a format without a kick-off (Dungeonbowl).
    NoKickOff,
    /// A team's own stadium, asked of a format without stadiums (Dungeonbowl).
    NoOwnStadium,
    /// A Weather Mage bought for a match without weather (Dungeonbowl).
    NoWeather {
        side: Side,
    },
    RollOffDice {
        key: String,
        value: u8,
        low: u8,
        high: u8,
    },
    RollNotAsked {
        key: String,
        asked: Vec<String>,
    },
    TableGap {
        table: &'static str,
        roll: u8,
    },
    NotResident {
        side: Side,
    },
    NotOwner {
        side: Side,
    },
    StadiumNotSwappable {
        rolled: String,
    },
    NoLineman {
        roster: String,
    },
    Inducement {
        side: Side,
        refusal: InducementRefusal,
    },
    UnknownAdvancement {
        kind: String,
    },
    NoMoreLevels {
        player: i64,
        levels: u8,
    },
    NotEnoughSpp {
        player: i64,
        spp: u32,
        needed: u32,
        kind: String,
    },
    SkillNeeded {
        player: i64,
        column: &'static str,
    },
    UnknownSkill {
        skill: String,
    },
    SkillNotInColumn {
        player: i64,
        skill: String,
        column: &'static str,
        allowed: Vec<Category>,
    },
    SkillAlreadyHad {
        player: i64,
        skill: String,
    },
    CategoryNeeded {
        player: i64,
        column: &'static str,
        allowed: Vec<Category>,
    },
    NoNewSkill {
        player: i64,
    },
    CharacteristicNeeded {
        player: i64,
        roll: u8,
        allowed: Vec<Characteristic>,
    },
    MvpNotEligible {
        player: i64,
        side: Side,
    },
    SponsorshipNotEarned {
        side: Side,
        total: i64,
    },
    UnknownSponsorship {
        sponsorship: String,
        allowed: Vec<String>,
    },
    CannotAfford {
        side: Side,
        what: &'static str,
        cost_gp: u32,
        treasury_gp: i64,
    },
    NoStadium {
        side: Side,
    },
    AlreadyResident {
        side: Side,
    },
    NoResidencyAtRisk {
        side: Side,
    },
    KeepResidencyStep {
        step_gp: u32,
    },
    FirstInstalment {
        first_gp: u32,
    },
    /// A player the report names who did not play for either side.
    PlayerNotInMatch {
        player: i64,
    },
    /// The same player twice in one list of the report.
    PlayerTwice {
        player: i64,
        list: &'static str,
    },
    /// More apothecary uses than a side has apothecaries for the match.
    TooManyApothecaries {
        side: Side,
        used: u32,
        allowed: u32,
    },
    /// More touchdowns by a side's players than its score.
    TouchdownsOverScore {
        side: Side,
        players: u32,
        score: u32,
    },
    /// A journeyman to sign who is not one of the side's journeymen of the match.
    NotAJourneyman {
        player: i64,
    },
    /// A purchase the team's roster refuses (its own message).
    /// A ball chosen by a name the ball table does not have.
    UnknownBall {
        ball: String,
        allowed: Vec<String>,
    },
    /// A ball chosen where the format draws none (Dungeonbowl's two spiked balls).
    NoBallToChoose,
    /// A ball both chosen and typed as a different D16.
    BallTwice {
        chosen: String,
        typed: u8,
    },
    /// A purchase the team's rules refuse (its own refusal).
    Purchase {
        side: Side,
        refusal: Refusal,
    },
    /// A fan-factor change that would take a fan factor below 0.
    FanFactor(FanFactorRefusal),
    /// What a report says of a side's players that the post-match refuses.
    Players(PlayerRefusal),
}

impl MatchDayRefusal {
    /// A stable id for scripts.
    pub fn id(&self) -> &'static str {
        match self {
            MatchDayRefusal::NoKickOff => "no_kick_off",
            MatchDayRefusal::NoOwnStadium => "no_own_stadium",
            MatchDayRefusal::NoWeather { .. } => "no_weather",
            MatchDayRefusal::RollOffDice { .. } => "roll_off_dice",
            MatchDayRefusal::RollNotAsked { .. } => "roll_not_asked",
            MatchDayRefusal::TableGap { .. } => "table_gap",
            MatchDayRefusal::NotResident { .. } => "not_resident",
            MatchDayRefusal::NotOwner { .. } => "not_owner",
            MatchDayRefusal::StadiumNotSwappable { .. } => "stadium_not_swappable",
            MatchDayRefusal::NoLineman { .. } => "no_lineman",
            MatchDayRefusal::Inducement { refusal, .. } => refusal.id(),
            MatchDayRefusal::UnknownAdvancement { .. } => "unknown_advancement",
            MatchDayRefusal::NoMoreLevels { .. } => "no_more_levels",
            MatchDayRefusal::NotEnoughSpp { .. } => "not_enough_spp",
            MatchDayRefusal::SkillNeeded { .. } => "skill_needed",
            MatchDayRefusal::UnknownSkill { .. } => "unknown_skill",
            MatchDayRefusal::SkillNotInColumn { .. } => "skill_not_in_column",
            MatchDayRefusal::SkillAlreadyHad { .. } => "skill_already_had",
            MatchDayRefusal::CategoryNeeded { .. } => "category_needed",
            MatchDayRefusal::NoNewSkill { .. } => "no_new_skill",
            MatchDayRefusal::CharacteristicNeeded { .. } => "characteristic_needed",
            MatchDayRefusal::MvpNotEligible { .. } => "mvp_not_eligible",
            MatchDayRefusal::SponsorshipNotEarned { .. } => "sponsorship_not_earned",
            MatchDayRefusal::UnknownSponsorship { .. } => "unknown_sponsorship",
            MatchDayRefusal::UnknownBall { .. } => "unknown_ball",
            MatchDayRefusal::NoBallToChoose => "no_ball_to_choose",
            MatchDayRefusal::BallTwice { .. } => "ball_twice",
            MatchDayRefusal::CannotAfford { .. } => "cannot_afford",
            MatchDayRefusal::NoStadium { .. } => "no_stadium",
            MatchDayRefusal::AlreadyResident { .. } => "already_resident",
            MatchDayRefusal::NoResidencyAtRisk { .. } => "no_residency_at_risk",
            MatchDayRefusal::KeepResidencyStep { .. } => "keep_residency_step",
            MatchDayRefusal::FirstInstalment { .. } => "first_instalment",
            MatchDayRefusal::PlayerNotInMatch { .. } => "player_not_in_match",
            MatchDayRefusal::PlayerTwice { .. } => "player_twice",
            MatchDayRefusal::TooManyApothecaries { .. } => "too_many_apothecaries",
            MatchDayRefusal::TouchdownsOverScore { .. } => "touchdowns_over_score",
            MatchDayRefusal::NotAJourneyman { .. } => "not_a_journeyman",
            MatchDayRefusal::Purchase { .. } => "purchase_refused",
            MatchDayRefusal::FanFactor(refusal) => refusal.id(),
            MatchDayRefusal::Players(refusal) => refusal.id(),
        }
    }
}
