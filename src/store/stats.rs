//! Reads for a league's statistics: every played match of every season, each fixture's
//! season, the players the league ever had, and DreadBall-style match events summed per
//! player and match (every game records deaths as events).

use chrono::NaiveDate;
use rusqlite::{OptionalExtension, params};

use super::fixture::decided_of;
use super::{EventKind, FixtureId, LeagueId, PlayerId, SeasonId, StoreError, TeamId, Tx};

/// A played match as the statistics read it (see `stats::PlayedMatch`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayedRow {
    pub fixture: FixtureId,
    pub season: SeasonId,
    pub round: u32,
    pub playoff: bool,
    pub played_on: chrono::NaiveDate,
    pub home: TeamId,
    pub away: TeamId,
    pub home_score: u32,
    pub away_score: u32,
    pub decided: Option<crate::rules::Decided>,
}

/// A player the league ever had: name, number, team, when hired and let go, and whether
/// a match killed them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerNameRow {
    pub id: PlayerId,
    pub name: String,
    pub number: u32,
    pub team: TeamId,
    pub hired_on: chrono::NaiveDate,
    pub released_on: Option<chrono::NaiveDate>,
    pub dead: bool,
}

/// What `name_row` reads of a player (`p`): who, and whether a match killed them.
const NAME_COLUMNS: &str = "p.id, p.name, p.number, p.team_id, p.hired_on, p.released_on,
    EXISTS (SELECT 1 FROM match_event e WHERE e.player_id = p.id AND e.kind = 'death')";

fn name_row(row: &rusqlite::Row<'_>) -> rusqlite::Result<PlayerNameRow> {
    Ok(PlayerNameRow {
        id: row.get(0)?,
        name: row.get(1)?,
        number: row.get(2)?,
        team: row.get(3)?,
        hired_on: row.get(4)?,
        released_on: row.get(5)?,
        dead: row.get(6)?,
    })
}

/// A row of a game's story query: what a match did to a player, in the game's stored
/// words (`parts`), for the game to say.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoryRow {
    pub fixture: FixtureId,
    pub player: PlayerId,
    pub team: TeamId,
    pub parts: Vec<String>,
}

/// Events of one kind summed per match and player, with the player's team.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EventSum {
    /// The match; None when the events were summed over every match read.
    pub fixture: Option<FixtureId>,
    pub player: PlayerId,
    pub team: TeamId,
    pub kind: EventKind,
    pub amount: i64,
}

/// The condition that keeps a league's fixtures `f` (of seasons `s`), or one season's:
/// the query's parameters are the league (`?1`) and the season or NULL (`?2`).
pub(crate) fn scope_clause(season: Option<SeasonId>) -> &'static str {
    match season {
        Some(_) => "f.season_id = ?2 AND s.league_id = ?1",
        None => "s.league_id = ?1 AND ?2 IS NULL",
    }
}

/// A stored `YYYY-MM-DD` day, read without a format parser (a league's every match is
/// read for its records); anything else is read the general way, or refused.
fn iso_date(value: rusqlite::types::ValueRef<'_>, index: usize) -> rusqlite::Result<NaiveDate> {
    let text = value.as_str()?;
    let bytes = text.as_bytes();
    let digits = |range: std::ops::Range<usize>| -> Option<u32> {
        bytes.get(range)?.iter().try_fold(0u32, |n, b| {
            b.is_ascii_digit().then(|| n * 10 + u32::from(b - b'0'))
        })
    };
    let fast = match (bytes.len(), bytes.get(4), bytes.get(7)) {
        (10, Some(b'-'), Some(b'-')) => digits(0..4).and_then(|y| {
            NaiveDate::from_ymd_opt(i32::try_from(y).ok()?, digits(5..7)?, digits(8..10)?)
        }),
        _ => None,
    };
    match fast {
        Some(day) => Ok(day),
        None => NaiveDate::parse_from_str(text, "%Y-%m-%d").map_err(|error| {
            rusqlite::Error::FromSqlConversionFailure(
                index,
                rusqlite::types::Type::Text,
                Box::new(error),
            )
        }),
    }
}

