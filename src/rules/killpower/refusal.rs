//! Why Killpower Ball's rules refuse what was entered, in English and French: each says
//! what is wrong and what is allowed.

use super::{Side, Stat};
use crate::data::Lang;
use crate::dice::RollFault;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KpbRefusal {
    Roll(RollFault),
    NameMissing {
        key: String,
    },
    UnknownSpecialization {
        given: String,
        allowed: Vec<String>,
    },
    PowersAreChosen,
    PowersAreDrawn,
    DeckTooSmall {
        needed: usize,
        left: usize,
    },
    DeckTooBig {
        cards: usize,
        most: usize,
    },
    CardsToChoose {
        key: String,
        needed: usize,
        given: usize,
    },
    CardNotInDeck {
        card: i64,
    },
    SamePowerTwice {
        key: String,
        card: String,
    },
    SamePowerTooOften {
        card: String,
        count: u32,
        most: u32,
    },
    LocationOffDie {
        face: i64,
    },
    /// A death risk aimed at a location TABLE 8 does not have.
    UnknownLocation {
        given: String,
        allowed: Vec<String>,
    },
    LifeNotNegative {
        life: i32,
    },
    NotRaisable {
        stat: Stat,
        raisable: Vec<String>,
    },
    NoRaiseLeft {
        gladiator: String,
        experience: u32,
        per_raise: u32,
        taken: usize,
    },
    AtRaceMaximum {
        gladiator: String,
        stat: Stat,
        value: u8,
        most: u8,
    },
    NoFreeThrows,
    ThrowerNotEligible {
        side: Side,
        thrower: u32,
    },
    ThrowDistance {
        distance: u32,
        least: u32,
        most: u32,
    },
    Shooters {
        side: Side,
        count: usize,
        needed: usize,
    },
    RoundIncomplete {
        round: u32,
        shots: usize,
    },
    ThrowsAfterSettled {
        round: u32,
    },
    FreeThrowsLevel {
        totals: [u32; 2],
    },
    LineupSize {
        side: Side,
        count: usize,
        least: u8,
        most: u8,
    },
    DismissNotPlayed {
        side: Side,
        player: u32,
    },
    ReequipNotPlayed {
        side: Side,
        player: u32,
    },
    NotOnTeam {
        side: Side,
        player: u32,
    },
    RiskNotPlayed {
        side: Side,
        player: u32,
    },
    RiskTwice {
        side: Side,
        player: u32,
    },
    NotAtRisk {
        side: Side,
        player: u32,
        life: i32,
        most: i32,
    },
    NothingToReplace {
        side: Side,
        player: u32,
    },
    ReplacedTwice {
        side: Side,
        player: u32,
    },
    ReplacementMissing {
        side: Side,
        player: u32,
    },
    /// A problem of one stored gladiator (named).
    OfGladiator {
        gladiator: String,
        problem: Box<KpbRefusal>,
    },
    UnknownRace {
        given: String,
        allowed: Vec<String>,
    },
    UnknownEquipment {
        given: String,
        allowed: Vec<String>,
    },
    /// A characteristic that the race, the specialization and the raises taken do not
    /// give.
    StatNotFromRules {
        stat: Stat,
        value: u8,
        expected: u8,
    },
    CardCount {
        count: usize,
        needed: usize,
    },
    CardsWithoutPowers {
        count: usize,
        magic: String,
    },
    /// Magic armour outside its roll (`None`: not rolled where it is rolled at creation).
    ArmourRoll {
        armour: Option<u8>,
        least: u8,
        most: u8,
    },
    /// A team holds more of a card than the deck has copies (each team draws from its
    /// own pack of the deck).
    CopiesHeld {
        card: String,
        held: u32,
        copies: u32,
    },
    RankingBelowFloor {
        points: i32,
        least: i32,
    },
    CardNameTwice {
        name: String,
    },
}

impl From<RollFault> for KpbRefusal {
    fn from(fault: RollFault) -> Self {
        KpbRefusal::Roll(fault)
    }
}

fn side_en(side: Side) -> &'static str {
    side.key()
}

fn side_fr(side: Side) -> &'static str {
    match side {
        Side::Home => "à domicile",
        Side::Away => "à l'extérieur",
    }
}

