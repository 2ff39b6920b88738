//! Killpower Ball's own tables: league settings, the deck of power cards, team ranking
//! points, gladiators and their cards, and every roll.

use rusqlite::{OptionalExtension, params};
use serde::Serialize;

use super::{FixtureId, LeagueId, StoreError, TeamId, Tx};
use crate::dice::RollRecord;
use crate::rules::killpower::{DeckCard, Mode, PlayoffDraw, RankingSettings, XpRounding};
use crate::store::error::corrupt;

/// A Killpower Ball match's rows (pre-match, report, death risks).
pub(crate) mod match_day;
mod stats;
pub use stats::{GladiatorPlayed, KILLPOWER_STORY, PowerAtMatch};

pub use match_day::{
    DeathRiskRow, FreeThrowRow, KeptGladiator, KpbPrematchRow, KpbResultRow, LineupRow,
};

mod gladiator;

pub use gladiator::GladiatorRecord;
/// A Killpower Ball league's own settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct KillpowerLeagueRecord {
    pub mode: Mode,
    /// A championship that chooses its powers as a tournament does (13.2's note).
    pub powers_chosen: bool,
    pub xp_rounding: XpRounding,
    pub ranking: RankingSettings,
    /// How a championship's drawn playoff match finds its winner (stored NULL in a league
    /// imported from an older document: the default).
    pub playoff_draw: PlayoffDraw,
}

/// A card of the league's deck.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CardRecord {
    pub id: i64,
    pub name: String,
    pub text: String,
    pub copies: u32,
}

impl CardRecord {
    pub fn deck_card(&self) -> DeckCard {
        DeckCard {
            id: self.id,
            name: self.name.clone(),
            copies: self.copies,
        }
    }
}

/// A roll as stored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct KpbRollRow {
    pub team_id: Option<TeamId>,
    pub fixture_id: Option<FixtureId>,
    pub stage: String,
    pub seed: u64,
    pub roll: RollRecord,
}

