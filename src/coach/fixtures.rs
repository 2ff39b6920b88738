//! Fixtures: round-robin generation, manual fixtures, rescheduling, deleting.

use std::collections::BTreeMap;

use chrono::{Days, NaiveDate};
use serde::Serialize;

use super::audit::audit;
use super::season::{SeasonView, load_open_season, season_view_in};
use crate::error::{FixtureFault, NotFound, ScheduleFault, SeasonFault};
use crate::league::{Pairing, byes as league_byes, round_robin};
use crate::store::{
    DivisionId, FixtureId, FixtureRecord, LeagueId, NewAudit, NewFixture, SeasonId, Store, TeamId,
    Tx,
};
use crate::{Error, Result};

/// One line of a fixture list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FixtureLine {
    pub id: FixtureId,
    pub round: u32,
    pub home: String,
    pub away: String,
    pub home_id: TeamId,
    pub away_id: TeamId,
    pub date: Option<NaiveDate>,
    /// `scheduled` or `played`.
    pub status: &'static str,
    pub home_score: Option<u32>,
    pub away_score: Option<u32>,
    pub landslide: bool,
    pub playoff: bool,
    /// The winner when the game's rules decided it otherwise than by the higher score
    /// (`home`, `away`, `draw`; Killpower Ball's points to score, free throws).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub decided: Option<crate::rules::Decided>,
    #[serde(skip)]
    pub record: FixtureRecord,
}

impl FixtureLine {
    pub fn of(record: FixtureRecord, season: &SeasonView) -> FixtureLine {
        let result = record.result;
        FixtureLine {
            id: record.id,
            round: record.round,
            home: season.team_name(record.home),
            away: season.team_name(record.away),
            home_id: record.home,
            away_id: record.away,
            date: record.scheduled_on,
            status: if result.is_some() {
                "played"
            } else {
                "scheduled"
            },
            home_score: result.map(|r| r.home_score),
            away_score: result.map(|r| r.away_score),
            landslide: result.is_some_and(|r| r.landslide),
            playoff: record.bracket.is_some(),
            decided: result.and_then(|r| r.decided),
            record,
        }
    }

    pub fn is_played(&self) -> bool {
        self.record.result.is_some()
    }
}

/// How to lay out generated fixtures.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Schedule {
    /// Home and away: every pair meets twice.
    pub double: bool,
    /// The date of round 1; later rounds follow every `every_days` days.
    pub start: Option<NaiveDate>,
    pub every_days: u32,
}

/// Days between rounds when a start date is given and no interval.
pub const DEFAULT_DAYS_BETWEEN_ROUNDS: u32 = 7;

/// The game id of a match's league.
pub fn fixture_game(store: &mut Store, id: FixtureId) -> Result<String> {
    store.read(|tx| {
        let fixture = load_fixture(tx, id)?;
        Ok(super::load_team_header(tx, fixture.home)?.game)
    })
}

/// The league and the season a match belongs to.
pub fn fixture_place(store: &mut Store, id: FixtureId) -> Result<(LeagueId, SeasonId)> {
    store.read(|tx| {
        let fixture = load_fixture(tx, id)?;
        let league = super::load_team_header(tx, fixture.home)?.league_id;
        Ok((league, fixture.season_id))
    })
}

/// Loads a fixture inside a transaction, or says it does not exist.
pub(crate) fn load_fixture(tx: &Tx<'_>, id: FixtureId) -> Result<FixtureRecord> {
    tx.fixture(id)?
        .ok_or_else(|| Error::from(NotFound::Fixture { id }))
}

pub fn fixture_list(store: &mut Store, season: SeasonId) -> Result<Vec<FixtureLine>> {
    store.read(|tx| {
        let view = season_view_in(tx, season)?;
        Ok(tx
            .fixtures(season)?
            .into_iter()
            .map(|record| FixtureLine::of(record, &view))
            .collect())
    })
}

