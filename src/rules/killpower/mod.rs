//! Killpower Ball (seed 004), pure: gladiators and their creation with recorded dice
//! (chapter 2), power, division and the points each side must score (tables 2 and 3),
//! the result and ranking points (chapter 3.4), death risk (table 8), experience
//! (chapter 12), free throws and tournament equipment (chapter 13.2). No database, no
//! window: plain data in, answers out. The tables come from `data/killpower/`.

mod championship;
mod creation;
mod experience;
mod free_throws;
mod gladiator;
mod legality;
pub mod limits;
mod match_day;
mod postmatch;
mod refusal;
pub mod settings;
mod tables;

#[cfg(test)]
mod legality_tests;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_after;
#[cfg(test)]
mod tests_draws;
#[cfg(test)]
mod tests_match;

pub use championship::{
    DrawSettled, Ending, PlayoffDraw, RankingChange, RankingSettings, SideResult, decide,
    draw_settled, ranking_changes,
};
pub use creation::{
    DeckCard, EquipmentRule, MagicChoice, Mode, NewGladiator, cards_per_gladiator,
    create_gladiator, equip, roll_armour, starting_stats, tournament_problems,
};
pub use experience::{raise, raises_left};
pub use free_throws::{FreeThrow, FreeThrowResult, Shooter, ThrowInput, settle_free_throws};
pub use gladiator::{Gladiator, Magic, Stat, Stats};
pub use legality::{
    RANKING_START, armour_range, deck_problems, gladiator_problems, ranking_least, ranking_problem,
    same_card_name, team_card_problems,
};
pub use match_day::{
    GladiatorRoll, LineupGladiator, PrematchPlan, SideLineup, moves_first, prematch,
};
pub use postmatch::{
    DeathRiskInput, PostmatchInput, PostmatchPlan, PostmatchSide, Replacement, RiskResult,
    TeamAfterMatch, postmatch,
};
pub use refusal::KpbRefusal;
pub use tables::{
    DeathRisk, HALF_DIE, Outcome, ShownRoll, XpRounding, ball_malus, death_risk, death_risk_at,
    division, half_die, points_to_score, power, roll_shown, roll_under, state_after_blow,
};

pub use crate::rules::{Decided, Side};
