//! Where the window opens (`--screen`), for screenshots and for going straight to work.

use super::app::Landing;
use super::games::CardPart;
use super::games::reference::Page;
use super::games::screens::GameLanding;
use super::screen::season::Tab;
use super::wizard::Step;
use crate::store::{FixtureId, LeagueId, SeasonId, TeamId};

impl Landing {
    /// Reads `--screen`: `start`, `league:ID[:table|cards|settings]`, `newteam:ID`,
    /// `team:ID`, `season:ID[:tab]`, ….
    pub fn parse(screen: &str) -> crate::Result<Landing> {
        let invalid = || {
            crate::Error::from(crate::error::InputFault::UnknownScreen {
                given: screen.to_string(),
            })
        };
        if let Some(page) = screen.trim().strip_prefix("reference:") {
            return Page::parse(page)
                .map(Landing::ReferencePage)
                .ok_or_else(invalid);
        }
        let mut parts = screen.split(':').map(str::trim);
        let name = parts.next().unwrap_or_default();
        let id = match parts.next() {
            Some(id) => Some(id.parse::<i64>().map_err(|_| invalid())?),
            None => None,
        };
        let third = parts.next();
        if parts.next().is_some()
            || (third.is_some() && !["season", "matchday", "league"].contains(&name))
        {
            return Err(invalid());
        }
        if let ("league", Some(id), Some(part)) = (name, id, third) {
            let part = CardPart::parse(part).ok_or_else(invalid)?;
            return Ok(Landing::LeaguePart(LeagueId(id), part));
        }
        if let ("matchday", Some(id)) = (name, id) {
            let step = match third {
                Some(step) => Some(Step::parse(step).ok_or_else(invalid)?),
                None => None,
            };
            return Ok(Landing::MatchDay(FixtureId(id), step));
        }
        let tab = match third {
            Some(tab) => Some(Tab::parse(tab).ok_or_else(invalid)?),
            None => None,
        };
        if let (Some(landing), Some(id)) = (GameLanding::parse(name), id) {
            return Ok(Landing::GameScreen(TeamId(id), landing));
        }
        Ok(match (name, id) {
            ("start", None) => Landing::Start,
            ("reference", None) => Landing::Reference,
            ("settings", None) => Landing::Settings,
            ("league", Some(id)) => Landing::League(LeagueId(id)),
            ("newteam", Some(id)) => Landing::NewTeam(LeagueId(id)),
            ("team", Some(id)) => Landing::Team(TeamId(id)),
            ("season", Some(id)) => Landing::Season(SeasonId(id), tab),
            ("audit", Some(id)) => Landing::Audit(LeagueId(id)),
            ("history", Some(id)) => Landing::History(TeamId(id)),
            ("graveyard", Some(id)) => Landing::Graveyard(LeagueId(id)),
            _ => return Err(invalid()),
        })
    }
}
