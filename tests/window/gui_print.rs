//! Printing from the window: each screen's Print button, the save dialog (scripted),
//! the PDF written and read back with `pdftotext`, the viewer it is opened in
//! (recorded), the progress of a league's sheets, and what is said when it fails.

use crate::common;
use crate::support;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use common::pdf::{pdf_info, pdf_text};
use dugout::data::Lang;
use dugout::gui::dreadball::{match_day, team};
use dugout::gui::picker::ScriptedPicker;
use dugout::gui::print::{self, Document, Printing, Saved};
use dugout::gui::screen::{season, settings};
use dugout::gui::viewer::{NotShown, RecordingViewer};
use dugout::gui::{App, Landing, Message, Options, Screen};
use dugout::sheet::Paper;
use dugout::store::today;
use iced::{Settings, Task};
use iced_test::simulator::Simulator;

struct Harness {
    app: App,
    viewer: Arc<RecordingViewer>,
    dir: tempfile::TempDir,
}

impl Harness {
    /// The demo league in `lang`; each save dialog answers the next of `answers`
    /// (a path under the test's folder, or `None` for a cancelled dialog).
    fn demo(lang: Lang, answers: &[Option<&str>], viewer: RecordingViewer) -> Harness {
        let dir = tempfile::tempdir().unwrap();
        let picks: Vec<Option<PathBuf>> = answers
            .iter()
            .map(|answer| answer.map(|name| dir.path().join(name)))
            .collect();
        Harness::with_picker(lang, dir, ScriptedPicker::answering(picks), viewer)
    }

    fn with_picker(
        lang: Lang,
        dir: tempfile::TempDir,
        picker: ScriptedPicker,
        viewer: RecordingViewer,
    ) -> Harness {
        let viewer = Arc::new(viewer);
        let options = Options {
            path: dir.path().join("league.db"),
            with_demo: true,
            create: true,
            lang: Some(lang),
            prefs_path: None,
            picker: Arc::new(picker),
            viewer: viewer.clone(),
            landing: Landing::Default,
            measure_startup: None,
            measure_redraw: false,
        };
        let (app, task) = App::boot(options);
        let mut harness = Harness { app, viewer, dir };
        harness.settle(task);
        assert_eq!(harness.app.screen(), Screen::League);
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

    fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    /// What the last print saved (it must have finished and been shown).
    fn saved(&self) -> Saved {
        match self.app.printing() {
            Printing::Done {
                saved,
                not_shown: None,
                ..
            } => saved.clone(),
            other => panic!("nothing printed and shown: {other:?}"),
        }
    }
}

fn is_pdf(path: &Path) -> bool {
    std::fs::read(path).is_ok_and(|bytes| bytes.starts_with(b"%PDF"))
}

#[test]
fn the_team_screen_prints_the_sheet_now_or_as_of_a_date_and_opens_it() {
    let mut h = Harness::demo(
        Lang::En,
        &[Some("kovoss"), Some("kovoss-today.pdf")],
        RecordingViewer::default(),
    );
    h.click("Kovoss Kreations");
    assert_eq!(h.app.screen(), Screen::Team);

    // A date that is not one is refused beside the button; no dialog opens.
    h.send(Message::from(team::Message::AsOfEdited("1/10/2026".into())));
    h.click("Print sheet");
    assert!(h.shows(
        "“1/10/2026” is not a date: write it as YYYY-MM-DD (e.g. 2026-10-01), or leave it empty for the team as it is now."
    ));
    assert_eq!(*h.app.printing(), Printing::Idle);
    // A date before the team was made is refused too.
    h.send(Message::from(team::Message::AsOfEdited(
        "2020-01-01".into(),
    )));
    h.click("Print sheet");
    assert!(h.shows(&format!(
        "Kovoss Kreations was created on {}: give that date or a later one.",
        today()
    )));
    assert_eq!(*h.app.printing(), Printing::Idle);

    // Empty: the team now. The dialog's name had no extension: ".pdf" is added.
    h.send(Message::from(team::Message::AsOfEdited(String::new())));
    h.click("Print sheet");
    let saved = h.saved();
    assert_eq!(saved.path, h.path("kovoss.pdf"));
    assert!(is_pdf(&saved.path));
    let now = pdf_text(&saved.path);
    assert!(
        now.contains("Kovoss Kreations") && now.contains("Team sheet"),
        "{now}"
    );
    assert!(now.contains("Skyrunner"), "the roster is printed: {now}");
    assert_eq!(h.viewer.shown(), vec![saved.path.clone()]);
    assert!(h.shows(&format!("Saved {}.", saved.path.display())));

    // As of a date: the sheet says so.
    let date = today().to_string();
    h.send(Message::from(team::Message::AsOfEdited(date.clone())));
    h.click("Print sheet");
    let dated = h.saved();
    assert_eq!(dated.path, h.path("kovoss-today.pdf"));
    assert!(pdf_text(&dated.path).contains(&date));
    assert_eq!(h.viewer.shown().len(), 2);

    h.click("Dismiss");
    assert_eq!(*h.app.printing(), Printing::Idle);
}

#[test]
fn a_league_prints_a_file_per_team_or_one_pdf_on_the_paper_chosen() {
    let mut h = Harness::demo(
        Lang::En,
        &[Some("sheets"), Some("all.pdf")],
        RecordingViewer::default(),
    );
    h.click("Team sheets: a file per team");
    let saved = h.saved();
    assert_eq!(saved.path, h.path("sheets"));
    assert_eq!(saved.files, 6);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&saved.path)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .collect();
    files.sort();
    assert_eq!(files.len(), 6);
    assert!(files.iter().all(|file| is_pdf(file)));
    assert!(pdf_text(&files[0]).contains("Trontek Titans"));
    assert!(h.shows(&format!("Saved 6 PDF files in {}.", saved.path.display())));
    assert!(h.shows("Show the folder"));
    // The folder is what the viewer is asked to show.
    assert_eq!(h.viewer.shown(), vec![saved.path.clone()]);

