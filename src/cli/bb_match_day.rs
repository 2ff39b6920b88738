//! `dugout bb prematch | postmatch | matchday`: the Blood Bowl match day over a league
//! file, previewed with `--dry-run`, recorded in one transaction otherwise.

use std::collections::BTreeMap;
use std::process::ExitCode;

use super::args::BbCommand;
use super::bb_args::{BbPostmatchArgs, BbPrematchArgs, SideArg};
use super::bb_match_day_text as text;
use super::emit;
use crate::coach::Context;
use crate::coach::bloodbowl::match_day::{
    InducementLine, PostmatchReport, PrematchRequest, match_day_view, preview_postmatch,
    preview_prematch, record_postmatch, record_prematch,
};
use crate::error::InputFault;
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
        dice: rolls(&args.dice.rolls)?,
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
    report.dice.extend(rolls(&dice.rolls)?);
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

/// `KEY=N` pairs, each a die typed in, each key once (every game's `--roll`).
pub(super) fn rolls(pairs: &[String]) -> Result<BTreeMap<String, u8>> {
    let mut dice = BTreeMap::new();
    for pair in pairs {
        let parsed = pair
            .split_once('=')
            .and_then(|(key, value)| Some((key.trim(), value.trim().parse::<u8>().ok()?)))
            .filter(|(key, _)| !key.is_empty());
        let Some((key, value)) = parsed else {
            return Err(InputFault::RollSyntax {
                given: pair.to_string(),
            }
            .into());
        };
        if dice.contains_key(key) {
            return Err(InputFault::RollTwice {
                key: key.to_string(),
            }
            .into());
        }
        dice.insert(key.to_string(), value);
    }
    Ok(dice)
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
