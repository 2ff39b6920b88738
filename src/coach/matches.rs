//! Match results: recording, resetting and editing. A result is the score plus what each
//! player did; resetting removes exactly what recording wrote (and the playoff games it
//! made), so every table but the audit log is back as it was.

use serde::Serialize;

use super::audit::audit;
use super::fixtures::{FixtureLine, load_fixture};
use super::games;
use super::load_team_header;
use super::playoffs::advance_bracket;
use super::season::{load_open_season, season_view_in};
use crate::Result;
use crate::error::{FixtureFault, ReportFault, TeamFault};
use crate::store::{
    EventKind, EventRecord, FieldChange, FixtureId, FixtureRecord, NewAudit, PlayerId,
    ResultRecord, Store, TeamId, Tx, today,
};

pub use crate::games::{MatchReport, PlayerEvent};

/// A recorded event with the names a reader needs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct EventLine {
    pub player_id: PlayerId,
    pub player: String,
    pub number: u32,
    pub team_id: TeamId,
    pub kind: EventKind,
    pub amount: u32,
}

/// What resetting a match will undo, shown before it is done.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ResetPlan {
    pub fixture: FixtureLine,
    pub events: Vec<EventLine>,
    /// Players the result killed, who come back to their rosters.
    pub revived: Vec<String>,
    /// Playoff games the result made, which are deleted.
    pub removed_games: Vec<FixtureId>,
    /// Pre-match hires, rolls and hacks, which are undone with their costs.
    pub prematch_items: Vec<String>,
    /// Whether the post-match sequence (experience, rank-ups, earnings…) is undone too.
    pub postmatch: bool,
    /// Why the reset would be refused now (a later match day or change of one of its
    /// teams); None: it can be done.
    #[serde(skip)]
    pub blocked: Option<crate::error::HistoryFault>,
}

pub fn record_result(
    store: &mut Store,
    id: FixtureId,
    report: &MatchReport,
) -> Result<FixtureLine> {
    store.write(|tx| {
        let fixture = load_fixture(tx, id)?;
        load_open_season(tx, fixture.season_id)?;
        if let Some(result) = fixture.result {
            return Err(FixtureFault::HasResult {
                id,
                home: result.home_score,
                away: result.away_score,
            }
            .into());
        }
        write_result(tx, &fixture, report)?;
        let line = line_of(tx, id)?;
        crate::coach::steps::match_day_written(tx, id)?;
        audit(
            tx,
            NewAudit {
                action: "match.record".to_string(),
                fixture_id: Some(id),
                summary: format!("Recorded {}", score_text(&line)),
                changes: vec![FieldChange {
                    field: "result".to_string(),
                    before: None,
                    after: Some(score_only(&line)),
                }],
                ..league_of(tx, &fixture)?
            },
        )?;
        Ok(line)
    })
}

/// Shows what a reset would undo, without changing anything.
pub fn reset_plan(store: &mut Store, id: FixtureId) -> Result<ResetPlan> {
    store.read(|tx| plan_in(tx, id))
}

/// Returns a played match to unplayed, undoing exactly what its result wrote.
pub fn reset_result(store: &mut Store, id: FixtureId) -> Result<ResetPlan> {
    store.write(|tx| {
        let plan = plan_in(tx, id)?;
        let fixture = load_fixture(tx, id)?;
        load_open_season(tx, fixture.season_id)?;
        super::steps::check_reset(tx, &fixture)?;
        let game = games::of(&tx.fixture_game(id)?)?;
        game.undo_match_day(tx, id, true)?;
        if fixture.result.is_some() {
            undo_result(tx, &fixture)?;
        }
        game.undo_match_day(tx, id, false)?;
        tx.delete_match_day_steps(id)?;
        audit(
            tx,
            NewAudit {
                action: "match.reset".to_string(),
                fixture_id: Some(id),
                summary: format!("Reset {}", score_text(&plan.fixture)),
                changes: vec![FieldChange {
                    field: "result".to_string(),
                    before: Some(score_only(&plan.fixture)),
                    after: None,
                }],
                ..league_of(tx, &fixture)?
            },
        )?;
        Ok(plan)
    })
}

/// Replaces a match's result: a reset and a new result in one transaction.
pub fn edit_result(store: &mut Store, id: FixtureId, report: &MatchReport) -> Result<FixtureLine> {
    store.write(|tx| edit_in(tx, id, report))
}

/// Changes only a played match's score: its date and its players' events are kept.
/// Also a reset plus a new result, in one transaction.
pub fn edit_score(
    store: &mut Store,
    id: FixtureId,
    home_score: u32,
    away_score: u32,
    landslide: bool,
) -> Result<FixtureLine> {
    let scores = MatchReport {
        home_score,
        away_score,
        landslide,
        ..MatchReport::default()
    };
    edit_scores(store, id, &scores)
}

