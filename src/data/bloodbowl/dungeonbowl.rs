//! `dungeonbowl.toml`: the Dungeonbowl league format (seed 003): when its match ends, what
//! each coach places before it, and its special rules in short.

use serde::{Deserialize, Serialize};

use crate::data::check::{check_ids, check_names};
use crate::data::{DataError, parse_toml};

pub const DUNGEONBOWL_FILE: &str = "data/bloodbowl/dungeonbowl.toml";

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Dungeonbowl {
    pub format: Format,
    pub setup: Vec<SetupItem>,
    pub rule: Vec<FormatRule>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Format {
    pub id: String,
    pub name_en: String,
    pub name_fr: String,
    /// The match ends once this many touchdowns are scored in all.
    pub touchdowns_to_end: u32,
    /// ...or at the end of this turn.
    pub turns: u32,
    pub weather: bool,
    pub kick_off: bool,
    pub players_at_start: u32,
}

/// What each coach receives and places before the match.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SetupItem {
    pub id: String,
    pub name_en: String,
    pub name_fr: String,
    pub per_coach: u32,
    /// How the `per_coach` divide (empty: all alike).
    pub kinds: Vec<SetupKind>,
    pub placing_en: String,
    pub placing_fr: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SetupKind {
    pub id: String,
    pub name_en: String,
    pub name_fr: String,
    pub count: u32,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FormatRule {
    pub id: String,
    pub en: String,
    pub fr: String,
}

impl Dungeonbowl {
    pub fn load(text: &str) -> Result<Dungeonbowl, DataError> {
        let file: Dungeonbowl = parse_toml(DUNGEONBOWL_FILE, text)?;
        file.validate()?;
        Ok(file)
    }

    fn validate(&self) -> Result<(), DataError> {
        let file = DUNGEONBOWL_FILE;
        let format = &self.format;
        check_names(file, &format.id, &format.name_fr, &format.name_en)?;
        if format.touchdowns_to_end == 0 || format.turns == 0 || format.players_at_start == 0 {
            let message = "touchdowns_to_end, turns and players_at_start are at least 1";
            return Err(DataError::new(file, Some("format"), message));
        }
        check_ids(
            file,
            "setup",
            self.setup.iter().map(|item| item.id.as_str()),
        )?;
        for item in &self.setup {
            check_names(file, &item.id, &item.name_fr, &item.name_en)?;
            let counted: u32 = item.kinds.iter().map(|kind| kind.count).sum();
            if !item.kinds.is_empty() && counted != item.per_coach {
                let message = format!("its kinds count {counted}, not its {}", item.per_coach);
                return Err(DataError::new(file, Some(&item.id), message));
            }
            for kind in &item.kinds {
                check_names(file, &kind.id, &kind.name_fr, &kind.name_en)?;
            }
        }
        check_ids(file, "rule", self.rule.iter().map(|rule| rule.id.as_str()))?;
        if let Some(rule) = self
            .rule
            .iter()
            .find(|r| r.en.trim().is_empty() || r.fr.trim().is_empty())
        {
            return Err(DataError::new(
                file,
                Some(&rule.id),
                "needs its English and French",
            ));
        }
        Ok(())
    }
}
