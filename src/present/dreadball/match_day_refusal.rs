//! Why a DreadBall match-day step is refused, with what is allowed, in English and
//! French: the words for the rules' `match_day::Refusal`.

use std::fmt;

use super::stat_name;
use crate::data::Lang;
use crate::rules::dreadball::build::Stat;
use crate::rules::dreadball::match_day::Refusal;
use crate::tr::texts;

texts! { MatchDayRefusalText {
    MvpNoPrice => "{} has no hiring price in the reference card (printed \"--\"), so cannot be hired",
        "{} n'a pas de coût d'engagement sur la fiche de référence (« -- ») : impossible de l'engager";
    MvpNotForTeam => "{} does not play for {}; plays for: {}",
        "{} ne joue pas pour : {} ; joue pour : {}";
    MvpEventOnly => "{} plays only at one Challenge Cup event ({}); the league's \"event MVPs\" setting is off",
        "{} ne joue que lors d'un événement Challenge Cup ({}) ; le réglage « MVP d'événement » de la ligue est désactivé";
    MvpAlreadyHired => "{} is already hired by this team for this match",
        "{} est déjà engagé par cette équipe pour ce match";
    MvpWithOpponent => "{} is already hired by the opponent for this match",
        "{} est déjà engagé par l'adversaire pour ce match";
    MvpNotWith => "{} refuses to play beside {}, whom this team hired for this match",
        "{} refuse de jouer aux côtés de {}, engagé par cette équipe pour ce match";
    MvpAfterRolls => "the outsider bonus goes to MVPs first, then to free-agent rolls; this team has already rolled",
        "le bonus d'Outsider va d'abord aux MVP, puis aux jets d'Agents Libres ; cette équipe a déjà lancé";
    MvpCannotPayFromBoth => "this MVP costs {}mc; the bonus left is {}mc and the treasury holds {}mc",
        "ce MVP coûte {}mc ; il reste {}mc de bonus et la trésorerie contient {}mc";
    MvpCannotPayFromBonus => "this MVP costs {}mc and the bonus left is {}mc; the league does not let MVPs be paid from the treasury",
        "ce MVP coûte {}mc et il reste {}mc de bonus ; la ligue n'autorise pas à payer les MVP avec la trésorerie";
    NoRoom => "a team has at most {} players, MVPs and free agents included; there is no room for {} more",
        "une équipe compte au plus {} joueurs, MVP et Agents Libres inclus ; pas de place pour {} de plus";
    NoSuchTable => "there is no free-agent table {}; tables: {}",
        "il n'y a pas de table d'Agents Libres {} ; tables : {}";
    NoRollLeft => "a free-agent roll takes a full {}mc of outsider bonus; {}mc is left",
        "un jet d'Agent Libre demande une tranche complète de {}mc de bonus d'Outsider ; il reste {}mc";
    NoChoiceHere => "this result has a single option; there is no choice {}",
        "ce résultat n'a qu'une option ; il n'y a pas de choix {}";
    NoSuchChoice => "there is no option {}; choose one of: {}",
        "il n'y a pas d'option {} ; choisissez parmi : {}";
    HackAlreadyBought => "a coach buys at most {} hack per match; this team already bought \"{}\"",
        "un coach achète au plus {} piratage par match ; cette équipe a déjà acheté « {} »";
    CannotPay => "this costs {}mc but the treasury holds {}mc; it may never go below 0",
        "cela coûte {}mc mais la trésorerie contient {}mc ; elle ne peut jamais passer sous 0";
    ThresholdsInvalid => "rank thresholds are experience totals separated by commas, each above the one before (e.g. 5,10,15); got \"{}\"",
        "les seuils de rang sont des totaux d'expérience séparés par des virgules, chacun plus grand que le précédent (ex. 5,10,15) ; reçu « {} »";
    RollNeedsSkill => "{}'s advancement roll gave {}, which calls for a new skill of the coach's choice: name it",
        "le jet d'amélioration de {} a donné {}, qui demande une nouvelle compétence au choix du coach : nommez-la";
    StatCannotImprove => "{}'s {} cannot get better (unknown or already at its best); stats that can: {}",
        "la caractéristique {} de {} ne peut pas s'améliorer (inconnue ou déjà au mieux) ; celles qui le peuvent : {}";
    UnknownSkill => "there is no skill \"{}\"; list them with `dugout data skills`",
        "il n'y a pas de compétence « {} » ; listez-les avec `dugout data skills`";
    ChallengeCupSkill => "{} is a Challenge Cup MVP's own skill; a player cannot learn it",
        "{} est une compétence propre à un MVP de la Challenge Cup ; un joueur ne peut pas l'apprendre";
    SkillAlreadyHad => "{} already has {}", "{} a déjà {}";
    NoStat => "none", "aucune";
} }

