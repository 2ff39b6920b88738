//! Why a Blood Bowl match day is refused as entered, in English and French: each says
//! what is wrong and what is allowed.

use super::fan_factor::FanFactorRefusal;
use super::player_refusal::PlayerRefusal;
use super::side_key;
use crate::data::Lang;
use crate::data::bloodbowl::Category;
use crate::data::bloodbowl::tables::Characteristic;
use crate::rules::bloodbowl::inducements::InducementRefusal;
use crate::rules::bloodbowl::pre_match::Side;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MatchDayRefusal {
    RollOffDice {
        key: String,
        value: u8,
        low: u8,
        high: u8,
    },
    RollNotAsked {
        key: String,
        asked: Vec<String>,
    },
    TableGap {
        table: &'static str,
        roll: u8,
    },
    NotResident {
        side: Side,
    },
    NotOwner {
        side: Side,
    },
    StadiumNotSwappable {
        rolled: String,
    },
    NoLineman {
        roster: String,
    },
    Inducement {
        side: Side,
        refusal: InducementRefusal,
    },
    UnknownAdvancement {
        kind: String,
    },
    NoMoreLevels {
        player: i64,
        levels: u8,
    },
    NotEnoughSpp {
        player: i64,
        spp: u32,
        needed: u32,
        kind: String,
    },
    SkillNeeded {
        player: i64,
        column: &'static str,
    },
    UnknownSkill {
        skill: String,
    },
    SkillNotInColumn {
        player: i64,
        skill: String,
        column: &'static str,
        allowed: Vec<Category>,
    },
    SkillAlreadyHad {
        player: i64,
        skill: String,
    },
    CategoryNeeded {
        player: i64,
        column: &'static str,
        allowed: Vec<Category>,
    },
    NoNewSkill {
        player: i64,
    },
    CharacteristicNeeded {
        player: i64,
        roll: u8,
        allowed: Vec<Characteristic>,
    },
    MvpNotEligible {
        player: i64,
        side: Side,
    },
    SponsorshipNotEarned {
        side: Side,
        total: i64,
    },
    UnknownSponsorship {
        sponsorship: String,
        allowed: Vec<String>,
    },
    CannotAfford {
        side: Side,
        what: &'static str,
        cost_gp: u32,
        treasury_gp: i64,
    },
    NoStadium {
        side: Side,
    },
    AlreadyResident {
        side: Side,
    },
    NoResidencyAtRisk {
        side: Side,
    },
    KeepResidencyStep {
        step_gp: u32,
    },
    FirstInstalment {
        first_gp: u32,
    },
    /// A player the report names who did not play for either side.
    PlayerNotInMatch {
        player: i64,
    },
    /// The same player twice in one list of the report.
    PlayerTwice {
        player: i64,
        list: &'static str,
    },
    /// More apothecary uses than a side has apothecaries for the match.
    TooManyApothecaries {
        side: Side,
        used: u32,
        allowed: u32,
    },
    /// More touchdowns by a side's players than its score.
    TouchdownsOverScore {
        side: Side,
        players: u32,
        score: u32,
    },
    /// A journeyman to sign who is not one of the side's journeymen of the match.
    NotAJourneyman {
        player: i64,
    },
    /// A purchase the team's roster refuses (its own message).
    /// A ball chosen by a name the ball table does not have.
    UnknownBall {
        ball: String,
        allowed: Vec<String>,
    },
    /// A ball chosen where the format draws none (Dungeonbowl's two spiked balls).
    NoBallToChoose,
    /// A ball both chosen and typed as a different D16.
    BallTwice {
        chosen: String,
        typed: u8,
    },
    Purchase {
        side: Side,
        en: String,
        fr: String,
    },
    /// A fan-factor change that would take a fan factor below 0.
    FanFactor(FanFactorRefusal),
    /// What a report says of a side's players that the post-match refuses.
    Players(PlayerRefusal),
}

fn gp(amount: i64, lang: Lang) -> String {
    crate::data::Money::Gp.format(amount, lang)
}

fn categories(list: &[Category]) -> String {
    list.iter()
        .map(|c| format!("{c:?}").to_lowercase())
        .collect::<Vec<_>>()
        .join(", ")
}

fn side_fr(side: Side) -> &'static str {
    match side {
        Side::Home => "domicile",
        Side::Away => "extérieur",
    }
}

/// The shared roll log's fault, worded for a match day.
fn roll_texts(fault: crate::dice::RollFault) -> (String, String) {
    let stage = ("this match day", "ce jour de match");
    (
        fault.message(Lang::En, stage),
        fault.message(Lang::Fr, stage),
    )
}