    // US Letter from the settings, then every sheet in one PDF.
    h.send(Message::Settings(settings::Message::PaperChosen(
        Paper::Letter,
    )));
    h.click("Team sheets: one PDF");
    let one = h.saved();
    assert_eq!(one.path, h.path("all.pdf"));
    let pages: usize = pdf_info(&one.path, "Pages").parse().unwrap();
    assert!(pages >= 6, "a page or more per team: {pages}");
    assert!(pdf_info(&one.path, "Page size").starts_with("612 x 792"));
    let text = pdf_text(&one.path);
    for name in ["Trontek Titans", "Kovoss Kreations", "Ro-Tek Rivets"] {
        assert!(text.contains(name), "{name} is in the bundle");
    }
    // Escape puts the bar away, as it clears the other notices.
    let escape = iced::keyboard::Key::Named(iced::keyboard::key::Named::Escape);
    h.send(Message::KeyPressed(iced::keyboard::Event::KeyPressed {
        key: escape.clone(),
        modified_key: escape,
        physical_key: iced::keyboard::key::Physical::Unidentified(
            iced::keyboard::key::NativeCode::Unidentified,
        ),
        location: iced::keyboard::Location::Standard,
        modifiers: iced::keyboard::Modifiers::default(),
        text: None,
        repeat: false,
    }));
    assert_eq!(*h.app.printing(), Printing::Idle);
}

