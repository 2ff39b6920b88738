//! What DreadBall's builders, saved designs and commissioner overrides refuse.

use super::Error;
use super::surface::Surface;
use super::words::{Wording, list, quote, variant_names};
use crate::data::Lang;
use crate::rules::dreadball::Violation;
use crate::rules::dreadball::match_day::Refusal as MatchDayRefusal;
use crate::store::PlayerId;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DreadBallFault {
    /// Rebuilding a player not built from parts.
    NotBuilt {
        player: PlayerId,
        name: String,
    },
    TemplateNameNumeric {
        name: String,
    },
    TemplateNameTaken {
        name: String,
    },
    /// An override of a field the commissioner cannot set (`of`: "team" or "player").
    OverrideFieldUnknown {
        of: &'static str,
        given: String,
        fields: Vec<String>,
    },
    OverrideNeedsReason,
    /// A count out of range; `field` is its id ("dice", "number", "cost").
    OverrideCount {
        field: &'static str,
        max: u32,
        given: String,
    },
    OverrideTreasury {
        given: String,
    },
    OverridePosition {
        given: String,
        positions: Vec<String>,
    },
    /// A stat out of range; `stat` is its id ("strength").
    OverrideStat {
        stat: &'static str,
        min: u8,
        max: u8,
        given: String,
    },
    OverrideGiant {
        given: String,
    },
}

variant_names!(DreadBallFault: NotBuilt, TemplateNameNumeric, TemplateNameTaken,
    OverrideFieldUnknown, OverrideNeedsReason, OverrideCount, OverrideTreasury, OverridePosition,
    OverrideStat, OverrideGiant);

/// A field or stat as the wording names it ("the cost in mc", "la force").
fn field_name(id: &str, lang: Lang) -> String {
    let (en, fr) = match id {
        "number" => ("a shirt number", "un numéro de maillot"),
        "cost" => ("the cost in mc", "le coût en mc"),
        "dice" => ("dice", "les dés de coaching"),
        "cards" => ("cards", "les cartes DreadBall"),
        "cheerleaders" => ("cheerleaders", "les cheerleaders"),
        "move" => ("move", "le déplacement"),
        "strength" => ("strength", "la force"),
        "speed" => ("speed", "la rapidité"),
        "skill" => ("skill", "l'habilité"),
        "armour" => ("armour", "l'armure"),
        other => (other, other),
    };
    lang.pick(en, fr).to_string()
}

impl Wording for DreadBallFault {
    fn english(&self, surface: Surface) -> String {
        let q = |text: &str| quote(text, surface, Lang::En);
        match self {
            DreadBallFault::NotBuilt { player, name } => format!(
                "player {player} ({name}) was not built from parts: only Mechanites and Mutants can be rebuilt"
            ),
            DreadBallFault::TemplateNameNumeric { name } => format!(
                "a template can't be called {}: numbers are template ids; give it a name with letters",
                q(name)
            ),
            DreadBallFault::TemplateNameTaken { name } => format!(
                "a template called {} already exists; choose another name or delete it first",
                q(name)
            ),
            DreadBallFault::OverrideFieldUnknown { of, given, fields } => format!(
                "{} is not a {of} field the commissioner can set; fields: {}",
                q(given),
                list(fields)
            ),
            DreadBallFault::OverrideNeedsReason => format!(
                "an override needs a reason{}: say why the rules are set aside",
                surface.pick(" (--reason)", "")
            ),
            DreadBallFault::OverrideCount { field, max, given } => format!(
                "{} must be a whole number from 0 to {max}; {} given",
                field_name(field, Lang::En),
                q(given)
            ),
            DreadBallFault::OverrideTreasury { given } => {
                format!("the treasury is a whole number of mc; {} given", q(given))
            }
            DreadBallFault::OverridePosition { given, positions } => format!(
                "{} is not a position; positions: {}",
                q(given),
                list(positions)
            ),
            DreadBallFault::OverrideStat {
                stat,
                min,
                max,
                given,
            } => format!(
                "{} must be from {min} to {max}, or - for none; {} given",
                field_name(stat, Lang::En),
                q(given)
            ),
            DreadBallFault::OverrideGiant { given } => {
                format!("giant is yes or no; {} given", q(given))
            }
        }
    }

