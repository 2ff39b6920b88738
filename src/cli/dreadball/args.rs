//! DreadBall's flags: the Mechanite and Mutant builders and saved designs, what a team
//! buys, and its own flags of `league settings` and `team new`.

use clap::{Args, Subcommand, ValueEnum};

pub use super::match_day_args::*;
use crate::cli::game_seam::{GameFlags, given_names};
use crate::coach::dreadball::DreadBall;
use crate::error::Error;
use crate::error::dreadball::DreadBallFault;
use crate::games::Game;

/// The parts of a Mechanite. Every part takes its id, French or English name
/// (case-insensitive); see `dugout data mechanite`.
#[derive(Debug, Clone, Args)]
pub struct MechaniteArgs {
    /// Basic coding: guard, jack or striker
    #[arg(long)]
    pub position: Option<String>,
    #[arg(long)]
    pub locomotion: Option<String>,
    #[arg(long)]
    pub chassis: Option<String>,
    #[arg(long)]
    pub head: Option<String>,
    /// An arm; give it twice, one for each side (a Jack needs one marked *)
    #[arg(long = "arm", value_name = "ARM")]
    pub arms: Vec<String>,
    /// A programming option; repeat for more (each at most once)
    #[arg(long = "program", value_name = "PROGRAM")]
    pub programs: Vec<String>,
    /// Use a saved design instead of the parts above
    #[arg(long, value_name = "TEMPLATE", conflicts_with_all = ["position", "locomotion", "chassis", "head", "arms", "programs"])]
    pub template: Option<String>,
}

/// A Mutant: a position and upgrades from that position's table (one per body part);
/// see `dugout data mutant`.
#[derive(Debug, Clone, Args)]
pub struct MutantArgs {
    /// guard, jack or striker
    #[arg(long)]
    pub position: Option<String>,
    /// An upgrade (id, French or English name); repeat for more
    #[arg(long = "upgrade", value_name = "UPGRADE")]
    pub upgrades: Vec<String>,
    /// Use a saved design instead of the options above
    #[arg(long, value_name = "TEMPLATE", conflicts_with_all = ["position", "upgrades"])]
    pub template: Option<String>,
}

#[derive(Debug, Subcommand)]
pub enum DesignCommand<T: Args> {
    /// Check a design and print its stat line, skills and price (each part paid or free)
    Price {
        #[command(flatten)]
        design: T,
        #[arg(long)]
        json: bool,
    },
    /// Save a legal design under a name, to build it again for any team of the file
    Save {
        #[arg(long)]
        name: String,
        #[command(flatten)]
        design: T,
        #[arg(long)]
        json: bool,
    },
}

#[derive(Debug, Subcommand)]
pub enum TemplateCommand {
    /// List the saved designs with today's price
    List {
        #[arg(long)]
        json: bool,
    },
    /// Show one saved design, part by part
    Show {
        /// Template id or name
        template: String,
        #[arg(long)]
        json: bool,
    },
    /// Delete a saved design (players built from it keep their parts)
    Delete {
        /// Template id or name
        template: String,
    },
}

/// What a DreadBall team buys.
#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum BuyItem {
    Dice,
    Cards,
    Cheerleaders,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum StaffArg {
    Offensive,
    Defensive,
    Support,
}

/// DreadBall's league settings on `dugout league settings`: prices, the landslide's points
/// and the match-day settings.
#[derive(Debug, Default, Args)]
#[group(skip)]
pub struct LeagueSettings {
    /// Price of a Coaching Die (default 6mc)
    #[arg(long, value_name = "MC")]
    pub coaching_die_mc: Option<u32>,
    /// Price of a DreadBall Card (default 10mc)
    #[arg(long, value_name = "MC")]
    pub card_mc: Option<u32>,
    /// Treasury of a team created from a starting line-up (default 0mc)
    #[arg(long, value_name = "MC")]
    pub starting_treasury_mc: Option<u32>,
    /// Points for a landslide win (default 3)
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    pub points_landslide_win: Option<i32>,
    // Shown after every game's points and tie-breakers (`display_order` 4 to 7).
    #[command(flatten, next_display_order = 8)]
    pub match_day: MatchDaySettingsArgs,
}

impl GameFlags for LeagueSettings {
    fn game(&self) -> &'static dyn Game {
        &DreadBall
    }

    fn given(&self) -> Vec<&'static str> {
        let mut given = given_names(&[
            ("--coaching-die-mc", self.coaching_die_mc.is_some()),
            ("--card-mc", self.card_mc.is_some()),
            (
                "--starting-treasury-mc",
                self.starting_treasury_mc.is_some(),
            ),
            (
                "--points-landslide-win",
                self.points_landslide_win.is_some(),
            ),
        ]);
        given.extend(self.match_day.given());
        given
    }

    fn refusal(&self) -> Error {
        DreadBallFault::DreadBallOption.into()
    }

    fn bonus_win_points(&self) -> Option<i32> {
        self.points_landslide_win
    }
}

/// DreadBall's own flag of `team new`.
#[derive(Debug, Default, Args)]
#[group(skip)]
pub struct NewTeam {
    /// DreadBall: start with an empty roster and this many mc to spend
    #[arg(long, value_name = "MC")]
    pub budget: Option<u32>,
}

impl GameFlags for NewTeam {
    fn game(&self) -> &'static dyn Game {
        &DreadBall
    }

    fn given(&self) -> Vec<&'static str> {
        given_names(&[("--budget", self.budget.is_some())])
    }

    fn refusal(&self) -> Error {
        DreadBallFault::BudgetIsDreadBall.into()
    }
}
