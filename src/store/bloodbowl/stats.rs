//! Reads behind Blood Bowl's statistics: what each player did in each match.

use rusqlite::params;

use crate::store::stats::scope_clause;
use crate::store::{LeagueId, MatchNumber, SeasonId, StoreError, Tx};

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
    /// of a league or one of its seasons; zeros left out.
    pub fn bloodbowl_player_numbers(
        &self,
        league: LeagueId,
        season: Option<SeasonId>,
        column: &str,
    ) -> Result<Vec<MatchNumber>, StoreError> {
        let Some(column) = PLAYER_COLUMNS.iter().find(|c| **c == column) else {
            return Err(StoreError::Corrupt(format!("no player column `{column}`")));
        };
        let sql = format!(
            "SELECT m.fixture_id, p.team_id, m.player_id, m.{column}
             FROM fixture f JOIN season s ON s.id = f.season_id
             JOIN bloodbowl_player_match m ON m.fixture_id = f.id
             JOIN player p ON p.id = m.player_id
             WHERE {} AND m.{column} > 0",
            scope_clause(season)
        );
        let mut statement = self.conn().prepare_cached(&sql)?;
        let rows = statement.query_map(params![league, season], |row| {
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
