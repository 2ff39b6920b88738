//! What a match day writes besides the result: pre-match items (MVPs hired, free-agent
//! rolls, hacks), players hired for one match, ledger rows of the match, and the
//! post-match sequence (earnings, advancements, revivals and signings).

use chrono::NaiveDate;
use rusqlite::{OptionalExtension, Row, params};
use serde::Serialize;

use crate::store::error::corrupt;
use crate::store::{FixtureId, PlayerId, StoreError, TeamId, Tx};

/// What a team did before a match.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ItemKind {
    Mvp,
    FreeAgent,
    Hack,
}

impl ItemKind {
    pub fn id(self) -> &'static str {
        match self {
            ItemKind::Mvp => "mvp",
            ItemKind::FreeAgent => "free_agent",
            ItemKind::Hack => "hack",
        }
    }

    pub fn parse(text: &str) -> Option<ItemKind> {
        [ItemKind::Mvp, ItemKind::FreeAgent, ItemKind::Hack]
            .into_iter()
            .find(|kind| kind.id() == text)
    }
}

/// A pre-match item as stored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ItemRecord {
    pub id: i64,
    pub fixture_id: FixtureId,
    pub team_id: TeamId,
    pub kind: ItemKind,
    /// MVP id, free-agent table number or hack letter.
    pub what: String,
    pub bonus_mc: u32,
    pub treasury_mc: u32,
    pub seed: Option<u64>,
    pub die: Option<u8>,
    pub choice: Option<u32>,
    pub made_on: NaiveDate,
}

/// A pre-match item about to be written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewItem {
    pub fixture_id: FixtureId,
    pub team_id: TeamId,
    pub kind: ItemKind,
    pub what: String,
    pub bonus_mc: u32,
    pub treasury_mc: u32,
    pub seed: Option<u64>,
    pub die: Option<u8>,
    pub choice: Option<u32>,
}

/// One team's side of a post-match sequence.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PostTeamRecord {
    pub team_id: TeamId,
    pub man_of_the_match: Option<PlayerId>,
    pub earnings_dice: Vec<u8>,
    pub earnings_mc: u32,
}

/// A rank-up and what it changed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AdvancementRecord {
    pub player_id: PlayerId,
    pub rank: u32,
    /// "skill" or "stat".
    pub kind: String,
    /// The skill id or the stat.
    pub choice: String,
    pub die: Option<u8>,
    /// The player's stats and skills before and after, as JSON.
    pub before: String,
    pub after: String,
}

/// A player a post-match revived or signed for good.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PostPlayerKind {
    Revived,
    Signed,
}

impl PostPlayerKind {
    pub fn id(self) -> &'static str {
        match self {
            PostPlayerKind::Revived => "revived",
            PostPlayerKind::Signed => "signed",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct PostPlayerRecord {
    pub player_id: PlayerId,
    pub kind: PostPlayerKind,
    pub cost_mc: u32,
}

fn item_from_row(row: &Row<'_>) -> rusqlite::Result<ItemRecord> {
    let kind: String = row.get(3)?;
    let seed: Option<i64> = row.get(7)?;
    Ok(ItemRecord {
        id: row.get(0)?,
        fixture_id: row.get(1)?,
        team_id: row.get(2)?,
        kind: ItemKind::parse(&kind)
            .ok_or_else(|| corrupt(3, format!("unknown match-day item `{kind}`")))?,
        what: row.get(4)?,
        bonus_mc: row.get(5)?,
        treasury_mc: row.get(6)?,
        seed: seed.map(|s| s as u64),
        die: row.get(8)?,
        choice: row.get(9)?,
        made_on: row.get(10)?,
    })
}

impl Tx<'_> {
    pub fn insert_item(&self, item: &NewItem, on: NaiveDate) -> Result<i64, StoreError> {
        self.conn()
            .prepare_cached(
                "INSERT INTO match_day_item (fixture_id, team_id, kind, what, bonus_mc,
                     treasury_mc, seed, die, choice, made_on)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
            )?
            .execute(params![
                item.fixture_id,
                item.team_id,
                item.kind.id(),
                item.what,
                item.bonus_mc,
                item.treasury_mc,
                item.seed.map(|s| s as i64),
                item.die,
                item.choice,
                on
            ])?;
        Ok(self.conn().last_insert_rowid())
    }

