//! What a team refuses whatever its game: names, shirt numbers, purchases, undo.

use super::facts::GameName;
use super::surface::Surface;
use super::words::{Wording, list, quote, variant_names};
use crate::data::Lang;
use crate::store::{LeagueId, TeamId};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TeamFault {
    NameTaken {
        league: LeagueId,
        name: String,
    },
    NothingToUndo {
        id: TeamId,
        name: String,
    },
    /// Undo of a change the team's game does not record.
    ItemUndoUnknown {
        team: TeamId,
        game: GameName,
    },
    PurchaseUndoUnknown {
        team: TeamId,
        game: GameName,
        item: String,
    },
    StaffUndoUnknown {
        team: TeamId,
        game: GameName,
        staff: String,
    },
    /// A DreadBall command for a team of another game.
    NotDreadBall {
        id: TeamId,
        name: String,
        game: GameName,
    },
    NumberTaken {
        number: u32,
        wearer: String,
    },
    NumberOutOfRange {
        number: u32,
    },
    NoFreeNumber,
    /// A dead player back by a reset or a revival, whose number someone else wears now.
    ReturnNumberTaken {
        name: String,
        number: u32,
        wearer: String,
    },
    TooManyToBuy {
        count: u32,
    },
    CannotBuy {
        game: GameName,
        item: String,
        items: Vec<String>,
    },
    /// A Blood Bowl hire that is not `position:count`.
    HireSpec {
        spec: String,
    },
    TreasuryNotNumber,
    BudgetNotNumber,
}

variant_names!(TeamFault: NameTaken, NothingToUndo, ItemUndoUnknown, PurchaseUndoUnknown,
    StaffUndoUnknown, NotDreadBall, NumberTaken, NumberOutOfRange, NoFreeNumber, ReturnNumberTaken,
    TooManyToBuy, CannotBuy, HireSpec, TreasuryNotNumber, BudgetNotNumber);

impl Wording for TeamFault {
    fn english(&self, surface: Surface) -> String {
        let q = |text: &str| quote(text, surface, Lang::En);
        let team = |id: &TeamId, name: &str| surface.pick(format!("team {id} ({name})"), q(name));
        match self {
            TeamFault::NameTaken { league, name } => format!(
                "{} already has a team called {}; team names must be unique in a league",
                surface.pick(format!("league {league}"), "this league".to_string()),
                q(name)
            ),
            TeamFault::NothingToUndo { id, name } => format!(
                "{} has no change left to undo; only changes made since Dugout 0.1 schema 2 are recorded",
                team(id, name)
            ),
            TeamFault::ItemUndoUnknown { team, game } => {
                format!("team {team}: {} records no item changes to undo", game.en)
            }
            TeamFault::PurchaseUndoUnknown { team, game, item } => {
                format!("team {team}: {} sells no {} to take back", game.en, q(item))
            }
            TeamFault::StaffUndoUnknown { team, game, staff } => {
                format!("team {team}: {} has no staff {} to let go", game.en, q(staff))
            }
            TeamFault::NotDreadBall { id, name, game } => {
                format!("{} plays {}, not DreadBall", team(id, name), game.en)
            }
            TeamFault::NumberTaken { number, wearer } => {
                format!("#{number} is worn by {wearer}; renumber them first")
            }
            TeamFault::NumberOutOfRange { number } => {
                format!("shirt numbers go from 1 to 99, not {number}")
            }
            TeamFault::NoFreeNumber => "every shirt number from 1 to 99 is taken".into(),
            TeamFault::ReturnNumberTaken {
                name,
                number,
                wearer,
            } => format!(
                "{name} died in this match and would come back as #{number}, but {wearer} now wears that number; renumber {wearer} first"
            ),
            TeamFault::TooManyToBuy { count } => format!("{count} is too many to buy"),
            TeamFault::CannotBuy { game, item, items } => format!(
                "a {} team cannot buy {}; it buys: {}",
                game.en,
                q(item),
                list(items)
            ),
            TeamFault::HireSpec { spec } => format!(
                "{}: give a position and a count from 1 to 16, e.g. blitzer:4",
                q(spec)
            ),
            TeamFault::TreasuryNotNumber => "the treasury is a number of gold pieces, e.g. 1000000 (empty: the league's starting treasury)".into(),
            TeamFault::BudgetNotNumber => "the budget must be a whole number of mc, e.g. 100".into(),
        }
    }

