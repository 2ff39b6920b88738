//! The window started on a league file that does not exist (`dugout --db PATH` or
//! `DUGOUT_DB`, or a recent file since deleted): it says so on the start screen, in the
//! user's language, and makes nothing; *New league file…* makes one when asked.

use crate::support;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use dugout::data::Lang;
use dugout::gui::db::FileState;
use dugout::gui::picker::ScriptedPicker;
use dugout::gui::viewer::RecordingViewer;
use dugout::gui::{App, Landing, Message, Options};
use iced::Settings;
use iced_test::simulator::Simulator;

struct Harness {
    app: App,
}

impl Harness {
    /// The window started as `dugout --db PATH` starts it: `create` off.
    fn named(path: &Path, lang: Lang, picks: Vec<Option<PathBuf>>) -> Harness {
        let options = Options {
            path: path.to_path_buf(),
            with_demo: false,
            create: false,
            lang: Some(lang),
            prefs_path: None,
            picker: Arc::new(ScriptedPicker::answering(picks)),
            viewer: Arc::new(RecordingViewer::default()),
            landing: Landing::Default,
            measure_startup: None,
            measure_redraw: false,
        };
        let (mut app, task) = App::boot(options);
        support::settle(&mut app, task);
        Harness { app }
    }

    fn ui(&self) -> Simulator<'_, Message> {
        Simulator::with_size(Settings::default(), (1280.0, 800.0), self.app.view())
    }

    fn click(&mut self, label: &str) {
        let mut ui = self.ui();
        ui.click(label)
            .unwrap_or_else(|error| panic!("no `{label}` to click: {error:?}"));
        let messages: Vec<Message> = ui.into_messages().collect();
        for message in messages {
            let task = self.app.update(message);
            support::settle(&mut self.app, task);
        }
    }

    fn failure(&self) -> String {
        match self.app.file() {
            FileState::Failed(_, failure) => failure.message.clone(),
            other => panic!("the missing file should have been said: {other:?}"),
        }
    }
}

/// What a folder holds, names only (nothing made means the same list).
fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn a_named_file_that_does_not_exist_is_said_and_nothing_is_made() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("no-such-folder").join("x.db");
    let mut h = Harness::named(&missing, Lang::En, Vec::new());
    let message = h.failure();
    assert!(
        message.starts_with(&format!(
            "there is no league file at {}; nothing was created.",
            missing.display()
        )),
        "{message}"
    );
    assert!(message.contains("New league file…"), "{message}");
    assert!(
        h.ui().find(message.as_str()).is_ok(),
        "not on screen: {message}"
    );
    // Retry says it again and still makes nothing.
    h.click("Retry");
    assert_eq!(h.failure(), message);
    assert!(names(dir.path()).is_empty(), "{:?}", names(dir.path()));
}

#[test]
fn the_window_says_it_in_french_and_new_league_file_makes_one_when_asked() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("ligue.db");
    let made = dir.path().join("nouvelle.db");
    let mut h = Harness::named(&missing, Lang::Fr, vec![Some(made.clone())]);
    let message = h.failure();
    assert!(
        message.starts_with(&format!(
            "il n'y a pas de fichier de ligue à {} ; rien n'a été créé.",
            missing.display()
        )),
        "{message}"
    );
    assert!(message.contains("Nouveau fichier de ligue…"), "{message}");
    assert!(names(dir.path()).is_empty());
    h.click("Nouveau fichier de ligue…");
    assert!(
        matches!(h.app.file(), FileState::Open(db) if db.path() == made.as_path()),
        "{:?}",
        h.app.file()
    );
    assert!(made.is_file());
    assert!(!missing.exists(), "only the file asked for is made");
}
