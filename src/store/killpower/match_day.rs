//! Killpower Ball's match tables: before the match (powers, points to score, who plays
//! and their RAP), the result's ending, ranking points and free throws, and the
//! post-match (death risks, the gladiators it changed as they were, those it brought in).

use chrono::NaiveDate;
use rusqlite::{OptionalExtension, params};
use serde::Serialize;

use super::{armour_of, raises_and_magic, raises_text};
use crate::rules::Side;
use crate::rules::killpower::{Ending, Gladiator, Magic, Outcome, RankingChange, Stats};
use crate::store::{FixtureId, PlayerId, StoreError, TeamId, Tx};

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

/// A death risk as stored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DeathRiskRow {
    pub player_id: PlayerId,
    pub life: i32,
    /// The location die; None when the blow aimed at the location (no die rolled).
    pub face: Option<u8>,
    pub location: String,
    pub outcome: Outcome,
}

/// A gladiator as a post-match found him, to be put back by the reset.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct KeptGladiator {
    pub player_id: PlayerId,
    pub gladiator: Gladiator,
    /// Whether he had left the roster already (never, for a gladiator who played).
    pub released: bool,
}

fn side_text(side: Side) -> &'static str {
    side.key()
}

fn side_of(text: &str, index: usize) -> rusqlite::Result<Side> {
    Side::parse(text).ok_or_else(|| {
        rusqlite::Error::FromSqlConversionFailure(
            index,
            rusqlite::types::Type::Text,
            Box::new(StoreError::Corrupt(format!("side `{text}`"))),
        )
    })
}

