//! `dugout bb`: Blood Bowl's look-ups for a commissioner at the table (seed 001).

use clap::{Subcommand, ValueEnum};

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
    /// Look a roll up on one of seed 001's tables: weather (2D6), kick-off (2D6),
    /// stadium (2D6, with --attribute D6), prayer (D16), casualty (D16), lasting-injury (D6)
    Table {
        #[arg(value_enum)]
        table: BbTable,
        /// The roll (the total of the dice)
        #[arg(long, allow_negative_numbers = true)]
        roll: i64,
        /// For the stadium: the D6 on its attribute table
        #[arg(long, allow_negative_numbers = true)]
        attribute: Option<i64>,
        #[arg(long)]
        json: bool,
    },
}

/// The tables `dugout bb table` looks up.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum BbTable {
    Weather,
    KickOff,
    Stadium,
    Prayer,
    Casualty,
    LastingInjury,
}
