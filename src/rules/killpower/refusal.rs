//! Why Killpower Ball's rules refuse what was entered: the facts, with what is allowed
//! (the words are `present::killpower::refusal`).

use super::{Side, Stat};
use crate::dice::RollFault;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KpbRefusal {
    Roll(RollFault),
    NameMissing {
        key: String,
    },
    /// A gladiator's name breaking the rule every name follows (`rules::names`).
    BadName {
        key: String,
        problem: crate::rules::names::NameProblem,
    },
    UnknownSpecialization {
        given: String,
        allowed: Vec<String>,
    },
    PowersAreChosen,
    PowersAreDrawn,
    DeckTooSmall {
        needed: usize,
        left: usize,
    },
    DeckTooBig {
        cards: usize,
        most: usize,
    },
    CardsToChoose {
        key: String,
        needed: usize,
        given: usize,
    },
    CardNotInDeck {
        card: i64,
    },
    SamePowerTwice {
        key: String,
        card: String,
    },
    SamePowerTooOften {
        card: String,
        count: u32,
        most: u32,
    },
    LocationOffDie {
        face: i64,
    },
    /// A death risk aimed at a location TABLE 8 does not have.
    UnknownLocation {
        given: String,
        allowed: Vec<String>,
    },
    LifeNotNegative {
        life: i32,
    },
    NotRaisable {
        stat: Stat,
        raisable: Vec<String>,
    },
    NoRaiseLeft {
        gladiator: String,
        experience: u32,
        per_raise: u32,
        taken: usize,
    },
    AtRaceMaximum {
        gladiator: String,
        stat: Stat,
        value: u8,
        most: u8,
    },
    NoFreeThrows,
    ThrowerNotEligible {
        side: Side,
        thrower: u32,
    },
    ThrowDistance {
        distance: u32,
        least: u32,
        most: u32,
    },
    Shooters {
        side: Side,
        count: usize,
        needed: usize,
    },
    RoundIncomplete {
        round: u32,
        shots: usize,
    },
    ThrowsAfterSettled {
        round: u32,
    },
    FreeThrowsLevel {
        totals: [u32; 2],
    },
    LineupSize {
        side: Side,
        count: usize,
        least: u8,
        most: u8,
    },
    DismissNotPlayed {
        side: Side,
        player: u32,
    },
    ReequipNotPlayed {
        side: Side,
        player: u32,
    },
    NotOnTeam {
        side: Side,
        player: u32,
    },
    RiskNotPlayed {
        side: Side,
        player: u32,
    },
    RiskTwice {
        side: Side,
        player: u32,
    },
    NotAtRisk {
        side: Side,
        player: u32,
        life: i32,
        most: i32,
    },
    NothingToReplace {
        side: Side,
        player: u32,
    },
    ReplacedTwice {
        side: Side,
        player: u32,
    },
    ReplacementMissing {
        side: Side,
        player: u32,
    },
    /// A problem of one stored gladiator (named).
    OfGladiator {
        gladiator: String,
        problem: Box<KpbRefusal>,
    },
    UnknownRace {
        given: String,
        allowed: Vec<String>,
    },
    UnknownEquipment {
        given: String,
        allowed: Vec<String>,
    },
    /// A characteristic that the race, the specialization and the raises taken do not
    /// give.
    StatNotFromRules {
        stat: Stat,
        value: u8,
        expected: u8,
    },
    CardCount {
        count: usize,
        needed: usize,
    },
    CardsWithoutPowers {
        count: usize,
        magic: String,
    },
    /// Magic armour outside its roll (`None`: not rolled where it is rolled at creation).
    ArmourRoll {
        armour: Option<u8>,
        least: u8,
        most: u8,
    },
    /// A team holds more of a card than the deck has copies (each team draws from its
    /// own pack of the deck).
    CopiesHeld {
        card: String,
        held: u32,
        copies: u32,
    },
    RankingBelowFloor {
        points: i32,
        least: i32,
    },
    CardNameTwice {
        name: String,
    },
}

impl From<RollFault> for KpbRefusal {
    fn from(fault: RollFault) -> Self {
        KpbRefusal::Roll(fault)
    }
}

impl KpbRefusal {
    /// A stable id for scripts.
    pub fn id(&self) -> &'static str {
        use KpbRefusal as R;
        match self {
            R::Roll(fault) => fault.id(),
            R::NameMissing { .. } => "name_missing",
            R::BadName { .. } => "bad_name",
            R::UnknownSpecialization { .. } => "unknown_specialization",
            R::PowersAreChosen => "powers_are_chosen",
            R::PowersAreDrawn => "powers_are_drawn",
            R::DeckTooSmall { .. } => "deck_too_small",
            R::DeckTooBig { .. } => "deck_too_big",
            R::CardsToChoose { .. } => "cards_to_choose",
            R::CardNotInDeck { .. } => "card_not_in_deck",
            R::SamePowerTwice { .. } => "same_power_twice",
            R::SamePowerTooOften { .. } => "same_power_too_often",
            R::LocationOffDie { .. } => "location_off_die",
            R::UnknownLocation { .. } => "unknown_location",
            R::LifeNotNegative { .. } => "life_not_negative",
            R::NotRaisable { .. } => "not_raisable",
            R::NoRaiseLeft { .. } => "no_raise_left",
            R::AtRaceMaximum { .. } => "at_race_maximum",
            R::NoFreeThrows => "no_free_throws",
            R::ThrowerNotEligible { .. } => "thrower_not_eligible",
            R::ThrowDistance { .. } => "throw_distance",
            R::Shooters { .. } => "shooters",
            R::RoundIncomplete { .. } => "round_incomplete",
            R::ThrowsAfterSettled { .. } => "throws_after_settled",
            R::FreeThrowsLevel { .. } => "free_throws_level",
            R::LineupSize { .. } => "lineup_size",
            R::DismissNotPlayed { .. } => "dismiss_not_played",
            R::ReequipNotPlayed { .. } => "reequip_not_played",
            R::NotOnTeam { .. } => "not_on_team",
            R::RiskNotPlayed { .. } => "risk_not_played",
            R::RiskTwice { .. } => "risk_twice",
            R::NotAtRisk { .. } => "not_at_risk",
            R::NothingToReplace { .. } => "nothing_to_replace",
            R::ReplacedTwice { .. } => "replaced_twice",
            R::ReplacementMissing { .. } => "replacement_missing",
            R::OfGladiator { problem, .. } => problem.id(),
            R::UnknownRace { .. } => "unknown_race",
            R::UnknownEquipment { .. } => "unknown_equipment",
            R::StatNotFromRules { .. } => "stat_not_from_rules",
            R::CardCount { .. } => "card_count",
            R::CardsWithoutPowers { .. } => "cards_without_powers",
            R::ArmourRoll { .. } => "armour_roll",
            R::CopiesHeld { .. } => "copies_held",
            R::RankingBelowFloor { .. } => "ranking_below_floor",
            R::CardNameTwice { .. } => "card_name_twice",
        }
    }
}