    /// Every pre-match item of a match, in the order they were made.
    pub fn items(&self, fixture: FixtureId) -> Result<Vec<ItemRecord>, StoreError> {
        let mut statement = self.conn().prepare_cached(
            "SELECT id, fixture_id, team_id, kind, what, bonus_mc, treasury_mc, seed, die,
                 choice, made_on
             FROM match_day_item WHERE fixture_id = ?1 ORDER BY id",
        )?;
        let rows = statement.query_map([fixture], item_from_row)?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    pub fn set_item_choice(&self, item: i64, choice: u32) -> Result<(), StoreError> {
        self.conn().execute(
            "UPDATE match_day_item SET choice = ?2 WHERE id = ?1",
            params![item, choice],
        )?;
        Ok(())
    }

    /// Deletes one pre-match item with its players and ledger rows.
    pub fn delete_item(&self, item: i64) -> Result<(), StoreError> {
        let conn = self.conn();
        conn.execute("DELETE FROM ledger WHERE match_item = ?1", [item])?;
        conn.execute("DELETE FROM player WHERE match_item = ?1", [item])?;
        conn.execute("DELETE FROM match_day_item WHERE id = ?1", [item])?;
        Ok(())
    }

    pub fn delete_items(&self, fixture: FixtureId) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached("DELETE FROM match_day_item WHERE fixture_id = ?1")?
            .execute([fixture])?;
        Ok(())
    }

    /// Ties a new player to the match and the pre-match item that hired them.
    pub fn set_match_hire(
        &self,
        player: PlayerId,
        fixture: FixtureId,
        item: i64,
    ) -> Result<(), StoreError> {
        self.conn().execute(
            "UPDATE player SET hired_for = ?2, match_item = ?3 WHERE id = ?1",
            params![player, fixture, item],
        )?;
        Ok(())
    }

    /// Marks a player as hired for one match only, or (None) as the team's own.
    pub fn set_hired_for(
        &self,
        player: PlayerId,
        fixture: Option<FixtureId>,
    ) -> Result<(), StoreError> {
        self.conn().execute(
            "UPDATE player SET hired_for = ?2 WHERE id = ?1",
            params![player, fixture],
        )?;
        Ok(())
    }

    /// Players hired for a match only, current or gone.
    pub fn match_players(&self, fixture: FixtureId) -> Result<Vec<PlayerId>, StoreError> {
        let mut statement = self
            .conn()
            .prepare_cached("SELECT id FROM player WHERE hired_for = ?1 ORDER BY id")?;
        let rows = statement.query_map([fixture], |row| row.get(0))?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// The players a pre-match item brought, gone or not.
    pub fn item_players(
        &self,
        item: i64,
    ) -> Result<Vec<crate::store::dreadball::PlayerRecord>, StoreError> {
        let sql = format!(
            "SELECT {} FROM {} WHERE p.match_item = ?1 ORDER BY p.id",
            super::team::PLAYER_COLUMNS,
            super::team::PLAYER_FROM
        );
        let mut statement = self.conn().prepare_cached(&sql)?;
        let rows = statement.query_map([item], |row| Ok(super::team::player_from_row(row)?.1))?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Deletes the players a match's pre-match items brought (signed or not).
    pub fn delete_match_players(&self, fixture: FixtureId) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached(
                "DELETE FROM player WHERE match_item IN
                     (SELECT id FROM match_day_item WHERE fixture_id = ?1)",
            )?
            .execute([fixture])?;
        Ok(())
    }

    /// Brings back the players hired for a match who left after it, but those its
    /// pre-match brought (the pre-match's undo deletes them): their shirt numbers may
    /// have been given to a player hired since.
    pub fn unrelease_match_players(&self, fixture: FixtureId) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached(
                "UPDATE player SET released_on = NULL WHERE hired_for = ?1 AND match_item IS NULL",
            )?
            .execute([fixture])?;
        Ok(())
    }

    pub fn insert_postmatch(
        &self,
        fixture: FixtureId,
        on: NaiveDate,
        seed: u64,
    ) -> Result<(), StoreError> {
        self.conn().execute(
            "INSERT INTO postmatch (fixture_id, done_on, seed) VALUES (?1, ?2, ?3)",
            params![fixture, on, seed as i64],
        )?;
        Ok(())
    }

    /// When the post-match of a match was done and with which seed, if it was.
    pub fn postmatch(&self, fixture: FixtureId) -> Result<Option<(NaiveDate, u64)>, StoreError> {
        Ok(self
            .conn()
            .prepare_cached("SELECT done_on, seed FROM postmatch WHERE fixture_id = ?1")?
            .query_row([fixture], |row| {
                Ok((row.get(0)?, row.get::<_, i64>(1)? as u64))
            })
            .optional()?)
    }

