//! What a DreadBall post-match refuses in its report: scores, man of the match,
//! advancements.

use super::surface::Surface;
use super::words::{Wording, quote, variant_names};
use crate::data::Lang;
use crate::store::{FixtureId, PlayerId};

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

impl Wording for PostMatchFault {
    fn english(&self, surface: Surface) -> String {
        let window = surface == Surface::Window;
        match self {
            PostMatchFault::ReportNeedsScore { id } if window => {
                format!("match {id} has no result yet: give the score of each team")
            }
            PostMatchFault::ReportNeedsScore { id } => {
                format!("match {id} has no result yet: the report needs home_score and away_score")
            }
            PostMatchFault::ScoreDiffers { id, home, away } => format!(
                "match {id} was recorded as {home}–{away}; {} or edit the result first",
                surface.pick("leave the score out of the report", "keep that score")
            ),
            PostMatchFault::ManOfMatchAsExperience => format!(
                "name the man of the match{}; his experience comes from the league setting",
                surface.pick(" with `man_of_the_match`", "")
            ),
            PostMatchFault::TwoMenOfMatch { team } => {
                format!("each team names one man of the match; {team} has two")
            }
            PostMatchFault::AdvancementNeeded { name, rank, player } => match surface {
                Surface::Cli => format!(
                    "{name} reaches rank {rank}: give an advancement for player {player} (skill:ID, stat:NAME, roll or roll:SKILL)"
                ),
                Surface::Window => format!(
                    "{name} reaches rank {rank}: choose an advancement (a roll, a stat or a skill) in the review"
                ),
            },
            PostMatchFault::AdvancementWithoutRank { player } => format!(
                "player {player} has an advancement but does not reach a new rank in this match"
            ),
            PostMatchFault::AdvancementSyntax { text } if window => format!(
                "{} is not an advancement; choose a roll, a stat or a skill",
                quote(text, surface, Lang::En)
            ),
            PostMatchFault::AdvancementSyntax { text } => format!(
                "`{text}` is not an advancement; write skill:ID, stat:move|strength|speed|skill|armour, roll, or roll:SKILL (the skill taken if the die calls for one)"
            ),
        }
    }

    fn french(&self, surface: Surface) -> String {
        let window = surface == Surface::Window;
        match self {
            PostMatchFault::ReportNeedsScore { id } if window => {
                format!(
                    "le match {id} n'a pas encore de résultat : donnez le score de chaque équipe"
                )
            }
            PostMatchFault::ReportNeedsScore { id } => format!(
                "le match {id} n'a pas encore de résultat : le rapport doit donner home_score et away_score"
            ),
            PostMatchFault::ScoreDiffers { id, home, away } => format!(
                "le match {id} a été enregistré sur le score de {home}–{away} ; {} ou modifiez d'abord le résultat",
                surface.pick("retirez le score du rapport", "gardez ce score")
            ),
            PostMatchFault::ManOfMatchAsExperience => format!(
                "désignez l'homme du match{} ; son expérience vient du réglage de la ligue",
                surface.pick(" avec `man_of_the_match`", "")
            ),
            PostMatchFault::TwoMenOfMatch { team } => {
                format!("chaque équipe désigne un seul homme du match ; {team} en a deux")
            }
            PostMatchFault::AdvancementNeeded { name, rank, player } => match surface {
                Surface::Cli => format!(
                    "{name} atteint le rang {rank} : donnez une amélioration pour le joueur {player} (skill:ID, stat:NOM, roll ou roll:COMPÉTENCE)"
                ),
                Surface::Window => format!(
                    "{name} atteint le rang {rank} : choisissez une amélioration (un dé, une caractéristique ou une compétence) dans la vérification"
                ),
            },
            PostMatchFault::AdvancementWithoutRank { player } => format!(
                "le joueur {player} a une amélioration mais n'atteint pas de nouveau rang dans ce match"
            ),
            PostMatchFault::AdvancementSyntax { text } if window => format!(
                "{} n'est pas une amélioration ; choisissez un dé, une caractéristique ou une compétence",
                quote(text, surface, Lang::Fr)
            ),
            PostMatchFault::AdvancementSyntax { text } => format!(
                "« {text} » n'est pas une amélioration ; écrivez skill:ID, stat:move|strength|speed|skill|armour, roll ou roll:COMPÉTENCE (la compétence prise si le dé en donne une)"
            ),
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
