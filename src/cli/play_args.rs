//! The league-play commands: seasons, fixtures, results, standings, playoffs, audit,
//! overrides and history.

use chrono::NaiveDate;
use clap::{Args, Subcommand};

#[derive(Debug, Subcommand)]
pub enum SeasonCommand {
    /// Start a season (prints its id)
    New {
        #[arg(long)]
        league: i64,
        #[arg(long)]
        name: String,
        /// Take the divisions and teams of an earlier season
        #[arg(long, value_name = "SEASON", conflicts_with = "every_team")]
        from: Option<i64>,
        /// Enter every team of the league
        #[arg(long = "every-team")]
        every_team: bool,
        #[arg(long)]
        json: bool,
    },
    /// List a league's seasons
    List {
        #[arg(long)]
        league: i64,
        #[arg(long)]
        json: bool,
    },
    /// Show a season's divisions and teams
    Show {
        #[arg(long)]
        season: i64,
        #[arg(long)]
        json: bool,
    },
    /// Enter a team in a season, in a division (made if new) or the single table
    AddTeam {
        #[arg(long)]
        season: i64,
        #[arg(long)]
        team: i64,
        #[arg(long)]
        division: Option<String>,
        #[arg(long)]
        json: bool,
    },
    /// Take a team without fixtures out of a season
    RemoveTeam {
        #[arg(long)]
        season: i64,
        #[arg(long)]
        team: i64,
    },
    /// Close a season: no more fixtures or results
    Close {
        #[arg(long)]
        season: i64,
    },
    /// Open a closed season again
    Reopen {
        #[arg(long)]
        season: i64,
    },
}

#[derive(Debug, Subcommand)]
pub enum FixturesCommand {
    /// Generate a round robin in each division (home and away with --double)
    Generate {
        #[arg(long)]
        season: i64,
        #[arg(long)]
        double: bool,
        /// Date of round 1 (YYYY-MM-DD)
        #[arg(long, value_name = "DATE")]
        start: Option<NaiveDate>,
        /// Days between rounds (default 7 when --start is given)
        #[arg(long, value_name = "N", requires = "start")]
        every_days: Option<u32>,
        #[arg(long)]
        json: bool,
    },
    /// List a season's matches by round
    List {
        #[arg(long)]
        season: i64,
        #[arg(long)]
        round: Option<u32>,
        #[arg(long)]
        json: bool,
    },
    /// Add one match by hand (prints its id)
    Add {
        #[arg(long)]
        season: i64,
        #[arg(long)]
        home: i64,
        #[arg(long)]
        away: i64,
        /// Default: the round after the last
        #[arg(long)]
        round: Option<u32>,
        #[arg(long, value_name = "DATE")]
        date: Option<NaiveDate>,
        #[arg(long)]
        json: bool,
    },
    /// Move an unplayed match to another date
    Reschedule {
        #[arg(long = "match", value_name = "MATCH")]
        fixture: i64,
        #[arg(long, value_name = "DATE", required_unless_present = "no_date")]
        date: Option<NaiveDate>,
        /// Remove the date
        #[arg(long, conflicts_with = "date")]
        no_date: bool,
    },
    /// Delete an unplayed league match
    Delete {
        #[arg(long = "match", value_name = "MATCH")]
        fixture: i64,
    },
}

/// A result as typed on the command line.
#[derive(Debug, Clone, Args)]
pub struct ResultArgs {
    #[arg(long = "match", value_name = "MATCH")]
    pub fixture: i64,
    #[arg(long, value_name = "POINTS")]
    pub home_score: u32,
    #[arg(long, value_name = "POINTS")]
    pub away_score: u32,
    /// DreadBall: the match ended early, the winner led by 7 or more
    #[arg(long)]
    pub landslide: bool,
    /// Blood Bowl: casualties the home side inflicted
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub home_cas: u32,
    /// Blood Bowl: casualties the away side inflicted
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub away_cas: u32,
    /// When it was played (default: its scheduled date, else today)
    #[arg(long, value_name = "DATE")]
    pub date: Option<NaiveDate>,
    /// What a player did: PLAYER:KIND[:COUNT], KIND one of strike, injury, kill, death,
    /// experience (PLAYER is the player id from `dugout team show`); repeat for more
    #[arg(long = "event", value_name = "PLAYER:KIND[:COUNT]")]
    pub events: Vec<String>,
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Subcommand)]
pub enum MatchCommand {
    /// Record a played match
    Record(ResultArgs),
    /// Replace a played match's result (a reset and a new result, in one go). Given only
    /// the scores, it keeps the date and the players' events; with --event or --date it
    /// replaces them all
    Edit(ResultArgs),
    /// Return a played match to unplayed, undoing everything its result did
    Reset {
        #[arg(long = "match", value_name = "MATCH")]
        fixture: i64,
        /// Only show what would be undone
        #[arg(long)]
        dry_run: bool,
        #[arg(long)]
        json: bool,
    },
    /// Show a match and what each player did in it
    Show {
        #[arg(long = "match", value_name = "MATCH")]
        fixture: i64,
        #[arg(long)]
        json: bool,
    },
}

