//! What a DreadBall post-match refuses when a dead player is revived or a free agent
//! signed for good.

use super::surface::Surface;
use super::words::{Wording, variant_names};
use crate::store::PlayerId;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RevivalFault {
    /// Reviving a player who did not die in this match.
    NotDeadHere {
        player: PlayerId,
    },
    RevivalOff,
    /// Reviving a player hired for this match only.
    RevivalHiredOnly {
        name: String,
    },
    RevivalTooDear {
        name: String,
        price: i64,
        treasury: i64,
    },
    SigningOff,
    /// Signing a player who is not a free agent hired for this match.
    NotSignable {
        name: String,
    },
    DiedNoSign {
        name: String,
    },
    NoHiringPrice {
        name: String,
    },
    SigningTooDear {
        name: String,
        cost: i64,
        treasury: i64,
    },
}

variant_names!(RevivalFault: NotDeadHere, RevivalOff, RevivalHiredOnly, RevivalTooDear,
    SigningOff, NotSignable, DiedNoSign, NoHiringPrice, SigningTooDear);

impl Wording for RevivalFault {
    fn english(&self, surface: Surface) -> String {
        let setting = |id: &str| {
            surface.pick(
                format!("league setting `{id}`"),
                "a league setting, on the league screen".to_string(),
            )
        };
        match self {
            RevivalFault::NotDeadHere { player } => format!(
                "player {player} did not die in this match; only those who did can be revived"
            ),
            RevivalFault::RevivalOff => format!(
                "this league does not allow reviving dead players ({})",
                setting("revival")
            ),
            RevivalFault::RevivalHiredOnly { name } => format!(
                "{name} was hired for this match only; only a team's own players are revived"
            ),
            RevivalFault::RevivalTooDear {
                name,
                price,
                treasury,
            } => format!("reviving {name} costs {price}mc but the treasury holds {treasury}mc"),
            RevivalFault::SigningOff => format!(
                "this league does not let free agents be signed after a match ({})",
                setting("signing")
            ),
            RevivalFault::NotSignable { name } => format!(
                "{name} is not a free agent hired for this match; only those can be signed (MVPs always leave)"
            ),
            RevivalFault::DiedNoSign { name } => {
                format!("{name} died in this match and cannot be signed")
            }
            RevivalFault::NoHiringPrice { name } => format!(
                "{name} has no hiring price on the reference card, so cannot be signed for good"
            ),
            RevivalFault::SigningTooDear {
                name,
                cost,
                treasury,
            } => format!(
                "signing {name} costs {cost}mc but the treasury holds {treasury}mc (earnings included)"
            ),
        }
    }

    fn french(&self, surface: Surface) -> String {
        let setting = |id: &str| {
            surface.pick(
                format!("réglage de ligue `{id}`"),
                "un réglage de la ligue, sur l'écran de la ligue".to_string(),
            )
        };
        match self {
            RevivalFault::NotDeadHere { player } => format!(
                "le joueur {player} n'est pas mort dans ce match ; seuls ceux qui y sont morts peuvent être ressuscités"
            ),
            RevivalFault::RevivalOff => format!(
                "cette ligue ne permet pas de ressusciter les joueurs morts ({})",
                setting("revival")
            ),
            RevivalFault::RevivalHiredOnly { name } => format!(
                "{name} a été engagé pour ce match seulement ; on ne ressuscite que les joueurs de l'équipe"
            ),
            RevivalFault::RevivalTooDear {
                name,
                price,
                treasury,
            } => format!(
                "ressusciter {name} coûte {price}mc mais la trésorerie n'a que {treasury}mc"
            ),
            RevivalFault::SigningOff => format!(
                "cette ligue ne permet pas d'engager des agents libres après un match ({})",
                setting("signing")
            ),
            RevivalFault::NotSignable { name } => format!(
                "{name} n'est pas un agent libre engagé pour ce match ; seuls ceux-là peuvent être engagés (les MVP partent toujours)"
            ),
            RevivalFault::DiedNoSign { name } => {
                format!("{name} est mort dans ce match et ne peut pas être engagé")
            }
            RevivalFault::NoHiringPrice { name } => format!(
                "{name} n'a pas de prix d'embauche sur la carte de référence ; il ne peut donc pas être engagé pour de bon"
            ),
            RevivalFault::SigningTooDear {
                name,
                cost,
                treasury,
            } => format!(
                "engager {name} coûte {cost}mc mais la trésorerie n'a que {treasury}mc (gains compris)"
            ),
        }
    }
}

#[cfg(test)]
impl RevivalFault {
    pub(super) fn examples() -> Vec<RevivalFault> {
        let name = || String::from("Zee");
        vec![
            RevivalFault::NotDeadHere {
                player: PlayerId(4),
            },
            RevivalFault::RevivalOff,
            RevivalFault::RevivalHiredOnly { name: name() },
            RevivalFault::RevivalTooDear {
                name: name(),
                price: 12,
                treasury: 3,
            },
            RevivalFault::SigningOff,
            RevivalFault::NotSignable { name: name() },
            RevivalFault::DiedNoSign { name: name() },
            RevivalFault::NoHiringPrice { name: name() },
            RevivalFault::SigningTooDear {
                name: name(),
                cost: 12,
                treasury: 0,
            },
        ]
    }
}
