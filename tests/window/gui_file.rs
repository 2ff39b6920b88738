//! The league file in the window: the whole-file check runs in the background once the
//! file is open, "Back up the file…" and "Restore from a copy…" work through the file
//! dialogs, and a change made by another program is noticed and read again.

use crate::support;

use std::path::PathBuf;
use std::sync::Arc;

use dugout::coach;
use dugout::data::Lang;
use dugout::gui::db::CheckState;
use dugout::gui::picker::ScriptedPicker;
use dugout::gui::viewer::RecordingViewer;
use dugout::gui::{App, FileMessage, Landing, Message, Options, Screen, Text, tr};
use dugout::store::Store;
use iced::{Settings, Task};
use iced_test::simulator::Simulator;

struct Harness {
    app: App,
    dir: tempfile::TempDir,
}

impl Harness {
    /// An empty league file in `lang`; each file dialog answers the next of `answers`.
    fn start(lang: Lang, answers: &[&str]) -> Harness {
        Harness::boot(lang, answers, false)
    }

    fn boot(lang: Lang, answers: &[&str], with_demo: bool) -> Harness {
        let harness = Harness::open_at(
            tempfile::tempdir().unwrap(),
            lang,
            answers,
            with_demo,
            Landing::Start,
        );
        assert_eq!(harness.app.screen(), Screen::Start);
        harness
    }

    /// The window opened on the file `league.db` of `dir`, at `landing`.
    fn open_at(
        dir: tempfile::TempDir,
        lang: Lang,
        answers: &[&str],
        with_demo: bool,
        landing: Landing,
    ) -> Harness {
        let picks: Vec<Option<PathBuf>> = answers
            .iter()
            .map(|name| Some(dir.path().join(name)))
            .collect();
        let options = Options {
            path: dir.path().join("league.db"),
            with_demo,
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
        let mut harness = Harness { app, dir };
        harness.settle(task);
        harness
    }

    fn settle(&mut self, task: Task<Message>) {
        support::settle(&mut self.app, task);
    }

    fn send(&mut self, message: Message) {
        let task = self.app.update(message);
        self.settle(task);
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
            self.send(message);
        }
    }

    fn shows(&self, text: &str) -> bool {
        self.ui().find(text).is_ok()
    }

