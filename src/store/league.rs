//! Leagues and their settings.

use chrono::NaiveDate;
use rusqlite::{OptionalExtension, Row, params};
use serde::Serialize;

use super::{LeagueId, StoreError, Tx};
use crate::league::{PointsTable, TieBreaker};
use crate::rules::dreadball::Settings;
use crate::rules::dreadball::match_day::{
    EarningsRule, MatchDaySettings, parse_thresholds, thresholds_text,
};

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
    pub match_day: MatchDaySettings,
}

/// The shared league columns, then DreadBall's settings (NULL for a league of another
/// game, read as DreadBall's defaults, which such a league never uses).
const LEAGUE_COLUMNS: &str = "l.id, l.name, l.game, l.created_on,
     coalesce(d.coaching_die_mc, 6), coalesce(d.card_mc, 10), coalesce(d.starting_treasury_mc, 0),
     l.points_bonus_win, l.points_win, l.points_draw, l.points_loss, l.tie_breakers,
     coalesce(d.rank_thresholds, '5,10,15,20,25,30'), coalesce(d.man_of_the_match_xp, 1),
     coalesce(d.earnings_base_mc, 5), coalesce(d.earnings_win_mc, 5),
     coalesce(d.earnings_draw_mc, 2), coalesce(d.earnings_dice, 1), d.revival_mc,
     coalesce(d.free_agent_signing, 1), coalesce(d.mvp_from_treasury, 1),
     coalesce(d.event_mvps, 0)";
const LEAGUE_FROM: &str = "league l LEFT JOIN dreadball_league d ON d.league_id = l.id";

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
        match_day: MatchDaySettings {
            rank_thresholds: parse_thresholds(&row.get::<_, String>(12)?).map_err(|error| {
                rusqlite::Error::FromSqlConversionFailure(
                    12,
                    rusqlite::types::Type::Text,
                    Box::new(StoreError::Corrupt(error.to_string())),
                )
            })?,
            man_of_the_match_xp: row.get(13)?,
            earnings: EarningsRule {
                base_mc: row.get(14)?,
                win_mc: row.get(15)?,
                draw_mc: row.get(16)?,
                dice: row.get(17)?,
            },
            revival_mc: row.get(18)?,
            free_agent_signing: row.get(19)?,
            mvp_from_treasury: row.get(20)?,
            event_mvps: row.get(21)?,
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

    /// Adds DreadBall's settings of a new DreadBall league.
    pub fn insert_dreadball_league(
        &self,
        id: LeagueId,
        settings: &Settings,
    ) -> Result<(), StoreError> {
        self.conn().execute(
            "INSERT INTO dreadball_league (league_id, coaching_die_mc, card_mc, starting_treasury_mc)
             VALUES (?1, ?2, ?3, ?4)",
            params![
                id,
                settings.coaching_die_mc,
                settings.card_mc,
                settings.starting_treasury_mc
            ],
        )?;
        Ok(())
    }

    pub fn leagues(&self) -> Result<Vec<LeagueRecord>, StoreError> {
        let mut statement = self.conn().prepare_cached(&format!(
            "SELECT {LEAGUE_COLUMNS} FROM {LEAGUE_FROM} ORDER BY l.id"
        ))?;
        let rows = statement.query_map([], league_from_row)?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    pub fn league(&self, id: LeagueId) -> Result<Option<LeagueRecord>, StoreError> {
        let mut statement = self.conn().prepare_cached(&format!(
            "SELECT {LEAGUE_COLUMNS} FROM {LEAGUE_FROM} WHERE l.id = ?1"
        ))?;
        Ok(statement.query_row([id], league_from_row).optional()?)
    }

    pub fn update_league_settings(
        &self,
        id: LeagueId,
        settings: &Settings,
    ) -> Result<(), StoreError> {
        self.conn().execute(
            "UPDATE dreadball_league SET coaching_die_mc = ?2, card_mc = ?3, starting_treasury_mc = ?4
             WHERE league_id = ?1",
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

    pub fn update_match_day_settings(
        &self,
        id: LeagueId,
        day: &MatchDaySettings,
    ) -> Result<(), StoreError> {
        let earnings = day.earnings;
        self.conn().execute(
            "UPDATE dreadball_league SET rank_thresholds = ?2, man_of_the_match_xp = ?3,
                 earnings_base_mc = ?4, earnings_win_mc = ?5, earnings_draw_mc = ?6,
                 earnings_dice = ?7, revival_mc = ?8, free_agent_signing = ?9,
                 mvp_from_treasury = ?10, event_mvps = ?11 WHERE league_id = ?1",
            params![
                id,
                thresholds_text(&day.rank_thresholds),
                day.man_of_the_match_xp,
                earnings.base_mc,
                earnings.win_mc,
                earnings.draw_mc,
                earnings.dice,
                day.revival_mc,
                day.free_agent_signing,
                day.mvp_from_treasury,
                day.event_mvps
            ],
        )?;
        Ok(())
    }
}
