//! The Blood Bowl match-day wizard in the window, headless, as its tests drive it: a
//! league file made by the command line, and the window opened on it with its messages
//! settled as the iced runtime would.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::sync::Arc;

use dugout::coach::bloodbowl::match_day::{MatchDayView, match_day_view};
use dugout::data::Lang;
use dugout::gui::bloodbowl::match_day::Message as Bb;
use dugout::gui::picker::ScriptedPicker;
use dugout::gui::viewer::RecordingViewer;
use dugout::gui::{App, Landing, Message, Options};
use dugout::store::{FixtureId, Store};
use iced::{Settings, Task};
use iced_test::simulator::Simulator;
use serde_json::Value;

/// A league file made by the command line: a Blood Bowl league of two Human teams (the
/// home one with 11 players, the away one with 9, so it hires 2 journeymen), a season
/// and its one fixture.
pub struct File {
    pub dir: tempfile::TempDir,
    pub fixture: i64,
    pub home: Vec<Value>,
    pub away: Vec<Value>,
}

pub fn run(db: &Path, args: &[&str]) -> Value {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_dugout"))
        .args(args)
        .arg("--json")
        .env("DUGOUT_DB", db)
        .output()
        .unwrap();
    assert!(output.status.success(), "{args:?}: {output:?}");
    serde_json::from_slice(&output.stdout).unwrap_or(Value::Null)
}

pub fn file() -> File {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("league.db");
    let league = run(
        &db,
        &[
            "league",
            "new",
            "--name",
            "Old World",
            "--game",
            "bloodbowl",
        ],
    );
    let league = league["id"].to_string();
    let mut teams = Vec::new();
    for name in ["Reikland Reavers", "Altdorf Blue Bulls"] {
        let team = run(
            &db,
            &[
                "team", "new", "--league", &league, "--roster", "human", "--name", name,
            ],
        );
        teams.push(team["id"].to_string());
    }
    run(
        &db,
        &["season", "new", "--league", &league, "--name", "2027"],
    );
    for team in &teams {
        run(
            &db,
            &["season", "add-team", "--season", "1", "--team", team],
        );
    }
    run(
        &db,
        &[
            "fixtures",
            "generate",
            "--season",
            "1",
            "--start",
            "2027-01-09",
        ],
    );
    let fixtures = run(&db, &["fixtures", "list", "--season", "1"]);
    let first = &fixtures[0];
    let (home, away) = (first["home_id"].to_string(), first["away_id"].to_string());
    for (team, count) in [(&home, 11), (&away, 9)] {
        for _ in 0..count {
            run(&db, &["team", "hire", team, "--position", "lineman"]);
        }
    }
    let players = |team: &str| {
        run(&db, &["team", "show", team])["players"]
            .as_array()
            .unwrap()
            .clone()
    };
    File {
        fixture: first["id"].as_i64().unwrap(),
        home: players(&home),
        away: players(&away),
        dir,
    }
}

pub struct Harness {
    pub app: App,
    pub db: PathBuf,
}

impl Harness {
    pub fn open(file: &File, lang: Lang, landing: Landing) -> Harness {
        Harness::open_saving(file, lang, landing, Vec::new())
    }

    /// The window, whose save dialogs answer each of `picks` in turn.
    pub fn open_saving(
        file: &File,
        lang: Lang,
        landing: Landing,
        picks: Vec<Option<PathBuf>>,
    ) -> Harness {
        let db = file.dir.path().join("league.db");
        let options = Options {
            path: db.clone(),
            with_demo: false,
            create: true,
            lang: Some(lang),
            prefs_path: None,
            picker: Arc::new(ScriptedPicker::answering(picks)),
            viewer: Arc::new(RecordingViewer::default()),
            landing,
            measure_startup: None,
            measure_redraw: false,
        };
        let (app, task) = App::boot(options);
        let mut h = Harness { app, db };
        h.settle(task);
        h
    }

    pub fn settle(&mut self, task: Task<Message>) {
        crate::support::settle(&mut self.app, task);
    }

    pub fn send(&mut self, message: Message) {
        let task = self.app.update(message);
        self.settle(task);
    }

    pub fn bb(&mut self, message: Bb) {
        self.send(Message::from(message));
    }

    /// The window, tall enough that a whole step shows without scrolling.
    pub fn ui(&self) -> Simulator<'_, Message> {
        Simulator::with_size(Settings::default(), (1280.0, 4000.0), self.app.view())
    }

    pub fn click(&mut self, label: &str) {
        let mut ui = self.ui();
        ui.click(label)
            .unwrap_or_else(|error| panic!("no `{label}` to click: {error:?}"));
        let messages: Vec<Message> = ui.into_messages().collect();
        for message in messages {
            self.send(message);
        }
    }

    pub fn shows(&self, text: &str) -> bool {
        self.ui().find(text).is_ok()
    }

    pub fn stored(&self, fixture: i64) -> MatchDayView {
        let mut store = Store::open(&self.db).unwrap();
        match_day_view(&mut store, FixtureId(fixture)).unwrap()
    }

    pub fn wizard(&self) -> &dugout::gui::bloodbowl::match_day::MatchDayScreen {
        self.app
            .games()
            .bb_match_day_screen()
            .expect("the Blood Bowl wizard is open")
    }
}

pub fn id(player: &Value) -> i64 {
    player["id"].as_i64().unwrap()
}