    /// Another program (the command line, in its own process) adds a league to the
    /// file while the window has it open.
    fn league_added_elsewhere(&self, name: &str) {
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_dugout"))
            .args(["league", "new", "--name", name])
            .env("DUGOUT_DB", self.dir.path().join("league.db"))
            .output()
            .unwrap();
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
}

#[test]
fn the_whole_file_is_checked_in_the_background_and_said_sound() {
    for lang in [Lang::En, Lang::Fr] {
        let h = Harness::start(lang, &[]);
        assert!(
            matches!(h.app.file_check(), CheckState::Done(check) if check.is_sound()),
            "{:?}",
            h.app.file_check()
        );
        assert!(h.shows(tr(lang, Text::CheckedSound)));
    }
}

#[test]
fn back_up_then_restore_from_the_start_screen() {
    let mut h = Harness::start(Lang::En, &["copy.db", "copy.db"]);
    h.league_added_elsewhere("Kept League");
    h.send(Message::File(FileMessage::Tick));
    h.click(tr(Lang::En, Text::BackUpFile));
    let copy = h.dir.path().join("copy.db");
    assert!(copy.exists());
    assert!(
        h.app.notice().unwrap().contains("copy.db"),
        "{:?}",
        h.app.notice()
    );

    h.league_added_elsewhere("Added After The Copy");
    h.send(Message::File(FileMessage::Tick));
    assert!(h.shows("Added After The Copy"));

    h.click(tr(Lang::En, Text::RestoreFile));
    // Nothing is replaced until the question is answered.
    assert!(h.shows("Added After The Copy"));
    assert!(h.shows(tr(Lang::En, Text::RestoreConfirm)));
    h.click(tr(Lang::En, Text::RestoreConfirm));
    let notice = h.app.notice().unwrap().to_string();
    assert!(notice.contains("Restored the league file from"), "{notice}");
    assert!(h.shows("Kept League"));
    assert!(!h.shows("Added After The Copy"));
}

#[test]
fn a_change_made_by_another_program_is_read_again_and_said() {
    for lang in [Lang::En, Lang::Fr] {
        let mut h = Harness::start(lang, &[]);
        // The first tick learns the file's version; nothing changed yet.
        h.send(Message::File(FileMessage::Tick));
        assert_eq!(h.app.notice(), None);
        h.league_added_elsewhere("Written By The Command Line");
        assert!(!h.shows("Written By The Command Line"));
        h.send(Message::File(FileMessage::Tick));
        assert!(h.shows("Written By The Command Line"));
        assert_eq!(h.app.notice(), Some(tr(lang, Text::ChangedElsewhere)));
        // The window's own writes are not taken for another program's.
        h.send(Message::File(FileMessage::Tick));
        h.send(Message::NoticeDismissed);
        h.send(Message::File(FileMessage::Tick));
        assert_eq!(h.app.notice(), None);
    }
}

#[test]
fn a_league_exported_from_its_screen_is_imported_from_the_start_screen_after_a_preview() {
    let en = Lang::En;
    let mut h = Harness::boot(en, &["demo.json", "demo.json", "team.json"], true);
    h.send(Message::Start(
        dugout::gui::screen::start::Message::LeagueChosen(dugout::store::LeagueId(1)),
    ));
    assert_eq!(h.app.screen(), Screen::League);
    h.click(tr(en, Text::ExportLeague));
    let file = h.dir.path().join("demo.json");
    let document: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    assert_eq!(document["format"], "dugout.league");
    assert!(h.app.notice().unwrap().contains("demo.json"));

    h.send(Message::ScreenChosen(Screen::Start));
    h.click(tr(en, Text::ImportLeague));
    assert!(
        h.shows(tr(en, Text::ImportConfirm)),
        "the preview asks first"
    );
    let leagues = |h: &Harness| {
        let mut store = Store::open(&h.dir.path().join("league.db")).unwrap();
        coach::list_leagues(&mut store).unwrap().len()
    };
    assert_eq!(leagues(&h), 1, "nothing is written before the yes");
    h.click(tr(en, Text::ImportConfirm));
    assert_eq!(leagues(&h), 2);
    let notice = h.app.notice().unwrap().to_string();
    assert!(
        notice.starts_with("Imported into league “Demo League”"),
        "{notice}"
    );
    assert!(notice.contains("before-import"), "{notice}");

    h.send(Message::Start(
        dugout::gui::screen::start::Message::LeagueChosen(dugout::store::LeagueId(1)),
    ));
    h.send(Message::League(
        dugout::gui::screen::league::Message::TeamChosen(dugout::store::TeamId(1)),
    ));
    h.click(tr(en, Text::ExportTeam));
    let team: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(h.dir.path().join("team.json")).unwrap())
            .unwrap();
    assert_eq!(team["format"], "dugout.team");
}

#[test]
fn a_league_of_many_teams_is_shown_a_page_at_a_time() {
    let en = Lang::En;
    let mut h = Harness::start(en, &[]);
    {
        let mut store = Store::open(&h.dir.path().join("league.db")).unwrap();
        let context = dugout::coach::Context::new(en);
        let league = coach::create_league(&mut store, "Big League", "dreadball").unwrap();
        for n in 0..60 {
            coach::dreadball::create_team(
                &mut store,
                &context,
                league.id,
                "trontek-29ers",
                &format!("Team {n:02}"),
                "Coach",
                coach::dreadball::TeamStart::StartingLineup,
            )
            .unwrap();
        }
    }
    h.send(Message::Start(
        dugout::gui::screen::start::Message::LeagueChosen(dugout::store::LeagueId(1)),
    ));
    assert!(h.shows("Teams 1 to 50 of 60"));
    assert!(h.shows("Team 49") && !h.shows("Team 50"));
    assert!(h.shows(tr(en, Text::NextPage)));
    h.send(Message::League(
        dugout::gui::screen::league::Message::PageChosen(1),
    ));
    assert!(h.shows("Teams 51 to 60 of 60"));
    assert!(h.shows("Team 59") && !h.shows("Team 00"));
    // A search looks through every team, from its first page.
    h.send(Message::League(
        dugout::gui::screen::league::Message::SearchEdited("Team 0".into()),
    ));
    assert!(h.shows("Team 05"));
    assert!(!h.shows("Teams 1 to"), "ten teams fit on one page");
}