impl Tx<'_> {
    pub fn insert_killpower_league(
        &self,
        league: LeagueId,
        settings: &KillpowerLeagueRecord,
    ) -> Result<(), StoreError> {
        self.conn().execute(
            "INSERT INTO killpower_league (league_id, mode, powers_chosen, xp_rounding,
                 ranking_win, ranking_division_bonus, ranking_loss, ranking_draw,
                 ranking_abandon, ranking_floor, playoff_draw)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
            params![
                league,
                settings.mode.id(),
                settings.powers_chosen,
                settings.xp_rounding.id(),
                settings.ranking.win,
                settings.ranking.division_bonus,
                settings.ranking.loss,
                settings.ranking.draw,
                settings.ranking.abandon,
                settings.ranking.minimum,
                settings.playoff_draw.id()
            ],
        )?;
        Ok(())
    }

    pub fn update_killpower_league(
        &self,
        league: LeagueId,
        settings: &KillpowerLeagueRecord,
    ) -> Result<(), StoreError> {
        self.conn().execute(
            "UPDATE killpower_league SET powers_chosen = ?2, xp_rounding = ?3,
                 ranking_win = ?4, ranking_division_bonus = ?5, ranking_loss = ?6,
                 ranking_draw = ?7, ranking_abandon = ?8, ranking_floor = ?9,
                 playoff_draw = ?10
             WHERE league_id = ?1",
            params![
                league,
                settings.powers_chosen,
                settings.xp_rounding.id(),
                settings.ranking.win,
                settings.ranking.division_bonus,
                settings.ranking.loss,
                settings.ranking.draw,
                settings.ranking.abandon,
                settings.ranking.minimum,
                settings.playoff_draw.id()
            ],
        )?;
        Ok(())
    }

    pub fn killpower_league(
        &self,
        league: LeagueId,
    ) -> Result<Option<KillpowerLeagueRecord>, StoreError> {
        let found = self
            .conn()
            .prepare_cached(
                "SELECT mode, powers_chosen, xp_rounding, ranking_win, ranking_division_bonus,
                        ranking_loss, ranking_draw, ranking_abandon, ranking_floor, playoff_draw
                 FROM killpower_league WHERE league_id = ?1",
            )?
            .query_row([league], |row| {
                let mode: String = row.get(0)?;
                let rounding: String = row.get(2)?;
                let playoff_draw: Option<String> = row.get(9)?;
                let playoff_draw = match playoff_draw {
                    None => PlayoffDraw::default(),
                    Some(text) => PlayoffDraw::parse(&text)
                        .ok_or_else(|| corrupt(9, format!("playoff_draw {text}")))?,
                };
                Ok(KillpowerLeagueRecord {
                    mode: Mode::parse(&mode).ok_or_else(|| corrupt(0, format!("mode {mode}")))?,
                    powers_chosen: row.get(1)?,
                    xp_rounding: XpRounding::parse(&rounding)
                        .ok_or_else(|| corrupt(2, format!("xp_rounding {rounding}")))?,
                    ranking: RankingSettings {
                        win: row.get(3)?,
                        division_bonus: row.get(4)?,
                        loss: row.get(5)?,
                        draw: row.get(6)?,
                        abandon: row.get(7)?,
                        minimum: row.get(8)?,
                    },
                    playoff_draw,
                })
            })
            .optional()?;
        Ok(found)
    }

    /// The league's deck, by name.
    pub fn killpower_cards(&self, league: LeagueId) -> Result<Vec<CardRecord>, StoreError> {
        let mut statement = self.conn().prepare_cached(
            "SELECT id, name, text, copies FROM killpower_card WHERE league_id = ?1
             ORDER BY name COLLATE NOCASE, id",
        )?;
        let rows = statement.query_map([league], |row| {
            Ok(CardRecord {
                id: row.get(0)?,
                name: row.get(1)?,
                text: row.get(2)?,
                copies: row.get(3)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    pub fn insert_killpower_card(
        &self,
        league: LeagueId,
        name: &str,
        text: &str,
        copies: u32,
    ) -> Result<i64, StoreError> {
        self.conn()
            .prepare_cached(
                "INSERT INTO killpower_card (league_id, name, text, copies) VALUES (?1, ?2, ?3, ?4)",
            )?
            .execute(params![league, name, text, copies])?;
        Ok(self.conn().last_insert_rowid())
    }

    pub fn update_killpower_card(&self, card: &CardRecord) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached(
                "UPDATE killpower_card SET name = ?2, text = ?3, copies = ?4 WHERE id = ?1",
            )?
            .execute(params![card.id, card.name, card.text, card.copies])?;
        Ok(())
    }

    pub fn delete_killpower_card(&self, card: i64) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached("DELETE FROM killpower_card WHERE id = ?1")?
            .execute([card])?;
        Ok(())
    }

    /// How many gladiators (on a roster or kept by a post-match) hold a card.
    pub fn killpower_card_uses(&self, card: i64) -> Result<u32, StoreError> {
        Ok(self.conn().query_row(
            "SELECT (SELECT count(*) FROM killpower_gladiator_card WHERE card_id = ?1)
                  + (SELECT count(*) FROM killpower_kept_card WHERE card_id = ?1)",
            [card],
            |row| row.get(0),
        )?)
    }

    pub fn insert_killpower_team(&self, team: TeamId) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached("INSERT INTO killpower_team (team_id) VALUES (?1)")?
            .execute([team])?;
        Ok(())
    }

    pub fn killpower_ranking(&self, team: TeamId) -> Result<Option<i32>, StoreError> {
        Ok(self
            .conn()
            .prepare_cached("SELECT ranking_points FROM killpower_team WHERE team_id = ?1")?
            .query_row([team], |row| row.get(0))
            .optional()?)
    }

    pub fn set_killpower_ranking(&self, team: TeamId, points: i32) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached("UPDATE killpower_team SET ranking_points = ?2 WHERE team_id = ?1")?
            .execute(params![team, points])?;
        Ok(())
    }

    pub fn insert_kpb_roll(&self, row: &KpbRollRow) -> Result<(), StoreError> {
        let roll = &row.roll;
        self.conn()
            .prepare_cached(
                "INSERT INTO killpower_roll (team_id, fixture_id, stage, seed, roll, dice, result,
                     entered, outcome)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
            )?
            .execute(params![
                row.team_id,
                row.fixture_id,
                row.stage,
                row.seed as i64,
                roll.key,
                roll.dice,
                roll.result,
                roll.entered,
                roll.outcome
            ])?;
        Ok(())
    }

    /// The rolls of a team's creation (fixture None) or of a match, in order.
    pub fn kpb_rolls(
        &self,
        team: Option<TeamId>,
        fixture: Option<FixtureId>,
    ) -> Result<Vec<KpbRollRow>, StoreError> {
        let mut statement = self.conn().prepare_cached(
            "SELECT team_id, fixture_id, stage, seed, roll, dice, result, entered, outcome
             FROM killpower_roll
             WHERE (?1 IS NULL OR team_id = ?1) AND ((?2 IS NULL AND fixture_id IS NULL) OR fixture_id = ?2)
             ORDER BY id",
        )?;
        let rows = statement.query_map(params![team, fixture], |row| {
            let seed: i64 = row.get(3)?;
            Ok(KpbRollRow {
                team_id: row.get(0)?,
                fixture_id: row.get(1)?,
                stage: row.get(2)?,
                seed: seed as u64,
                roll: RollRecord {
                    key: row.get(4)?,
                    dice: row.get(5)?,
                    result: row.get(6)?,
                    entered: row.get(7)?,
                    outcome: row.get(8)?,
                },
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    pub fn delete_kpb_rolls(&self, fixture: FixtureId, stage: &str) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached("DELETE FROM killpower_roll WHERE fixture_id = ?1 AND stage = ?2")?
            .execute(params![fixture, stage])?;
        Ok(())
    }
}
