//! Why the Blood Bowl rules refuse a change, or what a team breaks, in English and
//! French: the words for the rules' `Refusal`.

use std::fmt;

use crate::data::{Lang, Money};
use crate::rules::bloodbowl::Refusal;

fn gp(amount: i64, lang: Lang) -> String {
    Money::Gp.format(amount, lang)
}

impl Refusal {
    /// The refusal in `lang`: what is wrong and what is allowed.
    pub fn message(&self, lang: Lang) -> String {
        match lang {
            Lang::En => self.english(),
            Lang::Fr => self.french(),
        }
    }

    fn english(&self) -> String {
        match self {
            Refusal::UnknownPosition { position, allowed } => format!(
                "this roster has no position `{position}`; its positions are: {}",
                allowed.join(", ")
            ),
            Refusal::TeamFull { max } => {
                format!("the team already has {max} players, the most a team may have")
            }
            Refusal::PositionFull { position, max, .. } => {
                format!("the team already has {max} {position}, the most its roster allows (0–{max})")
            }
            Refusal::SharedLimitFull { positions, max } => format!(
                "the roster allows at most {max} among {positions}, and the team has them"
            ),
            Refusal::TooMany { what, max } => format!(
                "a team may have at most {max} {}",
                what.names().0
            ),
            Refusal::NoApothecary { team, .. } => {
                format!("the {team} roster may not hire an apothecary")
            }
            Refusal::FansOnlyBeforeFirstMatch => "dedicated fans are bought only while the team is created, before its first match; after that they change with the post-match roll".to_string(),
            Refusal::CountZero => "buy at least one".to_string(),
            Refusal::CannotAfford { cost_gp, treasury_gp } => format!(
                "this costs {} but the treasury holds {}",
                gp(i64::from(*cost_gp), Lang::En),
                gp(*treasury_gp, Lang::En)
            ),
            Refusal::TooFewPlayers { count, min } => format!(
                "the team has {}; it needs at least {min} to play (journeymen fill the gap on match day)",
                crate::data::nouns::PLAYERS.count(*count, Lang::En)
            ),
            Refusal::TreasuryNegative { treasury_gp } => format!(
                "the treasury is below zero ({})",
                gp(*treasury_gp, Lang::En)
            ),
            Refusal::StartingTreasury {
                given_gp,
                most_gp,
                step_gp,
            } => format!(
                "a new team's treasury of {} is not allowed: it takes an amount from 0 gp to {} in steps of {}, like every amount of gold",
                gp(i64::from(*given_gp), Lang::En),
                gp(i64::from(*most_gp), Lang::En),
                gp(i64::from(*step_gp), Lang::En)
            ),
        }
    }

    fn french(&self) -> String {
        match self {
            Refusal::UnknownPosition { position, allowed } => format!(
                "ce roster n'a pas de poste « {position} » ; ses postes sont : {}",
                allowed.join(", ")
            ),
            Refusal::TeamFull { max } => {
                format!("l'équipe a déjà {max} joueurs, le plus qu'une équipe puisse avoir")
            }
            Refusal::PositionFull {
                position_fr, max, ..
            } => format!(
                "l'équipe a déjà {max} {position_fr}, le plus que son roster permette (0–{max})"
            ),
            Refusal::SharedLimitFull { positions, max } => format!(
                "le roster permet au plus {max} parmi {positions}, et l'équipe les a"
            ),
            Refusal::TooMany { what, max } => format!(
                "une équipe peut avoir au plus {max} {}",
                what.names().1
            ),
            Refusal::NoApothecary { team_fr, .. } => {
                format!("le roster {team_fr} ne peut pas engager d'apothicaire")
            }
            Refusal::FansOnlyBeforeFirstMatch => "les fans dévoués ne s'achètent qu'à la création de l'équipe, avant son premier match ; ensuite ils changent avec le jet d'après-match".to_string(),
            Refusal::CountZero => "achetez-en au moins un".to_string(),
            Refusal::CannotAfford { cost_gp, treasury_gp } => format!(
                "cela coûte {} mais la trésorerie contient {}",
                gp(i64::from(*cost_gp), Lang::Fr),
                gp(*treasury_gp, Lang::Fr)
            ),
            Refusal::TooFewPlayers { count, min } => format!(
                "l'équipe a {} ; il lui en faut au moins {min} pour jouer (des journaliers complètent le jour du match)",
                crate::data::nouns::PLAYERS.count(*count, Lang::Fr)
            ),
            Refusal::TreasuryNegative { treasury_gp } => format!(
                "la trésorerie est sous zéro ({})",
                gp(*treasury_gp, Lang::Fr)
            ),
            Refusal::StartingTreasury {
                given_gp,
                most_gp,
                step_gp,
            } => format!(
                "une trésorerie de départ de {} n'est pas permise : elle va de 0 po à {} par tranches de {}, comme toute somme d'or",
                gp(i64::from(*given_gp), Lang::Fr),
                gp(i64::from(*most_gp), Lang::Fr),
                gp(i64::from(*step_gp), Lang::Fr)
            ),
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.english())
    }
}
