//! Killpower Ball's flags: `dugout kpb` (seed 004: the look-ups a referee needs at the
//! table, the championship table, the deck of power cards, and each match's pre-match and
//! report), and its own flags of `league settings` and `team new`.

use std::path::PathBuf;

use clap::{Args, Subcommand, ValueEnum};

use crate::cli::game_seam::{GameFlags, given_names};
use crate::coach::killpower::Killpower;
use crate::error::{CommandFault, Error};
use crate::games::Game;
use crate::rules::killpower::PlayoffDraw;

#[derive(Debug, Subcommand)]
pub enum KpbCommand {
    /// Table 3: the points more than the other side each team must score, for two powers
    PointsToScore {
        /// Both teams' powers
        #[arg(long = "power", num_args = 2, required = true, value_names = ["A", "B"], allow_negative_numbers = true)]
        power: Vec<i32>,
        #[arg(long)]
        json: bool,
    },
    /// Table 2: the division of a power (power / 10; .1 to .4 down, .5 to .9 up)
    Division {
        #[arg(long, allow_negative_numbers = true)]
        power: i32,
        #[arg(long)]
        json: bool,
    },
    /// Table 8: where a gladiator at risk of death is hit (D10) and what his negative life
    /// gives there
    DeathRisk {
        /// The location die, 1 to 10 (or --aimed)
        #[arg(
            long,
            value_name = "D10",
            allow_negative_numbers = true,
            required_unless_present = "aimed",
            conflicts_with = "aimed"
        )]
        location: Option<i64>,
        /// A blow aimed at a location (head, trunk, left-arm…): no location die is rolled
        /// (seed 004, 9.2)
        #[arg(long, value_name = "LOCATION")]
        aimed: Option<String>,
        /// The life he fell to (negative)
        #[arg(long, value_name = "L", allow_negative_numbers = true)]
        life: i64,
        #[arg(long)]
        json: bool,
    },
    /// Table 2: a team's power, term by term (ranking points + experience / 10 + race)
    Power {
        #[arg(long)]
        team: i64,
        #[arg(long)]
        json: bool,
    },
    /// The championship table: ranking points, power, division, matches
    Table {
        #[arg(long)]
        league: i64,
        #[arg(long)]
        json: bool,
    },
    /// A match's powers and points to score (its pre-match's once done)
    Points {
        #[arg(long = "match")]
        fixture: i64,
        #[arg(long)]
        json: bool,
    },
    /// The league's deck of power cards
    Deck(DeckArgs),
    /// Before a match: who plays, RAP rolled, powers, points to score, who places first
    Prematch {
        #[arg(long = "match")]
        fixture: i64,
        /// The home gladiators who play, by number (default: all seven), e.g. 1,2,3,5,7
        #[arg(long, value_delimiter = ',')]
        home: Option<Vec<u32>>,
        #[arg(long, value_delimiter = ',')]
        away: Option<Vec<u32>>,
        /// A die typed from a physical roll, by its key (rap.home.3=7); repeat for more
        #[arg(long = "roll", value_name = "KEY=N")]
        rolls: Vec<String>,
        #[arg(long)]
        seed: Option<u64>,
        /// Show the rolls and numbers without recording them
        #[arg(long)]
        dry_run: bool,
        #[arg(long)]
        json: bool,
    },
    /// After a match: the result and, in a championship, death risks, new gladiators,
    /// experience and raises, from a report file (see docs/killpower.md)
    Postmatch {
        #[arg(long = "match")]
        fixture: i64,
        #[arg(long, value_name = "REPORT.json")]
        file: PathBuf,
        /// A die typed from a physical roll, by its key (location.home.3=2); repeat
        #[arg(long = "roll", value_name = "KEY=N")]
        rolls: Vec<String>,
        #[arg(long)]
        seed: Option<u64>,
        #[arg(long)]
        dry_run: bool,
        #[arg(long)]
        json: bool,
    },
    /// Start a tournament (13.2): a single-elimination bracket of every team of the season
    Tournament {
        #[arg(long)]
        season: i64,
        #[arg(long, default_value = "Tournament")]
        name: String,
        #[arg(long)]
        json: bool,
    },
}

#[derive(Debug, Args)]
pub struct DeckArgs {
    #[arg(long)]
    pub league: i64,
    /// Add a card (with --text and --copies)
    #[arg(long, value_name = "NAME", conflicts_with_all = ["edit", "remove", "import"])]
    pub add: Option<String>,
    /// Change a card, by its id (with --name, --text, --copies)
    #[arg(long, value_name = "CARD", conflicts_with_all = ["remove", "import"])]
    pub edit: Option<i64>,
    /// Remove a card no gladiator holds, by its id
    #[arg(long, value_name = "CARD", conflicts_with = "import")]
    pub remove: Option<i64>,
    /// Import cards from a CSV (name,text,copies) or JSON file
    #[arg(long, value_name = "FILE")]
    pub import: Option<PathBuf>,
    #[arg(long)]
    pub name: Option<String>,
    #[arg(long)]
    pub text: Option<String>,
    #[arg(long)]
    pub copies: Option<u32>,
    /// With --import: show what would change, write nothing
    #[arg(long)]
    pub dry_run: bool,
    #[arg(long)]
    pub json: bool,
}

