//! What happened in a match, as entered: the one shape of a result every game's
//! `Game::check_result` and `Game::write_result` read, whatever recorded it.

use chrono::NaiveDate;
use serde::Serialize;

use crate::store::{EventKind, PlayerId};

/// What happened in a match, as entered.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct MatchReport {
    pub home_score: u32,
    pub away_score: u32,
    pub landslide: bool,
    /// Casualties each side inflicted, for games that count them (Blood Bowl).
    pub home_casualties: u32,
    pub away_casualties: u32,
    /// None: the match's scheduled date, or today.
    pub played_on: Option<NaiveDate>,
    pub events: Vec<PlayerEvent>,
    /// What the game's own rules need of the result besides the score (Killpower Ball's
    /// ending and free throws), as the game reads it in `Game::write_result`; None: the
    /// game's default (a match played to its end).
    pub game_detail: Option<serde_json::Value>,
}

/// One thing a player did or suffered in the match.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayerEvent {
    pub player: PlayerId,
    pub kind: EventKind,
    pub amount: u32,
    /// Where experience came from, when a game's post-match sequence entered it: the
    /// game's id for it (DreadBall's `exploit`, `crowd_double`, …).
    pub source: Option<String>,
}
