//! After a DreadBall match, the players' experience: what each had before the match,
//! what the match adds (the events, the MVP), the ranks reached and the advancement each
//! rank-up rolls and records on the player.

use super::load_dreadball_player;
use super::postmatch_report::*;
use crate::Result;
use crate::coach::Context;
use crate::data::dreadball::StatLine;
use crate::dice::RollLog;
use crate::error::{FileFault, PostMatchFault};
use crate::rules::dreadball::match_day::{
    ADVANCEMENT_DIE, Advance, AdvancementChoice, Advancing, MatchDaySettings, apply_advance,
    rank_of, ranks_reached, settle_advancement,
};
use crate::store::dreadball::AdvancementRecord;
use crate::store::{EventKind, FixtureId, FixtureRecord, PlayerId, Tx};
use serde::Serialize;
use std::collections::BTreeMap;

/// Each player's experience before this match (from every other match).
pub(super) fn experience_before(
    tx: &Tx<'_>,
    fixture: &FixtureRecord,
) -> Result<BTreeMap<PlayerId, u32>> {
    let mut totals = BTreeMap::new();
    for team in [fixture.home, fixture.away] {
        for player in tx.roster_ids(team)? {
            let carried = tx
                .carryover(player)?
                .map_or(0, |carried| carried.experience);
            let xp: u32 = tx
                .player_events(player)?
                .iter()
                .filter(|e| e.kind == EventKind::Experience && e.fixture_id != fixture.id)
                .map(|e| e.amount)
                .sum();
            totals.insert(player, xp + carried);
        }
    }
    Ok(totals)
}

pub(super) fn experience_lines(
    tx: &Tx<'_>,
    thresholds: &[u32],
    fixture: &FixtureRecord,
    before: &BTreeMap<PlayerId, u32>,
) -> Result<Vec<XpLine>> {
    let mut gained: BTreeMap<PlayerId, u32> = BTreeMap::new();
    for event in tx.match_events(fixture.id)? {
        if event.kind == EventKind::Experience {
            *gained.entry(event.player_id).or_default() += event.amount;
        }
    }
    let mut lines = Vec::new();
    for (player, gained) in gained {
        let history = load_dreadball_player(tx, player)?;
        let start = before.get(&player).copied().unwrap_or(0);
        lines.push(XpLine {
            player_id: player,
            name: history.player.name,
            team_id: history.team_id,
            gained,
            total: start + gained,
            rank_before: rank_of(start, thresholds),
            rank_after: rank_of(start + gained, thresholds),
        });
    }
    Ok(lines)
}

/// The ranks reached by the teams' own players who came out alive, each settled with
/// the coach's advancement (rolled where asked) and applied to the player.
#[allow(clippy::too_many_arguments)]
pub(super) fn rank_ups(
    tx: &Tx<'_>,
    context: &Context,
    settings: &MatchDaySettings,
    experience: &[XpLine],
    report: &PostMatchReport,
    log: &mut RollLog<'_>,
    strict: bool,
    fixture: FixtureId,
) -> Result<Vec<RankUpLine>> {
    let thresholds = &settings.rank_thresholds;
    let mut entries: Vec<&AdvancementEntry> = report.advancements.iter().collect();
    let mut lines = Vec::new();
    for xp in experience {
        let history = load_dreadball_player(tx, xp.player_id)?;
        if history.player.hired_for.is_some() || history.released_on.is_some() {
            continue;
        }
        let before = xp.total - xp.gained;
        for rank in ranks_reached(before, xp.total, thresholds) {
            let position = entries.iter().position(|e| e.player == xp.player_id);
            let Some(entry) = position.map(|i| entries.remove(i)) else {
                if strict {
                    return Err(PostMatchFault::AdvancementNeeded {
                        name: xp.name.clone(),
                        rank,
                        player: xp.player_id,
                    }
                    .into());
                }
                lines.push(rank_up(xp, rank, None, None));
                continue;
            };
            let choice = parse_advancement(&entry.choice)?;
            let die = match choice {
                AdvancementChoice::Roll { .. } => {
                    let key = format!("advancement.{}.{rank}", xp.player_id.0);
                    Some(log.die(&key, ADVANCEMENT_DIE)?)
                }
                _ => None,
            };
            let advance = advance_player(tx, context, xp.player_id, rank, &choice, die, fixture)?;
            lines.push(rank_up(xp, rank, Some(advance), die));
        }
    }
    if let Some(extra) = entries.first() {
        return Err(PostMatchFault::AdvancementWithoutRank {
            player: extra.player,
        }
        .into());
    }
    Ok(lines)
}

pub(super) fn rank_up(
    xp: &XpLine,
    rank: u32,
    advance: Option<Advance>,
    die: Option<u8>,
) -> RankUpLine {
    RankUpLine {
        player_id: xp.player_id,
        name: xp.name.clone(),
        team_id: xp.team_id,
        rank,
        advance,
        die,
    }
}

#[derive(Serialize)]
pub(super) struct Profile<'a> {
    stats: &'a StatLine,
    skills: &'a [String],
}

pub(super) fn advance_player(
    tx: &Tx<'_>,
    context: &Context,
    player: PlayerId,
    rank: u32,
    choice: &AdvancementChoice,
    die: Option<u8>,
    fixture: FixtureId,
) -> Result<Advance> {
    let record = load_dreadball_player(tx, player)?.player;
    let advancing = Advancing {
        name: &record.name,
        stats: &record.stats,
        skills: &record.skills,
    };
    let advance = settle_advancement(context.reference(), &advancing, choice, die, context.lang)?;
    let mut stats = record.stats;
    let mut skills = record.skills.clone();
    apply_advance(&advance, &mut stats, &mut skills);
    let json = |stats: &StatLine, skills: &[String]| {
        serde_json::to_string(&Profile { stats, skills }).map_err(|error| FileFault::Json {
            detail: error.to_string(),
        })
    };
    let (kind, chosen) = match &advance {
        Advance::Skill(id) => ("skill", id.clone()),
        Advance::Stat(stat) => ("stat", stat.id().to_string()),
    };
    tx.insert_advancement(
        fixture,
        &AdvancementRecord {
            player_id: player,
            rank,
            kind: kind.to_string(),
            choice: chosen,
            die,
            before: json(&record.stats, &record.skills)?,
            after: json(&stats, &skills)?,
        },
    )?;
    tx.set_player_profile(player, &stats, &skills)?;
    Ok(advance)
}
