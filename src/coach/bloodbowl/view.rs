//! A Blood Bowl team as commands return it, and the rules' view of a stored one.

use chrono::NaiveDate;
use serde::Serialize;

use super::rosters::{find_roster, reference};
use crate::data::Lang;
use crate::data::Named;
use crate::data::bloodbowl::Roster;
use crate::rules::bloodbowl::{
    CreationRules, Items, PlayerState, TeamState, current_team_value_gp, team_value_gp,
};
use crate::store::bloodbowl::{
    BloodBowlLeagueRecord, BloodBowlPlayerRecord, BloodBowlTeamItems, TeamRow,
};
use crate::store::{LeagueId, PlayerId, StoreError, TeamHeader, TeamId, Tx};
use crate::{Error, Result};

/// One player of a Blood Bowl team.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct BloodBowlPlayer {
    pub id: PlayerId,
    pub number: u32,
    pub name: String,
    /// The position id of the team's roster.
    pub position: String,
    /// The position's name in the language asked for.
    pub position_name: String,
    pub cost_gp: u32,
    pub ma: u8,
    pub st: u8,
    pub ag: u8,
    pub pa: Option<u8>,
    pub av: u8,
    pub skills: Vec<String>,
    pub spp: u32,
    pub advancements: serde_json::Value,
    pub lasting_injuries: serde_json::Value,
    pub miss_next_game: bool,
    pub journeyman: bool,
    pub hired_on: NaiveDate,
}

/// A Blood Bowl team with its values.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct BloodBowlTeam {
    pub id: TeamId,
    pub league_id: LeagueId,
    pub game: String,
    pub name: String,
    pub coach: String,
    pub roster: String,
    pub roster_name: String,
    pub treasury_gp: i64,
    pub team_value_gp: u64,
    pub current_team_value_gp: u64,
    pub rerolls: u32,
    pub reroll_gp: u32,
    pub dedicated_fans: u32,
    pub assistants: u32,
    pub cheerleaders: u32,
    pub apothecary: bool,
    pub matches_played: u32,
    pub created_on: NaiveDate,
    pub players: Vec<BloodBowlPlayer>,
}

/// A stored Blood Bowl team, with its roster and league settings, ready for the rules.
pub(crate) struct Loaded {
    pub header: TeamHeader,
    pub roster: Roster,
    pub items: BloodBowlTeamItems,
    pub players: Vec<BloodBowlPlayerRecord>,
    pub matches_played: u32,
    pub league: BloodBowlLeagueRecord,
    /// The team's own row whole: its stadium and sponsorship besides its items.
    pub row: TeamRow,
}

impl Loaded {
    pub fn read(tx: &Tx<'_>, header: TeamHeader) -> Result<Loaded> {
        let corrupt = |what: &str| {
            Error::Store(StoreError::Corrupt(format!(
                "team {} of a Blood Bowl league has no {what}",
                header.id
            )))
        };
        let items = tx
            .bloodbowl_team_items(header.id)?
            .ok_or_else(|| corrupt("Blood Bowl row"))?;
        let league = tx
            .bloodbowl_league(header.league_id)?
            .ok_or_else(|| corrupt("league settings"))?;
        let row = tx
            .bb_team_row(header.id)?
            .ok_or_else(|| corrupt("Blood Bowl row"))?;
        Ok(Loaded {
            row,
            roster: find_roster(tx, header.league_id, &header.roster)?,
            items,
            players: tx.bloodbowl_players(header.id)?,
            matches_played: tx.matches_played(header.id)?,
            league,
            header,
        })
    }

    /// The rules' view of the team.
    pub fn state(&self) -> Result<TeamState<'_>> {
        let items = self.items;
        Ok(TeamState {
            roster: &self.roster,
            staff: &reference()?.staff,
            treasury_gp: self.header.treasury,
            items: Items {
                rerolls: items.rerolls,
                dedicated_fans: items.dedicated_fans,
                assistants: items.assistants,
                cheerleaders: items.cheerleaders,
                apothecary: items.apothecary,
            },
            players: self
                .players
                .iter()
                .map(|p| PlayerState {
                    position: p.position.clone(),
                    value_gp: p.cost_gp,
                    available: !p.miss_next_game,
                    journeyman: p.journeyman,
                })
                .collect(),
            matches_played: self.matches_played,
        })
    }

    pub fn creation_rules(&self) -> CreationRules {
        CreationRules {
            max_dedicated_fans: self.league.max_dedicated_fans_at_creation,
            dedicated_fan_gp: self.league.dedicated_fan_gp,
        }
    }

    /// The team as commands return it, names in `lang`.
    pub fn view(&self, lang: Lang) -> Result<BloodBowlTeam> {
        let state = self.state()?;
        let (header, items) = (&self.header, self.items);
        Ok(BloodBowlTeam {
            id: header.id,
            league_id: header.league_id,
            game: header.game.clone(),
            name: header.name.clone(),
            coach: header.coach.clone(),
            roster: self.roster.id.clone(),
            roster_name: self.roster.name(lang).to_string(),
            treasury_gp: header.treasury,
            team_value_gp: team_value_gp(&state),
            current_team_value_gp: current_team_value_gp(&state),
            rerolls: items.rerolls,
            reroll_gp: self.roster.reroll_gp,
            dedicated_fans: items.dedicated_fans,
            assistants: items.assistants,
            cheerleaders: items.cheerleaders,
            apothecary: items.apothecary,
            matches_played: self.matches_played,
            created_on: header.created_on,
            players: self
                .players
                .iter()
                .map(|p| player_view(&self.roster, p, lang))
                .collect(),
        })
    }
}

pub(crate) fn player_view(
    roster: &Roster,
    player: &BloodBowlPlayerRecord,
    lang: Lang,
) -> BloodBowlPlayer {
    let position_name = roster
        .position
        .iter()
        .find(|p| p.id == player.position)
        .map_or(player.position.clone(), |p| p.name(lang).to_string());
    BloodBowlPlayer {
        id: player.id,
        number: player.number,
        name: player.name.clone(),
        position: player.position.clone(),
        position_name,
        cost_gp: player.cost_gp,
        ma: player.ma,
        st: player.st,
        ag: player.ag,
        pa: player.pa,
        av: player.av,
        skills: player.skills.clone(),
        spp: player.spp,
        advancements: player.advancements.clone(),
        lasting_injuries: player.lasting_injuries.clone(),
        miss_next_game: player.miss_next_game,
        journeyman: player.journeyman,
        hired_on: player.hired_on,
    }
}
