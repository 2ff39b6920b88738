//! What a DreadBall team breaks, in English and French: the words for the rules'
//! `Violation`.

use std::fmt;

use crate::data::Lang;
use crate::data::dreadball::{BuildKind, Position};
use crate::rules::dreadball::Violation;
use crate::tr::texts;

texts! { ViolationText {
    TooManyPlayers => "a team has at most {} players, MVPs and free agents included; it has {}, so {} more would make {}",
        "une équipe compte au plus {} joueurs, MVP et Agents Libres inclus ; elle en a {}, {} de plus en ferait {}";
    NotEnoughMoney => "this costs {}mc but the treasury holds {}mc; the treasury may never go below 0",
        "cela coûte {}mc mais la trésorerie contient {}mc ; elle ne peut jamais passer sous 0";
    NegativeTreasury => "the treasury is {}mc; it may never go below 0",
        "la trésorerie est de {}mc ; elle ne peut jamais passer sous 0";
    PositionNotInRoster => "`{}` is not a position of the {} roster; allowed: {}",
        "« {} » n'est pas un poste de l'équipe {} ; postes permis : {}";
    PositionNotHireable => "{} has no hiring cost in the {} roster (it is another form of a player, not a position you can hire)",
        "{} n'a pas de coût d'achat chez les {} (c'est une autre forme d'un joueur, pas un poste à recruter)";
    NeedsBuilder => "the {} have no fixed positions: design each player with the {} builder",
        "les {} n'ont pas de postes fixes : concevez chaque joueur avec l'atelier {}";
    RoleNotInRoster => "player #{} plays `{}`, which is not a position of the {} roster",
        "le joueur n°{} joue « {} », qui n'est pas un poste de l'équipe {}";
    TooManyCheerleaders => "a team has at most {} cheerleaders; it has {}, so {} more would make {}",
        "une équipe a au plus {} cheerleaders ; elle en a {}, {} de plus en ferait {}";
    StaffAlreadyHired => "the team already has its {} assistant: one of each kind (offensive, defensive, support) at most",
        "l'équipe a déjà son assistant {} : un seul de chaque type (offensif, défensif, soutien)";
    TooManyStaff => "a team has at most {} coaching staff; it has {}",
        "une équipe a au plus {} membres d'encadrement ; elle en a {}";
    CountMustBePositive => "the count must be at least 1", "le nombre doit être d'au moins 1";
    NumberOutOfRange => "shirt number {} is not allowed; use {} to {}",
        "le numéro {} n'est pas permis ; utilisez {} à {}";
    NumberTaken => "shirt number {} is already worn by another player of this team",
        "le numéro {} est déjà porté par un autre joueur de l'équipe";
    DuplicateNumber => "two players wear shirt number {}", "deux joueurs portent le numéro {}";
    NoSuchPlayer => "this team has no player #{}", "l'équipe n'a pas de joueur n°{}";
    NameEmpty => "the name must not be empty", "le nom ne doit pas être vide";
    NameTooLong => "the name is too long: at most {} characters",
        "le nom est trop long : {} caractères au plus";
    LineupUnknown => "the reference card gives no starting line-up for the {}: create the team with a budget (--budget MC)",
        "la fiche ne donne pas d'équipe initiale pour les {} : créez l'équipe avec un budget (--budget MC)";
    PartNotFound => "`{}` is not a Mechanite {} part; allowed: {}",
        "« {} » n'est pas une pièce de Mechanite de type {} ; pièces permises : {}";
    PartNotForPosition => "{} does not fit a {} robot; it is for: {}",
        "{} ne convient pas à un robot {} ; réservé à : {}";
    ArmCount => "a Mechanite takes exactly {} arms, one for each side; {} given",
        "un Mechanite prend exactement {} bras, un de chaque côté ; {} donnés";
    JackNeedsStarredArm => "a Jack robot needs at least one arm marked *: {}",
        "un robot Jack doit prendre au moins un bras marqué d'un * : {}";
    ProgramTwice => "{} is taken twice; each programming option at most once",
        "{} est pris deux fois ; chaque programmation au plus une fois";
    MutantPositionNotFound => "`{}` is not a Mutant position; allowed: {}",
        "« {} » n'est pas un poste de Mutant ; postes permis : {}";
    UpgradeNotFound => "`{}` is not a Mutant upgrade; the {} upgrades are: {}",
        "« {} » n'est pas une amélioration de Mutant ; améliorations des {} : {}";
    UpgradeNotForPosition => "{} is a {} upgrade; a {} takes only {} upgrades (no mixing positions)",
        "{} est une amélioration de {} ; un {} ne prend que des améliorations de {} (pas de mélange de postes)";
    AmbiguousUpgrade => "`{}` names several upgrades; give the id: {}",
        "« {} » désigne plusieurs améliorations ; donnez l'identifiant : {}";
    BodyPartTwice => "{} and {} both upgrade the {}; each body part is upgraded at most once",
        "{} et {} améliorent tous deux la partie « {} » ; chaque partie du corps n'est améliorée qu'une fois";
    WrongBuilder => "the {} do not field {}; teams that do: {}",
        "les {} n'alignent pas de {} ; équipes qui en alignent : {}";
    LandslideTooClose => "a landslide needs a lead of at least {} strike points; the winner leads by {}",
        "une victoire écrasante demande une avance d'au moins {} points ; le vainqueur mène de {}";
    LeadNeedsLandslide => "a lead of {} strike points ends the match by landslide (it ends as soon as a team leads by {}); mark it as a landslide or check the score",
        "une avance de {} points termine le match par victoire écrasante (il s'arrête dès qu'une équipe mène de {}) ; cochez la victoire écrasante ou vérifiez le score";
    PlayoffDraw => "a playoff game needs a winner: enter the score after the tie was broken",
        "un match de phase finale doit avoir un vainqueur : saisissez le score après le départage";
    NoneMasculine => "none", "aucun";
    NoneFeminine => "none", "aucune";
    Mechanites => "Mechanites", "Mechanites";
    Mutants => "Mutants", "Mutants";
    RosterPlayers => "roster players", "joueurs de la fiche";
} }

