//! Killpower Ball's post-match tables: death risks, the gladiators it changed as they
//! were (for a reset), and those it brought in.

use chrono::NaiveDate;
use rusqlite::{OptionalExtension, params};
use serde::Serialize;

use super::outcome_of;
use crate::rules::killpower::{Gladiator, Magic, Outcome, Stats};
use crate::store::killpower::gladiator::{armour_of, raises_and_magic, raises_text};
use crate::store::{FixtureId, PlayerId, StoreError, Tx};

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

impl Tx<'_> {
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
