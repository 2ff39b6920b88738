//! What a stored DreadBall player's profile breaks, in English and French: the words for
//! the rules' `ProfileProblem`, each saying what is wrong and what is allowed.

use crate::data::Lang;
use crate::data::dreadball::Position;
use crate::present::who::span;
use crate::rules::dreadball::profile::{ProfileProblem, RoleSource};
use crate::tr::texts;

texts! { ProfileText {
    UnknownKind => "{} is of kind `{}`, which DreadBall does not know; kinds: roster, mvp, free_agent, mechanite, mutant",
        "{} est de la sorte « {} », que DreadBall ne connaît pas ; sortes : roster, mvp, free_agent, mechanite, mutant";
    UnknownPosition => "{} plays at `{}`, a position DreadBall does not know; positions: {}",
        "{} joue au poste « {} », que DreadBall ne connaît pas ; postes : {}";
    RosterRole => "a role of the {} roster", "un poste de l'équipe {}";
    DesignRole => "the position its design gives", "le poste que donne sa conception";
    MvpRole => "an MVP of the reference data", "un MVP des données de référence";
    FreeAgentRole => "a roster role or a free-agent profile of the reference data",
        "un poste d'une équipe ou un profil d'Agent Libre des données de référence";
    UnknownRole => "{} has the role `{}`, which is not {}; allowed: {}",
        "{} a le rôle « {} », qui n'est pas {} ; permis : {}";
    NoRole => "(none)", "(aucun)";
    NoneAllowed => "none", "aucun";
    BuildMissing => "{} is a Mechanite with no design; every Mechanite is built from its parts",
        "{} est un Mechanite sans conception ; tout Mechanite est assemblé de ses pièces";
    BuildUnreadable => "{}'s design cannot be read; a design names its kind (mechanite or mutant) and its parts as the builder writes them",
        "la conception de {} est illisible ; une conception nomme son type (mechanite ou mutant) et ses pièces comme l'atelier les écrit";
    BuildNotBuilt => "{} has a design, but only a Mechanite or a Mutant is built from one",
        "{} a une conception, mais seuls un Mechanite ou un Mutant sont assemblés d'après l'une";
    BuildOfOtherKind => "{} is a {} player with a {} design; a player's design is of its own kind",
        "{} est un joueur {} avec une conception {} ; la conception d'un joueur est de sa sorte";
    BuildRefused => "{}'s design breaks the builder's rules: {}",
        "la conception de {} enfreint les règles de l'atelier : {}";
    PositionNotOfRole => "{} plays at {}, but its role `{}` plays at {}",
        "{} joue {}, mais son rôle « {} » joue {}";
    MarkedGiant => "{} is marked as a Giant; only a Giant hired as an MVP is one",
        "{} est marqué comme Géant ; seul un Géant engagé comme MVP en est un";
    UnmarkedGiant => "{} is a Giant MVP but not marked as a Giant",
        "{} est un MVP Géant mais n'est pas marqué comme Géant";
    StatOutOfReach => "{} has {} {}; its profile and the advancements allow {}",
        "{} a {} {} ; son profil et les progressions permettent {}";
    StatWithoutValue => "{} has {} {}; its profile gives none (\"?\") and no advancement gives one",
        "{} a {} {} ; son profil n'en donne pas (« ? ») et aucune progression n'en donne";
    UnknownSkill => "{} has the skill `{}`, which the reference data does not know (data/dreadball/skills.toml)",
        "{} a la compétence « {} », que les données de référence ne connaissent pas (data/dreadball/skills.toml)";
} }

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

/// The English or the French of a pair of names or texts given in both.
fn said<'a>(en: &'a str, fr: &'a str, lang: Lang) -> &'a str {
    match lang {
        Lang::En => en,
        Lang::Fr => fr,
    }
}

/// What a role id should have named, in `lang`.
fn role_source(source: &RoleSource, lang: Lang) -> String {
    match source {
        RoleSource::Roster { en, fr } => ProfileText::RosterRole.fill(lang, &[&said(en, fr, lang)]),
        RoleSource::Design => ProfileText::DesignRole.get(lang).to_string(),
        RoleSource::Mvp => ProfileText::MvpRole.get(lang).to_string(),
        RoleSource::FreeAgent => ProfileText::FreeAgentRole.get(lang).to_string(),
    }
}

impl ProfileProblem {
    /// The problem in `lang`: what is wrong and what is allowed.
    pub fn message(&self, lang: Lang) -> String {
        use ProfileProblem as P;
        use ProfileText as T;
        let role_said = |role: &Option<String>| {
            role.clone()
                .unwrap_or_else(|| T::NoRole.get(lang).to_string())
        };
        match self {
            P::UnknownKind { who, given } => T::UnknownKind.fill(lang, &[&who.said(lang), given]),
            P::UnknownPosition { who, given } => {
                T::UnknownPosition.fill(lang, &[&who.said(lang), given, &positions(&Position::ALL)])
            }
            P::UnknownRole {
                who,
                role,
                source,
                allowed,
            } => T::UnknownRole.fill(
                lang,
                &[
                    &who.said(lang),
                    &role_said(role),
                    &role_source(source, lang),
                    &list(allowed, T::NoneAllowed.get(lang)),
                ],
            ),
            P::BuildMissing { who } => T::BuildMissing.fill(lang, &[&who.said(lang)]),
            P::BuildUnreadable { who } => T::BuildUnreadable.fill(lang, &[&who.said(lang)]),
            P::BuildNotBuilt { who } => T::BuildNotBuilt.fill(lang, &[&who.said(lang)]),
            P::BuildOfOtherKind { who, kind, build } => {
                T::BuildOfOtherKind.fill(lang, &[&who.said(lang), &kind.id(), &build.id()])
            }
            P::BuildRefused { who, en, fr } => {
                T::BuildRefused.fill(lang, &[&who.said(lang), &said(en, fr, lang)])
            }
            P::PositionNotOfRole {
                who,
                position,
                role,
                allowed,
            } => T::PositionNotOfRole.fill(
                lang,
                &[
                    &who.said(lang),
                    &position.id(),
                    &role_said(role),
                    &positions(allowed),
                ],
            ),
            P::GiantMark { who, giant: true } => T::MarkedGiant.fill(lang, &[&who.said(lang)]),
            P::GiantMark { who, giant: false } => T::UnmarkedGiant.fill(lang, &[&who.said(lang)]),
            P::StatOutOfReach {
                who,
                stat,
                value,
                reach: Some((low, high)),
            } => T::StatOutOfReach.fill(
                lang,
                &[
                    &who.said(lang),
                    &stat.id(),
                    &shown(*value),
                    &span(*low, *high, lang),
                ],
            ),
            P::StatOutOfReach {
                who, stat, value, ..
            } => T::StatWithoutValue.fill(lang, &[&who.said(lang), &stat.id(), &shown(*value)]),
            P::UnknownSkill { who, skill } => T::UnknownSkill.fill(lang, &[&who.said(lang), skill]),
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_profile_text_is_said_in_both_languages() {
        crate::tr::assert_complete(super::ProfileText::ALL);
    }
}
