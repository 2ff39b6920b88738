//! What a season and its playoffs refuse: a closed season, teams entered or not.

use chrono::NaiveDate;

use super::surface::Surface;
use super::words::{WordingBySurface, quote, variant_names};
use crate::data::Lang;
use crate::store::{LeagueId, SeasonId, TeamId};

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

impl WordingBySurface for SeasonFault {
    fn cli_english(&self) -> String {
        match self {
            SeasonFault::Closed {
                id,
                name,
                closed_on,
            } => format!(
                "season {id} ({name}) was closed on {closed_on}; reopen it with `dugout season reopen --season {id}` to change it"
            ),
            SeasonFault::NameTaken { league, name } => format!(
                "league {league} already has a season called `{name}`; season names must be unique in a league"
            ),
            SeasonFault::FromOtherLeague { from } => format!(
                "season {from} belongs to another league; a new season takes its teams from a season of the same league"
            ),
            SeasonFault::TeamInOtherLeague {
                team,
                name,
                league,
                season,
            } => format!(
                "team {team} ({name}) plays in league {league}, not in the league of season {season}"
            ),
            SeasonFault::AlreadyEntered { team, name, season } => {
                format!("team {team} ({name}) is already entered in season {season}")
            }
            SeasonFault::NotEntered { team, name, season } => format!(
                "team {team} ({name}) is not entered in season {season}; enter it with `dugout season add-team --season {season} --team {team}`"
            ),
            SeasonFault::HasFixtures {
                team,
                name,
                season,
                count,
            } => format!(
                "team {team} ({name}) has {count} fixtures in season {season}; delete them first"
            ),
            SeasonFault::AlreadyInState { id, name, closed } => {
                let state = if *closed { "closed" } else { "open" };
                format!("season {id} ({name}) is already {state}")
            }
            _ => self.window_english(),
        }
    }

    fn window_english(&self) -> String {
        let q = |text: &str| quote(text, Surface::Window, Lang::En);
        match self {
            SeasonFault::Closed { name, closed_on, .. } => format!(
                "season {} was closed on {closed_on}; reopen it (Reopen the season, on its Teams tab) to change it",
                q(name)
            ),
            SeasonFault::NameTaken { name, .. } => format!(
                "this league already has a season called {}; season names must be unique in a league",
                q(name)
            ),
            SeasonFault::FromOtherLeague { .. } => "the season to copy belongs to another league; a new season takes its teams from a season of the same league".into(),
            SeasonFault::TeamInOtherLeague { name, .. } => {
                format!("{} plays in another league than this season's", q(name))
            }
            SeasonFault::AlreadyEntered { name, .. } => {
                format!("{} is already entered in this season", q(name))
            }
            SeasonFault::NotEntered { name, .. } => format!(
                "{} is not entered in this season; enter it on the season's Teams tab",
                q(name)
            ),
            SeasonFault::HasFixtures { name, count, .. } => format!(
                "{} has {} in this season's fixtures; delete them first",
                q(name),
                crate::data::nouns::MATCHES.count(*count, Lang::En)
            ),
            SeasonFault::AlreadyInState { name, closed, .. } => {
                let state = if *closed { "closed" } else { "open" };
                format!("season {} is already {state}", q(name))
            }
            SeasonFault::BestOfEven { best_of } => format!(
                "best of {best_of} can end level; give an odd number of games (1, 3, 5…)"
            ),
            SeasonFault::PlayoffSize { top, entered } => format!(
                "a playoff takes 2 to {entered} teams (the season has {entered}); {top} asked"
            ),
        }
    }

    fn cli_french(&self) -> String {
        match self {
            SeasonFault::Closed {
                id,
                name,
                closed_on,
            } => format!(
                "la saison {id} ({name}) a été close le {closed_on} ; rouvrez-la avec `dugout season reopen --season {id}` pour la modifier"
            ),
            SeasonFault::NameTaken { league, name } => format!(
                "la ligue {league} a déjà une saison appelée « {name} » ; les noms de saison sont uniques dans une ligue"
            ),
            SeasonFault::FromOtherLeague { from } => format!(
                "la saison {from} appartient à une autre ligue ; une nouvelle saison reprend les équipes d'une saison de la même ligue"
            ),
            SeasonFault::TeamInOtherLeague {
                team,
                name,
                league,
                season,
            } => format!(
                "l'équipe {team} ({name}) joue dans la ligue {league}, pas dans celle de la saison {season}"
            ),
            SeasonFault::AlreadyEntered { team, name, season } => {
                format!("l'équipe {team} ({name}) est déjà inscrite à la saison {season}")
            }
            SeasonFault::NotEntered { team, name, season } => format!(
                "l'équipe {team} ({name}) n'est pas inscrite à la saison {season} ; inscrivez-la avec `dugout season add-team --season {season} --team {team}`"
            ),
            SeasonFault::HasFixtures {
                team,
                name,
                season,
                count,
            } => format!(
                "l'équipe {team} ({name}) a {count} matchs dans la saison {season} ; supprimez-les d'abord"
            ),
            SeasonFault::AlreadyInState { id, name, closed } => {
                let state = if *closed { "close" } else { "ouverte" };
                format!("la saison {id} ({name}) est déjà {state}")
            }
            _ => self.window_french(),
        }
    }

    fn window_french(&self) -> String {
        let q = |text: &str| quote(text, Surface::Window, Lang::Fr);
        match self {
            SeasonFault::Closed { name, closed_on, .. } => format!(
                "la saison {} a été close le {closed_on} ; rouvrez-la (Rouvrir la saison, dans son onglet Équipes) pour la modifier",
                q(name)
            ),
            SeasonFault::NameTaken { name, .. } => format!(
                "cette ligue a déjà une saison appelée {} ; les noms de saison sont uniques dans une ligue",
                q(name)
            ),
            SeasonFault::FromOtherLeague { .. } => "la saison à copier appartient à une autre ligue ; une nouvelle saison reprend les équipes d'une saison de la même ligue".into(),
            SeasonFault::TeamInOtherLeague { name, .. } => {
                format!("{} joue dans une autre ligue que celle de cette saison", q(name))
            }
            SeasonFault::AlreadyEntered { name, .. } => {
                format!("{} est déjà inscrite à cette saison", q(name))
            }
            SeasonFault::NotEntered { name, .. } => format!(
                "{} n'est pas inscrite à cette saison ; inscrivez-la dans l'onglet Équipes de la saison",
                q(name)
            ),
            SeasonFault::HasFixtures { name, count, .. } => format!(
                "{} a {} au calendrier de cette saison ; supprimez-les d'abord",
                q(name),
                crate::data::nouns::MATCHES.count(*count, Lang::Fr)
            ),
            SeasonFault::AlreadyInState { name, closed, .. } => {
                let state = if *closed { "close" } else { "ouverte" };
                format!("la saison {} est déjà {state}", q(name))
            }
            SeasonFault::BestOfEven { best_of } => format!(
                "au meilleur des {best_of} matchs, une série peut finir à égalité ; donnez un nombre impair de matchs (1, 3, 5…)"
            ),
            SeasonFault::PlayoffSize { top, entered } => format!(
                "une phase finale prend de 2 à {entered} équipes (la saison en a {entered}) ; {top} demandées"
            ),
        }
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