impl Refusal {
    /// The refusal in `lang`: what is refused and what is allowed.
    pub fn message(&self, lang: Lang) -> String {
        use MatchDayRefusalText as T;
        use Refusal::*;
        match self {
            MvpNoPrice { mvp } => T::MvpNoPrice.fill(lang, &[mvp]),
            MvpNotForTeam {
                mvp,
                faction,
                plays_for,
            } => T::MvpNotForTeam.fill(lang, &[mvp, faction, plays_for]),
            MvpEventOnly { mvp, event } => T::MvpEventOnly.fill(lang, &[mvp, event]),
            MvpAlreadyHired { mvp } => T::MvpAlreadyHired.fill(lang, &[mvp]),
            MvpWithOpponent { mvp } => T::MvpWithOpponent.fill(lang, &[mvp]),
            MvpNotWith { mvp, other } => T::MvpNotWith.fill(lang, &[mvp, other]),
            MvpAfterRolls => T::MvpAfterRolls.get(lang).to_string(),
            MvpCannotPay {
                cost_mc,
                bonus_left_mc,
                treasury_mc,
                treasury_allowed: true,
            } => T::MvpCannotPayFromBoth.fill(lang, &[cost_mc, bonus_left_mc, treasury_mc]),
            MvpCannotPay {
                cost_mc,
                bonus_left_mc,
                ..
            } => T::MvpCannotPayFromBonus.fill(lang, &[cost_mc, bonus_left_mc]),
            NoRoom { max, adding } => T::NoRoom.fill(lang, &[max, adding]),
            NoSuchTable { table, tables } => T::NoSuchTable.fill(lang, &[table, &numbers(tables)]),
            NoRollLeft {
                left_mc,
                per_roll_mc,
            } => T::NoRollLeft.fill(lang, &[per_roll_mc, left_mc]),
            NoChoiceHere { choice } => T::NoChoiceHere.fill(lang, &[choice]),
            NoSuchChoice { choice, options } => {
                T::NoSuchChoice.fill(lang, &[choice, &numbered(options)])
            }
            HackAlreadyBought { hack, max } => T::HackAlreadyBought.fill(lang, &[max, hack]),
            CannotPay {
                cost_mc,
                treasury_mc,
            } => T::CannotPay.fill(lang, &[cost_mc, treasury_mc]),
            ThresholdsInvalid { given } => T::ThresholdsInvalid.fill(lang, &[given]),
            RollNeedsSkill { player, die } => T::RollNeedsSkill.fill(lang, &[player, die]),
            StatCannotImprove {
                player,
                stat,
                allowed,
            } => {
                let stat = stat_name(*stat, lang);
                // English names the player first ("X's Move"), French the stat first.
                let (first, second): (&dyn fmt::Display, &dyn fmt::Display) = match lang {
                    Lang::En => (player, &stat),
                    Lang::Fr => (&stat, player),
                };
                T::StatCannotImprove.fill(lang, &[first, second, &stats(allowed, lang)])
            }
            UnknownSkill { skill } => T::UnknownSkill.fill(lang, &[skill]),
            ChallengeCupSkill { skill } => T::ChallengeCupSkill.fill(lang, &[skill]),
            SkillAlreadyHad { player, skill } => T::SkillAlreadyHad.fill(lang, &[player, skill]),
        }
    }
}

fn numbers(tables: &[u8]) -> String {
    tables
        .iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

fn numbered(options: &[String]) -> String {
    options
        .iter()
        .enumerate()
        .map(|(i, label)| format!("{} {label}", i + 1))
        .collect::<Vec<_>>()
        .join(", ")
}

fn stats(list: &[Stat], lang: Lang) -> String {
    if list.is_empty() {
        return MatchDayRefusalText::NoStat.get(lang).to_string();
    }
    list.iter()
        .map(|stat| stat_name(*stat, lang))
        .collect::<Vec<_>>()
        .join(", ")
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message(Lang::En))
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_match_day_refusal_text_is_said_in_both_languages() {
        crate::tr::assert_complete(super::MatchDayRefusalText::ALL);
    }
}
