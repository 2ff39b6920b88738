//! Killpower Ball's own tables: league settings, the deck of power cards, team ranking
//! points, gladiators and their cards, and every roll.

use chrono::NaiveDate;
use rusqlite::{OptionalExtension, Row, params};
use serde::Serialize;

use super::{FixtureId, LeagueId, PlayerId, StoreError, TeamId, Tx};
use crate::dice::RollRecord;
use crate::rules::killpower::{
    DeckCard, Gladiator, Magic, Mode, PlayoffDraw, RankingSettings, Stat, Stats, XpRounding,
};

/// A Killpower Ball match's rows (pre-match, report, death risks).
pub(crate) mod match_day;
mod stats;

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

/// A gladiator as stored: the shared player's number, name and dates, and the game's
/// own columns.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GladiatorRecord {
    pub id: PlayerId,
    pub team_id: TeamId,
    pub number: u32,
    pub hired_on: NaiveDate,
    pub released_on: Option<NaiveDate>,
    pub gladiator: Gladiator,
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

const GLADIATOR_COLUMNS: &str = "p.id, p.team_id, p.number, p.name, p.hired_on, p.released_on,
     g.race, g.specialization, g.dep, g.phy, g.hab, g.pou, g.bal, g.vie, g.experience,
     g.raises, g.magic, g.armour";

fn corrupt(index: usize, what: String) -> rusqlite::Error {
    rusqlite::Error::FromSqlConversionFailure(
        index,
        rusqlite::types::Type::Text,
        Box::new(StoreError::Corrupt(what)),
    )
}

fn stats_from(row: &Row<'_>, first: usize) -> rusqlite::Result<Stats> {
    Ok(Stats {
        dep: row.get(first)?,
        phy: row.get(first + 1)?,
        hab: row.get(first + 2)?,
        pou: row.get(first + 3)?,
        bal: row.get(first + 4)?,
        vie: row.get(first + 5)?,
    })
}

/// Reads `raises`, `magic` and `armour` at `first`.. into the raises and the magic (its
/// cards are read separately).
pub(super) fn raises_and_magic(
    row: &Row<'_>,
    first: usize,
) -> rusqlite::Result<(Vec<Stat>, Magic)> {
    let raises: String = row.get(first)?;
    let raises: Vec<Stat> = serde_json::from_str(&raises)
        .map_err(|error| corrupt(first, format!("gladiator raises: {error}")))?;
    let magic: String = row.get(first + 1)?;
    let armour: Option<u8> = row.get(first + 2)?;
    let magic = match magic.as_str() {
        "gloves" => Magic::Gloves,
        "armour" => Magic::Armour { armour },
        "cards" => Magic::Cards { cards: Vec::new() },
        other => return Err(corrupt(first + 1, format!("gladiator magic `{other}`"))),
    };
    Ok((raises, magic))
}

fn gladiator_from_row(row: &Row<'_>) -> rusqlite::Result<GladiatorRecord> {
    let (raises, magic) = raises_and_magic(row, 15)?;
    Ok(GladiatorRecord {
        id: row.get(0)?,
        team_id: row.get(1)?,
        number: row.get(2)?,
        hired_on: row.get(4)?,
        released_on: row.get(5)?,
        gladiator: Gladiator {
            name: row.get(3)?,
            race: row.get(6)?,
            specialization: row.get(7)?,
            stats: stats_from(row, 8)?,
            experience: row.get(14)?,
            raises,
            magic,
        },
    })
}

pub(super) fn raises_text(gladiator: &Gladiator) -> Result<String, StoreError> {
    serde_json::to_string(&gladiator.raises).map_err(|error| StoreError::Corrupt(error.to_string()))
}