/// A league file with every kind of screen to show: the demo league (DreadBall, league
/// 1, season 1 with three rounds played) and a Blood Bowl league (league 2, team 7 with
/// players, season 2 with a result), made by the command line as a user would.
fn every_screen_file() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("league.db");
    let run = |args: &[&str]| {
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_dugout"))
            .args(args)
            .env("DUGOUT_DB", &db)
            .output()
            .unwrap();
        assert!(output.status.success(), "{args:?}: {output:?}");
    };
    run(&["league", "demo"]);
    run(&[
        "league",
        "new",
        "--name",
        "Old World",
        "--game",
        "bloodbowl",
    ]);
    for name in ["Reavers", "Barons"] {
        run(&[
            "team", "new", "--league", "2", "--roster", "human", "--name", name,
        ]);
    }
    run(&["team", "hire", "7", "--position", "lineman"]);
    run(&["team", "hire", "7", "--position", "blitzer"]);
    run(&["season", "new", "--league", "2", "--name", "2027"]);
    run(&["season", "add-team", "--season", "2", "--team", "7"]);
    run(&["season", "add-team", "--season", "2", "--team", "8"]);
    run(&[
        "fixtures",
        "generate",
        "--season",
        "2",
        "--start",
        "2027-01-09",
    ]);
    dir
}

/// Every screen builds and draws in both themes, at both window sizes, in both
/// languages; the two themes never draw alike.
#[test]
fn every_screen_draws_in_both_themes_sizes_and_languages() {
    use dugout::gui::style::{DARK, LIGHT, theme};
    let screens = [
        "start",
        "league:1",
        "team:1",
        "team:5",
        "mutant:5",
        "mechanite:6",
        "season:1:teams",
        "season:1:fixtures",
        "season:1:standings",
        "season:1:playoffs",
        "matchday:10:pre",
        "matchday:10:result",
        "matchday:10:post",
        "matchday:10:review",
        "audit:1",
        "history:2",
        "graveyard:1",
        "reference",
        "settings",
        "league:2",
        "team:7",
        "season:2:standings",
        "reference:bloodbowl:teams",
        "reference:bloodbowl:skills",
        "league:1:publish",
    ];
    let file = every_screen_file();
    for (index, screen) in screens.iter().enumerate() {
        let lang = if index % 2 == 0 { Lang::En } else { Lang::Fr };
        let dir = tempfile::tempdir().unwrap();
        std::fs::copy(file.path().join("league.db"), dir.path().join("league.db")).unwrap();
        let landing = Landing::parse(screen).unwrap();
        let h = Harness::open_at(dir, lang, &[], false, landing);
        for size in [(1280.0, 800.0), (1024.0, 640.0)] {
            let mut ui = Simulator::with_size(Settings::default(), size, h.app.view());
            let image = h.dir.path().join(format!("{index}-{}-light", size.0));
            let light = ui.snapshot(&theme(&LIGHT)).expect("a light frame");
            // The first comparison with a missing image writes it: the light frame,
            // which the dark one must not match.
            assert!(light.matches_image(&image).expect("written"));
            let dark = ui.snapshot(&theme(&DARK)).expect("a dark frame");
            assert!(
                !dark.matches_image(&image).expect("read back"),
                "{screen}: the two themes draw alike"
            );
        }
    }
}
