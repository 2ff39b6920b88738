//! After a match: the result with each player's events and experience, rank-ups and their
//! advancements, revivals, each team's earnings, hired players leaving and free agents
//! signed. All of it is one transaction, tied to the match, so resetting the match puts
//! everything back. A preview runs the same sequence and rolls it back.

use super::load_dreadball_player;
use crate::error::{FixtureFault, PostMatchFault, PreMatchFault, ReportFault};

use chrono::NaiveDate;

use super::load_team;
use super::postmatch_experience::{experience_before, experience_lines, rank_ups};
use super::postmatch_players::{deaths, leave, revive, sign};
use super::postmatch_report::*;
use super::prematch_view::{PreMatch, prematch_in};
use crate::Result;
use crate::coach::Context;
use crate::coach::audit::audit;
use crate::coach::fixtures::{FixtureLine, load_fixture};
use crate::coach::matches::{MatchReport, PlayerEvent, undo_result, write_result};
use crate::coach::season::{load_open_season, season_view_in};
use crate::dice::RollLog;
use crate::rules::dreadball::match_day::{
    MatchDaySettings, MatchOutcome, XpSource, earnings_dice, earnings_mc,
};
use crate::store::MatchLedger;
use crate::store::dreadball::{ItemKind, PostTeamRecord};
use crate::store::{
    EventKind, FieldChange, FixtureId, FixtureRecord, NewAudit, PlayerId, Store, TeamId, Tx,
};

/// The hack that adds a die to the earnings ("Everybody Wins"), by its data id.
const EVERYBODY_WINS: &str = "everybody-wins";

/// Runs the post-match sequence without keeping it: what `record_postmatch` would do
/// with the same report (and seed). Rank-ups without an advancement are listed as
/// pending instead of refused.
pub fn preview_postmatch(
    store: &mut Store,
    context: &Context,
    fixture: FixtureId,
    report: &PostMatchReport,
) -> Result<PostMatchPlan> {
    let seed = report.seed.unwrap_or_else(rand::random::<u64>);
    store.read(|tx| run(tx, context, fixture, report, seed, false))
}

/// Records the post-match sequence of a match in one transaction.
pub fn record_postmatch(
    store: &mut Store,
    context: &Context,
    fixture: FixtureId,
    report: &PostMatchReport,
) -> Result<PostMatchPlan> {
    let seed = report.seed.unwrap_or_else(rand::random::<u64>);
    store.write(|tx| {
        let plan = run(tx, context, fixture, report, seed, true)?;
        crate::coach::steps::match_day_written(tx, fixture)?;
        audit(
            tx,
            NewAudit {
                action: "match.postmatch".to_string(),
                league_id: Some(
                    season_view_in(tx, plan.fixture.record.season_id)?
                        .season
                        .league_id,
                ),
                fixture_id: Some(fixture),
                summary: summary(&plan),
                changes: plan
                    .teams
                    .iter()
                    .map(|t| {
                        FieldChange::new(
                            &format!("earnings {}", t.name),
                            "-",
                            format!("{}mc", t.earnings_mc),
                        )
                    })
                    .collect(),
                ..NewAudit::default()
            },
        )?;
        Ok(plan)
    })
}

fn summary(plan: &PostMatchPlan) -> String {
    let teams: Vec<String> = plan
        .teams
        .iter()
        .map(|t| format!("{} earned {}mc", t.name, t.earnings_mc))
        .collect();
    format!(
        "Post-match of {} v {}: {}; {} rank-up(s) (seed {})",
        plan.fixture.home,
        plan.fixture.away,
        teams.join(", "),
        plan.rank_ups.len(),
        plan.seed
    )
}

