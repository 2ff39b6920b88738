//! Reads behind Blood Bowl's statistics: what each player did in each match.

use rusqlite::params;

use crate::store::{LeagueId, MatchNumber, StoreError, Tx};

/// The columns of `bloodbowl_player_match` a statistic may sum.
pub const PLAYER_COLUMNS: [&str; 7] = [
    "touchdowns",
    "casualties",
    "completions",
    "interceptions",
    "deflections",
    "mvp",
    "spp",
];

impl Tx<'_> {
    /// One column of the per-player match lines (one of `PLAYER_COLUMNS`) for every match
    /// of the league; zeros left out.
    pub fn bloodbowl_player_numbers(
        &self,
        league: LeagueId,
        column: &str,
    ) -> Result<Vec<MatchNumber>, StoreError> {
        let Some(column) = PLAYER_COLUMNS.iter().find(|c| **c == column) else {
            return Err(StoreError::Corrupt(format!("no player column `{column}`")));
        };
        let sql = format!(
            "SELECT m.fixture_id, p.team_id, m.player_id, m.{column}
             FROM bloodbowl_player_match m JOIN player p ON p.id = m.player_id
             JOIN team t ON t.id = p.team_id
             WHERE t.league_id = ?1 AND m.{column} > 0"
        );
        let mut statement = self.conn().prepare_cached(&sql)?;
        let rows = statement.query_map(params![league], |row| {
            Ok(MatchNumber {
                fixture: row.get(0)?,
                team: row.get(1)?,
                player: Some(row.get(2)?),
                value: row.get(3)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }
}
