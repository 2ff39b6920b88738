//! What a commissioner's override (`dugout override`, the window's commissioner panel)
//! refuses, in every game: a field the game does not have, a value of the wrong type or
//! out of range, no reason; and the undo of an override whose field was changed since.

use super::facts::GameName;
use super::surface::Surface;
use super::words::{Wording, list, quote, variant_names};
use crate::data::Lang;
use crate::tr::texts;

/// What a commissioner's override sets a field of.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum OverrideOf {
    Team,
    Player,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OverrideFault {
    /// A field the game does not keep; `fields`: those it does, of that kind.
    FieldUnknown {
        game: GameName,
        of: OverrideOf,
        given: String,
        fields: Vec<String>,
    },
    NeedsReason,
    /// A whole number out of `least..=most` (or not a number).
    Whole {
        field: String,
        least: i64,
        most: i64,
        given: String,
    },
    /// A target number (`3+`) out of `least..=most`; `none`: `-` is allowed too.
    Target {
        field: String,
        least: u8,
        most: u8,
        none: bool,
        given: String,
    },
    YesNo {
        field: String,
        given: String,
    },
    /// A value not in the game's list (a skill, a lasting injury).
    NotOneOf {
        field: String,
        given: String,
        allowed: Vec<String>,
    },
    /// A field this team or player cannot hold (an apothecary its roster does not
    /// allow, the armour of a gladiator without magic armour).
    NotHeld {
        field: String,
        who: String,
    },
    /// Undo of an override whose field was changed after it.
    ChangedSince {
        field: String,
        now: String,
        set: String,
    },
}

variant_names!(OverrideFault: FieldUnknown, NeedsReason, Whole, Target, YesNo, NotOneOf, NotHeld,
    ChangedSince);

texts! { OverrideTexts {
    FieldUnknown => "{} is not a {} field of {} the commissioner can set; fields: {}", "{} n'est pas un champ {} de {} que le commissaire peut forcer ; champs : {}";
    OfTeam => "team", "d'équipe";
    OfPlayer => "player", "de joueur";
    NeedsReason => "an override needs a reason{}: say why the rules are set aside", "un forçage demande une raison{} : dites pourquoi les règles sont écartées";
    ReasonOptionCli => " (--reason)", " (--reason)";
    Whole => "{} must be a whole number from {} to {}; {} given", "{} doit être un nombre entier de {} à {} ; {} donné";
    Target => "{} must be a target from {}+ to {}+; {} given", "{} doit être une valeur de {}+ à {}+ ; {} donné";
    TargetOrNone => "{} must be a target from {}+ to {}+, or - for none; {} given", "{} doit être une valeur de {}+ à {}+, ou - pour aucune ; {} donné";
    YesNo => "{} is yes or no; {} given", "{}, c'est oui ou non ; {} donné";
    NotOneOf => "{} is not one of the {} Dugout knows: {}", "{} ne fait pas partie des {} que Dugout connaît : {}";
    NotHeld => "{} cannot have {}", "{} ne peut pas avoir de {}";
    ChangedSince => "{} was changed since this override: it is now {}, the override set {}; set it by another override instead", "{} a changé depuis ce forçage : il vaut maintenant {}, le forçage l'avait mis à {} ; forcez-le à nouveau plutôt";
} }

impl Wording for OverrideFault {
    fn text(&self, surface: Surface, lang: Lang) -> String {
        let q = |text: &str| quote(text, surface, lang);
        match self {
            OverrideFault::FieldUnknown {
                game,
                of,
                given,
                fields,
            } => {
                let of = match of {
                    OverrideOf::Team => OverrideTexts::OfTeam,
                    OverrideOf::Player => OverrideTexts::OfPlayer,
                };
                OverrideTexts::FieldUnknown.fill(
                    lang,
                    &[&q(given), &of.get(lang), &game.name(lang), &list(fields)],
                )
            }
            OverrideFault::NeedsReason => {
                let reason = match surface {
                    Surface::Cli => OverrideTexts::ReasonOptionCli.get(lang),
                    Surface::Window => "",
                };
                OverrideTexts::NeedsReason.fill(lang, &[&reason])
            }
            OverrideFault::Whole {
                field,
                least,
                most,
                given,
            } => OverrideTexts::Whole.fill(lang, &[&q(field), least, most, &q(given)]),
            OverrideFault::Target {
                field,
                least,
                most,
                none,
                given,
            } => {
                let text = if *none {
                    OverrideTexts::TargetOrNone
                } else {
                    OverrideTexts::Target
                };
                text.fill(lang, &[&q(field), least, most, &q(given)])
            }
            OverrideFault::YesNo { field, given } => {
                OverrideTexts::YesNo.fill(lang, &[&q(field), &q(given)])
            }
            OverrideFault::NotOneOf {
                field,
                given,
                allowed,
            } => OverrideTexts::NotOneOf.fill(lang, &[&q(given), &q(field), &list(allowed)]),
            OverrideFault::NotHeld { field, who } => {
                OverrideTexts::NotHeld.fill(lang, &[who, &q(field)])
            }
            OverrideFault::ChangedSince { field, now, set } => {
                OverrideTexts::ChangedSince.fill(lang, &[&q(field), &q(now), &q(set)])
            }
        }
    }
}

#[cfg(test)]
impl OverrideFault {
    pub(super) fn examples() -> Vec<OverrideFault> {
        vec![
            OverrideFault::FieldUnknown {
                game: GameName::BLOOD_BOWL,
                of: OverrideOf::Player,
                given: "wings".into(),
                fields: vec!["name".into(), "ma".into()],
            },
            OverrideFault::NeedsReason,
            OverrideFault::Whole {
                field: "rerolls".into(),
                least: 0,
                most: 8,
                given: "9".into(),
            },
            OverrideFault::Target {
                field: "pa".into(),
                least: 1,
                most: 6,
                none: true,
                given: "7+".into(),
            },
            OverrideFault::YesNo {
                field: "apothecary".into(),
                given: "maybe".into(),
            },
            OverrideFault::NotOneOf {
                field: "injuries".into(),
                given: "bruise".into(),
                allowed: vec!["niggling-injury".into(), "head-injury".into()],
            },
            OverrideFault::NotHeld {
                field: "apothecary".into(),
                who: "Grim Reapers".into(),
            },
            OverrideFault::ChangedSince {
                field: "ma".into(),
                now: "5".into(),
                set: "7".into(),
            },
        ]
    }
}
