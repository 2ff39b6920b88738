//! What a team refuses whatever its game: names, shirt numbers, purchases, undo.

use super::facts::GameName;
use super::surface::Surface;
use super::words::{Wording, list, quote, variant_names};
use crate::data::Lang;
use crate::store::{LeagueId, TeamId};
use crate::tr::texts;

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
    /// A game's own command for a team of another game (`expected`: the command's game).
    NotOfGame {
        id: TeamId,
        name: String,
        game: GameName,
        expected: GameName,
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
    /// A team colour that is not `#RRGGBB` (`secondary`: the secondary one).
    ColourMalformed {
        secondary: bool,
        given: String,
    },
}

variant_names!(TeamFault: NameTaken, NothingToUndo, ItemUndoUnknown, PurchaseUndoUnknown,
    StaffUndoUnknown, NotOfGame, NumberTaken, NumberOutOfRange, NoFreeNumber, ReturnNumberTaken,
    TooManyToBuy, CannotBuy, HireSpec, TreasuryNotNumber, BudgetNotNumber, ColourMalformed);

texts! { TeamTexts {
    TeamCli => "team {} ({})", "l'équipe {} ({})";
    LeagueCli => "league {}", "la ligue {}";
    ThisLeague => "this league", "cette ligue";
    NameTaken => "{} already has a team called {}; team names must be unique in a league", "{} a déjà une équipe appelée {} ; les noms d'équipe sont uniques dans une ligue";
    NothingToUndo => "{} has no change left to undo; only changes made since Dugout 0.1 schema 2 are recorded", "{} n'a plus de changement à annuler ; seuls les changements faits depuis Dugout 0.1 (schéma 2) sont enregistrés";
    ItemUndoUnknown => "team {}: {} records no item changes to undo", "équipe {} : {} n'enregistre pas de changement d'objets à annuler";
    PurchaseUndoUnknown => "team {}: {} sells no {} to take back", "équipe {} : {} ne vend pas de {} à reprendre";
    StaffUndoUnknown => "team {}: {} has no staff {} to let go", "équipe {} : {} n'a pas de personnel {} à renvoyer";
    NotOfGame => "{} plays {}, not {}", "{} joue à {}, pas à {}";
    NumberTaken => "#{} is worn by {}; renumber them first", "le numéro {} est porté par {} ; changez-lui d'abord de numéro";
    NumberOutOfRange => "shirt numbers go from 1 to 99, not {}", "les numéros de maillot vont de 1 à 99, pas {}";
    NoFreeNumber => "every shirt number from 1 to 99 is taken", "tous les numéros de maillot de 1 à 99 sont pris";
    ReturnNumberTaken => "{} died in this match and would come back as #{}, but {} now wears that number; renumber {} first", "{} est mort dans ce match et reviendrait avec le numéro {}, mais {} porte maintenant ce numéro ; changez d'abord le numéro de {}";
    TooManyToBuy => "{} is too many to buy", "{}, c'est trop pour un achat";
    CannotBuy => "a {} team cannot buy {}; it buys: {}", "une équipe de {} ne peut pas acheter {} ; elle achète : {}";
    HireSpec => "{}: give a position and a count from 1 to 16, e.g. blitzer:4", "{} : donnez un poste et un nombre de 1 à 16, par exemple blitzer:4";
    TreasuryNotNumber => "the treasury is a number of gold pieces, e.g. 1000000 (empty: the league's starting treasury)", "la trésorerie est un nombre de pièces d'or, par exemple 1000000 (vide : la trésorerie de départ de la ligue)";
    BudgetNotNumber => "the budget must be a whole number of mc, e.g. 100", "le budget doit être un nombre entier de mc, par exemple 100";
    PrimaryColour => "primary colour", "couleur principale";
    SecondaryColour => "secondary colour", "couleur secondaire";
    ColourMalformed => "{} is not a {}: write a colour as # and six hexadecimal digits (0 to 9, A to F), #RRGGBB, e.g. #2B57C9", "{} n'est pas une {} : écrivez une couleur avec # et six chiffres hexadécimaux (0 à 9, A à F), #RRVVBB, par exemple #2B57C9";
} }

impl Wording for TeamFault {
    fn text(&self, surface: Surface, lang: Lang) -> String {
        let q = |text: &str| quote(text, surface, lang);
        let team = |id: &TeamId, name: &str| match surface {
            Surface::Cli => TeamTexts::TeamCli.fill(lang, &[id, &name]),
            Surface::Window => q(name),
        };
        match self {
            TeamFault::NameTaken { league, name } => {
                let league = match surface {
                    Surface::Cli => TeamTexts::LeagueCli.fill(lang, &[league]),
                    Surface::Window => TeamTexts::ThisLeague.get(lang).to_string(),
                };
                TeamTexts::NameTaken.fill(lang, &[&league, &q(name)])
            }
            TeamFault::NothingToUndo { id, name } => {
                TeamTexts::NothingToUndo.fill(lang, &[&team(id, name)])
            }
            TeamFault::ItemUndoUnknown { team, game } => {
                TeamTexts::ItemUndoUnknown.fill(lang, &[team, &game.name(lang)])
            }
            TeamFault::PurchaseUndoUnknown { team, game, item } => {
                TeamTexts::PurchaseUndoUnknown.fill(lang, &[team, &game.name(lang), &q(item)])
            }
            TeamFault::StaffUndoUnknown { team, game, staff } => {
                TeamTexts::StaffUndoUnknown.fill(lang, &[team, &game.name(lang), &q(staff)])
            }
            TeamFault::NotOfGame {
                id,
                name,
                game,
                expected,
            } => TeamTexts::NotOfGame.fill(
                lang,
                &[&team(id, name), &game.name(lang), &expected.name(lang)],
            ),
            TeamFault::NumberTaken { number, wearer } => {
                TeamTexts::NumberTaken.fill(lang, &[number, wearer])
            }
            TeamFault::NumberOutOfRange { number } => {
                TeamTexts::NumberOutOfRange.fill(lang, &[number])
            }
            TeamFault::NoFreeNumber => TeamTexts::NoFreeNumber.get(lang).into(),
            TeamFault::ReturnNumberTaken {
                name,
                number,
                wearer,
            } => TeamTexts::ReturnNumberTaken.fill(lang, &[name, number, wearer, wearer]),
            TeamFault::TooManyToBuy { count } => TeamTexts::TooManyToBuy.fill(lang, &[count]),
            TeamFault::CannotBuy { game, item, items } => {
                TeamTexts::CannotBuy.fill(lang, &[&game.name(lang), &q(item), &list(items)])
            }
            TeamFault::HireSpec { spec } => TeamTexts::HireSpec.fill(lang, &[&q(spec)]),
            TeamFault::TreasuryNotNumber => TeamTexts::TreasuryNotNumber.get(lang).into(),
            TeamFault::BudgetNotNumber => TeamTexts::BudgetNotNumber.get(lang).into(),
            TeamFault::ColourMalformed { secondary, given } => {
                let which = if *secondary {
                    TeamTexts::SecondaryColour
                } else {
                    TeamTexts::PrimaryColour
                };
                TeamTexts::ColourMalformed.fill(lang, &[&q(given), &which.get(lang)])
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
            TeamFault::NotOfGame {
                id: team,
                name: "Reavers".into(),
                game,
                expected: GameName::DREADBALL,
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
            TeamFault::ColourMalformed {
                secondary: true,
                given: "blue".into(),
            },
        ]
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_texts_are_complete() {
        crate::tr::assert_complete(super::TeamTexts::ALL);
    }
}
