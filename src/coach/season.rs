//! Seasons, divisions and the teams entered in them.

use serde::Serialize;

use super::audit::audit;
use super::{load_league, load_team_header};
use crate::error::{NotFound, SeasonFault};
use crate::rules::names::check_name;
use crate::store::{
    DivisionId, DivisionRecord, LeagueId, NewAudit, SeasonId, SeasonRecord, Store, TeamId, Tx,
    today,
};
use crate::{Error, Result};

/// A season with its divisions and teams.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SeasonView {
    #[serde(flatten)]
    pub season: SeasonRecord,
    pub divisions: Vec<DivisionRecord>,
    pub teams: Vec<SeasonTeam>,
}

/// A team entered in a season.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SeasonTeam {
    pub team_id: TeamId,
    pub name: String,
    pub coach: String,
    pub division_id: Option<DivisionId>,
    pub division: Option<String>,
}

impl SeasonView {
    pub fn is_closed(&self) -> bool {
        self.season.closed_on.is_some()
    }

    /// The name of a team entered in the season (its id if it is not).
    pub fn team_name(&self, team: TeamId) -> String {
        self.teams
            .iter()
            .find(|t| t.team_id == team)
            .map_or_else(|| format!("team {team}"), |t| t.name.clone())
    }
}

/// Loads a season inside a transaction, or says it does not exist.
pub(crate) fn load_season(tx: &Tx<'_>, id: SeasonId) -> Result<SeasonRecord> {
    tx.season(id)?
        .ok_or_else(|| Error::from(NotFound::Season { id }))
}

/// Loads a season that still takes changes.
pub(crate) fn load_open_season(tx: &Tx<'_>, id: SeasonId) -> Result<SeasonRecord> {
    let season = load_season(tx, id)?;
    if let Some(closed) = season.closed_on {
        return Err(SeasonFault::Closed {
            id,
            name: season.name,
            closed_on: closed,
        }
        .into());
    }
    Ok(season)
}

pub(crate) fn season_view_in(tx: &Tx<'_>, id: SeasonId) -> Result<SeasonView> {
    let season = load_season(tx, id)?;
    let divisions = tx.divisions(id)?;
    let teams = tx
        .entered_teams(id)?
        .into_iter()
        .map(|entry| SeasonTeam {
            division: entry
                .division_id
                .and_then(|d| divisions.iter().find(|x| x.id == d))
                .map(|d| d.name.clone()),
            team_id: entry.team_id,
            name: entry.name,
            coach: entry.coach,
            division_id: entry.division_id,
        })
        .collect();
    Ok(SeasonView {
        season,
        divisions,
        teams,
    })
}

/// The teams a new season starts with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeasonStart {
    /// None yet: they are entered one by one.
    Empty,
    /// The divisions and teams of an earlier season of the league.
    SameAs(SeasonId),
    /// Every team of the league, in no division.
    EveryTeam,
}

impl SeasonStart {
    /// An earlier season to copy, or none.
    pub fn from(season: Option<SeasonId>) -> SeasonStart {
        season.map_or(SeasonStart::Empty, SeasonStart::SameAs)
    }
}

/// Starts a season of `league`, empty or with an earlier season's divisions and teams.
pub fn create_season(
    store: &mut Store,
    league: LeagueId,
    name: &str,
    from: Option<SeasonId>,
) -> Result<SeasonView> {
    start_season(store, league, name, SeasonStart::from(from))
}

/// Starts a season of `league` with the teams `start` says, in one transaction.
pub fn start_season(
    store: &mut Store,
    league: LeagueId,
    name: &str,
    start: SeasonStart,
) -> Result<SeasonView> {
    let name = check_name(name)?;
    store.write(|tx| {
        let league_record = load_league(tx, league)?;
        if tx.season_name_taken(league, &name)? {
            return Err(SeasonFault::NameTaken { league, name }.into());
        }
        let id = tx.insert_season(league, &name, today(), rand::random::<u64>())?;
        match start {
            SeasonStart::Empty => {}
            SeasonStart::SameAs(from) => copy_entries(tx, league, from, id)?,
            SeasonStart::EveryTeam => {
                for team in tx.team_headers(league)? {
                    tx.insert_entry(id, team.id, None)?;
                }
            }
        }
        audit(
            tx,
            NewAudit {
                action: "season.create".to_string(),
                league_id: Some(league),
                summary: format!("Started the season {name} of {}", league_record.name),
                ..NewAudit::default()
            },
        )?;
        season_view_in(tx, id)
    })
}

