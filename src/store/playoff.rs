//! Playoff brackets: the seeded teams; the games are fixtures with a bracket place.

use chrono::NaiveDate;
use rusqlite::{OptionalExtension, params};
use serde::Serialize;

use super::{PlayoffId, SeasonId, StoreError, TeamId, Tx};

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayoffRecord {
    pub id: PlayoffId,
    pub season_id: SeasonId,
    pub name: String,
    pub best_of: u32,
    pub created_on: NaiveDate,
    /// The teams by seed: `seeds[0]` is seed 1.
    pub seeds: Vec<TeamId>,
}

impl Tx<'_> {
    pub fn insert_playoff(
        &self,
        season: SeasonId,
        name: &str,
        best_of: u32,
        on: NaiveDate,
        seeds: &[TeamId],
    ) -> Result<PlayoffId, StoreError> {
        self.conn().execute(
            "INSERT INTO playoff (season_id, name, best_of, created_on) VALUES (?1, ?2, ?3, ?4)",
            params![season, name, best_of, on],
        )?;
        let id = PlayoffId(self.conn().last_insert_rowid());
        for (index, team) in seeds.iter().enumerate() {
            self.conn().execute(
                "INSERT INTO playoff_seed (playoff_id, seed, team_id) VALUES (?1, ?2, ?3)",
                params![id, index as i64 + 1, team],
            )?;
        }
        Ok(id)
    }

    pub fn playoff(&self, id: PlayoffId) -> Result<Option<PlayoffRecord>, StoreError> {
        let record = self
            .conn()
            .query_row(
                "SELECT id, season_id, name, best_of, created_on FROM playoff WHERE id = ?1",
                [id],
                |row| {
                    Ok(PlayoffRecord {
                        id: row.get(0)?,
                        season_id: row.get(1)?,
                        name: row.get(2)?,
                        best_of: row.get(3)?,
                        created_on: row.get(4)?,
                        seeds: Vec::new(),
                    })
                },
            )
            .optional()?;
        let Some(mut record) = record else {
            return Ok(None);
        };
        let mut statement = self.conn().prepare_cached(
            "SELECT team_id FROM playoff_seed WHERE playoff_id = ?1 ORDER BY seed",
        )?;
        record.seeds = statement
            .query_map([id], |row| row.get(0))?
            .collect::<rusqlite::Result<_>>()?;
        Ok(Some(record))
    }

    pub fn playoff_ids(&self, season: SeasonId) -> Result<Vec<PlayoffId>, StoreError> {
        let mut statement = self
            .conn()
            .prepare_cached("SELECT id FROM playoff WHERE season_id = ?1 ORDER BY id")?;
        let rows = statement.query_map([season], |row| row.get(0))?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }
}
