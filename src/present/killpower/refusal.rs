//! Why Killpower Ball's rules refuse what was entered, in English and French: the words
//! for the rules' `KpbRefusal`, each saying what is wrong and what is allowed.

use std::fmt::Display;

use crate::data::Lang;
use crate::rules::Side;
use crate::rules::killpower::KpbRefusal;
use crate::tr::texts;

texts! { KpbRefusalText {
    TheseRolls => "these rolls", "ces jets";
    HomeSide => "home", "à domicile";
    AwaySide => "away", "à l'extérieur";
    NameMissing => "gladiator {} needs a name", "le gladiateur {} doit avoir un nom";
    BadName => "gladiator {}: {}", "gladiateur {} : {}";
    UnknownSpecialization => "no specialization \"{}\"; the specializations are: {}",
        "aucune spécialisation « {} » ; les spécialisations sont : {}";
    PowersAreChosen => "this league chooses its power cards: name the two cards (chosen) rather than drawing them",
        "cette ligue choisit ses cartes pouvoir : nommez les deux cartes (choisies) au lieu de les tirer";
    PowersAreDrawn => "in a championship the two power cards are drawn at random from the deck; choosing them is for tournaments or a league set to choose powers",
        "en championnat les deux cartes pouvoir sont tirées au hasard dans le paquet ; les choisir est pour les tournois ou une ligue réglée pour choisir les pouvoirs";
    DeckTooSmall => "the team's pack of power cards has {} card(s) left; {} are drawn: the commissioner adds cards to the league's deck",
        "le paquet de cartes pouvoir de l'équipe n'a plus que {} carte(s) ; il en faut {} : le commissaire ajoute des cartes au paquet de la ligue";
    DeckTooBig => "the pack holds {} cards; a draw takes at most {}",
        "le paquet contient {} cartes ; un tirage en prend au plus {}";
    CardsToChoose => "gladiator {} chooses {} power cards, not {}",
        "le gladiateur {} choisit {} cartes pouvoir, pas {}";
    CardNotInDeck => "card {} is not in the league's deck",
        "la carte {} n'est pas dans le paquet de la ligue";
    SamePowerTwice => "gladiator {} cannot hold the power \"{}\" twice",
        "le gladiateur {} ne peut pas avoir deux fois le pouvoir « {} »";
    SamePowerTooOften => "the team holds the power \"{}\" {} times; at most {}",
        "l'équipe a le pouvoir « {} » {} fois ; au plus {}";
    LocationOffDie => "the location die shows 1 to 10, not {}",
        "le dé de localisation donne de 1 à 10, pas {}";
    UnknownLocation => "no location \"{}\" to aim a blow at; table 8's locations are: {}",
        "aucune localisation « {} » à viser ; les localisations de la table 8 sont : {}";
    LifeNotNegative => "table 8 reads a negative life (-1 or less), not {}",
        "la table 8 se lit avec une vie négative (-1 ou moins), pas {}";
    NotRaisable => "experience cannot raise {}; it raises {}",
        "l'expérience ne peut pas augmenter {} ; elle augmente {}";
    NoRaiseLeft => "{} has {} experience and has taken {} raise(s): one raise per {} experience, none left",
        "{} a {} points d'expérience et a pris {} augmentation(s) : une par tranche de {}, il n'en reste aucune";
    AtRaceMaximum => "{}'s {} is {}; the race's maximum is {}",
        "{} de {} vaut {} ; le maximum de la race est {}";
    NoFreeThrows => "a drawn tournament match needs free throws to find its winner",
        "un match nul de tournoi se départage aux lancers francs";
    ThrowerNotEligible => "{} cannot take a free throw: the shooters are living gladiators of that side's team, not dead, in a coma or unable to come back from the match",
        "{} ne peut pas tirer de lancer franc : les tireurs sont des gladiateurs vivants de l'équipe de ce camp, ni morts, ni dans le coma, ni incapables de revenir du match";
    ThrowDistance => "a free throw is taken from {} to {} squares, not {}",
        "un lancer franc se tire de {} à {} cases, pas {}";
    Shooters => "the {} side has {} free-throw shooter(s); it shoots with {} (two of its living gladiators, or its only one)",
        "le camp {} a {} tireur(s) de lancers francs ; il tire avec {} (deux de ses gladiateurs vivants, ou le seul)";
    RoundIncomplete => "free-throw round {} is not complete: each round is {} shots, every shooter once",
        "la série de lancers francs {} n'est pas complète : une série compte {} tirs, chaque tireur une fois";
    ThrowsAfterSettled => "the free throws were settled before round {}; no more rounds are taken",
        "les lancers francs étaient départagés avant la série {} ; aucune autre série ne se tire";
    FreeThrowsLevel => "after the free throws the totals are level ({} to {}): another round with the same shooters is needed",
        "après les lancers francs les totaux sont à égalité ({} à {}) : il faut une autre série avec les mêmes tireurs";
    LineupSize => "the {} side plays {} gladiator(s); a team plays {} to {}",
        "l'équipe {} aligne {} gladiateur(s) ; une équipe en aligne de {} à {}";
    DismissNotPlayed => "{} ({}) can be let go only after playing this match and surviving it",
        "{} ({}) ne peut être renvoyé qu'après avoir joué ce match et y avoir survécu";
    ReequipNotPlayed => "{} ({}) may change equipment only after playing this match and staying on the team",
        "{} ({}) ne peut changer d'équipement qu'après avoir joué ce match en restant dans l'équipe";
    NotOnTeam => "{} is not a gladiator of the {} team", "{} n'est pas un gladiateur de l'équipe {}";
    RiskNotPlayed => "{} ({}) did not play this match, so runs no death risk",
        "{} ({}) n'a pas joué ce match et n'a donc pas de risque de mort";
    RiskTwice => "{} has two death risks; one per match", "{} a deux risques de mort ; un par match";
    NotAtRisk => "{} fell to {}: a death risk is for a life of {} or less (from -1 to -10 is a serious injury, healed after the next basket)",
        "{} est tombé à {} : le risque de mort concerne une vie de {} ou moins (de -1 à -10 c'est un blessé grave, soigné après le panier suivant)";
    NothingToReplace => "{} ({}) neither died nor was let go, so is not replaced",
        "{} ({}) n'est ni mort ni renvoyé et n'est donc pas remplacé";
    ReplacedTwice => "{} is replaced twice; one new gladiator each",
        "{} est remplacé deux fois ; un nouveau gladiateur chacun";
    ReplacementMissing => "{} ({}) leaves the team: a team keeps 7 gladiators, so a new one is needed in that place",
        "{} ({}) quitte l'équipe : une équipe garde 7 gladiateurs, il faut donc un nouveau à sa place";
    OfGladiator => "{}: {}", "{} : {}";
    UnknownRace => "no race \"{}\"; the races are: {}", "aucune race « {} » ; les races sont : {}";
    UnknownEquipment => "no magic equipment \"{}\"; the equipment is: {}",
        "aucun équipement magique « {} » ; les équipements sont : {}";
    StatNotFromRules => "{} is {}; its race, its specialization and the raises it took give {}",
        "{} vaut {} ; sa race, sa spécialisation et les augmentations prises donnent {}";
    CardCount => "holds {} power cards; a gladiator equipped with power cards holds {}",
        "a {} cartes pouvoir ; un gladiateur équipé de cartes pouvoir en a {}";
    CardsWithoutPowers => "holds {} power card(s) but is equipped with {}; only a gladiator equipped with power cards holds any",
        "a {} carte(s) pouvoir mais est équipé de {} ; seul un gladiateur équipé de cartes pouvoir en a";
    ArmourOffRoll => "has magic armour {}; its roll (1D5+6) gives {} to {}",
        "a une armure magique de {} ; son jet (1D5+6) donne de {} à {}";
    ArmourNotRolled => "has magic armour not rolled; in this league it is rolled at creation ({} to {})",
        "a une armure magique non tirée ; dans cette ligue elle est tirée à la création (de {} à {})";
    CopiesHeld => "the team holds the power \"{}\" {} times; the league's deck has {} copies of it, and a team draws from its own pack of the deck",
        "l'équipe a le pouvoir « {} » {} fois ; le paquet de la ligue en a {} exemplaires, et une équipe tire dans son propre paquet";
    RankingBelowFloor => "the team has {} ranking points; a team starts at 0 and a result never takes it below the league's floor: at least {}",
        "l'équipe a {} points de classement ; une équipe part de 0 et un résultat ne la fait jamais passer sous le plancher de la ligue : au moins {}";
    CardNameTwice => "the deck has two cards named \"{}\"; each card of a deck has its own name",
        "le paquet a deux cartes nommées « {} » ; chaque carte d'un paquet a son propre nom";
} }

