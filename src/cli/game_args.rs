//! The games' own commands and flags as clap reads them, gathered for `args.rs` (which
//! names no game): `GameCommand` (flattened into the top-level `Command`), each game's
//! flags of `league settings` and `team new`, and the argument types of DreadBall's team
//! commands. The registry (`games.rs`) runs them.

use clap::{Args, Subcommand};

use super::bloodbowl::args::BbCommand;
use super::dreadball::args::{DesignCommand, PostmatchArgs, PrematchCommand, TemplateCommand};
pub use super::dreadball::args::{MechaniteArgs, MutantArgs, StaffArg};
use super::game_seam::GameFlags;
use super::killpower::args::KpbCommand;

/// The commands one game owns, flattened into `Command`. Each takes its place in
/// `--help` among the shared commands (whose places are the tens) by `display_order`.
#[derive(Debug, Subcommand)]
pub enum GameCommand {
    /// Price or save a Mechanite design (Ro-Tek Brutes)
    #[command(subcommand, display_order = 31)]
    Mechanite(DesignCommand<MechaniteArgs>),
    /// Price or save a Mutant design (Kovoss Kryptics)
    #[command(subcommand, display_order = 32)]
    Mutant(DesignCommand<MutantArgs>),
    /// List, show and delete saved designs
    #[command(subcommand, display_order = 33)]
    Template(TemplateCommand),
    /// Before a match: outsider bonus, MVPs and Giants, free-agent rolls, hacks
    #[command(subcommand, display_order = 101)]
    Prematch(PrematchCommand),
    /// After a match: experience, injuries, deaths, rank-ups, earnings (one transaction)
    #[command(display_order = 102)]
    Postmatch(PostmatchArgs),
    /// Blood Bowl look-ups at the table: winnings, SPP, costly errors, advancement costs
    #[command(subcommand, display_order = 161)]
    Bb(BbCommand),
    /// Killpower Ball: points to score, division, death risk, power, the championship
    /// table, the deck of power cards, a match's pre-match and report, tournaments
    #[command(subcommand, display_order = 162)]
    Kpb(KpbCommand),
}

/// Each game's own flags of `league settings`, in the registry's order.
#[derive(Debug, Args)]
#[group(skip)]
pub struct GameSettings {
    #[command(flatten)]
    pub dreadball: super::dreadball::args::LeagueSettings,
    #[command(flatten)]
    pub bloodbowl: super::bloodbowl::args::LeagueSettings,
    #[command(flatten)]
    pub killpower: super::killpower::args::LeagueSettings,
}

impl GameSettings {
    /// Each game's flags, in the order of the games' registry.
    pub fn flags(&self) -> Vec<&dyn GameFlags> {
        vec![&self.dreadball, &self.bloodbowl, &self.killpower]
    }
}

/// Each game's own flags of `team new`, in the registry's order.
#[derive(Debug, Args)]
#[group(skip)]
pub struct GameNewTeam {
    #[command(flatten)]
    pub dreadball: super::dreadball::args::NewTeam,
    #[command(flatten)]
    pub bloodbowl: super::bloodbowl::args::NewTeam,
    #[command(flatten)]
    pub killpower: super::killpower::args::NewTeam,
}

impl GameNewTeam {
    /// Each game's flags, in the order of the games' registry.
    pub fn flags(&self) -> Vec<&dyn GameFlags> {
        vec![&self.dreadball, &self.bloodbowl, &self.killpower]
    }
}
