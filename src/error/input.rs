//! Values typed on the command line (or in its questions) that do not read.

use super::surface::Surface;
use super::words::{Wording, list, quote, variant_names};
use crate::data::Lang;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum InputFault {
    LangUnknown {
        given: String,
    },
    BloodBowlTable {
        given: String,
    },
    /// A player event that is not `PLAYER:KIND[:COUNT]`; `kinds` are the event ids.
    EventSyntax {
        given: String,
        kinds: Vec<String>,
    },
    EventKindUnknown {
        given: String,
        kinds: Vec<String>,
    },
    /// An answer to the interactive post-match that is not understood.
    PromptToken {
        given: String,
    },
    /// A Mechanite or Mutant design that lacks parts (`kind`: "mechanite", "mutant").
    DesignMissing {
        kind: String,
        missing: Vec<String>,
    },
    /// A saved design of one kind used for the other.
    TemplateOtherKind {
        name: String,
        kind: String,
    },
    RevivalPrice {
        given: String,
    },
    /// An on/off option given something else.
    OnOff {
        option: &'static str,
        given: String,
    },
    /// A `--screen` the window does not know.
    UnknownScreen {
        given: String,
    },
    /// A die typed in that is not `KEY=FACE`.
    RollSyntax {
        given: String,
    },
    /// The same roll's die typed twice.
    RollTwice {
        key: String,
    },
}

variant_names!(InputFault: LangUnknown, BloodBowlTable, EventSyntax, EventKindUnknown,
    PromptToken, DesignMissing, TemplateOtherKind, RevivalPrice, OnOff, UnknownScreen,
    RollSyntax, RollTwice);

impl Wording for InputFault {
    fn english(&self, surface: Surface) -> String {
        let q = |text: &str| quote(text, surface, Lang::En);
        let cli = surface == Surface::Cli;
        match self {
            InputFault::LangUnknown { given } => {
                format!("unknown language {}; use en or fr", q(given))
            }
            InputFault::BloodBowlTable { given } => format!(
                "Blood Bowl has no {} table; it has: teams, skills, special-rules",
                q(given)
            ),
            InputFault::EventSyntax { given, kinds } => format!(
                "{} is not an event; write PLAYER:KIND[:COUNT], e.g. 12:strike:2, with KIND one of {}",
                q(given),
                list(kinds)
            ),
            InputFault::EventKindUnknown { given, kinds } => format!(
                "{} is not an event kind; use one of {}",
                q(given),
                list(kinds)
            ),
            InputFault::PromptToken { given } => format!(
                "{} is not understood; use s2 (strikes), k1 (kills), i (injured), d (dead), x1 (exploits), c1 (crowd doubles), o2 (other experience)",
                q(given)
            ),
            InputFault::DesignMissing { kind, missing } => format!(
                "a {kind} design needs {}{}",
                parts(missing, surface),
                if cli { "; or give --template NAME" } else { "" }
            ),
            InputFault::TemplateOtherKind { name, kind } if cli => format!(
                "template `{name}` is a {kind} design; use `dugout {kind} …` or `dugout team build-{kind}` for it"
            ),
            InputFault::TemplateOtherKind { name, kind } => {
                format!(
                    "template {} is a {kind} design; open it in that builder",
                    q(name)
                )
            }
            InputFault::RevivalPrice { given } => format!(
                "{} takes a price in mc or {}; got {}",
                surface.pick("--revival", "revival"),
                q("off"),
                q(given)
            ),
            InputFault::OnOff { option, given } => {
                let option = if cli {
                    option
                } else {
                    option.trim_start_matches('-')
                };
                format!("{option} takes on or off; got {}", q(given))
            }
            InputFault::UnknownScreen { given } => format!(
                "unknown screen {}; use start, league:ID, team:ID, mechanite:TEAM, mutant:TEAM, season:ID[:teams|fixtures|standings|playoffs], matchday:MATCH[:pre|result|post|review], audit:LEAGUE, history:TEAM, graveyard:LEAGUE, reference[:GAME[:teams|skills|rules]] or settings",
                q(given)
            ),
            InputFault::RollSyntax { given } => format!(
                "{}{}: write the roll's key, =, and the die's face (e.g. fans.home=3)",
                surface.pick("--roll ", "the die "),
                q(given)
            ),
            InputFault::RollTwice { key } => format!(
                "the die of roll {} is given twice; give each roll's die once",
                q(key)
            ),
        }
    }

