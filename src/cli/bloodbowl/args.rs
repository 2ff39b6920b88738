//! Blood Bowl's flags: `dugout bb` (the look-ups for a commissioner at the table, seed
//! 001, and the match day), and its own flags of `league settings` and `team new`.

use std::path::PathBuf;

use clap::{Args, Subcommand, ValueEnum};

use crate::cli::game_seam::{GameFlags, given_names};
use crate::coach::bloodbowl::BloodBowl;
use crate::error::Error;
use crate::error::bloodbowl::BloodBowlFault;
use crate::games::Game;

#[derive(Debug, Subcommand)]
pub enum BbCommand {
    /// Winnings after a match: ((fan factor A + fan factor B) / 2 + touchdowns) x 10,000 gp
    Winnings {
        /// Both teams' fan factors
        #[arg(long = "fan-factors", num_args = 2, required = true, value_names = ["A", "B"])]
        fan_factors: Vec<u32>,
        /// Touchdowns the team scored
        #[arg(long)]
        touchdowns: u32,
        /// Round an odd sum of fan factors up rather than down (the seed does not say;
        /// Dugout's default is down)
        #[arg(long)]
        round_up: bool,
        #[arg(long)]
        json: bool,
    },
    /// Star player points: touchdown 3, casualty 2, completion 1, interception 2,
    /// deflection 1, MVP 4
    Spp {
        #[arg(long, default_value_t = 0)]
        td: u32,
        #[arg(long, default_value_t = 0)]
        cas: u32,
        #[arg(long, default_value_t = 0)]
        comp: u32,
        #[arg(long = "int", default_value_t = 0)]
        interceptions: u32,
        #[arg(long = "def", default_value_t = 0)]
        deflections: u32,
        #[arg(long, default_value_t = 0)]
        mvp: u32,
        #[arg(long)]
        json: bool,
    },
    /// Costly errors: the D6 row and the treasury's band; --amount-roll settles the
    /// D3 (minor incident) or 2D6 (catastrophe) that follows
    CostlyErrors {
        /// The treasury in gold pieces
        #[arg(long, value_name = "GP")]
        treasury: u64,
        /// The D6 rolled
        #[arg(long, value_name = "D6", allow_negative_numbers = true)]
        roll: i64,
        /// The total of the outcome's own dice, when it has some
        #[arg(long = "amount-roll", value_name = "N", allow_negative_numbers = true)]
        amount_roll: Option<i64>,
        #[arg(long)]
        json: bool,
    },
    /// What an advancement costs in SPP for a player's level, and adds to their value
    AdvancementCost {
        /// 1 for the player's first advancement, up to 6
        #[arg(long, allow_negative_numbers = true)]
        level: i64,
        /// random-primary, chosen-primary (or random-secondary), chosen-secondary,
        /// random-characteristic
        #[arg(long)]
        kind: String,
        /// For random-characteristic: the characteristic improved (ma, st, ag, pa, av)
        #[arg(long)]
        characteristic: Option<String>,
        #[arg(long)]
        json: bool,
    },
    /// A match's pre-match (seed 001, steps 1-7): stadium, fan factors, weather,
    /// journeymen, current team values, petty cash and inducements, prayers to Nuffle,
    /// coin toss. Dungeonbowl leagues draw no stadium and no weather
    Prematch(BbPrematchArgs),
    /// A match's result and post-match (seed 001, post-match 1-8) from a report file:
    /// casualties, SPP and MVPs, winnings, stadium, sponsorship, fans, advancements,
    /// journeymen signed, staff, costly errors, TV and CTV
    Postmatch(BbPostmatchArgs),
    /// What a match's match day recorded: pre-match, inducements, post-match, every roll
    Matchday {
        #[arg(long = "match", value_name = "MATCH")]
        fixture: i64,
        #[arg(long)]
        json: bool,
    },
    /// Look a roll up on one of seed 001's tables: weather (2D6), kick-off (2D6),
    /// stadium (2D6, with --attribute D6), prayer (D16), ball (D16), random-event (D8,
    /// with --second D6), casualty (D16), lasting-injury (D6)
    Table {
        #[arg(value_enum)]
        table: BbTable,
        /// The roll (the total of the dice)
        #[arg(long, allow_negative_numbers = true)]
        roll: i64,
        /// For the stadium: the D6 on its attribute table
        #[arg(long, allow_negative_numbers = true)]
        attribute: Option<i64>,
        /// For the random events: the D6 after the D8
        #[arg(long, allow_negative_numbers = true)]
        second: Option<i64>,
        #[arg(long)]
        json: bool,
    },
}

/// A side of a fixture.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum SideArg {
    Home,
    Away,
}

