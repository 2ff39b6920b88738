//! What printing refuses: sheets a game does not print yet, dates, the embedded fonts.

use chrono::NaiveDate;

use super::facts::GameName;
use super::surface::Surface;
use super::words::{Wording, quote, variant_names};
use crate::data::Lang;
use crate::store::{FixtureId, LeagueId};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SheetFault {
    /// A Blood Bowl team sheet as of a date or before a match.
    BloodBowlAsOf,
    /// A Killpower Ball team sheet as of a date or before a match (no history is kept).
    KillpowerAsOf,
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
}

variant_names!(SheetFault: BloodBowlAsOf, KillpowerAsOf, NoTeamSheets, NoMatchSheet, LeagueBeforeMatch,
    LeagueHasNoTeams, FontLoad, BeforeCreation, PaperUnknown);

impl Wording for SheetFault {
    fn english(&self, surface: Surface) -> String {
        let q = |text: &str| quote(text, surface, Lang::En);
        match self {
            SheetFault::BloodBowlAsOf => "a Blood Bowl team sheet prints the team as it stands now; sheets as of a date or before a match come with the Blood Bowl match day".into(),
            SheetFault::KillpowerAsOf => format!(
                "a Killpower Ball team sheet prints the team as it stands now: Dugout keeps no history of a Killpower Ball team, so it cannot print one as of a date or before a match; {}",
                surface.pick("leave out --as-of and --before-match", "leave the date empty")
            ),
            SheetFault::NoTeamSheets { game } => {
                format!("Dugout cannot print {} team sheets yet", game.en)
            }
            SheetFault::NoMatchSheet { game } => format!(
                "Dugout has no {} match sheet; print each team's sheet instead",
                game.en
            ),
            SheetFault::LeagueBeforeMatch { id } => format!(
                "a league's sheets are printed now or as of a date, not before {}; print that match's sheet instead",
                surface.pick(format!("match {id}"), "a match".to_string())
            ),
            SheetFault::LeagueHasNoTeams { league, name } => format!(
                "{} has no teams, so there is no team sheet to print",
                surface.pick(format!("league {league} ({name})"), format!("league {}", q(name)))
            ),
            SheetFault::FontLoad { name } => format!("the embedded font {name} does not load"),
            SheetFault::BeforeCreation {
                team,
                created_on,
                date,
            } => format!(
                "{team} was created on {created_on}: there is no sheet as of {date}; give a date from {created_on} on"
            ),
            SheetFault::PaperUnknown { given } => {
                format!("unknown paper {}; use a4 or letter", q(given))
            }
        }
    }

    fn french(&self, surface: Surface) -> String {
        let q = |text: &str| quote(text, surface, Lang::Fr);
        match self {
            SheetFault::BloodBowlAsOf => "une feuille d'équipe Blood Bowl imprime l'équipe telle qu'elle est aujourd'hui ; les feuilles à une date ou avant un match viendront avec le jour de match de Blood Bowl".into(),
            SheetFault::KillpowerAsOf => format!(
                "une feuille d'équipe Killpower Ball imprime l'équipe telle qu'elle est aujourd'hui : Dugout ne garde pas l'historique d'une équipe Killpower Ball, il ne peut donc pas l'imprimer à une date ni avant un match ; {}",
                surface.pick("retirez --as-of et --before-match", "laissez la date vide")
            ),
            SheetFault::NoTeamSheets { game } => {
                format!("Dugout ne sait pas encore imprimer les feuilles d'équipe de {}", game.fr)
            }
            SheetFault::NoMatchSheet { game } => format!(
                "Dugout n'a pas de feuille de match de {} ; imprimez plutôt la feuille de chaque équipe",
                game.fr
            ),
            SheetFault::LeagueBeforeMatch { id } => format!(
                "les feuilles d'une ligue s'impriment aujourd'hui ou à une date, pas avant {} ; imprimez plutôt la feuille de ce match",
                surface.pick(format!("le match {id}"), "un match".to_string())
            ),
            SheetFault::LeagueHasNoTeams { league, name } => format!(
                "{} n'a pas d'équipe, donc pas de feuille d'équipe à imprimer",
                surface.pick(format!("la ligue {league} ({name})"), format!("la ligue {}", q(name)))
            ),
            SheetFault::FontLoad { name } => {
                format!("la police intégrée {name} ne se charge pas")
            }
            SheetFault::BeforeCreation {
                team,
                created_on,
                date,
            } => format!(
                "{team} a été créée le {created_on} : il n'y a pas de feuille au {date} ; donnez une date à partir du {created_on}"
            ),
            SheetFault::PaperUnknown { given } => {
                format!("papier {} inconnu ; choisissez a4 ou letter", q(given))
            }
        }
    }
}

#[cfg(test)]
impl SheetFault {
    pub(super) fn examples() -> Vec<SheetFault> {
        let day = |d| NaiveDate::from_ymd_opt(2025, 5, d).unwrap_or_default();
        vec![
            SheetFault::BloodBowlAsOf,
            SheetFault::KillpowerAsOf,
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
        ]
    }
}