#[test]
fn the_season_and_the_match_day_print_their_documents_in_french() {
    let mut h = Harness::demo(
        Lang::Fr,
        &[
            Some("classement.pdf"),
            Some("calendrier.pdf"),
            Some("match.pdf"),
            Some("avant.pdf"),
        ],
        RecordingViewer::default(),
    );
    h.click("2026");
    assert_eq!(h.app.screen(), Screen::Season);
    h.click("Imprimer le classement");
    let standings = pdf_text(&h.saved().path);
    assert!(standings.contains("Classement"), "{standings}");
    assert!(standings.contains("Ro-Tek Rivets"));
    assert!(
        standings.contains("départage"),
        "accents print: {standings}"
    );

    h.send(Message::Season(season::Message::TabChosen(
        season::Tab::Fixtures,
    )));
    h.click("Imprimer le calendrier");
    let fixtures = pdf_text(&h.saved().path);
    assert!(fixtures.contains("Calendrier") && fixtures.contains("Journée 5"));

    let fixture = h
        .app
        .season_screen()
        .and_then(|screen| screen.data.loaded())
        .and_then(|data| {
            data.fixtures
                .iter()
                .find(|line| line.home == "Greenmoon Grinders" && line.away == "Ro-Tek Rivets")
        })
        .map(|line| line.id)
        .expect("the fixture");
    h.send(Message::Season(season::Message::MatchDayPressed(fixture)));
    assert_eq!(h.app.screen(), Screen::MatchDay);
    h.click("Imprimer la feuille de match");
    let sheet = pdf_text(&h.saved().path);
    assert!(sheet.contains("Feuille de match"), "{sheet}");
    assert!(sheet.contains("Greenmoon Grinders") && sheet.contains("Ro-Tek Rivets"));
    // Each side's team sheet as it goes into the match (the home side's is first).
    h.click("Feuille d'équipe avant ce match");
    let before = pdf_text(&h.saved().path);
    assert!(before.contains("Greenmoon Grinders"), "{before}");
    assert!(before.contains("avant le match"), "{before}");
    assert_eq!(h.viewer.shown().len(), 4);
    // The wizard is left as it was.
    assert!(matches!(
        h.app
            .games()
            .match_day_screen()
            .map(|screen| screen.flow.step),
        Some(match_day::Step::Pre)
    ));
}

#[test]
fn a_cancelled_dialog_prints_nothing_and_failures_are_said() {
    let viewer = RecordingViewer::failing("xdg-open: No such file or directory");
    let mut h = Harness::demo(
        Lang::En,
        &[None, Some("nowhere/standings.pdf"), Some("standings.pdf")],
        viewer,
    );
    h.click("2026");
    h.click("Print standings");
    assert_eq!(*h.app.printing(), Printing::Idle, "cancelled: nothing");
    let pdfs = std::fs::read_dir(h.dir.path())
        .unwrap()
        .filter(|entry| entry.as_ref().unwrap().path().extension() == Some("pdf".as_ref()))
        .count();
    assert_eq!(pdfs, 0);

    // A folder that does not exist: nothing is written, and the window says why.
    h.click("Print standings");
    assert!(matches!(h.app.printing(), Printing::Failed(_)));
    assert!(!h.path("nowhere").exists());
    assert!(h.ui().find("Dismiss").is_ok());
    let said = match h.app.printing() {
        Printing::Failed(failure) => failure.message.clone(),
        _ => unreachable!(),
    };
    assert!(said.contains("does not exist"), "{said}");

    // Saved, but no viewer: the file is there and the window says it could not open it.
    h.click("Print standings");
    assert!(is_pdf(&h.path("standings.pdf")));
    match h.app.printing() {
        Printing::Done {
            not_shown: Some(NotShown::Failed(reason)),
            ..
        } => assert!(reason.contains("xdg-open")),
        other => panic!("saved but not shown: {other:?}"),
    }
    assert!(h.shows(
        "The file is saved, but no viewer could open it (xdg-open: No such file or directory)."
    ));
}

/// A desktop with no file dialog (no portal, no zenity) and no opener: the standings are
/// saved in the documents folder (or beside the league file), and the window says where,
/// why no dialog asked, and that nothing can open the file, in words (issue 32 item 5).
#[test]
fn without_a_dialog_or_an_opener_the_pdf_is_saved_and_the_window_says_where() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = Harness::with_picker(
        Lang::En,
        dir,
        ScriptedPicker::without_dialogs(),
        RecordingViewer::without_opener("xdg-open"),
    );
    h.click("2026");
    h.click("Print standings");
    let saved = match h.app.printing() {
        Printing::Done {
            saved,
            not_shown: Some(NotShown::NoOpener { .. }),
            unasked: true,
        } => saved.clone(),
        other => panic!("saved without a dialog: {other:?}"),
    };
    assert!(is_pdf(&saved.path), "{}", saved.path.display());
    assert!(h.shows(&format!("Saved {}.", saved.path.display())));
    assert!(h.shows(
        "No file dialog can open on this desktop (it needs a desktop portal or zenity), so Dugout saved it there."
    ));
    assert!(h.shows(
        "The file is saved; this desktop has no program to open it (xdg-open is not installed): open it from its folder."
    ));
    // A second print never overwrites the first.
    h.click("Print standings");
    let second = match h.app.printing() {
        Printing::Done { saved, .. } => saved.path.clone(),
        other => panic!("{other:?}"),
    };
    assert_ne!(second, saved.path);
    assert!(
        second.to_string_lossy().contains("(2)"),
        "{}",
        second.display()
    );
    for path in [saved.path, second] {
        if !path.starts_with(h.dir.path()) {
            std::fs::remove_file(path).unwrap();
        }
    }
}