fn side_words(side: Side) -> KpbRefusalText {
    match side {
        Side::Home => KpbRefusalText::HomeSide,
        Side::Away => KpbRefusalText::AwaySide,
    }
}

impl KpbRefusal {
    /// The message in `lang`, gladiators named by `name` (their number and name).
    pub fn message(&self, lang: Lang, name: &dyn Fn(Side, u32) -> String) -> String {
        use KpbRefusal as R;
        use KpbRefusalText as T;
        let side_said = |side: &Side| side_words(*side).get(lang);
        let gladiator_on = |side: &Side, player: &u32, text: T| {
            text.fill(lang, &[&name(*side, *player), &side_said(side)])
        };
        match self {
            R::Roll(fault) => fault.message(
                lang,
                (T::TheseRolls.get(Lang::En), T::TheseRolls.get(Lang::Fr)),
            ),
            R::NameMissing { key } => T::NameMissing.fill(lang, &[key]),
            R::BadName { key, problem } => T::BadName.fill(lang, &[key, &problem.message(lang)]),
            R::UnknownSpecialization { given, allowed } => {
                T::UnknownSpecialization.fill(lang, &[given, &allowed.join(", ")])
            }
            R::PowersAreChosen => T::PowersAreChosen.get(lang).to_string(),
            R::PowersAreDrawn => T::PowersAreDrawn.get(lang).to_string(),
            R::DeckTooSmall { needed, left } => T::DeckTooSmall.fill(lang, &[left, needed]),
            R::DeckTooBig { cards, most } => T::DeckTooBig.fill(lang, &[cards, most]),
            R::CardsToChoose { key, needed, given } => {
                T::CardsToChoose.fill(lang, &[key, needed, given])
            }
            R::CardNotInDeck { card } => T::CardNotInDeck.fill(lang, &[card]),
            R::SamePowerTwice { key, card } => T::SamePowerTwice.fill(lang, &[key, card]),
            R::SamePowerTooOften { card, count, most } => {
                T::SamePowerTooOften.fill(lang, &[card, count, most])
            }
            R::LocationOffDie { face } => T::LocationOffDie.fill(lang, &[face]),
            R::UnknownLocation { given, allowed } => {
                T::UnknownLocation.fill(lang, &[given, &allowed.join(", ")])
            }
            R::LifeNotNegative { life } => T::LifeNotNegative.fill(lang, &[life]),
            R::NotRaisable { stat, raisable } => T::NotRaisable.fill(
                lang,
                &[
                    &stat.id().to_uppercase(),
                    &raisable.join(", ").to_uppercase(),
                ],
            ),
            R::NoRaiseLeft {
                gladiator,
                experience,
                per_raise,
                taken,
            } => T::NoRaiseLeft.fill(lang, &[gladiator, experience, taken, per_raise]),
            R::AtRaceMaximum {
                gladiator,
                stat,
                value,
                most,
            } => {
                let stat = stat.id().to_uppercase();
                // English names the gladiator first ("X's PHY"), French the stat first.
                let (first, second): (&dyn Display, &dyn Display) = match lang {
                    Lang::En => (gladiator, &stat),
                    Lang::Fr => (&stat, gladiator),
                };
                T::AtRaceMaximum.fill(lang, &[first, second, value, most])
            }
            R::NoFreeThrows => T::NoFreeThrows.get(lang).to_string(),
            R::ThrowerNotEligible { side, thrower } => {
                T::ThrowerNotEligible.fill(lang, &[&name(*side, *thrower)])
            }
            R::ThrowDistance {
                distance,
                least,
                most,
            } => T::ThrowDistance.fill(lang, &[least, most, distance]),
            R::Shooters {
                side,
                count,
                needed,
            } => T::Shooters.fill(lang, &[&side_said(side), count, needed]),
            R::RoundIncomplete { round, shots } => T::RoundIncomplete.fill(lang, &[round, shots]),
            R::ThrowsAfterSettled { round } => T::ThrowsAfterSettled.fill(lang, &[round]),
            R::FreeThrowsLevel { totals } => {
                T::FreeThrowsLevel.fill(lang, &[&totals[0], &totals[1]])
            }
            R::LineupSize {
                side,
                count,
                least,
                most,
            } => T::LineupSize.fill(lang, &[&side_said(side), count, least, most]),
            R::DismissNotPlayed { side, player } => gladiator_on(side, player, T::DismissNotPlayed),
            R::ReequipNotPlayed { side, player } => gladiator_on(side, player, T::ReequipNotPlayed),
            R::NotOnTeam { side, player } => gladiator_on(side, player, T::NotOnTeam),
            R::RiskNotPlayed { side, player } => gladiator_on(side, player, T::RiskNotPlayed),
            R::RiskTwice { side, player } => T::RiskTwice.fill(lang, &[&name(*side, *player)]),
            R::NotAtRisk {
                side,
                player,
                life,
                most,
            } => T::NotAtRisk.fill(lang, &[&name(*side, *player), life, most]),
            R::NothingToReplace { side, player } => gladiator_on(side, player, T::NothingToReplace),
            R::ReplacedTwice { side, player } => {
                T::ReplacedTwice.fill(lang, &[&name(*side, *player)])
            }
            R::ReplacementMissing { side, player } => {
                gladiator_on(side, player, T::ReplacementMissing)
            }
            R::OfGladiator { gladiator, problem } => {
                T::OfGladiator.fill(lang, &[gladiator, &problem.message(lang, name)])
            }
            stored => stored.stored_message(lang),
        }
    }

