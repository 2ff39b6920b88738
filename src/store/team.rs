//! What every game's team has: its header (league, name, coach, roster, treasury), its
//! players' names and numbers, and its ledger. Each game keeps the rest in its own file.

use chrono::NaiveDate;
use rusqlite::{OptionalExtension, Row, params};
use serde::Serialize;

use super::{LeagueId, LedgerId, PlayerId, StoreError, TeamId, Tx};

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LedgerEntry {
    pub id: LedgerId,
    pub on_date: NaiveDate,
    pub amount_mc: i64,
    pub kind: String,
    pub reason: String,
    pub player_id: Option<PlayerId>,
}

/// Reads a ledger row selected as `id, on_date, amount_mc, kind, reason, player_id`.
pub(super) fn ledger_from_row(row: &Row<'_>) -> rusqlite::Result<LedgerEntry> {
    Ok(LedgerEntry {
        id: row.get(0)?,
        on_date: row.get(1)?,
        amount_mc: row.get(2)?,
        kind: row.get(3)?,
        reason: row.get(4)?,
        player_id: row.get(5)?,
    })
}

impl Tx<'_> {
    pub fn insert_team(
        &self,
        league: LeagueId,
        name: &str,
        coach: &str,
        roster: &str,
        created_on: NaiveDate,
    ) -> Result<TeamId, StoreError> {
        self.conn().execute(
            "INSERT INTO team (league_id, name, coach, roster, created_on) VALUES (?1, ?2, ?3, ?4, ?5)",
            params![league, name, coach, roster, created_on],
        )?;
        Ok(TeamId(self.conn().last_insert_rowid()))
    }

    /// Whether `league` already has a team called `name` (ignoring ASCII case: the column is NOCASE).
    pub fn team_name_taken(&self, league: LeagueId, name: &str) -> Result<bool, StoreError> {
        Ok(self.conn().query_row(
            "SELECT EXISTS (SELECT 1 FROM team WHERE league_id = ?1 AND name = ?2)",
            params![league, name],
            |row| row.get(0),
        )?)
    }

    pub fn rename_team(&self, team: TeamId, name: &str) -> Result<(), StoreError> {
        self.conn().execute(
            "UPDATE team SET name = ?2 WHERE id = ?1",
            params![team, name],
        )?;
        Ok(())
    }

    pub fn release_player(&self, player: PlayerId, on: NaiveDate) -> Result<(), StoreError> {
        self.conn().execute(
            "UPDATE player SET released_on = ?2 WHERE id = ?1 AND released_on IS NULL",
            params![player, on],
        )?;
        Ok(())
    }

    pub fn rename_player(&self, player: PlayerId, name: &str) -> Result<(), StoreError> {
        self.conn().execute(
            "UPDATE player SET name = ?2 WHERE id = ?1",
            params![player, name],
        )?;
        Ok(())
    }

    pub fn renumber_player(&self, player: PlayerId, number: u32) -> Result<(), StoreError> {
        self.conn().execute(
            "UPDATE player SET number = ?2 WHERE id = ?1",
            params![player, number],
        )?;
        Ok(())
    }

    /// Adds a ledger row; the treasury is the sum of these rows.
    pub fn add_ledger(
        &self,
        team: TeamId,
        on: NaiveDate,
        amount_mc: i64,
        kind: &str,
        reason: &str,
        player: Option<PlayerId>,
    ) -> Result<LedgerId, StoreError> {
        debug_assert!(
            super::ledger::LEDGER_KINDS.contains(&kind),
            "ledger kind `{kind}` is missing from LEDGER_KINDS"
        );
        self.conn()
            .prepare_cached(
                "INSERT INTO ledger (team_id, on_date, amount, kind, reason, player_id)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            )?
            .execute(params![team, on, amount_mc, kind, reason, player])?;
        Ok(LedgerId(self.conn().last_insert_rowid()))
    }

    /// Every player the team has had: number, name and kind, by id.
    pub fn player_kinds(&self, team: TeamId) -> Result<Vec<(i64, String, String)>, StoreError> {
        let mut statement = self.conn().prepare_cached(
            "SELECT number, name, kind FROM player WHERE team_id = ?1 ORDER BY id",
        )?;
        let rows =
            statement.query_map([team], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)))?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    pub fn ledger(&self, team: TeamId) -> Result<Vec<LedgerEntry>, StoreError> {
        let mut statement = self.conn().prepare_cached(
            "SELECT id, on_date, amount, kind, reason, player_id FROM ledger WHERE team_id = ?1 ORDER BY id",
        )?;
        let rows = statement.query_map([team], ledger_from_row)?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }
}