pub(super) fn armour_of(gladiator: &Gladiator) -> Option<u8> {
    match gladiator.magic {
        Magic::Armour { armour } => armour,
        _ => None,
    }
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

    /// Adds a gladiator: the shared player row, its own row and its cards.
    pub fn insert_gladiator(
        &self,
        team: TeamId,
        number: u32,
        gladiator: &Gladiator,
        on: NaiveDate,
    ) -> Result<PlayerId, StoreError> {
        self.conn()
            .prepare_cached(
                "INSERT INTO player (team_id, number, name, kind, position, cost, hired_on)
                 VALUES (?1, ?2, ?3, 'gladiator', ?4, 0, ?5)",
            )?
            .execute(params![
                team,
                number,
                gladiator.name,
                gladiator.specialization,
                on
            ])?;
        let id = PlayerId(self.conn().last_insert_rowid());
        self.conn()
            .prepare_cached(
                "INSERT INTO killpower_gladiator (player_id, race, specialization, dep, phy, hab,
                     pou, bal, vie, experience, raises, magic, armour)
                 VALUES (?1, ?2, ?3, 0, 0, 0, 0, 0, 0, 0, '[]', ?4, NULL)",
            )?
            .execute(params![
                id,
                gladiator.race,
                gladiator.specialization,
                gladiator.magic.kind()
            ])?;
        self.set_gladiator(id, gladiator)?;
        Ok(id)
    }

    /// Writes a gladiator's own columns and cards as `gladiator` has them.
    pub fn set_gladiator(&self, id: PlayerId, gladiator: &Gladiator) -> Result<(), StoreError> {
        let s = gladiator.stats;
        self.conn()
            .prepare_cached(
                "UPDATE killpower_gladiator SET specialization = ?2, dep = ?3, phy = ?4, hab = ?5,
                     pou = ?6, bal = ?7, vie = ?8, experience = ?9, raises = ?10, magic = ?11,
                     armour = ?12
                 WHERE player_id = ?1",
            )?
            .execute(params![
                id,
                gladiator.specialization,
                s.dep,
                s.phy,
                s.hab,
                s.pou,
                s.bal,
                s.vie,
                gladiator.experience,
                raises_text(gladiator)?,
                gladiator.magic.kind(),
                armour_of(gladiator)
            ])?;
        let held: Vec<i64> = self
            .conn()
            .prepare_cached(
                "SELECT card_id FROM killpower_gladiator_card WHERE player_id = ?1 ORDER BY slot",
            )?
            .query_map([id], |row| row.get(0))?
            .collect::<rusqlite::Result<_>>()?;
        if held == gladiator.cards() {
            return Ok(());
        }
        self.conn()
            .prepare_cached("DELETE FROM killpower_gladiator_card WHERE player_id = ?1")?
            .execute([id])?;
        for (slot, card) in gladiator.cards().iter().enumerate() {
            self.conn()
                .prepare_cached(
                    "INSERT INTO killpower_gladiator_card (player_id, slot, card_id) VALUES (?1, ?2, ?3)",
                )?
                .execute(params![id, slot as i64 + 1, card])?;
        }
        Ok(())
    }

    /// The gladiators of a team: on its roster now (`all`: those who left too), by
    /// number, with their cards.
    pub fn gladiators(&self, team: TeamId, all: bool) -> Result<Vec<GladiatorRecord>, StoreError> {
        let filter = if all { "" } else { "AND p.released_on IS NULL" };
        let sql = format!(
            "SELECT {GLADIATOR_COLUMNS} FROM player p JOIN killpower_gladiator g ON g.player_id = p.id
             WHERE p.team_id = ?1 {filter} ORDER BY p.number, p.id"
        );
        let mut statement = self.conn().prepare_cached(&sql)?;
        let mut rows: Vec<GladiatorRecord> = statement
            .query_map([team], gladiator_from_row)?
            .collect::<rusqlite::Result<_>>()?;
        let cards = self.team_cards(team)?;
        for record in &mut rows {
            if let Magic::Cards { cards: held } = &mut record.gladiator.magic {
                *held = cards
                    .iter()
                    .filter(|(player, _)| *player == record.id)
                    .map(|(_, card)| *card)
                    .collect();
            }
        }
        Ok(rows)
    }

    /// One gladiator, whatever team and whether on a roster.
    pub fn gladiator(&self, id: PlayerId) -> Result<Option<GladiatorRecord>, StoreError> {
        let team: Option<TeamId> = self
            .conn()
            .prepare_cached("SELECT team_id FROM player WHERE id = ?1")?
            .query_row([id], |row| row.get(0))
            .optional()?;
        let Some(team) = team else { return Ok(None) };
        Ok(self
            .gladiators(team, true)?
            .into_iter()
            .find(|g| g.id == id))
    }

    /// Every power card the gladiators of a team hold or held, as (gladiator, card), in
    /// slot order, whatever their equipment.
    pub fn team_cards(&self, team: TeamId) -> Result<Vec<(PlayerId, i64)>, StoreError> {
        let mut statement = self.conn().prepare_cached(
            "SELECT c.player_id, c.card_id FROM killpower_gladiator_card c
             JOIN player p ON p.id = c.player_id WHERE p.team_id = ?1 ORDER BY c.player_id, c.slot",
        )?;
        let rows = statement.query_map([team], |row| Ok((row.get(0)?, row.get(1)?)))?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
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