impl MatchDayRefusal {
    /// A stable id for scripts.
    pub fn id(&self) -> &'static str {
        match self {
            MatchDayRefusal::RollOffDice { .. } => "roll_off_dice",
            MatchDayRefusal::RollNotAsked { .. } => "roll_not_asked",
            MatchDayRefusal::TableGap { .. } => "table_gap",
            MatchDayRefusal::NotResident { .. } => "not_resident",
            MatchDayRefusal::NotOwner { .. } => "not_owner",
            MatchDayRefusal::StadiumNotSwappable { .. } => "stadium_not_swappable",
            MatchDayRefusal::NoLineman { .. } => "no_lineman",
            MatchDayRefusal::Inducement { refusal, .. } => refusal.id(),
            MatchDayRefusal::UnknownAdvancement { .. } => "unknown_advancement",
            MatchDayRefusal::NoMoreLevels { .. } => "no_more_levels",
            MatchDayRefusal::NotEnoughSpp { .. } => "not_enough_spp",
            MatchDayRefusal::SkillNeeded { .. } => "skill_needed",
            MatchDayRefusal::UnknownSkill { .. } => "unknown_skill",
            MatchDayRefusal::SkillNotInColumn { .. } => "skill_not_in_column",
            MatchDayRefusal::SkillAlreadyHad { .. } => "skill_already_had",
            MatchDayRefusal::CategoryNeeded { .. } => "category_needed",
            MatchDayRefusal::NoNewSkill { .. } => "no_new_skill",
            MatchDayRefusal::CharacteristicNeeded { .. } => "characteristic_needed",
            MatchDayRefusal::MvpNotEligible { .. } => "mvp_not_eligible",
            MatchDayRefusal::SponsorshipNotEarned { .. } => "sponsorship_not_earned",
            MatchDayRefusal::UnknownSponsorship { .. } => "unknown_sponsorship",
            MatchDayRefusal::UnknownBall { .. } => "unknown_ball",
            MatchDayRefusal::NoBallToChoose => "no_ball_to_choose",
            MatchDayRefusal::BallTwice { .. } => "ball_twice",
            MatchDayRefusal::CannotAfford { .. } => "cannot_afford",
            MatchDayRefusal::NoStadium { .. } => "no_stadium",
            MatchDayRefusal::AlreadyResident { .. } => "already_resident",
            MatchDayRefusal::NoResidencyAtRisk { .. } => "no_residency_at_risk",
            MatchDayRefusal::KeepResidencyStep { .. } => "keep_residency_step",
            MatchDayRefusal::FirstInstalment { .. } => "first_instalment",
            MatchDayRefusal::PlayerNotInMatch { .. } => "player_not_in_match",
            MatchDayRefusal::PlayerTwice { .. } => "player_twice",
            MatchDayRefusal::TooManyApothecaries { .. } => "too_many_apothecaries",
            MatchDayRefusal::TouchdownsOverScore { .. } => "touchdowns_over_score",
            MatchDayRefusal::NotAJourneyman { .. } => "not_a_journeyman",
            MatchDayRefusal::Purchase { .. } => "purchase_refused",
            MatchDayRefusal::FanFactor(refusal) => refusal.id(),
            MatchDayRefusal::Players(refusal) => refusal.id(),
        }
    }

    pub fn message(&self, lang: Lang) -> String {
        let (en, fr) = self.texts();
        match lang {
            Lang::En => en,
            Lang::Fr => fr,
        }
    }

    fn texts(&self) -> (String, String) {
        use MatchDayRefusal as R;
        match self {
            R::RollOffDice {
                key,
                value,
                low,
                high,
            } => roll_texts(crate::dice::RollFault::OffDice {
                key: key.clone(),
                value: *value,
                low: *low,
                high: *high,
            }),
            R::RollNotAsked { key, asked } => roll_texts(crate::dice::RollFault::NotAsked {
                key: key.clone(),
                asked: asked.clone(),
            }),
            R::TableGap { table, roll } => (
                format!("the {table} table has no result for {roll}"),
                format!("la table {table} n'a pas de résultat pour {roll}"),
            ),
            R::NotResident { side } => (
                format!(
                    "the {} team is not resident in a stadium it does not own",
                    side_key(*side)
                ),
                format!(
                    "l'équipe à {} n'est pas résidente d'un stade qu'elle ne possède pas",
                    side_fr(*side)
                ),
            ),
            R::NotOwner { side } => (
                format!("the {} team owns no stadium to sell", side_key(*side)),
                format!(
                    "l'équipe à {} ne possède pas de stade à vendre",
                    side_fr(*side)
                ),
            ),
            R::StadiumNotSwappable { rolled } => (
                format!(
                    "the stadium roll gave {rolled}, which a resident may not swap for its own stadium"
                ),
                format!(
                    "le jet de stade a donné {rolled}, qu'un résident ne peut pas remplacer par son stade"
                ),
            ),
            R::NoLineman { roster } => (
                format!("the {roster} roster has no Linemen to take journeymen from"),
                format!("la liste {roster} n'a pas de Linemen pour les journaliers"),
            ),
            R::Inducement { side, refusal } => (
                format!(
                    "{} inducements: {}",
                    side_key(*side),
                    refusal.message(Lang::En)
                ),
                format!(
                    "coups de pouce ({}) : {}",
                    side_fr(*side),
                    refusal.message(Lang::Fr)
                ),
            ),
            R::UnknownAdvancement { kind } => (
                format!(
                    "no advancement {kind}; choose random-primary, chosen-primary, random-secondary, chosen-secondary or random-characteristic"
                ),
                format!(
                    "pas d'amélioration {kind} ; choisissez random-primary, chosen-primary, random-secondary, chosen-secondary ou random-characteristic"
                ),
            ),
            R::NoMoreLevels { player, levels } => (
                format!("player {player} has all {levels} advancements the table prices"),
                format!("le joueur {player} a déjà les {levels} améliorations de la table"),
            ),
            R::NotEnoughSpp {
                player,
                spp,
                needed,
                kind,
            } => (
                format!("player {player} has {spp} SPP; {kind} at their level costs {needed}"),
                format!("le joueur {player} a {spp} PSP ; {kind} coûte {needed} à son niveau"),
            ),
            R::SkillNeeded { player, column } => (
                format!("player {player}: name the {column} skill taken"),
                format!(
                    "joueur {player} : donnez la compétence {} choisie",
                    column_fr(column)
                ),
            ),
            R::UnknownSkill { skill } => (
                format!("no Blood Bowl skill {skill}"),
                format!("pas de compétence de Blood Bowl {skill}"),
            ),
            R::SkillNotInColumn {
                player,
                skill,
                column,
                allowed,
            } => (
                format!(
                    "player {player}: {skill} is not a {column} skill of the position ({})",
                    categories(allowed)
                ),
                format!(
                    "joueur {player} : {skill} n'est pas une compétence {} du poste ({})",
                    column_fr(column),
                    categories(allowed)
                ),
            ),
            R::SkillAlreadyHad { player, skill } => (
                format!("player {player} already has {skill}"),
                format!("le joueur {player} a déjà {skill}"),
            ),
            R::CategoryNeeded {
                player,
                column,
                allowed,
            } => (
                format!(
                    "player {player}: give the category of the random {column} skill, one of {}",
                    categories(allowed)
                ),
                format!(
                    "joueur {player} : donnez la catégorie de la compétence {} au hasard, parmi {}",
                    column_fr(column),
                    categories(allowed)
                ),
            ),
            R::NoNewSkill { player } => (
                format!("player {player} already has every skill the table could give"),
                format!(
                    "le joueur {player} a déjà toutes les compétences que la table peut donner"
                ),
            ),
            R::CharacteristicNeeded {
                player,
                roll,
                allowed,
            } => {
                let list = allowed
                    .iter()
                    .map(|c| format!("{c:?}").to_lowercase())
                    .collect::<Vec<_>>()
                    .join(", ");
                (
                    format!(
                        "player {player}: the D16 gave {roll}; choose the characteristic among {list}"
                    ),
                    format!(
                        "joueur {player} : le D16 a donné {roll} ; choisissez la caractéristique parmi {list}"
                    ),
                )
            }
            R::MvpNotEligible { player, side } => (
                format!(
                    "player {player} cannot be the {} MVP: the MVP is one of the team's players who played and did not die (never a Star Player or a mercenary)",
                    side_key(*side)
                ),
                format!(
                    "le joueur {player} ne peut pas être le JdM ({}) : le JdM est un joueur de l'équipe qui a joué, vivant (jamais un Star Player ni un mercenaire)",
                    side_fr(*side)
                ),
            ),
            R::SponsorshipNotEarned { side, total } => (
                format!(
                    "the {} sponsorship roll made {total}; a sponsorship needs 20 or more",
                    side_key(*side)
                ),
                format!(
                    "le jet de sponsoring ({}) fait {total} ; il faut 20 ou plus",
                    side_fr(*side)
                ),
            ),
            R::UnknownSponsorship {
                sponsorship,
                allowed,
            } => (
                format!(
                    "no sponsorship {sponsorship}; choose {}",
                    allowed.join(", ")
                ),
                format!(
                    "pas de sponsoring {sponsorship} ; choisissez {}",
                    allowed.join(", ")
                ),
            ),
            R::CannotAfford {
                side,
                what,
                cost_gp,
                treasury_gp,
            } => (
                format!(
                    "the {} team cannot pay {} for {what}: it holds {}",
                    side_key(*side),
                    gp(i64::from(*cost_gp), Lang::En),
                    gp(*treasury_gp, Lang::En)
                ),
                format!(
                    "l'équipe à {} ne peut pas payer {} ({what}) : elle a {}",
                    side_fr(*side),
                    gp(i64::from(*cost_gp), Lang::Fr),
                    gp(*treasury_gp, Lang::Fr)
                ),
            ),
            R::NoStadium { side } => (
                format!(
                    "the {} team cannot become resident: this match was played in no stadium",
                    side_key(*side)
                ),
                format!(
                    "l'équipe à {} ne peut pas devenir résidente : ce match n'a pas eu de stade",
                    side_fr(*side)
                ),
            ),
            R::AlreadyResident { side } => (
                format!(
                    "the {} team is already resident in this stadium",
                    side_key(*side)
                ),
                format!(
                    "l'équipe à {} est déjà résidente de ce stade",
                    side_fr(*side)
                ),
            ),
            R::NoResidencyAtRisk { side } => (
                format!(
                    "the {} team has no residence at risk: only a resident that lost rolls to keep it",
                    side_key(*side)
                ),
                format!(
                    "l'équipe à {} ne risque pas sa résidence : seul un résident qui a perdu la rejoue",
                    side_fr(*side)
                ),
            ),
            R::KeepResidencyStep { step_gp } => (
                format!(
                    "money spent to keep a residence goes by {}",
                    gp(i64::from(*step_gp), Lang::En)
                ),
                format!(
                    "l'argent dépensé pour garder une résidence va par tranches de {}",
                    gp(i64::from(*step_gp), Lang::Fr)
                ),
            ),
            R::FirstInstalment { first_gp } => (
                format!(
                    "the first payment towards a stadium is at least {}",
                    gp(i64::from(*first_gp), Lang::En)
                ),
                format!(
                    "le premier versement pour un stade est d'au moins {}",
                    gp(i64::from(*first_gp), Lang::Fr)
                ),
            ),
            R::PlayerNotInMatch { player } => (
                format!("player {player} did not play in this match for either team"),
                format!("le joueur {player} n'a joué ce match dans aucune des deux équipes"),
            ),
            R::PlayerTwice { player, list } => (
                format!("player {player} is twice in {list}"),
                format!("le joueur {player} figure deux fois dans {list}"),
            ),
            R::TooManyApothecaries {
                side,
                used,
                allowed,
            } => (
                format!(
                    "the {} team used the apothecary {used} times; it had {allowed} for this match",
                    side_key(*side)
                ),
                format!(
                    "l'équipe à {} a utilisé l'apothicaire {used} fois ; elle en avait {allowed} pour ce match",
                    side_fr(*side)
                ),
            ),
            R::TouchdownsOverScore {
                side,
                players,
                score,
            } => (
                format!(
                    "the {} players scored {players} touchdowns; the team's score is {score}",
                    side_key(*side)
                ),
                format!(
                    "les joueurs ({}) ont marqué {players} touchdowns ; le score de l'équipe est {score}",
                    side_fr(*side)
                ),
            ),
            R::NotAJourneyman { player } => (
                format!("player {player} is not a journeyman of this match"),
                format!("le joueur {player} n'est pas un journalier de ce match"),
            ),
            R::UnknownBall { ball, allowed } => (
                format!("no ball {ball}; choose one of {}", allowed.join(", ")),
                format!(
                    "pas de ballon {ball} ; choisissez l'un de {}",
                    allowed.join(", ")
                ),
            ),
            R::NoBallToChoose => (
                "a Dungeonbowl match is played with two spiked balls: no ball is chosen".into(),
                "un match de Dungeonbowl se joue avec deux ballons cloutés : aucun ballon ne se choisit".into(),
            ),
            R::BallTwice { chosen, typed } => (
                format!(
                    "the ball is chosen ({chosen}) and its D16 typed as {typed}: give one or the other"
                ),
                format!(
                    "le ballon est choisi ({chosen}) et son D16 saisi à {typed} : donnez l'un ou l'autre"
                ),
            ),
            R::Purchase { side, en, fr } => (
                format!("{} team: {en}", side_key(*side)),
                format!("équipe à {} : {fr}", side_fr(*side)),
            ),
            R::FanFactor(refusal) => (refusal.message(Lang::En), refusal.message(Lang::Fr)),
            R::Players(refusal) => refusal.texts(),
        }
    }
}

fn column_fr(column: &str) -> &'static str {
    match column {
        "primary" => "primaire",
        _ => "secondaire",
    }
}
