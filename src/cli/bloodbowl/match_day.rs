//! `dugout bb prematch | postmatch | matchday`: the Blood Bowl match day over a league
//! file, previewed with `--dry-run`, recorded in one transaction otherwise.

use std::process::ExitCode;

use super::args::{BbCommand, BbPostmatchArgs, BbPrematchArgs, SideArg};
use super::match_day_text as text;
use crate::cli::emit;
use crate::cli::typed_dice::typed_dice;
use crate::coach::Context;
use crate::coach::bloodbowl::match_day::{
    InducementLine, PostmatchReport, PrematchRequest, match_day_view, preview_postmatch,
    preview_prematch, record_postmatch, record_prematch,
};
use crate::error::FixtureFault;
use crate::rules::bloodbowl::pre_match::Side;
use crate::store::{FixtureId, Store};
use crate::{Error, Result};

/// Whether a `bb` command reads or writes a league file.
pub fn uses_file(command: &BbCommand) -> bool {
    matches!(
        command,
        BbCommand::Prematch(_) | BbCommand::Postmatch(_) | BbCommand::Matchday { .. }
    )
}

pub fn run(store: &mut Store, context: &Context, command: &BbCommand) -> Result<ExitCode> {
    match command {
        BbCommand::Prematch(args) => prematch(store, context, args),
        BbCommand::Postmatch(args) => postmatch(store, context, args),
        BbCommand::Matchday { fixture, json } => {
            let view = match_day_view(store, FixtureId(*fixture))?;
            emit(*json, &view, || text::stored(&view, context.lang))?;
            Ok(ExitCode::SUCCESS)
        }
        _ => Ok(ExitCode::FAILURE),
    }
}

fn prematch(store: &mut Store, context: &Context, args: &BbPrematchArgs) -> Result<ExitCode> {
    let mut request = PrematchRequest {
        seed: args.dice.seed,
        dice: typed_dice(&args.dice.rolls)?,
        own_stadium: args.own_stadium.map(side),
        toss_winner_kicks: args.toss_winner_kicks,
        ball: args.ball.clone(),
        ..PrematchRequest::default()
    };
    for line in &args.induce {
        let (which, inducement) = inducement(line)?;
        match which {
            Side::Home => request.home_inducements.push(inducement),
            Side::Away => request.away_inducements.push(inducement),
        }
    }
    let fixture = FixtureId(args.fixture);
    let view = if args.dice.dry_run {
        preview_prematch(store, context, fixture, &request)?
    } else {
        record_prematch(store, context, fixture, &request)?
    };
    emit(args.dice.json, &view, || {
        text::prematch(&view, args.dice.dry_run, context.lang)
    })?;
    Ok(ExitCode::SUCCESS)
}

fn postmatch(store: &mut Store, context: &Context, args: &BbPostmatchArgs) -> Result<ExitCode> {
    let path = &args.file;
    let content = crate::files::read_text(path, crate::files::InputKind::Report)?;
    let mut report = PostmatchReport::from_text(&content)?;
    let dice = &args.dice;
    if dice.seed.is_some() {
        report.seed = dice.seed;
    }
    report.dice.extend(typed_dice(&dice.rolls)?);
    let fixture = FixtureId(args.fixture);
    run_report(store, context, fixture, &report, dice.dry_run, dice.json)
}

/// Previews or records a report (`bb postmatch`, `import report`).
pub fn run_report(
    store: &mut Store,
    context: &Context,
    fixture: FixtureId,
    report: &PostmatchReport,
    dry_run: bool,
    json: bool,
) -> Result<ExitCode> {
    let plan = if dry_run {
        preview_postmatch(store, context, fixture, report)?
    } else {
        record_postmatch(store, context, fixture, report)?
    };
    emit(json, &plan, || {
        text::postmatch(&plan, dry_run, context.lang)
    })?;
    Ok(ExitCode::SUCCESS)
}

fn side(arg: SideArg) -> Side {
    match arg {
        SideArg::Home => Side::Home,
        SideArg::Away => Side::Away,
    }
}