/// Changes a played match's scores (and casualties, for games that count them), keeping
/// its date and its players' events; `scores`' date and events are not read.
pub fn edit_scores(store: &mut Store, id: FixtureId, scores: &MatchReport) -> Result<FixtureLine> {
    store.write(|tx| {
        let fixture = load_fixture(tx, id)?;
        let played_on = fixture.result.map(|result| result.played_on);
        let events = tx
            .match_events(id)?
            .into_iter()
            .map(|event| PlayerEvent {
                player: event.player_id,
                kind: event.kind,
                amount: event.amount,
                source: event.source.clone(),
            })
            .collect();
        let report = MatchReport {
            played_on,
            events,
            ..scores.clone()
        };
        edit_in(tx, id, &report)
    })
}

fn edit_in(tx: &Tx<'_>, id: FixtureId, report: &MatchReport) -> Result<FixtureLine> {
    let game = games::of(&tx.fixture_game(id)?)?;
    if tx.postmatch(id)?.is_some() || game.match_day_lines(tx, id)?.1 {
        return Err(FixtureFault::EditAfterPostMatch { id }.into());
    }
    let before = plan_in(tx, id)?;
    let fixture = load_fixture(tx, id)?;
    load_open_season(tx, fixture.season_id)?;
    // What the game wrote of the result besides the score (no post-match: refused above).
    game.undo_match_day(tx, id, true)?;
    undo_result(tx, &fixture)?;
    let fixture = load_fixture(tx, id)?;
    write_result(tx, &fixture, report)?;
    let line = line_of(tx, id)?;
    audit(
        tx,
        NewAudit {
            action: "match.edit".to_string(),
            fixture_id: Some(id),
            summary: format!("Edited {}", score_text(&line)),
            changes: vec![FieldChange::new(
                "result",
                score_only(&before.fixture),
                score_only(&line),
            )],
            ..league_of(tx, &fixture)?
        },
    )?;
    Ok(line)
}

pub(crate) fn write_result(
    tx: &Tx<'_>,
    fixture: &FixtureRecord,
    report: &MatchReport,
) -> Result<()> {
    let game = games::of(&tx.fixture_game(fixture.id)?)?;
    game.check_result(report, fixture.bracket.is_some())?;
    let played_on = report
        .played_on
        .or(fixture.scheduled_on)
        .unwrap_or_else(today);
    crate::rules::report::match_day("played_on", played_on)?;
    check_events(tx, fixture, report)?;
    game.check_feats(tx, &report.events)?;
    tx.insert_result(
        fixture.id,
        &ResultRecord {
            home_score: report.home_score,
            away_score: report.away_score,
            landslide: report.landslide,
            played_on,
            decided: None,
        },
    )?;
    for event in &report.events {
        tx.insert_event(&EventRecord {
            fixture_id: fixture.id,
            player_id: event.player,
            kind: event.kind,
            amount: event.amount,
            source: event.source.clone(),
        })?;
        if event.kind == EventKind::Death {
            tx.set_player_released(event.player, Some(played_on))?;
        }
    }
    game.write_result(tx, fixture.id, report)?;
    if let Some(place) = fixture.bracket {
        advance_bracket(tx, place.playoff_id, Some(fixture.id))?;
    }
    Ok(())
}

/// Every event names a player on one of the two rosters; a team's strikes fit its score;
/// a player dies at most once.
fn check_events(tx: &Tx<'_>, fixture: &FixtureRecord, report: &MatchReport) -> Result<()> {
    if report.events.is_empty() {
        return Ok(());
    }
    let rosters = [tx.roster_ids(fixture.home)?, tx.roster_ids(fixture.away)?];
    let mut strikes = [0u32; 2];
    let mut dead = Vec::new();
    for event in &report.events {
        let Some(side) = rosters.iter().position(|r| r.contains(&event.player)) else {
            return Err(ReportFault::PlayerNotInMatch {
                player: event.player,
                home: load_team_header(tx, fixture.home)?.name,
                away: load_team_header(tx, fixture.away)?.name,
            }
            .into());
        };
        if event.amount == 0 {
            return Err(ReportFault::EventCountZero {
                player: event.player,
                event: event.kind.id().to_string(),
            }
            .into());
        }
        if event.kind == EventKind::Strike {
            strikes[side] += event.amount;
        }
        if event.kind == EventKind::Death {
            if dead.contains(&event.player) {
                return Err(ReportFault::DiesTwice {
                    player: event.player,
                }
                .into());
            }
            dead.push(event.player);
        }
    }
    for (side, (team, score)) in [
        (fixture.home, report.home_score),
        (fixture.away, report.away_score),
    ]
    .into_iter()
    .enumerate()
    {
        if strikes[side] > score {
            return Err(ReportFault::StrikesOverScore {
                team: load_team_header(tx, team)?.name,
                strikes: strikes[side],
                score,
            }
            .into());
        }
    }
    Ok(())
}

