//! Why a DreadBall match-day step is refused, with what is allowed, in English and
//! French: the words for the rules' `match_day::Refusal`.

use std::fmt;

use super::stat_name;
use crate::data::Lang;
use crate::rules::dreadball::build::Stat;
use crate::rules::dreadball::match_day::Refusal;

impl Refusal {
    pub fn message(&self, lang: Lang) -> String {
        match lang {
            Lang::En => self.english(),
            Lang::Fr => self.french(),
        }
    }

    fn english(&self) -> String {
        use Refusal::*;
        match self {
            MvpNoPrice { mvp } => format!(
                "{mvp} has no hiring price in the reference card (printed \"--\"), so cannot be hired"
            ),
            MvpNotForTeam {
                mvp,
                faction,
                plays_for,
            } => format!("{mvp} does not play for {faction}; plays for: {plays_for}"),
            MvpEventOnly { mvp, event } => format!(
                "{mvp} plays only at one Challenge Cup event ({event}); the league's \"event MVPs\" setting is off"
            ),
            MvpAlreadyHired { mvp } => format!("{mvp} is already hired by this team for this match"),
            MvpWithOpponent { mvp } => {
                format!("{mvp} is already hired by the opponent for this match")
            }
            MvpNotWith { mvp, other } => {
                format!("{mvp} refuses to play beside {other}, whom this team hired for this match")
            }
            MvpAfterRolls => "the outsider bonus goes to MVPs first, then to free-agent rolls; this team has already rolled".to_string(),
            MvpCannotPay {
                cost_mc,
                bonus_left_mc,
                treasury_mc,
                treasury_allowed: true,
            } => format!(
                "this MVP costs {cost_mc}mc; the bonus left is {bonus_left_mc}mc and the treasury holds {treasury_mc}mc"
            ),
            MvpCannotPay {
                cost_mc,
                bonus_left_mc,
                ..
            } => format!(
                "this MVP costs {cost_mc}mc and the bonus left is {bonus_left_mc}mc; the league does not let MVPs be paid from the treasury"
            ),
            NoRoom { max, adding } => format!(
                "a team has at most {max} players, MVPs and free agents included; there is no room for {adding} more"
            ),
            NoSuchTable { table, tables } => format!(
                "there is no free-agent table {table}; tables: {}",
                numbers(tables)
            ),
            NoRollLeft {
                left_mc,
                per_roll_mc,
            } => format!(
                "a free-agent roll takes a full {per_roll_mc}mc of outsider bonus; {left_mc}mc is left"
            ),
            NoChoiceHere { choice } => format!(
                "this result has a single option; there is no choice {choice}"
            ),
            NoSuchChoice { choice, options } => format!(
                "there is no option {choice}; choose one of: {}",
                numbered(options)
            ),
            HackAlreadyBought { hack, max } => format!(
                "a coach buys at most {max} hack per match; this team already bought \"{hack}\""
            ),
            CannotPay {
                cost_mc,
                treasury_mc,
            } => format!(
                "this costs {cost_mc}mc but the treasury holds {treasury_mc}mc; it may never go below 0"
            ),
            ThresholdsInvalid { given } => format!(
                "rank thresholds are experience totals separated by commas, each above the one before (e.g. 5,10,15); got \"{given}\""
            ),
            RollNeedsSkill { player, die } => format!(
                "{player}'s advancement roll gave {die}, which calls for a new skill of the coach's choice: name it"
            ),
            StatCannotImprove {
                player,
                stat,
                allowed,
            } => format!(
                "{player}'s {} cannot get better (unknown or already at its best); stats that can: {}",
                stat_name(*stat, Lang::En),
                stats(allowed, Lang::En)
            ),
            UnknownSkill { skill } => format!(
                "there is no skill \"{skill}\"; list them with `dugout data skills`"
            ),
            ChallengeCupSkill { skill } => {
                format!("{skill} is a Challenge Cup MVP's own skill; a player cannot learn it")
            }
            SkillAlreadyHad { player, skill } => format!("{player} already has {skill}"),
        }
    }

