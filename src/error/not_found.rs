//! Something asked for by id or by name that the league file or the reference data
//! does not have.

use super::surface::Surface;
use super::words::{list, quote, variant_names};
use crate::data::Lang;
use crate::store::{FixtureId, LeagueId, PlayerId, PlayoffId, SeasonId, TeamId};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotFound {
    League {
        id: LeagueId,
    },
    Season {
        id: SeasonId,
    },
    Team {
        id: TeamId,
    },
    /// A player looked up anywhere (on a roster or gone).
    Player {
        id: PlayerId,
    },
    /// A player looked up on one team's roster.
    PlayerOfTeam {
        team: TeamId,
        player: PlayerId,
    },
    Fixture {
        id: FixtureId,
    },
    Playoff {
        id: PlayoffId,
    },
    /// A division by name; `divisions` are the season's.
    Division {
        season: SeasonId,
        name: String,
        divisions: Vec<String>,
    },
    /// A hack by letter or name; `hacks` are those offered ("A Overclock").
    Hack {
        query: String,
        hacks: Vec<String>,
    },
    PreMatchItem {
        fixture: FixtureId,
        item: i64,
    },
    Mvp {
        query: String,
    },
    Template {
        query: String,
    },
    Skill {
        query: String,
    },
    /// A DreadBall roster by id or name.
    DreadBallRoster {
        query: String,
    },
    /// A Blood Bowl roster by id; `rosters` are the league's.
    BloodBowlRoster {
        query: String,
        rosters: Vec<String>,
    },
    /// A game (or league format) by id; `games` are those Dugout manages.
    Game {
        query: String,
        games: Vec<String>,
    },
}

variant_names!(NotFound: League, Season, Team, Player, PlayerOfTeam, Fixture, Playoff,
    Division, Hack, PreMatchItem, Mvp, Template, Skill, DreadBallRoster, BloodBowlRoster, Game);

impl NotFound {
    pub(super) fn text(&self, surface: Surface, lang: Lang) -> String {
        let subject = self.subject(surface, lang);
        let hint = match lang {
            Lang::En => surface.pick(self.hint_cli_en(), self.hint_window_en()),
            Lang::Fr => surface.pick(self.hint_cli_fr(), self.hint_window_fr()),
        };
        let lists = matches!(
            self,
            NotFound::Game { .. } | NotFound::BloodBowlRoster { .. }
        );
        let separator = match (lang, lists) {
            (Lang::En, false) => ": ",
            (Lang::Fr, false) => " : ",
            (Lang::En, true) => "; ",
            (Lang::Fr, true) => " ; ",
        };
        format!("{subject}{separator}{hint}")
    }

    /// "no team `12`": what was asked for. The window shows ids bare and quotes names.
    fn subject(&self, surface: Surface, lang: Lang) -> String {
        let id = |id: i64| match surface {
            Surface::Cli => quote(&id.to_string(), surface, lang),
            Surface::Window => id.to_string(),
        };
        let name = |text: &str| quote(text.trim(), surface, lang);
        let (en, fr, what) = match self {
            NotFound::League { id: league } => ("no league", "aucune ligue", id(league.0)),
            NotFound::Season { id: season } => ("no season", "aucune saison", id(season.0)),
            NotFound::Team { id: team } => ("no team", "aucune équipe", id(team.0)),
            NotFound::Player { id: player } | NotFound::PlayerOfTeam { player, .. } => {
                ("no player", "aucun joueur", id(player.0))
            }
            NotFound::Fixture { id: fixture } => ("no match", "aucun match", id(fixture.0)),
            NotFound::Playoff { id: playoff } => {
                ("no playoff", "aucune phase finale", id(playoff.0))
            }
            NotFound::Division { name: query, .. } => {
                ("no division", "aucune division", name(query))
            }
            NotFound::Hack { query, .. } => ("no hack", "aucun piratage", name(query)),
            NotFound::PreMatchItem { item, .. } => {
                ("no pre-match item", "aucun achat d'avant-match", id(*item))
            }
            NotFound::Mvp { query } => ("no MVP", "aucun MVP", name(query)),
            NotFound::Template { query } => ("no template", "aucun modèle", name(query)),
            NotFound::Skill { query } => ("no skill", "aucune compétence", name(query)),
            NotFound::DreadBallRoster { query } => {
                ("no roster", "aucune équipe de base", name(query))
            }
            NotFound::BloodBowlRoster { query, .. } => (
                "no Blood Bowl roster",
                "aucune équipe de base Blood Bowl",
                name(query),
            ),
            NotFound::Game { query, .. } => ("unknown game", "jeu inconnu", name(query)),
        };
        format!("{} {what}", lang.pick(en, fr))
    }