/// Generates a round robin in each division of a season (its whole table if it has
/// none). Round `n` of every division is played on the same date.
pub fn generate_fixtures(
    store: &mut Store,
    season: SeasonId,
    schedule: Schedule,
) -> Result<Vec<FixtureLine>> {
    store.write(|tx| {
        let record = load_open_season(tx, season)?;
        let view = season_view_in(tx, season)?;
        let existing = tx.fixtures(season)?;
        if existing.iter().any(|f| f.bracket.is_none()) {
            return Err(ScheduleFault::AlreadyScheduled {
                season,
                name: record.name,
                count: existing.len(),
            }
            .into());
        }
        let mut made = Vec::new();
        for (division, teams) in groups(&view) {
            if teams.len() < 2 {
                return Err(ScheduleFault::GroupTooSmall {
                    division: division_name(&view, division),
                    season: view.season.name.clone(),
                    count: teams.len(),
                }
                .into());
            }
            for pairing in round_robin(&teams, schedule.double) {
                let fixture = NewFixture {
                    season,
                    round: pairing.round,
                    home: pairing.home,
                    away: pairing.away,
                    scheduled_on: round_date(schedule, pairing.round)?,
                    bracket: None,
                    created_by: None,
                };
                made.push(tx.insert_fixture(&fixture)?);
            }
        }
        let kind = if schedule.double { "double" } else { "single" };
        audit(
            tx,
            NewAudit {
                action: "fixtures.generate".to_string(),
                league_id: Some(record.league_id),
                summary: format!(
                    "Generated {} fixtures ({kind} round robin) for the season {}",
                    made.len(),
                    record.name
                ),
                ..NewAudit::default()
            },
        )?;
        Ok(tx
            .fixtures(season)?
            .into_iter()
            .filter(|f| made.contains(&f.id))
            .map(|f| FixtureLine::of(f, &view))
            .collect())
    })
}

fn groups(view: &SeasonView) -> BTreeMap<Option<DivisionId>, Vec<TeamId>> {
    let mut groups: BTreeMap<Option<DivisionId>, Vec<TeamId>> = BTreeMap::new();
    for team in &view.teams {
        groups
            .entry(team.division_id)
            .or_default()
            .push(team.team_id);
    }
    groups
}

fn division_name(view: &SeasonView, division: Option<DivisionId>) -> Option<String> {
    division
        .and_then(|d| view.divisions.iter().find(|x| x.id == d))
        .map(|division| division.name.clone())
}

fn round_date(schedule: Schedule, round: u32) -> Result<Option<NaiveDate>> {
    let Some(start) = schedule.start else {
        return Ok(None);
    };
    let every = if schedule.every_days == 0 {
        DEFAULT_DAYS_BETWEEN_ROUNDS
    } else {
        schedule.every_days
    };
    let offset = u64::from(round.saturating_sub(1)) * u64::from(every);
    start
        .checked_add_days(Days::new(offset))
        .map(Some)
        .ok_or_else(|| ScheduleFault::RoundTooLate { round }.into())
}

/// A match to add by hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ManualFixture {
    pub home: TeamId,
    pub away: TeamId,
    /// None: the round after the season's last.
    pub round: Option<u32>,
    pub date: Option<NaiveDate>,
}

pub fn add_fixture(
    store: &mut Store,
    season: SeasonId,
    manual: ManualFixture,
) -> Result<FixtureLine> {
    store.write(|tx| {
        let record = load_open_season(tx, season)?;
        let view = season_view_in(tx, season)?;
        for team in [manual.home, manual.away] {
            if !view.teams.iter().any(|t| t.team_id == team) {
                return Err(SeasonFault::NotEntered {
                    team,
                    name: super::load_team_header(tx, team)?.name,
                    season,
                }
                .into());
            }
        }
        if manual.home == manual.away {
            return Err(ScheduleFault::PlaysItself.into());
        }
        if manual.round == Some(0) {
            return Err(ScheduleFault::RoundZero.into());
        }
        let fixtures = tx.fixtures(season)?;
        let last = fixtures
            .iter()
            .filter(|f| f.bracket.is_none())
            .map(|f| f.round)
            .max();
        let round = manual.round.unwrap_or(last.map_or(1, |r| r + 1));
        let id = tx.insert_fixture(&NewFixture {
            season,
            round,
            home: manual.home,
            away: manual.away,
            scheduled_on: manual.date,
            bracket: None,
            created_by: None,
        })?;
        let line = FixtureLine::of(super::fixtures::load_fixture(tx, id)?, &view);
        audit(
            tx,
            NewAudit {
                action: "fixtures.add".to_string(),
                league_id: Some(record.league_id),
                fixture_id: Some(id),
                summary: format!("Added {} v {} (round {round})", line.home, line.away),
                ..NewAudit::default()
            },
        )?;
        Ok(line)
    })
}

