//! What a stored player's profile breaks (see `profile`), said in English and French:
//! what is wrong and what is allowed.

use super::PlayerKind;
use super::build::Stat;
use crate::data::Lang;
use crate::data::dreadball::{BuildKind, Position};
pub use crate::rules::Who;
use crate::rules::span;

/// What a role id names for a player of its kind.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RoleSource {
    /// A role of the team's roster (names in English and French).
    Roster { en: String, fr: String },
    /// The position a Mutant's design gives.
    Design,
    /// An MVP of the reference data.
    Mvp,
    /// A roster role of any team, or a free-agent profile.
    FreeAgent,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ProfileProblem {
    UnknownKind {
        who: Who,
        given: String,
    },
    UnknownPosition {
        who: Who,
        given: String,
    },
    UnknownRole {
        who: Who,
        role: Option<String>,
        source: Box<RoleSource>,
        allowed: Vec<String>,
    },
    BuildMissing {
        who: Who,
    },
    BuildUnreadable {
        who: Who,
        detail: String,
    },
    BuildOfOtherKind {
        who: Who,
        kind: PlayerKind,
        build: BuildKind,
    },
    /// The builder refuses the stored design (its refusal in each language).
    BuildRefused {
        who: Who,
        en: String,
        fr: String,
    },
    PositionNotOfRole {
        who: Who,
        position: Position,
        role: Option<String>,
        allowed: Vec<Position>,
    },
    GiantMark {
        who: Who,
        giant: bool,
    },
    /// A stat no advancement of the player's first stat line gives; `reach` is the
    /// lowest and highest value allowed, `None` where the line gives no value ("?").
    StatOutOfReach {
        who: Who,
        stat: Stat,
        value: Option<u8>,
        reach: Option<(u8, u8)>,
    },
    UnknownSkill {
        who: Who,
        skill: String,
    },
}

fn list(items: &[String], none: &str) -> String {
    if items.is_empty() {
        none.to_string()
    } else {
        items.join(", ")
    }
}

fn positions(items: &[Position]) -> String {
    items.iter().map(|p| p.id()).collect::<Vec<_>>().join(", ")
}

fn shown(value: Option<u8>) -> String {
    value.map_or_else(|| "?".to_string(), |v| v.to_string())
}

impl ProfileProblem {
    /// The problem in `lang`: what is wrong and what is allowed.
    pub fn message(&self, lang: Lang) -> String {
        match lang {
            Lang::En => self.english(),
            Lang::Fr => self.french(),
        }
    }

    fn english(&self) -> String {
        use ProfileProblem as P;
        match self {
            P::UnknownKind { who, given } => format!(
                "{} is of kind `{given}`, which DreadBall does not know; kinds: roster, mvp, free_agent, mechanite, mutant",
                who.said(Lang::En)
            ),
            P::UnknownPosition { who, given } => format!(
                "{} plays at `{given}`, a position DreadBall does not know; positions: {}",
                who.said(Lang::En),
                positions(&Position::ALL)
            ),
            P::UnknownRole {
                who,
                role,
                source,
                allowed,
            } => {
                let what = match source.as_ref() {
                    RoleSource::Roster { en, .. } => format!("a role of the {en} roster"),
                    RoleSource::Design => "the position its design gives".to_string(),
                    RoleSource::Mvp => "an MVP of the reference data".to_string(),
                    RoleSource::FreeAgent => {
                        "a roster role or a free-agent profile of the reference data".to_string()
                    }
                };
                format!(
                    "{} has the role `{}`, which is not {what}; allowed: {}",
                    who.said(Lang::En),
                    role.as_deref().unwrap_or("(none)"),
                    list(allowed, "none")
                )
            }
            P::BuildMissing { who } => format!(
                "{} is a Mechanite with no design; every Mechanite is built from its parts",
                who.said(Lang::En)
            ),
            P::BuildUnreadable { who, detail } => format!(
                "{}'s design cannot be read ({detail}); a design names its parts as the builder writes them",
                who.said(Lang::En)
            ),
            P::BuildOfOtherKind { who, kind, build } => format!(
                "{} is a {} player with a {} design; a player's design is of its own kind",
                who.said(Lang::En),
                kind.id(),
                build.id()
            ),
            P::BuildRefused { who, en, .. } => {
                format!(
                    "{}'s design breaks the builder's rules: {en}",
                    who.said(Lang::En)
                )
            }
            P::PositionNotOfRole {
                who,
                position,
                role,
                allowed,
            } => format!(
                "{} plays at {}, but its role `{}` plays at {}",
                who.said(Lang::En),
                position.id(),
                role.as_deref().unwrap_or("(none)"),
                positions(allowed)
            ),
            P::GiantMark { who, giant: true } => format!(
                "{} is marked as a Giant; only a Giant hired as an MVP is one",
                who.said(Lang::En)
            ),
            P::GiantMark { who, giant: false } => format!(
                "{} is a Giant MVP but not marked as a Giant",
                who.said(Lang::En)
            ),
            P::StatOutOfReach {
                who,
                stat,
                value,
                reach: Some((low, high)),
            } => format!(
                "{} has {} {}; its profile and the advancements allow {}",
                who.said(Lang::En),
                stat.id(),
                shown(*value),
                span(*low, *high, Lang::En)
            ),
            P::StatOutOfReach {
                who, stat, value, ..
            } => format!(
                "{} has {} {}; its profile gives none (\"?\") and no advancement gives one",
                who.said(Lang::En),
                stat.id(),
                shown(*value)
            ),
            P::UnknownSkill { who, skill } => format!(
                "{} has the skill `{skill}`, which the reference data does not know (data/dreadball/skills.toml)",
                who.said(Lang::En)
            ),
        }
    }

