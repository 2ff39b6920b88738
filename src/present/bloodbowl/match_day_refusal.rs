//! Why a Blood Bowl match day is refused as entered, in English and French: the words
//! for the rules' `MatchDayRefusal`, each saying what is wrong and what is allowed.

use super::side_said;
use crate::data::Lang;
use crate::data::bloodbowl::Category;
use crate::dice::RollFault;
use crate::rules::bloodbowl::match_day::MatchDayRefusal;
use crate::tr::texts;

texts! { MatchDayText {
    NoKickOff => "Dungeonbowl has no kick-off (seed 003): the coach who wins the coin toss places chests, teleporters and traps first; who kicks off is not asked",
        "le Dungeonbowl n'a pas de coup d'envoi (seed 003) : le coach qui gagne le tirage au sort place en premier coffres, téléporteurs et trappes ; qui engage n'est pas demandé";
    NoOwnStadium => "Dungeonbowl is played in a dungeon (seed 003), not in a stadium: a team's own stadium has no use there",
        "le Dungeonbowl se joue dans un donjon (seed 003), pas dans un stade : le stade d'une équipe n'y sert pas";
    NoWeather => "the {} team buys a Weather Mage, but a dungeon has no weather (seed 003); choose another inducement",
        "l'équipe à {} achète un Mage météorologue, mais un donjon n'a pas de météo (seed 003) ; choisissez un autre coup de pouce";
    TableGap => "the {} table has no result for {}",
        "la table {} n'a pas de résultat pour {}";
    NotResident => "the {} team is not resident in a stadium it does not own",
        "l'équipe à {} n'est pas résidente d'un stade qu'elle ne possède pas";
    NotOwner => "the {} team owns no stadium to sell",
        "l'équipe à {} ne possède pas de stade à vendre";
    StadiumNotSwappable => "the stadium roll gave {}, which a resident may not swap for its own stadium",
        "le jet de stade a donné {}, qu'un résident ne peut pas remplacer par son stade";
    NoLineman => "the {} roster has no Linemen to take journeymen from",
        "la liste {} n'a pas de Linemen pour les journaliers";
    Inducement => "{} inducements: {}",
        "coups de pouce ({}) : {}";
    UnknownAdvancement => "no advancement {}; choose random-primary, chosen-primary, random-secondary, chosen-secondary or random-characteristic",
        "pas d'amélioration {} ; choisissez random-primary, chosen-primary, random-secondary, chosen-secondary ou random-characteristic";
    NoMoreLevels => "player {} has all {} advancements the table prices",
        "le joueur {} a déjà les {} améliorations de la table";
    NotEnoughSpp => "player {} has {} SPP; {} at their level costs {}",
        "le joueur {} a {} PSP ; {} coûte {} à son niveau";
    SkillNeeded => "player {}: name the {} skill taken",
        "joueur {} : donnez la compétence {} choisie";
    UnknownSkill => "no Blood Bowl skill {}",
        "pas de compétence de Blood Bowl {}";
    SkillNotInColumn => "player {}: {} is not a {} skill of the position ({})",
        "joueur {} : {} n'est pas une compétence {} du poste ({})";
    SkillAlreadyHad => "player {} already has {}",
        "le joueur {} a déjà {}";
    CategoryNeeded => "player {}: give the category of the random {} skill, one of {}",
        "joueur {} : donnez la catégorie de la compétence {} au hasard, parmi {}";
    NoNewSkill => "player {} already has every skill the table could give",
        "le joueur {} a déjà toutes les compétences que la table peut donner";
    MvpNotEligible => "player {} cannot be the {} MVP: the MVP is one of the team's players who played and did not die (never a Star Player or a mercenary)",
        "le joueur {} ne peut pas être le JdM ({}) : le JdM est un joueur de l'équipe qui a joué, vivant (jamais un Star Player ni un mercenaire)";
    SponsorshipNotEarned => "the {} sponsorship roll made {}; a sponsorship needs 20 or more",
        "le jet de sponsoring ({}) fait {} ; il faut 20 ou plus";
    UnknownSponsorship => "no sponsorship {}; choose {}",
        "pas de sponsoring {} ; choisissez {}";
    CannotAfford => "the {} team cannot pay {} for {}: it holds {}",
        "l'équipe à {} ne peut pas payer {} ({}) : elle a {}";
    NoStadium => "the {} team cannot become resident: this match was played in no stadium",
        "l'équipe à {} ne peut pas devenir résidente : ce match n'a pas eu de stade";
    AlreadyResident => "the {} team is already resident in this stadium",
        "l'équipe à {} est déjà résidente de ce stade";
    NoResidencyAtRisk => "the {} team has no residence at risk: only a resident that lost rolls to keep it",
        "l'équipe à {} ne risque pas sa résidence : seul un résident qui a perdu la rejoue";
    KeepResidencyStep => "money spent to keep a residence goes by {}",
        "l'argent dépensé pour garder une résidence va par tranches de {}";
    FirstInstalment => "the first payment towards a stadium is at least {}",
        "le premier versement pour un stade est d'au moins {}";
    PlayerNotInMatch => "player {} did not play in this match for either team",
        "le joueur {} n'a joué ce match dans aucune des deux équipes";
    PlayerTwice => "player {} is twice in {}",
        "le joueur {} figure deux fois dans {}";
    TooManyApothecaries => "the {} team used the apothecary {} times; it had {} for this match",
        "l'équipe à {} a utilisé l'apothicaire {} fois ; elle en avait {} pour ce match";
    TouchdownsOverScore => "the {} players scored {} touchdowns; the team's score is {}",
        "les joueurs ({}) ont marqué {} touchdowns ; le score de l'équipe est {}";
    NotAJourneyman => "player {} is not a journeyman of this match",
        "le joueur {} n'est pas un journalier de ce match";
    UnknownBall => "no ball {}; choose one of {}",
        "pas de ballon {} ; choisissez l'un de {}";
    NoBallToChoose => "a Dungeonbowl match is played with two spiked balls: no ball is chosen",
        "un match de Dungeonbowl se joue avec deux ballons cloutés : aucun ballon ne se choisit";
    BallTwice => "the ball is chosen ({}) and its D16 typed as {}: give one or the other",
        "le ballon est choisi ({}) et son D16 saisi à {} : donnez l'un ou l'autre";
    RollsStage => "this match day", "ce jour de match";
    CharacteristicNeeded => "player {}: the D16 gave {}; choose the characteristic among {}",
        "joueur {} : le D16 a donné {} ; choisissez la caractéristique parmi {}";
    Purchase => "{} team: {}", "équipe à {} : {}";
    PrimaryColumn => "primary", "primaire";
    SecondaryColumn => "secondary", "secondaire";
} }