#[derive(Debug, Args)]
pub struct StandingsArgs {
    #[arg(long)]
    pub season: i64,
    #[arg(long)]
    pub division: Option<String>,
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Subcommand)]
pub enum PlayoffsCommand {
    /// Seed a single-elimination bracket from the top N of the standings (prints its id)
    New {
        #[arg(long)]
        season: i64,
        #[arg(long, value_name = "N")]
        top: u32,
        /// Games per series (odd)
        #[arg(long, value_name = "X", default_value_t = 1)]
        best_of: u32,
        #[arg(long, default_value = "Playoffs")]
        name: String,
        #[arg(long)]
        json: bool,
    },
    /// Show a bracket
    Show {
        #[arg(long)]
        playoff: i64,
        #[arg(long)]
        json: bool,
    },
    /// List a season's brackets
    List {
        #[arg(long)]
        season: i64,
        #[arg(long)]
        json: bool,
    },
}

#[derive(Debug, Args)]
pub struct AuditArgs {
    #[arg(long)]
    pub league: Option<i64>,
    #[arg(long)]
    pub team: Option<i64>,
    #[arg(long)]
    pub player: Option<i64>,
    #[arg(long = "match", value_name = "MATCH")]
    pub fixture: Option<i64>,
    /// Only actions starting with this, e.g. `match` or `override`
    #[arg(long)]
    pub action: Option<String>,
    /// At most this many rows, newest first
    #[arg(long)]
    pub limit: Option<u32>,
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Subcommand)]
pub enum OverrideCommand {
    /// Set a team field (`override fields` lists each game's: DreadBall's dice, Blood
    /// Bowl's rerolls, Killpower Ball's ranking_points…); the treasury moves through a
    /// ledger row
    Team {
        #[arg(long)]
        team: i64,
        #[arg(long)]
        field: String,
        #[arg(long)]
        value: String,
        /// Why the rules are set aside (required)
        #[arg(long)]
        reason: String,
        #[arg(long)]
        json: bool,
    },
    /// Set a player field (`override fields` lists each game's: DreadBall's strength,
    /// Blood Bowl's ma, skills or injuries, Killpower Ball's phy…)
    Player {
        #[arg(long)]
        player: i64,
        #[arg(long)]
        field: String,
        #[arg(long)]
        value: String,
        /// Why the rules are set aside (required)
        #[arg(long)]
        reason: String,
        #[arg(long)]
        json: bool,
    },
    /// List the fields a commissioner may set, per game
    Fields {
        /// Only this game's (dreadball, bloodbowl, killpower)
        #[arg(long)]
        game: Option<String>,
        #[arg(long)]
        json: bool,
    },
}

#[derive(Debug, Subcommand)]
pub enum HistoryCommand {
    /// A team's matches and everyone who played for it
    Team {
        #[arg(long)]
        team: i64,
        #[arg(long)]
        json: bool,
    },
    /// A player's career: matches and what they did
    Player {
        #[arg(long)]
        player: i64,
        #[arg(long)]
        json: bool,
    },
    /// Players of a league who died in a match
    Graveyard {
        #[arg(long)]
        league: i64,
        #[arg(long)]
        json: bool,
    },
    /// Head-to-head record of two teams
    H2h {
        #[arg(long)]
        team: i64,
        #[arg(long)]
        opponent: i64,
        #[arg(long)]
        json: bool,
    },
}
