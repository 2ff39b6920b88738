//! Reads behind Killpower Ball's statistics: ranking points won and lost, death risks
//! survived, the gladiators who earned a match's experience, and each team's power and
//! ranking points at each match.

use rusqlite::params;

use crate::store::stats::scope_clause;
use crate::store::{FixtureId, LeagueId, MatchNumber, PlayerId, SeasonId, StoreError, TeamId, Tx};

/// A gladiator who played a match, and whether it killed them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GladiatorPlayed {
    pub fixture: FixtureId,
    pub team: TeamId,
    pub player: PlayerId,
    pub died: bool,
}

/// A team's power as it went into a match (its pre-match) and its ranking points once
/// the match's result applied them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PowerAtMatch {
    pub fixture: FixtureId,
    pub team: TeamId,
    pub power: i64,
    pub ranking_after: i64,
}

impl Tx<'_> {
    /// The ranking points each side won or lost in each match, as applied (the floor
    /// kept: `*_ranking_applied` is the change, not the total).
    pub fn killpower_ranking_changes(
        &self,
        league: LeagueId,
        season: Option<SeasonId>,
    ) -> Result<Vec<MatchNumber>, StoreError> {
        let scope = scope_clause(season);
        let sql = format!(
            "SELECT f.id, f.home_team_id, k.home_ranking_applied
             FROM killpower_result k JOIN fixture f ON f.id = k.fixture_id
             JOIN season s ON s.id = f.season_id WHERE {scope}
             UNION ALL
             SELECT f.id, f.away_team_id, k.away_ranking_applied
             FROM killpower_result k JOIN fixture f ON f.id = k.fixture_id
             JOIN season s ON s.id = f.season_id WHERE {scope}"
        );
        self.team_numbers(&sql, league, season)
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

    /// The gladiators who played each championship match with a post-match (its
    /// pre-match lineup; every gladiator the post-match changed when no lineup was
    /// kept), each with whether the match killed them.
    pub fn killpower_gladiators_played(
        &self,
        league: LeagueId,
        season: Option<SeasonId>,
    ) -> Result<Vec<GladiatorPlayed>, StoreError> {
        let scope = scope_clause(season);
        let died = "EXISTS (SELECT 1 FROM killpower_death_risk d
             WHERE d.fixture_id = f.id AND d.player_id = p.id AND d.outcome = 'death')";
        let sql = format!(
            "SELECT f.id, p.team_id, p.id, {died}
             FROM fixture f JOIN season s ON s.id = f.season_id
             JOIN killpower_postmatch m ON m.fixture_id = f.id
             JOIN killpower_lineup l ON l.fixture_id = f.id JOIN player p ON p.id = l.player_id
             WHERE {scope}
             UNION ALL
             SELECT f.id, p.team_id, p.id, {died}
             FROM fixture f JOIN season s ON s.id = f.season_id
             JOIN killpower_postmatch m ON m.fixture_id = f.id
             JOIN killpower_kept_gladiator k ON k.fixture_id = f.id
             JOIN player p ON p.id = k.player_id
             WHERE {scope}
               AND NOT EXISTS (SELECT 1 FROM killpower_lineup l WHERE l.fixture_id = f.id)"
        );
        let mut statement = self.conn().prepare_cached(&sql)?;
        let rows = statement.query_map(params![league, season], |row| {
            Ok(GladiatorPlayed {
                fixture: row.get(0)?,
                team: row.get(1)?,
                player: row.get(2)?,
                died: row.get(3)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Each side's power at each played match of a league (as its pre-match worked it
    /// out) and its ranking points after the match, in no particular order.
    pub fn killpower_powers_at_matches(
        &self,
        league: LeagueId,
    ) -> Result<Vec<PowerAtMatch>, StoreError> {
        let mut statement = self.conn().prepare_cached(
            "SELECT f.id, f.home_team_id, p.home_power, k.home_ranking_before + k.home_ranking_applied
             FROM fixture f JOIN season s ON s.id = f.season_id
             JOIN killpower_prematch p ON p.fixture_id = f.id
             JOIN killpower_result k ON k.fixture_id = f.id
             WHERE s.league_id = ?1
             UNION ALL
             SELECT f.id, f.away_team_id, p.away_power, k.away_ranking_before + k.away_ranking_applied
             FROM fixture f JOIN season s ON s.id = f.season_id
             JOIN killpower_prematch p ON p.fixture_id = f.id
             JOIN killpower_result k ON k.fixture_id = f.id
             WHERE s.league_id = ?1",
        )?;
        let rows = statement.query_map([league], |row| {
            Ok(PowerAtMatch {
                fixture: row.get(0)?,
                team: row.get(1)?,
                power: row.get(2)?,
                ranking_after: row.get(3)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }
}

/// The story query (`Tx::story_rows`) of a league, in match order: each death risk a
/// gladiator rolled (outcome, where the blow landed).
pub const KILLPOWER_STORY: &str = "SELECT d.fixture_id, d.player_id, p.team_id,
        d.outcome, d.location
     FROM killpower_death_risk d JOIN player p ON p.id = d.player_id
     JOIN team t ON t.id = p.team_id
     WHERE t.league_id = ?1 ORDER BY d.fixture_id, d.player_id";
