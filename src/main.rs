//! `dugout`: with no command, the desktop app; with one, the command line.

use std::process::ExitCode;
use std::sync::Arc;
use std::time::Instant;

use clap::Parser;
use dugout::cli::{self, Cli};
use dugout::data::Lang;
use dugout::data::dreadball::BuildKind;
use dugout::gui::dreadball::match_day::Step;
use dugout::gui::screen::reference::Page;
use dugout::gui::screen::season::Tab;
use dugout::gui::{self, Landing, Options};
use dugout::store::{FixtureId, LeagueId, SeasonId, TeamId};

fn main() -> ExitCode {
    let started = Instant::now();
    let cli = Cli::parse();
    let lang = cli::parse_lang(cli.lang.as_deref());
    let result = match (&cli.command, lang) {
        (_, Err(error)) => Err(error),
        (None, Ok(lang)) => run_app(&cli, lang, started),
        (Some(command), Ok(_)) => cli::run(&cli, command),
    };
    match result {
        Ok(code) => code,
        Err(error) => {
            let lang = cli::parse_lang(cli.lang.as_deref()).unwrap_or_default();
            eprintln!("dugout: {}", error.message(lang));
            ExitCode::FAILURE
        }
    }
}

fn run_app(cli: &Cli, lang: Lang, started: Instant) -> dugout::Result<ExitCode> {
    let path = cli::database_path(cli.db.as_deref())?;
    let landing = match cli.screen.as_deref() {
        Some(screen) => parse_landing(screen)?,
        None => Landing::Default,
    };
    dugout::games::check_data()?;
    let options = Options {
        with_demo: !path.exists(),
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
        return Err(dugout::Error::Invalid(
            "no graphical display (neither DISPLAY nor WAYLAND_DISPLAY is set): run the window in a desktop session, or use the commands (`dugout --help`)".into(),
        ));
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

fn parse_landing(screen: &str) -> dugout::Result<Landing> {
    let invalid = || {
        dugout::Error::Invalid(format!(
            "unknown screen `{screen}`; use start, league:ID, team:ID, mechanite:TEAM, mutant:TEAM, season:ID[:teams|fixtures|standings|playoffs], matchday:MATCH[:pre|result|post|review], audit:LEAGUE, history:TEAM, graveyard:LEAGUE, reference[:GAME[:teams|skills|rules]] or settings"
        ))
    };
    if let Some(page) = screen.trim().strip_prefix("reference:") {
        return Page::parse(page)
            .map(Landing::ReferencePage)
            .ok_or_else(invalid);
    }
    let mut parts = screen.split(':').map(str::trim);
    let name = parts.next().unwrap_or_default();
    let id = match parts.next() {
        Some(id) => Some(id.parse::<i64>().map_err(|_| invalid())?),
        None => None,
    };
    let third = parts.next();
    if parts.next().is_some() || (third.is_some() && name != "season" && name != "matchday") {
        return Err(invalid());
    }
    if let ("matchday", Some(id)) = (name, id) {
        let step = match third {
            Some(step) => Some(Step::parse(step).ok_or_else(invalid)?),
            None => None,
        };
        return Ok(Landing::MatchDay(FixtureId(id), step));
    }
    let tab = match third {
        Some(tab) => Some(Tab::parse(tab).ok_or_else(invalid)?),
        None => None,
    };
    Ok(match (name, id) {
        ("start", None) => Landing::Start,
        ("reference", None) => Landing::Reference,
        ("settings", None) => Landing::Settings,
        ("league", Some(id)) => Landing::League(LeagueId(id)),
        ("team", Some(id)) => Landing::Team(TeamId(id)),
        ("mechanite", Some(id)) => Landing::Builder(TeamId(id), BuildKind::Mechanite),
        ("mutant", Some(id)) => Landing::Builder(TeamId(id), BuildKind::Mutant),
        ("season", Some(id)) => Landing::Season(SeasonId(id), tab),
        ("audit", Some(id)) => Landing::Audit(LeagueId(id)),
        ("history", Some(id)) => Landing::History(TeamId(id)),
        ("graveyard", Some(id)) => Landing::Graveyard(LeagueId(id)),
        _ => return Err(invalid()),
    })
}
