//! The player a rule's problem is about, and the values a rule allows, said the same way
//! in every game.

use crate::data::Lang;

/// A player named by shirt number and name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Who {
    pub number: u32,
    pub name: String,
}

impl Who {
    pub fn new(number: u32, name: &str) -> Who {
        Who {
            number,
            name: name.to_string(),
        }
    }

    /// "player #7 Vance" / "le joueur n°7 Vance".
    pub fn said(&self, lang: Lang) -> String {
        match lang {
            Lang::En => format!("player #{} {}", self.number, self.name),
            Lang::Fr => format!("le joueur n°{} {}", self.number, self.name),
        }
    }
}

/// The values from `low` to `high` a rule allows: "6 to 9" / "de 6 à 9", or "only 6" /
/// "seulement 6" when there is one.
pub fn span(low: u8, high: u8, lang: Lang) -> String {
    match (low == high, lang) {
        (true, Lang::En) => format!("only {low}"),
        (true, Lang::Fr) => format!("seulement {low}"),
        (false, Lang::En) => format!("{low} to {high}"),
        (false, Lang::Fr) => format!("de {low} à {high}"),
    }
}