fn run(
    tx: &Tx<'_>,
    context: &Context,
    id: FixtureId,
    report: &PostMatchReport,
    seed: u64,
    strict: bool,
) -> Result<PostMatchPlan> {
    report.check()?;
    let fixture = load_fixture(tx, id)?;
    load_open_season(tx, fixture.season_id)?;
    if tx.postmatch(id)?.is_some() {
        return Err(FixtureFault::PostMatchRecorded { id }.into());
    }
    if let Some(pending) = tx
        .items(id)?
        .iter()
        .find(|i| i.kind == ItemKind::FreeAgent && i.choice.is_none())
    {
        return Err(PreMatchFault::RollAwaitsChoice {
            die: pending.die.unwrap_or(0),
            table: pending.what.clone(),
            fixture: id,
            team: pending.team_id,
        }
        .into());
    }
    let before = prematch_in(tx, context, id)?;
    let settings = &before.settings;
    let xp_before = experience_before(tx, &fixture)?;
    let named = report.players.iter().map(|line| line.player);
    for player in named.chain(report.advancements.iter().map(|a| a.player)) {
        check_in_match(tx, &fixture, player)?;
    }
    write_match(tx, settings, &fixture, report)?;
    let fixture = load_fixture(tx, id)?;
    let Some(result) = fixture.result else {
        return Err(FixtureFault::NoResult { id }.into());
    };
    let played_on = result.played_on;
    tx.insert_postmatch(id, played_on, seed)?;
    // Every die from the seed, or typed from a physical one by its key.
    let mut log = RollLog::new(seed, &report.dice);
    let mut rolls = earnings_rolls(context, &before, &mut log)?;
    let experience = experience_lines(tx, &settings.rank_thresholds, &fixture, &xp_before)?;
    let rank_ups = rank_ups(
        tx,
        context,
        settings,
        &experience,
        report,
        &mut log,
        strict,
        id,
    )?;
    let dice = log.finish()?;
    let dead = deaths(tx, id)?;
    let revived = revive(tx, &before, &dead, report, id, played_on)?;
    let teams = earnings(tx, &before, &fixture, report, &mut rolls, played_on)?;
    let signed = sign(tx, settings.free_agent_signing, report, id, played_on)?;
    let leaving = leave(tx, id, played_on)?;
    let after = prematch_in(tx, context, id)?;
    let teams = teams
        .into_iter()
        .map(|mut team| {
            if let Some(day) = after.team(team.team_id) {
                team.value_after_mc = day.value_mc;
                team.treasury_after_mc = day.treasury_mc;
            }
            team
        })
        .collect();
    let view = season_view_in(tx, fixture.season_id)?;
    Ok(PostMatchPlan {
        fixture: FixtureLine::of(fixture, &view),
        seed,
        dice,
        teams,
        experience,
        rank_ups,
        dead,
        revived,
        leaving,
        signed,
    })
}

/// The result with every player's events: recorded now, or added to the one the match
/// already has (the score must then agree).
fn write_match(
    tx: &Tx<'_>,
    settings: &MatchDaySettings,
    fixture: &FixtureRecord,
    report: &PostMatchReport,
) -> Result<()> {
    let mut events = player_events(report)?;
    events.extend(man_of_the_match(tx, settings, fixture, report)?);
    let match_report = match fixture.result {
        Some(result) => {
            let given = (report.home_score, report.away_score);
            if given != (None, None) && given != (Some(result.home_score), Some(result.away_score))
            {
                return Err(PostMatchFault::ScoreDiffers {
                    id: fixture.id,
                    home: result.home_score,
                    away: result.away_score,
                }
                .into());
            }
            let mut kept: Vec<PlayerEvent> = tx
                .match_events(fixture.id)?
                .into_iter()
                .map(|e| PlayerEvent {
                    player: e.player_id,
                    kind: e.kind,
                    amount: e.amount,
                    source: e.source,
                })
                .collect();
            kept.extend(events);
            undo_result(tx, fixture)?;
            MatchReport {
                home_score: result.home_score,
                away_score: result.away_score,
                landslide: result.landslide,
                played_on: Some(result.played_on),
                events: kept,
                ..MatchReport::default()
            }
        }
        None => {
            let (Some(home_score), Some(away_score)) = (report.home_score, report.away_score)
            else {
                return Err(PostMatchFault::ReportNeedsScore { id: fixture.id }.into());
            };
            MatchReport {
                home_score,
                away_score,
                landslide: report.landslide.unwrap_or(false),
                played_on: report.played_on,
                events,
                ..MatchReport::default()
            }
        }
    };
    let fixture = load_fixture(tx, fixture.id)?;
    write_result(tx, &fixture, &match_report)
}

fn player_events(report: &PostMatchReport) -> Result<Vec<PlayerEvent>> {
    let mut events = Vec::new();
    let event = |player, kind, amount, source: Option<XpSource>| PlayerEvent {
        player,
        kind,
        amount,
        source: source.map(|source| source.id().to_string()),
    };
    for line in &report.players {
        let p = line.player;
        if line.strikes > 0 {
            events.push(event(p, EventKind::Strike, line.strikes, None));
        }
        if line.kills > 0 {
            events.push(event(p, EventKind::Kill, line.kills, None));
        }
        if line.injured {
            events.push(event(p, EventKind::Injury, 1, None));
        }
        if line.dead {
            events.push(event(p, EventKind::Death, 1, None));
        }
        for (source, amount) in &line.experience {
            if *source == XpSource::ManOfTheMatch {
                return Err(PostMatchFault::ManOfMatchAsExperience.into());
            }
            if *amount > 0 {
                events.push(event(p, EventKind::Experience, *amount, Some(*source)));
            }
        }
    }
    Ok(events)
}

