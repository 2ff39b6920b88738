//! The championship table (13.1: ordered by ranking points) with each team's power and
//! division (table 2), a team's power worked out, and a fixture's points to score
//! (table 3) as the referee sheet writes them.

use std::collections::HashMap;

use serde::Serialize;

use super::super::fixtures::load_fixture;
use super::super::standings::league_ranking;
use super::super::{load_league, load_team_header};
use super::view::{Record, race_power, record_of};
use super::{reference, require_killpower, settings_of};
use crate::Result;
use crate::rules::Side;
use crate::rules::killpower::{XpRounding, division, points_to_score, power};
use crate::store::{FixtureId, LeagueId, Store, TeamId, Tx};

/// A team's line of the championship table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ChampionshipLine {
    /// From 1, never shared: the position the season's standings would give.
    pub position: u32,
    pub team_id: TeamId,
    pub team: String,
    pub coach: String,
    pub ranking_points: i32,
    pub total_experience: u32,
    pub power: i32,
    pub division: i32,
    pub record: Record,
}

/// A team's power, term by term.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PowerView {
    pub team_id: TeamId,
    pub team: String,
    pub ranking_points: i32,
    pub experience: u32,
    /// What the race adds (0 for humans).
    pub race: i32,
    pub power: i32,
    pub division: i32,
    /// How experience / 10 was rounded (a league setting; `down` is Dugout's default).
    pub xp_rounding: XpRounding,
}

fn power_in(tx: &Tx<'_>, team: TeamId) -> Result<PowerView> {
    let header = load_team_header(tx, team)?;
    require_killpower(&load_league(tx, header.league_id)?)?;
    let settings = settings_of(tx, header.league_id)?;
    let data = reference()?;
    let gladiators = tx.gladiators(team, false)?;
    let ranking_points = tx.killpower_ranking(team)?.unwrap_or(0);
    let experience = gladiators.iter().map(|g| g.gladiator.experience).sum();
    let race = race_power(data, &gladiators);
    let power = power(
        &data.tables,
        ranking_points,
        experience,
        race,
        settings.xp_rounding,
    );
    Ok(PowerView {
        team_id: team,
        team: header.name,
        ranking_points,
        experience,
        race,
        power,
        division: division(&data.tables, power),
        xp_rounding: settings.xp_rounding,
    })
}

/// A team's power with its seven gladiators (table 2).
pub fn power_of_team(store: &mut Store, team: TeamId) -> Result<PowerView> {
    store.read(|tx| power_in(tx, team))
}

/// The league's teams ranked as a season's standings rank them: by the league's
/// tie-breakers in order (ranking points first, 13.1, unless the league changed them;
/// then head-to-head, point difference, power, the coin), over every season's matches.
/// Positions are never shared: level teams are split as the standings split them.
pub fn championship(store: &mut Store, league: LeagueId) -> Result<Vec<ChampionshipLine>> {
    store.read(|tx| championship_in(tx, league))
}

pub(crate) fn championship_in(tx: &Tx<'_>, league: LeagueId) -> Result<Vec<ChampionshipLine>> {
    let record = load_league(tx, league)?;
    require_killpower(&record)?;
    let mut lines = HashMap::new();
    for header in tx.team_headers(league)? {
        let power = power_in(tx, header.id)?;
        lines.insert(
            header.id,
            ChampionshipLine {
                position: 0,
                team_id: header.id,
                team: header.name,
                coach: header.coach,
                ranking_points: power.ranking_points,
                total_experience: power.experience,
                power: power.power,
                division: power.division,
                record: record_of(tx, header.id)?,
            },
        );
    }
    let points = lines
        .iter()
        .map(|(id, line)| (*id, line.ranking_points))
        .collect();
    let powers = lines
        .iter()
        .map(|(id, line)| (*id, i64::from(line.power)))
        .collect();
    let ranking = league_ranking(tx, &record, &points, &powers)?;
    Ok(ranking
        .into_iter()
        .filter_map(|row| {
            let mut line = lines.remove(&row.team_id)?;
            line.position = row.position;
            Some(line)
        })
        .collect())
}

/// One side of a fixture as the referee sheet writes it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SidePoints {
    pub team_id: TeamId,
    pub team: String,
    pub coach: String,
    pub ranking_points: i32,
    pub power: i32,
    pub division: i32,
    /// Points more than the other side to score to win.
    pub target: u32,
}

/// A fixture's powers and points to score: those of its pre-match when done (the
/// gladiators who play), otherwise with every gladiator of each team.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FixturePoints {
    pub fixture: FixtureId,
    pub home: SidePoints,
    pub away: SidePoints,
    pub from_prematch: bool,
    pub places_first: Option<Side>,
}

pub(crate) fn fixture_points_in(tx: &Tx<'_>, fixture: FixtureId) -> Result<FixturePoints> {
    let record = load_fixture(tx, fixture)?;
    let data = reference()?;
    let teams = [record.home, record.away];
    let powers = [power_in(tx, teams[0])?, power_in(tx, teams[1])?];
    let prematch = tx.kpb_prematch(fixture)?;
    let (ranking, power, division, targets) = match &prematch {
        Some(p) => (p.ranking, p.power, p.division, p.targets),
        None => {
            let power = [powers[0].power, powers[1].power];
            let (home, away) = points_to_score(&data.tables, power[0], power[1]);
            (
                [powers[0].ranking_points, powers[1].ranking_points],
                power,
                [powers[0].division, powers[1].division],
                [home, away],
            )
        }
    };
    let side = |index: usize| -> Result<SidePoints> {
        let header = load_team_header(tx, teams[index])?;
        Ok(SidePoints {
            team_id: teams[index],
            team: header.name,
            coach: header.coach,
            ranking_points: ranking[index],
            power: power[index],
            division: division[index],
            target: targets[index],
        })
    };
    Ok(FixturePoints {
        fixture,
        home: side(0)?,
        away: side(1)?,
        from_prematch: prematch.is_some(),
        places_first: prematch.map(|p| p.places_first),
    })
}

/// A fixture's points to score, as the match screen and referee sheet show them.
pub fn fixture_points(store: &mut Store, fixture: FixtureId) -> Result<FixturePoints> {
    store.read(|tx| fixture_points_in(tx, fixture))
}
