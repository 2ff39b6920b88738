//! History pages: a player's career, a team's matches, the graveyard, head-to-head.

use std::collections::HashMap;

use chrono::NaiveDate;
use serde::Serialize;

use super::{load_league, load_player, load_team_header};
use crate::Result;
use crate::store::{
    EventKind, FixtureId, LeagueId, PlayerHistoryRecord, PlayerId, SeasonId, Store, TeamId, Tx,
};

/// How a match went for one team.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    Won,
    Drawn,
    Lost,
}

/// One played match from one team's side.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TeamMatch {
    pub fixture_id: FixtureId,
    pub season_id: SeasonId,
    pub season: String,
    pub round: u32,
    pub played_on: NaiveDate,
    pub opponent_id: TeamId,
    pub opponent: String,
    pub at_home: bool,
    pub strikes_for: u32,
    pub strikes_against: u32,
    pub landslide: bool,
    pub playoff: bool,
    pub outcome: Outcome,
}

/// Wins, draws, losses and strikes over some matches.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct Record {
    pub played: u32,
    pub won: u32,
    pub drawn: u32,
    pub lost: u32,
    pub strikes_for: u32,
    pub strikes_against: u32,
}

impl Record {
    fn of(matches: &[TeamMatch]) -> Record {
        matches.iter().fold(Record::default(), |mut r, m| {
            r.played += 1;
            match m.outcome {
                Outcome::Won => r.won += 1,
                Outcome::Drawn => r.drawn += 1,
                Outcome::Lost => r.lost += 1,
            }
            r.strikes_for += m.strikes_for;
            r.strikes_against += m.strikes_against;
            r
        })
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TeamHistory {
    pub team_id: TeamId,
    pub name: String,
    /// The game of the team's league (its id), for the words its score takes.
    pub game: String,
    pub record: Record,
    pub matches: Vec<TeamMatch>,
    /// Everyone who has played for the team, current players first.
    pub players: Vec<PlayerHistoryRecord>,
}

/// Totals of a player's events.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct EventTotals {
    pub strikes: u32,
    pub injuries: u32,
    pub kills: u32,
    pub experience: u32,
    pub died: bool,
}

impl EventTotals {
    fn add(&mut self, kind: EventKind, amount: u32) {
        match kind {
            EventKind::Strike => self.strikes += amount,
            EventKind::Injury => self.injuries += amount,
            EventKind::Kill => self.kills += amount,
            EventKind::Experience => self.experience += amount,
            EventKind::Death => self.died = true,
        }
    }
}

/// One match of a player's career and what they did in it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CareerMatch {
    #[serde(flatten)]
    pub game: TeamMatch,
    pub events: EventTotals,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Career {
    #[serde(flatten)]
    pub player: PlayerHistoryRecord,
    pub team: String,
    /// Every match's events, and what was brought from another league file.
    pub totals: EventTotals,
    pub matches: Vec<CareerMatch>,
    /// The career played in another league file before the team was imported.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub carried: Option<crate::store::Carryover>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Grave {
    pub player_id: PlayerId,
    pub name: String,
    pub number: u32,
    pub team_id: TeamId,
    pub team: String,
    pub died_on: NaiveDate,
    pub fixture_id: FixtureId,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HeadToHead {
    pub team: String,
    pub opponent: String,
    /// From `team`'s side.
    pub record: Record,
    pub matches: Vec<TeamMatch>,
}

fn team_matches(tx: &Tx<'_>, team: TeamId) -> Result<Vec<TeamMatch>> {
    let mut names: HashMap<TeamId, String> = HashMap::new();
    let mut seasons: HashMap<SeasonId, String> = HashMap::new();
    let mut matches = Vec::new();
    for fixture in tx.team_fixtures(team)? {
        let Some(result) = fixture.result else {
            continue;
        };
        let at_home = fixture.home == team;
        let opponent_id = if at_home { fixture.away } else { fixture.home };
        let opponent = name_of(tx, &mut names, opponent_id)?;
        let season = match seasons.get(&fixture.season_id) {
            Some(name) => name.clone(),
            None => {
                let name = tx
                    .season(fixture.season_id)?
                    .map(|s| s.name)
                    .unwrap_or_default();
                seasons.insert(fixture.season_id, name.clone());
                name
            }
        };
        let (strikes_for, strikes_against) = if at_home {
            (result.home_score, result.away_score)
        } else {
            (result.away_score, result.home_score)
        };
        matches.push(TeamMatch {
            fixture_id: fixture.id,
            season_id: fixture.season_id,
            season,
            round: fixture.round,
            played_on: result.played_on,
            opponent_id,
            opponent,
            at_home,
            strikes_for,
            strikes_against,
            landslide: result.landslide,
            playoff: fixture.bracket.is_some(),
            outcome: match if at_home {
                result.outcome()
            } else {
                result.outcome().reverse()
            } {
                std::cmp::Ordering::Greater => Outcome::Won,
                std::cmp::Ordering::Equal => Outcome::Drawn,
                std::cmp::Ordering::Less => Outcome::Lost,
            },
        });
    }
    Ok(matches)
}

fn name_of(tx: &Tx<'_>, names: &mut HashMap<TeamId, String>, team: TeamId) -> Result<String> {
    if let Some(name) = names.get(&team) {
        return Ok(name.clone());
    }
    let name = load_team_header(tx, team)?.name;
    names.insert(team, name.clone());
    Ok(name)
}

pub fn team_history(store: &mut Store, team: TeamId) -> Result<TeamHistory> {
    store.read(|tx| {
        let record = load_team_header(tx, team)?;
        let game = super::load_league(tx, record.league_id)?.game;
        let matches = team_matches(tx, team)?;
        Ok(TeamHistory {
            team_id: team,
            name: record.name,
            game,
            record: Record::of(&matches),
            matches,
            players: tx.team_players_ever(team)?,
        })
    })
}

/// How many played matches a team has in this file.
pub(crate) fn team_matches_in(tx: &Tx<'_>, team: TeamId) -> Result<u32> {
    Ok(team_matches(tx, team)?.len() as u32)
}

pub fn player_career(store: &mut Store, player: PlayerId) -> Result<Career> {
    store.read(|tx| career_in(tx, player))
}

/// A player's career, inside a transaction.
pub(crate) fn career_in(tx: &Tx<'_>, player: PlayerId) -> Result<Career> {
    {
        let history = load_player(tx, player)?;
        let team = load_team_header(tx, history.team_id)?.name;
        let mut per_match: HashMap<FixtureId, EventTotals> = HashMap::new();
        let mut totals = EventTotals::default();
        for event in tx.player_events(player)? {
            per_match
                .entry(event.fixture_id)
                .or_default()
                .add(event.kind, event.amount);
            totals.add(event.kind, event.amount);
        }
        let hired = history.player.hired_on;
        let left = history.released_on;
        let matches = team_matches(tx, history.team_id)?
            .into_iter()
            .filter(|m| {
                per_match.contains_key(&m.fixture_id)
                    || (m.played_on >= hired && left.is_none_or(|l| m.played_on <= l))
            })
            .map(|game| CareerMatch {
                events: per_match.get(&game.fixture_id).copied().unwrap_or_default(),
                game,
            })
            .collect();
        let carried = tx.carryover(player)?;
        if let Some(carried) = &carried {
            totals.strikes += carried.strikes;
            totals.injuries += carried.injuries;
            totals.kills += carried.kills;
            totals.experience += carried.experience;
        }
        Ok(Career {
            player: history,
            team,
            totals,
            matches,
            carried,
        })
    }
}

pub fn graveyard(store: &mut Store, league: LeagueId) -> Result<Vec<Grave>> {
    store.read(|tx| {
        load_league(tx, league)?;
        let mut names = HashMap::new();
        tx.graveyard(league)?
            .into_iter()
            .map(|death| {
                Ok(Grave {
                    player_id: death.player.id,
                    name: death.player.name,
                    number: death.player.number,
                    team: name_of(tx, &mut names, death.team_id)?,
                    team_id: death.team_id,
                    died_on: death.died_on,
                    fixture_id: death.fixture_id,
                })
            })
            .collect()
    })
}

pub fn head_to_head(store: &mut Store, team: TeamId, opponent: TeamId) -> Result<HeadToHead> {
    store.read(|tx| {
        let first = load_team_header(tx, team)?;
        let second = load_team_header(tx, opponent)?;
        let matches: Vec<TeamMatch> = team_matches(tx, team)?
            .into_iter()
            .filter(|m| m.opponent_id == opponent)
            .collect();
        Ok(HeadToHead {
            team: first.name,
            opponent: second.name,
            record: Record::of(&matches),
            matches,
        })
    })
}
