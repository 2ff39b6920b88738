//! Killpower Ball's result tables: how a match ended, the ranking points it moved and
//! its free throws.

use rusqlite::{OptionalExtension, params};
use serde::Serialize;

use super::{side_of, side_text};
use crate::rules::Side;
use crate::rules::killpower::{Ending, RankingChange};
use crate::store::{FixtureId, PlayerId, StoreError, TeamId, Tx};

/// How a match ended and what it did to the ranking.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct KpbResultRow {
    pub seq: i64,
    pub ending: Ending,
    pub targets: [u32; 2],
    pub divisions: [i32; 2],
    pub ranking: [RankingChange; 2],
    pub seed: Option<u64>,
}

/// A free throw as stored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FreeThrowRow {
    pub shot: u32,
    pub round: u32,
    pub side: Side,
    pub player_id: PlayerId,
    pub distance: u32,
    pub bal: u8,
    pub target: i32,
    pub die: u8,
    pub scored: bool,
    pub points: u32,
}

impl Tx<'_> {
    /// Records how a match ended; the next `seq` orders it after every earlier result.
    pub fn insert_kpb_result(
        &self,
        fixture: FixtureId,
        row: &KpbResultRow,
    ) -> Result<i64, StoreError> {
        let (ending, side) = match row.ending {
            Ending::Time => ("time", None),
            Ending::Elimination(side) => ("elimination", Some(side_text(side))),
            Ending::Abandon(side) => ("abandon", Some(side_text(side))),
        };
        let [home, away] = row.ranking;
        self.conn()
            .prepare_cached(
                "INSERT INTO killpower_result (fixture_id, seq, ending, ending_side, home_target,
                     away_target, home_division, away_division, home_ranking_before,
                     away_ranking_before, home_ranking_earned, away_ranking_earned,
                     home_ranking_applied, away_ranking_applied, seed)
                 VALUES (?1, (SELECT coalesce(max(seq), 0) + 1 FROM killpower_result), ?2, ?3,
                     ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)",
            )?
            .execute(params![
                fixture,
                ending,
                side,
                row.targets[0],
                row.targets[1],
                row.divisions[0],
                row.divisions[1],
                home.before,
                away.before,
                home.earned,
                away.earned,
                home.applied,
                away.applied,
                row.seed.map(|seed| seed as i64)
            ])?;
        Ok(self.conn().query_row(
            "SELECT seq FROM killpower_result WHERE fixture_id = ?1",
            [fixture],
            |r| r.get(0),
        )?)
    }

    pub fn kpb_result(&self, fixture: FixtureId) -> Result<Option<KpbResultRow>, StoreError> {
        Ok(self
            .conn()
            .prepare_cached(
                "SELECT seq, ending, ending_side, home_target, away_target, home_division,
                        away_division, home_ranking_before, away_ranking_before,
                        home_ranking_earned, away_ranking_earned, home_ranking_applied,
                        away_ranking_applied, seed
                 FROM killpower_result WHERE fixture_id = ?1",
            )?
            .query_row([fixture], |row| {
                let ending: String = row.get(1)?;
                let side: Option<String> = row.get(2)?;
                let side = side.map(|s| side_of(&s, 2)).transpose()?;
                let ending = match (ending.as_str(), side) {
                    ("elimination", Some(side)) => Ending::Elimination(side),
                    ("abandon", Some(side)) => Ending::Abandon(side),
                    _ => Ending::Time,
                };
                let change = |before: i32, earned: i32, applied: i32| RankingChange {
                    before,
                    earned,
                    applied,
                    after: before + applied,
                };
                let seed: Option<i64> = row.get(13)?;
                Ok(KpbResultRow {
                    seq: row.get(0)?,
                    ending,
                    targets: [row.get(3)?, row.get(4)?],
                    divisions: [row.get(5)?, row.get(6)?],
                    ranking: [
                        change(row.get(7)?, row.get(9)?, row.get(11)?),
                        change(row.get(8)?, row.get(10)?, row.get(12)?),
                    ],
                    seed: seed.map(|s| s as u64),
                })
            })
            .optional()?)
    }

    /// Whether a result of either team was recorded after `seq`.
    pub fn kpb_later_result(
        &self,
        teams: [TeamId; 2],
        seq: i64,
    ) -> Result<Option<FixtureId>, StoreError> {
        Ok(self
            .conn()
            .prepare_cached(
                "SELECT r.fixture_id FROM killpower_result r JOIN fixture f ON f.id = r.fixture_id
                 WHERE r.seq > ?3 AND (f.home_team_id IN (?1, ?2) OR f.away_team_id IN (?1, ?2))
                 ORDER BY r.seq LIMIT 1",
            )?
            .query_row(params![teams[0], teams[1], seq], |row| row.get(0))
            .optional()?)
    }

    pub fn insert_kpb_free_throw(
        &self,
        fixture: FixtureId,
        row: &FreeThrowRow,
    ) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached(
                "INSERT INTO killpower_free_throw (fixture_id, shot, round, side, player_id,
                     distance, bal, target, die, scored, points)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
            )?
            .execute(params![
                fixture,
                row.shot,
                row.round,
                side_text(row.side),
                row.player_id,
                row.distance,
                row.bal,
                row.target,
                row.die,
                row.scored,
                row.points
            ])?;
        Ok(())
    }

    pub fn kpb_free_throws(&self, fixture: FixtureId) -> Result<Vec<FreeThrowRow>, StoreError> {
        let mut statement = self.conn().prepare_cached(
            "SELECT shot, round, side, player_id, distance, bal, target, die, scored, points
             FROM killpower_free_throw WHERE fixture_id = ?1 ORDER BY shot",
        )?;
        let rows = statement.query_map([fixture], |row| {
            let side: String = row.get(2)?;
            Ok(FreeThrowRow {
                shot: row.get(0)?,
                round: row.get(1)?,
                side: side_of(&side, 2)?,
                player_id: row.get(3)?,
                distance: row.get(4)?,
                bal: row.get(5)?,
                target: row.get(6)?,
                die: row.get(7)?,
                scored: row.get(8)?,
                points: row.get(9)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    pub fn delete_kpb_result(&self, fixture: FixtureId) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached("DELETE FROM killpower_result WHERE fixture_id = ?1")?
            .execute([fixture])?;
        Ok(())
    }

    /// Sets the winner a game's rules decided (None: the higher score).
    pub fn set_result_decided(
        &self,
        fixture: FixtureId,
        decided: Option<&str>,
    ) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached("UPDATE match_result SET decided = ?2 WHERE fixture_id = ?1")?
            .execute(params![fixture, decided])?;
        Ok(())
    }
}
