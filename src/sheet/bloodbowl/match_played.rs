//! A played Blood Bowl match as its sheet prints it: per side, the score, the team as it
//! went into the match (its treasury from the ledger, its fans, re-rolls and apothecary
//! as the post-match kept them), the casualties inflicted and the winnings, and each
//! player of the squad with what the post-match recorded of them. A bare result (no
//! post-match) holds the score and the casualties only.

use serde::Serialize;

use crate::Result;
use crate::coach::bloodbowl::match_day::MatchDayView;
use crate::coach::bloodbowl::{BloodBowlTeam, find_roster};
use crate::coach::treasury_before;
use crate::data::Lang;
use crate::data::Named;
use crate::data::bloodbowl::tables::Tables;
use crate::store::bloodbowl::{CasualtyRow, PlayerMatchRow, PlayerRow, TeamRow};
use crate::store::{FixtureRecord, Store, TeamId, Tx};

/// A played match, home then away.
#[derive(Debug, Clone, Serialize)]
pub struct Played {
    pub sides: [PlayedSide; 2],
}

/// One side of a played match.
#[derive(Debug, Clone, Serialize)]
pub struct PlayedSide {
    pub score: u32,
    /// The treasury as the team went into the match (before its pre-match).
    pub treasury_before_gp: i64,
    pub casualties_inflicted: Option<u32>,
    pub winnings_gp: Option<u64>,
    /// The team's own row as the post-match found it (fans, re-rolls, apothecary).
    pub before: Option<TeamRow>,
    /// The squad of the match with its lines; empty without a post-match.
    pub players: Vec<PlayedPlayer>,
}

/// A player of the squad with what the match recorded of them.
#[derive(Debug, Clone, Serialize)]
pub struct PlayedPlayer {
    pub number: u32,
    pub name: String,
    pub position_name: String,
    pub journeyman: bool,
    pub line: Option<PlayerMatchRow>,
    /// The casualty suffered, by name, with its lasting injury.
    pub casualty: Option<String>,
}

/// What the file holds of a played match; `None` for a match not played.
pub fn played(
    store: &mut Store,
    fixture: &FixtureRecord,
    day: &MatchDayView,
    teams: [&BloodBowlTeam; 2],
    (tables, lang): (&Tables, Lang),
) -> Result<Option<Played>> {
    let Some(result) = fixture.result else {
        return Ok(None);
    };
    store.read(|tx| {
        let (kept_teams, kept_players) = tx.bb_kept_rows(fixture.id)?;
        let casualties = tx
            .bloodbowl_casualties(fixture.season_id)?
            .into_iter()
            .find(|(id, ..)| *id == fixture.id)
            .map(|(_, home, away)| [home, away]);
        let scores = [result.home_score, result.away_score];
        let mut sides = Vec::new();
        for (index, team) in teams.into_iter().enumerate() {
            let squad = Squad {
                team,
                rows: &kept_players,
                day,
            };
            sides.push(PlayedSide {
                score: scores[index],
                treasury_before_gp: treasury_before(tx, team.id, fixture)?,
                casualties_inflicted: casualties.map(|c| c[index]),
                winnings_gp: post_line(day, team.id).map(|t| t.winnings_gp),
                before: kept_teams.iter().find(|t| t.team_id == team.id).cloned(),
                players: squad.players(tx, tables, lang)?,
            });
        }
        let sides: [PlayedSide; 2] = sides
            .try_into()
            .map_err(|_| crate::store::StoreError::Corrupt("a match without two sides".into()))?;
        Ok(Some(Played { sides }))
    })
}

fn post_line(day: &MatchDayView, team: TeamId) -> Option<&crate::store::bloodbowl::PostTeamRow> {
    day.teams.iter().find(|t| t.team_id == team)
}

/// One side's squad as the post-match kept it.
struct Squad<'a> {
    team: &'a BloodBowlTeam,
    rows: &'a [PlayerRow],
    day: &'a MatchDayView,
}

impl Squad<'_> {
    fn players(&self, tx: &Tx<'_>, tables: &Tables, lang: Lang) -> Result<Vec<PlayedPlayer>> {
        let roster = find_roster(tx, self.team.league_id, &self.team.roster)?;
        let mut players = Vec::new();
        for row in self.rows {
            let Some(history) = tx.player_history(row.id)? else {
                continue;
            };
            if history.team_id != self.team.id {
                continue;
            }
            let position = &history.player.position;
            let position_name = roster
                .position
                .iter()
                .find(|p| p.id == *position)
                .map_or(position.clone(), |p| p.name(lang).to_string());
            players.push(PlayedPlayer {
                number: history.player.number,
                name: history.player.name,
                position_name,
                journeyman: row.journeyman,
                line: self
                    .day
                    .players
                    .iter()
                    .find(|l| l.player_id == row.id)
                    .copied(),
                casualty: self
                    .day
                    .casualties
                    .iter()
                    .find(|c| c.player_id == row.id)
                    .map(|c| casualty_name(tables, c, lang)),
            });
        }
        players.sort_by_key(|p| p.number);
        Ok(players)
    }
}

/// "Seriously Injured — Smashed Knee (-1 AV)": the casualty and its lasting injury.
fn casualty_name(tables: &Tables, row: &CasualtyRow, lang: Lang) -> String {
    let injuries = &tables.injuries;
    let mut name = injuries
        .casualty
        .row
        .iter()
        .find(|c| c.id == row.casualty)
        .map_or(row.casualty.clone(), |c| {
            lang.pick(&c.name_en, &c.name_fr).to_string()
        });
    if let Some(lasting) = &row.lasting {
        let lasting = injuries
            .lasting_injury
            .row
            .iter()
            .find(|l| l.id == *lasting)
            .map_or(lasting.clone(), |l| {
                lang.pick(&l.name_en, &l.name_fr).to_string()
            });
        name.push_str(&format!(" — {lasting}"));
    }
    name
}