    /// What a stored team, gladiator or deck breaks (`legality`), in `lang`.
    fn stored_message(&self, lang: Lang) -> String {
        use KpbRefusal as R;
        use KpbRefusalText as T;
        match self {
            R::UnknownRace { given, allowed } => {
                T::UnknownRace.fill(lang, &[given, &allowed.join(", ")])
            }
            R::UnknownEquipment { given, allowed } => {
                T::UnknownEquipment.fill(lang, &[given, &allowed.join(", ")])
            }
            R::StatNotFromRules {
                stat,
                value,
                expected,
            } => T::StatNotFromRules.fill(lang, &[&stat.id().to_uppercase(), value, expected]),
            R::CardCount { count, needed } => T::CardCount.fill(lang, &[count, needed]),
            R::CardsWithoutPowers { count, magic } => {
                T::CardsWithoutPowers.fill(lang, &[count, magic])
            }
            R::ArmourRoll {
                armour: Some(armour),
                least,
                most,
            } => T::ArmourOffRoll.fill(lang, &[armour, least, most]),
            R::ArmourRoll { least, most, .. } => T::ArmourNotRolled.fill(lang, &[least, most]),
            R::CopiesHeld { card, held, copies } => T::CopiesHeld.fill(lang, &[card, held, copies]),
            R::RankingBelowFloor { points, least } => {
                T::RankingBelowFloor.fill(lang, &[points, least])
            }
            R::CardNameTwice { name } => T::CardNameTwice.fill(lang, &[name]),
            // Every other refusal is worded in `message`.
            other => other.id().to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_killpower_refusal_text_is_said_in_both_languages() {
        crate::tr::assert_complete(super::KpbRefusalText::ALL);
    }
}