fn gp(amount: i64, lang: Lang) -> String {
    crate::data::Money::Gp.format(amount, lang)
}

fn categories(list: &[Category]) -> String {
    list.iter()
        .map(|c| format!("{c:?}").to_lowercase())
        .collect::<Vec<_>>()
        .join(", ")
}

/// A skill column (`primary` or `secondary`) in `lang`.
fn column_said(column: &str, lang: Lang) -> &'static str {
    match column {
        "primary" => MatchDayText::PrimaryColumn.get(lang),
        _ => MatchDayText::SecondaryColumn.get(lang),
    }
}

/// The shared roll log's fault, worded for a match day.
fn roll_message(fault: RollFault, lang: Lang) -> String {
    let stage = MatchDayText::RollsStage;
    fault.message(lang, (stage.get(Lang::En), stage.get(Lang::Fr)))
}

impl MatchDayRefusal {
    /// What is wrong and what is allowed, in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        use MatchDayRefusal as R;
        use MatchDayText as T;
        let side_said = |side| side_said(side, lang);
        let column_said = |column| column_said(column, lang);
        match self {
            R::RollOffDice {
                key,
                value,
                low,
                high,
            } => roll_message(
                RollFault::OffDice {
                    key: key.clone(),
                    value: *value,
                    low: *low,
                    high: *high,
                },
                lang,
            ),
            R::RollNotAsked { key, asked } => roll_message(
                RollFault::NotAsked {
                    key: key.clone(),
                    asked: asked.clone(),
                },
                lang,
            ),
            R::TableGap { table, roll } => T::TableGap.fill(lang, &[table, roll]),
            R::NotResident { side } => T::NotResident.fill(lang, &[&side_said(*side)]),
            R::NoKickOff => T::NoKickOff.get(lang).to_string(),
            R::NoOwnStadium => T::NoOwnStadium.get(lang).to_string(),
            R::NoWeather { side } => T::NoWeather.fill(lang, &[&side_said(*side)]),
            R::NotOwner { side } => T::NotOwner.fill(lang, &[&side_said(*side)]),
            R::StadiumNotSwappable { rolled } => T::StadiumNotSwappable.fill(lang, &[rolled]),
            R::NoLineman { roster } => T::NoLineman.fill(lang, &[roster]),
            R::Inducement { side, refusal } => {
                T::Inducement.fill(lang, &[&side_said(*side), &refusal.message(lang)])
            }
            R::UnknownAdvancement { kind } => T::UnknownAdvancement.fill(lang, &[kind]),
            R::NoMoreLevels { player, levels } => T::NoMoreLevels.fill(lang, &[player, levels]),
            R::NotEnoughSpp {
                player,
                spp,
                needed,
                kind,
            } => T::NotEnoughSpp.fill(lang, &[player, spp, kind, needed]),
            R::SkillNeeded { player, column } => {
                T::SkillNeeded.fill(lang, &[player, &column_said(column)])
            }
            R::UnknownSkill { skill } => T::UnknownSkill.fill(lang, &[skill]),
            R::SkillNotInColumn {
                player,
                skill,
                column,
                allowed,
            } => T::SkillNotInColumn.fill(
                lang,
                &[player, skill, &column_said(column), &categories(allowed)],
            ),
            R::SkillAlreadyHad { player, skill } => T::SkillAlreadyHad.fill(lang, &[player, skill]),
            R::CategoryNeeded {
                player,
                column,
                allowed,
            } => {
                T::CategoryNeeded.fill(lang, &[player, &column_said(column), &categories(allowed)])
            }
            R::NoNewSkill { player } => T::NoNewSkill.fill(lang, &[player]),
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
                T::CharacteristicNeeded.fill(lang, &[player, roll, &list])
            }
            R::MvpNotEligible { player, side } => {
                T::MvpNotEligible.fill(lang, &[player, &side_said(*side)])
            }
            R::SponsorshipNotEarned { side, total } => {
                T::SponsorshipNotEarned.fill(lang, &[&side_said(*side), total])
            }
            R::UnknownSponsorship {
                sponsorship,
                allowed,
            } => T::UnknownSponsorship.fill(lang, &[sponsorship, &allowed.join(", ")]),
            R::CannotAfford {
                side,
                what,
                cost_gp,
                treasury_gp,
            } => T::CannotAfford.fill(
                lang,
                &[
                    &side_said(*side),
                    &gp(i64::from(*cost_gp), lang),
                    what,
                    &gp(*treasury_gp, lang),
                ],
            ),
            R::NoStadium { side } => T::NoStadium.fill(lang, &[&side_said(*side)]),
            R::AlreadyResident { side } => T::AlreadyResident.fill(lang, &[&side_said(*side)]),
            R::NoResidencyAtRisk { side } => T::NoResidencyAtRisk.fill(lang, &[&side_said(*side)]),
            R::KeepResidencyStep { step_gp } => {
                T::KeepResidencyStep.fill(lang, &[&gp(i64::from(*step_gp), lang)])
            }
            R::FirstInstalment { first_gp } => {
                T::FirstInstalment.fill(lang, &[&gp(i64::from(*first_gp), lang)])
            }
            R::PlayerNotInMatch { player } => T::PlayerNotInMatch.fill(lang, &[player]),
            R::PlayerTwice { player, list } => T::PlayerTwice.fill(lang, &[player, list]),
            R::TooManyApothecaries {
                side,
                used,
                allowed,
            } => T::TooManyApothecaries.fill(lang, &[&side_said(*side), used, allowed]),
            R::TouchdownsOverScore {
                side,
                players,
                score,
            } => T::TouchdownsOverScore.fill(lang, &[&side_said(*side), players, score]),
            R::NotAJourneyman { player } => T::NotAJourneyman.fill(lang, &[player]),
            R::UnknownBall { ball, allowed } => {
                T::UnknownBall.fill(lang, &[ball, &allowed.join(", ")])
            }
            R::NoBallToChoose => T::NoBallToChoose.get(lang).to_string(),
            R::BallTwice { chosen, typed } => T::BallTwice.fill(lang, &[chosen, typed]),
            R::Purchase { side, refusal } => {
                T::Purchase.fill(lang, &[&side_said(*side), &refusal.message(lang)])
            }
            R::FanFactor(refusal) => refusal.message(lang),
            R::Players(refusal) => refusal.message(lang),
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_match_day_text_is_said_in_both_languages() {
        crate::tr::assert_complete(super::MatchDayText::ALL);
    }
}
