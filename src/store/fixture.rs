//! Fixtures (matches to play), their results and what each player did in them.

use chrono::NaiveDate;
use rusqlite::{OptionalExtension, Row, params};
use serde::{Deserialize, Serialize};

use super::{FixtureId, PlayerId, PlayoffId, SeasonId, StoreError, TeamId, Tx};
use crate::rules::Decided;
use crate::store::error::corrupt;

/// Where a playoff game sits in its bracket.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct BracketPlace {
    pub playoff_id: PlayoffId,
    /// Slot within the round, 0-based.
    pub slot: u32,
    /// Game within the series, 1-based.
    pub game: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct ResultRecord {
    pub home_score: u32,
    pub away_score: u32,
    pub landslide: bool,
    pub played_on: NaiveDate,
    /// The winner when the game's rules decided it otherwise than by the higher score.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub decided: Option<Decided>,
}

impl ResultRecord {
    /// Home's result (`Greater`: home won): as the game decided it, or by the scores.
    pub fn outcome(&self) -> std::cmp::Ordering {
        self.decided
            .map(Decided::ordering)
            .unwrap_or_else(|| self.home_score.cmp(&self.away_score))
    }
}

/// Reads a stored `decided` value.
pub(super) fn decided_of(text: Option<String>, index: usize) -> rusqlite::Result<Option<Decided>> {
    text.map(|text| {
        Decided::parse(&text)
            .ok_or_else(|| corrupt(index, format!("match_result.decided `{text}`")))
    })
    .transpose()
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FixtureRecord {
    pub id: FixtureId,
    pub season_id: SeasonId,
    pub round: u32,
    pub home: TeamId,
    pub away: TeamId,
    pub scheduled_on: Option<NaiveDate>,
    pub bracket: Option<BracketPlace>,
    /// The match whose result created this one (playoff games).
    pub created_by: Option<FixtureId>,
    pub result: Option<ResultRecord>,
}

/// A fixture about to be added.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NewFixture {
    pub season: SeasonId,
    pub round: u32,
    pub home: TeamId,
    pub away: TeamId,
    pub scheduled_on: Option<NaiveDate>,
    pub bracket: Option<BracketPlace>,
    pub created_by: Option<FixtureId>,
}

/// What a player did or suffered in a match.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EventKind {
    Strike,
    Injury,
    Kill,
    Death,
    Experience,
}

impl EventKind {
    pub const ALL: [EventKind; 5] = [
        EventKind::Strike,
        EventKind::Injury,
        EventKind::Kill,
        EventKind::Death,
        EventKind::Experience,
    ];

    pub fn id(self) -> &'static str {
        match self {
            EventKind::Strike => "strike",
            EventKind::Injury => "injury",
            EventKind::Kill => "kill",
            EventKind::Death => "death",
            EventKind::Experience => "experience",
        }
    }

    pub fn parse(text: &str) -> Option<EventKind> {
        let text = text.trim().to_ascii_lowercase();
        EventKind::ALL
            .into_iter()
            .find(|kind| kind.id() == text || (text == "xp" && *kind == EventKind::Experience))
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct EventRecord {
    pub fixture_id: FixtureId,
    pub player_id: PlayerId,
    pub kind: EventKind,
    pub amount: u32,
    /// Where experience came from (a game's post-match entries, by the game's id);
    /// `None` for other events.
    pub source: Option<String>,
}

/// A played league match, as the standings read it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayedRecord {
    pub fixture: FixtureId,
    pub home: TeamId,
    pub away: TeamId,
    pub home_score: u32,
    pub away_score: u32,
    pub landslide: bool,
    pub decided: Option<Decided>,
}

const FIXTURE_COLUMNS: &str = "f.id, f.season_id, f.round, f.home_team_id, f.away_team_id,
     f.scheduled_on, f.playoff_id, f.bracket_slot, f.game, f.created_by,
     r.home_score, r.away_score, r.landslide, r.played_on, r.decided";

const FIXTURE_FROM: &str = "fixture f LEFT JOIN match_result r ON r.fixture_id = f.id";

