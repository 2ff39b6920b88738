//! DreadBall's players as history and match days read them: the whole stored player
//! (kind, stat line, build), on a roster or gone.

use chrono::NaiveDate;
use rusqlite::OptionalExtension;
use serde::Serialize;

use super::team::{PLAYER_COLUMNS, PLAYER_FROM, PlayerRecord, player_from_row};
use crate::store::{PlayerId, StoreError, TeamId, Tx};

/// A DreadBall player with the team it played for and when it left, if it has.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DreadBallPlayerHistory {
    pub team_id: TeamId,
    #[serde(flatten)]
    pub player: PlayerRecord,
    pub released_on: Option<NaiveDate>,
}

impl Tx<'_> {
    /// Any DreadBall player, on a roster or gone.
    pub fn dreadball_player_history(
        &self,
        id: PlayerId,
    ) -> Result<Option<DreadBallPlayerHistory>, StoreError> {
        let sql =
            format!("SELECT {PLAYER_COLUMNS}, p.released_on FROM {PLAYER_FROM} WHERE p.id = ?1");
        Ok(self
            .conn()
            .prepare_cached(&sql)?
            .query_row([id], |row| {
                let (team_id, player) = player_from_row(row)?;
                Ok(DreadBallPlayerHistory {
                    team_id,
                    player,
                    released_on: row.get(19)?,
                })
            })
            .optional()?)
    }

    /// Every player a DreadBall team has had, current ones first, then by number.
    pub fn dreadball_players_ever(
        &self,
        team: TeamId,
    ) -> Result<Vec<DreadBallPlayerHistory>, StoreError> {
        let sql = format!(
            "SELECT {PLAYER_COLUMNS}, p.released_on FROM {PLAYER_FROM} WHERE p.team_id = ?1
             ORDER BY p.released_on IS NOT NULL, p.number, p.id"
        );
        let mut statement = self.conn().prepare_cached(&sql)?;
        let rows = statement.query_map([team], |row| {
            let (team_id, player) = player_from_row(row)?;
            Ok(DreadBallPlayerHistory {
                team_id,
                player,
                released_on: row.get(19)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }
}

/// The story query (`Tx::story_rows`): each rank-up's advancement in a league, in match
/// order: rank, kind (`skill`, `stat`), what was chosen, the profile after it.
pub const DREADBALL_STORY: &str = "SELECT a.fixture_id, a.player_id, p.team_id,
        CAST(a.rank AS TEXT), a.kind, a.choice, a.after
     FROM advancement a JOIN player p ON p.id = a.player_id JOIN team t ON t.id = p.team_id
     WHERE t.league_id = ?1 ORDER BY a.fixture_id, a.id";
