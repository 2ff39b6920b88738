//! `dugout sheet …`: printed documents as PDF files.

use std::path::PathBuf;

use chrono::NaiveDate;
use clap::{Args, Subcommand};

#[derive(Debug, Subcommand)]
pub enum SheetCommand {
    /// A team sheet: now, as of a date (--as-of) or before a match (--before-match)
    Team {
        /// The team's id (`dugout team list --league ID`)
        id: i64,
        /// The team as it stood at the end of this day (YYYY-MM-DD)
        #[arg(long, value_name = "DATE", conflicts_with = "before_match")]
        as_of: Option<NaiveDate>,
        /// The team as it went into this match, with what it hired and bought for it
        #[arg(long, value_name = "MATCH")]
        before_match: Option<i64>,
        /// End the sheet with the team's value chart (value and treasury over its matches)
        #[arg(long)]
        value_chart: bool,
        #[command(flatten)]
        out: Output,
    },
    /// A match sheet: both teams before the match, boxes to fill in
    Match {
        /// The match's id (`dugout fixtures list --season ID`)
        id: i64,
        #[command(flatten)]
        out: Output,
    },
    /// A season's standings, every division, with the tie-breakers
    Standings {
        #[arg(long)]
        season: i64,
        #[command(flatten)]
        out: Output,
    },
    /// A season's report: standings, the race, winning margins, leaders and records
    SeasonReport {
        #[arg(long)]
        season: i64,
        #[command(flatten)]
        out: Output,
    },
    /// A season's fixtures by round
    Fixtures {
        #[arg(long)]
        season: i64,
        #[command(flatten)]
        out: Output,
    },
    /// Killpower Ball: a league's ranking sheet (championship table), with how ranking
    /// points are earned
    Championship {
        /// The league's id (`dugout league list`)
        #[arg(long)]
        league: i64,
        #[command(flatten)]
        out: Output,
    },
    /// A playoff bracket
    Bracket {
        #[arg(long)]
        playoff: i64,
        #[command(flatten)]
        out: Output,
    },
    /// Every team sheet of a league: one file per team in --dir, or one PDF with --one-file
    League(LeagueSheetArgs),
}

/// Where a single document goes and on what paper.
#[derive(Debug, Clone, Args)]
pub struct Output {
    /// The PDF file to write
    #[arg(short = 'o', long = "output", value_name = "FILE.pdf")]
    pub output: PathBuf,
    /// a4 (default) or letter
    #[arg(long, value_name = "PAPER")]
    pub paper: Option<String>,
}

#[derive(Debug, Clone, Args)]
pub struct LeagueSheetArgs {
    /// The league's id (`dugout league list`)
    pub id: i64,
    /// The folder to write into (created if needed)
    #[arg(long, value_name = "DIR")]
    pub dir: PathBuf,
    /// One PDF with every team (league-sheets.pdf in --dir) instead of a file per team
    #[arg(long)]
    pub one_file: bool,
    /// The teams as they stood at the end of this day (YYYY-MM-DD)
    #[arg(long, value_name = "DATE")]
    pub as_of: Option<NaiveDate>,
    /// a4 (default) or letter
    #[arg(long, value_name = "PAPER")]
    pub paper: Option<String>,
}
