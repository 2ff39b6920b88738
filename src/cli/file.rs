//! The league file itself: `check-file`, `backup`, `restore`.

use std::process::ExitCode;

use super::tr::Text;
use super::{EXIT_PROBLEMS, LeagueFile, args, emit};
use crate::Result;
use crate::data::Lang;
use crate::error::Surface;
use crate::store::{self, BackupReason};

/// What `check-file --json` prints: the check, and each finding in words.
#[derive(serde::Serialize)]
struct CheckOutcome<'a> {
    #[serde(flatten)]
    check: &'a store::FileCheck,
    problems: Vec<String>,
}

/// Reads every page back, holds every row to its table's rules and follows every
/// reference; exits with `EXIT_PROBLEMS` when the file is damaged.
pub fn check(
    league_file: &std::path::Path,
    args: &args::CheckFileArgs,
    lang: Lang,
) -> Result<ExitCode> {
    let path = args.file.as_deref().unwrap_or(league_file);
    if args.file.is_none() && !path.exists() {
        return Err(store::StoreError::NoLeagueFile {
            path: path.to_path_buf(),
        }
        .into());
    }
    let check = store::check_file(path)?;
    let outcome = CheckOutcome {
        check: &check,
        problems: check
            .findings
            .iter()
            .map(|finding| finding.text(Surface::Cli, lang))
            .collect(),
    };
    emit(args.json, &outcome, || {
        let mut text = format!(
            "{}: schema {}, {} KiB — ",
            check.path.display(),
            check.schema,
            check.bytes.div_ceil(1024)
        );
        if check.is_sound() {
            text.push_str(Text::EveryPageReadsBackAsWritten.get(lang));
        } else {
            text.push_str(Text::DamagedRestoreABackupDugoutRestore.get(lang));
            for problem in &outcome.problems {
                text.push_str(&format!("  {problem}\n"));
            }
        }
        text
    })?;
    Ok(if check.is_sound() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(EXIT_PROBLEMS)
    })
}

#[derive(serde::Serialize)]
struct BackupOutcome {
    copy: Option<std::path::PathBuf>,
    backups_kept: u32,
    backups: Vec<std::path::PathBuf>,
}

pub fn backup(file: &mut LeagueFile, args: &args::BackupArgs) -> Result<ExitCode> {
    let path = file.path.clone();
    let store = file.open()?;
    if let Some(kept) = args.keep {
        store.write(|tx| tx.set_backups_kept(kept))?;
    }
    let copy = match (&args.output, args.list, args.keep) {
        (_, true, _) | (None, false, Some(_)) => None,
        (Some(target), false, _) => {
            store.backup_to(target)?;
            Some(target.clone())
        }
        (None, false, None) => Some(store.backup_beside(BackupReason::Manual)?),
    };
    let outcome = BackupOutcome {
        copy,
        backups_kept: store.read(|tx| tx.backups_kept())?,
        backups: store::backups_beside(&path),
    };
    emit(args.json, &outcome, || {
        let mut text = String::new();
        if let Some(copy) = &outcome.copy {
            text.push_str(&format!(
                "Copied {} to {}\n",
                path.display(),
                copy.display()
            ));
        }
        if args.list || args.keep.is_some() {
            text.push_str(&format!(
                "Keeping the newest {} copies made before an import or a restore (and every copy asked for) next to the file:\n",
                outcome.backups_kept
            ));
            for backup in &outcome.backups {
                text.push_str(&format!("  {}\n", backup.display()));
            }
        }
        text
    })?;
    Ok(ExitCode::SUCCESS)
}

pub fn restore(league_file: &std::path::Path, args: &args::RestoreArgs) -> Result<ExitCode> {
    let restored = store::restore(league_file, &args.file)?;
    emit(args.json, &restored, || {
        let mut text = format!(
            "Restored {} from {} (schema {})\n",
            league_file.display(),
            args.file.display(),
            restored.schema
        );
        if let Some(previous) = &restored.previous {
            text.push_str(&format!(
                "The file as it was is kept at {}\n",
                previous.display()
            ));
        }
        text
    })?;
    Ok(ExitCode::SUCCESS)
}
