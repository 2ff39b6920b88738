//! Playoff brackets: seeded from the standings, single elimination, best-of-X series.
//! The bracket's state is worked out from its seeds and its games' results; recording a
//! result makes the next game (of the series, or of the next round) and resetting that
//! result deletes it again.

use serde::Serialize;

use super::audit::audit;
use super::season::{load_open_season, season_view_in};
use super::standings::{played_matches, ranked, team_values};
use super::{Context, load_league};
use crate::error::{NotFound, SeasonFault};
use crate::league::{first_round, round_count, wins_needed};
use crate::rules::names::check_name;
use crate::store::{
    BracketPlace, FixtureId, FixtureRecord, NewAudit, NewFixture, PlayoffId, PlayoffRecord,
    SeasonId, Store, TeamId, Tx, today,
};
use crate::{Error, Result};

/// One pairing of the bracket.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Tie {
    pub round: u32,
    pub slot: u32,
    pub home: Option<Seeded>,
    pub away: Option<Seeded>,
    /// The home side goes through without playing (no opponent in round 1).
    pub bye: bool,
    pub home_wins: u32,
    pub away_wins: u32,
    pub winner: Option<TeamId>,
    pub games: Vec<FixtureId>,
}

/// A team in the bracket with its seed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Seeded {
    pub team_id: TeamId,
    pub name: String,
    pub seed: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Bracket {
    #[serde(flatten)]
    pub playoff: PlayoffRecord,
    pub rounds: Vec<Vec<Tie>>,
    pub champion: Option<TeamId>,
}

impl Bracket {
    /// The name of a team seeded in this bracket.
    pub fn team_name(&self, team: TeamId) -> Option<&str> {
        self.rounds
            .iter()
            .flatten()
            .flat_map(|tie| [&tie.home, &tie.away])
            .flatten()
            .find(|seeded| seeded.team_id == team)
            .map(|seeded| seeded.name.as_str())
    }

    /// The champion's name, once there is one.
    pub fn champion_name(&self) -> Option<&str> {
        self.champion.and_then(|team| self.team_name(team))
    }
}

/// Starts a playoff from the top `top` teams of the season's table (all divisions
/// together), seeded 1 v `top`.
pub fn new_playoff(
    store: &mut Store,
    context: &Context,
    season: SeasonId,
    top: u32,
    best_of: u32,
    name: &str,
) -> Result<Bracket> {
    let name = check_name(name)?;
    if best_of == 0 || best_of.is_multiple_of(2) {
        return Err(SeasonFault::BestOfEven { best_of }.into());
    }
    store.write(|tx| {
        let record = load_open_season(tx, season)?;
        let view = season_view_in(tx, season)?;
        let entered = view.teams.len() as u32;
        if top < 2 || top > entered {
            return Err(SeasonFault::PlayoffSize { top, entered }.into());
        }
        let league = load_league(tx, record.league_id)?;
        let teams: Vec<TeamId> = view.teams.iter().map(|t| t.team_id).collect();
        let played = played_matches(tx, season)?;
        let values = team_values(tx, context, &league)?;
        let seeds: Vec<TeamId> = ranked(&teams, &played, &league, &view, &values)
            .iter()
            .take(top as usize)
            .map(|row| row.team_id)
            .collect();
        let id = tx.insert_playoff(season, &name, best_of, today(), &seeds)?;
        advance_bracket(tx, id, None)?;
        audit(
            tx,
            NewAudit {
                action: "playoff.create".to_string(),
                league_id: Some(record.league_id),
                summary: format!(
                    "Started the playoff {name} of the season {}: top {top}, best of {best_of}",
                    record.name
                ),
                ..NewAudit::default()
            },
        )?;
        bracket_in(tx, id)
    })
}

pub fn bracket(store: &mut Store, id: PlayoffId) -> Result<Bracket> {
    store.read(|tx| bracket_in(tx, id))
}

/// Every playoff of a season.
pub fn brackets(store: &mut Store, season: SeasonId) -> Result<Vec<Bracket>> {
    store.read(|tx| {
        season_view_in(tx, season)?;
        tx.playoff_ids(season)?
            .into_iter()
            .map(|id| bracket_in(tx, id))
            .collect()
    })
}

fn load_playoff(tx: &Tx<'_>, id: PlayoffId) -> Result<PlayoffRecord> {
    tx.playoff(id)?
        .ok_or_else(|| Error::from(NotFound::Playoff { id }))
}

