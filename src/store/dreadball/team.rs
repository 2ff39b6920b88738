//! DreadBall's teams and players as stored: dice, cards, cheerleaders and coaching staff;
//! each player's kind, role, position, stat line, skills and build.

use std::collections::HashMap;

use chrono::NaiveDate;
use rusqlite::{OptionalExtension, Row, params};
use serde::Serialize;

use crate::data::dreadball::{Position, StaffKind, StatLine};
use crate::rules::dreadball::PlayerKind;
use crate::store::error::corrupt;
use crate::store::{FixtureId, LeagueId, PlayerId, StoreError, TeamId, Tx};

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayerRecord {
    pub id: PlayerId,
    pub number: u32,
    pub name: String,
    pub kind: PlayerKind,
    pub role: Option<String>,
    pub position: Position,
    #[serde(flatten)]
    pub stats: StatLine,
    pub skills: Vec<String>,
    pub cost_mc: u32,
    pub build: Option<serde_json::Value>,
    pub giant: bool,
    pub hired_on: NaiveDate,
    /// The match this player was hired for only (an MVP or a free agent); `None` for
    /// the team's own players.
    pub hired_for: Option<FixtureId>,
    /// The pre-match item (MVP hire or free-agent roll) that brought this player.
    pub match_item: Option<i64>,
}

/// A player about to be added to a team.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewPlayer {
    pub number: u32,
    pub name: String,
    pub kind: PlayerKind,
    pub role: Option<String>,
    pub position: Position,
    pub stats: StatLine,
    pub skills: Vec<String>,
    pub cost_mc: u32,
    pub build: Option<serde_json::Value>,
    pub giant: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TeamRecord {
    pub id: TeamId,
    pub league_id: LeagueId,
    pub name: String,
    pub coach: String,
    pub roster: String,
    pub dice: u32,
    pub cards: u32,
    pub cheerleaders: u32,
    pub staff: Vec<StaffKind>,
    pub treasury_mc: i64,
    pub created_on: NaiveDate,
    pub players: Vec<PlayerRecord>,
}

const TEAM_COLUMNS: &str =
    "t.id, t.league_id, t.name, t.coach, t.roster, coalesce(d.dice, 0), coalesce(d.cards, 0),
     coalesce(d.cheerleaders, 0), t.created_on,
     (SELECT coalesce(sum(amount), 0) FROM ledger l WHERE l.team_id = t.id)";

fn team_from_row(row: &Row<'_>) -> rusqlite::Result<TeamRecord> {
    Ok(TeamRecord {
        id: row.get(0)?,
        league_id: row.get(1)?,
        name: row.get(2)?,
        coach: row.get(3)?,
        roster: row.get(4)?,
        dice: row.get(5)?,
        cards: row.get(6)?,
        cheerleaders: row.get(7)?,
        created_on: row.get(8)?,
        treasury_mc: row.get(9)?,
        staff: Vec::new(),
        players: Vec::new(),
    })
}

/// A team with its DreadBall items (`t`, `d`).
const TEAM_FROM: &str = "team t LEFT JOIN dreadball_team d ON d.team_id = t.id";

pub(in crate::store) const PLAYER_COLUMNS: &str =
    "p.id, p.number, p.name, p.kind, d.role, p.position, p.cost,
     d.move, d.strength, d.speed, d.skill, d.armour, p.skills, d.build, coalesce(d.giant, 0),
     p.hired_on, p.team_id, p.hired_for, p.match_item";

/// A player with its DreadBall profile (`p`, `d`).
pub(in crate::store) const PLAYER_FROM: &str =
    "player p LEFT JOIN dreadball_player d ON d.player_id = p.id";

pub(in crate::store) fn player_from_row(row: &Row<'_>) -> rusqlite::Result<(TeamId, PlayerRecord)> {
    let kind: String = row.get(3)?;
    let position: String = row.get(5)?;
    let skills: String = row.get(12)?;
    let build: Option<String> = row.get(13)?;
    let player = PlayerRecord {
        id: row.get(0)?,
        number: row.get(1)?,
        name: row.get(2)?,
        kind: PlayerKind::parse(&kind)
            .ok_or_else(|| corrupt(3, format!("unknown player kind `{kind}`")))?,
        role: row.get(4)?,
        position: Position::parse(&position)
            .ok_or_else(|| corrupt(5, format!("unknown position `{position}`")))?,
        cost_mc: row.get(6)?,
        stats: StatLine {
            movement: row.get(7)?,
            strength: row.get(8)?,
            speed: row.get(9)?,
            skill: row.get(10)?,
            armour: row.get(11)?,
        },
        skills: serde_json::from_str(&skills)
            .map_err(|error| corrupt(12, format!("player skills are not a JSON list: {error}")))?,
        build: build
            .map(|text| serde_json::from_str(&text))
            .transpose()
            .map_err(|error| corrupt(13, format!("player build is not JSON: {error}")))?,
        giant: row.get(14)?,
        hired_on: row.get(15)?,
        hired_for: row.get(17)?,
        match_item: row.get(18)?,
    };
    Ok((row.get(16)?, player))
}

