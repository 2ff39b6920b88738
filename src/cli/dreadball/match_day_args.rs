//! The match-day commands: before the match (`prematch`) and after it (`postmatch`), and
//! the league's match-day settings.

use std::path::PathBuf;

use clap::{Args, Subcommand};

#[derive(Debug, Subcommand)]
pub enum PrematchCommand {
    /// Both teams' values, the outsider and its bonus, cheerleaders on the day, hires
    Show {
        #[arg(long = "match", value_name = "MATCH")]
        fixture: i64,
        #[arg(long)]
        json: bool,
    },
    /// The MVPs and Giants a team may hire for the match, with the reason for the others
    Mvps {
        #[arg(long = "match", value_name = "MATCH")]
        fixture: i64,
        #[arg(long)]
        team: i64,
        /// Also list those the team may not hire, with the reason
        #[arg(long)]
        all: bool,
        #[arg(long)]
        json: bool,
    },
    /// Hire an MVP or Giant for the match (id or name, any case)
    HireMvp {
        #[arg(long = "match", value_name = "MATCH")]
        fixture: i64,
        #[arg(long)]
        team: i64,
        #[arg(long)]
        mvp: String,
        #[arg(long)]
        json: bool,
    },
    /// Roll on a free-agent table (1-7) with the outsider bonus: 10mc a roll
    RollFreeAgent {
        #[arg(long = "match", value_name = "MATCH")]
        fixture: i64,
        #[arg(long)]
        team: i64,
        #[arg(long, value_name = "N")]
        table: u8,
        /// The option taken where the result offers several (1-based)
        #[arg(long, value_name = "X")]
        choice: Option<u32>,
        /// Seed of the die (recorded with the roll; the same seed rolls the same)
        #[arg(long, value_name = "S")]
        seed: Option<u64>,
        /// The die rolled at the table instead: free-agent=N (1 to 6)
        #[arg(long = "roll", value_name = "KEY=N")]
        rolls: Vec<String>,
        #[arg(long)]
        json: bool,
    },
    /// Choose the option of a roll that offers several (table 6)
    Choose {
        #[arg(long = "match", value_name = "MATCH")]
        fixture: i64,
        #[arg(long)]
        team: i64,
        #[arg(long, value_name = "X")]
        choice: u32,
        #[arg(long)]
        json: bool,
    },
    /// Buy a hack (A-F) for the match: 5mc, one per coach
    Hack {
        #[arg(long = "match", value_name = "MATCH")]
        fixture: i64,
        #[arg(long)]
        team: i64,
        #[arg(long, value_name = "A..F")]
        hack: String,
        #[arg(long)]
        json: bool,
    },
    /// Take back an MVP hire or a hack (rolls stand)
    Cancel {
        #[arg(long = "match", value_name = "MATCH")]
        fixture: i64,
        #[arg(long, value_name = "ITEM")]
        item: i64,
    },
}

/// After the match: the result, each player's experience, injuries and deaths, rank-ups,
/// earnings, MVPs leaving and free agents signed — one transaction.
#[derive(Debug, Args)]
pub struct PostmatchArgs {
    #[arg(long = "match", value_name = "MATCH")]
    pub fixture: i64,
    /// The report as JSON (see docs/exchange.md, "Match reports", for its fields)
    #[arg(long, value_name = "REPORT.json", conflicts_with = "interactive")]
    pub file: Option<PathBuf>,
    /// Ask for each player's events on the terminal, then show the review
    #[arg(long)]
    pub interactive: bool,
    /// Show what would happen without recording it
    #[arg(long)]
    pub dry_run: bool,
    /// Seed of the earnings and advancement dice (overrides the report's)
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,
    /// A physical die typed in, by the key the preview lists (earnings.home.1=4,
    /// advancement.31=5); repeat for each; added to the report's `dice`
    #[arg(long = "roll", value_name = "KEY=N")]
    pub rolls: Vec<String>,
    #[arg(long)]
    pub json: bool,
}

/// Match-day league settings (`league settings`); the defaults are Dugout's, not rules.
#[derive(Debug, Args, Default)]
pub struct MatchDaySettingsArgs {
    /// Experience totals for ranks 1, 2, 3…, comma-separated (default 5,10,15,20,25,30)
    #[arg(long, value_name = "LIST")]
    pub rank_thresholds: Option<String>,
    /// Experience of each team's man of the match (default 1)
    #[arg(long, value_name = "N")]
    pub man_of_the_match_xp: Option<u32>,
    /// Earnings every team gets after a match (default 5mc)
    #[arg(long, value_name = "MC")]
    pub earnings_base_mc: Option<u32>,
    /// Extra earnings for a win (default 5mc)
    #[arg(long, value_name = "MC")]
    pub earnings_win_mc: Option<u32>,
    /// Extra earnings for a draw (default 2mc)
    #[arg(long, value_name = "MC")]
    pub earnings_draw_mc: Option<u32>,
    /// Dice of mc each team rolls on top (default 1)
    #[arg(long, value_name = "N")]
    pub earnings_dice: Option<u32>,
    /// Price of reviving a player who died, or `off` (default off)
    #[arg(long, value_name = "MC|off")]
    pub revival: Option<String>,
    /// Whether free agents may be signed after a match: on or off (default on)
    #[arg(long, value_name = "on|off")]
    pub signing: Option<String>,
    /// Whether MVPs may be paid from the treasury beyond the bonus: on or off (default on)
    #[arg(long, value_name = "on|off")]
    pub mvp_from_treasury: Option<String>,
    /// Whether Challenge Cup venue MVPs may be hired: on or off (default off)
    #[arg(long, value_name = "on|off")]
    pub event_mvps: Option<String>,
}

impl MatchDaySettingsArgs {
    /// The flags given, by name.
    pub fn given(&self) -> Vec<&'static str> {
        crate::cli::game_seam::given_names(&[
            ("--rank-thresholds", self.rank_thresholds.is_some()),
            ("--man-of-the-match-xp", self.man_of_the_match_xp.is_some()),
            ("--earnings-base-mc", self.earnings_base_mc.is_some()),
            ("--earnings-win-mc", self.earnings_win_mc.is_some()),
            ("--earnings-draw-mc", self.earnings_draw_mc.is_some()),
            ("--earnings-dice", self.earnings_dice.is_some()),
            ("--revival", self.revival.is_some()),
            ("--signing", self.signing.is_some()),
            ("--mvp-from-treasury", self.mvp_from_treasury.is_some()),
            ("--event-mvps", self.event_mvps.is_some()),
        ])
    }

    pub fn is_empty(&self) -> bool {
        self.given().is_empty()
    }
}
