//! The Blood Bowl team and player rows a post-match changes, read whole and written
//! back whole, and kept as JSON text so a reset puts them as they were; the journeymen
//! and ledger rows a match day adds.

use chrono::NaiveDate;
use rusqlite::{OptionalExtension, params};
use serde::{Deserialize, Serialize};

use crate::store::{FixtureId, PlayerId, StoreError, TeamId, Tx};

/// A Blood Bowl team's own row, whole.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TeamRow {
    pub team_id: TeamId,
    pub rerolls: u32,
    pub dedicated_fans: u32,
    pub assistants: u32,
    pub cheerleaders: u32,
    pub apothecary: bool,
    pub stadium: Option<String>,
    pub stadium_owned: bool,
    pub stadium_fund_gp: u32,
    pub sponsorship: Option<String>,
}

/// Whether `text` reads as a kept team row (an imported document's, checked before it
/// is written).
pub fn kept_team_reads(text: &str) -> bool {
    serde_json::from_str::<TeamRow>(text).is_ok()
}

/// Whether `text` reads as a kept player row.
pub fn kept_player_reads(text: &str) -> bool {
    serde_json::from_str::<PlayerRow>(text).is_ok()
}

/// A Blood Bowl player's rows (shared and own), whole but for who they are.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerRow {
    pub id: PlayerId,
    pub cost: u32,
    pub skills: String,
    pub released_on: Option<NaiveDate>,
    pub hired_for: Option<FixtureId>,
    pub ma: u8,
    pub st: u8,
    pub ag: u8,
    pub pa: Option<u8>,
    pub av: u8,
    pub spp: u32,
    pub advancements: String,
    pub lasting_injuries: String,
    pub miss_next_game: bool,
    pub journeyman: bool,
}