/// `SIDE:ID[:COUNT[:PRICE]]`.
fn inducement(text: &str) -> Result<(Side, InducementLine)> {
    let wrong = || Error::Refused {
        id: "induce_syntax",
        en: format!(
            "--induce {text}: write home or away, the inducement's id, then optionally how many and the price of each (e.g. away:bribes:2 or home:star-player:1:150000)"
        ),
        fr: format!(
            "--induce {text} : écrivez home ou away, l'identifiant du coup de pouce, puis éventuellement le nombre et le prix de chacun (par ex. away:bribes:2 ou home:star-player:1:150000)"
        ),
    };
    let parts: Vec<&str> = text.split(':').map(str::trim).collect();
    let which = match parts.first().map(|s| s.to_ascii_lowercase()).as_deref() {
        Some("home") => Side::Home,
        Some("away") => Side::Away,
        _ => return Err(wrong()),
    };
    let id = parts.get(1).filter(|s| !s.is_empty()).ok_or_else(wrong)?;
    let count = match parts.get(2) {
        Some(n) => n.parse::<u32>().map_err(|_| wrong())?,
        None => 1,
    };
    let price_gp = match parts.get(3) {
        Some(n) => Some(n.parse::<u32>().map_err(|_| wrong())?),
        None => None,
    };
    if parts.len() > 4 {
        return Err(wrong());
    }
    Ok((
        which,
        InducementLine {
            id: id.to_string(),
            count,
            price_gp,
        },
    ))
}
/// A coach's Blood Bowl match report, until the post-match sequence has its own: the
/// score (touchdowns), casualties inflicted and the day it was played.
#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct ResultReport {
    home_score: u32,
    away_score: u32,
    #[serde(default)]
    home_casualties: u32,
    #[serde(default)]
    away_casualties: u32,
    #[serde(default)]
    played_on: Option<chrono::NaiveDate>,
}

/// `dugout import report` for a Blood Bowl match: records its result.
pub fn import_report(
    store: &mut Store,
    _context: &Context,
    fixture: crate::store::FixtureId,
    report: serde_json::Value,
    dry_run: bool,
    json: bool,
) -> Result<ExitCode> {
    if let Some(report) = postmatch_report(store, fixture, &report)? {
        return run_report(store, _context, fixture, &report, dry_run, json);
    }
    let report: ResultReport = crate::exchange::shape::read(
        report,
        &crate::coach::bloodbowl::match_day::RESULT_SHAPE,
        crate::games::Game::names(&crate::coach::bloodbowl::BloodBowl),
    )?;
    let report = crate::coach::MatchReport {
        home_score: report.home_score,
        away_score: report.away_score,
        landslide: false,
        home_casualties: report.home_casualties,
        away_casualties: report.away_casualties,
        played_on: report.played_on,
        events: Vec::new(),
        game_detail: None,
    };
    let line = if dry_run {
        let line = crate::coach::fixture_line(store, fixture)?;
        if line.home_score.is_some() {
            return Err(FixtureFault::Played { id: fixture }.into());
        }
        crate::coach::games::of("bloodbowl")?.check_result(&report, line.playoff)?;
        line
    } else {
        crate::coach::record_result(store, fixture, &report)?
    };
    let verb = if dry_run { "Would record" } else { "Recorded" };
    emit(json, &line, || {
        crate::cli::play_text::result_recorded(verb, &line)
    })
    .map(|()| ExitCode::SUCCESS)
}

/// The report as a whole post-match, when it is one: the match has its pre-match, or the
/// report holds what only a post-match report has (players, casualties, choices).
fn postmatch_report(
    store: &mut Store,
    fixture: crate::store::FixtureId,
    report: &serde_json::Value,
) -> Result<Option<crate::coach::bloodbowl::match_day::PostmatchReport>> {
    let post_only = [
        "players",
        "casualties",
        "advancements",
        "home",
        "away",
        "dice",
        "seed",
    ];
    let looks_post = post_only.iter().any(|key| report.get(key).is_some());
    let has_prematch = crate::coach::bloodbowl::match_day::match_day_view(store, fixture)?
        .prematch
        .is_some();
    if !looks_post && !has_prematch {
        return Ok(None);
    }
    crate::coach::bloodbowl::match_day::PostmatchReport::from_json(report.clone()).map(Some)
}
