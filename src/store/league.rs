//! Leagues and their settings.

use chrono::NaiveDate;
use rusqlite::{OptionalExtension, Row, params};
use serde::Serialize;

use super::{LeagueId, StoreError, Tx};
use crate::league::{PointsTable, TieBreaker};
use crate::store::error::corrupt;

/// How a league's tables are worked out: points per result and the tie-breaker order.
/// Both are league settings; the defaults are Dugout's, not quoted rules.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlaySettings {
    pub points: PointsTable,
    pub tie_breakers: Vec<TieBreaker>,
}

/// The stored form of a tie-breaker list: ids separated by commas.
pub fn tie_breakers_text(list: &[TieBreaker]) -> String {
    list.iter().map(|t| t.id()).collect::<Vec<_>>().join(",")
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LeagueRecord {
    pub id: LeagueId,
    pub name: String,
    pub game: String,
    pub created_on: NaiveDate,
    pub play: PlaySettings,
}

const LEAGUE_COLUMNS: &str = "l.id, l.name, l.game, l.created_on,
     l.points_bonus_win, l.points_win, l.points_draw, l.points_loss, l.tie_breakers";

fn league_from_row(row: &Row<'_>) -> rusqlite::Result<LeagueRecord> {
    Ok(LeagueRecord {
        id: row.get(0)?,
        name: row.get(1)?,
        game: row.get(2)?,
        created_on: row.get(3)?,
        play: PlaySettings {
            points: PointsTable {
                landslide_win: row.get(4)?,
                win: row.get(5)?,
                draw: row.get(6)?,
                loss: row.get(7)?,
            },
            tie_breakers: parse_tie_breakers(&row.get::<_, String>(8)?)?,
        },
    })
}

fn parse_tie_breakers(text: &str) -> rusqlite::Result<Vec<TieBreaker>> {
    text.split(',')
        .filter(|id| !id.trim().is_empty())
        .map(|id| {
            TieBreaker::parse(id).ok_or_else(|| corrupt(8, format!("unknown tie-breaker `{id}`")))
        })
        .collect()
}

impl Tx<'_> {
    /// Adds a league of `game` with its table rules; the game adds its own settings.
    pub fn insert_league(
        &self,
        name: &str,
        game: &str,
        created_on: NaiveDate,
        play: &PlaySettings,
    ) -> Result<LeagueId, StoreError> {
        let points = play.points;
        self.conn().execute(
            "INSERT INTO league (name, game, created_on, points_bonus_win, points_win,
                 points_draw, points_loss, tie_breakers)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
            params![
                name,
                game,
                created_on,
                points.landslide_win,
                points.win,
                points.draw,
                points.loss,
                tie_breakers_text(&play.tie_breakers)
            ],
        )?;
        Ok(LeagueId(self.conn().last_insert_rowid()))
    }

    pub fn leagues(&self) -> Result<Vec<LeagueRecord>, StoreError> {
        let mut statement = self.conn().prepare_cached(&format!(
            "SELECT {LEAGUE_COLUMNS} FROM league l ORDER BY l.id"
        ))?;
        let rows = statement.query_map([], league_from_row)?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    pub fn league(&self, id: LeagueId) -> Result<Option<LeagueRecord>, StoreError> {
        let mut statement = self.conn().prepare_cached(&format!(
            "SELECT {LEAGUE_COLUMNS} FROM league l WHERE l.id = ?1"
        ))?;
        Ok(statement.query_row([id], league_from_row).optional()?)
    }

    pub fn update_play_settings(
        &self,
        id: LeagueId,
        play: &PlaySettings,
    ) -> Result<(), StoreError> {
        let points = play.points;
        self.conn().execute(
            "UPDATE league SET points_bonus_win = ?2, points_win = ?3, points_draw = ?4,
                 points_loss = ?5, tie_breakers = ?6 WHERE id = ?1",
            params![
                id,
                points.landslide_win,
                points.win,
                points.draw,
                points.loss,
                tie_breakers_text(&play.tie_breakers)
            ],
        )?;
        Ok(())
    }
}
