//! What a look-up on a game's tables refuses: a die roll off its faces, a level or a kind
//! the table has no column for, a treasury off the 5,000 gp steps.

use super::surface::Surface;
use super::words::{Wording, in_lang, list, quote, variant_names};
use crate::data::Lang;
use crate::tr::texts;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LookupFault {
    /// A die roll that is not one of the dice's faces (`what` says which roll, in
    /// English and French).
    DieRoll {
        what: [&'static str; 2],
        dice: &'static str,
        given: i64,
        low: u8,
        high: u8,
    },
    AdvancementLevel {
        given: i64,
        highest: u8,
    },
    AdvancementKind {
        given: String,
        kinds: Vec<String>,
    },
    Characteristic {
        given: String,
    },
    /// A table of two dice looked up without its second die.
    SecondDieMissing {
        table: [&'static str; 2],
        flag: &'static str,
        dice: &'static str,
    },
    /// A second die given to a table that has none.
    SecondDieUnused {
        table: [&'static str; 2],
        flag: &'static str,
        takes_it: &'static str,
    },
    /// A treasury off the 5,000 gp steps every amount of gold goes by, with the steps on
    /// either side.
    TreasuryOffStep {
        treasury_gp: u64,
        step_gp: u64,
        below_gp: u64,
        above_gp: u64,
    },
}

variant_names!(LookupFault: DieRoll, AdvancementLevel, AdvancementKind, Characteristic,
    SecondDieMissing, SecondDieUnused, TreasuryOffStep);

texts! { LookupTexts {
    DieRoll => "the {} roll is a {}, {} to {}; {} was given", "le jet {} se fait au {}, de {} à {} ; reçu {}";
    AdvancementLevel => "advancement levels go from 1 (a player's first advancement) to {}; {} was given", "les niveaux d'amélioration vont de 1 (la première amélioration d'un joueur) à {} ; reçu {}";
    AdvancementKind => "{} is not a kind of advancement; use one of {}", "{} n'est pas un type d'amélioration ; utilisez l'un de {}";
    Characteristic => "{} is not a characteristic; use ma, st, ag, pa or av", "{} n'est pas une caractéristique ; utilisez m, f, ag, cp ou ar (ou ma, st, ag, pa, av)";
    SecondDieMissing => "the {} table is read with two dice: give its {}{}", "la table {} se lit avec deux dés : donnez son {}{}";
    WithFlagCli => " with {}", " avec {}";
    SecondDieUnused => "the {} table has no second die; {} is only for the {} table", "la table {} n'a pas de second dé ; {} ne sert qu'à la table {}";
    ThatDieWindow => "that die", "ce dé";
    TreasuryOffStep => "a treasury of {} is off the {} steps every amount of gold goes by; give {} or {}", "une trésorerie de {} n'est pas sur les tranches de {} où va toute somme d'or ; donnez {} ou {}";
    GoldPieces => "{} gp", "{} po";
} }

impl Wording for LookupFault {
    fn text(&self, surface: Surface, lang: Lang) -> String {
        let q = |text: &str| quote(text, surface, lang);
        match self {
            LookupFault::DieRoll {
                what,
                dice,
                given,
                low,
                high,
            } => LookupTexts::DieRoll.fill(lang, &[&in_lang(what, lang), dice, low, high, given]),
            LookupFault::AdvancementLevel { given, highest } => {
                LookupTexts::AdvancementLevel.fill(lang, &[highest, given])
            }
            LookupFault::AdvancementKind { given, kinds } => {
                LookupTexts::AdvancementKind.fill(lang, &[&q(given), &list(kinds)])
            }
            LookupFault::Characteristic { given } => {
                LookupTexts::Characteristic.fill(lang, &[&q(given)])
            }
            LookupFault::SecondDieMissing { table, flag, dice } => {
                let with_flag = match surface {
                    Surface::Cli => LookupTexts::WithFlagCli.fill(lang, &[flag]),
                    Surface::Window => String::new(),
                };
                LookupTexts::SecondDieMissing.fill(lang, &[&in_lang(table, lang), dice, &with_flag])
            }
            LookupFault::SecondDieUnused {
                table,
                flag,
                takes_it,
            } => {
                let die = match surface {
                    Surface::Cli => *flag,
                    Surface::Window => LookupTexts::ThatDieWindow.get(lang),
                };
                LookupTexts::SecondDieUnused.fill(lang, &[&in_lang(table, lang), &die, takes_it])
            }
            LookupFault::TreasuryOffStep {
                treasury_gp,
                step_gp,
                below_gp,
                above_gp,
            } => {
                let gp = |amount: &u64| gp(*amount, lang);
                LookupTexts::TreasuryOffStep.fill(
                    lang,
                    &[&gp(treasury_gp), &gp(step_gp), &gp(below_gp), &gp(above_gp)],
                )
            }
        }
    }
}

/// Gold pieces with their thousands grouped, as each language writes them.
fn gp(amount: u64, lang: Lang) -> String {
    let amount = i64::try_from(amount).unwrap_or(i64::MAX);
    LookupTexts::GoldPieces.fill(lang, &[&crate::data::group_thousands(amount, lang)])
}

#[cfg(test)]
impl LookupFault {
    pub(super) fn examples() -> Vec<LookupFault> {
        vec![
            LookupFault::DieRoll {
                what: ["costly errors", "des erreurs coûteuses"],
                dice: "D6",
                given: 7,
                low: 1,
                high: 6,
            },
            LookupFault::AdvancementLevel {
                given: 7,
                highest: 6,
            },
            LookupFault::AdvancementKind {
                given: "random-skill".into(),
                kinds: vec!["random-primary".into(), "chosen-primary".into()],
            },
            LookupFault::Characteristic {
                given: "luck".into(),
            },
            LookupFault::SecondDieMissing {
                table: ["random-event", "des évènements aléatoires"],
                flag: "--second",
                dice: "D6",
            },
            LookupFault::SecondDieUnused {
                table: ["weather", "de la météo"],
                flag: "--attribute",
                takes_it: "stadium",
            },
            LookupFault::TreasuryOffStep {
                treasury_gp: 197_000,
                step_gp: 5_000,
                below_gp: 195_000,
                above_gp: 200_000,
            },
        ]
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_texts_are_complete() {
        crate::tr::assert_complete(super::LookupTexts::ALL);
    }
}
