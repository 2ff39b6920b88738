//! Why the Blood Bowl rules refuse a change, or what a team breaks, in English and French.

use std::fmt;

use super::Purchase;
use crate::data::Lang;
use crate::data::Money;

/// A Blood Bowl rule a change would break.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The roster has no such position.
    UnknownPosition {
        position: String,
        allowed: Vec<String>,
    },
    /// The team already has the most players a team may have.
    TeamFull { max: u32 },
    /// The position is at its 0–N maximum.
    PositionFull {
        position: String,
        position_fr: String,
        max: u32,
    },
    /// Several positions share a maximum, and it is reached.
    SharedLimitFull { positions: String, max: u32 },
    /// More than the most allowed of a purchase.
    TooMany { what: Purchase, max: u32 },
    /// The roster does not allow an apothecary.
    NoApothecary { team: String, team_fr: String },
    /// Dedicated fans are bought only while the team is created.
    FansOnlyBeforeFirstMatch,
    /// A purchase of nothing.
    CountZero,
    /// The treasury does not hold the price.
    CannotAfford { cost_gp: u32, treasury_gp: i64 },
    /// Fewer players than a team needs to play (flagged, never refused while building).
    TooFewPlayers { count: u32, min: u32 },
    /// The treasury is below zero (after an override).
    TreasuryNegative { treasury_gp: i64 },
    /// A new team's treasury off the gold steps or above the most a league may give.
    StartingTreasury {
        given_gp: u32,
        most_gp: u32,
        step_gp: u32,
    },
}

fn gp(amount: i64, lang: Lang) -> String {
    Money::Gp.format(amount, lang)
}

impl Refusal {
    /// A stable id for scripts (`team check --json`).
    pub fn id(&self) -> &'static str {
        match self {
            Refusal::UnknownPosition { .. } => "unknown_position",
            Refusal::TeamFull { .. } => "team_full",
            Refusal::PositionFull { .. } => "position_full",
            Refusal::SharedLimitFull { .. } => "shared_limit_full",
            Refusal::TooMany { .. } => "too_many",
            Refusal::NoApothecary { .. } => "no_apothecary",
            Refusal::FansOnlyBeforeFirstMatch => "fans_only_before_first_match",
            Refusal::CountZero => "count_zero",
            Refusal::CannotAfford { .. } => "cannot_afford",
            Refusal::TooFewPlayers { .. } => "too_few_players",
            Refusal::TreasuryNegative { .. } => "treasury_negative",
            Refusal::StartingTreasury { .. } => "starting_treasury",
        }
    }

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

impl std::error::Error for Refusal {}
