//! `dugout`: with no command, the desktop app; with one, the command line.

use std::process::ExitCode;
use std::sync::Arc;
use std::time::Instant;

use dugout::cli::{self, Cli};
use dugout::data::Lang;
use dugout::gui::{self, Landing, Options};

fn main() -> ExitCode {
    let started = Instant::now();
    let cli = cli::parse();
    let lang = cli::messages_lang(&cli);
    let result = match (&cli.command, lang) {
        (_, Err(error)) => Err(error),
        (None, Ok(lang)) => run_app(&cli, lang, started),
        (Some(command), Ok(_)) => cli::run(&cli, command),
    };
    match result {
        Ok(code) => code,
        Err(error) => {
            let lang = cli::messages_lang(&cli).unwrap_or_default();
            eprintln!("dugout: {}", error.message(lang));
            ExitCode::FAILURE
        }
    }
}

fn run_app(cli: &Cli, lang: Lang, started: Instant) -> dugout::Result<ExitCode> {
    let path = cli::database_path(cli.db.as_deref())?;
    let landing = match cli.screen.as_deref() {
        Some(screen) => Landing::parse(screen)?,
        None => Landing::Default,
    };
    dugout::coach::games::check_data()?;
    // Only the first start on the default file makes it (with the demo league); a file
    // named by --db or DUGOUT_DB that does not exist is said on the start screen.
    let first_start = cli::named_database_path(cli.db.as_deref()).is_none() && !path.exists();
    let options = Options {
        with_demo: first_start,
        create: first_start,
        path,
        lang: cli.lang.as_ref().map(|_| lang),
        prefs_path: gui::prefs::default_path(),
        picker: Arc::new(gui::picker::NativePicker),
        viewer: Arc::new(gui::viewer::SystemViewer),
        landing,
        measure_startup: cli.measure_startup.then_some(started),
        measure_redraw: cli.measure_redraw,
    };
    if std::env::var_os("DISPLAY").is_none() && std::env::var_os("WAYLAND_DISPLAY").is_none() {
        return Err(dugout::error::CommandFault::NoDisplay.into());
    }
    // iced panics when the display cannot be opened; say so plainly instead.
    std::panic::set_hook(Box::new(|info| {
        let payload = info.payload();
        let cause = payload
            .downcast_ref::<&str>()
            .map(|text| text.to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_default();
        eprintln!(
            "dugout: the window stopped ({cause}). If the display could not be opened, check that it is running; the commands (`dugout --help`) work without one."
        );
    }));
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| gui::run(options))) {
        Ok(Ok(())) => Ok(ExitCode::SUCCESS),
        Ok(Err(error)) => {
            eprintln!("dugout: the window could not be opened: {error}");
            Ok(ExitCode::FAILURE)
        }
        Err(_) => Ok(ExitCode::FAILURE),
    }
}
