//! Values typed on the command line (or in its questions) that do not read.

use super::facts::GameName;
use super::surface::Surface;
use super::words::{Wording, list, quote, variant_names};
use crate::data::Lang;
use crate::tr::texts;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum InputFault {
    LangUnknown {
        given: String,
    },
    /// A reference table the game's data does not have; `tables` are those it has.
    DataTable {
        game: GameName,
        given: String,
        tables: Vec<String>,
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
    /// A die typed for a roll that cannot take it (off its faces, or no such roll).
    Roll {
        fault: crate::dice::RollFault,
    },
}

impl From<crate::dice::RollFault> for super::Error {
    fn from(fault: crate::dice::RollFault) -> super::Error {
        InputFault::from(fault).into()
    }
}

impl From<crate::dice::RollFault> for InputFault {
    fn from(fault: crate::dice::RollFault) -> InputFault {
        InputFault::Roll { fault }
    }
}

variant_names!(InputFault: LangUnknown, DataTable, EventSyntax, EventKindUnknown,
    PromptToken, DesignMissing, TemplateOtherKind, RevivalPrice, OnOff, UnknownScreen,
    RollSyntax, RollTwice, Roll);

texts! { InputTexts {
    LangUnknown => "unknown language {}; use en or fr", "langue {} inconnue ; choisissez en ou fr";
    DataTable => "{} has no {} table; it has: {}", "{} n'a pas de table {} ; il a : {}";
    EventSyntax => "{} is not an event; write PLAYER:KIND[:COUNT], e.g. 12:strike:2, with KIND one of {}", "{} n'est pas une action ; écrivez JOUEUR:TYPE[:NOMBRE], par exemple 12:strike:2, où TYPE est l'un de {}";
    EventKindUnknown => "{} is not an event kind; use one of {}", "{} n'est pas un type d'action ; utilisez l'un de {}";
    PromptToken => "{} is not understood; use s2 (strikes), k1 (kills), i (injured), d (dead), x1 (exploits), c1 (crowd doubles), o2 (other experience)", "{} n'est pas compris ; utilisez s2 (strikes), k1 (éliminations), i (blessé), d (mort), x1 (exploits), c1 (doubles de la foule), o2 (autre expérience)";
    DesignMissing => "a {} design needs {}{}", "il manque à la conception du {} : {}{}";
    OrTemplateCli => "; or give --template NAME", " ; ou donnez --template NOM";
    TemplateOtherKindCli => "template `{}` is a {} design; use `dugout {} …` or `dugout team build-{}` for it", "le modèle « {} » est un modèle {} ; utilisez `dugout {} …` ou `dugout team build-{}`";
    TemplateOtherKindWindow => "template {} is a {} design; open it in that builder", "le modèle {} est un modèle {} ; ouvrez-le dans cet atelier";
    RevivalCli => "--revival", "--revival";
    RevivalWindow => "revival", "la résurrection";
    RevivalPrice => "{} takes a price in mc or {}; got {}", "{} attend un prix en mc ou {} ; reçu {}";
    OnOff => "{} takes on or off; got {}", "{} attend on ou off ; reçu {}";
    UnknownScreen => "unknown screen {}; use start, league:ID, team:ID, mechanite:TEAM, mutant:TEAM, season:ID[:teams|fixtures|standings|playoffs], matchday:MATCH[:pre|result|post|review], audit:LEAGUE, history:TEAM, graveyard:LEAGUE, reference[:GAME[:teams|skills|rules]] or settings", "écran {} inconnu ; utilisez start, league:ID, team:ID, mechanite:TEAM, mutant:TEAM, season:ID[:teams|fixtures|standings|playoffs], matchday:MATCH[:pre|result|post|review], audit:LEAGUE, history:TEAM, graveyard:LEAGUE, reference[:GAME[:teams|skills|rules]] ou settings";
    RollCli => "--roll ", "--roll ";
    RollWindow => "the die ", "le dé ";
    RollSyntax => "{}{}: write the roll's key, =, and the die's face (e.g. fans.home=3)", "{}{} : écrivez la clé du jet, = et la face du dé (par ex. fans.home=3)";
    RollStage => "these rolls", "ces jets";
    RollTwice => "the die of roll {} is given twice; give each roll's die once", "le dé du jet {} est donné deux fois ; donnez le dé de chaque jet une fois";
} }

impl Wording for InputFault {
    fn text(&self, surface: Surface, lang: Lang) -> String {
        let q = |text: &str| quote(text, surface, lang);
        let cli = surface == Surface::Cli;
        match self {
            InputFault::LangUnknown { given } => InputTexts::LangUnknown.fill(lang, &[&q(given)]),
            InputFault::DataTable {
                game,
                given,
                tables,
            } => InputTexts::DataTable.fill(lang, &[&game.name(lang), &q(given), &list(tables)]),
            InputFault::EventSyntax { given, kinds } => {
                InputTexts::EventSyntax.fill(lang, &[&q(given), &list(kinds)])
            }
            InputFault::EventKindUnknown { given, kinds } => {
                InputTexts::EventKindUnknown.fill(lang, &[&q(given), &list(kinds)])
            }
            InputFault::PromptToken { given } => InputTexts::PromptToken.fill(lang, &[&q(given)]),
            InputFault::DesignMissing { kind, missing } => {
                let template = if cli {
                    InputTexts::OrTemplateCli.get(lang)
                } else {
                    ""
                };
                InputTexts::DesignMissing.fill(lang, &[kind, &parts(missing, surface), &template])
            }
            InputFault::TemplateOtherKind { name, kind } if cli => {
                InputTexts::TemplateOtherKindCli.fill(lang, &[name, kind, kind, kind])
            }
            InputFault::TemplateOtherKind { name, kind } => {
                InputTexts::TemplateOtherKindWindow.fill(lang, &[&q(name), kind])
            }
            InputFault::RevivalPrice { given } => {
                let revival = surface.pick(InputTexts::RevivalCli, InputTexts::RevivalWindow);
                InputTexts::RevivalPrice.fill(lang, &[&revival.get(lang), &q("off"), &q(given)])
            }
            InputFault::OnOff { option, given } => {
                let option = if cli {
                    option
                } else {
                    option.trim_start_matches('-')
                };
                InputTexts::OnOff.fill(lang, &[&option, &q(given)])
            }
            InputFault::UnknownScreen { given } => {
                InputTexts::UnknownScreen.fill(lang, &[&q(given)])
            }
            InputFault::RollSyntax { given } => {
                let die = surface.pick(InputTexts::RollCli, InputTexts::RollWindow);
                InputTexts::RollSyntax.fill(lang, &[&die.get(lang), &q(given)])
            }
            InputFault::RollTwice { key } => InputTexts::RollTwice.fill(lang, &[&q(key)]),
            InputFault::Roll { fault } => {
                let stage = InputTexts::RollStage;
                fault.message(lang, (stage.get(Lang::En), stage.get(Lang::Fr)))
            }
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
            InputFault::DataTable {
                game: GameName::BLOOD_BOWL,
                given: "hacks".into(),
                tables: vec!["teams".into(), "skills".into(), "special-rules".into()],
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
            InputFault::Roll {
                fault: crate::dice::RollFault::OffDice {
                    key: "free-agent".into(),
                    value: 7,
                    low: 1,
                    high: 6,
                },
            },
        ]
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_texts_are_complete() {
        crate::tr::assert_complete(super::InputTexts::ALL);
    }
}