impl KpbRefusal {
    /// A stable id for scripts.
    pub fn id(&self) -> &'static str {
        use KpbRefusal as R;
        match self {
            R::Roll(fault) => fault.id(),
            R::NameMissing { .. } => "name_missing",
            R::UnknownSpecialization { .. } => "unknown_specialization",
            R::PowersAreChosen => "powers_are_chosen",
            R::PowersAreDrawn => "powers_are_drawn",
            R::DeckTooSmall { .. } => "deck_too_small",
            R::DeckTooBig { .. } => "deck_too_big",
            R::CardsToChoose { .. } => "cards_to_choose",
            R::CardNotInDeck { .. } => "card_not_in_deck",
            R::SamePowerTwice { .. } => "same_power_twice",
            R::SamePowerTooOften { .. } => "same_power_too_often",
            R::LocationOffDie { .. } => "location_off_die",
            R::UnknownLocation { .. } => "unknown_location",
            R::LifeNotNegative { .. } => "life_not_negative",
            R::NotRaisable { .. } => "not_raisable",
            R::NoRaiseLeft { .. } => "no_raise_left",
            R::AtRaceMaximum { .. } => "at_race_maximum",
            R::NoFreeThrows => "no_free_throws",
            R::ThrowerNotEligible { .. } => "thrower_not_eligible",
            R::ThrowDistance { .. } => "throw_distance",
            R::Shooters { .. } => "shooters",
            R::RoundIncomplete { .. } => "round_incomplete",
            R::ThrowsAfterSettled { .. } => "throws_after_settled",
            R::FreeThrowsLevel { .. } => "free_throws_level",
            R::LineupSize { .. } => "lineup_size",
            R::DismissNotPlayed { .. } => "dismiss_not_played",
            R::ReequipNotPlayed { .. } => "reequip_not_played",
            R::NotOnTeam { .. } => "not_on_team",
            R::RiskNotPlayed { .. } => "risk_not_played",
            R::RiskTwice { .. } => "risk_twice",
            R::NotAtRisk { .. } => "not_at_risk",
            R::NothingToReplace { .. } => "nothing_to_replace",
            R::ReplacedTwice { .. } => "replaced_twice",
            R::ReplacementMissing { .. } => "replacement_missing",
            R::OfGladiator { problem, .. } => problem.id(),
            R::UnknownRace { .. } => "unknown_race",
            R::UnknownEquipment { .. } => "unknown_equipment",
            R::StatNotFromRules { .. } => "stat_not_from_rules",
            R::CardCount { .. } => "card_count",
            R::CardsWithoutPowers { .. } => "cards_without_powers",
            R::ArmourRoll { .. } => "armour_roll",
            R::CopiesHeld { .. } => "copies_held",
            R::RankingBelowFloor { .. } => "ranking_below_floor",
            R::CardNameTwice { .. } => "card_name_twice",
        }
    }

    /// The message in `lang`, gladiators named by `name` (their number and name).
    pub fn message(&self, lang: Lang, name: &dyn Fn(Side, u32) -> String) -> String {
        let (en, fr) = self.texts(name);
        match lang {
            Lang::En => en,
            Lang::Fr => fr,
        }
    }

    fn texts(&self, name: &dyn Fn(Side, u32) -> String) -> (String, String) {
        use KpbRefusal as R;
        match self {
            R::Roll(fault) => {
                let stage = ("these rolls", "ces jets");
                (fault.message(Lang::En, stage), fault.message(Lang::Fr, stage))
            }
            R::NameMissing { key } => (
                format!("gladiator {key} needs a name"),
                format!("le gladiateur {key} doit avoir un nom"),
            ),
            R::UnknownSpecialization { given, allowed } => (
                format!("no specialization \"{given}\"; the specializations are: {}", allowed.join(", ")),
                format!("aucune spécialisation « {given} » ; les spécialisations sont : {}", allowed.join(", ")),
            ),
            R::PowersAreChosen => (
                "this league chooses its power cards: name the two cards (chosen) rather than drawing them".to_string(),
                "cette ligue choisit ses cartes pouvoir : nommez les deux cartes (choisies) au lieu de les tirer".to_string(),
            ),
            R::PowersAreDrawn => (
                "in a championship the two power cards are drawn at random from the deck; choosing them is for tournaments or a league set to choose powers".to_string(),
                "en championnat les deux cartes pouvoir sont tirées au hasard dans le paquet ; les choisir est pour les tournois ou une ligue réglée pour choisir les pouvoirs".to_string(),
            ),
            R::DeckTooSmall { needed, left } => (
                format!("the team's pack of power cards has {left} card(s) left; {needed} are drawn: the commissioner adds cards to the league's deck"),
                format!("le paquet de cartes pouvoir de l'équipe n'a plus que {left} carte(s) ; il en faut {needed} : le commissaire ajoute des cartes au paquet de la ligue"),
            ),
            R::DeckTooBig { cards, most } => (
                format!("the pack holds {cards} cards; a draw takes at most {most}"),
                format!("le paquet contient {cards} cartes ; un tirage en prend au plus {most}"),
            ),
            R::CardsToChoose { key, needed, given } => (
                format!("gladiator {key} chooses {needed} power cards, not {given}"),
                format!("le gladiateur {key} choisit {needed} cartes pouvoir, pas {given}"),
            ),
            R::CardNotInDeck { card } => (
                format!("card {card} is not in the league's deck"),
                format!("la carte {card} n'est pas dans le paquet de la ligue"),
            ),
            R::SamePowerTwice { key, card } => (
                format!("gladiator {key} cannot hold the power \"{card}\" twice"),
                format!("le gladiateur {key} ne peut pas avoir deux fois le pouvoir « {card} »"),
            ),
            R::SamePowerTooOften { card, count, most } => (
                format!("the team holds the power \"{card}\" {count} times; at most {most}"),
                format!("l'équipe a le pouvoir « {card} » {count} fois ; au plus {most}"),
            ),
            R::LocationOffDie { face } => (
                format!("the location die shows 1 to 10, not {face}"),
                format!("le dé de localisation donne de 1 à 10, pas {face}"),
            ),
            R::UnknownLocation { given, allowed } => (
                format!("no location \"{given}\" to aim a blow at; table 8's locations are: {}", allowed.join(", ")),
                format!("aucune localisation « {given} » à viser ; les localisations de la table 8 sont : {}", allowed.join(", ")),
            ),
            R::LifeNotNegative { life } => (
                format!("table 8 reads a negative life (-1 or less), not {life}"),
                format!("la table 8 se lit avec une vie négative (-1 ou moins), pas {life}"),
            ),
            R::NotRaisable { stat, raisable } => (
                format!("experience cannot raise {}; it raises {}", stat.id().to_uppercase(), raisable.join(", ").to_uppercase()),
                format!("l'expérience ne peut pas augmenter {} ; elle augmente {}", stat.id().to_uppercase(), raisable.join(", ").to_uppercase()),
            ),
            R::NoRaiseLeft { gladiator, experience, per_raise, taken } => (
                format!("{gladiator} has {experience} experience and has taken {taken} raise(s): one raise per {per_raise} experience, none left"),
                format!("{gladiator} a {experience} points d'expérience et a pris {taken} augmentation(s) : une par tranche de {per_raise}, il n'en reste aucune"),
            ),
            R::AtRaceMaximum { gladiator, stat, value, most } => (
                format!("{gladiator}'s {} is {value}; the race's maximum is {most}", stat.id().to_uppercase()),
                format!("{} de {gladiator} vaut {value} ; le maximum de la race est {most}", stat.id().to_uppercase()),
            ),
            R::NoFreeThrows => (
                "a drawn tournament match needs free throws to find its winner".to_string(),
                "un match nul de tournoi se départage aux lancers francs".to_string(),
            ),
            R::ThrowerNotEligible { side, thrower } => (
                format!("{} cannot take a free throw: the shooters are living gladiators of that side's team, not dead, in a coma or unable to come back from the match", name(*side, *thrower)),
                format!("{} ne peut pas tirer de lancer franc : les tireurs sont des gladiateurs vivants de l'équipe de ce camp, ni morts, ni dans le coma, ni incapables de revenir du match", name(*side, *thrower)),
            ),
            R::ThrowDistance { distance, least, most } => (
                format!("a free throw is taken from {least} to {most} squares, not {distance}"),
                format!("un lancer franc se tire de {least} à {most} cases, pas {distance}"),
            ),
            R::Shooters { side, count, needed } => (
                format!("the {} side has {count} free-throw shooter(s); it shoots with {needed} (two of its living gladiators, or its only one)", side_en(*side)),
                format!("le camp {} a {count} tireur(s) de lancers francs ; il tire avec {needed} (deux de ses gladiateurs vivants, ou le seul)", side_fr(*side)),
            ),
            R::RoundIncomplete { round, shots } => (
                format!("free-throw round {round} is not complete: each round is {shots} shots, every shooter once"),
                format!("la série de lancers francs {round} n'est pas complète : une série compte {shots} tirs, chaque tireur une fois"),
            ),
            R::ThrowsAfterSettled { round } => (
                format!("the free throws were settled before round {round}; no more rounds are taken"),
                format!("les lancers francs étaient départagés avant la série {round} ; aucune autre série ne se tire"),
            ),
            R::FreeThrowsLevel { totals } => (
                format!("after the free throws the totals are level ({} to {}): another round with the same shooters is needed", totals[0], totals[1]),
                format!("après les lancers francs les totaux sont à égalité ({} à {}) : il faut une autre série avec les mêmes tireurs", totals[0], totals[1]),
            ),
            R::LineupSize { side, count, least, most } => (
                format!("the {} side plays {count} gladiator(s); a team plays {least} to {most}", side_en(*side)),
                format!("l'équipe {} aligne {count} gladiateur(s) ; une équipe en aligne de {least} à {most}", side_fr(*side)),
            ),
            R::DismissNotPlayed { side, player } => (
                format!("{} ({}) can be let go only after playing this match and surviving it", name(*side, *player), side_en(*side)),
                format!("{} ({}) ne peut être renvoyé qu'après avoir joué ce match et y avoir survécu", name(*side, *player), side_fr(*side)),
            ),
            R::ReequipNotPlayed { side, player } => (
                format!("{} ({}) may change equipment only after playing this match and staying on the team", name(*side, *player), side_en(*side)),
                format!("{} ({}) ne peut changer d'équipement qu'après avoir joué ce match en restant dans l'équipe", name(*side, *player), side_fr(*side)),
            ),
            R::NotOnTeam { side, player } => (
                format!("{} is not a gladiator of the {} team", name(*side, *player), side_en(*side)),
                format!("{} n'est pas un gladiateur de l'équipe {}", name(*side, *player), side_fr(*side)),
            ),
            R::RiskNotPlayed { side, player } => (
                format!("{} ({}) did not play this match, so runs no death risk", name(*side, *player), side_en(*side)),
                format!("{} ({}) n'a pas joué ce match et n'a donc pas de risque de mort", name(*side, *player), side_fr(*side)),
            ),
            R::RiskTwice { side, player } => (
                format!("{} has two death risks; one per match", name(*side, *player)),
                format!("{} a deux risques de mort ; un par match", name(*side, *player)),
            ),
            R::NotAtRisk { side, player, life, most } => (
                format!("{} fell to {life}: a death risk is for a life of {most} or less (from -1 to -10 is a serious injury, healed after the next basket)", name(*side, *player)),
                format!("{} est tombé à {life} : le risque de mort concerne une vie de {most} ou moins (de -1 à -10 c'est un blessé grave, soigné après le panier suivant)", name(*side, *player)),
            ),
            R::NothingToReplace { side, player } => (
                format!("{} ({}) neither died nor was let go, so is not replaced", name(*side, *player), side_en(*side)),
                format!("{} ({}) n'est ni mort ni renvoyé et n'est donc pas remplacé", name(*side, *player), side_fr(*side)),
            ),
            R::ReplacedTwice { side, player } => (
                format!("{} is replaced twice; one new gladiator each", name(*side, *player)),
                format!("{} est remplacé deux fois ; un nouveau gladiateur chacun", name(*side, *player)),
            ),
            R::ReplacementMissing { side, player } => (
                format!("{} ({}) leaves the team: a team keeps 7 gladiators, so a new one is needed in that place", name(*side, *player), side_en(*side)),
                format!("{} ({}) quitte l'équipe : une équipe garde 7 gladiateurs, il faut donc un nouveau à sa place", name(*side, *player), side_fr(*side)),
            ),
            R::OfGladiator { gladiator, problem } => {
                let (en, fr) = problem.texts(name);
                (format!("{gladiator}: {en}"), format!("{gladiator} : {fr}"))
            }
            R::UnknownRace { .. }
            | R::UnknownEquipment { .. }
            | R::StatNotFromRules { .. }
            | R::CardCount { .. }
            | R::CardsWithoutPowers { .. }
            | R::ArmourRoll { .. }
            | R::CopiesHeld { .. }
            | R::RankingBelowFloor { .. }
            | R::CardNameTwice { .. } => self.stored_texts(),
        }
    }
}