/// The options of `dugout bb prematch`.
#[derive(Debug, clap::Args)]
pub struct BbPrematchArgs {
    /// The match (its id in `dugout fixtures list`)
    #[arg(long = "match", value_name = "MATCH")]
    pub fixture: i64,
    /// An inducement bought: home or away, its id (`dugout data inducements --game
    /// bloodbowl`), how many (1 if left out) and, for Star Players and mercenaries, the
    /// price of each; repeat for each line
    #[arg(long = "induce", value_name = "SIDE:ID[:COUNT[:PRICE]]")]
    pub induce: Vec<String>,
    /// A resident team playing in its own stadium instead of the one rolled (once per
    /// opponent)
    #[arg(long = "own-stadium", value_enum)]
    pub own_stadium: Option<SideArg>,
    /// The coach who wins the toss kicks off (by default they receive)
    #[arg(long = "toss-winner-kicks")]
    pub toss_winner_kicks: bool,
    /// The ball the kicking coach chooses (its id in `dugout bb table ball`'s JSON, e.g.
    /// extra-spiky-ball) instead of rolling the D16
    #[arg(long, value_name = "ID")]
    pub ball: Option<String>,
    #[command(flatten)]
    pub dice: BbDiceArgs,
}

/// The dice options both halves of the match day take.
#[derive(Debug, clap::Args)]
pub struct BbDiceArgs {
    /// A physical die typed in for a roll, by the key the preview lists (e.g. fans.home=3
    /// or casualty.12=15); repeat for each
    #[arg(long = "roll", value_name = "KEY=N")]
    pub rolls: Vec<String>,
    /// The dice to roll from (the preview prints the seed it used)
    #[arg(long)]
    pub seed: Option<u64>,
    /// Show what would be recorded, and record nothing
    #[arg(long = "dry-run")]
    pub dry_run: bool,
    #[arg(long)]
    pub json: bool,
}

/// The options of `dugout bb postmatch`.
#[derive(Debug, clap::Args)]
pub struct BbPostmatchArgs {
    /// The match (its id in `dugout fixtures list`)
    #[arg(long = "match", value_name = "MATCH")]
    pub fixture: i64,
    /// The match report (JSON; its format is in docs/bloodbowl.md, "The match report")
    #[arg(long, value_name = "FILE")]
    pub file: PathBuf,
    #[command(flatten)]
    pub dice: BbDiceArgs,
}

/// The tables `dugout bb table` looks up.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum BbTable {
    Weather,
    KickOff,
    Stadium,
    Prayer,
    Ball,
    RandomEvent,
    Casualty,
    LastingInjury,
}

/// Blood Bowl's league settings on `dugout league settings`.
#[derive(Debug, Clone, Default, Args)]
#[group(skip)]
pub struct LeagueSettings {
    /// Blood Bowl: treasury a new team starts with (default 1,000,000 gp)
    #[arg(long, value_name = "GP")]
    pub starting_treasury_gp: Option<u32>,
    /// Blood Bowl: dedicated fans a team may have before its first match (default 6)
    #[arg(long, value_name = "N")]
    pub max_dedicated_fans: Option<u32>,
    /// Blood Bowl: price of a dedicated fan bought at creation (default 10,000 gp)
    #[arg(long, value_name = "GP")]
    pub dedicated_fan_gp: Option<u32>,
    /// Blood Bowl: how an odd sum of fan factors is halved for the winnings, down or up
    /// (the seed does not say; default down)
    #[arg(long, value_name = "DOWN|UP", value_parser = ["down", "up"])]
    pub winnings_halving: Option<String>,
    /// Blood Bowl, a house rule: the coaches choose each side's MVP (the seed draws it at
    /// random; default false)
    #[arg(long, value_name = "BOOL")]
    pub mvp_chosen_house_rule: Option<bool>,
}

impl GameFlags for LeagueSettings {
    fn game(&self) -> &'static dyn Game {
        &BloodBowl
    }

    fn given(&self) -> Vec<&'static str> {
        given_names(&[
            (
                "--starting-treasury-gp",
                self.starting_treasury_gp.is_some(),
            ),
            ("--max-dedicated-fans", self.max_dedicated_fans.is_some()),
            ("--dedicated-fan-gp", self.dedicated_fan_gp.is_some()),
            ("--winnings-halving", self.winnings_halving.is_some()),
            (
                "--mvp-chosen-house-rule",
                self.mvp_chosen_house_rule.is_some(),
            ),
        ])
    }

    fn refusal(&self) -> Error {
        BloodBowlFault::BloodBowlOptions.into()
    }
}

/// Blood Bowl's own flags of `team new`.
#[derive(Debug, Default, Args)]
#[group(skip)]
pub struct NewTeam {
    /// Blood Bowl: the starting treasury in gold pieces (default: the league's,
    /// 1,000,000 gp unless changed)
    #[arg(long, value_name = "GP")]
    pub treasury: Option<u32>,
    /// Blood Bowl: hire players as the team is created (one transaction), e.g.
    /// --hire lineman:11 --hire blitzer:4; repeat for more
    #[arg(long = "hire", value_name = "POSITION[:COUNT]")]
    pub hires: Vec<String>,
}

impl GameFlags for NewTeam {
    fn game(&self) -> &'static dyn Game {
        &BloodBowl
    }

    fn given(&self) -> Vec<&'static str> {
        given_names(&[
            ("--treasury", self.treasury.is_some()),
            ("--hire", !self.hires.is_empty()),
        ])
    }

    fn refusal(&self) -> Error {
        BloodBowlFault::TreasuryIsBloodBowl.into()
    }
}
