//! What a DreadBall post-match refuses when a dead player is revived or a free agent
//! signed for good.

use super::surface::Surface;
use super::words::{Wording, variant_names};
use crate::data::Lang;
use crate::store::PlayerId;
use crate::tr::texts;

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

texts! { RevivalTexts {
    SettingCli => "league setting `{}`", "réglage de ligue `{}`";
    SettingWindow => "a league setting, on the league screen", "un réglage de la ligue, sur l'écran de la ligue";
    NotDeadHere => "player {} did not die in this match; only those who did can be revived", "le joueur {} n'est pas mort dans ce match ; seuls ceux qui y sont morts peuvent être ressuscités";
    RevivalOff => "this league does not allow reviving dead players ({})", "cette ligue ne permet pas de ressusciter les joueurs morts ({})";
    RevivalHiredOnly => "{} was hired for this match only; only a team's own players are revived", "{} a été engagé pour ce match seulement ; on ne ressuscite que les joueurs de l'équipe";
    RevivalTooDear => "reviving {} costs {}mc but the treasury holds {}mc", "ressusciter {} coûte {}mc mais la trésorerie n'a que {}mc";
    SigningOff => "this league does not let free agents be signed after a match ({})", "cette ligue ne permet pas d'engager des agents libres après un match ({})";
    NotSignable => "{} is not a free agent hired for this match; only those can be signed (MVPs always leave)", "{} n'est pas un agent libre engagé pour ce match ; seuls ceux-là peuvent être engagés (les MVP partent toujours)";
    DiedNoSign => "{} died in this match and cannot be signed", "{} est mort dans ce match et ne peut pas être engagé";
    NoHiringPrice => "{} has no hiring price on the reference card, so cannot be signed for good", "{} n'a pas de prix d'embauche sur la carte de référence ; il ne peut donc pas être engagé pour de bon";
    SigningTooDear => "signing {} costs {}mc but the treasury holds {}mc (earnings included)", "engager {} coûte {}mc mais la trésorerie n'a que {}mc (gains compris)";
} }

impl Wording for RevivalFault {
    fn text(&self, surface: Surface, lang: Lang) -> String {
        let setting = |id: &str| match surface {
            Surface::Cli => RevivalTexts::SettingCli.fill(lang, &[&id]),
            Surface::Window => RevivalTexts::SettingWindow.get(lang).to_string(),
        };
        match self {
            RevivalFault::NotDeadHere { player } => RevivalTexts::NotDeadHere.fill(lang, &[player]),
            RevivalFault::RevivalOff => RevivalTexts::RevivalOff.fill(lang, &[&setting("revival")]),
            RevivalFault::RevivalHiredOnly { name } => {
                RevivalTexts::RevivalHiredOnly.fill(lang, &[name])
            }
            RevivalFault::RevivalTooDear {
                name,
                price,
                treasury,
            } => RevivalTexts::RevivalTooDear.fill(lang, &[name, price, treasury]),
            RevivalFault::SigningOff => RevivalTexts::SigningOff.fill(lang, &[&setting("signing")]),
            RevivalFault::NotSignable { name } => RevivalTexts::NotSignable.fill(lang, &[name]),
            RevivalFault::DiedNoSign { name } => RevivalTexts::DiedNoSign.fill(lang, &[name]),
            RevivalFault::NoHiringPrice { name } => RevivalTexts::NoHiringPrice.fill(lang, &[name]),
            RevivalFault::SigningTooDear {
                name,
                cost,
                treasury,
            } => RevivalTexts::SigningTooDear.fill(lang, &[name, cost, treasury]),
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

#[cfg(test)]
mod tests {
    #[test]
    fn the_texts_are_complete() {
        crate::tr::assert_complete(super::RevivalTexts::ALL);
    }
}
