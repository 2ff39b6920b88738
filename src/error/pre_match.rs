//! What a DreadBall match day refuses before the match: free-agent rolls, MVP hires.

use super::surface::Surface;
use super::words::{Wording, variant_names};
use crate::data::Lang;
use crate::store::{FixtureId, TeamId};
use crate::tr::texts;

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

texts! { PreMatchTexts {
    RollAwaitsChoice => "the free-agent roll {} on table {} is still waiting for a choice; {}", "le jet de {} sur la table d'agents libres {} attend encore un choix ; {}";
    ChooseFirstCli => "choose first (`dugout prematch choose --match {} --team {} --choice N`)", "choisissez d'abord (`dugout prematch choose --match {} --team {} --choice N`)";
    ChooseFirstWindow => "choose one of its options first, before the match", "choisissez d'abord l'une de ses options, avant le match";
    TableLineMissing => "free-agent table {} has no line for a die of {}; the reference data is incomplete", "la table d'agents libres {} n'a pas de ligne pour un dé de {} ; les données de référence sont incomplètes";
    NoRollWaitingCli => "team {} has no free-agent roll waiting for a choice in match {}", "l'équipe {} n'a pas de jet d'agents libres en attente de choix pour le match {}";
    NoRollWaitingWindow => "this team has no free-agent roll waiting for a choice in this match", "cette équipe n'a pas de jet d'agents libres en attente de choix pour ce match";
    ChoiceNeeded => "a choice is needed: pick one of the roll's options", "il faut choisir : prenez l'une des options du jet";
    RollStands => "a free-agent roll stands once made; resetting the match undoes the whole match day", "un jet d'agents libres est définitif ; effacer le match défait toute la journée";
    MvpBeforeRoll => "this team rolled for free agents after hiring this MVP; the rolls were made with what the bonus had left", "cette équipe a lancé les dés pour des agents libres après avoir engagé ce MVP ; les jets ont été faits avec ce qui restait du bonus";
    AfterPlay => "{} has been played; hires, rolls and hacks are made before the match", "{} a été joué ; les embauches, jets et piratages se font avant le match";
    MatchCli => "match {}", "le match {}";
    ThisMatchWindow => "this match", "ce match";
} }

impl Wording for PreMatchFault {
    fn text(&self, surface: Surface, lang: Lang) -> String {
        let cli = surface == Surface::Cli;
        match self {
            PreMatchFault::RollAwaitsChoice {
                die,
                table,
                fixture,
                team,
            } => {
                let how = match cli {
                    true => PreMatchTexts::ChooseFirstCli.fill(lang, &[fixture, team]),
                    false => PreMatchTexts::ChooseFirstWindow.get(lang).to_string(),
                };
                PreMatchTexts::RollAwaitsChoice.fill(lang, &[die, table, &how])
            }
            PreMatchFault::TableLineMissing { table, die } => {
                PreMatchTexts::TableLineMissing.fill(lang, &[table, die])
            }
            PreMatchFault::NoRollWaiting { team, fixture } => match cli {
                true => PreMatchTexts::NoRollWaitingCli.fill(lang, &[team, fixture]),
                false => PreMatchTexts::NoRollWaitingWindow.get(lang).into(),
            },
            PreMatchFault::ChoiceNeeded => PreMatchTexts::ChoiceNeeded.get(lang).into(),
            PreMatchFault::RollStands => PreMatchTexts::RollStands.get(lang).into(),
            PreMatchFault::MvpBeforeRoll => PreMatchTexts::MvpBeforeRoll.get(lang).into(),
            PreMatchFault::AfterPlay { fixture } => {
                let played = match cli {
                    true => PreMatchTexts::MatchCli.fill(lang, &[fixture]),
                    false => PreMatchTexts::ThisMatchWindow.get(lang).to_string(),
                };
                PreMatchTexts::AfterPlay.fill(lang, &[&played])
            }
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

#[cfg(test)]
mod tests {
    #[test]
    fn the_texts_are_complete() {
        crate::tr::assert_complete(super::PreMatchTexts::ALL);
    }
}
