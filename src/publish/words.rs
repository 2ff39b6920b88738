//! The website's words, in English and French.

use crate::tr::{Lang, texts};

texts! { Site {
    Home => "Home", "Accueil";
    LatestResults => "Latest results", "Derniers résultats";
    NoResults => "No match played yet.", "Aucun match joué pour l'instant.";
    NextFixtures => "Next matches", "Prochains matchs";
    NoFixtures => "No match to play.", "Aucun match à jouer.";
    Round => "Round", "Journée";
    Date => "Date", "Date";
    HomeSide => "Home", "Domicile";
    AwaySide => "Away", "Extérieur";
    Score => "Score", "Score";
    Leaders => "Leaders", "En tête";
    Nobody => "No one yet.", "Personne pour l'instant.";
    Total => "Total", "Total";
    Dead => "dead", "mort";
    Records => "Records", "Records";
    Record => "Record", "Record";
    HeldBy => "Held by", "Détenu par";
    Seasons => "Seasons", "Saisons";
    Standings => "Standings", "Classement";
    ResultsByRound => "Results, round by round", "Résultats, journée par journée";
    Pos => "Pos", "Pos";
    Team => "Team", "Équipe";
    Player => "Player", "Joueur";
    Played => "P", "J";
    Won => "W", "G";
    Drawn => "D", "N";
    Lost => "L", "P";
    Points => "Pts", "Pts";
    Scored => "For", "Pour";
    Conceded => "Against", "Contre";
    Coach => "Coach", "Coach";
    Roster => "Roster", "Équipe de base";
    Players => "Players", "Joueurs";
    Value => "Value", "Valeur";
    Treasury => "Treasury", "Trésorerie";
    Matches => "Matches", "Matchs";
    Teams => "Teams", "Équipes";
    Charts => "The season in pictures", "La saison en images";
    Did => "In this match", "Dans ce match";
    NothingRecorded => "Nothing recorded for its players.", "Rien d'enregistré pour ses joueurs.";
    Footer => "Published with Dugout from the league's file.", "Publié avec Dugout depuis le fichier de la ligue.";
    OtherLang => "Français", "English";
    TieOrder => "Tie-breakers, in order: {}.", "Départages, dans l'ordre : {}.";
    SeasonTitle => "Season {}", "Saison {}";
    Graveyard => "Graveyard", "Cimetière";
    Carried => "Before this file", "Avant ce fichier";
    AllTime => "All time", "Au total";
    Injury => "Injury", "Blessure";
    Advancement => "Advancement", "Progression";
    Final => "Final", "Finale";
    PlayoffRound => "Round {}", "Tour {}";
    Playoffs => "Playoffs", "Phase finale";
    Champion => "Champion", "Champion";
    Bye => "bye", "exempt";
    Career => "Career", "Carrière";
    RosterToday => "On the roster today", "Dans l'effectif aujourd'hui";
    Story => "Injuries and advancements", "Blessures et progressions";
    NoStory => "None recorded.", "Aucune enregistrée.";
    Hired => "Hired", "Recruté";
    Released => "Left the team", "A quitté l'équipe";
    DiedIn => "Killed in", "Tué lors de";
    Season => "Season", "Saison";
    MatchWord => "Match", "Match";
    NoDead => "No player has died.", "Aucun joueur n'est mort.";
    Skills => "Skills and cards", "Compétences et cartes";
    TeamRecord => "Record", "Bilan";
    NoPlayers => "No player on the roster.", "Aucun joueur dans l'effectif.";
    ValueOverTime => "Value over time", "Valeur au fil du temps";
    Playoff => "playoff", "phase finale";
    MatchDay => "The match day", "La journée du match";
} }

