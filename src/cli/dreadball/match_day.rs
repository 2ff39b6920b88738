//! Running the match-day commands.

use std::process::ExitCode;

use super::args::{MatchDaySettingsArgs, PostmatchArgs, PrematchCommand};
use super::match_day_text as text;
use crate::Result;
use crate::cli::emit;
use crate::coach::dreadball::PostMatchReport;
use crate::coach::{self, Context};
use crate::error::{CommandFault, InputFault};
use crate::rules::dreadball::match_day::{MatchDaySettings, parse_thresholds};
use crate::store::{FixtureId, LeagueId, Store, TeamId};

pub fn run_prematch(
    store: &mut Store,
    context: &Context,
    command: &PrematchCommand,
) -> Result<ExitCode> {
    match command {
        PrematchCommand::Show { fixture, json } => {
            let day = coach::dreadball::prematch(store, context, FixtureId(*fixture))?;
            emit(*json, &day, || text::prematch(context, &day))?;
        }
        PrematchCommand::Mvps {
            fixture,
            team,
            all,
            json,
        } => {
            let offers =
                coach::dreadball::mvp_offers(store, context, FixtureId(*fixture), TeamId(*team))?;
            let shown: Vec<_> = offers
                .into_iter()
                .filter(|offer| *all || offer.refused.is_none())
                .collect();
            emit(*json, &shown, || text::mvp_offers(&shown))?;
        }
        PrematchCommand::HireMvp {
            fixture,
            team,
            mvp,
            json,
        } => {
            let line = coach::dreadball::hire_mvp(
                store,
                context,
                FixtureId(*fixture),
                TeamId(*team),
                mvp,
            )?;
            emit(*json, &line, || text::item(&line))?;
        }
        PrematchCommand::RollFreeAgent {
            fixture,
            team,
            table,
            choice,
            seed,
            rolls,
            json,
        } => {
            let typed = crate::cli::typed_dice::typed_dice(rolls)?;
            let line = coach::dreadball::roll_free_agent_typed(
                store,
                context,
                FixtureId(*fixture),
                TeamId(*team),
                *table,
                *choice,
                *seed,
                &typed,
            )?;
            emit(*json, &line, || text::item(&line))?;
        }
        PrematchCommand::Choose {
            fixture,
            team,
            choice,
            json,
        } => {
            let line = coach::dreadball::choose_free_agent(
                store,
                context,
                FixtureId(*fixture),
                TeamId(*team),
                *choice,
            )?;
            emit(*json, &line, || text::item(&line))?;
        }
        PrematchCommand::Hack {
            fixture,
            team,
            hack,
            json,
        } => {
            let line = coach::dreadball::buy_hack(
                store,
                context,
                FixtureId(*fixture),
                TeamId(*team),
                hack,
            )?;
            emit(*json, &line, || text::item(&line))?;
        }
        PrematchCommand::Cancel { fixture, item } => {
            let line = coach::dreadball::cancel_item(store, context, FixtureId(*fixture), *item)?;
            outln!("Took back {} (item {}).", line.label, line.id);
        }
    }
    Ok(ExitCode::SUCCESS)
}

pub fn run_postmatch(
    store: &mut Store,
    context: &Context,
    args: &PostmatchArgs,
) -> Result<ExitCode> {
    let fixture = FixtureId(args.fixture);
    let mut report = match (&args.file, args.interactive) {
        (Some(path), _) => read_report(path)?,
        (None, true) => {
            let stdin = std::io::stdin();
            let mut input = stdin.lock();
            match super::match_day_prompt::ask_report(store, context, fixture, &mut input)? {
                Some(report) => report,
                None => {
                    outln!("Nothing recorded.");
                    return Ok(ExitCode::FAILURE);
                }
            }
        }
        (None, false) => {
            return Err(CommandFault::ReportOrInteractive.into());
        }
    };
    if args.seed.is_some() {
        report.seed = args.seed;
    }
    for (key, die) in crate::cli::typed_dice::typed_dice(&args.rolls)? {
        if report.dice.insert(key.clone(), die).is_some() {
            return Err(crate::error::InputFault::RollTwice { key }.into());
        }
    }
    postmatch(store, context, fixture, &report, args.dry_run, args.json)
}

fn postmatch(
    store: &mut Store,
    context: &Context,
    fixture: FixtureId,
    report: &PostMatchReport,
    dry_run: bool,
    json: bool,
) -> Result<ExitCode> {
    let plan = if dry_run {
        coach::dreadball::preview_postmatch(store, context, fixture, report)?
    } else {
        coach::dreadball::record_postmatch(store, context, fixture, report)?
    };
    emit(json, &plan, || text::plan(&plan, dry_run))?;
    Ok(ExitCode::SUCCESS)
}

/// `dugout import report`: a coach's post-match report, as `postmatch --file` takes it.
pub fn import_report(
    store: &mut Store,
    context: &Context,
    fixture: FixtureId,
    report: serde_json::Value,
    dry_run: bool,
    json: bool,
) -> Result<ExitCode> {
    let report = PostMatchReport::from_json(report)?;
    postmatch(store, context, fixture, &report, dry_run, json)
}

fn read_report(path: &std::path::Path) -> Result<PostMatchReport> {
    let text = crate::files::read_text(path, crate::files::InputKind::Report)?;
    PostMatchReport::from_text(&text)
}

/// Applies the `league settings` match-day options; `None` when none was given.
pub fn change_match_day(
    store: &mut Store,
    league: LeagueId,
    args: &MatchDaySettingsArgs,
) -> Result<()> {
    if args.is_empty() {
        return Ok(());
    }
    let mut settings = coach::dreadball::dreadball_league(store, league)?
        .own
        .match_day;
    apply(&mut settings, args)?;
    coach::dreadball::change_match_day_settings(store, league, &settings)?;
    Ok(())
}

/// Changes `settings` as the `league settings` match-day options say.
pub(super) fn apply(settings: &mut MatchDaySettings, args: &MatchDaySettingsArgs) -> Result<()> {
    if let Some(text) = &args.rank_thresholds {
        settings.rank_thresholds = parse_thresholds(text)?;
    }
    let earnings = &mut settings.earnings;
    set(&mut settings.man_of_the_match_xp, args.man_of_the_match_xp);
    set(&mut earnings.base_mc, args.earnings_base_mc);
    set(&mut earnings.win_mc, args.earnings_win_mc);
    set(&mut earnings.draw_mc, args.earnings_draw_mc);
    set(&mut earnings.dice, args.earnings_dice);
    if let Some(text) = &args.revival {
        settings.revival_mc = match text.trim() {
            "off" => None,
            price => Some(price.parse().map_err(|_| InputFault::RevivalPrice {
                given: price.to_string(),
            })?),
        };
    }
    switch(&mut settings.free_agent_signing, &args.signing, "--signing")?;
    switch(
        &mut settings.mvp_from_treasury,
        &args.mvp_from_treasury,
        "--mvp-from-treasury",
    )?;
    switch(&mut settings.event_mvps, &args.event_mvps, "--event-mvps")?;
    Ok(())
}

fn set(field: &mut u32, value: Option<u32>) {
    if let Some(value) = value {
        *field = value;
    }
}

fn switch(field: &mut bool, value: &Option<String>, option: &'static str) -> Result<()> {
    match value.as_deref().map(str::trim) {
        None => Ok(()),
        Some("on") => {
            *field = true;
            Ok(())
        }
        Some("off") => {
            *field = false;
            Ok(())
        }
        Some(other) => Err(InputFault::OnOff {
            option,
            given: other.to_string(),
        }
        .into()),
    }
}
