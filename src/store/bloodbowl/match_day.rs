//! The Blood Bowl match day's tables: the pre-match, its inducements, every roll, the
//! post-match with its team lines, player lines, casualties and advancements; the team
//! and player rows a post-match changes, read whole and written back whole so a reset
//! puts them as they were.

use chrono::NaiveDate;
use rusqlite::{OptionalExtension, Row, params};
use serde::{Deserialize, Serialize};

use crate::store::{FixtureId, PlayerId, StoreError, TeamId, Tx};

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

    fn delete_bb_rolls(&self, fixture: FixtureId, stage: &str) -> Result<(), StoreError> {
        self.conn().execute(
            "DELETE FROM bloodbowl_roll WHERE fixture_id = ?1 AND stage = ?2",
            params![fixture, stage],
        )?;
        Ok(())
    }

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