/// `team new` options of a Killpower Ball team.
#[derive(Debug, Args, Default)]
#[group(skip)]
pub struct NewTeam {
    /// Killpower Ball: a gladiator, NAME:SPECIALIZATION:EQUIPMENT (gloves, armour, cards,
    /// or cards=CARD+CARD when powers are chosen); give seven
    #[arg(long = "gladiator", value_name = "NAME:SPEC:EQUIPMENT")]
    pub gladiators: Vec<String>,
    /// Killpower Ball: a die typed from a physical roll (gladiator.3.armour=5); repeat
    #[arg(long = "roll", value_name = "KEY=N")]
    pub rolls: Vec<String>,
    /// Killpower Ball: the seed of the creation's dice (default: random, shown)
    #[arg(long)]
    pub seed: Option<u64>,
    /// Killpower Ball: show the team and its dice without creating it
    #[arg(long)]
    pub dry_run: bool,
}

impl GameFlags for NewTeam {
    fn game(&self) -> &'static dyn Game {
        &Killpower
    }

    fn given(&self) -> Vec<&'static str> {
        given_names(&[
            ("--gladiator", !self.gladiators.is_empty()),
            ("--roll", !self.rolls.is_empty()),
            ("--seed", self.seed.is_some()),
            ("--dry-run", self.dry_run),
        ])
    }

    fn refusal(&self) -> Error {
        CommandFault::OtherGameOption {
            option: "--gladiator, --roll, --seed, --dry-run".into(),
            game: crate::games::Game::names(&crate::coach::killpower::Killpower),
        }
        .into()
    }
}

/// `league settings` options of a Killpower Ball league.
#[derive(Debug, Args, Default)]
#[group(skip)]
pub struct LeagueSettings {
    /// Killpower Ball: a championship that chooses powers as a tournament does (13.2)
    #[arg(long, value_name = "BOOL")]
    pub powers_chosen: Option<bool>,
    /// Killpower Ball: how experience / 10 rounds into power, down or nearest (the seed
    /// does not say; default down)
    #[arg(long, value_name = "DOWN|NEAREST", value_parser = ["down", "nearest"])]
    pub xp_rounding: Option<String>,
    /// Killpower Ball: ranking points for a win (default 3, from the seed's example)
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    pub ranking_win: Option<i32>,
    /// Killpower Ball: bonus per division of gap to a lower-division winner (default 1,
    /// from the example)
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    pub ranking_division_bonus: Option<i32>,
    /// Killpower Ball: ranking points for a loss (default -2, from the example)
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    pub ranking_loss: Option<i32>,
    /// Killpower Ball: ranking points for a draw (default 0, Dugout's)
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    pub ranking_draw: Option<i32>,
    /// Killpower Ball: ranking points for the side that abandons (default -2, Dugout's)
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    pub ranking_abandon: Option<i32>,
    /// Killpower Ball: the fewest ranking points a team may have, or none (default 0)
    #[arg(long, value_name = "N|none", allow_negative_numbers = true)]
    pub ranking_floor: Option<String>,
    /// Killpower Ball: how a championship's drawn playoff match finds its winner:
    /// free-throws (as a tournament, 13.2; default) or ranking (more ranking points goes
    /// through; free throws when level)
    #[arg(long, value_name = "FREE-THROWS|RANKING")]
    pub playoff_draw: Option<PlayoffDrawArg>,
}

/// `--playoff-draw`: how a championship's drawn playoff match finds its winner.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum PlayoffDrawArg {
    FreeThrows,
    Ranking,
}

impl PlayoffDrawArg {
    pub fn rule(self) -> PlayoffDraw {
        match self {
            PlayoffDrawArg::FreeThrows => PlayoffDraw::FreeThrows,
            PlayoffDrawArg::Ranking => PlayoffDraw::Ranking,
        }
    }
}

impl GameFlags for LeagueSettings {
    fn game(&self) -> &'static dyn Game {
        &Killpower
    }

    fn given(&self) -> Vec<&'static str> {
        given_names(&[
            ("--powers-chosen", self.powers_chosen.is_some()),
            ("--xp-rounding", self.xp_rounding.is_some()),
            ("--ranking-win", self.ranking_win.is_some()),
            (
                "--ranking-division-bonus",
                self.ranking_division_bonus.is_some(),
            ),
            ("--ranking-loss", self.ranking_loss.is_some()),
            ("--ranking-draw", self.ranking_draw.is_some()),
            ("--ranking-abandon", self.ranking_abandon.is_some()),
            ("--ranking-floor", self.ranking_floor.is_some()),
            ("--playoff-draw", self.playoff_draw.is_some()),
        ])
    }

    fn refusal(&self) -> Error {
        CommandFault::OtherGameOption {
            option: "--powers-chosen, --xp-rounding, --ranking-*".into(),
            game: crate::games::Game::names(&crate::coach::killpower::Killpower),
        }
        .into()
    }
}
