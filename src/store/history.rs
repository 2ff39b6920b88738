//! Reads for history pages: players who have left a roster, the dead, a player's team.

use chrono::NaiveDate;
use rusqlite::{OptionalExtension, Row, params};
use serde::Serialize;

use super::{FixtureId, LeagueId, PlayerId, StoreError, TeamId, Tx};

/// What every game's player has: who, which position of the team's roster (the game's
/// id for it), when hired, and the match it was hired for only, if any.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayerSummary {
    pub id: PlayerId,
    pub number: u32,
    pub name: String,
    pub position: String,
    pub hired_on: NaiveDate,
    pub hired_for: Option<FixtureId>,
}

/// A player of any game with the team it played for and when it left, if it has.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayerHistoryRecord {
    pub team_id: TeamId,
    #[serde(flatten)]
    pub player: PlayerSummary,
    pub released_on: Option<NaiveDate>,
}

/// A player killed in a match.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DeathRecord {
    pub team_id: TeamId,
    pub player: PlayerSummary,
    pub fixture_id: FixtureId,
    pub died_on: NaiveDate,
}

const SUMMARY_COLUMNS: &str =
    "p.id, p.number, p.name, p.position, p.hired_on, p.hired_for, p.team_id, p.released_on";

/// Reads the columns of `SUMMARY_COLUMNS` (then whatever the query adds).
fn summary_from_row(row: &Row<'_>) -> rusqlite::Result<PlayerHistoryRecord> {
    Ok(PlayerHistoryRecord {
        player: PlayerSummary {
            id: row.get(0)?,
            number: row.get(1)?,
            name: row.get(2)?,
            position: row.get(3)?,
            hired_on: row.get(4)?,
            hired_for: row.get(5)?,
        },
        team_id: row.get(6)?,
        released_on: row.get(7)?,
    })
}

impl Tx<'_> {
    /// Any player, on a roster or gone.
    pub fn player_history(&self, id: PlayerId) -> Result<Option<PlayerHistoryRecord>, StoreError> {
        let sql = format!("SELECT {SUMMARY_COLUMNS} FROM player p WHERE p.id = ?1");
        Ok(self
            .conn()
            .prepare_cached(&sql)?
            .query_row([id], summary_from_row)
            .optional()?)
    }

    /// Every player a team has had, current ones first, then by number.
    pub fn team_players_ever(&self, team: TeamId) -> Result<Vec<PlayerHistoryRecord>, StoreError> {
        let sql = format!(
            "SELECT {SUMMARY_COLUMNS} FROM player p WHERE p.team_id = ?1
             ORDER BY p.released_on IS NOT NULL, p.number, p.id"
        );
        let mut statement = self.conn().prepare_cached(&sql)?;
        let rows = statement.query_map([team], summary_from_row)?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Players of a league's teams who died in a match, most recent first.
    pub fn graveyard(&self, league: LeagueId) -> Result<Vec<DeathRecord>, StoreError> {
        let sql = format!(
            "SELECT {SUMMARY_COLUMNS}, e.fixture_id, r.played_on
             FROM match_event e JOIN player p ON p.id = e.player_id
             JOIN team t ON t.id = p.team_id
             JOIN match_result r ON r.fixture_id = e.fixture_id
             WHERE e.kind = 'death' AND t.league_id = ?1
             ORDER BY r.played_on DESC, e.id DESC"
        );
        let mut statement = self.conn().prepare_cached(&sql)?;
        let rows = statement.query_map(params![league], |row| {
            let history = summary_from_row(row)?;
            Ok(DeathRecord {
                team_id: history.team_id,
                player: history.player,
                fixture_id: row.get(8)?,
                died_on: row.get(9)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Sets when a player left the roster (None: back on it).
    pub fn set_player_released(
        &self,
        player: PlayerId,
        on: Option<NaiveDate>,
    ) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached("UPDATE player SET released_on = ?2 WHERE id = ?1")?
            .execute(params![player, on])?;
        Ok(())
    }
}

impl Tx<'_> {
    /// The league a team belongs to.
    pub fn team_league(&self, team: TeamId) -> Result<Option<LeagueId>, StoreError> {
        Ok(self
            .conn()
            .prepare_cached("SELECT league_id FROM team WHERE id = ?1")?
            .query_row([team], |row| row.get(0))
            .optional()?)
    }
}

impl Tx<'_> {
    /// A team's treasury: the sum of its ledger.
    pub fn treasury(&self, team: TeamId) -> Result<i64, StoreError> {
        Ok(self
            .conn()
            .prepare_cached("SELECT coalesce(sum(amount), 0) FROM ledger WHERE team_id = ?1")?
            .query_row([team], |row| row.get(0))?)
    }
}

impl Tx<'_> {
    /// The ids of a team's current players.
    pub fn roster_ids(&self, team: TeamId) -> Result<Vec<PlayerId>, StoreError> {
        let mut statement = self.conn().prepare_cached(
            "SELECT id FROM player WHERE team_id = ?1 AND released_on IS NULL ORDER BY id",
        )?;
        let rows = statement.query_map([team], |row| row.get(0))?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }
}

/// What a player did in matches played in another league file (a team brought in with
/// `dugout import team`).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct Carryover {
    pub matches: u32,
    pub strikes: u32,
    pub injuries: u32,
    pub kills: u32,
    pub experience: u32,
    /// Where those matches were played.
    pub source: String,
}

impl Tx<'_> {
    /// The matches a team brought from another league file, and where they were played.
    pub fn team_carryover(&self, team: TeamId) -> Result<Option<(u32, String)>, StoreError> {
        Ok(self
            .conn()
            .prepare_cached("SELECT matches, source FROM team_carryover WHERE team_id = ?1")?
            .query_row([team], |row| Ok((row.get(0)?, row.get(1)?)))
            .optional()?)
    }

    /// The career a player brought from another league file, if any.
    pub fn carryover(&self, player: PlayerId) -> Result<Option<Carryover>, StoreError> {
        Ok(self
            .conn()
            .prepare_cached(
                "SELECT matches, strikes, injuries, kills, experience, source
                 FROM player_carryover WHERE player_id = ?1",
            )?
            .query_row([player], |row| {
                Ok(Carryover {
                    matches: row.get(0)?,
                    strikes: row.get(1)?,
                    injuries: row.get(2)?,
                    kills: row.get(3)?,
                    experience: row.get(4)?,
                    source: row.get(5)?,
                })
            })
            .optional()?)
    }
}
