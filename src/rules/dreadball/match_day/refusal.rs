//! Why a match-day step is refused: the facts, with what is allowed (the words are
//! `present::dreadball::match_day_refusal`).

use crate::rules::dreadball::build::Stat;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    MvpNoPrice {
        mvp: String,
    },
    MvpNotForTeam {
        mvp: String,
        faction: String,
        plays_for: String,
    },
    MvpEventOnly {
        mvp: String,
        event: String,
    },
    MvpAlreadyHired {
        mvp: String,
    },
    MvpWithOpponent {
        mvp: String,
    },
    MvpNotWith {
        mvp: String,
        other: String,
    },
    MvpAfterRolls,
    MvpCannotPay {
        cost_mc: u32,
        bonus_left_mc: u32,
        treasury_mc: i64,
        treasury_allowed: bool,
    },
    NoRoom {
        max: u32,
        adding: u32,
    },
    NoSuchTable {
        table: u8,
        tables: Vec<u8>,
    },
    NoRollLeft {
        left_mc: u32,
        per_roll_mc: u32,
    },
    NoChoiceHere {
        choice: u32,
    },
    NoSuchChoice {
        choice: u32,
        options: Vec<String>,
    },
    HackAlreadyBought {
        hack: String,
        max: u32,
    },
    CannotPay {
        cost_mc: u32,
        treasury_mc: i64,
    },
    ThresholdsInvalid {
        given: String,
    },
    RollNeedsSkill {
        player: String,
        die: u8,
    },
    StatCannotImprove {
        player: String,
        stat: Stat,
        allowed: Vec<Stat>,
    },
    UnknownSkill {
        skill: String,
    },
    ChallengeCupSkill {
        skill: String,
    },
    SkillAlreadyHad {
        player: String,
        skill: String,
    },
}

impl std::error::Error for Refusal {}