    fn french(&self) -> String {
        use Refusal::*;
        match self {
            MvpNoPrice { mvp } => format!(
                "{mvp} n'a pas de coût d'engagement sur la fiche de référence (« -- ») : impossible de l'engager"
            ),
            MvpNotForTeam {
                mvp,
                faction,
                plays_for,
            } => format!("{mvp} ne joue pas pour : {faction} ; joue pour : {plays_for}"),
            MvpEventOnly { mvp, event } => format!(
                "{mvp} ne joue que lors d'un événement Challenge Cup ({event}) ; le réglage « MVP d'événement » de la ligue est désactivé"
            ),
            MvpAlreadyHired { mvp } => {
                format!("{mvp} est déjà engagé par cette équipe pour ce match")
            }
            MvpWithOpponent { mvp } => {
                format!("{mvp} est déjà engagé par l'adversaire pour ce match")
            }
            MvpNotWith { mvp, other } => format!(
                "{mvp} refuse de jouer aux côtés de {other}, engagé par cette équipe pour ce match"
            ),
            MvpAfterRolls => "le bonus d'Outsider va d'abord aux MVP, puis aux jets d'Agents Libres ; cette équipe a déjà lancé".to_string(),
            MvpCannotPay {
                cost_mc,
                bonus_left_mc,
                treasury_mc,
                treasury_allowed: true,
            } => format!(
                "ce MVP coûte {cost_mc}mc ; il reste {bonus_left_mc}mc de bonus et la trésorerie contient {treasury_mc}mc"
            ),
            MvpCannotPay {
                cost_mc,
                bonus_left_mc,
                ..
            } => format!(
                "ce MVP coûte {cost_mc}mc et il reste {bonus_left_mc}mc de bonus ; la ligue n'autorise pas à payer les MVP avec la trésorerie"
            ),
            NoRoom { max, adding } => format!(
                "une équipe compte au plus {max} joueurs, MVP et Agents Libres inclus ; pas de place pour {adding} de plus"
            ),
            NoSuchTable { table, tables } => format!(
                "il n'y a pas de table d'Agents Libres {table} ; tables : {}",
                numbers(tables)
            ),
            NoRollLeft {
                left_mc,
                per_roll_mc,
            } => format!(
                "un jet d'Agent Libre demande une tranche complète de {per_roll_mc}mc de bonus d'Outsider ; il reste {left_mc}mc"
            ),
            NoChoiceHere { choice } => {
                format!("ce résultat n'a qu'une option ; il n'y a pas de choix {choice}")
            }
            NoSuchChoice { choice, options } => format!(
                "il n'y a pas d'option {choice} ; choisissez parmi : {}",
                numbered(options)
            ),
            HackAlreadyBought { hack, max } => format!(
                "un coach achète au plus {max} piratage par match ; cette équipe a déjà acheté « {hack} »"
            ),
            CannotPay {
                cost_mc,
                treasury_mc,
            } => format!(
                "cela coûte {cost_mc}mc mais la trésorerie contient {treasury_mc}mc ; elle ne peut jamais passer sous 0"
            ),
            ThresholdsInvalid { given } => format!(
                "les seuils de rang sont des totaux d'expérience séparés par des virgules, chacun plus grand que le précédent (ex. 5,10,15) ; reçu « {given} »"
            ),
            RollNeedsSkill { player, die } => format!(
                "le jet d'amélioration de {player} a donné {die}, qui demande une nouvelle compétence au choix du coach : nommez-la"
            ),
            StatCannotImprove {
                player,
                stat,
                allowed,
            } => format!(
                "la caractéristique {} de {player} ne peut pas s'améliorer (inconnue ou déjà au mieux) ; celles qui le peuvent : {}",
                stat_name(*stat, Lang::Fr),
                stats(allowed, Lang::Fr)
            ),
            UnknownSkill { skill } => format!(
                "il n'y a pas de compétence « {skill} » ; listez-les avec `dugout data skills`"
            ),
            ChallengeCupSkill { skill } => format!(
                "{skill} est une compétence propre à un MVP de la Challenge Cup ; un joueur ne peut pas l'apprendre"
            ),
            SkillAlreadyHad { player, skill } => format!("{player} a déjà {skill}"),
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
        return lang.pick("none", "aucune").to_string();
    }
    list.iter()
        .map(|stat| stat_name(*stat, lang))
        .collect::<Vec<_>>()
        .join(", ")
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.english())
    }
}
