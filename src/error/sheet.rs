//! What printing refuses: sheets a game does not print yet, dates, the embedded fonts.

use chrono::NaiveDate;

use super::facts::GameName;
use super::surface::Surface;
use super::words::{Wording, quote, variant_names};
use crate::data::Lang;
use crate::store::{FixtureId, LeagueId};
use crate::tr::texts;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SheetFault {
    NoTeamSheets {
        game: GameName,
    },
    NoMatchSheet {
        game: GameName,
    },
    /// A league's sheets before a match.
    LeagueBeforeMatch {
        id: FixtureId,
    },
    LeagueHasNoTeams {
        league: LeagueId,
        name: String,
    },
    FontLoad {
        name: &'static str,
    },
    /// A team sheet as of a date before the team was created.
    BeforeCreation {
        team: String,
        created_on: NaiveDate,
        date: NaiveDate,
    },
    PaperUnknown {
        given: String,
    },
    /// A league's own document asked of a game that prints none (`games_with`: those that do).
    NoLeagueSheet {
        game: GameName,
        games_with: Vec<GameName>,
    },
}

variant_names!(SheetFault: NoTeamSheets, NoMatchSheet, LeagueBeforeMatch, LeagueHasNoTeams, FontLoad, BeforeCreation, PaperUnknown, NoLeagueSheet);

texts! { SheetTexts {
    NoTeamSheets => "Dugout cannot print {} team sheets yet", "Dugout ne sait pas encore imprimer les feuilles d'équipe de {}";
    NoMatchSheet => "Dugout has no {} match sheet; print each team's sheet instead", "Dugout n'a pas de feuille de match de {} ; imprimez plutôt la feuille de chaque équipe";
    LeagueBeforeMatch => "a league's sheets are printed now or as of a date, not before {}; print that match's sheet instead", "les feuilles d'une ligue s'impriment aujourd'hui ou à une date, pas avant {} ; imprimez plutôt la feuille de ce match";
    MatchCli => "match {}", "le match {}";
    AMatchWindow => "a match", "un match";
    LeagueHasNoTeams => "{} has no teams, so there is no team sheet to print", "{} n'a pas d'équipe, donc pas de feuille d'équipe à imprimer";
    LeagueCli => "league {} ({})", "la ligue {} ({})";
    LeagueWindow => "league {}", "la ligue {}";
    FontLoad => "the embedded font {} does not load", "la police intégrée {} ne se charge pas";
    BeforeCreation => "{} was created on {}: there is no sheet as of {}; give a date from {} on", "{} a été créée le {} : il n'y a pas de feuille au {} ; donnez une date à partir du {}";
    PaperUnknown => "unknown paper {}; use a4 or letter", "papier {} inconnu ; choisissez a4 ou letter";
    NoLeagueSheet => "Dugout prints no ranking sheet for a {} league; it prints one for: {}", "Dugout n'imprime pas de feuille de classement pour une ligue de {} ; il en imprime une pour : {}";
} }

impl Wording for SheetFault {
    fn text(&self, surface: Surface, lang: Lang) -> String {
        let q = |text: &str| quote(text, surface, lang);
        let cli = surface == Surface::Cli;
        match self {
            SheetFault::NoTeamSheets { game } => {
                SheetTexts::NoTeamSheets.fill(lang, &[&game.name(lang)])
            }
            SheetFault::NoLeagueSheet { game, games_with } => {
                let names: Vec<&str> = games_with.iter().map(|game| game.name(lang)).collect();
                SheetTexts::NoLeagueSheet.fill(lang, &[&game.name(lang), &names.join(", ")])
            }
            SheetFault::NoMatchSheet { game } => {
                SheetTexts::NoMatchSheet.fill(lang, &[&game.name(lang)])
            }
            SheetFault::LeagueBeforeMatch { id } => {
                let before = match cli {
                    true => SheetTexts::MatchCli.fill(lang, &[id]),
                    false => SheetTexts::AMatchWindow.get(lang).to_string(),
                };
                SheetTexts::LeagueBeforeMatch.fill(lang, &[&before])
            }
            SheetFault::LeagueHasNoTeams { league, name } => {
                let league = match cli {
                    true => SheetTexts::LeagueCli.fill(lang, &[league, name]),
                    false => SheetTexts::LeagueWindow.fill(lang, &[&q(name)]),
                };
                SheetTexts::LeagueHasNoTeams.fill(lang, &[&league])
            }
            SheetFault::FontLoad { name } => SheetTexts::FontLoad.fill(lang, &[name]),
            SheetFault::BeforeCreation {
                team,
                created_on,
                date,
            } => SheetTexts::BeforeCreation.fill(lang, &[team, created_on, date, created_on]),
            SheetFault::PaperUnknown { given } => SheetTexts::PaperUnknown.fill(lang, &[&q(given)]),
        }
    }
}

#[cfg(test)]
impl SheetFault {
    pub(super) fn examples() -> Vec<SheetFault> {
        let day = |d| NaiveDate::from_ymd_opt(2025, 5, d).unwrap_or_default();
        vec![
            SheetFault::NoTeamSheets {
                game: GameName::BLOOD_BOWL,
            },
            SheetFault::NoMatchSheet {
                game: GameName::BLOOD_BOWL,
            },
            SheetFault::LeagueBeforeMatch { id: FixtureId(12) },
            SheetFault::LeagueHasNoTeams {
                league: LeagueId(1),
                name: "Old World".into(),
            },
            SheetFault::FontLoad {
                name: "DejaVu Sans",
            },
            SheetFault::BeforeCreation {
                team: "Ro-Tek Rivets".into(),
                created_on: day(3),
                date: day(1),
            },
            SheetFault::PaperUnknown { given: "a3".into() },
            SheetFault::NoLeagueSheet {
                game: GameName::BLOOD_BOWL,
                games_with: vec![GameName::KILLPOWER],
            },
        ]
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_texts_are_complete() {
        crate::tr::assert_complete(super::SheetTexts::ALL);
    }
}
