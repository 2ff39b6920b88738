//! The order of what was written about each team (`team_step`): a step per team for every
//! change and every match-day write, in one sequence for the whole file. The store keeps
//! and reads the order; `coach::steps` decides what it allows.

use rusqlite::{OptionalExtension, params};

use super::{ChangeId, FixtureId, LeagueId, StoreError, TeamId, Tx};

/// A step that stands after another: a match day's write or a change.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LaterStep {
    MatchDay(FixtureId),
    Change(ChangeId),
}

fn later_from_row(row: &rusqlite::Row<'_>) -> rusqlite::Result<LaterStep> {
    let change: Option<ChangeId> = row.get(0)?;
    let fixture: Option<FixtureId> = row.get(1)?;
    Ok(match (change, fixture) {
        (Some(change), _) => LaterStep::Change(change),
        (None, Some(fixture)) => LaterStep::MatchDay(fixture),
        // The table's CHECK keeps one of the two; a damaged row reads as no fixture.
        (None, None) => LaterStep::MatchDay(FixtureId(0)),
    })
}

impl Tx<'_> {
    /// Adds the step of a change just recorded for `team`.
    pub fn add_change_step(&self, team: TeamId, change: ChangeId) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached("INSERT INTO team_step (team_id, change_id) VALUES (?1, ?2)")?
            .execute(params![team, change])?;
        Ok(())
    }

    /// Adds a step for each team of `fixture`: a match-day write just made.
    pub fn add_match_day_step(&self, fixture: FixtureId) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached(
                "INSERT INTO team_step (team_id, fixture_id)
                 SELECT home_team_id, id FROM fixture WHERE id = ?1
                 UNION ALL SELECT away_team_id, id FROM fixture WHERE id = ?1",
            )?
            .execute([fixture])?;
        Ok(())
    }

    /// Removes the step of a change (it was undone).
    pub fn delete_change_step(&self, change: ChangeId) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached("DELETE FROM team_step WHERE change_id = ?1")?
            .execute([change])?;
        Ok(())
    }

    /// Removes the steps of a match day (it was reset).
    pub fn delete_match_day_steps(&self, fixture: FixtureId) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached("DELETE FROM team_step WHERE fixture_id = ?1")?
            .execute([fixture])?;
        Ok(())
    }

    /// The latest match day of `team` written after the change `change`: every match day
    /// of the team when the change has no step (a change from before schema 15 always
    /// has one; one from an imported file may not).
    pub fn match_day_after_change(
        &self,
        team: TeamId,
        change: ChangeId,
    ) -> Result<Option<FixtureId>, StoreError> {
        Ok(self
            .conn()
            .prepare_cached(
                "SELECT fixture_id FROM team_step
                 WHERE team_id = ?1 AND fixture_id IS NOT NULL
                   AND seq > COALESCE((SELECT MAX(seq) FROM team_step WHERE change_id = ?2), 0)
                 ORDER BY seq DESC LIMIT 1",
            )?
            .query_row(params![team, change], |row| row.get(0))
            .optional()?)
    }

    /// The latest step of `team` written after the last write of match day `fixture`
    /// that is not that match day's own; None when the match day is the team's latest
    /// (or has no step).
    pub fn step_after_match_day(
        &self,
        team: TeamId,
        fixture: FixtureId,
    ) -> Result<Option<LaterStep>, StoreError> {
        Ok(self
            .conn()
            .prepare_cached(
                "SELECT change_id, fixture_id FROM team_step
                 WHERE team_id = ?1 AND fixture_id IS NOT ?2
                   AND seq > (SELECT MAX(seq) FROM team_step
                              WHERE team_id = ?1 AND fixture_id = ?2)
                 ORDER BY seq DESC LIMIT 1",
            )?
            .query_row(params![team, fixture], later_from_row)
            .optional()?)
    }

    /// Steps for the match days of league `league` that have none (a league just
    /// imported; its documents carry no steps): in the order they were played, as
    /// migration 15 ordered a file's.
    pub fn add_imported_match_day_steps(&self, league: LeagueId) -> Result<(), StoreError> {
        self.conn().execute(
            "INSERT INTO team_step (team_id, fixture_id)
             SELECT side.team_id, side.fixture_id FROM (
                 SELECT f.id AS fixture_id, f.home_team_id AS team_id, 0 AS side,
                        COALESCE(r.played_on, f.scheduled_on, '9999-12-31') AS day
                 FROM fixture f JOIN season s ON s.id = f.season_id
                 LEFT JOIN match_result r ON r.fixture_id = f.id WHERE s.league_id = ?1
                 UNION ALL
                 SELECT f.id, f.away_team_id, 1,
                        COALESCE(r.played_on, f.scheduled_on, '9999-12-31')
                 FROM fixture f JOIN season s ON s.id = f.season_id
                 LEFT JOIN match_result r ON r.fixture_id = f.id WHERE s.league_id = ?1
             ) AS side
             WHERE NOT EXISTS (SELECT 1 FROM team_step WHERE fixture_id = side.fixture_id)
               AND (side.fixture_id IN (SELECT fixture_id FROM match_result)
                 OR side.fixture_id IN (SELECT fixture_id FROM match_day_item)
                 OR side.fixture_id IN (SELECT fixture_id FROM postmatch)
                 OR side.fixture_id IN (SELECT fixture_id FROM bloodbowl_prematch)
                 OR side.fixture_id IN (SELECT fixture_id FROM bloodbowl_postmatch)
                 OR side.fixture_id IN (SELECT fixture_id FROM killpower_prematch))
             ORDER BY side.day, side.fixture_id, side.side",
            [league],
        )?;
        Ok(())
    }
}
