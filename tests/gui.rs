//! The desktop app, headless: `iced_test` clicks and types in the real views, and
//! messages are sent to the app state; every task the app starts (store calls on a
//! worker thread, dialogs) is run to the end before the next step.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use dugout::coach::{self, Context};
use dugout::data::Lang;
use dugout::data::dreadball::Reference;
use dugout::gui::picker::ScriptedPicker;
use dugout::gui::prefs::{Prefs, ThemeChoice};
use dugout::gui::screen::{league, reference, settings, start, team};
use dugout::gui::{App, Landing, Loadable, Message, Options, Screen};
use dugout::store::{Store, TeamId};
use iced::futures::executor::block_on_stream;
use iced::keyboard::key::Named;
use iced::{Settings, Task};
use iced_runtime::Action;
use iced_test::simulator::Simulator;

const WINDOW: (f32, f32) = (1280.0, 800.0);

struct Harness {
    app: App,
    dir: tempfile::TempDir,
}

fn options(dir: &Path, file: &str, with_demo: bool, picks: Vec<Option<PathBuf>>) -> Options {
    Options {
        path: dir.join(file),
        with_demo,
        lang: None,
        prefs_path: Some(dir.join("config").join("settings.toml")),
        picker: Arc::new(ScriptedPicker::answering(picks)),
        landing: Landing::Default,
        measure_startup: None,
    }
}

impl Harness {
    /// The app on a new file: with the demo league, or empty.
    fn start(with_demo: bool) -> Harness {
        Harness::with(|dir| options(dir, "league.db", with_demo, Vec::new()))
    }

    fn with(make: impl FnOnce(&Path) -> Options) -> Harness {
        let dir = tempfile::tempdir().unwrap();
        let (app, task) = App::boot(Reference::bundled().unwrap(), make(dir.path()));
        let mut harness = Harness { app, dir };
        harness.settle(task);
        harness
    }

    /// Runs a task and every task its messages start, to the end.
    fn settle(&mut self, task: Task<Message>) {
        let mut queue = vec![task];
        while let Some(task) = queue.pop() {
            let Some(stream) = iced_runtime::task::into_stream(task) else {
                continue;
            };
            for action in block_on_stream(stream) {
                if let Action::Output(message) = action {
                    queue.push(self.app.update(message));
                }
            }
        }
    }

    fn send(&mut self, message: Message) {
        let task = self.app.update(message);
        self.settle(task);
    }

    fn ui(&self) -> Simulator<'_, Message> {
        Simulator::with_size(Settings::default(), WINDOW, self.app.view())
    }

    /// Acts on the rendered window, then delivers what it produced.
    fn interact(&mut self, act: impl FnOnce(&mut Simulator<'_, Message>)) {
        let mut ui = self.ui();
        act(&mut ui);
        let messages: Vec<Message> = ui.into_messages().collect();
        for message in messages {
            self.send(message);
        }
    }

    fn click(&mut self, label: &str) {
        self.interact(|ui| {
            ui.click(label)
                .unwrap_or_else(|error| panic!("no `{label}` to click: {error:?}"));
        });
    }

    /// Clicks an empty field by its placeholder and types into it.
    fn type_into(&mut self, placeholder: &str, text: &str) {
        self.interact(|ui| {
            ui.click(placeholder)
                .unwrap_or_else(|error| panic!("no field `{placeholder}`: {error:?}"));
            ui.typewrite(text);
        });
    }

    fn shows(&self, text: &str) -> bool {
        self.ui().find(text).is_ok()
    }

    fn team(&self) -> &team::TeamData {
        self.app
            .team_screen()
            .and_then(|screen| screen.data.loaded())
            .expect("the team screen has its data")
    }

    fn store(&self) -> Store {
        Store::open(&self.dir.path().join("league.db")).unwrap()
    }
}

// ----- iced_test: clicking and typing in the real views -----

#[test]
fn creating_a_league_from_the_start_screen() {
    let mut h = Harness::start(false);
    assert_eq!(h.app.screen(), Screen::Start);
    assert!(h.shows("No league in this file yet: create one below."));
    // Typing and Enter in one go: the field keeps its focus within one frame.
    h.interact(|ui| {
        ui.click("League name").unwrap();
        ui.typewrite("Spring Cup");
        ui.tap_key(Named::Enter);
    });
    assert_eq!(h.app.screen(), Screen::League);
    assert!(h.shows("Spring Cup"));
    let leagues = coach::list_leagues(&mut h.store()).unwrap();
    assert_eq!(leagues.len(), 1);
    assert_eq!(leagues[0].name, "Spring Cup");
}

#[test]
fn an_empty_league_name_is_refused_next_to_the_field() {
    let mut h = Harness::start(false);
    h.click("Create league");
    assert_eq!(h.app.screen(), Screen::Start);
    assert!(
        h.app
            .start_screen()
            .refusal
            .as_deref()
            .unwrap()
            .contains("name")
    );
    assert!(coach::list_leagues(&mut h.store()).unwrap().is_empty());
}

