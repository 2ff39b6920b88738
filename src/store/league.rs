//! Leagues and their settings.

use chrono::NaiveDate;
use rusqlite::{OptionalExtension, Row, params};
use serde::Serialize;

use super::{LeagueId, StoreError, Tx};
use crate::rules::dreadball::Settings;

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LeagueRecord {
    pub id: LeagueId,
    pub name: String,
    pub game: String,
    pub created_on: NaiveDate,
    pub settings: Settings,
}

const LEAGUE_COLUMNS: &str =
    "id, name, game, created_on, coaching_die_mc, card_mc, starting_treasury_mc";

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
    })
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
}
