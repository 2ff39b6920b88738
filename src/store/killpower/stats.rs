//! Reads behind Killpower Ball's statistics: ranking points won and lost, death risks
//! survived.

use rusqlite::params;

use crate::store::stats::scope_clause;
use crate::store::{LeagueId, MatchNumber, SeasonId, StoreError, Tx};

impl Tx<'_> {
    /// The ranking points each side won or lost in each match, as applied (the floor
    /// kept).
    pub fn killpower_ranking_changes(
        &self,
        league: LeagueId,
        season: Option<SeasonId>,
    ) -> Result<Vec<MatchNumber>, StoreError> {
        let scope = scope_clause(season);
        let sql = format!(
            "SELECT f.id, f.home_team_id, k.home_ranking_applied - k.home_ranking_before
             FROM killpower_result k JOIN fixture f ON f.id = k.fixture_id
             JOIN season s ON s.id = f.season_id WHERE {scope}
             UNION ALL
             SELECT f.id, f.away_team_id, k.away_ranking_applied - k.away_ranking_before
             FROM killpower_result k JOIN fixture f ON f.id = k.fixture_id
             JOIN season s ON s.id = f.season_id WHERE {scope}"
        );
        let mut statement = self.conn().prepare_cached(&sql)?;
        let rows = statement.query_map(params![league, season], |row| {
            Ok(MatchNumber {
                fixture: row.get(0)?,
                team: row.get(1)?,
                player: None,
                value: row.get(2)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// The death risks each gladiator survived (an outcome other than death), one per
    /// match.
    pub fn killpower_death_risks_survived(
        &self,
        league: LeagueId,
        season: Option<SeasonId>,
    ) -> Result<Vec<MatchNumber>, StoreError> {
        let sql = format!(
            "SELECT d.fixture_id, p.team_id, d.player_id
             FROM fixture f JOIN season s ON s.id = f.season_id
             JOIN killpower_death_risk d ON d.fixture_id = f.id
             JOIN player p ON p.id = d.player_id
             WHERE {} AND d.outcome <> 'death'",
            scope_clause(season)
        );
        let mut statement = self.conn().prepare_cached(&sql)?;
        let rows = statement.query_map(params![league, season], |row| {
            Ok(MatchNumber {
                fixture: row.get(0)?,
                team: row.get(1)?,
                player: Some(row.get(2)?),
                value: 1,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }
}