fn new_league(h: &mut Harness) {
    h.type_into("League name", "Autumn League");
    h.click("Create league");
    assert_eq!(h.app.screen(), Screen::League);
}

/// The roster list is a drop-down, which the simulator cannot open by its text:
/// the choice it would make is sent as its message.
fn pick_roster(h: &mut Harness, id: &str) {
    let choice = league::RosterChoice {
        id: id.into(),
        label: String::new(),
    };
    h.send(Message::League(league::Message::RosterPicked(choice)));
}

#[test]
fn creating_a_team_from_a_starting_line_up() {
    let mut h = Harness::start(false);
    new_league(&mut h);
    h.type_into("Team name", "Night Shift");
    h.type_into("Coach", "Robin");
    pick_roster(&mut h, "trontek-29ers");
    h.click("Create team");
    assert_eq!(h.app.screen(), Screen::Team);
    let data = h.team();
    assert_eq!(data.view.team.name, "Night Shift");
    assert_eq!(data.view.team.coach, "Robin");
    assert_eq!(data.view.team.players.len(), 8);
    assert_eq!(data.view.team_value_mc, 100);
    assert!(h.shows("Human Striker 8"));
}

fn budget_team(h: &mut Harness, budget: &str) {
    new_league(h);
    h.type_into("Team name", "Big Spenders");
    pick_roster(h, "trontek-29ers");
    h.click("Empty, with a budget of");
    h.type_into("100", budget);
    h.click("Create team");
    assert_eq!(
        h.app.screen(),
        Screen::Team,
        "{:?}",
        h.app.league_screen().map(|s| &s.refusal)
    );
}

#[test]
fn hiring_until_the_fourteen_player_limit_is_refused_with_its_message() {
    let mut h = Harness::start(false);
    budget_team(&mut h, "500");
    for hired in 1..=14 {
        let left = 500 - 8 * hired;
        h.click(&format!("Human Jack — 8mc, {left}mc left"));
        assert_eq!(h.team().view.team.players.len(), hired as usize);
    }
    // The fifteenth hire is disabled, with the rule beside it...
    let limit = "a team has at most 14 players, MVPs and free agents included; it has 14, so 1 more would make 15";
    assert!(
        h.shows("Human Jack — 8mc"),
        "the disabled hire shows its price"
    );
    assert!(h.shows(limit), "the disabled hire says why");
    // ...and a hire that reaches the store anyway is refused there, shown, and changes nothing.
    h.send(Message::Team(team::Message::HirePressed("jack".into())));
    let screen = h.app.team_screen().unwrap();
    assert_eq!(
        screen.refusal_for(&team::Control::Hire("jack".into())),
        Some(format!("refused: {limit}").as_str())
    );
    assert_eq!(h.team().view.team.players.len(), 14);
    assert_eq!(h.team().view.team.treasury_mc, 500 - 14 * 8);
}

#[test]
fn buying_an_eighth_cheerleader_is_refused() {
    let mut h = Harness::start(false);
    budget_team(&mut h, "100");
    for bought in 1..=7 {
        let left = 100 - 8 * bought;
        h.click(&format!("Cheerleader — 8mc, {left}mc left"));
        assert_eq!(h.team().view.team.cheerleaders, bought);
    }
    let limit = "a team has at most 7 cheerleaders; it has 7, so 1 more would make 8";
    assert!(h.shows(limit), "the disabled purchase says why");
    h.send(Message::Team(team::Message::BuyPressed(
        coach::Item::Cheerleaders,
    )));
    let screen = h.app.team_screen().unwrap();
    assert!(
        screen
            .refusal_for(&team::Control::Buy(coach::Item::Cheerleaders))
            .unwrap()
            .contains(limit)
    );
    assert_eq!(h.team().view.team.cheerleaders, 7);
    assert_eq!(h.team().view.team.treasury_mc, 100 - 56);
}

#[test]
fn switching_language_translates_the_window_and_the_data() {
    let mut h = Harness::start(true);
    assert_eq!(
        h.app.screen(),
        Screen::League,
        "the demo league opens at once"
    );
    assert!(h.shows("Treasury"));
    h.click("Français");
    assert_eq!(h.app.lang(), Lang::Fr);
    assert!(h.shows("Trésorerie"));
    assert!(h.shows("English"));
    h.click("Trontek Titans");
    assert!(h.shows("Compétences"));
    assert!(h.shows("Dé de Coaching — 6mc, reste -6mc") || h.shows("Dé de Coaching — 6mc"));
    let saved = Prefs::load(&h.dir.path().join("config").join("settings.toml")).0;
    assert_eq!(
        saved.lang,
        Lang::Fr,
        "the choice is saved for the next start"
    );
}