/// The team of a player named by a report: one of the match's two (every line, even one
/// with nothing in it, and every advancement names a player who played).
fn check_in_match(tx: &Tx<'_>, fixture: &FixtureRecord, player: PlayerId) -> Result<TeamId> {
    let team = load_dreadball_player(tx, player)?.team_id;
    if team != fixture.home && team != fixture.away {
        return Err(ReportFault::PlayerNotInMatch {
            player,
            home: load_team(tx, fixture.home)?.name,
            away: load_team(tx, fixture.away)?.name,
        }
        .into());
    }
    Ok(team)
}

/// Each team's man of the match: a player of one of the match's two teams, one a team.
fn man_of_the_match(
    tx: &Tx<'_>,
    settings: &MatchDaySettings,
    fixture: &FixtureRecord,
    report: &PostMatchReport,
) -> Result<Vec<PlayerEvent>> {
    let xp = settings.man_of_the_match_xp;
    let mut teams = Vec::new();
    let mut events = Vec::new();
    for player in &report.man_of_the_match {
        let team = check_in_match(tx, fixture, *player)?;
        if teams.contains(&team) {
            return Err(PostMatchFault::TwoMenOfMatch {
                team: load_team(tx, team)?.name,
            }
            .into());
        }
        teams.push(team);
        if xp > 0 {
            events.push(PlayerEvent {
                player: *player,
                kind: EventKind::Experience,
                amount: xp,
                source: Some(XpSource::ManOfTheMatch.id().to_string()),
            });
        }
    }
    Ok(events)
}

/// The earnings dice of both teams, home first, rolled before anything else, each by
/// its key (`earnings.home.1`).
fn earnings_rolls(
    context: &Context,
    day: &PreMatch,
    log: &mut RollLog<'_>,
) -> Result<Vec<Vec<u8>>> {
    let bought_everybody_wins = |letter: &str| {
        context
            .reference()
            .hack(letter)
            .is_some_and(|hack| hack.id == EVERYBODY_WINS)
    };
    [("home", &day.home), ("away", &day.away)]
        .iter()
        .map(|(side, team)| {
            let hack = team
                .items
                .iter()
                .any(|i| i.kind == ItemKind::Hack && bought_everybody_wins(&i.what));
            let count = earnings_dice(&day.settings.earnings, hack);
            (1..=count)
                .map(|at| Ok(log.die(&format!("earnings.{side}.{at}"), 6)?))
                .collect::<Result<Vec<u8>>>()
        })
        .collect()
}

fn earnings(
    tx: &Tx<'_>,
    day: &PreMatch,
    fixture: &FixtureRecord,
    report: &PostMatchReport,
    rolls: &mut [Vec<u8>],
    on: NaiveDate,
) -> Result<Vec<TeamPost>> {
    let Some(result) = fixture.result else {
        return Ok(Vec::new());
    };
    let scores = [
        (result.home_score, result.away_score),
        (result.away_score, result.home_score),
    ];
    let mut teams = Vec::new();
    for (index, team) in [&day.home, &day.away].into_iter().enumerate() {
        let outcome = MatchOutcome::of(scores[index].0, scores[index].1);
        let dice = std::mem::take(&mut rolls[index]);
        let mc = earnings_mc(&day.settings.earnings, outcome, &dice);
        let mom = report
            .man_of_the_match
            .iter()
            .find(|p| {
                tx.dreadball_player_history(**p)
                    .ok()
                    .flatten()
                    .is_some_and(|h| h.team_id == team.team_id)
            })
            .copied();
        tx.add_match_ledger(
            &MatchLedger {
                team: team.team_id,
                fixture: fixture.id,
                item: None,
                amount: i64::from(mc),
                kind: "earnings",
                reason: &format!("Earnings of match {} (dice {:?})", fixture.id, dice),
                player: None,
            },
            on,
        )?;
        tx.insert_postmatch_team(
            fixture.id,
            &PostTeamRecord {
                team_id: team.team_id,
                man_of_the_match: mom,
                earnings_dice: dice.clone(),
                earnings_mc: mc,
            },
        )?;
        teams.push(TeamPost {
            team_id: team.team_id,
            name: team.name.clone(),
            outcome,
            man_of_the_match: mom
                .map(|p| load_dreadball_player(tx, p).map(|h| h.player.name))
                .transpose()?,
            earnings_dice: dice,
            earnings_mc: mc,
            value_before_mc: team.value_mc,
            value_after_mc: team.value_mc,
            treasury_after_mc: team.treasury_mc,
        });
    }
    Ok(teams)
}
