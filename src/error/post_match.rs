//! What a DreadBall post-match refuses in its report: scores, man of the match,
//! advancements.

use super::surface::Surface;
use super::words::{Wording, quote, variant_names};
use crate::data::Lang;
use crate::store::{FixtureId, PlayerId};
use crate::tr::texts;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PostMatchFault {
    /// A report without a score for a match without a result.
    ReportNeedsScore {
        id: FixtureId,
    },
    /// A report whose score is not the recorded result's.
    ScoreDiffers {
        id: FixtureId,
        home: u32,
        away: u32,
    },
    /// Man-of-the-match experience given as other experience.
    ManOfMatchAsExperience,
    TwoMenOfMatch {
        team: String,
    },
    AdvancementNeeded {
        name: String,
        rank: u32,
        player: PlayerId,
    },
    AdvancementWithoutRank {
        player: PlayerId,
    },
    AdvancementSyntax {
        text: String,
    },
}

variant_names!(PostMatchFault: ReportNeedsScore, ScoreDiffers, ManOfMatchAsExperience,
    TwoMenOfMatch, AdvancementNeeded, AdvancementWithoutRank, AdvancementSyntax);

texts! { PostMatchTexts {
    ReportNeedsScoreCli => "match {} has no result yet: the report needs home_score and away_score", "le match {} n'a pas encore de résultat : le rapport doit donner home_score et away_score";
    ReportNeedsScoreWindow => "match {} has no result yet: give the score of each team", "le match {} n'a pas encore de résultat : donnez le score de chaque équipe";
    ScoreDiffers => "match {} was recorded as {}–{}; {} or edit the result first", "le match {} a été enregistré sur le score de {}–{} ; {} ou modifiez d'abord le résultat";
    LeaveScoreOutCli => "leave the score out of the report", "retirez le score du rapport";
    KeepScoreWindow => "keep that score", "gardez ce score";
    ManOfMatchAsExperience => "name the man of the match{}; his experience comes from the league setting", "désignez l'homme du match{} ; son expérience vient du réglage de la ligue";
    ManOfMatchFieldCli => " with `man_of_the_match`", " avec `man_of_the_match`";
    TwoMenOfMatch => "each team names one man of the match; {} has two", "chaque équipe désigne un seul homme du match ; {} en a deux";
    AdvancementNeededCli => "{} reaches rank {}: give an advancement for player {} (skill:ID, stat:NAME, roll or roll:SKILL)", "{} atteint le rang {} : donnez une amélioration pour le joueur {} (skill:ID, stat:NOM, roll ou roll:COMPÉTENCE)";
    AdvancementNeededWindow => "{} reaches rank {}: choose an advancement (a roll, a stat or a skill) in the review", "{} atteint le rang {} : choisissez une amélioration (un dé, une caractéristique ou une compétence) dans la vérification";
    AdvancementWithoutRank => "player {} has an advancement but does not reach a new rank in this match", "le joueur {} a une amélioration mais n'atteint pas de nouveau rang dans ce match";
    AdvancementSyntaxCli => "`{}` is not an advancement; write skill:ID, stat:move|strength|speed|skill|armour, roll, or roll:SKILL (the skill taken if the die calls for one)", "« {} » n'est pas une amélioration ; écrivez skill:ID, stat:move|strength|speed|skill|armour, roll ou roll:COMPÉTENCE (la compétence prise si le dé en donne une)";
    AdvancementSyntaxWindow => "{} is not an advancement; choose a roll, a stat or a skill", "{} n'est pas une amélioration ; choisissez un dé, une caractéristique ou une compétence";
} }

impl Wording for PostMatchFault {
    fn text(&self, surface: Surface, lang: Lang) -> String {
        let window = surface == Surface::Window;
        match self {
            PostMatchFault::ReportNeedsScore { id } => surface
                .pick(
                    PostMatchTexts::ReportNeedsScoreCli,
                    PostMatchTexts::ReportNeedsScoreWindow,
                )
                .fill(lang, &[id]),
            PostMatchFault::ScoreDiffers { id, home, away } => {
                let score = surface.pick(
                    PostMatchTexts::LeaveScoreOutCli,
                    PostMatchTexts::KeepScoreWindow,
                );
                PostMatchTexts::ScoreDiffers.fill(lang, &[id, home, away, &score.get(lang)])
            }
            PostMatchFault::ManOfMatchAsExperience => {
                let field = if window {
                    ""
                } else {
                    PostMatchTexts::ManOfMatchFieldCli.get(lang)
                };
                PostMatchTexts::ManOfMatchAsExperience.fill(lang, &[&field])
            }
            PostMatchFault::TwoMenOfMatch { team } => {
                PostMatchTexts::TwoMenOfMatch.fill(lang, &[team])
            }
            PostMatchFault::AdvancementNeeded { name, rank, player } => match surface {
                Surface::Cli => {
                    PostMatchTexts::AdvancementNeededCli.fill(lang, &[name, rank, player])
                }
                Surface::Window => {
                    PostMatchTexts::AdvancementNeededWindow.fill(lang, &[name, rank])
                }
            },
            PostMatchFault::AdvancementWithoutRank { player } => {
                PostMatchTexts::AdvancementWithoutRank.fill(lang, &[player])
            }
            PostMatchFault::AdvancementSyntax { text } if window => {
                PostMatchTexts::AdvancementSyntaxWindow.fill(lang, &[&quote(text, surface, lang)])
            }
            PostMatchFault::AdvancementSyntax { text } => {
                PostMatchTexts::AdvancementSyntaxCli.fill(lang, &[text])
            }
        }
    }
}

#[cfg(test)]
impl PostMatchFault {
    pub(super) fn examples() -> Vec<PostMatchFault> {
        vec![
            PostMatchFault::ReportNeedsScore { id: FixtureId(12) },
            PostMatchFault::ScoreDiffers {
                id: FixtureId(12),
                home: 3,
                away: 1,
            },
            PostMatchFault::ManOfMatchAsExperience,
            PostMatchFault::TwoMenOfMatch {
                team: "Ro-Tek Rivets".into(),
            },
            PostMatchFault::AdvancementNeeded {
                name: "Zee".into(),
                rank: 1,
                player: PlayerId(4),
            },
            PostMatchFault::AdvancementWithoutRank {
                player: PlayerId(4),
            },
            PostMatchFault::AdvancementSyntax { text: "fly".into() },
        ]
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_texts_are_complete() {
        crate::tr::assert_complete(super::PostMatchTexts::ALL);
    }
}
