//! What stored Blood Bowl rows break (see `stored`): the facts, with what is allowed
//! (the words are `present::bloodbowl::stored_text`).

use crate::data::bloodbowl::tables::Characteristic;
use crate::rules::Who;

/// Where an amount of gold that must come in steps is kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GoldItem {
    /// A ledger row of this kind.
    Ledger { kind: String },
    /// A player's value (its hiring price and what advancements added).
    PlayerValue { who: Who },
    /// What a team has put aside to buy its stadium.
    StadiumFund,
    /// The price paid for each of an inducement in a match's pre-match.
    InducementPrice { inducement: String },
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StoredProblem {
    UnknownPosition {
        who: Who,
        position: String,
        allowed: Vec<String>,
    },
    /// A characteristic outside what the position's line, the player's advancements and
    /// lasting injuries give; `reach` is `None` where it stays missing ("-").
    Characteristic {
        who: Who,
        characteristic: Characteristic,
        value: Option<u8>,
        reach: Option<(u8, u8)>,
    },
    TooManyImprovements {
        who: Who,
        characteristic: Characteristic,
        count: usize,
        most: usize,
    },
    AdvancementsUnreadable {
        who: Who,
    },
    TooManyAdvancements {
        who: Who,
        count: usize,
        most: usize,
    },
    UnknownAdvancement {
        who: Who,
        kind: String,
    },
    InjuriesUnreadable {
        who: Who,
    },
    UnknownInjury {
        who: Who,
        injury: String,
        allowed: Vec<String>,
    },
    UnknownSkill {
        who: Who,
        skill: String,
    },
    DedicatedFans {
        fans: u32,
        least: u32,
        most: u32,
    },
    UnknownStadium {
        given: String,
        allowed: Vec<String>,
    },
    UnknownWeather {
        given: String,
        allowed: Vec<String>,
    },
    UnknownStadiumAttribute {
        stadium: String,
        given: String,
        allowed: Vec<String>,
    },
    UnknownSponsorship {
        given: String,
        allowed: Vec<String>,
    },
    UnknownResidency {
        given: String,
        allowed: Vec<String>,
    },
    GoldStep {
        item: GoldItem,
        gp: i64,
        step: u32,
    },
}
