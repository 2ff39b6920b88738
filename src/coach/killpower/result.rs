//! A Killpower Ball result (3.4): how the match ended, who won by the points each side
//! had to score (or an elimination, an abandon, free throws in a drawn tournament match;
//! a championship's draw stays a draw, but for a playoff match, settled by the league's
//! `playoff_draw`), and the ranking points it gives in a championship (by the match's
//! own result). Runs inside the shared result's transaction (`Game::write_result`), so
//! every way of entering a result writes it.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::super::fixtures::load_fixture;
use super::prematch::namer;
use super::table::fixture_points_in;
use super::team::write_rolls;
use super::{reference, refused, settings_of};
use crate::Result;
use crate::coach::MatchReport;
use crate::dice::{RollLog, RollRecord};
use crate::error::killpower::KillpowerFault;
use crate::rules::killpower::{
    Decided, DrawSettled, Ending, FreeThrow, Mode, RankingChange, Shooter, Side, ThrowInput,
    decide, draw_settled, ranking_changes, settle_free_throws,
};
use crate::store::killpower::{FreeThrowRow, KillpowerLeagueRecord, KpbResultRow};
use crate::store::{FixtureId, PlayerId, TeamId, Tx};

/// What a Killpower Ball result holds besides the score (`MatchReport::game_detail`).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ResultDetail {
    /// None: after the 20 turns.
    #[serde(default)]
    pub ending: Option<Ending>,
    /// The shots that settled a drawn tournament match.
    #[serde(default)]
    pub free_throws: Vec<ThrowInput>,
    /// Gladiators of each side who cannot come back (dead, in a coma): they may not
    /// shoot free throws; every other gladiator of the team may. The post-match adds
    /// those at risk of death.
    #[serde(default)]
    pub out: [Vec<u32>; 2],
    /// Dice typed for the free throws (`free_throw.1.home.3`).
    #[serde(default)]
    pub dice: BTreeMap<String, u8>,
    #[serde(default)]
    pub seed: Option<u64>,
}

impl ResultDetail {
    pub fn read(report: &MatchReport) -> Result<ResultDetail> {
        match &report.game_detail {
            None => Ok(ResultDetail::default()),
            Some(value) => serde_json::from_value(value.clone()).map_err(|error| {
                KillpowerFault::ReportShape {
                    detail: error.to_string(),
                }
                .into()
            }),
        }
    }
}

/// The gladiators of each side who played (the pre-match's line-up, or the whole team).
pub(crate) fn played_numbers(
    tx: &Tx<'_>,
    fixture: FixtureId,
    teams: [crate::store::TeamId; 2],
) -> Result<[Vec<u32>; 2]> {
    let lineup = tx.kpb_lineup(fixture)?;
    let mut played: [Vec<u32>; 2] = [Vec::new(), Vec::new()];
    if lineup.is_empty() {
        for side in Side::BOTH {
            played[side.index()] = tx
                .gladiators(teams[side.index()], false)?
                .iter()
                .map(|g| g.number)
                .collect();
        }
        return Ok(played);
    }
    let rosters = [
        tx.gladiators(teams[0], true)?,
        tx.gladiators(teams[1], true)?,
    ];
    for line in lineup {
        let roster = &rosters[line.side.index()];
        if let Some(record) = roster.iter().find(|g| g.id == line.player_id) {
            played[line.side.index()].push(record.number);
        }
    }
    Ok(played)
}

/// Writes the game's part of a result (see the module's doc).
pub(crate) fn write_result(tx: &Tx<'_>, id: FixtureId, report: &MatchReport) -> Result<()> {
    let detail = ResultDetail::read(report)?;
    let fixture = load_fixture(tx, id)?;
    let settings = settings_of(tx, tx.fixture_league(id)?)?;
    let points = fixture_points_in(tx, id)?;
    let targets = [points.home.target, points.away.target];
    let divisions = [points.home.division, points.away.division];
    let teams = [fixture.home, fixture.away];
    let score = [report.home_score, report.away_score];
    let ending = detail.ending.unwrap_or(Ending::Time);
    let before = [
        tx.killpower_ranking(teams[0])?.unwrap_or(0),
        tx.killpower_ranking(teams[1])?.unwrap_or(0),
    ];
    // 3.4: the match's own result, which the championship's ranking points follow.
    let played = decide(score, targets, ending);
    let seed = detail.seed.unwrap_or_else(rand::random::<u64>);
    let playoff = fixture.bracket.is_some();
    let settled = (played == Decided::Draw)
        .then(|| draw_settled(settings.mode, playoff, settings.playoff_draw, before));
    let shots = settle_draw(tx, id, teams, score, &detail, settled, seed)?;
    let decided = match settled {
        Some(DrawSettled::Ranking(side)) => Decided::of(side),
        _ => shots.decided.unwrap_or(played),
    };
    let ranking = ranking_after(&settings, played, ending, divisions, before);
    for side in Side::BOTH {
        tx.set_killpower_ranking(teams[side.index()], ranking[side.index()].after)?;
    }
    tx.insert_kpb_result(
        id,
        &KpbResultRow {
            seq: 0,
            ending,
            targets,
            divisions,
            ranking,
            seed: (!shots.rows.is_empty()).then_some(seed),
        },
    )?;
    for (index, (throw, player_id)) in shots.rows.into_iter().enumerate() {
        tx.insert_kpb_free_throw(id, &throw_row(index, &throw, player_id))?;
    }
    write_rolls(tx, None, Some(id), "result", seed, &shots.rolls)?;
    tx.set_result_decided(id, Some(decided.id()))?;
    Ok(())
}