fn copy_entries(tx: &Tx<'_>, league: LeagueId, from: SeasonId, to: SeasonId) -> Result<()> {
    let source = load_season(tx, from)?;
    if source.league_id != league {
        return Err(SeasonFault::FromOtherLeague { from }.into());
    }
    let mut renamed = Vec::new();
    for division in tx.divisions(from)? {
        renamed.push((division.id, tx.insert_division(to, &division.name)?));
    }
    for entry in tx.entries(from)? {
        let division = entry
            .division_id
            .and_then(|d| renamed.iter().find(|(old, _)| *old == d))
            .map(|(_, new)| *new);
        tx.insert_entry(to, entry.team_id, division)?;
    }
    Ok(())
}

pub fn seasons(store: &mut Store, league: LeagueId) -> Result<Vec<SeasonRecord>> {
    store.read(|tx| {
        load_league(tx, league)?;
        Ok(tx.seasons(league)?)
    })
}

pub fn season_view(store: &mut Store, id: SeasonId) -> Result<SeasonView> {
    store.read(|tx| season_view_in(tx, id))
}

/// Enters a team in a season; `division` names one, created if the season lacks it.
pub fn add_team_to_season(
    store: &mut Store,
    season: SeasonId,
    team: TeamId,
    division: Option<&str>,
) -> Result<SeasonView> {
    let division = division.map(check_name).transpose()?;
    store.write(|tx| {
        let record = load_open_season(tx, season)?;
        let team_record = load_team_header(tx, team)?;
        if team_record.league_id != record.league_id {
            return Err(SeasonFault::TeamInOtherLeague {
                team,
                name: team_record.name,
                league: team_record.league_id,
                season,
            }
            .into());
        }
        if tx.entries(season)?.iter().any(|e| e.team_id == team) {
            return Err(SeasonFault::AlreadyEntered {
                team,
                name: team_record.name,
                season,
            }
            .into());
        }
        let division_id = match &division {
            Some(name) => Some(division_named(tx, season, name)?),
            None => None,
        };
        tx.insert_entry(season, team, division_id)?;
        let place = division.map_or_else(String::new, |d| format!(" (division {d})"));
        audit(
            tx,
            NewAudit {
                action: "season.add_team".to_string(),
                team_id: Some(team),
                summary: format!(
                    "Entered {} in the season {}{place}",
                    team_record.name, record.name
                ),
                ..NewAudit::default()
            },
        )?;
        season_view_in(tx, season)
    })
}

fn division_named(tx: &Tx<'_>, season: SeasonId, name: &str) -> Result<DivisionId> {
    let existing = tx.divisions(season)?;
    match existing.iter().find(|d| d.name.eq_ignore_ascii_case(name)) {
        Some(division) => Ok(division.id),
        None => Ok(tx.insert_division(season, name)?),
    }
}

/// Takes a team out of a season that has no fixture for it yet.
pub fn remove_team_from_season(store: &mut Store, season: SeasonId, team: TeamId) -> Result<()> {
    store.write(|tx| {
        let record = load_open_season(tx, season)?;
        let team_record = load_team_header(tx, team)?;
        if !tx.entries(season)?.iter().any(|e| e.team_id == team) {
            return Err(SeasonFault::NotEntered {
                team,
                name: team_record.name,
                season,
            }
            .into());
        }
        let scheduled = tx
            .fixtures(season)?
            .iter()
            .filter(|f| f.home == team || f.away == team)
            .count();
        if scheduled > 0 {
            return Err(SeasonFault::HasFixtures {
                team,
                name: team_record.name,
                season,
                count: scheduled,
            }
            .into());
        }
        tx.delete_entry(season, team)?;
        audit(
            tx,
            NewAudit {
                action: "season.remove_team".to_string(),
                team_id: Some(team),
                summary: format!(
                    "Took {} out of the season {}",
                    team_record.name, record.name
                ),
                ..NewAudit::default()
            },
        )
    })
}

/// Closes a season (no more fixtures or results) or opens it again.
pub fn set_season_closed(store: &mut Store, id: SeasonId, closed: bool) -> Result<SeasonView> {
    store.write(|tx| {
        let season = load_season(tx, id)?;
        if season.closed_on.is_some() == closed {
            return Err(SeasonFault::AlreadyInState {
                id,
                name: season.name,
                closed,
            }
            .into());
        }
        let on = closed.then(today);
        tx.set_season_closed(id, on)?;
        let verb = if closed { "Closed" } else { "Reopened" };
        audit(
            tx,
            NewAudit {
                action: if closed {
                    "season.close"
                } else {
                    "season.reopen"
                }
                .to_string(),
                league_id: Some(season.league_id),
                summary: format!("{verb} the season {}", season.name),
                ..NewAudit::default()
            },
        )?;
        season_view_in(tx, id)
    })
}

/// The league a season belongs to (for its settings).
pub fn season_league(store: &mut Store, id: SeasonId) -> Result<crate::store::LeagueRecord> {
    store.read(|tx| {
        let season = load_season(tx, id)?;
        load_league(tx, season.league_id)
    })
}
