//! What a DreadBall match day refuses before the match: free-agent rolls, MVP hires.

use super::surface::Surface;
use super::words::{Wording, variant_names};
use crate::store::{FixtureId, TeamId};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PreMatchFault {
    /// A free-agent roll whose options wait for a choice (`table` as stored: "3").
    RollAwaitsChoice {
        die: u8,
        table: String,
        fixture: FixtureId,
        team: TeamId,
    },
    /// A free-agent table the reference data gives no line for a die.
    TableLineMissing {
        table: u8,
        die: u8,
    },
    NoRollWaiting {
        team: TeamId,
        fixture: FixtureId,
    },
    ChoiceNeeded,
    /// Taking back a free-agent roll.
    RollStands,
    /// Taking back an MVP hired before a free-agent roll.
    MvpBeforeRoll,
    /// A hire, roll or hack for a match that has been played.
    AfterPlay {
        fixture: FixtureId,
    },
}

variant_names!(PreMatchFault: RollAwaitsChoice, TableLineMissing, NoRollWaiting, ChoiceNeeded,
    RollStands, MvpBeforeRoll, AfterPlay);

impl Wording for PreMatchFault {
    fn english(&self, surface: Surface) -> String {
        match self {
            PreMatchFault::RollAwaitsChoice {
                die,
                table,
                fixture,
                team,
            } => {
                let how = surface.pick(
                    format!("choose first (`dugout prematch choose --match {fixture} --team {team} --choice N`)"),
                    "choose one of its options first, before the match".to_string(),
                );
                format!(
                    "the free-agent roll {die} on table {table} is still waiting for a choice; {how}"
                )
            }
            PreMatchFault::TableLineMissing { table, die } => format!(
                "free-agent table {table} has no line for a die of {die}; the reference data is incomplete"
            ),
            PreMatchFault::NoRollWaiting { team, fixture } => match surface {
                Surface::Cli => format!(
                    "team {team} has no free-agent roll waiting for a choice in match {fixture}"
                ),
                Surface::Window => {
                    "this team has no free-agent roll waiting for a choice in this match".into()
                }
            },
            PreMatchFault::ChoiceNeeded => {
                "a choice is needed: pick one of the roll's options".into()
            }
            PreMatchFault::RollStands => {
                "a free-agent roll stands once made; resetting the match undoes the whole match day"
                    .into()
            }
            PreMatchFault::MvpBeforeRoll => "this team rolled for free agents after hiring this MVP; the rolls were made with what the bonus had left".into(),
            PreMatchFault::AfterPlay { fixture } => format!(
                "{} has been played; hires, rolls and hacks are made before the match",
                surface.pick(format!("match {fixture}"), "this match".to_string())
            ),
        }
    }

    fn french(&self, surface: Surface) -> String {
        match self {
            PreMatchFault::RollAwaitsChoice {
                die,
                table,
                fixture,
                team,
            } => {
                let how = surface.pick(
                    format!("choisissez d'abord (`dugout prematch choose --match {fixture} --team {team} --choice N`)"),
                    "choisissez d'abord l'une de ses options, avant le match".to_string(),
                );
                format!(
                    "le jet de {die} sur la table d'agents libres {table} attend encore un choix ; {how}"
                )
            }
            PreMatchFault::TableLineMissing { table, die } => format!(
                "la table d'agents libres {table} n'a pas de ligne pour un dé de {die} ; les données de référence sont incomplètes"
            ),
            PreMatchFault::NoRollWaiting { team, fixture } => match surface {
                Surface::Cli => format!(
                    "l'équipe {team} n'a pas de jet d'agents libres en attente de choix pour le match {fixture}"
                ),
                Surface::Window => {
                    "cette équipe n'a pas de jet d'agents libres en attente de choix pour ce match"
                        .into()
                }
            },
            PreMatchFault::ChoiceNeeded => {
                "il faut choisir : prenez l'une des options du jet".into()
            }
            PreMatchFault::RollStands => "un jet d'agents libres est définitif ; effacer le match défait toute la journée".into(),
            PreMatchFault::MvpBeforeRoll => "cette équipe a lancé les dés pour des agents libres après avoir engagé ce MVP ; les jets ont été faits avec ce qui restait du bonus".into(),
            PreMatchFault::AfterPlay { fixture } => format!(
                "{} a été joué ; les embauches, jets et piratages se font avant le match",
                surface.pick(format!("le match {fixture}"), "ce match".to_string())
            ),
        }
    }
}

#[cfg(test)]
impl PreMatchFault {
    pub(super) fn examples() -> Vec<PreMatchFault> {
        let (fixture, team) = (FixtureId(12), TeamId(3));
        vec![
            PreMatchFault::RollAwaitsChoice {
                die: 6,
                table: "1".into(),
                fixture,
                team,
            },
            PreMatchFault::TableLineMissing { table: 2, die: 7 },
            PreMatchFault::NoRollWaiting { team, fixture },
            PreMatchFault::ChoiceNeeded,
            PreMatchFault::RollStands,
            PreMatchFault::MvpBeforeRoll,
            PreMatchFault::AfterPlay { fixture },
        ]
    }
}
