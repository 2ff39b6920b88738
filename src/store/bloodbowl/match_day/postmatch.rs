//! The Blood Bowl post-match's tables: the post-match, its team lines, player lines,
//! casualties and advancements.

use chrono::NaiveDate;
use rusqlite::{OptionalExtension, params};
use serde::Serialize;

use crate::store::{FixtureId, PlayerId, StoreError, TeamId, Tx};

/// A team's line of a stored post-match.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PostTeamRow {
    pub team_id: TeamId,
    pub winnings_gp: u64,
    pub dedicated_fans_before: u32,
    pub dedicated_fans_after: u32,
    pub sponsorship_total: Option<i64>,
    pub sponsorship: Option<String>,
    pub residency: Option<String>,
    pub stadium_gp: i64,
    pub costly_error: String,
    pub costly_loss_gp: u64,
    pub mvp: Option<PlayerId>,
    pub team_value_gp: u64,
    pub current_team_value_gp: u64,
    /// The fan-factor change during the match; None for a post-match recorded before
    /// schema 11.
    pub fan_factor_change: Option<i32>,
}

/// A player's line of a stored post-match.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct PlayerMatchRow {
    pub player_id: PlayerId,
    pub touchdowns: u32,
    pub casualties: u32,
    pub completions: u32,
    pub interceptions: u32,
    pub deflections: u32,
    pub mvp: bool,
    pub spp: u32,
    #[serde(flatten)]
    pub prayers: PrayerCounts,
}

/// What a player did in the first drive that a prayer to Nuffle pays for, and the SPP
/// the prayers added to the line's `spp`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct PrayerCounts {
    pub drive_casualties: u32,
    pub crowd_casualties: u32,
    pub foul_casualties: u32,
    pub prayer_spp: u32,
}

/// A stored casualty.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CasualtyRow {
    pub player_id: PlayerId,
    pub casualty: String,
    pub lasting: Option<String>,
    pub apothecary: bool,
    pub first_casualty: Option<String>,
}

/// A stored advancement.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AdvancementRow {
    pub player_id: PlayerId,
    pub level: u8,
    pub kind: String,
    pub gained: String,
    pub spp: u32,
    pub value_gp: u32,
}