impl Tx<'_> {
    /// Keeps a team's and its players' rows as they are, for a reset of `fixture`'s
    /// post-match (which must be recorded first).
    pub fn keep_bb_rows(
        &self,
        fixture: FixtureId,
        team: &TeamRow,
        players: &[PlayerRow],
    ) -> Result<(), StoreError> {
        let text = |value: &dyn erased::Json| value.json();
        self.conn()
            .prepare_cached(
                "INSERT INTO bloodbowl_kept_team (fixture_id, team_id, kept) VALUES (?1, ?2, ?3)",
            )?
            .execute(params![fixture, team.team_id, text(team)?])?;
        for player in players {
            self.conn()
                .prepare_cached(
                    "INSERT INTO bloodbowl_kept_player (fixture_id, player_id, kept) VALUES (?1, ?2, ?3)",
                )?
                .execute(params![fixture, player.id, text(player)?])?;
        }
        Ok(())
    }

    /// The rows a post-match kept: each team's and player's values as they were, under
    /// the ids of this file (a kept row's own ids are not read: a league imported from
    /// another file has new ones). A player kept with a match hire was hired for this one.
    pub fn bb_kept_rows(
        &self,
        fixture: FixtureId,
    ) -> Result<(Vec<TeamRow>, Vec<PlayerRow>), StoreError> {
        let corrupt = |e: serde_json::Error| {
            StoreError::Corrupt(format!("a post-match's kept rows are damaged: {e}"))
        };
        let mut teams = Vec::new();
        let mut statement = self.conn().prepare_cached(
            "SELECT team_id, kept FROM bloodbowl_kept_team WHERE fixture_id = ?1 ORDER BY rowid",
        )?;
        let rows = statement.query_map([fixture], |row| {
            Ok((row.get::<_, TeamId>(0)?, row.get::<_, String>(1)?))
        })?;
        for row in rows {
            let (team_id, kept) = row?;
            let mut team: TeamRow = serde_json::from_str(&kept).map_err(corrupt)?;
            team.team_id = team_id;
            teams.push(team);
        }
        let mut players = Vec::new();
        let mut statement = self.conn().prepare_cached(
            "SELECT player_id, kept FROM bloodbowl_kept_player WHERE fixture_id = ?1 ORDER BY rowid",
        )?;
        let rows = statement.query_map([fixture], |row| {
            Ok((row.get::<_, PlayerId>(0)?, row.get::<_, String>(1)?))
        })?;
        for row in rows {
            let (id, kept) = row?;
            let mut player: PlayerRow = serde_json::from_str(&kept).map_err(corrupt)?;
            player.id = id;
            player.hired_for = player.hired_for.map(|_| fixture);
            players.push(player);
        }
        Ok((teams, players))
    }

    /// A Blood Bowl team's own row, whole.
    pub fn bb_team_row(&self, team: TeamId) -> Result<Option<TeamRow>, StoreError> {
        Ok(self
            .conn()
            .prepare_cached(
                "SELECT team_id, rerolls, dedicated_fans, assistants, cheerleaders, apothecary,
                        stadium, stadium_owned, stadium_fund_gp, sponsorship
                 FROM bloodbowl_team WHERE team_id = ?1",
            )?
            .query_row([team], |row| {
                Ok(TeamRow {
                    team_id: row.get(0)?,
                    rerolls: row.get(1)?,
                    dedicated_fans: row.get(2)?,
                    assistants: row.get(3)?,
                    cheerleaders: row.get(4)?,
                    apothecary: row.get(5)?,
                    stadium: row.get(6)?,
                    stadium_owned: row.get(7)?,
                    stadium_fund_gp: row.get(8)?,
                    sponsorship: row.get(9)?,
                })
            })
            .optional()?)
    }

    /// Writes a Blood Bowl team's own row back whole.
    pub fn set_bb_team_row(&self, row: &TeamRow) -> Result<(), StoreError> {
        self.conn().execute(
            "UPDATE bloodbowl_team SET rerolls = ?2, dedicated_fans = ?3, assistants = ?4,
                 cheerleaders = ?5, apothecary = ?6, stadium = ?7, stadium_owned = ?8,
                 stadium_fund_gp = ?9, sponsorship = ?10
             WHERE team_id = ?1",
            params![
                row.team_id,
                row.rerolls,
                row.dedicated_fans,
                row.assistants,
                row.cheerleaders,
                row.apothecary,
                row.stadium,
                row.stadium_owned,
                row.stadium_fund_gp,
                row.sponsorship
            ],
        )?;
        Ok(())
    }

    /// Every row of a team's current players (and the journeymen hired for `fixture`).
    pub fn bb_player_rows(
        &self,
        team: TeamId,
        fixture: FixtureId,
    ) -> Result<Vec<PlayerRow>, StoreError> {
        let mut statement = self.conn().prepare_cached(
            "SELECT p.id, p.cost, p.skills, p.released_on, p.hired_for, b.ma, b.st, b.ag, b.pa,
                    b.av, b.spp, b.advancements, b.lasting_injuries, b.miss_next_game,
                    b.journeyman
             FROM player p JOIN bloodbowl_player b ON b.player_id = p.id
             WHERE p.team_id = ?1 AND p.released_on IS NULL
               AND (p.hired_for IS NULL OR p.hired_for = ?2)
             ORDER BY p.number, p.id",
        )?;
        let rows = statement.query_map(params![team, fixture], |row| {
            Ok(PlayerRow {
                id: row.get(0)?,
                cost: row.get(1)?,
                skills: row.get(2)?,
                released_on: row.get(3)?,
                hired_for: row.get(4)?,
                ma: row.get(5)?,
                st: row.get(6)?,
                ag: row.get(7)?,
                pa: row.get(8)?,
                av: row.get(9)?,
                spp: row.get(10)?,
                advancements: row.get(11)?,
                lasting_injuries: row.get(12)?,
                miss_next_game: row.get(13)?,
                journeyman: row.get(14)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Writes a player's rows back whole.
    pub fn set_bb_player_row(&self, row: &PlayerRow) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached(
                "UPDATE player SET cost = ?2, skills = ?3, released_on = ?4, hired_for = ?5
                 WHERE id = ?1",
            )?
            .execute(params![
                row.id,
                row.cost,
                row.skills,
                row.released_on,
                row.hired_for
            ])?;
        self.conn()
            .prepare_cached(
                "UPDATE bloodbowl_player SET ma = ?2, st = ?3, ag = ?4, pa = ?5, av = ?6, spp = ?7,
                     advancements = ?8, lasting_injuries = ?9, miss_next_game = ?10, journeyman = ?11
                 WHERE player_id = ?1",
            )?
            .execute(params![
                row.id,
                row.ma,
                row.st,
                row.ag,
                row.pa,
                row.av,
                row.spp,
                row.advancements,
                row.lasting_injuries,
                row.miss_next_game,
                row.journeyman
            ])?;
        Ok(())
    }

    /// Marks a player just added as a journeyman hired for `fixture` only.
    pub fn make_journeyman(&self, player: PlayerId, fixture: FixtureId) -> Result<(), StoreError> {
        self.conn().execute(
            "UPDATE player SET kind = 'journeyman', hired_for = ?2 WHERE id = ?1",
            params![player, fixture],
        )?;
        self.conn().execute(
            "UPDATE bloodbowl_player SET journeyman = 1 WHERE player_id = ?1",
            [player],
        )?;
        Ok(())
    }

    /// Removes the journeymen a match's pre-match hired (never signed).
    pub fn delete_journeymen(&self, fixture: FixtureId) -> Result<(), StoreError> {
        self.conn().execute(
            "DELETE FROM ledger WHERE player_id IN
                 (SELECT id FROM player WHERE hired_for = ?1 AND kind = 'journeyman')",
            [fixture],
        )?;
        self.conn().execute(
            "DELETE FROM player WHERE hired_for = ?1 AND kind = 'journeyman'",
            [fixture],
        )?;
        Ok(())
    }

    /// Removes a match's ledger rows of these kinds.
    pub fn delete_bb_ledger(&self, fixture: FixtureId, kinds: &[&str]) -> Result<(), StoreError> {
        for kind in kinds {
            self.conn().execute(
                "DELETE FROM ledger WHERE fixture_id = ?1 AND kind = ?2",
                params![fixture, kind],
            )?;
        }
        Ok(())
    }
}

/// Rows written as JSON text.
mod erased {
    use super::StoreError;

    pub trait Json {
        fn json(&self) -> Result<String, StoreError>;
    }

    impl<T: serde::Serialize> Json for T {
        fn json(&self) -> Result<String, StoreError> {
            serde_json::to_string(self).map_err(|e| StoreError::Corrupt(e.to_string()))
        }
    }
}