impl Tx<'_> {
    /// The played matches, league and playoff, of a league or of one of its seasons, in
    /// no particular order.
    pub fn league_played(
        &self,
        league: LeagueId,
        season: Option<SeasonId>,
    ) -> Result<Vec<PlayedRow>, StoreError> {
        // A whole league reads most of the file's matches: a scan of the fixtures is
        // faster than walking the season index match by match.
        let sql = match season {
            Some(_) => {
                "SELECT f.id, f.season_id, f.round, f.playoff_id IS NOT NULL, r.played_on,
                        f.home_team_id, f.away_team_id, r.home_score, r.away_score, r.decided
                 FROM fixture f JOIN match_result r ON r.fixture_id = f.id
                 JOIN season s ON s.id = f.season_id
                 WHERE f.season_id = ?2 AND s.league_id = ?1"
            }
            None => {
                "SELECT f.id, f.season_id, f.round, f.playoff_id IS NOT NULL, r.played_on,
                        f.home_team_id, f.away_team_id, r.home_score, r.away_score, r.decided
                 FROM fixture f JOIN match_result r ON r.fixture_id = f.id
                 WHERE +f.season_id IN (SELECT id FROM season WHERE league_id = ?1)
                   AND ?2 IS NULL"
            }
        };
        let mut statement = self.conn().prepare_cached(sql)?;
        let rows = statement.query_map(params![league, season], |row| {
            Ok(PlayedRow {
                fixture: row.get(0)?,
                season: row.get(1)?,
                round: row.get(2)?,
                playoff: row.get(3)?,
                played_on: iso_date(row.get_ref(4)?, 4)?,
                home: row.get(5)?,
                away: row.get(6)?,
                home_score: row.get(7)?,
                away_score: row.get(8)?,
                decided: decided_of(row.get_ref(9)?.as_str_or_null()?.map(str::to_string), 9)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// The rows of a game's story query (`store::<game>::*_STORY`): the league as `?1`;
    /// each row the fixture, the player, the player's team, then `parts` text columns
    /// (NULL read as empty), in the query's order.
    pub fn story_rows(
        &self,
        sql: &str,
        league: LeagueId,
        parts: usize,
    ) -> Result<Vec<StoryRow>, StoreError> {
        let mut statement = self.conn().prepare_cached(sql)?;
        let rows = statement.query_map([league], |row| {
            let mut texts = Vec::with_capacity(parts);
            for at in 0..parts {
                texts.push(row.get::<_, Option<String>>(3 + at)?.unwrap_or_default());
            }
            Ok(StoryRow {
                fixture: row.get(0)?,
                player: row.get(1)?,
                team: row.get(2)?,
                parts: texts,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Every player a league's teams ever had, in id order (the league's website), with
    /// whether a match killed them.
    pub fn league_players(&self, league: LeagueId) -> Result<Vec<PlayerNameRow>, StoreError> {
        let sql = format!(
            "SELECT {NAME_COLUMNS} FROM player p JOIN team t ON t.id = p.team_id
             WHERE t.league_id = ?1 ORDER BY p.id"
        );
        let mut statement = self.conn().prepare_cached(&sql)?;
        let rows = statement.query_map([league], name_row)?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// The players asked for (those a leader board or a chart names), with whether a
    /// match killed them; an id the file does not hold is left out.
    pub fn players_named(&self, ids: &[PlayerId]) -> Result<Vec<PlayerNameRow>, StoreError> {
        let sql = format!("SELECT {NAME_COLUMNS} FROM player p WHERE p.id = ?1");
        let mut statement = self.conn().prepare_cached(&sql)?;
        let mut found = Vec::with_capacity(ids.len());
        for id in ids {
            found.extend(statement.query_row([id], name_row).optional()?);
        }
        Ok(found)
    }

    /// The match events (strikes, deaths, …) of a league or one of its seasons, summed
    /// per match (or, not `by_match`, over every match), player and kind; the team is
    /// the player's.
    pub fn league_events(
        &self,
        league: LeagueId,
        season: Option<SeasonId>,
        by_match: bool,
    ) -> Result<Vec<EventSum>, StoreError> {
        let (fixture, group) = match by_match {
            true => ("e.fixture_id", "e.fixture_id, e.player_id, e.kind"),
            false => ("NULL", "e.player_id, e.kind"),
        };
        let sql = format!(
            "SELECT {fixture}, e.player_id, p.team_id, e.kind, SUM(e.amount)
             FROM fixture f JOIN season s ON s.id = f.season_id
             JOIN match_event e ON e.fixture_id = f.id JOIN player p ON p.id = e.player_id
             WHERE {}
             GROUP BY {group}",
            scope_clause(season)
        );
        let mut statement = self.conn().prepare_cached(&sql)?;
        let rows = statement.query_map(params![league, season], |row| {
            let kind: String = row.get(3)?;
            Ok(EventSum {
                fixture: row.get(0)?,
                player: row.get(1)?,
                team: row.get(2)?,
                kind: EventKind::parse(&kind).ok_or_else(|| {
                    rusqlite::Error::FromSqlConversionFailure(
                        3,
                        rusqlite::types::Type::Text,
                        Box::new(StoreError::Corrupt(format!("unknown match event `{kind}`"))),
                    )
                })?,
                amount: row.get(4)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }
}

/// A career a player brought from another league file, with the player's team.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CarriedCareer {
    pub player: PlayerId,
    pub team: TeamId,
    pub career: super::Carryover,
}

impl Tx<'_> {
    /// The careers the league's players brought from other league files.
    pub fn league_carryovers(&self, league: LeagueId) -> Result<Vec<CarriedCareer>, StoreError> {
        let mut statement = self.conn().prepare_cached(
            "SELECT c.player_id, p.team_id, c.matches, c.strikes, c.injuries, c.kills,
                    c.experience, c.source
             FROM player_carryover c JOIN player p ON p.id = c.player_id
             JOIN team t ON t.id = p.team_id
             WHERE t.league_id = ?1 ORDER BY c.player_id",
        )?;
        let rows = statement.query_map([league], |row| {
            Ok(CarriedCareer {
                player: row.get(0)?,
                team: row.get(1)?,
                career: super::Carryover {
                    matches: row.get(2)?,
                    strikes: row.get(3)?,
                    injuries: row.get(4)?,
                    kills: row.get(5)?,
                    experience: row.get(6)?,
                    source: row.get(7)?,
                },
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }
}

/// One number of one player (or of a team, `player` None) in one match.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MatchNumber {
    pub fixture: FixtureId,
    pub team: TeamId,
    pub player: Option<PlayerId>,
    pub value: i64,
}

impl Tx<'_> {
    /// Each side's score in each played match of a league or one of its seasons, as a
    /// team's number.
    pub fn side_scores(
        &self,
        league: LeagueId,
        season: Option<SeasonId>,
    ) -> Result<Vec<MatchNumber>, StoreError> {
        let scope = scope_clause(season);
        let sql = format!(
            "SELECT f.id, f.home_team_id, r.home_score FROM fixture f
             JOIN match_result r ON r.fixture_id = f.id JOIN season s ON s.id = f.season_id
             WHERE {scope}
             UNION ALL
             SELECT f.id, f.away_team_id, r.away_score FROM fixture f
             JOIN match_result r ON r.fixture_id = f.id JOIN season s ON s.id = f.season_id
             WHERE {scope}"
        );
        self.team_numbers(&sql, league, season)
    }

    /// The rows `sql` reads (a fixture, a team and a number, bound to the league as `?1`
    /// and the season as `?2`) as team numbers.
    pub(crate) fn team_numbers(
        &self,
        sql: &str,
        league: LeagueId,
        season: Option<SeasonId>,
    ) -> Result<Vec<MatchNumber>, StoreError> {
        let mut statement = self.conn().prepare_cached(sql)?;
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
}

/// A ledger row as a team's treasury over its matches reads it: the day it is dated,
/// the amount, and the match it belongs to, if any.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LedgerMove {
    pub team: TeamId,
    pub on: chrono::NaiveDate,
    pub amount: i64,
    pub fixture: Option<FixtureId>,
}

impl Tx<'_> {
    /// Every ledger row of a league's teams, in no particular order.
    pub fn league_ledger(&self, league: LeagueId) -> Result<Vec<LedgerMove>, StoreError> {
        let mut statement = self.conn().prepare_cached(
            "SELECT l.team_id, l.on_date, l.amount, l.fixture_id
             FROM ledger l JOIN team t ON t.id = l.team_id WHERE t.league_id = ?1",
        )?;
        let rows = statement.query_map([league], |row| {
            Ok(LedgerMove {
                team: row.get(0)?,
                on: row.get(1)?,
                amount: row.get(2)?,
                fixture: row.get(3)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }
}

#[cfg(test)]
mod tests {
    use rusqlite::types::ValueRef;

    use super::*;

    #[test]
    fn a_stored_day_reads_fast_or_the_general_way_and_nonsense_is_refused() {
        let day = |text: &str| iso_date(ValueRef::Text(text.as_bytes()), 4).ok();
        assert_eq!(day("2026-11-26"), NaiveDate::from_ymd_opt(2026, 11, 26));
        assert_eq!(day("2024-02-29"), NaiveDate::from_ymd_opt(2024, 2, 29));
        assert_eq!(day("2026-02-30"), None);
        assert_eq!(day("2026-1-5"), NaiveDate::from_ymd_opt(2026, 1, 5));
        assert_eq!(day("26-11-2026"), None);
        assert_eq!(day("nonsense!!"), None);
        assert!(iso_date(ValueRef::Integer(3), 4).is_err());
    }
}