#[test]
fn a_print_in_progress_shows_its_count_and_refuses_another() {
    let working = Printing::Working {
        label: "league's team sheets",
        done: 3,
        total: 6,
        unasked: false,
    };
    {
        let mut ui = Simulator::with_size(
            Settings::default(),
            (1280.0, 200.0),
            working.view(Lang::En).expect("a bar"),
        );
        assert!(ui.find("Making the league's team sheets (3 of 6)").is_ok());
    }

    let picker = ScriptedPicker::default();
    let document = Document::Match {
        fixture: dugout::store::FixtureId(1),
    };
    let refused = working.request(document.clone(), &picker, Path::new("league.db"), Lang::Fr);
    assert_eq!(
        refused.err().as_deref(),
        Some("Un document est déjà en cours d'impression ; attendez qu'il soit fini.")
    );
    assert!(
        Printing::Idle
            .request(document, &picker, Path::new("league.db"), Lang::En)
            .is_ok()
    );

    // Progress moves the count while working, and is dropped once done.
    let viewer = RecordingViewer::default();
    let options = dugout::sheet::SheetOptions::default();
    let mut state = working;
    let _ = state.update(print::Message::Progress(5, 6), None, &viewer, options);
    assert!(matches!(
        state,
        Printing::Working {
            done: 5,
            total: 6,
            ..
        }
    ));
    let _ = state.update(print::Message::Dismissed, None, &viewer, options);
    assert!(state.is_working(), "a print at work is not dismissed");
    let mut idle = Printing::Idle;
    let _ = idle.update(print::Message::Progress(6, 6), None, &viewer, options);
    assert_eq!(idle, Printing::Idle);
}

/// Without a file dialog the other dialogs are no dead end either: a backup is saved in
/// the documents folder (or beside the league file) and the notice says where and why;
/// opening a file says why no dialog opens (issue 32 item 5).
#[test]
fn without_a_dialog_a_backup_is_saved_and_opening_a_file_says_why() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = Harness::with_picker(
        Lang::En,
        dir,
        ScriptedPicker::without_dialogs(),
        RecordingViewer::default(),
    );
    h.click("Leagues");
    h.click("Back up the file…");
    let notice = h.app.notice().expect("a notice").to_string();
    assert!(notice.starts_with("Copied the league file to "), "{notice}");
    assert!(notice.ends_with("so Dugout saved it there."), "{notice}");
    let copy = notice
        .trim_start_matches("Copied the league file to ")
        .split(". No file dialog")
        .next()
        .map(PathBuf::from)
        .unwrap();
    assert!(copy.is_file(), "{}", copy.display());
    if !copy.starts_with(h.dir.path()) {
        std::fs::remove_file(&copy).unwrap();
    }
    h.click("Open a league file… (Ctrl+O)");
    assert_eq!(
        h.app.notice(),
        Some(
            "No file dialog can open on this desktop: it needs a desktop portal or zenity (install zenity, or start Dugout with the league file to open)."
        )
    );
    // A new league file is made there too, opened, and the notice says where and why.
    h.click("New league file…");
    let notice = h.app.notice().expect("a notice").to_string();
    assert!(notice.starts_with("Made the new league file "), "{notice}");
    assert!(notice.ends_with("so Dugout saved it there."), "{notice}");
    let made = PathBuf::from(
        notice
            .trim_start_matches("Made the new league file ")
            .split(". No file dialog")
            .next()
            .unwrap(),
    );
    assert!(made.is_file(), "{}", made.display());
    assert!(
        h.app
            .title()
            .contains(&made.file_name().unwrap().to_string_lossy().to_string())
    );
    if !made.starts_with(h.dir.path()) {
        std::fs::remove_file(&made).unwrap();
    }
}