/// The words a page's template says, in one language.
#[derive(Debug, Clone, Copy)]
pub struct Words {
    pub home: &'static str,
    pub latest_results: &'static str,
    pub no_results: &'static str,
    pub next_fixtures: &'static str,
    pub no_fixtures: &'static str,
    pub round: &'static str,
    pub date: &'static str,
    pub home_side: &'static str,
    pub away_side: &'static str,
    pub score: &'static str,
    pub leaders: &'static str,
    pub nobody: &'static str,
    pub total: &'static str,
    pub dead: &'static str,
    pub records: &'static str,
    pub record: &'static str,
    pub held_by: &'static str,
    pub seasons: &'static str,
    pub standings: &'static str,
    pub results_by_round: &'static str,
    pub pos: &'static str,
    pub team: &'static str,
    pub player: &'static str,
    pub played: &'static str,
    pub won: &'static str,
    pub drawn: &'static str,
    pub lost: &'static str,
    pub points: &'static str,
    pub scored: &'static str,
    pub conceded: &'static str,
    pub coach: &'static str,
    pub roster: &'static str,
    pub players: &'static str,
    pub value: &'static str,
    pub treasury: &'static str,
    pub matches: &'static str,
    pub teams: &'static str,
    pub charts: &'static str,
    pub did: &'static str,
    pub nothing_recorded: &'static str,
    pub footer: &'static str,
    pub other_lang: &'static str,
    pub graveyard: &'static str,
    pub carried: &'static str,
    pub all_time: &'static str,
    pub injury: &'static str,
    pub advancement: &'static str,
    pub playoffs: &'static str,
    pub champion: &'static str,
    pub bye: &'static str,
    pub career: &'static str,
    pub roster_today: &'static str,
    pub story: &'static str,
    pub no_story: &'static str,
    pub hired: &'static str,
    pub released: &'static str,
    pub died_in: &'static str,
    pub season: &'static str,
    pub match_word: &'static str,
    pub no_dead: &'static str,
    pub skills: &'static str,
    pub team_record: &'static str,
    pub no_players: &'static str,
    pub value_over_time: &'static str,
    pub playoff: &'static str,
    pub match_day: &'static str,
}

impl Words {
    pub fn of(lang: Lang) -> Words {
        Words {
            home: Site::Home.get(lang),
            latest_results: Site::LatestResults.get(lang),
            no_results: Site::NoResults.get(lang),
            next_fixtures: Site::NextFixtures.get(lang),
            no_fixtures: Site::NoFixtures.get(lang),
            round: Site::Round.get(lang),
            date: Site::Date.get(lang),
            home_side: Site::HomeSide.get(lang),
            away_side: Site::AwaySide.get(lang),
            score: Site::Score.get(lang),
            leaders: Site::Leaders.get(lang),
            nobody: Site::Nobody.get(lang),
            total: Site::Total.get(lang),
            dead: Site::Dead.get(lang),
            records: Site::Records.get(lang),
            record: Site::Record.get(lang),
            held_by: Site::HeldBy.get(lang),
            seasons: Site::Seasons.get(lang),
            standings: Site::Standings.get(lang),
            results_by_round: Site::ResultsByRound.get(lang),
            pos: Site::Pos.get(lang),
            team: Site::Team.get(lang),
            player: Site::Player.get(lang),
            played: Site::Played.get(lang),
            won: Site::Won.get(lang),
            drawn: Site::Drawn.get(lang),
            lost: Site::Lost.get(lang),
            points: Site::Points.get(lang),
            scored: Site::Scored.get(lang),
            conceded: Site::Conceded.get(lang),
            coach: Site::Coach.get(lang),
            roster: Site::Roster.get(lang),
            players: Site::Players.get(lang),
            value: Site::Value.get(lang),
            treasury: Site::Treasury.get(lang),
            matches: Site::Matches.get(lang),
            teams: Site::Teams.get(lang),
            charts: Site::Charts.get(lang),
            did: Site::Did.get(lang),
            nothing_recorded: Site::NothingRecorded.get(lang),
            footer: Site::Footer.get(lang),
            other_lang: Site::OtherLang.get(lang),
            graveyard: Site::Graveyard.get(lang),
            carried: Site::Carried.get(lang),
            all_time: Site::AllTime.get(lang),
            injury: Site::Injury.get(lang),
            advancement: Site::Advancement.get(lang),
            playoffs: Site::Playoffs.get(lang),
            champion: Site::Champion.get(lang),
            bye: Site::Bye.get(lang),
            career: Site::Career.get(lang),
            roster_today: Site::RosterToday.get(lang),
            story: Site::Story.get(lang),
            no_story: Site::NoStory.get(lang),
            hired: Site::Hired.get(lang),
            released: Site::Released.get(lang),
            died_in: Site::DiedIn.get(lang),
            season: Site::Season.get(lang),
            match_word: Site::MatchWord.get(lang),
            no_dead: Site::NoDead.get(lang),
            skills: Site::Skills.get(lang),
            team_record: Site::TeamRecord.get(lang),
            no_players: Site::NoPlayers.get(lang),
            value_over_time: Site::ValueOverTime.get(lang),
            playoff: Site::Playoff.get(lang),
            match_day: Site::MatchDay.get(lang),
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_site_words_are_complete() {
        crate::tr::assert_complete(super::Site::ALL);
    }
}
