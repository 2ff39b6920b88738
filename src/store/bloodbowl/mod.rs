//! Blood Bowl's own tables: league settings, team re-rolls/fans/staff, player
//! characteristics and star player points, result casualties, imported roster packs.

use chrono::NaiveDate;
use rusqlite::{OptionalExtension, Row, params};
use serde::Serialize;

use super::{FixtureId, LeagueId, PlayerId, StoreError, TeamId, Tx};
use crate::store::error::corrupt;

/// A Blood Bowl match day's rows (pre-match, post-match, rolls).
pub(crate) mod match_day;
mod overrides;
pub mod stats;

pub use match_day::{
    AdvancementRow, CasualtyRow, PlayerMatchRow, PlayerRow, PostTeamRow, PrayerCounts, PrematchRow,
    StoredRoll, TeamRow, kept_player_reads, kept_team_reads,
};

/// A Blood Bowl league's own settings (defaults documented in `docs/bloodbowl.md`, "League settings").
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct BloodBowlLeagueRecord {
    /// `standard` or `dungeonbowl`.
    pub format: String,
    pub starting_treasury_gp: u32,
    /// Dedicated fans a team may have when it is created (it starts with 1).
    pub max_dedicated_fans_at_creation: u32,
    pub dedicated_fan_gp: u32,
    /// Whether an odd sum of fan factors is halved up for the winnings (default: down).
    pub winnings_round_up: bool,
    /// A house rule: the coaches choose each side's MVP instead of drawing it (seed 001
    /// draws it; default: off).
    pub mvp_chosen_house_rule: bool,
}

impl BloodBowlLeagueRecord {
    /// The numbers the rules check (`rules::bloodbowl::settings::check`).
    pub fn numbers(&self) -> crate::rules::bloodbowl::settings::LeagueSettings {
        crate::rules::bloodbowl::settings::LeagueSettings {
            starting_treasury_gp: self.starting_treasury_gp,
            max_dedicated_fans_at_creation: self.max_dedicated_fans_at_creation,
            dedicated_fan_gp: self.dedicated_fan_gp,
        }
    }
}

/// Re-rolls, fans and sideline staff of a Blood Bowl team.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, serde::Deserialize)]
pub struct BloodBowlTeamItems {
    pub rerolls: u32,
    pub dedicated_fans: u32,
    pub assistants: u32,
    pub cheerleaders: u32,
    pub apothecary: bool,
}

/// A Blood Bowl player's own columns.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct BloodBowlPlayerRecord {
    pub id: PlayerId,
    pub number: u32,
    pub name: String,
    pub position: String,
    pub cost_gp: u32,
    pub ma: u8,
    pub st: u8,
    pub ag: u8,
    pub pa: Option<u8>,
    pub av: u8,
    pub skills: Vec<String>,
    pub spp: u32,
    /// JSON list of the advancements taken (the match day writes them).
    pub advancements: serde_json::Value,
    /// JSON list of the lasting injuries suffered.
    pub lasting_injuries: serde_json::Value,
    pub miss_next_game: bool,
    pub journeyman: bool,
    pub hired_on: NaiveDate,
}

/// A Blood Bowl player about to join a team.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewBloodBowlPlayer {
    pub number: u32,
    pub name: String,
    pub position: String,
    pub cost_gp: u32,
    pub ma: u8,
    pub st: u8,
    pub ag: u8,
    pub pa: Option<u8>,
    pub av: u8,
    pub skills: Vec<String>,
}

impl BloodBowlPlayerRecord {
    /// The record of a player just hired: no SPP, advancement or injury yet.
    pub fn hired(id: PlayerId, player: NewBloodBowlPlayer, on: NaiveDate) -> BloodBowlPlayerRecord {
        BloodBowlPlayerRecord {
            id,
            number: player.number,
            name: player.name,
            position: player.position,
            cost_gp: player.cost_gp,
            ma: player.ma,
            st: player.st,
            ag: player.ag,
            pa: player.pa,
            av: player.av,
            skills: player.skills,
            spp: 0,
            advancements: serde_json::Value::Array(Vec::new()),
            lasting_injuries: serde_json::Value::Array(Vec::new()),
            miss_next_game: false,
            journeyman: false,
            hired_on: on,
        }
    }
}

const PLAYER_COLUMNS: &str = "p.id, p.number, p.name, p.position, p.cost, b.ma, b.st, b.ag, b.pa,
     b.av, p.skills, b.spp, b.advancements, b.lasting_injuries, b.miss_next_game, b.journeyman,
     p.hired_on";

fn json_column(row: &Row<'_>, index: usize) -> rusqlite::Result<serde_json::Value> {
    let text: String = row.get(index)?;
    serde_json::from_str(&text)
        .map_err(|error| corrupt(index, format!("player column {index}: {error}")))
}