    fn hint_cli_en(&self) -> String {
        match self {
            NotFound::League { .. } => "list leagues with `dugout league list`".into(),
            NotFound::Season { .. } => "list seasons with `dugout season list --league ID`".into(),
            NotFound::Team { .. } => "list teams with `dugout team list --league ID`".into(),
            NotFound::Player { .. } => "player ids are listed by `dugout team show ID`".into(),
            NotFound::PlayerOfTeam { team, .. } => {
                format!("team {team}'s players are listed by `dugout team show {team}`")
            }
            NotFound::Fixture { .. } => {
                "list matches with `dugout fixtures list --season ID`".into()
            }
            NotFound::Playoff { .. } => {
                "list a season's playoffs with `dugout playoffs list --season ID`".into()
            }
            NotFound::Division {
                season, divisions, ..
            } => match divisions.is_empty() {
                true => format!("season {season} has: no divisions"),
                false => format!("season {season} has: {}", list(divisions)),
            },
            NotFound::Hack { hacks, .. } => format!("hacks: {}", list(hacks)),
            NotFound::PreMatchItem { fixture, .. } => {
                format!("list them with `dugout prematch show --match {fixture}`")
            }
            NotFound::Mvp { .. } => {
                "give an MVP's id or name; list them with `dugout data mvps`".into()
            }
            NotFound::Template { .. } => {
                "give a template id or name; list them with `dugout template list`".into()
            }
            NotFound::Skill { .. } => "list skills with `dugout data skills`".into(),
            NotFound::DreadBallRoster { .. } => {
                "give a team id or its French or English name; list them with `dugout data teams`"
                    .into()
            }
            NotFound::BloodBowlRoster { rosters, .. } => {
                format!("the rosters are: {}", list(rosters))
            }
            NotFound::Game { games, .. } => format!("Dugout manages: {}", list(games)),
        }
    }

    fn hint_cli_fr(&self) -> String {
        match self {
            NotFound::League { .. } => "listez les ligues avec `dugout league list`".into(),
            NotFound::Season { .. } => {
                "listez les saisons avec `dugout season list --league ID`".into()
            }
            NotFound::Team { .. } => "listez les équipes avec `dugout team list --league ID`".into(),
            NotFound::Player { .. } => {
                "les identifiants des joueurs sont donnés par `dugout team show ID`".into()
            }
            NotFound::PlayerOfTeam { team, .. } => {
                format!("les joueurs de l'équipe {team} sont donnés par `dugout team show {team}`")
            }
            NotFound::Fixture { .. } => {
                "listez les matchs avec `dugout fixtures list --season ID`".into()
            }
            NotFound::Playoff { .. } => {
                "listez les phases finales d'une saison avec `dugout playoffs list --season ID`".into()
            }
            NotFound::PreMatchItem { fixture, .. } => {
                format!("listez-les avec `dugout prematch show --match {fixture}`")
            }
            NotFound::Mvp { .. } => {
                "donnez l'identifiant ou le nom d'un MVP ; listez-les avec `dugout data mvps`".into()
            }
            NotFound::Template { .. } => {
                "donnez l'identifiant ou le nom d'un modèle ; listez-les avec `dugout template list`"
                    .into()
            }
            NotFound::Skill { .. } => "listez les compétences avec `dugout data skills`".into(),
            NotFound::Division {
                season, divisions, ..
            } => match divisions.is_empty() {
                true => format!("la saison {season} n'a pas de division"),
                false => format!("la saison {season} a : {}", list(divisions)),
            },
            NotFound::DreadBallRoster { .. } => "donnez l'identifiant d'une équipe de base ou son nom français ou anglais ; listez-les avec `dugout data teams`".into(),
            _ => self.hint_window_fr(),
        }
    }

