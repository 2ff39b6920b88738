//! What Blood Bowl's league settings and house-ruled roster packs refuse.

use super::Error;
use super::surface::Surface;
use super::words::{Wording, list, quote, variant_names};
use crate::data::Lang;

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

impl Wording for BloodBowlFault {
    fn english(&self, surface: Surface) -> String {
        let q = |text: &str| quote(text, surface, Lang::En);
        match self {
            BloodBowlFault::FormatUnknown { format, formats } => format!(
                "Blood Bowl has no league format {}; choose from: standard, {}",
                q(format),
                list(formats)
            ),
            BloodBowlFault::RosterPackTaken { source, roster } => format!(
                "{source}: team {} is already a roster of this league; give the house-ruled team an id of its own",
                q(roster)
            ),
            BloodBowlFault::DungeonbowlResult { home, away } => format!(
                "{home}–{away} cannot be a Dungeonbowl result: the match ends as soon as two touchdowns are scored in all (or after the tenth turn), so a result has at most 2 touchdowns between both teams"
            ),
        }
    }

    fn french(&self, surface: Surface) -> String {
        let q = |text: &str| quote(text, surface, Lang::Fr);
        match self {
            BloodBowlFault::FormatUnknown { format, formats } => format!(
                "Blood Bowl n'a pas de format de ligue {} ; choisissez parmi : standard, {}",
                q(format),
                list(formats)
            ),
            BloodBowlFault::RosterPackTaken { source, roster } => format!(
                "{source} : l'équipe {} est déjà une équipe de base de cette ligue ; donnez à l'équipe maison un identifiant à elle",
                q(roster)
            ),
            BloodBowlFault::DungeonbowlResult { home, away } => format!(
                "{home}–{away} ne peut pas être un résultat de Dungeonbowl : le match s'arrête dès que deux touchdowns sont marqués en tout (ou après le dixième tour), donc un résultat compte au plus 2 touchdowns pour les deux équipes"
            ),
        }
    }
}

impl From<crate::rules::bloodbowl::Refusal> for Error {
    fn from(refusal: crate::rules::bloodbowl::Refusal) -> Self {
        Error::Refused {
            id: refusal.id(),
            en: refusal.message(Lang::En),
            fr: refusal.message(Lang::Fr),
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
