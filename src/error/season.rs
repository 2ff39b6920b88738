//! What a season and its playoffs refuse: a closed season, teams entered or not.

use chrono::NaiveDate;

use super::surface::Surface;
use super::words::{Wording, quote, variant_names};
use crate::data::Lang;
use crate::store::{LeagueId, SeasonId, TeamId};
use crate::tr::texts;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SeasonFault {
    Closed {
        id: SeasonId,
        name: String,
        closed_on: NaiveDate,
    },
    NameTaken {
        league: LeagueId,
        name: String,
    },
    /// A new season copying the teams of a season of another league.
    FromOtherLeague {
        from: SeasonId,
    },
    TeamInOtherLeague {
        team: TeamId,
        name: String,
        league: LeagueId,
        season: SeasonId,
    },
    AlreadyEntered {
        team: TeamId,
        name: String,
        season: SeasonId,
    },
    NotEntered {
        team: TeamId,
        name: String,
        season: SeasonId,
    },
    /// A team that cannot leave the season while it has matches in it.
    HasFixtures {
        team: TeamId,
        name: String,
        season: SeasonId,
        count: usize,
    },
    /// Closing a closed season, or reopening an open one.
    AlreadyInState {
        id: SeasonId,
        name: String,
        closed: bool,
    },
    BestOfEven {
        best_of: u32,
    },
    PlayoffSize {
        top: u32,
        entered: u32,
    },
}

variant_names!(SeasonFault: Closed, NameTaken, FromOtherLeague, TeamInOtherLeague,
    AlreadyEntered, NotEntered, HasFixtures, AlreadyInState, BestOfEven, PlayoffSize);

texts! { SeasonTexts {
    ClosedCli => "season {} ({}) was closed on {}; reopen it with `dugout season reopen --season {}` to change it", "la saison {} ({}) a été close le {} ; rouvrez-la avec `dugout season reopen --season {}` pour la modifier";
    ClosedWindow => "season {} was closed on {}; reopen it (Reopen the season, on its Teams tab) to change it", "la saison {} a été close le {} ; rouvrez-la (Rouvrir la saison, dans son onglet Équipes) pour la modifier";
    NameTakenCli => "league {} already has a season called `{}`; season names must be unique in a league", "la ligue {} a déjà une saison appelée « {} » ; les noms de saison sont uniques dans une ligue";
    NameTakenWindow => "this league already has a season called {}; season names must be unique in a league", "cette ligue a déjà une saison appelée {} ; les noms de saison sont uniques dans une ligue";
    FromOtherLeagueCli => "season {} belongs to another league; a new season takes its teams from a season of the same league", "la saison {} appartient à une autre ligue ; une nouvelle saison reprend les équipes d'une saison de la même ligue";
    FromOtherLeagueWindow => "the season to copy belongs to another league; a new season takes its teams from a season of the same league", "la saison à copier appartient à une autre ligue ; une nouvelle saison reprend les équipes d'une saison de la même ligue";
    TeamInOtherLeagueCli => "team {} ({}) plays in league {}, not in the league of season {}", "l'équipe {} ({}) joue dans la ligue {}, pas dans celle de la saison {}";
    TeamInOtherLeagueWindow => "{} plays in another league than this season's", "{} joue dans une autre ligue que celle de cette saison";
    AlreadyEnteredCli => "team {} ({}) is already entered in season {}", "l'équipe {} ({}) est déjà inscrite à la saison {}";
    AlreadyEnteredWindow => "{} is already entered in this season", "{} est déjà inscrite à cette saison";
    NotEnteredCli => "team {} ({}) is not entered in season {}; enter it with `dugout season add-team --season {} --team {}`", "l'équipe {} ({}) n'est pas inscrite à la saison {} ; inscrivez-la avec `dugout season add-team --season {} --team {}`";
    NotEnteredWindow => "{} is not entered in this season; enter it on the season's Teams tab", "{} n'est pas inscrite à cette saison ; inscrivez-la dans l'onglet Équipes de la saison";
    HasFixturesCli => "team {} ({}) has {} fixtures in season {}; delete them first", "l'équipe {} ({}) a {} matchs dans la saison {} ; supprimez-les d'abord";
    HasFixturesWindow => "{} has {} in this season's fixtures; delete them first", "{} a {} au calendrier de cette saison ; supprimez-les d'abord";
    Closed => "closed", "close";
    Open => "open", "ouverte";
    AlreadyInStateCli => "season {} ({}) is already {}", "la saison {} ({}) est déjà {}";
    AlreadyInStateWindow => "season {} is already {}", "la saison {} est déjà {}";
    BestOfEven => "best of {} can end level; give an odd number of games (1, 3, 5…)", "au meilleur des {} matchs, une série peut finir à égalité ; donnez un nombre impair de matchs (1, 3, 5…)";
    PlayoffSize => "a playoff takes 2 to {} teams (the season has {}); {} asked", "une phase finale prend de 2 à {} équipes (la saison en a {}) ; {} demandées";
} }

impl Wording for SeasonFault {
    fn text(&self, surface: Surface, lang: Lang) -> String {
        match surface {
            Surface::Cli => self
                .cli_text(lang)
                .unwrap_or_else(|| self.window_text(lang)),
            Surface::Window => self.window_text(lang),
        }
    }
}