impl Violation {
    /// The message shown to the user, in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        use Violation::*;
        use ViolationText as T;
        let none = |items: &[String]| list_or_none(items, T::NoneMasculine.get(lang));
        let none_f = |items: &[String]| list_or_none(items, T::NoneFeminine.get(lang));
        match self {
            TooManyPlayers {
                max,
                current,
                adding,
            } => T::TooManyPlayers.fill(lang, &[max, current, adding, &(current + adding)]),
            NotEnoughMoney {
                cost_mc,
                treasury_mc,
            } => T::NotEnoughMoney.fill(lang, &[cost_mc, treasury_mc]),
            NegativeTreasury { treasury_mc } => T::NegativeTreasury.fill(lang, &[treasury_mc]),
            PositionNotInRoster {
                position,
                roster,
                allowed,
            } => T::PositionNotInRoster.fill(lang, &[position, roster, &none(allowed)]),
            PositionNotHireable { position, roster } => {
                T::PositionNotHireable.fill(lang, &[position, roster])
            }
            NeedsBuilder { roster, builder } => T::NeedsBuilder.fill(lang, &[roster, builder]),
            RoleNotInRoster {
                player,
                role,
                roster,
            } => T::RoleNotInRoster.fill(lang, &[player, role, roster]),
            TooManyCheerleaders {
                max,
                current,
                adding,
            } => T::TooManyCheerleaders.fill(lang, &[max, current, adding, &(current + adding)]),
            StaffAlreadyHired { kind } => T::StaffAlreadyHired.fill(lang, &[kind]),
            TooManyStaff { max, current } => T::TooManyStaff.fill(lang, &[max, current]),
            CountMustBePositive => T::CountMustBePositive.get(lang).to_string(),
            NumberOutOfRange { number, min, max } => {
                T::NumberOutOfRange.fill(lang, &[number, min, max])
            }
            NumberTaken { number } => T::NumberTaken.fill(lang, &[number]),
            DuplicateNumber { number } => T::DuplicateNumber.fill(lang, &[number]),
            NoSuchPlayer { number } => T::NoSuchPlayer.fill(lang, &[number]),
            NameEmpty => T::NameEmpty.get(lang).to_string(),
            NameControl => crate::rules::names::NameProblem::Control.message(lang),
            NameInvisible => crate::rules::names::NameProblem::Invisible.message(lang),
            NameTooLong { max } => T::NameTooLong.fill(lang, &[max]),
            LineupUnknown { roster } => T::LineupUnknown.fill(lang, &[roster]),
            PartNotFound {
                category,
                query,
                allowed,
            } => T::PartNotFound.fill(lang, &[query, &category.name(lang), &none_f(allowed)]),
            PartNotForPosition {
                part,
                position,
                allowed,
            } => T::PartNotForPosition.fill(lang, &[part, &position.id(), &positions(allowed)]),
            ArmCount { required, given } => T::ArmCount.fill(lang, &[required, given]),
            JackNeedsStarredArm { starred } => T::JackNeedsStarredArm.fill(lang, &[&none(starred)]),
            ProgramTwice { program } => T::ProgramTwice.fill(lang, &[program]),
            MutantPositionNotFound { query, allowed } => {
                T::MutantPositionNotFound.fill(lang, &[query, &none(allowed)])
            }
            UpgradeNotFound {
                query,
                position,
                allowed,
            } => T::UpgradeNotFound.fill(lang, &[query, &position.id(), &none_f(allowed)]),
            UpgradeNotForPosition {
                upgrade,
                upgrade_position,
                position,
            } => T::UpgradeNotForPosition.fill(
                lang,
                &[
                    upgrade,
                    &upgrade_position.id(),
                    &position.id(),
                    &position.id(),
                ],
            ),
            AmbiguousUpgrade { query, candidates } => {
                T::AmbiguousUpgrade.fill(lang, &[query, &candidates.join(", ")])
            }
            BodyPartTwice {
                body_part,
                first,
                second,
            } => T::BodyPartTwice.fill(lang, &[first, second, &body_part.name(lang)]),
            WrongBuilder {
                roster,
                builder,
                rosters,
            } => T::WrongBuilder.fill(
                lang,
                &[
                    roster,
                    &builder_plural(*builder).get(lang),
                    &none_f(rosters),
                ],
            ),
            LandslideTooClose { lead, needed } => T::LandslideTooClose.fill(lang, &[needed, lead]),
            LeadNeedsLandslide { lead, needed } => {
                T::LeadNeedsLandslide.fill(lang, &[lead, needed])
            }
            PlayoffDraw => T::PlayoffDraw.get(lang).to_string(),
            MatchDay(refusal) => refusal.message(lang),
        }
    }
}

fn positions(allowed: &[Position]) -> String {
    allowed
        .iter()
        .map(|p| p.id())
        .collect::<Vec<_>>()
        .join(", ")
}

fn builder_plural(builder: BuildKind) -> ViolationText {
    match builder {
        BuildKind::Mechanite => ViolationText::Mechanites,
        BuildKind::Mutant => ViolationText::Mutants,
        BuildKind::Roster => ViolationText::RosterPlayers,
    }
}

fn list_or_none(items: &[String], none: &str) -> String {
    if items.is_empty() {
        none.to_string()
    } else {
        items.join(", ")
    }
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message(Lang::En))
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_violation_text_is_said_in_both_languages() {
        crate::tr::assert_complete(super::ViolationText::ALL);
    }
}
