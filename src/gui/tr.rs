//! Every string the desktop app shows, in English and French.

use crate::data::Lang;

/// A piece of interface text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Text {
    AppName,
    Leagues,
    Teams,
    NoLeague,
    NoTeam,
    Name,
    Coach,
    Roster,
    Players,
    TeamValue,
    Treasury,
    Language,
    CouldNotOpen,
    DefaultsNote,
}

pub fn tr(lang: Lang, text: Text) -> &'static str {
    use Text::*;
    match (lang, text) {
        (_, AppName) => "Dugout",
        (Lang::En, Leagues) => "Leagues",
        (Lang::Fr, Leagues) => "Ligues",
        (Lang::En, Teams) => "Teams",
        (Lang::Fr, Teams) => "Équipes",
        (Lang::En, NoLeague) => "No league in this file yet. Create one with `dugout league new`.",
        (Lang::Fr, NoLeague) => {
            "Aucune ligue dans ce fichier. Créez-en une avec `dugout league new`."
        }
        (Lang::En, NoTeam) => "No team in this league yet.",
        (Lang::Fr, NoTeam) => "Aucune équipe dans cette ligue.",
        (Lang::En, Name) => "Name",
        (Lang::Fr, Name) => "Nom",
        (Lang::En, Coach) => "Coach",
        (Lang::Fr, Coach) => "Coach",
        (Lang::En, Roster) => "Roster",
        (Lang::Fr, Roster) => "Équipe de base",
        (Lang::En, Players) => "Players",
        (Lang::Fr, Players) => "Joueurs",
        (Lang::En, TeamValue) => "Team value",
        (Lang::Fr, TeamValue) => "Valeur",
        (Lang::En, Treasury) => "Treasury",
        (Lang::Fr, Treasury) => "Trésorerie",
        (Lang::En, Language) => "Français",
        (Lang::Fr, Language) => "English",
        (Lang::En, CouldNotOpen) => "Could not open the league file",
        (Lang::Fr, CouldNotOpen) => "Impossible d'ouvrir le fichier de ligue",
        (Lang::En, DefaultsNote) => {
            "Prices of a Coaching Die and a DreadBall Card are league settings (defaults 6mc and 10mc), not quoted rules."
        }
        (Lang::Fr, DefaultsNote) => {
            "Les prix d'un Dé de Coaching et d'une Carte DreadBall sont des réglages de ligue (6mc et 10mc par défaut), pas des règles citées."
        }
    }
}
