//! Before a Killpower Ball match (3.2): who plays on each side, the RAP rolled for each,
//! the powers and points to score, who places first; in a tournament, each magic
//! armour's roll at the team's first match. Previewed with its seed, then recorded in one
//! transaction; the match's reset undoes it.

use std::collections::BTreeMap;

use serde::Serialize;

use super::super::audit::audit;
use super::super::fixtures::load_fixture;
use super::super::load_team_header;
use super::super::season::load_open_season;
use super::team::write_rolls;
use super::view::{armour_to_roll, race_power};
use super::{reference, refused, require_killpower, settings_of};
use crate::Result;
use crate::data::killpower::Reference;
use crate::dice::{RollLog, RollRecord};
use crate::error::FixtureFault;
use crate::error::killpower::KillpowerFault;
use crate::rules::Side;
use crate::rules::killpower::{LineupGladiator, Magic, PrematchPlan, SideLineup, prematch};
use crate::store::killpower::{GladiatorRecord, KpbPrematchRow, LineupRow};
use crate::store::{FixtureId, FixtureRecord, LeagueRecord, NewAudit, Store, TeamId, Tx, today};

/// What a coach (or the referee) enters before a match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PrematchRequest {
    pub fixture: FixtureId,
    /// The numbers of the gladiators who play, home and away (None: all seven).
    pub lineups: [Option<Vec<u32>>; 2],
    pub dice: BTreeMap<String, u8>,
    pub seed: Option<u64>,
}

/// A gladiator of the match with his RAP.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayingGladiator {
    pub side: Side,
    pub number: u32,
    pub name: String,
    pub rap: u8,
    /// A tournament armour rolled at this first match.
    pub armour_rolled: Option<u8>,
}

/// A pre-match, previewed or recorded.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PrematchView {
    pub fixture: FixtureId,
    pub teams: [String; 2],
    pub ranking: [i32; 2],
    pub plan: PrematchPlan,
    pub playing: Vec<PlayingGladiator>,
    pub seed: u64,
    pub rolls: Vec<RollRecord>,
}

/// Names a gladiator of a side by number and name.
pub(crate) fn namer<'a>(
    rosters: &'a [Vec<GladiatorRecord>; 2],
) -> impl Fn(Side, u32) -> String + 'a {
    move |side: Side, number: u32| {
        rosters[side.index()]
            .iter()
            .find(|g| g.number == number)
            .map_or_else(
                || format!("#{number}"),
                |g| format!("#{number} {}", g.gladiator.name),
            )
    }
}

/// The gladiators of `team` who play: those numbered, or all.
fn lineup_of(
    roster: &[GladiatorRecord],
    numbers: Option<&Vec<u32>>,
    side: Side,
) -> Result<Vec<GladiatorRecord>> {
    let Some(numbers) = numbers else {
        return Ok(roster.to_vec());
    };
    let mut chosen = Vec::new();
    for number in numbers {
        let missing = KillpowerFault::NoSuchNumber {
            side,
            number: *number,
        };
        let found = roster.iter().find(|g| g.number == *number).ok_or(missing)?;
        if !chosen.iter().any(|g: &GladiatorRecord| g.number == *number) {
            chosen.push(found.clone());
        }
    }
    Ok(chosen)
}

fn run(tx: &Tx<'_>, request: &PrematchRequest, seed: u64) -> Result<PrematchView> {
    let (fixture, league) = fixture_to_prepare(tx, request.fixture)?;
    let settings = settings_of(tx, league.id)?;
    let data = reference()?;
    let teams: [TeamId; 2] = [fixture.home, fixture.away];
    let rosters = [
        tx.gladiators(teams[0], false)?,
        tx.gladiators(teams[1], false)?,
    ];
    let (lineups, chosen) = side_lineups(tx, data, request, teams, &rosters)?;
    let name = namer(&rosters);
    let mut log = RollLog::new(seed, &request.dice);
    let plan = prematch(
        data,
        settings.mode,
        settings.xp_rounding,
        &lineups,
        &mut log,
    )
    .map_err(|r| refused(&r, &name))?;
    let rolls = log
        .finish()
        .map_err(|fault| refused(&fault.into(), &name))?;
    let ranking = [lineups[0].ranking_points, lineups[1].ranking_points];
    tx.insert_kpb_prematch(
        fixture.id,
        &KpbPrematchRow {
            done_on: today(),
            seed,
            ranking,
            power: plan.power,
            division: plan.division,
            targets: plan.targets,
            places_first: plan.places_first,
            settled_by: plan.settled_by.clone(),
        },
    )?;
    let playing = write_lineup(tx, fixture.id, &plan, &chosen)?;
    write_rolls(tx, None, Some(fixture.id), "prematch", seed, &rolls)?;
    let names = [
        load_team_header(tx, teams[0])?.name,
        load_team_header(tx, teams[1])?.name,
    ];
    crate::coach::steps::match_day_written(tx, fixture.id)?;
    audit(
        tx,
        NewAudit {
            action: "match.prematch".to_string(),
            league_id: Some(league.id),
            fixture_id: Some(fixture.id),
            summary: format!(
                "Pre-match of {} v {}: power {}–{}, points to score +{}/+{}",
                names[0], names[1], plan.power[0], plan.power[1], plan.targets[0], plan.targets[1]
            ),
            ..NewAudit::default()
        },
    )?;
    Ok(PrematchView {
        fixture: fixture.id,
        teams: names,
        ranking,
        plan,
        playing,
        seed,
        rolls,
    })
}

