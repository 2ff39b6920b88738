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

/// Who won, once decided by the game's rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Decided {
    Home,
    Away,
    Draw,
}

impl Decided {
    pub fn id(self) -> &'static str {
        match self {
            Decided::Home => "home",
            Decided::Away => "away",
            Decided::Draw => "draw",
        }
    }

    pub fn winner(self) -> Option<Side> {
        match self {
            Decided::Home => Some(Side::Home),
            Decided::Away => Some(Side::Away),
            Decided::Draw => None,
        }
    }

    /// Reads `home`, `away` or `draw`.
    pub fn parse(text: &str) -> Option<Decided> {
        match text.trim().to_ascii_lowercase().as_str() {
            "home" => Some(Decided::Home),
            "away" => Some(Decided::Away),
            "draw" => Some(Decided::Draw),
            _ => None,
        }
    }

    /// Home's result as an ordering (`Greater`: home won).
    pub fn ordering(self) -> std::cmp::Ordering {
        match self {
            Decided::Home => std::cmp::Ordering::Greater,
            Decided::Away => std::cmp::Ordering::Less,
            Decided::Draw => std::cmp::Ordering::Equal,
        }
    }

    pub fn of(side: Side) -> Decided {
        match side {
            Side::Home => Decided::Home,
            Side::Away => Decided::Away,
        }
    }
}
