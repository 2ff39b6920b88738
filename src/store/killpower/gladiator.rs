//! Killpower Ball's gladiators as stored: the shared player row, the game's own row
//! (stats, raises, magic, armour) and their power cards.

use chrono::NaiveDate;
use rusqlite::{OptionalExtension, Row, params};
use serde::Serialize;

use crate::rules::killpower::{Gladiator, Magic, Stat, Stats};
use crate::store::error::corrupt;
use crate::store::{PlayerId, StoreError, TeamId, Tx};

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

const GLADIATOR_COLUMNS: &str = "p.id, p.team_id, p.number, p.name, p.hired_on, p.released_on,
     g.race, g.specialization, g.dep, g.phy, g.hab, g.pou, g.bal, g.vie, g.experience,
     g.raises, g.magic, g.armour";

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
pub(in crate::store::killpower) fn raises_and_magic(
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

pub(in crate::store::killpower) fn raises_text(
    gladiator: &Gladiator,
) -> Result<String, StoreError> {
    serde_json::to_string(&gladiator.raises).map_err(|error| StoreError::Corrupt(error.to_string()))
}

pub(in crate::store::killpower) fn armour_of(gladiator: &Gladiator) -> Option<u8> {
    match gladiator.magic {
        Magic::Armour { armour } => armour,
        _ => None,
    }
}

impl Tx<'_> {
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
}