    fn french(&self, surface: Surface) -> String {
        let q = |text: &str| quote(text, surface, Lang::Fr);
        let cli = surface == Surface::Cli;
        match self {
            InputFault::LangUnknown { given } => {
                format!("langue {} inconnue ; choisissez en ou fr", q(given))
            }
            InputFault::BloodBowlTable { given } => format!(
                "Blood Bowl n'a pas de table {} ; il a : teams, skills, special-rules",
                q(given)
            ),
            InputFault::EventSyntax { given, kinds } => format!(
                "{} n'est pas une action ; écrivez JOUEUR:TYPE[:NOMBRE], par exemple 12:strike:2, où TYPE est l'un de {}",
                q(given),
                list(kinds)
            ),
            InputFault::EventKindUnknown { given, kinds } => format!(
                "{} n'est pas un type d'action ; utilisez l'un de {}",
                q(given),
                list(kinds)
            ),
            InputFault::PromptToken { given } => format!(
                "{} n'est pas compris ; utilisez s2 (strikes), k1 (éliminations), i (blessé), d (mort), x1 (exploits), c1 (doubles de la foule), o2 (autre expérience)",
                q(given)
            ),
            InputFault::DesignMissing { kind, missing } => format!(
                "il manque à la conception du {kind} : {}{}",
                parts(missing, surface),
                if cli {
                    " ; ou donnez --template NOM"
                } else {
                    ""
                }
            ),
            InputFault::TemplateOtherKind { name, kind } if cli => format!(
                "le modèle « {name} » est un modèle {kind} ; utilisez `dugout {kind} …` ou `dugout team build-{kind}`"
            ),
            InputFault::TemplateOtherKind { name, kind } => format!(
                "le modèle {} est un modèle {kind} ; ouvrez-le dans cet atelier",
                q(name)
            ),
            InputFault::RevivalPrice { given } => format!(
                "{} attend un prix en mc ou {} ; reçu {}",
                surface.pick("--revival", "la résurrection"),
                q("off"),
                q(given)
            ),
            InputFault::OnOff { option, given } => {
                let option = if cli {
                    option
                } else {
                    option.trim_start_matches('-')
                };
                format!("{option} attend on ou off ; reçu {}", q(given))
            }
            InputFault::UnknownScreen { given } => format!(
                "écran {} inconnu ; utilisez start, league:ID, team:ID, mechanite:TEAM, mutant:TEAM, season:ID[:teams|fixtures|standings|playoffs], matchday:MATCH[:pre|result|post|review], audit:LEAGUE, history:TEAM, graveyard:LEAGUE, reference[:GAME[:teams|skills|rules]] ou settings",
                q(given)
            ),
            InputFault::RollSyntax { given } => format!(
                "{}{} : écrivez la clé du jet, = et la face du dé (par ex. fans.home=3)",
                surface.pick("--roll ", "le dé "),
                q(given)
            ),
            InputFault::RollTwice { key } => format!(
                "le dé du jet {} est donné deux fois ; donnez le dé de chaque jet une fois",
                q(key)
            ),
        }
    }
}

/// The options a design lacks: as typed on the command line (`--chassis`), by name in
/// the window.
fn parts(missing: &[String], surface: Surface) -> String {
    match surface {
        Surface::Cli => list(missing),
        Surface::Window => list(
            &missing
                .iter()
                .map(|m| m.trim_start_matches('-'))
                .collect::<Vec<_>>(),
        ),
    }
}

#[cfg(test)]
impl InputFault {
    pub(super) fn examples() -> Vec<InputFault> {
        let kinds = || vec!["strike".to_string(), "kill".to_string()];
        vec![
            InputFault::LangUnknown { given: "de".into() },
            InputFault::BloodBowlTable {
                given: "hacks".into(),
            },
            InputFault::EventSyntax {
                given: "12".into(),
                kinds: kinds(),
            },
            InputFault::EventKindUnknown {
                given: "goal".into(),
                kinds: kinds(),
            },
            InputFault::PromptToken { given: "z9".into() },
            InputFault::DesignMissing {
                kind: "Mechanite".into(),
                missing: vec!["--chassis".into(), "--head".into()],
            },
            InputFault::TemplateOtherKind {
                name: "Jack".into(),
                kind: "mutant".into(),
            },
            InputFault::RevivalPrice {
                given: "cheap".into(),
            },
            InputFault::OnOff {
                option: "--signing",
                given: "maybe".into(),
            },
            InputFault::UnknownScreen {
                given: "moon".into(),
            },
            InputFault::RollSyntax {
                given: "fans.home".into(),
            },
            InputFault::RollTwice {
                key: "fans.home".into(),
            },
        ]
    }
}
