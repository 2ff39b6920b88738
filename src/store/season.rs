//! Seasons, their divisions and the teams entered in them.

use chrono::NaiveDate;
use rusqlite::{OptionalExtension, Row, params};
use serde::Serialize;

use super::{DivisionId, LeagueId, SeasonId, StoreError, TeamId, Tx};

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SeasonRecord {
    pub id: SeasonId,
    pub league_id: LeagueId,
    pub name: String,
    pub started_on: NaiveDate,
    pub closed_on: Option<NaiveDate>,
    /// The recorded seed of the coin-flip tie-breaker.
    pub coin_seed: u64,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DivisionRecord {
    pub id: DivisionId,
    pub season_id: SeasonId,
    pub name: String,
}

/// A team entered in a season, with its division (none: the season's single table).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct EntryRecord {
    pub team_id: TeamId,
    pub division_id: Option<DivisionId>,
}

/// An entered team with the names a list shows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct EnteredTeam {
    pub team_id: TeamId,
    pub name: String,
    pub coach: String,
    pub division_id: Option<DivisionId>,
}

const SEASON_COLUMNS: &str = "id, league_id, name, started_on, closed_on, coin_seed";

fn season_from_row(row: &Row<'_>) -> rusqlite::Result<SeasonRecord> {
    let seed: i64 = row.get(5)?;
    Ok(SeasonRecord {
        id: row.get(0)?,
        league_id: row.get(1)?,
        name: row.get(2)?,
        started_on: row.get(3)?,
        closed_on: row.get(4)?,
        coin_seed: seed as u64,
    })
}

impl Tx<'_> {
    pub fn insert_season(
        &self,
        league: LeagueId,
        name: &str,
        started_on: NaiveDate,
        coin_seed: u64,
    ) -> Result<SeasonId, StoreError> {
        self.conn().execute(
            "INSERT INTO season (league_id, name, started_on, coin_seed) VALUES (?1, ?2, ?3, ?4)",
            params![league, name, started_on, coin_seed as i64],
        )?;
        Ok(SeasonId(self.conn().last_insert_rowid()))
    }

    pub fn season(&self, id: SeasonId) -> Result<Option<SeasonRecord>, StoreError> {
        let sql = format!("SELECT {SEASON_COLUMNS} FROM season WHERE id = ?1");
        Ok(self
            .conn()
            .prepare_cached(&sql)?
            .query_row([id], season_from_row)
            .optional()?)
    }

    pub fn seasons(&self, league: LeagueId) -> Result<Vec<SeasonRecord>, StoreError> {
        let sql = format!("SELECT {SEASON_COLUMNS} FROM season WHERE league_id = ?1 ORDER BY id");
        let mut statement = self.conn().prepare_cached(&sql)?;
        let rows = statement.query_map([league], season_from_row)?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    pub fn season_name_taken(&self, league: LeagueId, name: &str) -> Result<bool, StoreError> {
        Ok(self.conn().query_row(
            "SELECT EXISTS (SELECT 1 FROM season WHERE league_id = ?1 AND name = ?2)",
            params![league, name],
            |row| row.get(0),
        )?)
    }

    pub fn set_season_closed(
        &self,
        id: SeasonId,
        closed_on: Option<NaiveDate>,
    ) -> Result<(), StoreError> {
        self.conn().execute(
            "UPDATE season SET closed_on = ?2 WHERE id = ?1",
            params![id, closed_on],
        )?;
        Ok(())
    }

    pub fn insert_division(&self, season: SeasonId, name: &str) -> Result<DivisionId, StoreError> {
        self.conn().execute(
            "INSERT INTO division (season_id, name) VALUES (?1, ?2)",
            params![season, name],
        )?;
        Ok(DivisionId(self.conn().last_insert_rowid()))
    }

    pub fn divisions(&self, season: SeasonId) -> Result<Vec<DivisionRecord>, StoreError> {
        let mut statement = self.conn().prepare_cached(
            "SELECT id, season_id, name FROM division WHERE season_id = ?1 ORDER BY id",
        )?;
        let rows = statement.query_map([season], |row| {
            Ok(DivisionRecord {
                id: row.get(0)?,
                season_id: row.get(1)?,
                name: row.get(2)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    pub fn insert_entry(
        &self,
        season: SeasonId,
        team: TeamId,
        division: Option<DivisionId>,
    ) -> Result<(), StoreError> {
        self.conn().execute(
            "INSERT INTO season_team (season_id, team_id, division_id) VALUES (?1, ?2, ?3)",
            params![season, team, division],
        )?;
        Ok(())
    }

    pub fn delete_entry(&self, season: SeasonId, team: TeamId) -> Result<(), StoreError> {
        self.conn().execute(
            "DELETE FROM season_team WHERE season_id = ?1 AND team_id = ?2",
            params![season, team],
        )?;
        Ok(())
    }

    /// The teams entered in a season with their names, in the order they were entered.
    pub fn entered_teams(&self, season: SeasonId) -> Result<Vec<EnteredTeam>, StoreError> {
        let mut statement = self.conn().prepare_cached(
            "SELECT e.team_id, t.name, t.coach, e.division_id
             FROM season_team e JOIN team t ON t.id = e.team_id
             WHERE e.season_id = ?1 ORDER BY e.rowid",
        )?;
        let rows = statement.query_map([season], |row| {
            Ok(EnteredTeam {
                team_id: row.get(0)?,
                name: row.get(1)?,
                coach: row.get(2)?,
                division_id: row.get(3)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// The teams entered in a season, in the order they were entered.
    pub fn entries(&self, season: SeasonId) -> Result<Vec<EntryRecord>, StoreError> {
        let mut statement = self.conn().prepare_cached(
            "SELECT team_id, division_id FROM season_team WHERE season_id = ?1 ORDER BY rowid",
        )?;
        let rows = statement.query_map([season], |row| {
            Ok(EntryRecord {
                team_id: row.get(0)?,
                division_id: row.get(1)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }
}

impl Tx<'_> {
    /// The game id of the league a season belongs to.
    pub fn season_game(&self, id: SeasonId) -> Result<String, StoreError> {
        Ok(self.conn().query_row(
            "SELECT l.game FROM season s JOIN league l ON l.id = s.league_id WHERE s.id = ?1",
            [id],
            |row| row.get(0),
        )?)
    }
}
