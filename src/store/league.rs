//! Leagues and their settings.

use chrono::NaiveDate;
use rusqlite::{OptionalExtension, Row, params};
use serde::Serialize;

use super::{LeagueId, StoreError, Tx};
use crate::league::{PointsTable, TieBreaker};
use crate::rules::dreadball::Settings;

/// How a league's tables are worked out: points per result and the tie-breaker order.
/// Both are league settings; the defaults are Dugout's, not quoted rules.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlaySettings {
    pub points: PointsTable,
    pub tie_breakers: Vec<TieBreaker>,
}

impl Default for PlaySettings {
    fn default() -> Self {
        PlaySettings {
            points: PointsTable::DREADBALL_DEFAULT,
            tie_breakers: TieBreaker::DEFAULT_ORDER.to_vec(),
        }
    }
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
    pub settings: Settings,
    pub play: PlaySettings,
}

const LEAGUE_COLUMNS: &str =
    "id, name, game, created_on, coaching_die_mc, card_mc, starting_treasury_mc,
     points_landslide_win, points_win, points_draw, points_loss, tie_breakers";

fn league_from_row(row: &Row<'_>) -> rusqlite::Result<LeagueRecord> {
    Ok(LeagueRecord {
        id: row.get(0)?,
        name: row.get(1)?,
        game: row.get(2)?,
        created_on: row.get(3)?,
        settings: Settings {
            coaching_die_mc: row.get(4)?,
            card_mc: row.get(5)?,
            starting_treasury_mc: row.get(6)?,
        },
        play: PlaySettings {
            points: PointsTable {
                landslide_win: row.get(7)?,
                win: row.get(8)?,
                draw: row.get(9)?,
                loss: row.get(10)?,
            },
            tie_breakers: parse_tie_breakers(&row.get::<_, String>(11)?)?,
        },
    })
}

fn parse_tie_breakers(text: &str) -> rusqlite::Result<Vec<TieBreaker>> {
    text.split(',')
        .filter(|id| !id.trim().is_empty())
        .map(|id| {
            TieBreaker::parse(id).ok_or_else(|| {
                rusqlite::Error::FromSqlConversionFailure(
                    11,
                    rusqlite::types::Type::Text,
                    Box::new(StoreError::Corrupt(format!("unknown tie-breaker `{id}`"))),
                )
            })
        })
        .collect()
}

impl Tx<'_> {
    pub fn insert_league(
        &self,
        name: &str,
        game: &str,
        created_on: NaiveDate,
        settings: &Settings,
    ) -> Result<LeagueId, StoreError> {
        self.conn().execute(
            "INSERT INTO league (name, game, created_on, coaching_die_mc, card_mc, starting_treasury_mc)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![
                name,
                game,
                created_on,
                settings.coaching_die_mc,
                settings.card_mc,
                settings.starting_treasury_mc
            ],
        )?;
        Ok(LeagueId(self.conn().last_insert_rowid()))
    }

    pub fn leagues(&self) -> Result<Vec<LeagueRecord>, StoreError> {
        let mut statement = self
            .conn()
            .prepare_cached(&format!("SELECT {LEAGUE_COLUMNS} FROM league ORDER BY id"))?;
        let rows = statement.query_map([], league_from_row)?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    pub fn league(&self, id: LeagueId) -> Result<Option<LeagueRecord>, StoreError> {
        let mut statement = self.conn().prepare_cached(&format!(
            "SELECT {LEAGUE_COLUMNS} FROM league WHERE id = ?1"
        ))?;
        Ok(statement.query_row([id], league_from_row).optional()?)
    }

    pub fn update_league_settings(
        &self,
        id: LeagueId,
        settings: &Settings,
    ) -> Result<(), StoreError> {
        self.conn().execute(
            "UPDATE league SET coaching_die_mc = ?2, card_mc = ?3, starting_treasury_mc = ?4 WHERE id = ?1",
            params![id, settings.coaching_die_mc, settings.card_mc, settings.starting_treasury_mc],
        )?;
        Ok(())
    }

    pub fn update_play_settings(
        &self,
        id: LeagueId,
        play: &PlaySettings,
    ) -> Result<(), StoreError> {
        let points = play.points;
        self.conn().execute(
            "UPDATE league SET points_landslide_win = ?2, points_win = ?3, points_draw = ?4,
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
