//! A DreadBall league's own settings: its prices and its match-day settings (league
//! settings the seeds do not give, with documented defaults).

use rusqlite::{OptionalExtension, Row, params};
use serde::Serialize;

use crate::rules::dreadball::Settings;
use crate::rules::dreadball::match_day::{
    EarningsRule, MatchDaySettings, parse_thresholds, thresholds_text,
};
use crate::store::error::corrupt;
use crate::store::{LeagueId, StoreError, Tx};

/// What a DreadBall league adds to every league's record.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DreadBallLeagueRecord {
    pub settings: Settings,
    pub match_day: MatchDaySettings,
}

const COLUMNS: &str = "coaching_die_mc, card_mc, starting_treasury_mc, rank_thresholds,
     man_of_the_match_xp, earnings_base_mc, earnings_win_mc, earnings_draw_mc, earnings_dice,
     revival_mc, free_agent_signing, mvp_from_treasury, event_mvps";

fn from_row(row: &Row<'_>) -> rusqlite::Result<DreadBallLeagueRecord> {
    Ok(DreadBallLeagueRecord {
        settings: Settings {
            coaching_die_mc: row.get(0)?,
            card_mc: row.get(1)?,
            starting_treasury_mc: row.get(2)?,
        },
        match_day: MatchDaySettings {
            rank_thresholds: parse_thresholds(&row.get::<_, String>(3)?)
                .map_err(|error| corrupt(3, error.to_string()))?,
            man_of_the_match_xp: row.get(4)?,
            earnings: EarningsRule {
                base_mc: row.get(5)?,
                win_mc: row.get(6)?,
                draw_mc: row.get(7)?,
                dice: row.get(8)?,
            },
            revival_mc: row.get(9)?,
            free_agent_signing: row.get(10)?,
            mvp_from_treasury: row.get(11)?,
            event_mvps: row.get(12)?,
        },
    })
}

impl Tx<'_> {
    /// A DreadBall league's settings; None when the league is of another game.
    pub fn dreadball_league(
        &self,
        id: LeagueId,
    ) -> Result<Option<DreadBallLeagueRecord>, StoreError> {
        let sql = format!("SELECT {COLUMNS} FROM dreadball_league WHERE league_id = ?1");
        Ok(self
            .conn()
            .prepare_cached(&sql)?
            .query_row([id], from_row)
            .optional()?)
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
