//! The command line's file commands, as clap reads them: `export`, `import`,
//! `check-file`, `backup` and `restore`.

use std::path::PathBuf;

use clap::{Args, Subcommand};

#[derive(Debug, Subcommand)]
pub enum ExportCommand {
    /// A team with its players (those who left too), ledger and careers so far
    Team {
        id: i64,
        /// The file to write (default: standard output)
        #[arg(short = 'o', long = "output", value_name = "FILE")]
        output: Option<PathBuf>,
    },
    /// A whole league: settings, teams, seasons, results, match days, audit log
    League {
        id: i64,
        #[arg(short = 'o', long = "output", value_name = "FILE")]
        output: Option<PathBuf>,
    },
    /// A season's standings as CSV
    Standings {
        #[arg(long)]
        season: i64,
        #[arg(short = 'o', long = "output", value_name = "FILE.csv")]
        output: Option<PathBuf>,
    },
    /// A season's matches and results as CSV
    Fixtures {
        #[arg(long)]
        season: i64,
        #[arg(short = 'o', long = "output", value_name = "FILE.csv")]
        output: Option<PathBuf>,
    },
}

#[derive(Debug, Subcommand)]
pub enum ImportCommand {
    /// A team document, into a league of the same game
    Team {
        file: PathBuf,
        #[arg(long)]
        league: i64,
        /// Give the team another name (when the league already has a team of that name)
        #[arg(long)]
        name: Option<String>,
        /// Check everything and show what would be added, without adding it
        #[arg(long)]
        dry_run: bool,
        #[arg(long)]
        json: bool,
    },
    /// A league document, as a new league of this file
    League {
        file: PathBuf,
        #[arg(long)]
        dry_run: bool,
        #[arg(long)]
        json: bool,
    },
    /// A coach's match report (the game's post-match report, bare or in a
    /// `dugout.report` envelope) for a match
    Report {
        file: PathBuf,
        #[arg(long = "match", value_name = "MATCH")]
        fixture: i64,
        #[arg(long)]
        dry_run: bool,
        #[arg(long)]
        json: bool,
    },
}

#[derive(Debug, Args)]
pub struct CheckFileArgs {
    /// The file to check (default: the league file, --db or $DUGOUT_DB)
    pub file: Option<PathBuf>,
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct BackupArgs {
    /// Where to write the copy (must not exist); without it, next to the league file as
    /// NAME.backup-DATE-TIME.manual.db (never deleted by Dugout)
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// How many copies made before an import or a restore to keep from now on (default 5;
    /// the newest before an import and the newest before a restore always stay)
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=1000))]
    pub keep: Option<u32>,
    /// List the copies next to the file instead of making one
    #[arg(long, conflicts_with_all = ["output", "keep"])]
    pub list: bool,
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct RestoreArgs {
    /// The copy to put back (a Dugout league file that opens cleanly)
    pub file: PathBuf,
    #[arg(long)]
    pub json: bool,
}