/// Moves an unplayed match to another date (None: no date).
pub fn reschedule(
    store: &mut Store,
    id: FixtureId,
    date: Option<NaiveDate>,
) -> Result<FixtureLine> {
    store.write(|tx| {
        let fixture = load_fixture(tx, id)?;
        load_open_season(tx, fixture.season_id)?;
        if fixture.result.is_some() {
            return Err(FixtureFault::Played { id }.into());
        }
        tx.reschedule_fixture(id, date)?;
        let view = season_view_in(tx, fixture.season_id)?;
        let show =
            |d: Option<NaiveDate>| d.map_or_else(|| "no date".to_string(), |d| d.to_string());
        let line = FixtureLine::of(load_fixture(tx, id)?, &view);
        audit(
            tx,
            NewAudit {
                action: "fixtures.reschedule".to_string(),
                league_id: Some(view.season.league_id),
                fixture_id: Some(id),
                summary: format!("Moved {} v {}", line.home, line.away),
                changes: vec![crate::store::FieldChange::new(
                    "date",
                    show(fixture.scheduled_on),
                    show(date),
                )],
                ..NewAudit::default()
            },
        )?;
        Ok(line)
    })
}

/// Deletes a league match that has not been played.
pub fn delete_fixture(store: &mut Store, id: FixtureId) -> Result<FixtureLine> {
    store.write(|tx| {
        let fixture = load_fixture(tx, id)?;
        load_open_season(tx, fixture.season_id)?;
        if fixture.result.is_some() {
            return Err(FixtureFault::Played { id }.into());
        }
        if fixture.bracket.is_some() {
            return Err(FixtureFault::PlayoffGame { id }.into());
        }
        if !tx.items(id)?.is_empty() {
            return Err(FixtureFault::HasPreMatchItems { id }.into());
        }
        let view = season_view_in(tx, fixture.season_id)?;
        let line = FixtureLine::of(fixture, &view);
        tx.delete_fixture(id)?;
        audit(
            tx,
            NewAudit {
                action: "fixtures.delete".to_string(),
                league_id: Some(view.season.league_id),
                fixture_id: Some(id),
                summary: format!(
                    "Deleted {} v {} (round {})",
                    line.home, line.away, line.round
                ),
                ..NewAudit::default()
            },
        )?;
        Ok(line)
    })
}

/// One match as a fixture-list line.
pub fn fixture_line(store: &mut Store, id: FixtureId) -> Result<FixtureLine> {
    store.read(|tx| {
        let fixture = load_fixture(tx, id)?;
        let view = season_view_in(tx, fixture.season_id)?;
        Ok(FixtureLine::of(fixture, &view))
    })
}

/// The teams of a season without a league match in each round, as (round, team name):
/// the byes of each division's round robin when it has an odd count.
pub fn byes(store: &mut Store, season: SeasonId) -> Result<Vec<(u32, String)>> {
    store.read(|tx| {
        let view = season_view_in(tx, season)?;
        let pairings: Vec<Pairing<TeamId>> = tx
            .fixtures(season)?
            .into_iter()
            .filter(|f| f.bracket.is_none())
            .map(|f| Pairing {
                round: f.round,
                home: f.home,
                away: f.away,
            })
            .collect();
        let mut idle: Vec<(u32, TeamId)> = groups(&view)
            .values()
            .flat_map(|teams| {
                let mine: Vec<Pairing<TeamId>> = pairings
                    .iter()
                    .filter(|p| teams.contains(&p.home))
                    .copied()
                    .collect();
                league_byes(teams, &mine)
            })
            .collect();
        idle.sort_by_key(|(round, _)| *round);
        Ok(idle
            .into_iter()
            .map(|(round, team)| (round, view.team_name(team)))
            .collect())
    })
}
