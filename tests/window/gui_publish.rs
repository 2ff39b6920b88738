//! Publishing the league's site from the window (issue 35): the league screen's panel,
//! the folder dialog (scripted) or a typed folder where no dialog can open, the site
//! written off the window's thread, the outcome with its counts and "Open in the
//! browser" (recorded, never a real browser), and a folder holding another program's
//! page refused in the user's language with nothing changed.

use crate::support;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use dugout::data::Lang;
use dugout::gui::picker::ScriptedPicker;
use dugout::gui::screen::league::{self, LeagueScreen};
use dugout::gui::screen::league_publish::{self, PublishState, Published, SiteLangs};
use dugout::gui::viewer::RecordingViewer;
use dugout::gui::{App, Landing, Message, Options, Screen};
use iced::Settings;
use iced_test::simulator::Simulator;

struct Harness {
    app: App,
    viewer: Arc<RecordingViewer>,
    dir: tempfile::TempDir,
}

impl Harness {
    /// The demo league in `lang`, its folder dialog answering `site` under the test's
    /// folder (or no dialog at all when `dialogs` is false).
    fn demo(lang: Lang, dialogs: bool) -> Harness {
        let dir = tempfile::tempdir().unwrap();
        let picker = if dialogs {
            ScriptedPicker::answering([Some(dir.path().join("site"))])
        } else {
            ScriptedPicker::without_dialogs()
        };
        let viewer = Arc::new(RecordingViewer::default());
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
        let mut h = Harness { app, viewer, dir };
        support::settle(&mut h.app, task);
        assert_eq!(h.app.screen(), Screen::League);
        h
    }

    fn send(&mut self, message: Message) {
        let task = self.app.update(message);
        support::settle(&mut self.app, task);
    }

    fn publish(&mut self, message: league_publish::Message) {
        self.send(Message::League(league::Message::Publish(message)));
    }

    fn ui(&self) -> Simulator<'_, Message> {
        Simulator::with_size(Settings::default(), (1280.0, 2400.0), self.app.view())
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

    fn league(&self) -> &LeagueScreen {
        self.app.league_screen().expect("the league screen")
    }

    fn state(&self) -> &PublishState {
        &self.league().publish.state
    }

    /// What the last publish did (it must have finished well).
    fn published(&self) -> Published {
        match self.state() {
            PublishState::Done { published, .. } => published.clone(),
            other => panic!("the site was not published: {other:?}"),
        }
    }

    fn site(&self) -> PathBuf {
        self.dir.path().join("site")
    }
}

/// The files under `folder` (relative, `/`-separated), Dugout's list of them left out.
fn files(folder: &Path) -> Vec<String> {
    let mut found = Vec::new();
    let mut stack = vec![folder.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else {
                let relative = path.strip_prefix(folder).unwrap();
                found.push(relative.to_string_lossy().replace('\\', "/"));
            }
        }
    }
    found.retain(|file| file != dugout::publish::MANIFEST);
    found.sort();
    found
}

#[test]
fn the_league_publishes_its_site_into_the_folder_chosen_and_opens_it_in_the_browser() {
    let mut h = Harness::demo(Lang::En, true);
    assert!(!h.league().publish.open);
    h.click("Publish the league's site…");
    assert!(h.league().publish.open);
    assert!(h.shows("Language of the site"));
    // The window's language by default; Publish waits for a folder and says so.
    assert_eq!(h.league().publish.langs(Lang::En), SiteLangs::One(Lang::En));
    assert!(h.shows("Choose the folder first."));

    h.click("Choose a folder…");
    let site = h.site();
    assert_eq!(h.league().publish.folder, site.display().to_string());
    assert!(!h.shows("Choose the folder first."));
    h.click("Publish");

    // The worker has finished (the test runs every task to its end).
    let published = h.published();
    assert_eq!(published.folder, site);
    assert!(site.join("index.html").is_file());
    let on_disk = files(&site);
    assert!(on_disk.contains(&"style.css".to_string()), "{on_disk:?}");
    assert_eq!(published.written, on_disk.len());
    assert_eq!((published.unchanged, published.removed), (0, 0));
    let index = std::fs::read_to_string(site.join("index.html")).unwrap();
    assert!(index.contains("Demo League"), "{index}");
    assert!(h.shows(&format!(
        "Published the league's site in {}. Files written: {}, unchanged: 0, removed: 0.",
        site.display(),
        on_disk.len()
    )));
    // The panel in front says it: no second note at the window's foot.
    assert_eq!(h.app.notice(), None);

    // Nothing changed since: every page is found as it was.
    h.click("Publish");
    let again = h.published();
    assert_eq!(
        (again.written, again.unchanged, again.removed),
        (0, on_disk.len(), 0)
    );
    assert!(h.shows(&format!(
        "Published the league's site in {}. Files written: 0, unchanged: {}, removed: 0.",
        site.display(),
        on_disk.len()
    )));

    // The browser is asked for the site's first page; no real browser starts.
    assert!(h.viewer.shown().is_empty());
    h.click("Open in the browser");
    assert_eq!(h.viewer.shown(), vec![site.join("index.html")]);

    h.publish(league_publish::Message::ClosePressed);
    assert!(!h.league().publish.open);
    assert_eq!(*h.state(), PublishState::Idle);
}