    fn french(&self) -> String {
        use ProfileProblem as P;
        match self {
            P::UnknownKind { who, given } => format!(
                "{} est de la sorte « {given} », que DreadBall ne connaît pas ; sortes : roster, mvp, free_agent, mechanite, mutant",
                who.said(Lang::Fr)
            ),
            P::UnknownPosition { who, given } => format!(
                "{} joue au poste « {given} », que DreadBall ne connaît pas ; postes : {}",
                who.said(Lang::Fr),
                positions(&Position::ALL)
            ),
            P::UnknownRole {
                who,
                role,
                source,
                allowed,
            } => {
                let what = match source.as_ref() {
                    RoleSource::Roster { fr, .. } => format!("un poste de l'équipe {fr}"),
                    RoleSource::Design => "le poste que donne sa conception".to_string(),
                    RoleSource::Mvp => "un MVP des données de référence".to_string(),
                    RoleSource::FreeAgent => {
                        "un poste d'une équipe ou un profil d'Agent Libre des données de référence"
                            .to_string()
                    }
                };
                format!(
                    "{} a le rôle « {} », qui n'est pas {what} ; permis : {}",
                    who.said(Lang::Fr),
                    role.as_deref().unwrap_or("(aucun)"),
                    list(allowed, "aucun")
                )
            }
            P::BuildMissing { who } => format!(
                "{} est un Mechanite sans conception ; tout Mechanite est assemblé de ses pièces",
                who.said(Lang::Fr)
            ),
            P::BuildUnreadable { who, detail } => format!(
                "la conception de {} est illisible ({detail}) ; une conception nomme ses pièces comme l'atelier les écrit",
                who.said(Lang::Fr)
            ),
            P::BuildOfOtherKind { who, kind, build } => format!(
                "{} est un joueur {} avec une conception {} ; la conception d'un joueur est de sa sorte",
                who.said(Lang::Fr),
                kind.id(),
                build.id()
            ),
            P::BuildRefused { who, fr, .. } => format!(
                "la conception de {} enfreint les règles de l'atelier : {fr}",
                who.said(Lang::Fr)
            ),
            P::PositionNotOfRole {
                who,
                position,
                role,
                allowed,
            } => format!(
                "{} joue {}, mais son rôle « {} » joue {}",
                who.said(Lang::Fr),
                position.id(),
                role.as_deref().unwrap_or("(aucun)"),
                positions(allowed)
            ),
            P::GiantMark { who, giant: true } => format!(
                "{} est marqué comme Géant ; seul un Géant engagé comme MVP en est un",
                who.said(Lang::Fr)
            ),
            P::GiantMark { who, giant: false } => format!(
                "{} est un MVP Géant mais n'est pas marqué comme Géant",
                who.said(Lang::Fr)
            ),
            P::StatOutOfReach {
                who,
                stat,
                value,
                reach: Some((low, high)),
            } => format!(
                "{} a {} {} ; son profil et les progressions permettent {}",
                who.said(Lang::Fr),
                stat.id(),
                shown(*value),
                span(*low, *high, Lang::Fr)
            ),
            P::StatOutOfReach {
                who, stat, value, ..
            } => format!(
                "{} a {} {} ; son profil n'en donne pas (« ? ») et aucune progression n'en donne",
                who.said(Lang::Fr),
                stat.id(),
                shown(*value)
            ),
            P::UnknownSkill { who, skill } => format!(
                "{} a la compétence « {skill} », que les données de référence ne connaissent pas (data/dreadball/skills.toml)",
                who.said(Lang::Fr)
            ),
        }
    }
}
