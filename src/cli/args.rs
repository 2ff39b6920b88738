//! The command line, as clap reads it.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};

use super::game_seam::GameFlags;
// The games' own commands, flags and the argument types of their team commands: the
// registry's `game_args.rs` gathers them.
pub use super::file_args::*;
use super::game_args::{
    GameCommand, GameNewTeam, GameSettings, MechaniteArgs, MutantArgs, StaffArg,
};
pub use super::play_args::*;
pub use super::sheet_args::*;

#[derive(Debug, Parser)]
#[command(
    name = "dugout",
    version,
    about = "League and team manager for DreadBall and other fantasy sports board games.\nWith no command, opens the desktop app."
)]
pub struct Cli {
    /// League file to use (default: $DUGOUT_DB, else dugout.db in your data directory)
    #[arg(long, global = true, value_name = "PATH")]
    pub db: Option<PathBuf>,
    /// Language of names and messages: en or fr (default: en; the window remembers yours;
    /// `publish` also takes both)
    #[arg(long, global = true, value_name = "LANG")]
    pub lang: Option<String>,
    /// Window only: the screen to show once the file is open: start, league:ID,
    /// team:ID, mechanite:TEAM, mutant:TEAM, season:ID[:teams|fixtures|standings|playoffs], matchday:MATCH[:pre|result|post|review],
    /// audit:LEAGUE, history:TEAM, graveyard:LEAGUE, reference[:GAME[:teams|skills|rules]] or
    /// settings (used by scripted screenshots)
    #[arg(long, value_name = "SCREEN", hide = true)]
    pub screen: Option<String>,
    /// Window only: print the time from process start to the first frame of the
    /// league screen, then quit
    #[arg(long)]
    pub measure_startup: bool,
    /// Window only: re-render the team screen (with --screen team:ID) or the league
    /// screen (--screen league:ID) frame after
    /// frame, print the median time between frames, then quit
    #[arg(long)]
    pub measure_redraw: bool,
    #[command(subcommand)]
    pub command: Option<Command>,
}

// Each command's place in `--help`: the games' own commands (`GameCommand`, flattened
// here) take theirs between these, the tens.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Browse the reference data (teams, MVPs, skills, free agents, builders, hacks)
    #[command(display_order = 10)]
    Data(DataArgs),
    /// Create and list leagues
    #[command(subcommand, display_order = 20)]
    League(LeagueCommand),
    /// Create, show and change teams
    #[command(subcommand, display_order = 30)]
    Team(TeamCommand),
    /// Start seasons, enter teams, close seasons
    #[command(subcommand, display_order = 40)]
    Season(SeasonCommand),
    /// Generate, list, add, move and delete matches
    #[command(subcommand, display_order = 50)]
    Fixtures(FixturesCommand),
    /// Record, edit, reset and show match results
    #[command(subcommand, display_order = 60)]
    Match(MatchCommand),
    /// A season's standings, per division
    #[command(display_order = 70)]
    Standings(StandingsArgs),
    /// Leaders, records and head-to-head of a league, a season or a team
    #[command(subcommand, display_order = 75)]
    Stats(super::stats::StatsCommand),
    /// Write the league's website into a folder: standings, results, teams, leaders
    /// (`--lang both` for English and French)
    #[command(display_order = 77)]
    Publish(super::publish::PublishArgs),
    /// Playoff brackets
    #[command(subcommand, display_order = 80)]
    Playoffs(PlayoffsCommand),
    /// The log of every change: who, what, before and after, when and why
    #[command(display_order = 90)]
    Audit(AuditArgs),
    /// Commissioner: set a team's or a player's field by hand, with a reason (audited;
    /// `team undo` takes it back); `override fields` lists each game's fields
    #[command(subcommand, display_order = 91)]
    Override(OverrideCommand),
    /// Team and player history, the graveyard, head-to-head records
    #[command(subcommand, display_order = 100)]
    History(HistoryCommand),
    /// Printed documents as PDF: team and match sheets, standings, fixtures, brackets
    #[command(subcommand, display_order = 110)]
    Sheet(SheetCommand),
    /// Read the whole league file back and report any damage (changes nothing)
    #[command(display_order = 120)]
    CheckFile(CheckFileArgs),
    /// Copy the league file (consistent even while another Dugout writes to it)
    #[command(display_order = 130)]
    Backup(BackupArgs),
    /// Put a copy back as the league file (the file as it was is copied first)
    #[command(display_order = 140)]
    Restore(RestoreArgs),
    /// Write a team or a league as a JSON document, or a season's standings or fixtures
    /// as CSV
    #[command(subcommand, display_order = 150)]
    Export(ExportCommand),
    /// Read a team, a league or a coach's match report from a JSON document (checked
    /// whole first; --dry-run shows what it would add)
    #[command(subcommand, display_order = 160)]
    Import(ImportCommand),
    /// The commands one game owns, from the registry.
    #[command(flatten)]
    Game(GameCommand),
}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum DataTable {
    Teams,
    Mvps,
    Skills,
    FreeAgents,
    Mechanite,
    Mutant,
    Hacks,
    /// Blood Bowl: team special rules (regional leagues, Low Cost Linemen…)
    SpecialRules,
    /// Blood Bowl: seed 001's inducements, their ids (for `bb prematch --induce`), counts
    /// and prices
    Inducements,
    /// Blood Bowl: add a roster pack (house-ruled or newer teams) to a league:
    /// `dugout data import-roster FILE --league L`
    ImportRoster,
}

