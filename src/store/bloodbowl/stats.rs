//! Reads behind Blood Bowl's statistics: what each player did in each match, and each
//! team's value after each post-match.

use rusqlite::params;

use crate::store::stats::scope_clause;
use crate::store::{FixtureId, LeagueId, PlayerId, SeasonId, StoreError, TeamId, Tx};

/// The numbers of one player's post-match line, in `bloodbowl_player_match`'s column
/// order: touchdowns, casualties, completions, interceptions, deflections, MVP, SPP.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayerMatchNumbers {
    pub fixture: FixtureId,
    pub team: TeamId,
    pub player: PlayerId,
    pub numbers: [i64; 7],
}

impl Tx<'_> {
    /// Every post-match player line of a league or one of its seasons.
    pub fn bloodbowl_player_lines(
        &self,
        league: LeagueId,
        season: Option<SeasonId>,
    ) -> Result<Vec<PlayerMatchNumbers>, StoreError> {
        let sql = format!(
            "SELECT m.fixture_id, p.team_id, m.player_id, m.touchdowns, m.casualties,
                    m.completions, m.interceptions, m.deflections, m.mvp, m.spp
             FROM fixture f JOIN season s ON s.id = f.season_id
             JOIN bloodbowl_player_match m ON m.fixture_id = f.id
             JOIN player p ON p.id = m.player_id
             WHERE {}",
            scope_clause(season)
        );
        let mut statement = self.conn().prepare_cached(&sql)?;
        let rows = statement.query_map(params![league, season], |row| {
            let mut numbers = [0i64; 7];
            for (index, number) in numbers.iter_mut().enumerate() {
                *number = row.get(3 + index)?;
            }
            Ok(PlayerMatchNumbers {
                fixture: row.get(0)?,
                team: row.get(1)?,
                player: row.get(2)?,
                numbers,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Each team's value (TV, in gold pieces) once each of its post-matches was written,
    /// with the match, in no particular order.
    pub fn bloodbowl_values_after_matches(
        &self,
        league: LeagueId,
    ) -> Result<Vec<(FixtureId, TeamId, i64)>, StoreError> {
        let mut statement = self.conn().prepare_cached(
            "SELECT t.fixture_id, t.team_id, t.team_value_gp
             FROM bloodbowl_postmatch_team t JOIN fixture f ON f.id = t.fixture_id
             JOIN season s ON s.id = f.season_id WHERE s.league_id = ?1",
        )?;
        let rows =
            statement.query_map([league], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)))?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }
}

/// The story queries (`Tx::story_rows`) of a league, in match order: each casualty a
/// player suffered (casualty, lasting injury), then each advancement (level, what was
/// gained, star player points spent).
pub const BLOODBOWL_CASUALTY_STORY: &str = "SELECT c.fixture_id, c.player_id, p.team_id,
        c.casualty, c.lasting
     FROM bloodbowl_casualty c JOIN player p ON p.id = c.player_id
     JOIN team t ON t.id = p.team_id
     WHERE t.league_id = ?1 ORDER BY c.fixture_id, c.id";
pub const BLOODBOWL_ADVANCEMENT_STORY: &str = "SELECT a.fixture_id, a.player_id, p.team_id,
        CAST(a.level AS TEXT), a.gained, CAST(a.spp AS TEXT)
     FROM bloodbowl_advancement a JOIN player p ON p.id = a.player_id
     JOIN team t ON t.id = p.team_id
     WHERE t.league_id = ?1 ORDER BY a.fixture_id, a.id";