fn staff_from_row(row: &Row<'_>) -> rusqlite::Result<(TeamId, StaffKind)> {
    let kind: String = row.get(1)?;
    let kind = StaffKind::parse(&kind)
        .ok_or_else(|| corrupt(1, format!("unknown staff kind `{kind}`")))?;
    Ok((row.get(0)?, kind))
}

impl Tx<'_> {
    pub fn set_team_items(
        &self,
        team: TeamId,
        dice: u32,
        cards: u32,
        cheerleaders: u32,
    ) -> Result<(), StoreError> {
        self.conn().execute(
            "INSERT INTO dreadball_team (team_id, dice, cards, cheerleaders) VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT (team_id) DO UPDATE
             SET dice = excluded.dice, cards = excluded.cards, cheerleaders = excluded.cheerleaders",
            params![team, dice, cards, cheerleaders],
        )?;
        Ok(())
    }

    pub fn insert_staff(
        &self,
        team: TeamId,
        kind: StaffKind,
        on: NaiveDate,
    ) -> Result<(), StoreError> {
        self.conn().execute(
            "INSERT INTO team_staff (team_id, kind, hired_on) VALUES (?1, ?2, ?3)",
            params![team, kind.id(), on],
        )?;
        Ok(())
    }

    pub fn insert_player(
        &self,
        team: TeamId,
        player: &NewPlayer,
        on: NaiveDate,
    ) -> Result<PlayerId, StoreError> {
        let skills = serde_json::to_string(&player.skills)
            .map_err(|error| StoreError::Corrupt(error.to_string()))?;
        let build = player
            .build
            .as_ref()
            .map(serde_json::to_string)
            .transpose()
            .map_err(|error| StoreError::Corrupt(error.to_string()))?;
        let stats = player.stats;
        self.conn()
            .prepare_cached(
                "INSERT INTO player (team_id, number, name, kind, position, cost, skills, hired_on)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
            )?
            .execute(params![
                team,
                player.number,
                player.name,
                player.kind.id(),
                player.position.id(),
                player.cost_mc,
                skills,
                on
            ])?;
        let id = PlayerId(self.conn().last_insert_rowid());
        self.conn()
            .prepare_cached(
                "INSERT INTO dreadball_player (player_id, role, move, strength, speed, skill,
                     armour, build, giant)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
            )?
            .execute(params![
                id,
                player.role,
                stats.movement,
                stats.strength,
                stats.speed,
                stats.skill,
                stats.armour,
                build,
                player.giant
            ])?;
        Ok(id)
    }

    /// One team with its staff and current players.
    pub fn team(&self, id: TeamId) -> Result<Option<TeamRecord>, StoreError> {
        let sql = format!("SELECT {TEAM_COLUMNS} FROM {TEAM_FROM} WHERE t.id = ?1");
        let Some(team) = self
            .conn()
            .prepare_cached(&sql)?
            .query_row([id], team_from_row)
            .optional()?
        else {
            return Ok(None);
        };
        let mut teams = vec![team];
        self.fill_teams(&mut teams, "t.id = ?1", id.0)?;
        Ok(teams.pop())
    }

    /// Every team of a league with staff and players, in a handful of queries.
    pub fn teams(&self, league: LeagueId) -> Result<Vec<TeamRecord>, StoreError> {
        let sql =
            format!("SELECT {TEAM_COLUMNS} FROM {TEAM_FROM} WHERE t.league_id = ?1 ORDER BY t.id");
        let mut statement = self.conn().prepare_cached(&sql)?;
        let mut teams: Vec<TeamRecord> = statement
            .query_map([league], team_from_row)?
            .collect::<rusqlite::Result<_>>()?;
        self.fill_teams(&mut teams, "t.league_id = ?1", league.0)?;
        Ok(teams)
    }

    fn fill_teams(
        &self,
        teams: &mut [TeamRecord],
        filter: &str,
        key: i64,
    ) -> Result<(), StoreError> {
        let index: HashMap<TeamId, usize> =
            teams.iter().enumerate().map(|(i, t)| (t.id, i)).collect();
        let staff_sql = format!(
            "SELECT s.team_id, s.kind FROM team_staff s JOIN team t ON t.id = s.team_id WHERE {filter}
             ORDER BY CASE s.kind WHEN 'offensive' THEN 1 WHEN 'defensive' THEN 2 ELSE 3 END"
        );
        for row in self
            .conn()
            .prepare_cached(&staff_sql)?
            .query_map([key], staff_from_row)?
        {
            let (team, kind) = row?;
            if let Some(&i) = index.get(&team) {
                teams[i].staff.push(kind);
            }
        }
        let player_sql = format!(
            "SELECT {PLAYER_COLUMNS} FROM {PLAYER_FROM} JOIN team t ON t.id = p.team_id
             WHERE {filter} AND p.released_on IS NULL ORDER BY p.number, p.id"
        );
        for row in self
            .conn()
            .prepare_cached(&player_sql)?
            .query_map([key], player_from_row)?
        {
            let (team, player) = row?;
            if let Some(&i) = index.get(&team) {
                teams[i].players.push(player);
            }
        }
        Ok(())
    }

    pub fn remove_staff(&self, team: TeamId, kind: StaffKind) -> Result<(), StoreError> {
        self.conn().execute(
            "DELETE FROM team_staff WHERE team_id = ?1 AND kind = ?2",
            params![team, kind.id()],
        )?;
        Ok(())
    }
}