    fn hint_window_en(&self) -> String {
        match self {
            NotFound::League { .. } => {
                "it may have been deleted, or another league file is open; pick a league on the start screen".into()
            }
            NotFound::Season { .. } => "pick a season on the league screen".into(),
            NotFound::Team { .. } => "pick a team on the league screen".into(),
            NotFound::Player { .. } => "pick a player in the team's roster".into(),
            NotFound::PlayerOfTeam { .. } => {
                "the player is not on this team; pick one in its roster".into()
            }
            NotFound::Fixture { .. } => "pick a match in the season's fixtures".into(),
            NotFound::Playoff { .. } => "pick a playoff on the season's Playoffs tab".into(),
            NotFound::Division { divisions, .. } => match divisions.is_empty() {
                true => "this season has no divisions".into(),
                false => format!("this season has: {}", list(divisions)),
            },
            NotFound::PreMatchItem { .. } => {
                "it may have been taken back already; the match day shows what is left".into()
            }
            NotFound::Mvp { .. } => "pick one in the list of MVPs and Giants".into(),
            NotFound::Template { .. } => "pick one among the saved designs".into(),
            NotFound::Skill { .. } => {
                "give a skill's name as the reference screen lists it".into()
            }
            NotFound::DreadBallRoster { .. } => "choose one in the list of rosters".into(),
            _ => self.hint_cli_en(),
        }
    }

    fn hint_window_fr(&self) -> String {
        match self {
            NotFound::League { .. } => "elle a peut-être été supprimée, ou un autre fichier de ligue est ouvert ; choisissez une ligue sur l'écran d'accueil".into(),
            NotFound::Season { .. } => "choisissez une saison sur l'écran de la ligue".into(),
            NotFound::Team { .. } => "choisissez une équipe sur l'écran de la ligue".into(),
            NotFound::Player { .. } => "choisissez un joueur dans l'effectif de l'équipe".into(),
            NotFound::PlayerOfTeam { .. } => {
                "ce joueur n'est pas dans cette équipe ; choisissez-en un dans son effectif".into()
            }
            NotFound::Fixture { .. } => "choisissez un match dans le calendrier de la saison".into(),
            NotFound::Playoff { .. } => {
                "choisissez une phase finale dans l'onglet Phases finales de la saison".into()
            }
            NotFound::Division { divisions, .. } => match divisions.is_empty() {
                true => "cette saison n'a pas de division".into(),
                false => format!("cette saison a : {}", list(divisions)),
            },
            NotFound::Hack { hacks, .. } => format!("piratages : {}", list(hacks)),
            NotFound::PreMatchItem { .. } => "il a peut-être déjà été repris ; le jour de match montre ce qui reste".into(),
            NotFound::Mvp { .. } => "choisissez-en un dans la liste des MVP et Géants".into(),
            NotFound::Template { .. } => "choisissez-en un parmi les modèles enregistrés".into(),
            NotFound::Skill { .. } => {
                "donnez le nom d'une compétence tel que l'écran de référence l'écrit".into()
            }
            NotFound::DreadBallRoster { .. } => {
                "choisissez-en une dans la liste des équipes de base".into()
            }
            NotFound::BloodBowlRoster { rosters, .. } => {
                format!("les équipes de base sont : {}", list(rosters))
            }
            NotFound::Game { games, .. } => format!("Dugout gère : {}", list(games)),
        }
    }
}

#[cfg(test)]
impl NotFound {
    pub(super) fn examples() -> Vec<NotFound> {
        let names = |items: &[&str]| items.iter().map(|s| s.to_string()).collect();
        vec![
            NotFound::League { id: LeagueId(3) },
            NotFound::Season { id: SeasonId(4) },
            NotFound::Team { id: TeamId(99) },
            NotFound::Player { id: PlayerId(7) },
            NotFound::PlayerOfTeam {
                team: TeamId(2),
                player: PlayerId(8),
            },
            NotFound::Fixture { id: FixtureId(12) },
            NotFound::Playoff { id: PlayoffId(1) },
            NotFound::Division {
                season: SeasonId(4),
                name: "East".into(),
                divisions: names(&["North", "South"]),
            },
            NotFound::Hack {
                query: "Z".into(),
                hacks: names(&["A Overclock"]),
            },
            NotFound::PreMatchItem {
                fixture: FixtureId(12),
                item: 5,
            },
            NotFound::Mvp {
                query: "Nobody".into(),
            },
            NotFound::Template {
                query: "jack".into(),
            },
            NotFound::Skill {
                query: "Flying".into(),
            },
            NotFound::DreadBallRoster {
                query: "Elves".into(),
            },
            NotFound::BloodBowlRoster {
                query: "elves".into(),
                rosters: names(&["human", "orc"]),
            },
            NotFound::Game {
                query: "chess".into(),
                games: names(&["dreadball", "bloodbowl"]),
            },
        ]
    }
}
