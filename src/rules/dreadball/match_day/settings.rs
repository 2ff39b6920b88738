//! The post-match numbers a league needs and the seeds do not give. Every default here is
//! Dugout's choice, not a quoted rule; a commissioner changes them per league.

use serde::{Deserialize, Serialize};

use super::Refusal;

/// Experience totals at which a player reaches ranks 1, 2, 3… (default: every 5 points,
/// up to rank 6).
pub const DEFAULT_RANK_THRESHOLDS: [u32; 6] = [5, 10, 15, 20, 25, 30];

/// What each team earns after a match: a base, a bonus for a win or a draw, and dice of
/// mc (the "Everybody Wins" hack adds one die, as the seed says).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct EarningsRule {
    pub base_mc: u32,
    pub win_mc: u32,
    pub draw_mc: u32,
    pub dice: u32,
}

impl Default for EarningsRule {
    fn default() -> Self {
        EarningsRule {
            base_mc: 5,
            win_mc: 5,
            draw_mc: 2,
            dice: 1,
        }
    }
}

/// A league's match-day settings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchDaySettings {
    pub rank_thresholds: Vec<u32>,
    /// Experience the man of the match of each team gains (default 1, like an exploit).
    pub man_of_the_match_xp: u32,
    pub earnings: EarningsRule,
    /// The price of bringing a player who died back; `None` (the default): no revival.
    pub revival_mc: Option<u32>,
    /// Whether a free agent may be signed for good after the match (default yes).
    pub free_agent_signing: bool,
    /// Whether an MVP's cost beyond the outsider bonus may come from the treasury
    /// (default yes: the favourite hires MVPs with its own money).
    pub mvp_from_treasury: bool,
    /// Whether MVPs tied to one Challenge Cup venue may be hired (default no).
    pub event_mvps: bool,
}

impl Default for MatchDaySettings {
    fn default() -> Self {
        MatchDaySettings {
            rank_thresholds: DEFAULT_RANK_THRESHOLDS.to_vec(),
            man_of_the_match_xp: 1,
            earnings: EarningsRule::default(),
            revival_mc: None,
            free_agent_signing: true,
            mvp_from_treasury: true,
            event_mvps: false,
        }
    }
}

/// The stored form of rank thresholds: numbers separated by commas.
pub fn thresholds_text(thresholds: &[u32]) -> String {
    thresholds
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

/// Reads rank thresholds: positive whole numbers, each above the one before.
pub fn parse_thresholds(text: &str) -> Result<Vec<u32>, Refusal> {
    let invalid = || Refusal::ThresholdsInvalid {
        given: text.trim().to_string(),
    };
    let mut thresholds: Vec<u32> = Vec::new();
    for part in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let value: u32 = part.parse().map_err(|_| invalid())?;
        if value == 0 || thresholds.last().is_some_and(|last| *last >= value) {
            return Err(invalid());
        }
        thresholds.push(value);
    }
    if thresholds.is_empty() {
        return Err(invalid());
    }
    Ok(thresholds)
}
