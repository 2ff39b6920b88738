//! The Blood Bowl match report: what a coach enters after the match, as a JSON file
//! (`dugout bb postmatch --file`, `dugout import report`) or from the window. Its format
//! is documented in the README ("Blood Bowl match report").

use std::collections::BTreeMap;

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use crate::rules::bloodbowl::match_day::{AdvanceInput, PlayerMatch, TeamChoices};

/// A casualty a player suffered, and whether their team's apothecary was used on it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CasualtyLine {
    pub player: i64,
    #[serde(default)]
    pub apothecary: bool,
}

/// Everything the post-match needs from the coaches.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PostmatchReport {
    /// Marks the file as a Blood Bowl report: `bloodbowl`.
    #[serde(default)]
    pub game: Option<String>,
    pub home_score: u32,
    pub away_score: u32,
    /// When the match was played; its scheduled date (or today) when not given.
    #[serde(default)]
    pub played_on: Option<NaiveDate>,
    /// The dice to roll from; a fresh seed when not given (a preview shows it).
    #[serde(default)]
    pub seed: Option<u64>,
    /// Physical dice typed in, by roll key (`casualty.12`, `costly-errors.home`…).
    #[serde(default)]
    pub dice: BTreeMap<String, u8>,
    /// What each player did: touchdowns, casualties, completions, interceptions,
    /// deflections.
    #[serde(default)]
    pub players: Vec<PlayerMatch>,
    #[serde(default)]
    pub casualties: Vec<CasualtyLine>,
    #[serde(default)]
    pub advancements: Vec<AdvanceInput>,
    #[serde(default)]
    pub home: TeamChoices,
    #[serde(default)]
    pub away: TeamChoices,
}

impl PostmatchReport {
    /// Reads a report, naming the line and column of what is wrong.
    pub fn from_json(text: &str) -> Result<PostmatchReport, String> {
        serde_json::from_str(text).map_err(|error| error.to_string())
    }
}