/// The fixture and its league, once it is sure the match can have its pre-match: a
/// Killpower Ball match of an open season, with no result and no pre-match yet.
fn fixture_to_prepare(tx: &Tx<'_>, id: FixtureId) -> Result<(FixtureRecord, LeagueRecord)> {
    let fixture = load_fixture(tx, id)?;
    let season = load_open_season(tx, fixture.season_id)?;
    let league = super::super::load_league(tx, season.league_id)?;
    require_killpower(&league)?;
    if let Some(result) = fixture.result {
        return Err(FixtureFault::HasResult {
            id: fixture.id,
            home: result.home_score,
            away: result.away_score,
        }
        .into());
    }
    if tx.kpb_prematch(fixture.id)?.is_some() {
        return Err(KillpowerFault::PrematchDone {
            fixture: fixture.id.0,
        }
        .into());
    }
    Ok((fixture, league))
}

/// Each side's line-up as the rules read it, and the gladiators chosen to play.
fn side_lineups(
    tx: &Tx<'_>,
    data: &Reference,
    request: &PrematchRequest,
    teams: [TeamId; 2],
    rosters: &[Vec<GladiatorRecord>; 2],
) -> Result<([SideLineup; 2], [Vec<GladiatorRecord>; 2])> {
    let [home, away] = Side::BOTH.map(|side| -> Result<(SideLineup, Vec<GladiatorRecord>)> {
        let index = side.index();
        let playing = lineup_of(&rosters[index], request.lineups[index].as_ref(), side)?;
        let gladiators = playing
            .iter()
            .map(|g| LineupGladiator {
                number: g.number,
                experience: g.gladiator.experience,
                race_power: race_power(data, std::slice::from_ref(g)),
                rap_die: data
                    .race(&g.gladiator.race)
                    .map_or(data.base_race().rap_die, |r| r.rap_die),
                armour_to_roll: armour_to_roll(&g.gladiator.magic),
            })
            .collect();
        let lineup = SideLineup {
            ranking_points: tx.killpower_ranking(teams[index])?.unwrap_or(0),
            gladiators,
        };
        Ok((lineup, playing))
    });
    let ((home_lineup, home_playing), (away_lineup, away_playing)) = (home?, away?);
    Ok(([home_lineup, away_lineup], [home_playing, away_playing]))
}

/// Writes who plays with their RAP, and a tournament armour rolled at its first match;
/// returns them as the view shows them.
fn write_lineup(
    tx: &Tx<'_>,
    fixture: FixtureId,
    plan: &PrematchPlan,
    chosen: &[Vec<GladiatorRecord>; 2],
) -> Result<Vec<PlayingGladiator>> {
    let mut playing = Vec::new();
    for side in Side::BOTH {
        for record in &chosen[side.index()] {
            let rap = plan.rap_of(side, record.number).unwrap_or(1);
            let armour = plan
                .armour
                .iter()
                .find(|a| a.side == side && a.number == record.number)
                .map(|a| a.value);
            if let Some(value) = armour {
                let mut gladiator = record.gladiator.clone();
                gladiator.magic = Magic::Armour {
                    armour: Some(value),
                };
                tx.set_gladiator(record.id, &gladiator)?;
            }
            tx.insert_kpb_lineup(
                fixture,
                &LineupRow {
                    player_id: record.id,
                    side,
                    rap,
                    armour_rolled: armour,
                },
            )?;
            playing.push(PlayingGladiator {
                side,
                number: record.number,
                name: record.gladiator.name.clone(),
                rap,
                armour_rolled: armour,
            });
        }
    }
    Ok(playing)
}

/// Shows what the pre-match would roll and write, writing nothing.
pub fn prematch_preview(store: &mut Store, request: &PrematchRequest) -> Result<PrematchView> {
    let seed = request.seed.unwrap_or_else(rand::random::<u64>);
    store.rehearse(|tx| run(tx, request, seed))
}

/// Records the pre-match in one transaction.
pub fn record_prematch(store: &mut Store, request: &PrematchRequest) -> Result<PrematchView> {
    let seed = request.seed.unwrap_or_else(rand::random::<u64>);
    store.write(|tx| run(tx, request, seed))
}

/// The pre-match a match had, as recorded.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct StoredPrematch {
    pub row: KpbPrematchRow,
    pub playing: Vec<PlayingGladiator>,
    pub rolls: Vec<RollRecord>,
}

pub(crate) fn stored_in(tx: &Tx<'_>, fixture: FixtureId) -> Result<Option<StoredPrematch>> {
    let Some(row) = tx.kpb_prematch(fixture)? else {
        return Ok(None);
    };
    let teams = load_fixture(tx, fixture)?;
    let rosters = [
        tx.gladiators(teams.home, true)?,
        tx.gladiators(teams.away, true)?,
    ];
    let mut playing = Vec::new();
    for line in tx.kpb_lineup(fixture)? {
        let roster = &rosters[line.side.index()];
        let Some(record) = roster.iter().find(|g| g.id == line.player_id) else {
            continue;
        };
        playing.push(PlayingGladiator {
            side: line.side,
            number: record.number,
            name: record.gladiator.name.clone(),
            rap: line.rap,
            armour_rolled: line.armour_rolled,
        });
    }
    let rolls = tx
        .kpb_rolls(None, Some(fixture))?
        .into_iter()
        .filter(|r| r.stage == "prematch")
        .map(|r| r.roll)
        .collect();
    Ok(Some(StoredPrematch {
        row,
        playing,
        rolls,
    }))
}

/// The pre-match a match had, if any.
pub fn stored_prematch(store: &mut Store, fixture: FixtureId) -> Result<Option<StoredPrematch>> {
    store.read(|tx| stored_in(tx, fixture))
}
