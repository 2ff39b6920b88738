//! Which side of a fixture: every game's match rules speak of home and away.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    Home,
    Away,
}

impl Side {
    /// Both sides, home first.
    pub const BOTH: [Side; 2] = [Side::Home, Side::Away];

    pub fn other(self) -> Side {
        match self {
            Side::Home => Side::Away,
            Side::Away => Side::Home,
        }
    }

    /// Its position in a `[home, away]` pair.
    pub fn index(self) -> usize {
        match self {
            Side::Home => 0,
            Side::Away => 1,
        }
    }

    /// The id scripts and roll keys use: `home`, `away`.
    pub fn key(self) -> &'static str {
        match self {
            Side::Home => "home",
            Side::Away => "away",
        }
    }

    /// Reads `home` or `away` (any case).
    pub fn parse(text: &str) -> Option<Side> {
        match text.trim().to_ascii_lowercase().as_str() {
            "home" | "domicile" => Some(Side::Home),
            "away" | "exterieur" | "extérieur" => Some(Side::Away),
            _ => None,
        }
    }
}
