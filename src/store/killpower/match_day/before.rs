//! Killpower Ball's tables before a match: powers, points to score, who plays and
//! their RAP.

use chrono::NaiveDate;
use rusqlite::{OptionalExtension, params};
use serde::Serialize;

use super::{side_of, side_text};
use crate::rules::Side;
use crate::store::{FixtureId, PlayerId, StoreError, Tx};

/// The stored pre-match of a match.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct KpbPrematchRow {
    pub done_on: NaiveDate,
    pub seed: u64,
    pub ranking: [i32; 2],
    pub power: [i32; 2],
    pub division: [i32; 2],
    pub targets: [u32; 2],
    pub places_first: Side,
    pub settled_by: String,
}

/// A gladiator who plays a match.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LineupRow {
    pub player_id: PlayerId,
    pub side: Side,
    pub rap: u8,
    /// A tournament armour this match rolled.
    pub armour_rolled: Option<u8>,
}

impl Tx<'_> {
    pub fn insert_kpb_prematch(
        &self,
        fixture: FixtureId,
        row: &KpbPrematchRow,
    ) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached(
                "INSERT INTO killpower_prematch (fixture_id, done_on, seed, home_ranking,
                     away_ranking, home_power, away_power, home_division, away_division,
                     home_target, away_target, places_first, settled_by)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)",
            )?
            .execute(params![
                fixture,
                row.done_on,
                row.seed as i64,
                row.ranking[0],
                row.ranking[1],
                row.power[0],
                row.power[1],
                row.division[0],
                row.division[1],
                row.targets[0],
                row.targets[1],
                side_text(row.places_first),
                row.settled_by
            ])?;
        Ok(())
    }

    pub fn kpb_prematch(&self, fixture: FixtureId) -> Result<Option<KpbPrematchRow>, StoreError> {
        Ok(self
            .conn()
            .prepare_cached(
                "SELECT done_on, seed, home_ranking, away_ranking, home_power, away_power,
                        home_division, away_division, home_target, away_target, places_first,
                        settled_by
                 FROM killpower_prematch WHERE fixture_id = ?1",
            )?
            .query_row([fixture], |row| {
                let seed: i64 = row.get(1)?;
                let first: String = row.get(10)?;
                Ok(KpbPrematchRow {
                    done_on: row.get(0)?,
                    seed: seed as u64,
                    ranking: [row.get(2)?, row.get(3)?],
                    power: [row.get(4)?, row.get(5)?],
                    division: [row.get(6)?, row.get(7)?],
                    targets: [row.get(8)?, row.get(9)?],
                    places_first: side_of(&first, 10)?,
                    settled_by: row.get(11)?,
                })
            })
            .optional()?)
    }

    pub fn delete_kpb_prematch(&self, fixture: FixtureId) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached("DELETE FROM killpower_prematch WHERE fixture_id = ?1")?
            .execute([fixture])?;
        Ok(())
    }

    pub fn insert_kpb_lineup(&self, fixture: FixtureId, row: &LineupRow) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached(
                "INSERT INTO killpower_lineup (fixture_id, player_id, side, rap, armour_rolled)
                 VALUES (?1, ?2, ?3, ?4, ?5)",
            )?
            .execute(params![
                fixture,
                row.player_id,
                side_text(row.side),
                row.rap,
                row.armour_rolled
            ])?;
        Ok(())
    }

    pub fn kpb_lineup(&self, fixture: FixtureId) -> Result<Vec<LineupRow>, StoreError> {
        let mut statement = self.conn().prepare_cached(
            "SELECT l.player_id, l.side, l.rap, l.armour_rolled FROM killpower_lineup l
             JOIN player p ON p.id = l.player_id
             WHERE l.fixture_id = ?1 ORDER BY l.side DESC, p.number",
        )?;
        let rows = statement.query_map([fixture], |row| {
            let side: String = row.get(1)?;
            Ok(LineupRow {
                player_id: row.get(0)?,
                side: side_of(&side, 1)?,
                rap: row.get(2)?,
                armour_rolled: row.get(3)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }
}