fn player_from_row(row: &Row<'_>) -> rusqlite::Result<BloodBowlPlayerRecord> {
    let skills = json_column(row, 10)?;
    let skills = serde_json::from_value(skills)
        .map_err(|error| corrupt(10, format!("player skills: {error}")))?;
    Ok(BloodBowlPlayerRecord {
        id: row.get(0)?,
        number: row.get(1)?,
        name: row.get(2)?,
        position: row.get(3)?,
        cost_gp: row.get(4)?,
        ma: row.get(5)?,
        st: row.get(6)?,
        ag: row.get(7)?,
        pa: row.get(8)?,
        av: row.get(9)?,
        skills,
        spp: row.get(11)?,
        advancements: json_column(row, 12)?,
        lasting_injuries: json_column(row, 13)?,
        miss_next_game: row.get(14)?,
        journeyman: row.get(15)?,
        hired_on: row.get(16)?,
    })
}

impl Tx<'_> {
    /// Adds the Blood Bowl settings of a new league, at their defaults.
    pub fn insert_bloodbowl_league(
        &self,
        league: LeagueId,
        format: &str,
    ) -> Result<(), StoreError> {
        self.conn().execute(
            "INSERT INTO bloodbowl_league (league_id, format) VALUES (?1, ?2)",
            params![league, format],
        )?;
        Ok(())
    }

    pub fn bloodbowl_league(
        &self,
        league: LeagueId,
    ) -> Result<Option<BloodBowlLeagueRecord>, StoreError> {
        Ok(self
            .conn()
            .prepare_cached(
                "SELECT format, starting_treasury_gp, max_dedicated_fans_at_creation,
                        dedicated_fan_gp, winnings_halving = 'up', mvp_chosen_house_rule
                 FROM bloodbowl_league WHERE league_id = ?1",
            )?
            .query_row([league], |row| {
                Ok(BloodBowlLeagueRecord {
                    format: row.get(0)?,
                    starting_treasury_gp: row.get(1)?,
                    max_dedicated_fans_at_creation: row.get(2)?,
                    dedicated_fan_gp: row.get(3)?,
                    winnings_round_up: row.get(4)?,
                    mvp_chosen_house_rule: row.get(5)?,
                })
            })
            .optional()?)
    }

    pub fn update_bloodbowl_league(
        &self,
        league: LeagueId,
        settings: &BloodBowlLeagueRecord,
    ) -> Result<(), StoreError> {
        self.conn().execute(
            "UPDATE bloodbowl_league SET starting_treasury_gp = ?2,
                 max_dedicated_fans_at_creation = ?3, dedicated_fan_gp = ?4,
                 winnings_halving = ?5, mvp_chosen_house_rule = ?6
             WHERE league_id = ?1",
            params![
                league,
                settings.starting_treasury_gp,
                settings.max_dedicated_fans_at_creation,
                settings.dedicated_fan_gp,
                if settings.winnings_round_up {
                    "up"
                } else {
                    "down"
                },
                settings.mvp_chosen_house_rule
            ],
        )?;
        Ok(())
    }

    /// Adds the Blood Bowl row of a new team: no re-roll, 1 dedicated fan, no staff.
    pub fn insert_bloodbowl_team(&self, team: TeamId) -> Result<(), StoreError> {
        self.conn()
            .execute("INSERT INTO bloodbowl_team (team_id) VALUES (?1)", [team])?;
        Ok(())
    }

    pub fn bloodbowl_team_items(
        &self,
        team: TeamId,
    ) -> Result<Option<BloodBowlTeamItems>, StoreError> {
        Ok(self
            .conn()
            .prepare_cached(
                "SELECT rerolls, dedicated_fans, assistants, cheerleaders, apothecary
                 FROM bloodbowl_team WHERE team_id = ?1",
            )?
            .query_row([team], |row| {
                Ok(BloodBowlTeamItems {
                    rerolls: row.get(0)?,
                    dedicated_fans: row.get(1)?,
                    assistants: row.get(2)?,
                    cheerleaders: row.get(3)?,
                    apothecary: row.get(4)?,
                })
            })
            .optional()?)
    }

    pub fn set_bloodbowl_team_items(
        &self,
        team: TeamId,
        items: &BloodBowlTeamItems,
    ) -> Result<(), StoreError> {
        self.conn().execute(
            "UPDATE bloodbowl_team SET rerolls = ?2, dedicated_fans = ?3, assistants = ?4,
                 cheerleaders = ?5, apothecary = ?6 WHERE team_id = ?1",
            params![
                team,
                items.rerolls,
                items.dedicated_fans,
                items.assistants,
                items.cheerleaders,
                items.apothecary
            ],
        )?;
        Ok(())
    }

    /// Adds a Blood Bowl player: the shared player row and its own characteristics.
    pub fn insert_bloodbowl_player(
        &self,
        team: TeamId,
        player: &NewBloodBowlPlayer,
        on: NaiveDate,
    ) -> Result<PlayerId, StoreError> {
        let skills = serde_json::to_string(&player.skills)
            .map_err(|error| StoreError::Corrupt(error.to_string()))?;
        self.conn()
            .prepare_cached(
                "INSERT INTO player (team_id, number, name, kind, position, cost, skills, hired_on)
                 VALUES (?1, ?2, ?3, 'roster', ?4, ?5, ?6, ?7)",
            )?
            .execute(params![
                team,
                player.number,
                player.name,
                player.position,
                player.cost_gp,
                skills,
                on
            ])?;
        let id = PlayerId(self.conn().last_insert_rowid());
        self.conn()
            .prepare_cached(
                "INSERT INTO bloodbowl_player (player_id, ma, st, ag, pa, av)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            )?
            .execute(params![
                id, player.ma, player.st, player.ag, player.pa, player.av
            ])?;
        Ok(id)
    }

    /// The players on a Blood Bowl team's roster now, by number.
    pub fn bloodbowl_players(
        &self,
        team: TeamId,
    ) -> Result<Vec<BloodBowlPlayerRecord>, StoreError> {
        let sql = format!(
            "SELECT {PLAYER_COLUMNS} FROM player p JOIN bloodbowl_player b ON b.player_id = p.id
             WHERE p.team_id = ?1 AND p.released_on IS NULL ORDER BY p.number, p.id"
        );
        let mut statement = self.conn().prepare_cached(&sql)?;
        let rows = statement.query_map([team], player_from_row)?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Every player a Blood Bowl team has had, those who left too, by id.
    pub fn bloodbowl_players_ever(
        &self,
        team: TeamId,
    ) -> Result<Vec<BloodBowlPlayerRecord>, StoreError> {
        let sql = format!(
            "SELECT {PLAYER_COLUMNS} FROM player p JOIN bloodbowl_player b ON b.player_id = p.id
             WHERE p.team_id = ?1 ORDER BY p.id"
        );
        let mut statement = self.conn().prepare_cached(&sql)?;
        let rows = statement.query_map([team], player_from_row)?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// How many results a team has (with those it brought from another league file):
    /// re-rolls cost double once it is above 0.
    pub fn matches_played(&self, team: TeamId) -> Result<u32, StoreError> {
        Ok(self.conn().query_row(
            "SELECT count(*) + coalesce((SELECT matches FROM team_carryover WHERE team_id = ?1), 0)
             FROM match_result r JOIN fixture f ON f.id = r.fixture_id
             WHERE f.home_team_id = ?1 OR f.away_team_id = ?1",
            [team],
            |row| row.get(0),
        )?)
    }

    /// Records the casualties of a Blood Bowl result (its score is in `match_result`).
    pub fn insert_bloodbowl_result(
        &self,
        fixture: FixtureId,
        home_casualties: u32,
        away_casualties: u32,
    ) -> Result<(), StoreError> {
        self.conn().execute(
            "INSERT INTO bloodbowl_result (fixture_id, home_casualties, away_casualties)
             VALUES (?1, ?2, ?3)",
            params![fixture, home_casualties, away_casualties],
        )?;
        Ok(())
    }

    /// The casualties of every Blood Bowl result of a season, by fixture.
    pub fn bloodbowl_casualties(
        &self,
        season: super::SeasonId,
    ) -> Result<Vec<(FixtureId, u32, u32)>, StoreError> {
        let mut statement = self.conn().prepare_cached(
            "SELECT b.fixture_id, b.home_casualties, b.away_casualties
             FROM bloodbowl_result b JOIN fixture f ON f.id = b.fixture_id
             WHERE f.season_id = ?1",
        )?;
        let rows =
            statement.query_map([season], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)))?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }
}

impl Tx<'_> {
    /// Keeps a roster pack a league imported (its text, as read).
    pub fn insert_roster_pack(
        &self,
        league: LeagueId,
        on: NaiveDate,
        source: &str,
        pack: &str,
    ) -> Result<i64, StoreError> {
        self.conn().execute(
            "INSERT INTO bloodbowl_roster_pack (league_id, imported_on, source, pack)
             VALUES (?1, ?2, ?3, ?4)",
            params![league, on, source, pack],
        )?;
        Ok(self.conn().last_insert_rowid())
    }

    /// The (source, text) of every roster pack a league imported, oldest first.
    pub fn roster_packs(&self, league: LeagueId) -> Result<Vec<(String, String)>, StoreError> {
        let mut statement = self.conn().prepare_cached(
            "SELECT source, pack FROM bloodbowl_roster_pack WHERE league_id = ?1 ORDER BY id",
        )?;
        let rows = statement.query_map([league], |row| Ok((row.get(0)?, row.get(1)?)))?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }
}
