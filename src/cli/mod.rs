//! The headless command line over the same core the desktop app uses.

/// `println!` for the commands' output: a reader that went away (`dugout … | head`)
/// ends the command quietly instead of a panic.
macro_rules! outln {
    ($($arg:tt)*) => {
        $crate::cli::write_stdout(&format!("{}\n", format_args!($($arg)*)))
    };
}

/// `print!` for the commands' output, like `outln!`.
macro_rules! out {
    ($($arg:tt)*) => {
        $crate::cli::write_stdout(&format!($($arg)*))
    };
}

mod args;
mod bloodbowl;
mod dreadball;
mod exchange;
mod file;
mod file_args;
mod game_args;
mod game_seam;
mod games;
mod history_text;
mod killpower;
mod league;
mod overrides;
mod parse;
mod play;
mod play_args;
mod play_text;
mod publish;
mod sheet;
mod sheet_args;
mod standings_text;
mod stats;
mod stats_text;
mod team;
mod team_colours;
mod team_shared;
mod text;
mod tr;
mod typed_dice;

pub use args::{Cli, Command};
pub use parse::parse;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use serde::Serialize;

use crate::Result;
use crate::coach::{self, Context};
use crate::data::Lang;
use crate::error::{CommandFault, FileFault, InputFault};
use crate::store::Store;

/// Exit code when `team check` finds a problem.
pub const EXIT_PROBLEMS: u8 = 3;

/// Where the league file is: `--db`, else `$DUGOUT_DB`, else the user's data directory.
pub fn database_path(flag: Option<&Path>) -> Result<PathBuf> {
    if let Some(path) = named_database_path(flag) {
        return Ok(path);
    }
    let dirs =
        directories::ProjectDirs::from("org", "Dugout", "dugout").ok_or(CommandFault::NoHome)?;
    Ok(dirs.data_dir().join("dugout.db"))
}

/// The league file named by `--db` or `$DUGOUT_DB`; `None` when the default one is used.
pub fn named_database_path(flag: Option<&Path>) -> Option<PathBuf> {
    flag.map(Path::to_path_buf).or_else(|| {
        std::env::var_os("DUGOUT_DB")
            .filter(|p| !p.is_empty())
            .map(PathBuf::from)
    })
}

/// The language asked for with `--lang`, English when none is given.
pub fn parse_lang(code: Option<&str>) -> Result<Lang> {
    let Some(code) = code else {
        return Ok(Lang::default());
    };
    Lang::parse(code).ok_or_else(|| {
        InputFault::LangUnknown {
            given: code.to_string(),
        }
        .into()
    })
}

/// The language of the messages `--lang` asks for; `publish --lang both` speaks the
/// default language (its site is in both).
pub fn messages_lang(cli: &Cli) -> Result<Lang> {
    let both = publish::site_langs(cli.lang.as_deref(), Lang::default()).len() > 1;
    match &cli.command {
        Some(Command::Publish(_)) if both => Ok(Lang::default()),
        _ => parse_lang(cli.lang.as_deref()),
    }
}

/// Runs one command; what it prints goes to stdout, errors are returned.
pub fn run(cli: &Cli, command: &Command) -> Result<ExitCode> {
    let lang = messages_lang(cli)?;
    crate::coach::games::check_data()?;
    let context = Context::new(lang);
    let mut file = LeagueFile {
        path: database_path(cli.db.as_deref())?,
        store: None,
    };
    match command {
        Command::League(command) => {
            league::run(league::file_for(&mut file, command)?, &context, command)
        }
        Command::Team(command) => team::run(&mut file, &context, command),
        Command::Season(command) => play::run_season(file.open()?, command),
        Command::Fixtures(command) => play::run_fixtures(file.open()?, command),
        Command::Match(command) => play::run_match(file.open()?, command),
        Command::Standings(args) => play::run_standings(file.open()?, &context, args),
        Command::Stats(command) => stats::run(file.open()?, &context, command),
        Command::Publish(args) => {
            let langs = publish::site_langs(cli.lang.as_deref(), lang);
            publish::run(file.open()?, langs, lang, args)
        }
        Command::Playoffs(command) => play::run_playoffs(file.open()?, &context, command),
        Command::Audit(args) => play::run_audit(file.open()?, args),
        Command::Override(command) => overrides::run(&mut file, command),
        Command::History(command) => play::run_history(file.open()?, command),
        Command::Sheet(command) => sheet::run(&mut file, &context, command),
        Command::CheckFile(args) => file::check(&file.path, args, context.lang),
        Command::Backup(args) => file::backup(&mut file, args),
        Command::Restore(args) => file::restore(&file.path, args),
        Command::Export(command) => exchange::export(file.open()?, &context, command),
        Command::Import(command) => exchange::run_import(&mut file, &context, command),
        // `data` and the commands one game owns (`dugout bb`, `dugout mechanite`…).
        game_command => games::run_game_command(&context, game_command, &mut file),
    }
}

/// The league file, opened only by a command that needs it: pricing a design from its
/// parts leaves no file behind. Only `league new`, `league demo` and `import league`
/// create it (and `restore`, which copies one there); every other command refuses a
/// missing file.
pub(crate) struct LeagueFile {
    path: PathBuf,
    store: Option<Store>,
}

impl LeagueFile {
    /// The league file, which must exist.
    pub(crate) fn open(&mut self) -> Result<&mut Store> {
        if self.store.is_none() {
            self.store = Some(coach::open_league_file(&self.path)?);
        }
        self.opened()
    }

    /// The league file, made (with its folder) when it does not exist yet.
    pub(crate) fn create(&mut self) -> Result<&mut Store> {
        if self.store.is_none() {
            self.store = Some(coach::create_league_file(&self.path)?);
        }
        self.opened()
    }

    /// Whether there is a league file (open, or at its path).
    pub(crate) fn exists(&self) -> bool {
        self.store.is_some() || self.path.exists()
    }

    fn opened(&mut self) -> Result<&mut Store> {
        self.store
            .as_mut()
            .ok_or_else(|| CommandFault::StoreNotOpen.into())
    }
}

/// Prints `value` as one JSON document, or the text `human` renders.
/// Writes `text` to standard output. When the reader has gone (a closed pipe) the
/// command stops there, successfully, as other command-line tools do; any other write
/// error is said on standard error.
pub(crate) fn write_stdout(text: &str) {
    use std::io::Write;
    let mut stdout = std::io::stdout().lock();
    let written = stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush());
    match written {
        Ok(()) => {}
        Err(error) if error.kind() == std::io::ErrorKind::BrokenPipe => std::process::exit(0),
        Err(error) => {
            let _ = writeln!(
                std::io::stderr(),
                "dugout: cannot write the output: {error}"
            );
            std::process::exit(1);
        }
    }
}

pub(crate) fn emit<T: Serialize>(
    json: bool,
    value: &T,
    human: impl FnOnce() -> String,
) -> Result<()> {
    if json {
        let text = serde_json::to_string_pretty(value).map_err(|error| FileFault::Json {
            detail: error.to_string(),
        })?;
        outln!("{text}");
    } else {
        out!("{}", human());
    }
    Ok(())
}