    fn french(&self, surface: Surface) -> String {
        let q = |text: &str| quote(text, surface, Lang::Fr);
        match self {
            DreadBallFault::NotBuilt { player, name } => format!(
                "le joueur {player} ({name}) n'a pas été construit à partir de pièces : seuls les Mechanites et les Mutants peuvent être reconstruits"
            ),
            DreadBallFault::TemplateNameNumeric { name } => format!(
                "un modèle ne peut pas s'appeler {} : les nombres sont les identifiants des modèles ; donnez-lui un nom avec des lettres",
                q(name)
            ),
            DreadBallFault::TemplateNameTaken { name } => format!(
                "un modèle appelé {} existe déjà ; choisissez un autre nom ou supprimez-le d'abord",
                q(name)
            ),
            DreadBallFault::OverrideFieldUnknown { of, given, fields } => format!(
                "{} n'est pas un champ {} que le commissaire peut forcer ; champs : {}",
                q(given),
                if *of == "team" {
                    "d'équipe"
                } else {
                    "de joueur"
                },
                list(fields)
            ),
            DreadBallFault::OverrideNeedsReason => format!(
                "un forçage demande une raison{} : dites pourquoi les règles sont écartées",
                surface.pick(" (--reason)", "")
            ),
            DreadBallFault::OverrideCount { field, max, given } => format!(
                "{} doit être un nombre entier de 0 à {max} ; {} donné",
                field_name(field, Lang::Fr),
                q(given)
            ),
            DreadBallFault::OverrideTreasury { given } => format!(
                "la trésorerie est un nombre entier de mc ; {} donné",
                q(given)
            ),
            DreadBallFault::OverridePosition { given, positions } => format!(
                "{} n'est pas un poste ; postes : {}",
                q(given),
                list(positions)
            ),
            DreadBallFault::OverrideStat {
                stat,
                min,
                max,
                given,
            } => format!(
                "{} doit aller de {min} à {max}, ou - pour aucune valeur ; {} donné",
                field_name(stat, Lang::Fr),
                q(given)
            ),
            DreadBallFault::OverrideGiant { given } => {
                format!("géant, c'est oui ou non ; {} donné", q(given))
            }
        }
    }
}

impl From<Violation> for Error {
    fn from(violation: Violation) -> Self {
        Error::Refused {
            id: violation.id(),
            en: violation.message(Lang::En),
            fr: violation.message(Lang::Fr),
        }
    }
}

impl From<MatchDayRefusal> for Error {
    fn from(refusal: MatchDayRefusal) -> Self {
        Violation::MatchDay(refusal).into()
    }
}

#[cfg(test)]
impl DreadBallFault {
    pub(super) fn examples() -> Vec<DreadBallFault> {
        vec![
            DreadBallFault::NotBuilt {
                player: PlayerId(4),
                name: "Zee".into(),
            },
            DreadBallFault::TemplateNameNumeric { name: "12".into() },
            DreadBallFault::TemplateNameTaken {
                name: "Jack".into(),
            },
            DreadBallFault::OverrideFieldUnknown {
                of: "player",
                given: "wings".into(),
                fields: vec!["name".into(), "number".into()],
            },
            DreadBallFault::OverrideNeedsReason,
            DreadBallFault::OverrideCount {
                field: "number",
                max: 99,
                given: "100".into(),
            },
            DreadBallFault::OverrideTreasury {
                given: "lots".into(),
            },
            DreadBallFault::OverridePosition {
                given: "goalie".into(),
                positions: vec!["jack".into(), "striker".into()],
            },
            DreadBallFault::OverrideStat {
                stat: "strength",
                min: 1,
                max: 6,
                given: "9".into(),
            },
            DreadBallFault::OverrideGiant {
                given: "maybe".into(),
            },
        ]
    }
}