#[test]
fn a_folder_holding_another_program_s_page_is_refused_in_french_and_left_as_it_was() {
    let mut h = Harness::demo(Lang::Fr, true);
    let site = h.site();
    std::fs::create_dir_all(&site).unwrap();
    let foreign = "<html><body>Ma page à moi</body></html>";
    std::fs::write(site.join("index.html"), foreign).unwrap();

    h.click("Publier le site de la ligue…");
    assert!(h.shows("Langue du site"));
    assert!(h.shows("Choisissez d'abord le dossier."));
    // The window speaks French: so does the site unless told otherwise.
    assert_eq!(h.league().publish.langs(Lang::Fr), SiteLangs::One(Lang::Fr));
    h.click("Choisir un dossier…");
    h.click("Publier");

    let PublishState::Failed(failure) = h.state().clone() else {
        panic!("the folder was not refused: {:?}", h.state());
    };
    let said = failure.full_text(Lang::Fr);
    assert!(
        said.contains("n'est pas une page écrite par Dugout") && said.contains("index.html"),
        "{said}"
    );
    // Said once, next to Publish, as a sentence.
    assert!(said.starts_with('«'), "{said}");
    assert!(h.shows(&said));
    // Nothing else changed: the other program's page, alone in its folder.
    assert_eq!(
        std::fs::read_to_string(site.join("index.html")).unwrap(),
        foreign
    );
    assert_eq!(
        std::fs::read_dir(&site).unwrap().count(),
        1,
        "no file was added"
    );
    assert!(!h.shows("Ouvrir dans le navigateur"));
}

#[test]
fn without_a_folder_dialog_the_folder_is_typed_and_both_languages_get_their_pages() {
    let mut h = Harness::demo(Lang::En, false);
    h.click("Publish the league's site…");
    h.click("Choose a folder…");
    assert!(h.shows(
        "No folder dialog can open on this desktop (no portal, no zenity): type the folder's full path above."
    ));
    // A path that is not a full one is not taken.
    h.publish(league_publish::Message::FolderEdited("site".into()));
    assert!(h.shows(
        "Give the folder's full path (from the top of the disk), or choose it with Choose a folder…."
    ));
    h.publish(league_publish::Message::PublishPressed);
    assert_eq!(*h.state(), PublishState::Idle);

    // A folder that cannot be made (its parent is a file): why, under Publish.
    let blocked = h.dir.path().join("league.db").join("site");
    h.publish(league_publish::Message::FolderEdited(
        blocked.display().to_string(),
    ));
    h.click("Publish");
    let PublishState::Failed(failure) = h.state().clone() else {
        panic!("an unwritable folder was taken: {:?}", h.state());
    };
    let said = failure.full_text(Lang::En);
    assert!(
        said.starts_with("the site cannot be written at")
            && said.ends_with("choose a folder you can write to"),
        "{said}"
    );
    assert!(h.shows(&format!("T{}", &said[1..])));
    assert!(!blocked.exists());

    let site = h.site();
    h.publish(league_publish::Message::FolderEdited(
        site.display().to_string(),
    ));
    // (A radio's label is drawn by the radio itself: the simulator cannot point at it.)
    h.publish(league_publish::Message::LangsChosen(SiteLangs::Both));
    assert_eq!(h.league().publish.langs(Lang::En), SiteLangs::Both);
    h.click("Publish");
    h.published();
    for page in ["index.html", "en/index.html", "fr/index.html"] {
        assert!(site.join(page).is_file(), "{page}");
    }

    // Finished while another screen is in front: the note at the window's foot says it.
    h.send(Message::ScreenChosen(Screen::Reference));
    h.publish(league_publish::Message::PublishPressed);
    let note = h.app.notice().expect("a note says the site was published");
    assert!(
        note.starts_with(&format!(
            "Published the league's site in {}. Files written: 0",
            site.display()
        )),
        "{note}"
    );
}
