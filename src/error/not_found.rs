//! Something asked for by id or by name that the league file or the reference data
//! does not have.

use super::surface::Surface;
use super::words::{list, quote, variant_names};
use crate::data::Lang;
use crate::store::{FixtureId, LeagueId, PlayerId, PlayoffId, SeasonId, TeamId};
use crate::tr::texts;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotFound {
    League {
        id: LeagueId,
    },
    Season {
        id: SeasonId,
    },
    /// A season asked for within a league that does not have it; `seasons` are the
    /// league's.
    SeasonOfLeague {
        season: SeasonId,
        league: LeagueId,
        seasons: Vec<SeasonId>,
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
    /// A game (or league format) by id; `games` are those Dugout manages.
    Game {
        query: String,
        games: Vec<String>,
    },
}

variant_names!(NotFound: League, Season, SeasonOfLeague, Team, Player, PlayerOfTeam, Fixture, Playoff,
    Division, Hack, PreMatchItem, Mvp, Template, Skill, Game);

texts! { NotFoundTexts {
    Hint => "{}: {}", "{} : {}";
    Listed => "{}; {}", "{} ; {}";
    League => "no league {}", "aucune ligue {}";
    Season => "no season {}", "aucune saison {}";
    SeasonOfLeague => "league {} has no season {}", "la ligue {} n'a pas de saison {}";
    LeagueSeasons => "its seasons: {}", "ses saisons : {}";
    NoLeagueSeasons => "it has no season yet", "elle n'a encore aucune saison";
    Team => "no team {}", "aucune équipe {}";
    Player => "no player {}", "aucun joueur {}";
    Fixture => "no match {}", "aucun match {}";
    Playoff => "no playoff {}", "aucune phase finale {}";
    Division => "no division {}", "aucune division {}";
    Hack => "no hack {}", "aucun piratage {}";
    PreMatchItem => "no pre-match item {}", "aucun achat d'avant-match {}";
    Mvp => "no MVP {}", "aucun MVP {}";
    Template => "no template {}", "aucun modèle {}";
    Skill => "no skill {}", "aucune compétence {}";
    Game => "unknown game {}", "jeu inconnu {}";
    LeagueCli => "list leagues with `dugout league list`", "listez les ligues avec `dugout league list`";
    SeasonCli => "list seasons with `dugout season list --league ID`", "listez les saisons avec `dugout season list --league ID`";
    TeamCli => "list teams with `dugout team list --league ID`", "listez les équipes avec `dugout team list --league ID`";
    PlayerCli => "player ids are listed by `dugout team show ID`", "les identifiants des joueurs sont donnés par `dugout team show ID`";
    PlayerOfTeamCli => "team {}'s players are listed by `dugout team show {}`", "les joueurs de l'équipe {} sont donnés par `dugout team show {}`";
    FixtureCli => "list matches with `dugout fixtures list --season ID`", "listez les matchs avec `dugout fixtures list --season ID`";
    PlayoffCli => "list a season's playoffs with `dugout playoffs list --season ID`", "listez les phases finales d'une saison avec `dugout playoffs list --season ID`";
    NoDivisionsCli => "season {} has: no divisions", "la saison {} n'a pas de division";
    DivisionsCli => "season {} has: {}", "la saison {} a : {}";
    PreMatchItemCli => "list them with `dugout prematch show --match {}`", "listez-les avec `dugout prematch show --match {}`";
    MvpCli => "give an MVP's id or name; list them with `dugout data mvps`", "donnez l'identifiant ou le nom d'un MVP ; listez-les avec `dugout data mvps`";
    TemplateCli => "give a template id or name; list them with `dugout template list`", "donnez l'identifiant ou le nom d'un modèle ; listez-les avec `dugout template list`";
    SkillCli => "list skills with `dugout data skills`", "listez les compétences avec `dugout data skills`";
    LeagueWindow => "it may have been deleted, or another league file is open; pick a league on the start screen", "elle a peut-être été supprimée, ou un autre fichier de ligue est ouvert ; choisissez une ligue sur l'écran d'accueil";
    SeasonWindow => "pick a season on the league screen", "choisissez une saison sur l'écran de la ligue";
    TeamWindow => "pick a team on the league screen", "choisissez une équipe sur l'écran de la ligue";
    PlayerWindow => "pick a player in the team's roster", "choisissez un joueur dans l'effectif de l'équipe";
    PlayerOfTeamWindow => "the player is not on this team; pick one in its roster", "ce joueur n'est pas dans cette équipe ; choisissez-en un dans son effectif";
    FixtureWindow => "pick a match in the season's fixtures", "choisissez un match dans le calendrier de la saison";
    PlayoffWindow => "pick a playoff on the season's Playoffs tab", "choisissez une phase finale dans l'onglet Phases finales de la saison";
    NoDivisionsWindow => "this season has no divisions", "cette saison n'a pas de division";
    DivisionsWindow => "this season has: {}", "cette saison a : {}";
    PreMatchItemWindow => "it may have been taken back already; the match day shows what is left", "il a peut-être déjà été repris ; le jour de match montre ce qui reste";
    MvpWindow => "pick one in the list of MVPs and Giants", "choisissez-en un dans la liste des MVP et Géants";
    TemplateWindow => "pick one among the saved designs", "choisissez-en un parmi les modèles enregistrés";
    SkillWindow => "give a skill's name as the reference screen lists it", "donnez le nom d'une compétence tel que l'écran de référence l'écrit";
    Hacks => "hacks: {}", "piratages : {}";
    Games => "Dugout manages: {}", "Dugout gère : {}";
} }

impl NotFound {
    pub(super) fn text(&self, surface: Surface, lang: Lang) -> String {
        let subject = self.subject(surface, lang);
        let hint = match surface {
            Surface::Cli => self.hint_cli(lang),
            Surface::Window => self.hint_window(lang),
        }
        .unwrap_or_else(|| self.hint_listed(lang));
        let joined = match self {
            NotFound::Game { .. } => NotFoundTexts::Listed,
            _ => NotFoundTexts::Hint,
        };
        joined.fill(lang, &[&subject, &hint])
    }

    /// "no team `12`": what was asked for. The window shows ids bare and quotes names.
    fn subject(&self, surface: Surface, lang: Lang) -> String {
        let id = |id: i64| match surface {
            Surface::Cli => quote(&id.to_string(), surface, lang),
            Surface::Window => id.to_string(),
        };
        let name = |text: &str| quote(text.trim(), surface, lang);
        let (subject, what) = match self {
            NotFound::League { id: league } => (NotFoundTexts::League, id(league.0)),
            NotFound::Season { id: season } => (NotFoundTexts::Season, id(season.0)),
            NotFound::SeasonOfLeague { season, league, .. } => {
                return NotFoundTexts::SeasonOfLeague.fill(lang, &[&id(league.0), &id(season.0)]);
            }
            NotFound::Team { id: team } => (NotFoundTexts::Team, id(team.0)),
            NotFound::Player { id: player } | NotFound::PlayerOfTeam { player, .. } => {
                (NotFoundTexts::Player, id(player.0))
            }
            NotFound::Fixture { id: fixture } => (NotFoundTexts::Fixture, id(fixture.0)),
            NotFound::Playoff { id: playoff } => (NotFoundTexts::Playoff, id(playoff.0)),
            NotFound::Division { name: query, .. } => (NotFoundTexts::Division, name(query)),
            NotFound::Hack { query, .. } => (NotFoundTexts::Hack, name(query)),
            NotFound::PreMatchItem { item, .. } => (NotFoundTexts::PreMatchItem, id(*item)),
            NotFound::Mvp { query } => (NotFoundTexts::Mvp, name(query)),
            NotFound::Template { query } => (NotFoundTexts::Template, name(query)),
            NotFound::Skill { query } => (NotFoundTexts::Skill, name(query)),
            NotFound::Game { query, .. } => (NotFoundTexts::Game, name(query)),
        };
        subject.fill(lang, &[&what])
    }

    /// Where the command line finds what there is: the command that lists it.
    fn hint_cli(&self, lang: Lang) -> Option<String> {
        let hint = match self {
            NotFound::League { .. } => NotFoundTexts::LeagueCli,
            NotFound::Season { .. } => NotFoundTexts::SeasonCli,
            NotFound::Team { .. } => NotFoundTexts::TeamCli,
            NotFound::Player { .. } => NotFoundTexts::PlayerCli,
            NotFound::PlayerOfTeam { team, .. } => {
                return Some(NotFoundTexts::PlayerOfTeamCli.fill(lang, &[team, team]));
            }
            NotFound::Fixture { .. } => NotFoundTexts::FixtureCli,
            NotFound::Playoff { .. } => NotFoundTexts::PlayoffCli,
            NotFound::Division {
                season, divisions, ..
            } => {
                return Some(match divisions.is_empty() {
                    true => NotFoundTexts::NoDivisionsCli.fill(lang, &[season]),
                    false => NotFoundTexts::DivisionsCli.fill(lang, &[season, &list(divisions)]),
                });
            }
            NotFound::PreMatchItem { fixture, .. } => {
                return Some(NotFoundTexts::PreMatchItemCli.fill(lang, &[fixture]));
            }
            NotFound::Mvp { .. } => NotFoundTexts::MvpCli,
            NotFound::Template { .. } => NotFoundTexts::TemplateCli,
            NotFound::Skill { .. } => NotFoundTexts::SkillCli,
            _ => return None,
        };
        Some(hint.get(lang).into())
    }

    /// Where the window finds what there is: the screen to pick it on.
    fn hint_window(&self, lang: Lang) -> Option<String> {
        let hint = match self {
            NotFound::League { .. } => NotFoundTexts::LeagueWindow,
            NotFound::Season { .. } => NotFoundTexts::SeasonWindow,
            NotFound::Team { .. } => NotFoundTexts::TeamWindow,
            NotFound::Player { .. } => NotFoundTexts::PlayerWindow,
            NotFound::PlayerOfTeam { .. } => NotFoundTexts::PlayerOfTeamWindow,
            NotFound::Fixture { .. } => NotFoundTexts::FixtureWindow,
            NotFound::Playoff { .. } => NotFoundTexts::PlayoffWindow,
            NotFound::Division { divisions, .. } => match divisions.is_empty() {
                true => NotFoundTexts::NoDivisionsWindow,
                false => {
                    return Some(NotFoundTexts::DivisionsWindow.fill(lang, &[&list(divisions)]));
                }
            },
            NotFound::PreMatchItem { .. } => NotFoundTexts::PreMatchItemWindow,
            NotFound::Mvp { .. } => NotFoundTexts::MvpWindow,
            NotFound::Template { .. } => NotFoundTexts::TemplateWindow,
            NotFound::Skill { .. } => NotFoundTexts::SkillWindow,
            _ => return None,
        };
        Some(hint.get(lang).into())
    }

    /// What there is, said alike on both surfaces: the hacks, rosters or games offered.
    fn hint_listed(&self, lang: Lang) -> String {
        match self {
            NotFound::Hack { hacks, .. } => NotFoundTexts::Hacks.fill(lang, &[&list(hacks)]),
            NotFound::Game { games, .. } => NotFoundTexts::Games.fill(lang, &[&list(games)]),
            NotFound::SeasonOfLeague { seasons, .. } if seasons.is_empty() => {
                NotFoundTexts::NoLeagueSeasons.get(lang).into()
            }
            NotFound::SeasonOfLeague { seasons, .. } => {
                let ids: Vec<String> = seasons.iter().map(|s| s.0.to_string()).collect();
                NotFoundTexts::LeagueSeasons.fill(lang, &[&list(&ids)])
            }
            _ => String::new(),
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
            NotFound::SeasonOfLeague {
                season: SeasonId(9),
                league: LeagueId(1),
                seasons: vec![SeasonId(1), SeasonId(2)],
            },
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
            NotFound::Game {
                query: "chess".into(),
                games: names(&["dreadball", "bloodbowl"]),
            },
        ]
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_texts_are_complete() {
        crate::tr::assert_complete(super::NotFoundTexts::ALL);
    }
}
