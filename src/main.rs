//! `dugout`: with no command, the desktop app; with one, the command line.

use std::process::ExitCode;

use clap::Parser;
use dugout::cli::{self, Cli};

fn main() -> ExitCode {
    let cli = Cli::parse();
    let Some(command) = &cli.command else {
        return run_app(&cli);
    };
    match cli::run(&cli, command) {
        Ok(code) => code,
        Err(error) => {
            let lang = dugout::data::Lang::parse(&cli.lang).unwrap_or_default();
            eprintln!("dugout: {}", error.message(lang));
            ExitCode::FAILURE
        }
    }
}

fn run_app(cli: &Cli) -> ExitCode {
    let lang = dugout::data::Lang::parse(&cli.lang).unwrap_or_default();
    let path = match cli::database_path(cli.db.as_deref()) {
        Ok(path) => path,
        Err(error) => {
            eprintln!("dugout: {}", error.message(lang));
            return ExitCode::FAILURE;
        }
    };
    match dugout::gui::run(path, lang) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("dugout: the window could not be opened: {error}");
            ExitCode::FAILURE
        }
    }
}
