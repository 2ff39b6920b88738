//! `dugout export …` and `dugout import …`.

use crate::files::InputKind;
use std::path::Path;
use std::process::ExitCode;

use super::args::{ExportCommand, ImportCommand};
use super::emit;
use crate::Result;
use crate::coach::Context;

use crate::exchange::{self, ImportSummary};
use crate::store::{FixtureId, LeagueId, SeasonId, Store, TeamId};

pub fn export(store: &mut Store, context: &Context, command: &ExportCommand) -> Result<ExitCode> {
    let (text, output) = match command {
        ExportCommand::Team { id, output } => (
            exchange::export_team(store, TeamId(*id))?.to_text()?,
            output,
        ),
        ExportCommand::League { id, output } => (
            exchange::export_league(store, LeagueId(*id))?.to_text()?,
            output,
        ),
        ExportCommand::Standings { season, output } => (
            exchange::standings_csv(store, context, SeasonId(*season))?,
            output,
        ),
        ExportCommand::Fixtures { season, output } => {
            (exchange::fixtures_csv(store, SeasonId(*season))?, output)
        }
    };
    match output {
        Some(path) => {
            exchange::write_text(path, &text)?;
            outln!("Wrote {}", path.display());
        }
        None => out!("{text}"),
    }
    Ok(ExitCode::SUCCESS)
}

/// `dugout import …` on the league file. `import league` is asked for a league, so it
/// may make the file, as `league new` does: on a missing file the document is first
/// imported into an empty file in memory (a `--dry-run` stops there), and the file is
/// made only once that succeeded, so a refused document makes nothing. Every other
/// import needs the file to exist.
pub fn run_import(
    file: &mut super::LeagueFile,
    context: &Context,
    command: &ImportCommand,
) -> Result<ExitCode> {
    let ImportCommand::League {
        file: document,
        dry_run,
        ..
    } = command
    else {
        return import(file.open()?, context, command);
    };
    if file.exists() {
        return import(file.open()?, context, command);
    }
    let mut scratch = Store::open_in_memory()?;
    if *dry_run {
        return import(&mut scratch, context, command);
    }
    exchange::import_league(
        &mut scratch,
        &read_file(document, InputKind::LeagueDocument)?,
        true,
        context.lang,
    )?;
    import(file.create()?, context, command)
}

fn read_file(path: &Path, kind: InputKind) -> Result<String> {
    crate::files::read_text(path, kind)
}

pub fn import(store: &mut Store, context: &Context, command: &ImportCommand) -> Result<ExitCode> {
    let lang = context.lang;
    let (summary, json) = match command {
        ImportCommand::Team {
            file,
            league,
            name,
            dry_run,
            json,
        } => (
            exchange::import_team(
                store,
                &read_file(file, InputKind::TeamDocument)?,
                LeagueId(*league),
                name.as_deref(),
                *dry_run,
                lang,
            )?,
            *json,
        ),
        ImportCommand::League {
            file,
            dry_run,
            json,
        } => (
            exchange::import_league(
                store,
                &read_file(file, InputKind::LeagueDocument)?,
                *dry_run,
                lang,
            )?,
            *json,
        ),
        ImportCommand::Report {
            file,
            fixture,
            dry_run,
            json,
        } => {
            let fixture = FixtureId(*fixture);
            let (game, report) =
                exchange::import_report(store, fixture, &read_file(file, InputKind::Report)?)?;
            let entry = super::games::entry(&game)?;
            let copy = if *dry_run {
                store.check_integrity()?;
                None
            } else {
                exchange::before_import(store)?
            };
            // A refused report drops the copy (deleted, nothing pruned).
            let done = (entry.import_report)(store, context, fixture, report, *dry_run, *json)?;
            if let Some(copy) = copy {
                let copy = copy.keep(store);
                eprintln!("The file as it was is kept at {}", copy.display());
            }
            return Ok(done);
        }
    };
    emit(json, &summary, || summary_text(&summary))?;
    Ok(ExitCode::SUCCESS)
}

fn summary_text(summary: &ImportSummary) -> String {
    let mut text = String::new();
    let verb = if summary.dry_run {
        "Would import"
    } else {
        "Imported"
    };
    let teams: Vec<String> = summary
        .teams
        .iter()
        .map(|(id, name)| format!("{name} ({id})"))
        .collect();
    text.push_str(&format!(
        "{verb} into league {} \"{}\": {}\n",
        summary.league_id,
        summary.league,
        teams.join(", ")
    ));
    for count in summary.rows.iter().filter(|count| count.rows > 0) {
        text.push_str(&format!("  {:>6}  {}\n", count.rows, count.table));
    }
    match (&summary.backup, summary.dry_run) {
        (_, true) => text.push_str("Nothing was written (dry run).\n"),
        (Some(backup), false) => text.push_str(&format!(
            "The file as it was is kept at {}\n",
            backup.display()
        )),
        (None, false) => {}
    }
    text
}