pub(crate) fn bracket_in(tx: &Tx<'_>, id: PlayoffId) -> Result<Bracket> {
    let playoff = load_playoff(tx, id)?;
    let view = season_view_in(tx, playoff.season_id)?;
    let games: Vec<FixtureRecord> = tx
        .fixtures(playoff.season_id)?
        .into_iter()
        .filter(|f| f.bracket.is_some_and(|b| b.playoff_id == id))
        .collect();
    let seeded = |team: TeamId| Seeded {
        team_id: team,
        name: view.team_name(team),
        seed: playoff
            .seeds
            .iter()
            .position(|t| *t == team)
            .map_or(0, |i| i as u32 + 1),
    };
    let entrants = playoff.seeds.len() as u32;
    let rounds = round_count(entrants);
    let needed = wins_needed(playoff.best_of);
    let mut all: Vec<Vec<Tie>> = Vec::new();
    for round in 1..=rounds {
        let pairs: Vec<(Option<TeamId>, Option<TeamId>, bool)> = if round == 1 {
            first_round(entrants)
                .into_iter()
                .map(|(a, b)| {
                    let team = |seed: u32| playoff.seeds.get(seed as usize - 1).copied();
                    (team(a), b.and_then(team), b.is_none())
                })
                .collect()
        } else {
            let previous = &all[round as usize - 2];
            (0..previous.len() as u32 / 2)
                .map(|slot| {
                    let winner = |s: u32| previous.get(s as usize).and_then(|t| t.winner);
                    (winner(slot * 2), winner(slot * 2 + 1), false)
                })
                .collect()
        };
        let ties = pairs
            .into_iter()
            .enumerate()
            .map(|(slot, (home, away, bye))| {
                tie(round, slot as u32, home, away, bye, &games, needed, &seeded)
            })
            .collect();
        all.push(ties);
    }
    let champion = all.last().and_then(|r| r.first()).and_then(|t| t.winner);
    Ok(Bracket {
        playoff,
        rounds: all,
        champion,
    })
}

#[allow(clippy::too_many_arguments)]
fn tie(
    round: u32,
    slot: u32,
    home: Option<TeamId>,
    away: Option<TeamId>,
    bye: bool,
    games: &[FixtureRecord],
    needed: u32,
    seeded: &impl Fn(TeamId) -> Seeded,
) -> Tie {
    let mine: Vec<&FixtureRecord> = games
        .iter()
        .filter(|g| g.round == round && g.bracket.is_some_and(|b| b.slot == slot))
        .collect();
    let wins = |team: Option<TeamId>| -> u32 {
        let Some(team) = team else { return 0 };
        mine.iter().filter(|g| game_winner(g) == Some(team)).count() as u32
    };
    let (home_wins, away_wins) = (wins(home), wins(away));
    let winner = if bye || home_wins >= needed {
        home
    } else if away_wins >= needed {
        away
    } else {
        None
    };
    Tie {
        round,
        slot,
        home: home.map(seeded),
        away: away.map(seeded),
        bye,
        home_wins,
        away_wins,
        winner,
        games: mine.iter().map(|g| g.id).collect(),
    }
}

fn game_winner(game: &FixtureRecord) -> Option<TeamId> {
    let result = game.result?;
    match result.outcome() {
        std::cmp::Ordering::Greater => Some(game.home),
        std::cmp::Ordering::Less => Some(game.away),
        std::cmp::Ordering::Equal => None,
    }
}

/// Makes the next game of every series that has both teams, no winner yet and no game
/// waiting to be played. `trigger` is the match whose result made them (None when the
/// bracket is created).
pub(crate) fn advance_bracket(
    tx: &Tx<'_>,
    id: PlayoffId,
    trigger: Option<FixtureId>,
) -> Result<()> {
    let bracket = bracket_in(tx, id)?;
    let games = tx.fixtures(bracket.playoff.season_id)?;
    for tie in bracket.rounds.iter().flatten() {
        let (Some(home), Some(away)) = (&tie.home, &tie.away) else {
            continue;
        };
        if tie.winner.is_some() {
            continue;
        }
        let waiting = games
            .iter()
            .any(|g| tie.games.contains(&g.id) && g.result.is_none());
        if waiting {
            continue;
        }
        let game = tie.games.len() as u32 + 1;
        let (home, away) = if game % 2 == 1 {
            (home.team_id, away.team_id)
        } else {
            (away.team_id, home.team_id)
        };
        tx.insert_fixture(&NewFixture {
            season: bracket.playoff.season_id,
            round: tie.round,
            home,
            away,
            scheduled_on: None,
            bracket: Some(BracketPlace {
                playoff_id: id,
                slot: tie.slot,
                game,
            }),
            created_by: trigger,
        })?;
    }
    Ok(())
}