fn outcome_of(text: &str, index: usize) -> rusqlite::Result<Outcome> {
    serde_json::from_value(serde_json::Value::String(text.to_string())).map_err(|_| {
        rusqlite::Error::FromSqlConversionFailure(
            index,
            rusqlite::types::Type::Text,
            Box::new(StoreError::Corrupt(format!("outcome `{text}`"))),
        )
    })
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

    pub fn insert_kpb_postmatch(
        &self,
        fixture: FixtureId,
        done_on: NaiveDate,
        seed: u64,
    ) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached(
                "INSERT INTO killpower_postmatch (fixture_id, done_on, seed) VALUES (?1, ?2, ?3)",
            )?
            .execute(params![fixture, done_on, seed as i64])?;
        Ok(())
    }

    /// When the post-match of a match was done, and its seed.
    pub fn kpb_postmatch(
        &self,
        fixture: FixtureId,
    ) -> Result<Option<(NaiveDate, u64)>, StoreError> {
        Ok(self
            .conn()
            .prepare_cached("SELECT done_on, seed FROM killpower_postmatch WHERE fixture_id = ?1")?
            .query_row([fixture], |row| {
                let seed: i64 = row.get(1)?;
                Ok((row.get(0)?, seed as u64))
            })
            .optional()?)
    }

    pub fn delete_kpb_postmatch(&self, fixture: FixtureId) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached("DELETE FROM killpower_postmatch WHERE fixture_id = ?1")?
            .execute([fixture])?;
        Ok(())
    }

    pub fn insert_kpb_death_risk(
        &self,
        fixture: FixtureId,
        row: &DeathRiskRow,
    ) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached(
                "INSERT INTO killpower_death_risk (fixture_id, player_id, life, face, location, outcome)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            )?
            .execute(params![fixture, row.player_id, row.life, row.face, row.location, row.outcome.id()])?;
        Ok(())
    }

    pub fn kpb_death_risks(&self, fixture: FixtureId) -> Result<Vec<DeathRiskRow>, StoreError> {
        let mut statement = self.conn().prepare_cached(
            "SELECT player_id, life, face, location, outcome FROM killpower_death_risk
             WHERE fixture_id = ?1 ORDER BY rowid",
        )?;
        let rows = statement.query_map([fixture], |row| {
            let outcome: String = row.get(4)?;
            Ok(DeathRiskRow {
                player_id: row.get(0)?,
                life: row.get(1)?,
                face: row.get(2)?,
                location: row.get(3)?,
                outcome: outcome_of(&outcome, 4)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Keeps a gladiator as he is before the post-match changes him.
    pub fn keep_gladiator(
        &self,
        fixture: FixtureId,
        kept: &KeptGladiator,
    ) -> Result<(), StoreError> {
        let g = &kept.gladiator;
        let s = g.stats;
        self.conn()
            .prepare_cached(
                "INSERT INTO killpower_kept_gladiator (fixture_id, player_id, specialization, dep,
                     phy, hab, pou, bal, vie, experience, raises, magic, armour, released)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)",
            )?
            .execute(params![
                fixture,
                kept.player_id,
                g.specialization,
                s.dep,
                s.phy,
                s.hab,
                s.pou,
                s.bal,
                s.vie,
                g.experience,
                raises_text(g)?,
                g.magic.kind(),
                armour_of(g),
                kept.released
            ])?;
        for (slot, card) in g.cards().iter().enumerate() {
            self.conn()
                .prepare_cached(
                    "INSERT INTO killpower_kept_card (fixture_id, player_id, slot, card_id)
                     VALUES (?1, ?2, ?3, ?4)",
                )?
                .execute(params![fixture, kept.player_id, slot as i64 + 1, card])?;
        }
        Ok(())
    }

    /// The gladiators a post-match kept, with the name and race they have now (neither
    /// changes in a post-match).
    pub fn kept_gladiators(&self, fixture: FixtureId) -> Result<Vec<KeptGladiator>, StoreError> {
        let mut statement = self.conn().prepare_cached(
            "SELECT k.player_id, p.name, g.race, k.specialization, k.dep, k.phy, k.hab, k.pou,
                    k.bal, k.vie, k.experience, k.raises, k.magic, k.armour, k.released
             FROM killpower_kept_gladiator k JOIN player p ON p.id = k.player_id
             JOIN killpower_gladiator g ON g.player_id = k.player_id
             WHERE k.fixture_id = ?1 ORDER BY k.player_id",
        )?;
        let mut kept: Vec<KeptGladiator> = statement
            .query_map([fixture], |row| {
                let (raises, magic) = raises_and_magic(row, 11)?;
                Ok(KeptGladiator {
                    player_id: row.get(0)?,
                    released: row.get(14)?,
                    gladiator: Gladiator {
                        name: row.get(1)?,
                        race: row.get(2)?,
                        specialization: row.get(3)?,
                        stats: Stats {
                            dep: row.get(4)?,
                            phy: row.get(5)?,
                            hab: row.get(6)?,
                            pou: row.get(7)?,
                            bal: row.get(8)?,
                            vie: row.get(9)?,
                        },
                        experience: row.get(10)?,
                        raises,
                        magic,
                    },
                })
            })?
            .collect::<rusqlite::Result<_>>()?;
        let mut cards = self.conn().prepare_cached(
            "SELECT player_id, card_id FROM killpower_kept_card WHERE fixture_id = ?1
             ORDER BY player_id, slot",
        )?;
        let held: Vec<(PlayerId, i64)> = cards
            .query_map([fixture], |row| Ok((row.get(0)?, row.get(1)?)))?
            .collect::<rusqlite::Result<_>>()?;
        for one in &mut kept {
            if let Magic::Cards { cards } = &mut one.gladiator.magic {
                *cards = held
                    .iter()
                    .filter(|(p, _)| *p == one.player_id)
                    .map(|(_, c)| *c)
                    .collect();
            }
        }
        Ok(kept)
    }

    pub fn insert_kpb_joined(
        &self,
        fixture: FixtureId,
        player: PlayerId,
        replaces: PlayerId,
    ) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached("INSERT INTO killpower_joined (fixture_id, player_id, replaces) VALUES (?1, ?2, ?3)")?
            .execute(params![fixture, player, replaces])?;
        Ok(())
    }

    /// The gladiators a post-match brought in, with whom each replaced.
    pub fn kpb_joined(&self, fixture: FixtureId) -> Result<Vec<(PlayerId, PlayerId)>, StoreError> {
        let mut statement = self.conn().prepare_cached(
            "SELECT player_id, replaces FROM killpower_joined WHERE fixture_id = ?1 ORDER BY player_id",
        )?;
        let rows = statement.query_map([fixture], |row| Ok((row.get(0)?, row.get(1)?)))?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Removes a gladiator a post-match brought in (the reset): his cards, rows and the
    /// shared player.
    pub fn delete_gladiator(&self, player: PlayerId) -> Result<(), StoreError> {
        for sql in [
            "DELETE FROM killpower_gladiator_card WHERE player_id = ?1",
            "DELETE FROM killpower_gladiator WHERE player_id = ?1",
            "DELETE FROM player WHERE id = ?1",
        ] {
            self.conn().prepare_cached(sql)?.execute([player])?;
        }
        Ok(())
    }
}