    pub fn insert_postmatch_team(
        &self,
        fixture: FixtureId,
        team: &PostTeamRecord,
    ) -> Result<(), StoreError> {
        let dice = serde_json::to_string(&team.earnings_dice)
            .map_err(|error| StoreError::Corrupt(error.to_string()))?;
        self.conn().execute(
            "INSERT INTO postmatch_team (fixture_id, team_id, man_of_the_match, earnings_dice,
                 earnings_mc) VALUES (?1, ?2, ?3, ?4, ?5)",
            params![
                fixture,
                team.team_id,
                team.man_of_the_match,
                dice,
                team.earnings_mc
            ],
        )?;
        Ok(())
    }

    pub fn postmatch_teams(&self, fixture: FixtureId) -> Result<Vec<PostTeamRecord>, StoreError> {
        let mut statement = self.conn().prepare_cached(
            "SELECT team_id, man_of_the_match, earnings_dice, earnings_mc FROM postmatch_team
             WHERE fixture_id = ?1 ORDER BY rowid",
        )?;
        let rows = statement.query_map([fixture], |row| {
            let dice: String = row.get(2)?;
            Ok(PostTeamRecord {
                team_id: row.get(0)?,
                man_of_the_match: row.get(1)?,
                earnings_dice: serde_json::from_str(&dice)
                    .map_err(|error| corrupt(2, format!("earnings dice: {error}")))?,
                earnings_mc: row.get(3)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    pub fn insert_advancement(
        &self,
        fixture: FixtureId,
        advancement: &AdvancementRecord,
    ) -> Result<(), StoreError> {
        self.conn().execute(
            "INSERT INTO advancement (fixture_id, player_id, rank, kind, choice, die, before, after)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
            params![
                fixture,
                advancement.player_id,
                advancement.rank,
                advancement.kind,
                advancement.choice,
                advancement.die,
                advancement.before,
                advancement.after
            ],
        )?;
        Ok(())
    }

    /// A match's advancements, in the order they were made.
    pub fn advancements(&self, fixture: FixtureId) -> Result<Vec<AdvancementRecord>, StoreError> {
        let mut statement = self.conn().prepare_cached(
            "SELECT player_id, rank, kind, choice, die, before, after FROM advancement
             WHERE fixture_id = ?1 ORDER BY id",
        )?;
        let rows = statement.query_map([fixture], |row| {
            Ok(AdvancementRecord {
                player_id: row.get(0)?,
                rank: row.get(1)?,
                kind: row.get(2)?,
                choice: row.get(3)?,
                die: row.get(4)?,
                before: row.get(5)?,
                after: row.get(6)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    pub fn insert_postmatch_player(
        &self,
        fixture: FixtureId,
        record: &PostPlayerRecord,
    ) -> Result<(), StoreError> {
        self.conn().execute(
            "INSERT INTO postmatch_player (fixture_id, player_id, kind, cost_mc)
             VALUES (?1, ?2, ?3, ?4)",
            params![fixture, record.player_id, record.kind.id(), record.cost_mc],
        )?;
        Ok(())
    }

    pub fn postmatch_players(
        &self,
        fixture: FixtureId,
    ) -> Result<Vec<PostPlayerRecord>, StoreError> {
        let mut statement = self.conn().prepare_cached(
            "SELECT player_id, kind, cost_mc FROM postmatch_player WHERE fixture_id = ?1
             ORDER BY rowid",
        )?;
        let rows = statement.query_map([fixture], |row| {
            let kind: String = row.get(1)?;
            Ok(PostPlayerRecord {
                player_id: row.get(0)?,
                kind: match kind.as_str() {
                    "revived" => PostPlayerKind::Revived,
                    "signed" => PostPlayerKind::Signed,
                    other => return Err(corrupt(1, format!("unknown post-match kind `{other}`"))),
                },
                cost_mc: row.get(2)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Removes a match's post-match sequence (its teams, advancements and players go
    /// with it).
    pub fn delete_postmatch(&self, fixture: FixtureId) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached("DELETE FROM postmatch WHERE fixture_id = ?1")?
            .execute([fixture])?;
        Ok(())
    }

    /// Sets a player's stats and skills (an advancement, or putting one back).
    pub fn set_player_profile(
        &self,
        player: PlayerId,
        stats: &crate::data::dreadball::StatLine,
        skills: &[String],
    ) -> Result<(), StoreError> {
        let skills = serde_json::to_string(skills)
            .map_err(|error| StoreError::Corrupt(error.to_string()))?;
        self.conn().execute(
            "UPDATE dreadball_player SET move = ?2, strength = ?3, speed = ?4, skill = ?5,
                 armour = ?6 WHERE player_id = ?1",
            params![
                player,
                stats.movement,
                stats.strength,
                stats.speed,
                stats.skill,
                stats.armour
            ],
        )?;
        self.conn().execute(
            "UPDATE player SET skills = ?2 WHERE id = ?1",
            params![player, skills],
        )?;
        Ok(())
    }
}