impl Tx<'_> {
    pub fn insert_bb_postmatch(
        &self,
        fixture: FixtureId,
        (on, seed): (NaiveDate, u64),
    ) -> Result<(), StoreError> {
        self.conn().execute(
            "INSERT INTO bloodbowl_postmatch (fixture_id, done_on, seed) VALUES (?1, ?2, ?3)",
            params![fixture, on, seed as i64],
        )?;
        Ok(())
    }

    /// The date and seed of a match's post-match, if done.
    pub fn bb_postmatch(&self, fixture: FixtureId) -> Result<Option<(NaiveDate, u64)>, StoreError> {
        Ok(self
            .conn()
            .prepare_cached("SELECT done_on, seed FROM bloodbowl_postmatch WHERE fixture_id = ?1")?
            .query_row([fixture], |row| {
                Ok((row.get(0)?, row.get::<_, i64>(1)? as u64))
            })
            .optional()?)
    }

    /// Removes a match's post-match with its lines and rolls.
    pub fn delete_bb_postmatch(&self, fixture: FixtureId) -> Result<(), StoreError> {
        self.conn().execute(
            "DELETE FROM bloodbowl_postmatch WHERE fixture_id = ?1",
            [fixture],
        )?;
        self.delete_bb_rolls(fixture, "postmatch")
    }

    pub fn insert_bb_postmatch_team(
        &self,
        fixture: FixtureId,
        t: &PostTeamRow,
    ) -> Result<(), StoreError> {
        self.conn().execute(
            "INSERT INTO bloodbowl_postmatch_team (fixture_id, team_id, winnings_gp,
                 dedicated_fans_before, dedicated_fans_after, sponsorship_total, sponsorship,
                 residency, stadium_gp, costly_error, costly_loss_gp, mvp, team_value_gp,
                 current_team_value_gp, fan_factor_change)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15)",
            params![
                fixture,
                t.team_id,
                t.winnings_gp as i64,
                t.dedicated_fans_before,
                t.dedicated_fans_after,
                t.sponsorship_total,
                t.sponsorship,
                t.residency,
                t.stadium_gp,
                t.costly_error,
                t.costly_loss_gp as i64,
                t.mvp,
                t.team_value_gp as i64,
                t.current_team_value_gp as i64,
                t.fan_factor_change
            ],
        )?;
        Ok(())
    }

    pub fn bb_postmatch_teams(&self, fixture: FixtureId) -> Result<Vec<PostTeamRow>, StoreError> {
        let mut statement = self.conn().prepare_cached(
            "SELECT team_id, winnings_gp, dedicated_fans_before, dedicated_fans_after,
                    sponsorship_total, sponsorship, residency, stadium_gp, costly_error,
                    costly_loss_gp, mvp, team_value_gp, current_team_value_gp, fan_factor_change
             FROM bloodbowl_postmatch_team WHERE fixture_id = ?1 ORDER BY rowid",
        )?;
        let rows = statement.query_map([fixture], |row| {
            Ok(PostTeamRow {
                team_id: row.get(0)?,
                winnings_gp: row.get::<_, i64>(1)?.max(0) as u64,
                dedicated_fans_before: row.get(2)?,
                dedicated_fans_after: row.get(3)?,
                sponsorship_total: row.get(4)?,
                sponsorship: row.get(5)?,
                residency: row.get(6)?,
                stadium_gp: row.get(7)?,
                costly_error: row.get(8)?,
                costly_loss_gp: row.get::<_, i64>(9)?.max(0) as u64,
                mvp: row.get(10)?,
                team_value_gp: row.get::<_, i64>(11)?.max(0) as u64,
                current_team_value_gp: row.get::<_, i64>(12)?.max(0) as u64,
                fan_factor_change: row.get(13)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    pub fn insert_bb_player_match(
        &self,
        fixture: FixtureId,
        p: &PlayerMatchRow,
    ) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached(
                "INSERT INTO bloodbowl_player_match (fixture_id, player_id, touchdowns, casualties,
                     completions, interceptions, deflections, mvp, spp, drive_casualties,
                     crowd_casualties, foul_casualties, prayer_spp)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)",
            )?
            .execute(params![
                fixture,
                p.player_id,
                p.touchdowns,
                p.casualties,
                p.completions,
                p.interceptions,
                p.deflections,
                p.mvp,
                p.spp,
                p.prayers.drive_casualties,
                p.prayers.crowd_casualties,
                p.prayers.foul_casualties,
                p.prayers.prayer_spp
            ])?;
        Ok(())
    }

    pub fn bb_player_matches(&self, fixture: FixtureId) -> Result<Vec<PlayerMatchRow>, StoreError> {
        let mut statement = self.conn().prepare_cached(
            "SELECT player_id, touchdowns, casualties, completions, interceptions, deflections,
                    mvp, spp, drive_casualties, crowd_casualties, foul_casualties, prayer_spp
             FROM bloodbowl_player_match WHERE fixture_id = ?1 ORDER BY rowid",
        )?;
        let rows = statement.query_map([fixture], |row| {
            Ok(PlayerMatchRow {
                player_id: row.get(0)?,
                touchdowns: row.get(1)?,
                casualties: row.get(2)?,
                completions: row.get(3)?,
                interceptions: row.get(4)?,
                deflections: row.get(5)?,
                mvp: row.get(6)?,
                spp: row.get(7)?,
                prayers: PrayerCounts {
                    drive_casualties: row.get(8)?,
                    crowd_casualties: row.get(9)?,
                    foul_casualties: row.get(10)?,
                    prayer_spp: row.get(11)?,
                },
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    pub fn insert_bb_casualty(
        &self,
        fixture: FixtureId,
        c: &CasualtyRow,
    ) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached(
                "INSERT INTO bloodbowl_casualty (fixture_id, player_id, casualty, lasting, apothecary,
                     first_casualty)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            )?
            .execute(params![
                fixture,
                c.player_id,
                c.casualty,
                c.lasting,
                c.apothecary,
                c.first_casualty
            ])?;
        Ok(())
    }

    pub fn bb_casualties(&self, fixture: FixtureId) -> Result<Vec<CasualtyRow>, StoreError> {
        let mut statement = self.conn().prepare_cached(
            "SELECT player_id, casualty, lasting, apothecary, first_casualty
             FROM bloodbowl_casualty WHERE fixture_id = ?1 ORDER BY id",
        )?;
        let rows = statement.query_map([fixture], |row| {
            Ok(CasualtyRow {
                player_id: row.get(0)?,
                casualty: row.get(1)?,
                lasting: row.get(2)?,
                apothecary: row.get(3)?,
                first_casualty: row.get(4)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    pub fn insert_bb_advancement(
        &self,
        fixture: FixtureId,
        a: &AdvancementRow,
    ) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached(
                "INSERT INTO bloodbowl_advancement (fixture_id, player_id, level, kind, gained, spp, value_gp)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            )?
            .execute(params![fixture, a.player_id, a.level, a.kind, a.gained, a.spp, a.value_gp])?;
        Ok(())
    }

    pub fn bb_advancements(&self, fixture: FixtureId) -> Result<Vec<AdvancementRow>, StoreError> {
        let mut statement = self.conn().prepare_cached(
            "SELECT player_id, level, kind, gained, spp, value_gp FROM bloodbowl_advancement
             WHERE fixture_id = ?1 ORDER BY id",
        )?;
        let rows = statement.query_map([fixture], |row| {
            Ok(AdvancementRow {
                player_id: row.get(0)?,
                level: row.get(1)?,
                kind: row.get(2)?,
                gained: row.get(3)?,
                spp: row.get(4)?,
                value_gp: row.get(5)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }
}