#[derive(Debug, Args)]
pub struct DataArgs {
    #[arg(value_enum)]
    pub table: DataTable,
    /// The roster pack to import (import-roster)
    pub file: Option<std::path::PathBuf>,
    /// Which game's data: a game id, as `league new --game` takes it
    #[arg(long, default_value = crate::coach::games::DEFAULT_GAME)]
    pub game: String,
    /// The league a roster pack is imported into (import-roster)
    #[arg(long)]
    pub league: Option<i64>,
    /// Print one JSON document
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Subcommand)]
// Parsed once per run: the size of the settings variant costs nothing.
#[allow(clippy::large_enum_variant)]
pub enum LeagueCommand {
    /// Create a league
    New {
        #[arg(long)]
        name: String,
        #[arg(long, default_value = crate::coach::games::DEFAULT_GAME)]
        game: String,
        #[arg(long)]
        json: bool,
    },
    /// Create the demo league (six teams and a season under way), as the window does
    /// on first start
    Demo {
        #[arg(long)]
        json: bool,
    },
    /// List the leagues in the file
    List {
        #[arg(long)]
        json: bool,
    },
    /// Show or change a league's settings (what the rules documents do not give). The
    /// options name their game; points and tie-breakers are every game's
    Settings(LeagueSettingsArgs),
}

