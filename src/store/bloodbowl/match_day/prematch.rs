//! The Blood Bowl pre-match's tables: the pre-match itself, its inducements and every
//! roll of a match day.

use chrono::NaiveDate;
use rusqlite::{OptionalExtension, Row, params};
use serde::Serialize;

use crate::store::{FixtureId, StoreError, TeamId, Tx};

/// The stored pre-match of a match.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PrematchRow {
    pub done_on: NaiveDate,
    pub seed: u64,
    pub stadium: Option<String>,
    pub stadium_attribute: Option<String>,
    /// `home` or `away`.
    pub resident_side: Option<String>,
    pub weather: Option<String>,
    pub fan_factors: [u32; 2],
    pub ctv_gp: [u64; 2],
    pub petty_cash_side: Option<String>,
    pub petty_cash_gp: u64,
    pub inducements_gp: [u64; 2],
    pub prayers_side: Option<String>,
    pub kicking_side: String,
}

/// A stored roll of a match day.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct StoredRoll {
    pub stage: String,
    pub roll: String,
    pub dice: String,
    pub result: u8,
    pub entered: bool,
    pub outcome: Option<String>,
}

fn sides<T: rusqlite::types::FromSql>(row: &Row<'_>, first: usize) -> rusqlite::Result<[T; 2]> {
    Ok([row.get(first)?, row.get(first + 1)?])
}

impl Tx<'_> {
    pub fn insert_bb_prematch(
        &self,
        fixture: FixtureId,
        p: &PrematchRow,
    ) -> Result<(), StoreError> {
        self.conn().execute(
            "INSERT INTO bloodbowl_prematch (fixture_id, done_on, seed, stadium, stadium_attribute,
                 resident_side, weather, home_fan_factor, away_fan_factor, home_ctv_gp, away_ctv_gp,
                 petty_cash_side, petty_cash_gp, home_inducements_gp, away_inducements_gp,
                 prayers_side, kicking_side)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17)",
            params![
                fixture,
                p.done_on,
                p.seed as i64,
                p.stadium,
                p.stadium_attribute,
                p.resident_side,
                p.weather,
                p.fan_factors[0],
                p.fan_factors[1],
                p.ctv_gp[0] as i64,
                p.ctv_gp[1] as i64,
                p.petty_cash_side,
                p.petty_cash_gp as i64,
                p.inducements_gp[0] as i64,
                p.inducements_gp[1] as i64,
                p.prayers_side,
                p.kicking_side
            ],
        )?;
        Ok(())
    }

    pub fn bb_prematch(&self, fixture: FixtureId) -> Result<Option<PrematchRow>, StoreError> {
        Ok(self
            .conn()
            .prepare_cached(
                "SELECT done_on, seed, stadium, stadium_attribute, resident_side, weather,
                        home_fan_factor, away_fan_factor, home_ctv_gp, away_ctv_gp,
                        petty_cash_side, petty_cash_gp, home_inducements_gp, away_inducements_gp,
                        prayers_side, kicking_side
                 FROM bloodbowl_prematch WHERE fixture_id = ?1",
            )?
            .query_row([fixture], |row| {
                let ctv: [i64; 2] = sides(row, 8)?;
                let induced: [i64; 2] = sides(row, 12)?;
                Ok(PrematchRow {
                    done_on: row.get(0)?,
                    seed: row.get::<_, i64>(1)? as u64,
                    stadium: row.get(2)?,
                    stadium_attribute: row.get(3)?,
                    resident_side: row.get(4)?,
                    weather: row.get(5)?,
                    fan_factors: sides(row, 6)?,
                    ctv_gp: ctv.map(|v| v.max(0) as u64),
                    petty_cash_side: row.get(10)?,
                    petty_cash_gp: row.get::<_, i64>(11)?.max(0) as u64,
                    inducements_gp: induced.map(|v| v.max(0) as u64),
                    prayers_side: row.get(14)?,
                    kicking_side: row.get(15)?,
                })
            })
            .optional()?)
    }

    /// Removes a match's pre-match with its inducements and rolls.
    pub fn delete_bb_prematch(&self, fixture: FixtureId) -> Result<(), StoreError> {
        self.conn().execute(
            "DELETE FROM bloodbowl_prematch WHERE fixture_id = ?1",
            [fixture],
        )?;
        self.delete_bb_rolls(fixture, "prematch")
    }

    /// How many earlier pre-matches between these teams `team` played in its own stadium.
    pub fn bb_home_stadium_games(&self, team: TeamId, opponent: TeamId) -> Result<u32, StoreError> {
        Ok(self.conn().query_row(
            "SELECT count(*) FROM bloodbowl_prematch p JOIN fixture f ON f.id = p.fixture_id
             WHERE (p.resident_side = 'home' AND f.home_team_id = ?1 AND f.away_team_id = ?2)
                OR (p.resident_side = 'away' AND f.away_team_id = ?1 AND f.home_team_id = ?2)",
            params![team, opponent],
            |row| row.get(0),
        )?)
    }

    pub fn insert_bb_inducement(
        &self,
        fixture: FixtureId,
        team: TeamId,
        (inducement, count, price_each_gp): (&str, u32, u32),
    ) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached(
                "INSERT INTO bloodbowl_inducement (fixture_id, team_id, inducement, count, price_each_gp)
                 VALUES (?1, ?2, ?3, ?4, ?5)",
            )?
            .execute(params![fixture, team, inducement, count, price_each_gp])?;
        Ok(())
    }

    /// A match's inducements: team, id, count and price of each.
    pub fn bb_inducements(
        &self,
        fixture: FixtureId,
    ) -> Result<Vec<(TeamId, String, u32, u32)>, StoreError> {
        let mut statement = self.conn().prepare_cached(
            "SELECT team_id, inducement, count, price_each_gp FROM bloodbowl_inducement
             WHERE fixture_id = ?1 ORDER BY id",
        )?;
        let rows = statement.query_map([fixture], |row| {
            Ok((row.get(0)?, row.get(1)?, row.get(2)?, row.get(3)?))
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    pub fn insert_bb_roll(
        &self,
        fixture: FixtureId,
        stage: &str,
        roll: (&str, &str, u8, bool, Option<&str>),
    ) -> Result<(), StoreError> {
        let (key, dice, result, entered, outcome) = roll;
        self.conn()
            .prepare_cached(
                "INSERT INTO bloodbowl_roll (fixture_id, stage, roll, dice, result, entered, outcome)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            )?
            .execute(params![fixture, stage, key, dice, result, entered, outcome])?;
        Ok(())
    }

    pub fn bb_rolls(&self, fixture: FixtureId) -> Result<Vec<StoredRoll>, StoreError> {
        let mut statement = self.conn().prepare_cached(
            "SELECT stage, roll, dice, result, entered, outcome FROM bloodbowl_roll
             WHERE fixture_id = ?1 ORDER BY id",
        )?;
        let rows = statement.query_map([fixture], |row| {
            Ok(StoredRoll {
                stage: row.get(0)?,
                roll: row.get(1)?,
                dice: row.get(2)?,
                result: row.get(3)?,
                entered: row.get(4)?,
                outcome: row.get(5)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    pub(super) fn delete_bb_rolls(
        &self,
        fixture: FixtureId,
        stage: &str,
    ) -> Result<(), StoreError> {
        self.conn().execute(
            "DELETE FROM bloodbowl_roll WHERE fixture_id = ?1 AND stage = ?2",
            params![fixture, stage],
        )?;
        Ok(())
    }
}