impl SeasonFault {
    /// The command line's wording, where it names ids and commands; `None` where it is
    /// the window's.
    fn cli_text(&self, lang: Lang) -> Option<String> {
        Some(match self {
            SeasonFault::Closed {
                id,
                name,
                closed_on,
            } => SeasonTexts::ClosedCli.fill(lang, &[id, name, closed_on, id]),
            SeasonFault::NameTaken { league, name } => {
                SeasonTexts::NameTakenCli.fill(lang, &[league, name])
            }
            SeasonFault::FromOtherLeague { from } => {
                SeasonTexts::FromOtherLeagueCli.fill(lang, &[from])
            }
            SeasonFault::TeamInOtherLeague {
                team,
                name,
                league,
                season,
            } => SeasonTexts::TeamInOtherLeagueCli.fill(lang, &[team, name, league, season]),
            SeasonFault::AlreadyEntered { team, name, season } => {
                SeasonTexts::AlreadyEnteredCli.fill(lang, &[team, name, season])
            }
            SeasonFault::NotEntered { team, name, season } => {
                SeasonTexts::NotEnteredCli.fill(lang, &[team, name, season, season, team])
            }
            SeasonFault::HasFixtures {
                team,
                name,
                season,
                count,
            } => SeasonTexts::HasFixturesCli.fill(lang, &[team, name, count, season]),
            SeasonFault::AlreadyInState { id, name, closed } => {
                SeasonTexts::AlreadyInStateCli.fill(lang, &[id, name, &state(*closed, lang)])
            }
            _ => return None,
        })
    }

    /// The window's wording, which names the season or team and its screens.
    fn window_text(&self, lang: Lang) -> String {
        let q = |text: &str| quote(text, Surface::Window, lang);
        match self {
            SeasonFault::Closed {
                name, closed_on, ..
            } => SeasonTexts::ClosedWindow.fill(lang, &[&q(name), closed_on]),
            SeasonFault::NameTaken { name, .. } => {
                SeasonTexts::NameTakenWindow.fill(lang, &[&q(name)])
            }
            SeasonFault::FromOtherLeague { .. } => {
                SeasonTexts::FromOtherLeagueWindow.get(lang).into()
            }
            SeasonFault::TeamInOtherLeague { name, .. } => {
                SeasonTexts::TeamInOtherLeagueWindow.fill(lang, &[&q(name)])
            }
            SeasonFault::AlreadyEntered { name, .. } => {
                SeasonTexts::AlreadyEnteredWindow.fill(lang, &[&q(name)])
            }
            SeasonFault::NotEntered { name, .. } => {
                SeasonTexts::NotEnteredWindow.fill(lang, &[&q(name)])
            }
            SeasonFault::HasFixtures { name, count, .. } => {
                let matches = crate::data::nouns::MATCHES.count(*count, lang);
                SeasonTexts::HasFixturesWindow.fill(lang, &[&q(name), &matches])
            }
            SeasonFault::AlreadyInState { name, closed, .. } => {
                SeasonTexts::AlreadyInStateWindow.fill(lang, &[&q(name), &state(*closed, lang)])
            }
            SeasonFault::BestOfEven { best_of } => SeasonTexts::BestOfEven.fill(lang, &[best_of]),
            SeasonFault::PlayoffSize { top, entered } => {
                SeasonTexts::PlayoffSize.fill(lang, &[entered, entered, top])
            }
        }
    }
}

/// "closed" or "open".
fn state(closed: bool, lang: Lang) -> &'static str {
    match closed {
        true => SeasonTexts::Closed.get(lang),
        false => SeasonTexts::Open.get(lang),
    }
}

#[cfg(test)]
impl SeasonFault {
    pub(super) fn examples() -> Vec<SeasonFault> {
        let (team, season, name) = (TeamId(3), SeasonId(4), String::from("Ro-Tek Rivets"));
        vec![
            SeasonFault::Closed {
                id: season,
                name: "Spring".into(),
                closed_on: NaiveDate::from_ymd_opt(2025, 5, 1).unwrap_or_default(),
            },
            SeasonFault::NameTaken {
                league: LeagueId(1),
                name: "Spring".into(),
            },
            SeasonFault::FromOtherLeague { from: season },
            SeasonFault::TeamInOtherLeague {
                team,
                name: name.clone(),
                league: LeagueId(2),
                season,
            },
            SeasonFault::AlreadyEntered {
                team,
                name: name.clone(),
                season,
            },
            SeasonFault::NotEntered {
                team,
                name: name.clone(),
                season,
            },
            SeasonFault::HasFixtures {
                team,
                name,
                season,
                count: 2,
            },
            SeasonFault::AlreadyInState {
                id: season,
                name: "Spring".into(),
                closed: true,
            },
            SeasonFault::BestOfEven { best_of: 2 },
            SeasonFault::PlayoffSize { top: 9, entered: 8 },
        ]
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_texts_are_complete() {
        crate::tr::assert_complete(super::SeasonTexts::ALL);
    }
}