#[derive(Debug, Subcommand)]
pub enum TeamCommand {
    /// Create a team from a roster's starting line-up, or empty with a budget
    New(NewTeamArgs),
    /// List the teams of a league
    List {
        #[arg(long)]
        league: i64,
        #[arg(long)]
        json: bool,
    },
    /// Show a team: roster, treasury, dice, cards, cheerleaders, staff
    Show {
        id: i64,
        #[arg(long)]
        json: bool,
    },
    /// List every rule the team breaks as it stands (exit code 3 when there is one)
    Check {
        id: i64,
        #[arg(long)]
        json: bool,
    },
    /// Show the team's ledger: every purchase, sale and income
    Ledger {
        id: i64,
        #[arg(long)]
        json: bool,
    },
    /// Hire a player of one of the team's roster positions
    Hire {
        id: i64,
        /// Position: id, French or English name
        #[arg(long)]
        position: String,
        #[arg(long)]
        name: Option<String>,
        #[arg(long)]
        json: bool,
    },
    /// Release a player (nothing is refunded)
    Release {
        id: i64,
        /// Player id (see `team show`)
        #[arg(long)]
        player: i64,
        #[arg(long)]
        json: bool,
    },
    /// Buy for the team. DreadBall: dice, cards or cheerleaders. Blood Bowl: rerolls,
    /// assistants, cheerleaders, apothecary or dedicated-fans
    Buy {
        id: i64,
        item: String,
        #[arg(long, default_value_t = 1)]
        count: u32,
        #[arg(long)]
        json: bool,
    },
    /// Hire a coaching assistant (its kind is fixed once bought)
    Staff {
        id: i64,
        #[arg(value_enum)]
        kind: StaffArg,
        #[arg(long)]
        json: bool,
    },
    /// Rename the team
    Rename {
        id: i64,
        #[arg(long)]
        name: String,
    },
    /// Show, set or clear the team's colours (#RRGGBB); without a flag, show them
    Colours {
        /// The team, by id
        #[arg(long)]
        team: i64,
        /// The primary colour, e.g. '#2B57C9'
        #[arg(long)]
        primary: Option<String>,
        /// The secondary colour, e.g. '#FFFFFF'
        #[arg(long)]
        secondary: Option<String>,
        /// Clear the colours not given
        #[arg(long)]
        clear: bool,
        #[arg(long)]
        json: bool,
    },
    /// Rename a player
    RenamePlayer {
        id: i64,
        #[arg(long)]
        player: i64,
        #[arg(long)]
        name: String,
    },
    /// Give a player another shirt number
    Renumber {
        id: i64,
        #[arg(long)]
        player: i64,
        #[arg(long)]
        number: u32,
    },
    /// Build a Mechanite (Ro-Tek Brutes) from parts and add it, paying its price
    BuildMechanite {
        id: i64,
        #[command(flatten)]
        design: MechaniteArgs,
        #[arg(long)]
        name: Option<String>,
        #[arg(long)]
        json: bool,
    },
    /// Build a Mutant (Kovoss Kryptics) from upgrades and add it, paying its price
    BuildMutant {
        id: i64,
        #[command(flatten)]
        design: MutantArgs,
        #[arg(long)]
        name: Option<String>,
        #[arg(long)]
        json: bool,
    },
    /// Build another player from the parts a Mechanite or Mutant of the team was built with
    Rebuild {
        id: i64,
        /// Player id of the one to copy (see `team show`)
        #[arg(long)]
        player: i64,
        #[arg(long)]
        name: Option<String>,
        #[arg(long)]
        json: bool,
    },
    /// Undo the team's last change (hire, release, purchase, staff, rename, renumber,
    /// override)
    Undo {
        id: i64,
        #[arg(long)]
        json: bool,
    },
}

/// `league settings`: points and tie-breakers, every game's, and each game's own flags
/// (its options name their game).
#[derive(Debug, Args)]
pub struct LeagueSettingsArgs {
    pub id: i64,
    // Each game's flags, in the registry's order; every game's points and tie-breakers
    // take their places among them by `display_order` (4 to 7).
    #[command(flatten)]
    pub games: GameSettings,
    /// Points for a win (default 2)
    #[arg(
        long,
        value_name = "N",
        allow_negative_numbers = true,
        display_order = 4
    )]
    pub points_win: Option<i32>,
    /// Points for a draw (default 1)
    #[arg(
        long,
        value_name = "N",
        allow_negative_numbers = true,
        display_order = 5
    )]
    pub points_draw: Option<i32>,
    /// Points for a loss (default 0)
    #[arg(
        long,
        value_name = "N",
        allow_negative_numbers = true,
        display_order = 6
    )]
    pub points_loss: Option<i32>,
    /// Tie-breakers in order, comma-separated, from: points, strike_difference,
    /// strikes_for, head_to_head, wins, team_value, coin_flip (default
    /// points,head_to_head,strike_difference,strikes_for,wins,coin_flip)
    #[arg(long, value_name = "LIST", display_order = 7)]
    pub tie_breakers: Option<String>,
    #[arg(long)]
    pub json: bool,
}

impl LeagueSettingsArgs {
    /// Each game's own flags, in the order of the games' registry.
    pub fn game_flags(&self) -> Vec<&dyn GameFlags> {
        self.games.flags()
    }
}

/// `team new`: what every game's team has, and each game's own flags.
#[derive(Debug, Args)]
pub struct NewTeamArgs {
    #[arg(long)]
    pub league: i64,
    /// Roster: id, French or English name (see `dugout data teams`); Killpower Ball
    /// teams have none
    #[arg(long, default_value = "")]
    pub roster: String,
    #[arg(long)]
    pub name: String,
    #[arg(long, default_value = "")]
    pub coach: String,
    #[command(flatten)]
    pub games: GameNewTeam,
    #[arg(long)]
    pub json: bool,
}

impl NewTeamArgs {
    /// Each game's own flags, in the order of the games' registry.
    pub fn game_flags(&self) -> Vec<&dyn GameFlags> {
        self.games.flags()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_command_line_is_well_formed() {
        use clap::CommandFactory;
        Cli::command().debug_assert();
    }
}