fn fixture_from_row(row: &Row<'_>) -> rusqlite::Result<FixtureRecord> {
    let playoff: Option<PlayoffId> = row.get(6)?;
    let bracket = match playoff {
        Some(playoff_id) => Some(BracketPlace {
            playoff_id,
            slot: row.get(7)?,
            game: row.get(8)?,
        }),
        None => None,
    };
    let played_on: Option<NaiveDate> = row.get(13)?;
    let result = match played_on {
        Some(played_on) => Some(ResultRecord {
            home_score: row.get(10)?,
            away_score: row.get(11)?,
            landslide: row.get(12)?,
            played_on,
            decided: decided_of(row.get(14)?, 14)?,
        }),
        None => None,
    };
    Ok(FixtureRecord {
        id: row.get(0)?,
        season_id: row.get(1)?,
        round: row.get(2)?,
        home: row.get(3)?,
        away: row.get(4)?,
        scheduled_on: row.get(5)?,
        bracket,
        created_by: row.get(9)?,
        result,
    })
}

fn event_from_row(row: &Row<'_>) -> rusqlite::Result<EventRecord> {
    let kind: String = row.get(2)?;
    let kind = EventKind::parse(&kind)
        .ok_or_else(|| corrupt(2, format!("unknown match event `{kind}`")))?;
    Ok(EventRecord {
        fixture_id: row.get(0)?,
        player_id: row.get(1)?,
        kind,
        amount: row.get(3)?,
        source: row.get(4)?,
    })
}

