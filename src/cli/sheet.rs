//! `dugout sheet …`: writes printed documents as PDF, through a temporary file.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use super::LeagueFile;
use super::sheet_args::{LeagueSheetArgs, Output, SheetCommand};
use super::tr::Text;
use crate::Result;
use crate::coach::{AsOf, Context};
use crate::error::{FileFault, IoCause, SheetFault};
use crate::sheet::{self, Bundle, Paper, SheetOptions};
use crate::store::{FixtureId, LeagueId, PlayoffId, SeasonId, Store, TeamId};

pub fn run(file: &mut LeagueFile, context: &Context, command: &SheetCommand) -> Result<ExitCode> {
    match command {
        SheetCommand::League(args) => run_league(file, context, args),
        SheetCommand::Team {
            id,
            as_of,
            before_match,
            value_chart,
            out,
        } => {
            let as_of = match (as_of, before_match) {
                (_, Some(fixture)) => AsOf::BeforeMatch(FixtureId(*fixture)),
                (Some(date), None) => AsOf::Date(*date),
                (None, None) => AsOf::Now,
            };
            write_one(file, context, out, Text::TeamSheet, |store, options| {
                let options = options.with_value_chart(*value_chart);
                sheet::team_document(store, TeamId(*id), as_of, &options)
            })
        }
        SheetCommand::Match { id, out } => {
            write_one(file, context, out, Text::MatchSheet, |store, options| {
                sheet::match_document(store, FixtureId(*id), options)
            })
        }
        SheetCommand::Standings { season, out } => {
            write_one(file, context, out, Text::Standings, |store, options| {
                sheet::standings_document(store, SeasonId(*season), options)
            })
        }
        SheetCommand::SeasonReport { season, out } => {
            write_one(file, context, out, Text::SeasonReport, |store, options| {
                sheet::season_report(store, SeasonId(*season), options)
            })
        }
        SheetCommand::Fixtures { season, out } => {
            write_one(file, context, out, Text::Fixtures, |store, options| {
                sheet::fixtures_document(store, SeasonId(*season), options)
            })
        }
        SheetCommand::Championship { league, out } => {
            write_one(file, context, out, Text::RankingSheet, |store, options| {
                sheet::league_document(store, LeagueId(*league), options)
            })
        }
        SheetCommand::Bracket { playoff, out } => {
            write_one(file, context, out, Text::Bracket, |store, options| {
                sheet::bracket_document(store, PlayoffId(*playoff), options)
            })
        }
    }
}

/// Checks the output, makes one document and writes it.
fn write_one(
    file: &mut LeagueFile,
    context: &Context,
    out: &Output,
    what: Text,
    make: impl FnOnce(&mut Store, &SheetOptions) -> Result<Vec<u8>>,
) -> Result<ExitCode> {
    let options = SheetOptions::new(paper(out.paper.as_deref())?, context.lang);
    check_output(&out.output)?;
    let bytes = make(file.open()?, &options)?;
    sheet::write_atomic(&out.output, &bytes)?;
    let (path, size) = (out.output.display(), size(bytes.len()));
    let what = what.get(context.lang);
    outln!("{}", Text::Wrote.fill(context.lang, &[&what, &path, &size]));
    Ok(ExitCode::SUCCESS)
}

fn run_league(
    file: &mut LeagueFile,
    context: &Context,
    args: &LeagueSheetArgs,
) -> Result<ExitCode> {
    let options = SheetOptions::new(paper(args.paper.as_deref())?, context.lang);
    if args.dir.exists() && !args.dir.is_dir() {
        return Err(FileFault::IsFile {
            path: args.dir.clone(),
        }
        .into());
    }
    let as_of = args.as_of.map_or(AsOf::Now, AsOf::Date);
    let bundle = Bundle::load(file.open()?, LeagueId(args.id), as_of, options.lang)?;
    if args.one_file {
        let path = args.dir.join("league-sheets.pdf");
        std::fs::create_dir_all(&args.dir).map_err(|error| FileFault::CreateFolder {
            path: args.dir.clone(),
            cause: IoCause::of(&error),
        })?;
        let bytes = bundle.to_pdf(&options, |_, _| {})?;
        sheet::write_atomic(&path, &bytes)?;
        let count = bundle.len();
        outln!(
            "{} ({count} team sheets, {})",
            path.display(),
            size(bytes.len())
        );
    } else {
        bundle.to_files(&options, &args.dir, |done, total| {
            if let Some(path) = written_path(&args.dir, &bundle, done) {
                outln!("{} ({done}/{total})", path.display());
            }
        })?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The file the `done`-th sheet was written to.
fn written_path(dir: &Path, bundle: &Bundle, done: usize) -> Option<PathBuf> {
    let (team, name) = bundle.teams().nth(done.checked_sub(1)?)?;
    Some(dir.join(sheet::file_name(team.0, name)))
}

fn paper(text: Option<&str>) -> Result<Paper> {
    match text {
        None => Ok(Paper::default()),
        Some(text) => Paper::parse(text).ok_or_else(|| {
            SheetFault::PaperUnknown {
                given: text.to_string(),
            }
            .into()
        }),
    }
}

/// The output must be a .pdf file in a folder that exists.
fn check_output(path: &Path) -> Result<()> {
    let is_pdf = path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("pdf"));
    if !is_pdf {
        return Err(FileFault::NotPdf {
            path: path.to_path_buf(),
        }
        .into());
    }
    if path.is_dir() {
        return Err(FileFault::IsFolder {
            path: path.to_path_buf(),
        }
        .into());
    }
    match path.parent() {
        Some(folder) if !folder.as_os_str().is_empty() && !folder.is_dir() => {
            Err(FileFault::FolderMissing {
                path: path.to_path_buf(),
                folder: folder.to_path_buf(),
            }
            .into())
        }
        _ => Ok(()),
    }
}

fn size(bytes: usize) -> String {
    if bytes < 1024 {
        format!("{bytes} bytes")
    } else {
        format!("{} KB", bytes.div_ceil(1024))
    }
}
