//! The command line's side of the game registry: one table, each game once, with what
//! the command line runs for it. No game is the default: a game the table does not list
//! is an error naming it.

use std::process::ExitCode;

use super::LeagueFile;
use super::args::{Command, DataTable, LeagueSettingsArgs, TeamCommand};
use super::game_args::GameCommand;
use super::game_seam::{Shown, Wording};
use super::{bloodbowl, dreadball, killpower};
use crate::Result;
use crate::coach::Context;
use crate::coach::games;
use crate::error::CommandFault;
use crate::games::Game;
use crate::store::{FixtureId, LeagueId, LeagueRecord, Store};

/// Runs `dugout team …` for one game.
pub type TeamCommands = fn(&mut Store, &Context, &TeamCommand) -> Result<ExitCode>;

/// Runs the team commands a game takes before the league file is opened (DreadBall
/// prices a design from its parts first); None when the command is not one of them.
pub type FileTeamCommands = fn(&mut LeagueFile, &Context, &TeamCommand) -> Result<Option<ExitCode>>;

/// Prints one of a game's reference tables (`dugout data TABLE --game G`).
pub type DataTables = fn(&Context, DataTable, bool) -> Result<()>;

/// Runs a game's post-match report: the match, the report, dry run, JSON output.
pub type ImportReport =
    fn(&mut Store, &Context, FixtureId, serde_json::Value, bool, bool) -> Result<ExitCode>;

/// What the command line runs for one game.
pub struct Entry {
    pub game: &'static dyn Game,
    pub teams: TeamCommands,
    pub teams_before_file: Option<FileTeamCommands>,
    pub data: DataTables,
    /// What `league new` prints of a new league.
    pub created: fn(&mut Store, &LeagueRecord) -> Result<String>,
    /// The game's own options of `league settings`.
    pub change_settings: fn(&mut Store, LeagueId, &LeagueSettingsArgs) -> Result<()>,
    /// The league's settings, shown.
    pub settings: fn(&mut Store, &Context, &LeagueRecord) -> Result<Shown>,
    /// Imports a coach's match report for a match (`dugout import report`).
    pub import_report: ImportReport,
    /// How the game words the refusal of another game's `league settings` flags (None:
    /// as that game words it).
    pub refuses_settings: Option<Wording>,
    /// How the game words the refusal of another game's `team new` flags.
    pub refuses_new_team: Option<Wording>,
}

/// The games of `crate::coach::games::GAMES`, each once.
pub static GAMES: &[Entry] = &[
    Entry {
        game: &crate::coach::dreadball::DreadBall,
        teams: dreadball::team::run,
        teams_before_file: Some(dreadball::team::build_player_command),
        data: dreadball::data::print,
        created: dreadball::league::created,
        change_settings: dreadball::league::change_settings,
        settings: dreadball::league::settings,
        import_report: dreadball::match_day::import_report,
        refuses_settings: None,
        refuses_new_team: None,
    },
    Entry {
        game: &crate::coach::bloodbowl::BloodBowl,
        teams: bloodbowl::team::run,
        teams_before_file: None,
        data: bloodbowl::data::print,
        created: bloodbowl::league::created,
        change_settings: bloodbowl::league::change_settings,
        settings: bloodbowl::league::settings,
        import_report: bloodbowl::match_day::import_report,
        refuses_settings: None,
        refuses_new_team: None,
    },
    Entry {
        game: &crate::coach::killpower::Killpower,
        teams: killpower::team::run,
        teams_before_file: None,
        data: killpower::data::print,
        created: killpower::league::created,
        change_settings: killpower::league::change_settings,
        settings: killpower::league::settings,
        import_report: killpower::commands::import_report,
        refuses_settings: Some(killpower::league::refuse_other_game),
        refuses_new_team: Some(killpower::team::refuse_other_game),
    },
];

/// The reference tables of the game `game_id` (a game id, any case, or a league format
/// of a game: `dungeonbowl` reads Blood Bowl's tables, `killpower-tournament` Killpower
/// Ball's).
pub fn data_tables(game_id: &str) -> Result<DataTables> {
    let (game, _) = games::find_with_format(game_id).ok_or_else(|| games::unknown(game_id))?;
    entry(game.id()).map(|entry| entry.data)
}

/// The command line's entry of the game `game_id`: an unknown game, or one the table does
/// not list, is an error naming it.
pub fn entry(game_id: &str) -> Result<&'static Entry> {
    let game = games::of(game_id)?;
    GAMES
        .iter()
        .find(|entry| entry.game.id() == game.id())
        .ok_or_else(|| CommandFault::NoTeamCommands { game: game.names() }.into())
}

/// Runs `data` (each game's tables; Blood Bowl's roster-pack import) and the commands a
/// game owns: DreadBall's builders, templates and match day, `dugout bb`,
/// `dugout kpb`. The shared commands are `cli::run`'s.
pub(super) fn run_game_command(
    context: &Context,
    command: &Command,
    file: &mut LeagueFile,
) -> Result<ExitCode> {
    match command {
        Command::Data(args) if matches!(args.table, DataTable::ImportRoster) => {
            let store = file.open()?;
            bloodbowl::data::import_roster(store, args.league, args.file.as_deref(), args.json)?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Data(args) => {
            data_tables(&args.game)?(context, args.table, args.json)?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Game(command) => run_owned_command(context, command, file),
        _ => Err(CommandFault::NotAGameCommand.into()),
    }
}

/// Runs a command one game owns.
fn run_owned_command(
    context: &Context,
    command: &GameCommand,
    file: &mut LeagueFile,
) -> Result<ExitCode> {
    match command {
        GameCommand::Mechanite(command) => dreadball::build::run_design(context, command, file),
        GameCommand::Mutant(command) => dreadball::build::run_design(context, command, file),
        GameCommand::Template(command) => {
            dreadball::build::run_template(file.open()?, context, command)
        }
        GameCommand::Prematch(command) => {
            dreadball::match_day::run_prematch(file.open()?, context, command)
        }
        GameCommand::Postmatch(args) => {
            dreadball::match_day::run_postmatch(file.open()?, context, args)
        }
        GameCommand::Bb(command) if bloodbowl::match_day::uses_file(command) => {
            bloodbowl::match_day::run(file.open()?, context, command)
        }
        GameCommand::Bb(command) => bloodbowl::lookup::run(context, command),
        GameCommand::Kpb(command) if killpower::commands::uses_file(command) => {
            killpower::commands::run(file, context, command)
        }
        GameCommand::Kpb(command) => killpower::commands::run_lookup(context, command),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_game_of_the_core_is_listed_once() {
        for game in games::GAMES {
            let listed = GAMES.iter().filter(|e| e.game.id() == game.id()).count();
            assert_eq!(listed, 1, "{}", game.id());
        }
        assert_eq!(GAMES.len(), games::GAMES.len());
        assert!(entry("no-such-game").is_err());
    }
}
