//! What Blood Bowl's league settings and house-ruled roster packs refuse.

use super::surface::Surface;
use super::words::{Wording, list, quote, variant_names};
use crate::data::Lang;
use crate::tr::texts;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BloodBowlFault {
    FormatUnknown {
        format: String,
        formats: Vec<String>,
    },
    /// A house-ruled roster whose id is already one of the league's.
    RosterPackTaken { source: String, roster: String },
    /// A Dungeonbowl result with more touchdowns than the format lets a match reach.
    DungeonbowlResult { home: u32, away: u32 },
}

variant_names!(BloodBowlFault: FormatUnknown, RosterPackTaken, DungeonbowlResult);

texts! { BloodBowlTexts {
    FormatUnknown => "Blood Bowl has no league format {}; choose from: standard, {}", "Blood Bowl n'a pas de format de ligue {} ; choisissez parmi : standard, {}";
    RosterPackTaken => "{}: team {} is already a roster of this league; give the house-ruled team an id of its own", "{} : l'équipe {} est déjà une équipe de base de cette ligue ; donnez à l'équipe maison un identifiant à elle";
    DungeonbowlResult => "{}–{} cannot be a Dungeonbowl result: the match ends as soon as two touchdowns are scored in all (or after the tenth turn), so a result has at most 2 touchdowns between both teams", "{}–{} ne peut pas être un résultat de Dungeonbowl : le match s'arrête dès que deux touchdowns sont marqués en tout (ou après le dixième tour), donc un résultat compte au plus 2 touchdowns pour les deux équipes";
} }

impl Wording for BloodBowlFault {
    fn text(&self, surface: Surface, lang: Lang) -> String {
        let q = |text: &str| quote(text, surface, lang);
        match self {
            BloodBowlFault::FormatUnknown { format, formats } => {
                BloodBowlTexts::FormatUnknown.fill(lang, &[&q(format), &list(formats)])
            }
            BloodBowlFault::RosterPackTaken { source, roster } => {
                BloodBowlTexts::RosterPackTaken.fill(lang, &[source, &q(roster)])
            }
            BloodBowlFault::DungeonbowlResult { home, away } => {
                BloodBowlTexts::DungeonbowlResult.fill(lang, &[home, away])
            }
        }
    }
}

#[cfg(test)]
impl BloodBowlFault {
    pub(super) fn examples() -> Vec<BloodBowlFault> {
        vec![
            BloodBowlFault::FormatUnknown {
                format: "sevens".into(),
                formats: vec!["dungeonbowl".into()],
            },
            BloodBowlFault::RosterPackTaken {
                source: "house.toml".into(),
                roster: "human".into(),
            },
            BloodBowlFault::DungeonbowlResult { home: 2, away: 1 },
        ]
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_texts_are_complete() {
        crate::tr::assert_complete(super::BloodBowlTexts::ALL);
    }
}