impl Tx<'_> {
    pub fn insert_fixture(&self, fixture: &NewFixture) -> Result<FixtureId, StoreError> {
        let bracket = fixture.bracket;
        self.conn()
            .prepare_cached(
                "INSERT INTO fixture (season_id, round, home_team_id, away_team_id, scheduled_on,
                     playoff_id, bracket_slot, game, created_by)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
            )?
            .execute(params![
                fixture.season,
                fixture.round,
                fixture.home,
                fixture.away,
                fixture.scheduled_on,
                bracket.map(|b| b.playoff_id),
                bracket.map(|b| b.slot),
                bracket.map(|b| b.game),
                fixture.created_by,
            ])?;
        Ok(FixtureId(self.conn().last_insert_rowid()))
    }

    pub fn fixture(&self, id: FixtureId) -> Result<Option<FixtureRecord>, StoreError> {
        let sql = format!("SELECT {FIXTURE_COLUMNS} FROM {FIXTURE_FROM} WHERE f.id = ?1");
        Ok(self
            .conn()
            .prepare_cached(&sql)?
            .query_row([id], fixture_from_row)
            .optional()?)
    }

    /// A season's fixtures (league and playoff), by round, date and id.
    pub fn fixtures(&self, season: SeasonId) -> Result<Vec<FixtureRecord>, StoreError> {
        let sql = format!(
            "SELECT {FIXTURE_COLUMNS} FROM {FIXTURE_FROM} WHERE f.season_id = ?1
             ORDER BY f.playoff_id IS NOT NULL, f.playoff_id, f.round, f.bracket_slot, f.game, f.id"
        );
        let mut statement = self.conn().prepare_cached(&sql)?;
        let rows = statement.query_map([season], fixture_from_row)?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Every fixture a team plays in, any season, oldest first.
    pub fn team_fixtures(&self, team: TeamId) -> Result<Vec<FixtureRecord>, StoreError> {
        let sql = format!(
            "SELECT {FIXTURE_COLUMNS} FROM {FIXTURE_FROM}
             WHERE f.home_team_id = ?1 OR f.away_team_id = ?1
             ORDER BY coalesce(r.played_on, f.scheduled_on), f.season_id, f.round, f.id"
        );
        let mut statement = self.conn().prepare_cached(&sql)?;
        let rows = statement.query_map([team], fixture_from_row)?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// The fixtures a result created (playoff games that follow it).
    pub fn fixtures_created_by(&self, id: FixtureId) -> Result<Vec<FixtureRecord>, StoreError> {
        let sql = format!(
            "SELECT {FIXTURE_COLUMNS} FROM {FIXTURE_FROM} WHERE f.created_by = ?1 ORDER BY f.id"
        );
        let mut statement = self.conn().prepare_cached(&sql)?;
        let rows = statement.query_map([id], fixture_from_row)?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// The played league (not playoff) matches of a season: what the standings read.
    pub fn played_league_matches(&self, season: SeasonId) -> Result<Vec<PlayedRecord>, StoreError> {
        let mut statement = self.conn().prepare_cached(
            "SELECT f.home_team_id, f.away_team_id, r.home_score, r.away_score, r.landslide, f.id,
                    r.decided
             FROM fixture f JOIN match_result r ON r.fixture_id = f.id
             WHERE f.season_id = ?1 AND f.playoff_id IS NULL",
        )?;
        let rows = statement.query_map([season], |row| {
            Ok(PlayedRecord {
                home: row.get(0)?,
                away: row.get(1)?,
                home_score: row.get(2)?,
                away_score: row.get(3)?,
                landslide: row.get(4)?,
                fixture: row.get(5)?,
                decided: decided_of(row.get(6)?, 6)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    pub fn reschedule_fixture(
        &self,
        id: FixtureId,
        on: Option<NaiveDate>,
    ) -> Result<(), StoreError> {
        self.conn().execute(
            "UPDATE fixture SET scheduled_on = ?2 WHERE id = ?1",
            params![id, on],
        )?;
        Ok(())
    }

    pub fn delete_fixture(&self, id: FixtureId) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached("DELETE FROM fixture WHERE id = ?1")?
            .execute([id])?;
        Ok(())
    }

    pub fn insert_result(&self, id: FixtureId, result: &ResultRecord) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached(
                "INSERT INTO match_result (fixture_id, home_score, away_score, landslide, played_on,
                     decided)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            )?
            .execute(params![
                id,
                result.home_score,
                result.away_score,
                result.landslide,
                result.played_on,
                result.decided.map(Decided::id)
            ])?;
        Ok(())
    }

    pub fn delete_result(&self, id: FixtureId) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached("DELETE FROM match_result WHERE fixture_id = ?1")?
            .execute([id])?;
        Ok(())
    }

    pub fn insert_event(&self, event: &EventRecord) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached(
                "INSERT INTO match_event (fixture_id, player_id, kind, amount, source)
                 VALUES (?1, ?2, ?3, ?4, ?5)",
            )?
            .execute(params![
                event.fixture_id,
                event.player_id,
                event.kind.id(),
                event.amount,
                event.source
            ])?;
        Ok(())
    }

    pub fn delete_events(&self, fixture: FixtureId) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached("DELETE FROM match_event WHERE fixture_id = ?1")?
            .execute([fixture])?;
        Ok(())
    }

    pub fn match_events(&self, fixture: FixtureId) -> Result<Vec<EventRecord>, StoreError> {
        let mut statement = self.conn().prepare_cached(
            "SELECT fixture_id, player_id, kind, amount, source FROM match_event WHERE fixture_id = ?1 ORDER BY id",
        )?;
        let rows = statement.query_map([fixture], event_from_row)?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    pub fn player_events(&self, player: PlayerId) -> Result<Vec<EventRecord>, StoreError> {
        let mut statement = self.conn().prepare_cached(
            "SELECT fixture_id, player_id, kind, amount, source FROM match_event WHERE player_id = ?1 ORDER BY id",
        )?;
        let rows = statement.query_map([player], event_from_row)?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }
}

impl Tx<'_> {
    /// The game id of the league a fixture is played in.
    pub fn fixture_game(&self, id: FixtureId) -> Result<String, StoreError> {
        Ok(self.conn().query_row(
            "SELECT l.game FROM fixture f JOIN season s ON s.id = f.season_id
             JOIN league l ON l.id = s.league_id WHERE f.id = ?1",
            [id],
            |row| row.get(0),
        )?)
    }

    /// The league a fixture is played in.
    pub fn fixture_league(&self, id: FixtureId) -> Result<crate::store::LeagueId, StoreError> {
        Ok(self.conn().query_row(
            "SELECT s.league_id FROM fixture f JOIN season s ON s.id = f.season_id
             WHERE f.id = ?1",
            [id],
            |row| row.get(0),
        )?)
    }
}