/// A player as every game stores it, before any game reads its ids: what an import
/// checks first, so that a player no read understands is named rather than failing.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayerLabel {
    pub id: PlayerId,
    pub number: u32,
    pub name: String,
    /// The game's kind of player, as stored (`roster`, `mvp`…).
    pub kind: String,
    /// The game's position id, as stored.
    pub position: String,
    pub released_on: Option<NaiveDate>,
}

impl Tx<'_> {
    /// Every player a team has had (those who left too), by id, as stored.
    pub fn player_labels(&self, team: TeamId) -> Result<Vec<PlayerLabel>, StoreError> {
        let mut statement = self.conn().prepare_cached(
            "SELECT id, number, name, kind, position, released_on FROM player
             WHERE team_id = ?1 ORDER BY id",
        )?;
        let rows = statement.query_map([team], |row| {
            Ok(PlayerLabel {
                id: row.get(0)?,
                number: row.get(1)?,
                name: row.get(2)?,
                kind: row.get(3)?,
                position: row.get(4)?,
                released_on: row.get(5)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }
}

/// What every game's team has: who, where, and the treasury in the game's money. Shared
/// code (seasons, fixtures, undo, audit) reads teams this way, whatever their game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TeamHeader {
    pub id: TeamId,
    pub league_id: LeagueId,
    /// The league's game id.
    pub game: String,
    pub name: String,
    pub coach: String,
    pub roster: String,
    pub created_on: NaiveDate,
    /// The sum of the ledger, in the game's money.
    pub treasury: i64,
    /// The team's colours, for charts, sheets and the window.
    pub colours: super::TeamColours,
}

const HEADER_COLUMNS: &str = "t.id, t.league_id, l.game, t.name, t.coach, t.roster, t.created_on,
     (SELECT coalesce(sum(amount), 0) FROM ledger g WHERE g.team_id = t.id),
     t.primary_colour, t.secondary_colour";

fn header_from_row(row: &Row<'_>) -> rusqlite::Result<TeamHeader> {
    Ok(TeamHeader {
        id: row.get(0)?,
        league_id: row.get(1)?,
        game: row.get(2)?,
        name: row.get(3)?,
        coach: row.get(4)?,
        roster: row.get(5)?,
        created_on: row.get(6)?,
        treasury: row.get(7)?,
        colours: super::TeamColours {
            primary: row.get(8)?,
            secondary: row.get(9)?,
        },
    })
}

impl Tx<'_> {
    /// The name of the player on the team's roster who wears `number`, if any.
    pub fn number_wearer(&self, team: TeamId, number: u32) -> Result<Option<String>, StoreError> {
        use rusqlite::OptionalExtension;
        Ok(self
            .conn()
            .prepare_cached(
                "SELECT name FROM player WHERE team_id = ?1 AND number = ?2 AND released_on IS NULL",
            )?
            .query_row(rusqlite::params![team, number], |row| row.get(0))
            .optional()?)
    }

    pub fn team_header(&self, id: TeamId) -> Result<Option<TeamHeader>, StoreError> {
        let sql = format!(
            "SELECT {HEADER_COLUMNS} FROM team t JOIN league l ON l.id = t.league_id WHERE t.id = ?1"
        );
        Ok(self
            .conn()
            .prepare_cached(&sql)?
            .query_row([id], header_from_row)
            .optional()?)
    }

    pub fn team_headers(&self, league: LeagueId) -> Result<Vec<TeamHeader>, StoreError> {
        let sql = format!(
            "SELECT {HEADER_COLUMNS} FROM team t JOIN league l ON l.id = t.league_id
             WHERE t.league_id = ?1 ORDER BY t.id"
        );
        let mut statement = self.conn().prepare_cached(&sql)?;
        let rows = statement.query_map([league], header_from_row)?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }
}