/// Each side's ranking points after the match: in a championship by the match's own
/// result (a playoff's draw settled after it earns a draw's), none in a tournament.
fn ranking_after(
    settings: &KillpowerLeagueRecord,
    played: Decided,
    ending: Ending,
    divisions: [i32; 2],
    before: [i32; 2],
) -> [RankingChange; 2] {
    if settings.mode == Mode::Championship {
        return ranking_changes(&settings.ranking, played, ending, divisions, before);
    }
    before.map(|points| RankingChange {
        before: points,
        earned: 0,
        applied: 0,
        after: points,
    })
}

/// The free throws a report gives, where they belong: a draw they settle shoots them
/// (and has some); a match not drawn, a championship's draw and a playoff's draw the
/// ranking settles have none. `settled`: what settles the draw (None: not drawn).
fn settle_draw(
    tx: &Tx<'_>,
    id: FixtureId,
    teams: [TeamId; 2],
    score: [u32; 2],
    detail: &ResultDetail,
    settled: Option<DrawSettled>,
    seed: u64,
) -> Result<Shots> {
    let given = !detail.free_throws.is_empty();
    let fixture = id.0;
    let refused = match settled {
        Some(DrawSettled::FreeThrows) if given => return shoot(tx, teams, score, detail, seed),
        Some(DrawSettled::FreeThrows) => KillpowerFault::DrawNeedsFreeThrows { fixture },
        _ if !given => return Ok(Shots::default()),
        None => KillpowerFault::FreeThrowsNotDrawn { fixture },
        Some(DrawSettled::Stays) => KillpowerFault::ChampionshipDrawStays { fixture },
        Some(DrawSettled::Ranking(_)) => KillpowerFault::DrawSettledByRanking { fixture },
    };
    Err(refused.into())
}

/// The free throws of a drawn match, shot: who won, each shot with its shooter's id,
/// and the dice.
#[derive(Default)]
struct Shots {
    /// None: no free throws.
    decided: Option<Decided>,
    rows: Vec<(FreeThrow, PlayerId)>,
    rolls: Vec<RollRecord>,
}

/// Shoots the free throws the report gives (13.2): any living gladiator of the team may
/// shoot, whether he played or not ("deux joueurs vivants dans chaque équipe", seed 004
/// line 1858), but for those dead, in a coma or unable to come back from the match.
fn shoot(
    tx: &Tx<'_>,
    teams: [TeamId; 2],
    score: [u32; 2],
    detail: &ResultDetail,
    seed: u64,
) -> Result<Shots> {
    let rosters = [
        tx.gladiators(teams[0], false)?,
        tx.gladiators(teams[1], false)?,
    ];
    let able: Vec<Shooter> = Side::BOTH
        .iter()
        .flat_map(|side| {
            let i = side.index();
            rosters[i]
                .iter()
                .filter(|g| !detail.out[i].contains(&g.number))
                .map(|g| Shooter {
                    player: g.number,
                    side: *side,
                    bal: g.gladiator.stats.bal,
                })
                .collect::<Vec<_>>()
        })
        .collect();
    let mut log = RollLog::new(seed, &detail.dice);
    let name = namer(&rosters);
    let tables = &reference()?.tables;
    let settled = settle_free_throws(tables, score, &detail.free_throws, &able, &mut log)
        .map_err(|r| refused(&r, &name))?;
    let rolls = log
        .finish()
        .map_err(|fault| refused(&fault.into(), &name))?;
    let rows = settled
        .throws
        .into_iter()
        .filter_map(|throw| {
            let player = rosters[throw.side.index()]
                .iter()
                .find(|g| g.number == throw.thrower)
                .map(|g| g.id)?;
            Some((throw, player))
        })
        .collect();
    Ok(Shots {
        decided: Some(Decided::of(settled.winner)),
        rows,
        rolls,
    })
}

/// The `index`-th shot as stored.
fn throw_row(index: usize, throw: &FreeThrow, player_id: PlayerId) -> FreeThrowRow {
    FreeThrowRow {
        shot: u32::try_from(index + 1).unwrap_or(u32::MAX),
        round: throw.round,
        side: throw.side,
        player_id,
        distance: throw.distance,
        bal: throw.bal,
        target: throw.target,
        die: throw.die,
        scored: throw.scored,
        points: throw.points,
    }
}
