//! What a look-up on a game's tables refuses: a die roll off its faces, a level or a kind
//! the table has no column for, a treasury off the 5,000 gp steps.

use super::surface::Surface;
use super::words::{Wording, list, quote, variant_names};
use crate::data::Lang;

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

impl Wording for LookupFault {
    fn english(&self, surface: Surface) -> String {
        let q = |text: &str| quote(text, surface, Lang::En);
        match self {
            LookupFault::DieRoll {
                what,
                dice,
                given,
                low,
                high,
            } => format!(
                "the {} roll is a {dice}, {low} to {high}; {given} was given",
                what[0]
            ),
            LookupFault::AdvancementLevel { given, highest } => format!(
                "advancement levels go from 1 (a player's first advancement) to {highest}; {given} was given"
            ),
            LookupFault::AdvancementKind { given, kinds } => format!(
                "{} is not a kind of advancement; use one of {}",
                q(given),
                list(kinds)
            ),
            LookupFault::Characteristic { given } => format!(
                "{} is not a characteristic; use ma, st, ag, pa or av",
                q(given)
            ),
            LookupFault::SecondDieMissing { table, flag, dice } => format!(
                "the {} table is read with two dice: give its {dice}{}",
                table[0],
                surface.pick(format!(" with {flag}"), String::new())
            ),
            LookupFault::SecondDieUnused {
                table,
                flag,
                takes_it,
            } => format!(
                "the {} table has no second die; {} is only for the {takes_it} table",
                table[0],
                surface.pick(*flag, "that die")
            ),
            LookupFault::TreasuryOffStep {
                treasury_gp,
                step_gp,
                below_gp,
                above_gp,
            } => {
                let gp = |amount: &u64| gp(*amount, Lang::En);
                format!(
                    "a treasury of {} is off the {} steps every amount of gold goes by; give {} or {}",
                    gp(treasury_gp),
                    gp(step_gp),
                    gp(below_gp),
                    gp(above_gp)
                )
            }
        }
    }

    fn french(&self, surface: Surface) -> String {
        let q = |text: &str| quote(text, surface, Lang::Fr);
        match self {
            LookupFault::DieRoll {
                what,
                dice,
                given,
                low,
                high,
            } => format!(
                "le jet {} se fait au {dice}, de {low} à {high} ; reçu {given}",
                what[1]
            ),
            LookupFault::AdvancementLevel { given, highest } => format!(
                "les niveaux d'amélioration vont de 1 (la première amélioration d'un joueur) à {highest} ; reçu {given}"
            ),
            LookupFault::AdvancementKind { given, kinds } => format!(
                "{} n'est pas un type d'amélioration ; utilisez l'un de {}",
                q(given),
                list(kinds)
            ),
            LookupFault::Characteristic { given } => format!(
                "{} n'est pas une caractéristique ; utilisez m, f, ag, cp ou ar (ou ma, st, ag, pa, av)",
                q(given)
            ),
            LookupFault::SecondDieMissing { table, flag, dice } => format!(
                "la table {} se lit avec deux dés : donnez son {dice}{}",
                table[1],
                surface.pick(format!(" avec {flag}"), String::new())
            ),
            LookupFault::SecondDieUnused {
                table,
                flag,
                takes_it,
            } => format!(
                "la table {} n'a pas de second dé ; {} ne sert qu'à la table {takes_it}",
                table[1],
                surface.pick(*flag, "ce dé")
            ),
            LookupFault::TreasuryOffStep {
                treasury_gp,
                step_gp,
                below_gp,
                above_gp,
            } => {
                let gp = |amount: &u64| gp(*amount, Lang::Fr);
                format!(
                    "une trésorerie de {} n'est pas sur les tranches de {} où va toute somme d'or ; donnez {} ou {}",
                    gp(treasury_gp),
                    gp(step_gp),
                    gp(below_gp),
                    gp(above_gp)
                )
            }
        }
    }
}

/// Gold pieces with their thousands grouped, as each language writes them.
fn gp(amount: u64, lang: Lang) -> String {
    let amount = i64::try_from(amount).unwrap_or(i64::MAX);
    format!(
        "{} {}",
        crate::data::group_thousands(amount, lang),
        lang.pick("gp", "po")
    )
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