    fn french(&self, surface: Surface) -> String {
        let q = |text: &str| quote(text, surface, Lang::Fr);
        let team =
            |id: &TeamId, name: &str| surface.pick(format!("l'équipe {id} ({name})"), q(name));
        match self {
            TeamFault::NameTaken { league, name } => format!(
                "{} a déjà une équipe appelée {} ; les noms d'équipe sont uniques dans une ligue",
                surface.pick(format!("la ligue {league}"), "cette ligue".to_string()),
                q(name)
            ),
            TeamFault::NothingToUndo { id, name } => format!(
                "{} n'a plus de changement à annuler ; seuls les changements faits depuis Dugout 0.1 (schéma 2) sont enregistrés",
                team(id, name)
            ),
            TeamFault::ItemUndoUnknown { team, game } => format!(
                "équipe {team} : {} n'enregistre pas de changement d'objets à annuler",
                game.fr
            ),
            TeamFault::PurchaseUndoUnknown { team, game, item } => format!(
                "équipe {team} : {} ne vend pas de {} à reprendre",
                game.fr,
                q(item)
            ),
            TeamFault::StaffUndoUnknown { team, game, staff } => format!(
                "équipe {team} : {} n'a pas de personnel {} à renvoyer",
                game.fr,
                q(staff)
            ),
            TeamFault::NotDreadBall { id, name, game } => {
                format!("{} joue à {}, pas à DreadBall", team(id, name), game.fr)
            }
            TeamFault::NumberTaken { number, wearer } => format!(
                "le numéro {number} est porté par {wearer} ; changez-lui d'abord de numéro"
            ),
            TeamFault::NumberOutOfRange { number } => {
                format!("les numéros de maillot vont de 1 à 99, pas {number}")
            }
            TeamFault::NoFreeNumber => "tous les numéros de maillot de 1 à 99 sont pris".into(),
            TeamFault::ReturnNumberTaken {
                name,
                number,
                wearer,
            } => format!(
                "{name} est mort dans ce match et reviendrait avec le numéro {number}, mais {wearer} porte maintenant ce numéro ; changez d'abord le numéro de {wearer}"
            ),
            TeamFault::TooManyToBuy { count } => format!("{count}, c'est trop pour un achat"),
            TeamFault::CannotBuy { game, item, items } => format!(
                "une équipe de {} ne peut pas acheter {} ; elle achète : {}",
                game.fr,
                q(item),
                list(items)
            ),
            TeamFault::HireSpec { spec } => format!(
                "{} : donnez un poste et un nombre de 1 à 16, par exemple blitzer:4",
                q(spec)
            ),
            TeamFault::TreasuryNotNumber => "la trésorerie est un nombre de pièces d'or, par exemple 1000000 (vide : la trésorerie de départ de la ligue)".into(),
            TeamFault::BudgetNotNumber => {
                "le budget doit être un nombre entier de mc, par exemple 100".into()
            }
        }
    }
}

#[cfg(test)]
impl TeamFault {
    pub(super) fn examples() -> Vec<TeamFault> {
        let (team, game) = (TeamId(3), GameName::BLOOD_BOWL);
        vec![
            TeamFault::NameTaken {
                league: LeagueId(1),
                name: "Ro-Tek Rivets".into(),
            },
            TeamFault::NothingToUndo {
                id: team,
                name: "Ro-Tek Rivets".into(),
            },
            TeamFault::ItemUndoUnknown { team, game },
            TeamFault::PurchaseUndoUnknown {
                team,
                game,
                item: "dice".into(),
            },
            TeamFault::StaffUndoUnknown {
                team,
                game,
                staff: "coach".into(),
            },
            TeamFault::NotDreadBall {
                id: team,
                name: "Reavers".into(),
                game,
            },
            TeamFault::NumberTaken {
                number: 7,
                wearer: "Zee".into(),
            },
            TeamFault::NumberOutOfRange { number: 120 },
            TeamFault::NoFreeNumber,
            TeamFault::ReturnNumberTaken {
                name: "Zee".into(),
                number: 7,
                wearer: "Zoé".into(),
            },
            TeamFault::TooManyToBuy { count: 4_000_000 },
            TeamFault::CannotBuy {
                game,
                item: "wizard".into(),
                items: vec!["reroll".into(), "apothecary".into()],
            },
            TeamFault::HireSpec {
                spec: "blitzer".into(),
            },
            TeamFault::TreasuryNotNumber,
            TeamFault::BudgetNotNumber,
        ]
    }
}