pub(super) fn undo_result(tx: &Tx<'_>, fixture: &FixtureRecord) -> Result<()> {
    let id = fixture.id;
    if fixture.result.is_none() {
        return Err(FixtureFault::NothingToReset { id }.into());
    }
    for game in tx.fixtures_created_by(id)? {
        if game.result.is_some() {
            return Err(FixtureFault::FollowingGamePlayed { game: game.id, id }.into());
        }
        if !tx.items(game.id)?.is_empty() {
            return Err(FixtureFault::FollowingGameHasItems { game: game.id, id }.into());
        }
        tx.delete_fixture(game.id)?;
    }
    for event in tx.match_events(id)? {
        if event.kind == EventKind::Death {
            revive(tx, event.player_id)?;
        }
    }
    tx.delete_events(id)?;
    tx.delete_result(id)?;
    Ok(())
}

fn revive(tx: &Tx<'_>, player: PlayerId) -> Result<()> {
    let Some(history) = tx.player_history(player)? else {
        return Ok(());
    };
    if history.released_on.is_none() {
        return Ok(());
    }
    if let Some(other) = tx.number_wearer(history.team_id, history.player.number)? {
        return Err(TeamFault::ReturnNumberTaken {
            name: history.player.name,
            number: history.player.number,
            wearer: other,
        }
        .into());
    }
    tx.set_player_released(player, None)?;
    Ok(())
}

fn plan_in(tx: &Tx<'_>, id: FixtureId) -> Result<ResetPlan> {
    let fixture = load_fixture(tx, id)?;
    let items = tx.items(id)?;
    let game = games::of(&tx.fixture_game(id)?)?;
    let (game_lines, game_postmatch) = game.match_day_lines(tx, id)?;
    if fixture.result.is_none() && items.is_empty() && game_lines.is_empty() {
        return Err(FixtureFault::NothingToReset { id }.into());
    }
    let prematch_items = items
        .iter()
        .map(|item| format!("{} {}", item.kind.id(), item.what))
        .chain(game_lines)
        .collect();
    let mut events = Vec::new();
    let mut revived = Vec::new();
    for event in tx.match_events(id)? {
        let Some(history) = tx.player_history(event.player_id)? else {
            continue;
        };
        if event.kind == EventKind::Death {
            revived.push(history.player.name.clone());
        }
        events.push(EventLine {
            player_id: event.player_id,
            player: history.player.name,
            number: history.player.number,
            team_id: history.team_id,
            kind: event.kind,
            amount: event.amount,
        });
    }
    let removed_games = tx.fixtures_created_by(id)?.iter().map(|f| f.id).collect();
    Ok(ResetPlan {
        fixture: line_of(tx, id)?,
        events,
        revived,
        removed_games,
        prematch_items,
        postmatch: tx.postmatch(id)?.is_some() || game_postmatch,
        blocked: super::steps::reset_blocker(tx, &fixture)?,
    })
}

/// The events recorded for a match, with player names.
pub fn match_events(store: &mut Store, id: FixtureId) -> Result<Vec<EventLine>> {
    store.read(|tx| {
        load_fixture(tx, id)?;
        let mut lines = Vec::new();
        for event in tx.match_events(id)? {
            if let Some(history) = tx.player_history(event.player_id)? {
                lines.push(EventLine {
                    player_id: event.player_id,
                    player: history.player.name,
                    number: history.player.number,
                    team_id: history.team_id,
                    kind: event.kind,
                    amount: event.amount,
                });
            }
        }
        Ok(lines)
    })
}

fn line_of(tx: &Tx<'_>, id: FixtureId) -> Result<FixtureLine> {
    let fixture = load_fixture(tx, id)?;
    let view = season_view_in(tx, fixture.season_id)?;
    Ok(FixtureLine::of(fixture, &view))
}

fn league_of(tx: &Tx<'_>, fixture: &FixtureRecord) -> Result<NewAudit> {
    let season = super::season::load_season(tx, fixture.season_id)?;
    Ok(NewAudit {
        league_id: Some(season.league_id),
        ..NewAudit::default()
    })
}

fn score_only(line: &FixtureLine) -> String {
    let landslide = if line.landslide { " (landslide)" } else { "" };
    format!(
        "{}–{}{landslide}",
        line.home_score.unwrap_or(0),
        line.away_score.unwrap_or(0)
    )
}

fn score_text(line: &FixtureLine) -> String {
    format!("{} v {} {}", line.home, line.away, score_only(line))
}
