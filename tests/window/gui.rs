//! The desktop app, headless: `iced_test` clicks and types in the real views, and
//! messages are sent to the app state; every task the app starts (store calls on a
//! worker thread, dialogs) is run to the end before the next step.

use crate::support;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use dugout::coach::{self, Context};
use dugout::data::Lang;
use dugout::gui::bloodbowl::reference as bb_reference;
use dugout::gui::dreadball::{builder, commissioner, match_day, reference, team};
use dugout::gui::games::reference::{self as game_reference, Page};
use dugout::gui::picker::ScriptedPicker;
use dugout::gui::prefs::{Prefs, ThemeChoice};
use dugout::gui::screen::{audit, history, league, season, settings, start};
use dugout::gui::viewer::RecordingViewer;
use dugout::gui::{App, Landing, Loadable, Message, Options, Screen};
use dugout::store::{AuditFilter, FixtureId, LeagueId, Store, TeamId};
use iced::keyboard::key::Named;
use iced::{Settings, Task};
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
        create: true,
        lang: None,
        prefs_path: Some(dir.join("config").join("settings.toml")),
        picker: Arc::new(ScriptedPicker::answering(picks)),
        viewer: Arc::new(RecordingViewer::default()),
        landing: Landing::Default,
        measure_startup: None,
        measure_redraw: false,
    }
}

impl Harness {
    /// The app on a new file: with the demo league, or empty.
    fn start(with_demo: bool) -> Harness {
        Harness::with(|dir| options(dir, "league.db", with_demo, Vec::new()))
    }

    fn with(make: impl FnOnce(&Path) -> Options) -> Harness {
        let dir = tempfile::tempdir().unwrap();
        let (app, task) = App::boot(make(dir.path()));
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

    /// Clicks the widget of `id` (an offer's line).
    fn click_id(&mut self, id: &str) {
        let id = iced::widget::Id::from(id.to_string());
        self.interact(|ui| {
            ui.click(id.clone())
                .unwrap_or_else(|error| panic!("no `{id:?}` to click: {error:?}"));
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
            .games()
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
    assert!(h.shows("This file holds no league yet."));
    assert!(h.shows("Create your league"));
    // The game picker's hint names every game and format by its own name.
    assert!(h.shows(
        "Choose the game: DreadBall, Blood Bowl, Dungeonbowl (Blood Bowl), Killpower Ball, \
         Tournament (Killpower Ball). (Ctrl+N)"
    ));
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
        assert!(
            h.shows(&format!("{}mc", left + 8)),
            "the treasury before the hire"
        );
        h.click("Human Jack");
        assert_eq!(h.team().view.team.players.len(), hired as usize);
    }
    // The fifteenth hire is disabled, with the rule under it as a note...
    let limit = "a team has at most 14 players, MVPs and free agents included; it has 14, so 1 more would make 15";
    assert!(
        h.shows("Human Jack") && h.shows("8mc"),
        "the disabled hire shows its price"
    );
    let refused = h
        .team()
        .offers
        .hires
        .iter()
        .find(|offer| offer.key == "jack");
    assert_eq!(
        refused.and_then(|offer| offer.refused.as_deref()),
        Some(limit)
    );
    assert!(
        h.shows(limit),
        "the reason is said under the greyed-out hire"
    );
    h.click("Human Jack");
    assert_eq!(
        h.team().view.team.players.len(),
        14,
        "the greyed-out hire does nothing"
    );
    // ...and a hire that reaches the store anyway is refused there, shown, and changes nothing.
    h.send(Message::from(team::Message::HirePressed("jack".into())));
    let screen = h.app.games().team_screen().unwrap();
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
        assert!(h.shows(&format!("{}mc", left + 8)));
        h.click("Cheerleader");
        assert_eq!(h.team().view.team.cheerleaders, bought);
    }
    let limit = "a team has at most 7 cheerleaders; it has 7, so 1 more would make 8";
    let refused = h
        .team()
        .offers
        .items
        .iter()
        .find(|offer| offer.key == coach::dreadball::Item::Cheerleaders);
    assert_eq!(
        refused.and_then(|offer| offer.refused.as_deref()),
        Some(limit)
    );
    h.send(Message::from(team::Message::BuyPressed(
        coach::dreadball::Item::Cheerleaders,
    )));
    let screen = h.app.games().team_screen().unwrap();
    assert!(
        screen
            .refusal_for(&team::Control::Buy(coach::dreadball::Item::Cheerleaders))
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
    assert!(h.shows("Dé de Coaching") && h.shows("6mc"));
    let saved = Prefs::load(&h.dir.path().join("config").join("settings.toml")).0;
    assert_eq!(
        saved.lang,
        Lang::Fr,
        "the choice is saved for the next start"
    );
}

// ----- messages sent to the app state -----

fn demo() -> Harness {
    let h = Harness::start(true);
    assert_eq!(h.app.screen(), Screen::League);
    h
}

fn open_demo_team(h: &mut Harness, name: &str) {
    h.click(name);
    assert_eq!(h.app.screen(), Screen::Team);
}

fn key(h: &mut Harness, key: iced::keyboard::Key, modifiers: iced::keyboard::Modifiers) {
    h.send(Message::KeyPressed(iced::keyboard::Event::KeyPressed {
        key: key.clone(),
        modified_key: key.clone(),
        physical_key: iced::keyboard::key::Physical::Unidentified(
            iced::keyboard::key::NativeCode::Unidentified,
        ),
        location: iced::keyboard::Location::Standard,
        modifiers,
        text: None,
        repeat: false,
    }));
}

fn ctrl(h: &mut Harness, letter: &str) {
    key(
        h,
        iced::keyboard::Key::Character(letter.into()),
        iced::keyboard::Modifiers::CTRL,
    );
}

#[test]
fn ctrl_z_undoes_the_last_change_through_the_store() {
    let mut h = demo();
    open_demo_team(&mut h, "Kovoss Kreations");
    let before = h.team().view.clone();
    h.click_id(&dugout::gui::roster::offer_id("jack"));
    assert_eq!(h.team().view.team.players.len(), 8);
    assert!(h.shows("Undo hiring #8 Jack 8 (Ctrl+Z)"));
    ctrl(&mut h, "z");
    assert_eq!(h.team().view, before);
    // The staff hire the demo made is next; then nothing is left.
    assert!(h.shows("Undo hiring the Support Assistant (Ctrl+Z)"));
    let ledger = coach::ledger(&mut h.store(), before.team.id).unwrap();
    assert_eq!(ledger.last().unwrap().kind, "undo");
    assert_eq!(
        ledger.iter().map(|e| e.amount_mc).sum::<i64>(),
        before.team.treasury_mc
    );
}

fn has_player(h: &Harness, name: &str, number: u32) -> bool {
    let players = &h.team().view.team.players;
    players.iter().any(|p| p.name == name && p.number == number)
}

#[test]
fn renaming_and_renumbering_a_player_and_their_refusals() {
    let mut h = demo();
    open_demo_team(&mut h, "Trontek Titans");
    h.click("Human Jack 3");
    let screen = h.app.games().team_screen().unwrap();
    assert_eq!(
        (screen.player_name.as_str(), screen.player_number.as_str()),
        ("Human Jack 3", "3")
    );
    h.send(Message::from(team::Message::PlayerNameEdited(
        "Zoé Quickhands".into(),
    )));
    h.send(Message::from(team::Message::RenamePlayerPressed));
    assert!(has_player(&h, "Zoé Quickhands", 3));
    // A taken number is refused beside the number field, and nothing changes.
    h.send(Message::from(team::Message::PlayerNumberEdited("1".into())));
    h.send(Message::from(team::Message::RenumberPressed));
    let refusal = h
        .app
        .games()
        .team_screen()
        .unwrap()
        .refusal_for(&team::Control::PlayerNumber)
        .unwrap()
        .to_string();
    assert!(refusal.contains('1'), "{refusal}");
    assert!(h.shows(&refusal));
    assert!(has_player(&h, "Zoé Quickhands", 3));
    // Not a number at all: said before anything is sent.
    h.send(Message::from(team::Message::PlayerNumberEdited(
        "ten".into(),
    )));
    h.send(Message::from(team::Message::RenumberPressed));
    assert_eq!(
        h.app
            .games()
            .team_screen()
            .unwrap()
            .refusal_for(&team::Control::PlayerNumber),
        Some("A shirt number is a whole number from 1 to 99.")
    );
    h.send(Message::from(team::Message::PlayerNumberEdited(
        "33".into(),
    )));
    h.send(Message::from(team::Message::RenumberPressed));
    assert!(has_player(&h, "Zoé Quickhands", 33));
    // Escape drops the selection and the refusal.
    key(
        &mut h,
        iced::keyboard::Key::Named(Named::Escape),
        iced::keyboard::Modifiers::empty(),
    );
    assert_eq!(h.app.games().team_screen().unwrap().selected, None);
}

#[test]
fn releasing_a_player_and_renaming_the_team() {
    let mut h = demo();
    open_demo_team(&mut h, "Midgard Miners");
    let first = h.team().view.team.players[0].clone();
    h.send(Message::from(team::Message::PlayerSelected(first.id)));
    h.click("Release");
    // Nothing leaves before the question is answered; it says what is lost.
    assert_eq!(h.team().view.team.players.len(), 8);
    assert!(h.shows(&format!(
        "Release #{} {}? They leave the roster and their {}mc is not paid back; Undo brings them back.",
        first.number, first.name, first.cost_mc
    )));
    h.send(Message::from(team::Message::ReleaseConfirmed));
    assert_eq!(h.team().view.team.players.len(), 7);
    assert_eq!(h.app.games().team_screen().unwrap().selected, None);
    h.send(Message::from(team::Message::TeamNameEdited(
        "Greenmoon Grinders".into(),
    )));
    h.send(Message::from(team::Message::RenameTeamPressed));
    let refusal = h
        .app
        .games()
        .team_screen()
        .unwrap()
        .refusal_for(&team::Control::TeamName)
        .unwrap();
    assert!(refusal.contains("already has a team called"), "{refusal}");
    h.send(Message::from(team::Message::TeamNameEdited(
        "Deep Diggers".into(),
    )));
    h.send(Message::from(team::Message::RenameTeamPressed));
    assert_eq!(h.team().view.team.name, "Deep Diggers");
    assert!(
        h.app.title().starts_with("Deep Diggers — league.db"),
        "{}",
        h.app.title()
    );
    h.click("League");
    assert_eq!(h.app.screen(), Screen::League);
    assert!(h.shows("Deep Diggers"), "the league shows the new name");
}

#[test]
fn a_mechanite_roster_says_it_needs_the_builder() {
    let mut h = demo();
    h.type_into("Team name", "Rust Buckets");
    pick_roster(&mut h, "ro-tek-brutes");
    h.click("Empty, with a budget of");
    h.click("Create team");
    let offers = &h.team().offers;
    assert!(offers.hires.is_empty());
    assert!(offers.no_hire.as_deref().unwrap().contains("Mechanite"));
}

#[test]
fn the_league_table_sorts_and_searches() {
    let mut h = demo();
    let names = |h: &Harness| -> Vec<String> {
        let screen = h.app.league_screen().unwrap();
        let data = screen.data.loaded().unwrap();
        league::sorted_teams(&data.teams, screen.sort, &screen.search)
            .iter()
            .map(|team| team.name.clone())
            .collect()
    };
    assert_eq!(names(&h)[0], "Greenmoon Grinders", "by name at first");
    h.click("Treasury");
    assert_eq!(
        names(&h)[0],
        "Trontek Titans",
        "lowest treasury first (ties by load order)"
    );
    h.click("Treasury ▲");
    assert_eq!(names(&h)[0], "Ro-Tek Rivets", "highest treasury first");
    ctrl(&mut h, "f");
    h.send(Message::League(league::Message::SearchEdited(
        "midgard".into(),
    )));
    assert_eq!(
        names(&h),
        ["Midgard Miners"],
        "the search matches the roster name too"
    );
    key(
        &mut h,
        iced::keyboard::Key::Named(Named::Escape),
        iced::keyboard::Modifiers::empty(),
    );
    assert_eq!(names(&h).len(), 6);
}

#[test]
fn a_duplicate_team_name_is_refused_in_the_form() {
    let mut h = demo();
    h.type_into("Team name", "trontek titans");
    pick_roster(&mut h, "trontek-29ers");
    h.click("Create team");
    assert_eq!(h.app.screen(), Screen::League);
    let refusal = h.app.league_screen().unwrap().refusal.clone().unwrap();
    assert!(refusal.contains("already has a team called"), "{refusal}");
    assert!(h.shows(&refusal));
    // No roster chosen is said too.
    let mut h = demo();
    h.type_into("Team name", "Nobody");
    h.click("Create team");
    assert_eq!(
        h.app.league_screen().unwrap().refusal.as_deref(),
        Some("Choose a roster")
    );
}

#[test]
fn the_reference_is_searchable_in_both_languages() {
    let mut h = demo();
    h.click("Reference");
    assert_eq!(h.app.screen(), Screen::Reference);
    assert!(h.shows("Trontek 29ers"));
    h.click("Skills");
    h.send(dreadball_search("steady"));
    assert!(h.shows("Steady"));
    h.click("Giants");
    h.send(dreadball_search(""));
    assert!(!h.shows("Nothing matches the search."));
    h.send(dreadball_search("zzzz"));
    assert!(h.shows("Nothing matches the search."));
    assert!(reference::matches(
        "bête",
        &["Treeman", "Bête-arbre Avaréenne"]
    ));
    assert!(!reference::matches("orc", &["Human Guard", "Garde Humain"]));
}

fn dreadball_search(search: &str) -> Message {
    Message::Reference(game_reference::Message::DreadBall(
        reference::Message::SearchEdited(search.into()),
    ))
}

fn blood_bowl_data() -> &'static dugout::data::bloodbowl::Reference {
    dugout::data::bloodbowl::Reference::bundled().expect("the Blood Bowl data loads")
}

/// Every text of `texts` is on screen (each missing one is named).
fn shows_all<'a>(h: &Harness, texts: impl IntoIterator<Item = &'a str>) {
    let mut ui = h.ui();
    let missing: Vec<&str> = texts
        .into_iter()
        .filter(|text| ui.find(*text).is_err())
        .collect();
    assert!(missing.is_empty(), "not on screen: {missing:?}");
}

#[test]
fn the_reference_shows_blood_bowl_rosters_and_searching_narrows_them() {
    let mut h = demo();
    h.click("Reference");
    // A DreadBall league is open: the reference opens on DreadBall.
    assert_eq!(h.app.reference_screen().game, "dreadball");
    assert!(h.shows("Trontek 29ers"));
    h.click("Blood Bowl");
    let screen = h.app.reference_screen();
    assert_eq!(screen.game, "bloodbowl");
    assert_eq!(screen.bloodbowl.tab, bb_reference::Tab::Teams);
    let data = blood_bowl_data();
    assert_eq!(
        bb_reference::rosters(data, &screen.bloodbowl.search).len(),
        29
    );
    shows_all(&h, data.rosters.iter().map(|r| r.name_en.as_str()));
    assert!(!h.shows("Trontek 29ers"));
    // A roster's summary and a position's row, as the data gives them.
    assert!(h.shows("Human Lineman") && h.shows("50,000 gp") && h.shows("0–16"));
    assert!(h.shows("Old World Human Blitzer"));

    h.type_into("Search (Ctrl+F)", "blitzer");
    assert_eq!(h.app.reference_screen().bloodbowl.search, "blitzer");
    let with_blitzers: Vec<&str> = data
        .rosters
        .iter()
        .filter(|roster| {
            roster
                .position
                .iter()
                .any(|p| p.name_en.to_lowercase().contains("blitzer"))
        })
        .map(|roster| roster.id.as_str())
        .collect();
    assert_eq!(with_blitzers.len(), 15);
    let shown = bb_reference::rosters(data, "blitzer");
    let shown_ids: Vec<&str> = shown.iter().map(|entry| entry.roster.id.as_str()).collect();
    assert_eq!(shown_ids, with_blitzers);
    // Only the Blitzers of each team are listed.
    assert!(shown.iter().all(|entry| {
        entry
            .positions
            .iter()
            .all(|p| p.name_en.contains("Blitzer"))
    }));
    assert!(h.shows("Human") && h.shows("Skaven") && h.shows("Old World Human Blitzer"));
    assert!(!h.shows("Goblin") && !h.shows("Halfling") && !h.shows("Human Lineman"));
    // Teams are found by a special rule's name too, positions by a starting skill's.
    assert!(
        bb_reference::rosters(data, "badlands brawl")
            .iter()
            .any(|entry| entry.roster.id == "goblin")
    );
    let kroxigor = bb_reference::rosters(data, "loner");
    assert!(kroxigor.iter().any(|entry| entry.roster.id == "lizardmen"));
    assert!(
        kroxigor
            .iter()
            .all(|entry| entry.positions.len() < entry.roster.position.len())
    );
    // Escape clears the search of the game shown.
    key(
        &mut h,
        iced::keyboard::Key::Named(Named::Escape),
        iced::keyboard::Modifiers::empty(),
    );
    assert_eq!(h.app.reference_screen().bloodbowl.search, "");
    assert!(h.shows("Goblin"));
    h.type_into("Search (Ctrl+F)", "zzzz");
    assert!(h.shows("Nothing matches the search."));
    // DreadBall's screen kept its own state.
    h.click("DreadBall");
    assert!(h.shows("Trontek 29ers"));
}

#[test]
fn the_blood_bowl_skills_tab_lists_every_skill_in_both_languages() {
    let mut h = demo();
    h.click("Reference");
    h.click("Blood Bowl");
    h.click("Skills");
    assert_eq!(
        h.app.reference_screen().bloodbowl.tab,
        bb_reference::Tab::Skills
    );
    let data = blood_bowl_data();
    assert_eq!(data.skills.len(), 95);
    let groups = bb_reference::skill_groups(data, "");
    let order: Vec<bb_reference::SkillGroup> = groups.iter().map(|(group, _)| *group).collect();
    assert_eq!(order, bb_reference::SkillGroup::ALL);
    let listed: Vec<&str> = groups
        .iter()
        .flat_map(|(_, skills)| skills.iter().map(|skill| skill.id.as_str()))
        .collect();
    assert_eq!(listed.len(), data.skills.len());
    assert!(
        data.skills
            .iter()
            .all(|skill| listed.contains(&skill.id.as_str()))
    );
    let extraordinary = &groups[6].1;
    assert!(extraordinary.iter().any(|skill| skill.id == "my-ball"));
    assert!(!groups[5].1.iter().any(|skill| skill.id == "my-ball"));

    shows_all(&h, data.skills.iter().map(|s| s.name_en.as_str()));
    shows_all(&h, ["General (G)", "Mutations (M)", "Extraordinary traits"]);
    assert!(h.shows("Block") && !h.shows("Blocage"));
    h.click("Français");
    assert_eq!(h.app.lang(), Lang::Fr);
    assert_eq!(
        h.app.reference_screen().bloodbowl.tab,
        bb_reference::Tab::Skills
    );
    shows_all(&h, data.skills.iter().map(|s| s.name_fr.as_str()));
    shows_all(
        &h,
        ["Générales (G)", "Traits extraordinaires", "Compétences"],
    );
    assert!(h.shows("Blocage") && !h.shows("Block"));
    // Found by its French name.
    h.type_into("Chercher (Ctrl+F)", "blocage");
    assert!(h.shows("Blocage") && !h.shows("Esquive"));
}

#[test]
fn the_landing_reference_bloodbowl_opens_the_blood_bowl_reference() {
    let page = Page::parse("bloodbowl").expect("a game's reference");
    assert_eq!(
        page,
        Page {
            game: "bloodbowl",
            tab: None
        }
    );
    let land = |landing: Landing| {
        Harness::with(|dir| Options {
            landing,
            ..options(dir, "league.db", true, Vec::new())
        })
    };
    let h = land(Landing::ReferencePage(page));
    assert_eq!(h.app.screen(), Screen::Reference);
    assert_eq!(h.app.reference_screen().game, "bloodbowl");
    assert!(h.shows("Amazon") && h.shows("Team re-roll") && !h.shows("Trontek 29ers"));
    // On a tab.
    let skills = Page::parse("bloodbowl:skills").expect("a tab of it");
    let h = land(Landing::ReferencePage(skills));
    assert_eq!(
        h.app.reference_screen().bloodbowl.tab,
        bb_reference::Tab::Skills
    );
    assert!(h.shows("Block") && !h.shows("Amazon"));
    // `reference` alone: DreadBall's, as before.
    let h = land(Landing::Reference);
    assert_eq!(h.app.screen(), Screen::Reference);
    assert_eq!(h.app.reference_screen().game, "dreadball");
    assert!(h.shows("Trontek 29ers"));
    // A league format stands for its game; unknown games and tabs are refused.
    assert_eq!(
        Page::parse("dungeonbowl").map(|p| p.game),
        Some("bloodbowl")
    );
    assert_eq!(
        Page::parse("bloodbowl:rules").and_then(|p| p.tab),
        Some("rules")
    );
    assert_eq!(Page::parse("chess"), None);
    assert_eq!(Page::parse("bloodbowl:giants"), None);
}

#[test]
fn the_reference_opens_on_the_game_of_the_league_open() {
    let mut h = Harness::start(false);
    h.send(Message::Start(start::Message::GameChosen(
        start::GameChoice {
            id: "bloodbowl",
            lang: Lang::En,
        },
    )));
    h.type_into("League name", "Old World League");
    h.click("Create league");
    assert_eq!(h.app.screen(), Screen::League);
    h.click("Reference");
    assert_eq!(h.app.reference_screen().game, "bloodbowl");
    assert!(h.shows("Amazon"));
    // A game chosen on the screen holds while the same league is open.
    h.click("DreadBall");
    h.click("Old World League");
    h.click("Reference");
    assert_eq!(h.app.reference_screen().game, "dreadball");
    // Ctrl+F from elsewhere opens the reference too.
    h.click("Leagues");
    key(
        &mut h,
        iced::keyboard::Key::Character("f".into()),
        iced::keyboard::Modifiers::CTRL,
    );
    assert_eq!(h.app.screen(), Screen::Reference);
}

#[test]
fn theme_and_language_are_saved_and_read_back() {
    let mut h = demo();
    h.click("Settings");
    h.send(Message::Settings(settings::Message::ThemeChosen(
        ThemeChoice::Dark,
    )));
    let theme = h.app.theme().expect("a theme of Dugout's own");
    assert!(theme.extended_palette().is_dark);
    assert_eq!(
        theme.palette().background,
        dugout::gui::style::DARK.background
    );
    h.send(Message::Settings(settings::Message::LanguageChosen(
        Lang::Fr,
    )));
    let path = h.dir.path().join("config").join("settings.toml");
    let (saved, warning) = Prefs::load(&path);
    assert_eq!((saved.theme, saved.lang), (ThemeChoice::Dark, Lang::Fr));
    assert!(warning.is_none());
    assert_eq!(saved.recent, [h.dir.path().join("league.db")]);
    // The next start reads them.
    let (app, _) = App::boot(options(h.dir.path(), "league.db", false, Vec::new()));
    assert_eq!(app.lang(), Lang::Fr);
    assert!(
        app.theme()
            .is_some_and(|theme| theme.extended_palette().is_dark)
    );
}

/// "Follow the system", the default, draws the design system's own theme: its light one,
/// or its dark one when the desktop says it prefers dark (issue 32 item 3).
#[test]
fn following_the_system_draws_the_design_systems_light_or_dark_theme() {
    let mut h = demo();
    assert_eq!(h.app.prefs().theme, ThemeChoice::System, "the default");
    let light = h.app.theme().expect("always a theme of Dugout's own");
    assert_eq!(
        light.palette().background,
        dugout::gui::style::LIGHT.background
    );
    assert_eq!(light.palette().primary, dugout::gui::style::LIGHT.primary);
    h.send(Message::SystemTheme(iced::theme::Mode::Dark));
    let dark = h.app.theme().unwrap();
    assert_eq!(
        dark.palette().background,
        dugout::gui::style::DARK.background
    );
    assert!(dark.extended_palette().is_dark);
    // A theme chosen in the settings wins over the desktop's.
    h.send(Message::Settings(settings::Message::ThemeChosen(
        ThemeChoice::Light,
    )));
    assert_eq!(
        h.app.theme().unwrap().palette().background,
        dugout::gui::style::LIGHT.background
    );
}

#[test]
fn damaged_settings_give_the_defaults_and_say_so() {
    let h = Harness::with(|dir| {
        let path = dir.join("config").join("settings.toml");
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, "lang = 12\ntheme = [").unwrap();
        options(dir, "league.db", true, Vec::new())
    });
    assert_eq!(h.app.lang(), Lang::En);
    let notice = h.app.notice().unwrap();
    assert!(notice.contains("settings.toml"), "{notice}");
    assert!(notice.contains("(line 2)"), "{notice}");
    assert!(h.shows(notice));
}

/// Issue 45: a settings file that is a named pipe does not keep the window from
/// appearing: it starts at once with the defaults, saying why.
#[cfg(unix)]
#[test]
fn a_settings_file_that_is_a_pipe_is_ignored_and_said() {
    let h = Harness::with(|dir| {
        let path = dir.join("config").join("settings.toml");
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        let made = std::process::Command::new("mkfifo").arg(&path).status();
        assert!(made.is_ok_and(|s| s.success()));
        options(dir, "league.db", true, Vec::new())
    });
    let notice = h.app.notice().unwrap();
    assert!(notice.contains("not a regular file"), "{notice}");
    assert!(h.shows(notice));
}

/// Issue 45: a link planted at the settings' temporary name is not followed: saving is
/// refused in words and the file the link points to is unchanged.
#[cfg(unix)]
#[test]
fn saving_the_settings_never_follows_a_link() {
    let mut h = demo();
    let victim = h.dir.path().join("victim.txt");
    std::fs::write(&victim, "precious").unwrap();
    let config = h.dir.path().join("config");
    std::fs::create_dir_all(&config).unwrap();
    let temporary = config.join(format!(".settings.toml.{}.tmp", std::process::id()));
    std::os::unix::fs::symlink(&victim, &temporary).unwrap();
    h.click("Settings");
    h.send(Message::Settings(settings::Message::ThemeChosen(
        ThemeChoice::Dark,
    )));
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious");
    let notice = h.app.notice().expect("the failure is said");
    assert!(notice.contains("could not be saved"), "{notice}");
    assert!(!notice.contains("os error"), "{notice}");
}

#[test]
fn opening_another_file_from_the_dialog_and_the_recent_list() {
    let dir = tempfile::tempdir().unwrap();
    let other = dir.path().join("other.db");
    {
        let mut store = Store::open(&other).unwrap();
        coach::create_league(&mut store, "Other League", "dreadball").unwrap();
        coach::create_league(&mut store, "Second League", "dreadball").unwrap();
    }
    let mut h = Harness::with(|d| options(d, "league.db", true, vec![Some(other.clone()), None]));
    ctrl(&mut h, "o");
    assert_eq!(h.app.file().path(), other.as_path());
    assert_eq!(
        h.app.screen(),
        Screen::Start,
        "two leagues: the start screen lists them"
    );
    assert!(h.shows("Other League") && h.shows("Second League"));
    assert!(h.app.title().starts_with("other.db"), "{}", h.app.title());
    // A cancelled dialog changes nothing.
    ctrl(&mut h, "o");
    assert_eq!(h.app.file().path(), other.as_path());
    // The first file is in the recent list; choosing it opens it again.
    let first = h.dir.path().join("league.db");
    h.click(&first.display().to_string());
    assert_eq!(h.app.file().path(), first.as_path());
    assert_eq!(h.app.prefs().recent[0], first);
    assert_eq!(h.app.prefs().recent[1], other);
}

#[test]
fn a_file_that_is_not_a_league_shows_what_to_do_and_stays_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let notes = dir.path().join("notes.db");
    std::fs::write(&notes, "shopping list").unwrap();
    let h = Harness::with(|d| {
        let mut options = options(d, "league.db", false, Vec::new());
        options.path = notes.clone();
        options
    });
    let dugout::gui::db::FileState::Failed(_, failure) = h.app.file() else {
        panic!("the file should have been refused: {:?}", h.app.file());
    };
    assert!(failure.message.contains("not a Dugout league file"));
    assert!(h.shows("Choose another file, or create a new league file."));
    assert!(h.shows("Retry"));
    assert_eq!(std::fs::read_to_string(&notes).unwrap(), "shopping list");
}

#[test]
fn ctrl_n_goes_to_the_new_team_or_new_league_form() {
    let mut h = demo();
    open_demo_team(&mut h, "Trontek Titans");
    ctrl(&mut h, "n");
    assert_eq!(h.app.screen(), Screen::League);
    h.click("Leagues");
    ctrl(&mut h, "n");
    assert_eq!(h.app.screen(), Screen::Start);
    let _ = start::NEW_LEAGUE_INPUT;
}

#[test]
fn every_interface_text_exists_in_both_languages() {
    use dugout::gui::{Text, Words, Wz, tr};
    // The window's words, and the shared match-day wizard's (gui/tr/wizard.rs).
    fn both<T: Words + std::fmt::Debug>(text: &T) -> (String, &'static str, &'static str) {
        (
            format!("{text:?}"),
            tr(Lang::En, *text),
            tr(Lang::Fr, *text),
        )
    }
    let every = Text::ALL.iter().map(both).chain(Wz::ALL.iter().map(both));
    for (name, en, fr) in every {
        assert!(!en.trim().is_empty() && !fr.trim().is_empty(), "{name}");
        let placeholders = |said: &str| said.matches("{}").count();
        assert_eq!(placeholders(en), placeholders(fr), "{name} placeholders");
    }
    assert_eq!(dugout::gui::fill("{} — {}", &["a", "b"]), "a — b");
}

#[test]
fn a_team_screen_failure_offers_a_retry() {
    let mut h = demo();
    h.send(Message::League(league::Message::TeamChosen(TeamId(999))));
    let screen = h.app.games().team_screen().unwrap();
    let Loadable::Failed(failure) = &screen.data else {
        panic!("expected a failure, got {:?}", screen.data);
    };
    assert!(
        failure.message.contains("no team 999"),
        "{}",
        failure.message
    );
    assert!(!failure.message.contains("dugout "), "{}", failure.message);
    assert!(h.shows("Retry"));
}

#[test]
fn a_language_given_for_one_run_is_not_saved() {
    let h = Harness::with(|dir| {
        let mut options = options(dir, "league.db", true, Vec::new());
        options.lang = Some(Lang::Fr);
        options
    });
    assert_eq!(h.app.lang(), Lang::Fr);
    assert!(h.shows("Trésorerie"));
    let saved = Prefs::load(&h.dir.path().join("config").join("settings.toml")).0;
    assert_eq!(
        saved.lang,
        Lang::En,
        "the saved language stays the user's own"
    );
    assert_eq!(
        saved.recent.len(),
        1,
        "the settings file was written all the same"
    );
}

// ----- the Mechanite workshop and the Mutant lab -----

fn builder_screen(h: &Harness) -> &builder::BuilderScreen {
    h.app.games().builder_screen().expect("the builder is open")
}

fn pick(h: &mut Harness, pick: builder::Pick) {
    h.send(Message::from(builder::Message::Picked(pick)));
}

#[test]
fn the_mechanite_workshop_prices_live_and_adds_the_robot() {
    let mut h = demo();
    open_demo_team(&mut h, "Ro-Tek Rivets");
    let before = h.team().view.team.clone();
    h.click("Design a Mechanite…");
    assert_eq!(h.app.screen(), Screen::Builder);
    assert!(h.shows("Mechanite workshop — Ro-Tek Rivets"));
    // Jack 2 + Monowheel 4 + Body B 3 + Quad-Cams 4, then Hand and Claw add nothing.
    h.click("Monowheel 4mc");
    h.click("Body B 3mc");
    h.click("Quad-Cams 4mc");
    pick(&mut h, builder::Pick::Arm(1, "claw".into()));
    assert!(h.shows("Jack — 13mc"));
    assert!(h.shows("adds nothing: Skill 4+ (already Skill 4+ from Quad-Cams)"));
    h.type_into("Player name (optional)", "Clank");
    h.click("Add to the team — 13mc, 16mc left");
    assert!(h.shows("Added #5 Clank for 13mc."));
    assert_eq!(builder_screen(&h).team.treasury_mc, before.treasury_mc - 13);
    // Back on the team screen, the robot is there with its parts.
    key(
        &mut h,
        iced::keyboard::Key::Named(Named::Escape),
        Default::default(),
    );
    assert_eq!(h.app.screen(), Screen::Team);
    assert!(has_player(&h, "Clank", 5));
    assert_eq!(
        h.team().view.team_value_mc,
        h.team()
            .view
            .team
            .players
            .iter()
            .map(|p| p.cost_mc)
            .sum::<u32>()
    );
}

#[test]
fn an_illegal_robot_cannot_be_added_and_says_why() {
    let mut h = demo();
    open_demo_team(&mut h, "Ro-Tek Rivets");
    h.click("Design a Mechanite…");
    for side in 0..2 {
        pick(&mut h, builder::Pick::Arm(side, "air-cannon".into()));
    }
    assert!(h.shows("refused: a Jack robot needs at least one arm marked *: Hand, Magnetic Launcher, Claw, Glove"));
    let players = h.team().view.team.players.len();
    h.click("Add to the team — —");
    assert!(builder_screen(&h).built.is_none());
    // A Guard takes the same arms: the robot is legal again.
    // Guard 4 + Quad 4 + Body A 2 + Crane Head 5 + Air Cannon 2 + Air Cannon 0 = 17mc.
    h.click("Guard 4mc");
    assert!(h.shows("Guard — 17mc"));
    assert_eq!(h.team().view.team.players.len(), players);
}

#[test]
fn the_mutant_lab_saves_and_reuses_a_template() {
    let mut h = demo();
    open_demo_team(&mut h, "Kovoss Kreations");
    h.click("Design a Mutant…");
    assert!(h.shows("Mutant lab — Kovoss Kreations"));
    h.click("Yndij 5mc");
    h.click(
        "Ailes de Kraaw 2mc"
            .replace("Ailes de Kraaw", "Kraaw Wings")
            .as_str(),
    );
    assert!(h.shows("Jack — 14mc"));
    h.type_into("Template name", "Flyer");
    h.click("Save");
    assert!(h.shows("Flyer — 14mc"));
    // Another position starts again; the template brings the design back.
    h.click("Guard 11mc");
    assert!(h.shows("Guard — 11mc"));
    h.click("Use");
    assert!(h.shows("Jack — 14mc"));
    let saved = coach::dreadball::templates(&mut h.store(), &Context::new(Lang::En)).unwrap();
    assert_eq!(saved.len(), 1);
    // Twelve mc are left: a 14mc Mutant is refused before it reaches the store.
    assert!(
        h.shows("this costs 14mc but the treasury holds 12mc; the treasury may never go below 0")
    );
    h.click("Delete");
    assert!(h.shows("No saved design of this kind yet."));
}

#[test]
fn a_built_player_can_be_built_again_from_the_team_screen() {
    let mut h = demo();
    open_demo_team(&mut h, "Ro-Tek Rivets");
    let sprocket = h
        .team()
        .view
        .team
        .players
        .iter()
        .find(|p| p.name == "Sprocket")
        .unwrap()
        .id;
    h.send(Message::from(team::Message::PlayerSelected(sprocket)));
    assert!(h.shows("Built from: Jack, Monowheel, Body B, Quad-Cams, Hand, Claw"));
    h.click("Build another like this");
    assert_eq!(h.app.screen(), Screen::Builder);
    assert!(h.shows("Jack — 13mc"));
    h.click("Add to the team — 13mc, 16mc left");
    h.click("Team");
    assert_eq!(h.team().view.team.players.len(), 5);
}

// ----- league play: seasons, results, standings, playoffs, audit, history -----

fn open_demo_season(h: &mut Harness) {
    h.click("2026");
    assert_eq!(h.app.screen(), Screen::Season);
}

fn season_data(h: &Harness) -> &season::SeasonData {
    h.app
        .season_screen()
        .and_then(|screen| screen.data.loaded())
        .expect("the season screen has its data")
}

fn fixture(h: &Harness, home: &str, away: &str) -> coach::FixtureLine {
    season_data(h)
        .fixtures
        .iter()
        .find(|line| line.home == home && line.away == away)
        .cloned()
        .unwrap_or_else(|| panic!("no fixture {home} v {away}"))
}

fn standing(h: &Harness, team: &str) -> coach::StandingLine {
    season_data(h)
        .tables
        .iter()
        .flat_map(|table| &table.rows)
        .find(|line| line.team == team)
        .cloned()
        .unwrap_or_else(|| panic!("{team} is not in the standings"))
}

fn league_log(h: &Harness) -> Vec<dugout::store::AuditRecord> {
    let filter = AuditFilter {
        league: Some(LeagueId(1)),
        ..AuditFilter::default()
    };
    coach::audit_log(&mut h.store(), &filter).unwrap()
}

#[test]
fn the_season_opens_from_the_league_screen_on_its_standings() {
    let mut h = demo();
    assert!(h.shows("Seasons"));
    assert!(h.shows("Audit log") && h.shows("Graveyard"));
    open_demo_season(&mut h);
    assert!(
        h.shows("Season 2026"),
        "the navigation and the heading name it"
    );
    assert_eq!(h.app.season_screen().unwrap().tab, season::Tab::Standings);
    assert_eq!(standing(&h, "Ro-Tek Rivets").position, 1);
    // What separated level teams, and where the points come from.
    assert!(h.shows("Ro-Tek Rivets above Trontek Titans on head-to-head"));
    assert!(h.shows(
        "Points: landslide win 3, win 2, draw 1, loss 0 (Dugout's defaults, not quoted rules)."
    ));
    assert!(h.shows(
        "Level teams are separated by points, then head-to-head, then strike difference, then strikes scored, then wins, then the coin flip."
    ));
    h.click("Teams");
    assert!(h.shows("Kovoss Kreations"));
    h.click("Fixtures");
    assert!(h.shows("Round 5"));
    assert_eq!(season_data(&h).fixtures.len(), 15);
    // The league is one click away, read again.
    h.click("League");
    assert_eq!(h.app.screen(), Screen::League);
}

#[test]
fn entering_a_result_through_the_form_changes_the_standings() {
    let mut h = demo();
    open_demo_season(&mut h);
    let before = standing(&h, "Greenmoon Grinders");
    h.click("Fixtures");
    // The first match still to play is Greenmoon Grinders v Ro-Tek Rivets (round 4).
    h.click("Enter result");
    let form = h.app.season_screen().unwrap().result.clone().unwrap();
    let line = fixture(&h, "Greenmoon Grinders", "Ro-Tek Rivets");
    assert_eq!(form.fixture, line.id);
    h.type_into("Home", "3");
    h.type_into("Away", "1");
    h.click("Save");
    assert!(h.shows("Saved: Greenmoon Grinders 3–1 Ro-Tek Rivets."));
    let after = standing(&h, "Greenmoon Grinders");
    assert_eq!(after.played, before.played + 1);
    assert_eq!(after.points, before.points + 2, "a win is worth 2 points");
    assert_eq!(standing(&h, "Ro-Tek Rivets").lost, 1);
    let stored = coach::fixture_line(&mut h.store(), line.id).unwrap();
    assert_eq!((stored.home_score, stored.away_score), (Some(3), Some(1)));
    // Editing keeps the date and gives the form the score to change.
    h.send(Message::Season(season::Message::EditResultPressed(line.id)));
    let form = h.app.season_screen().unwrap().result.clone().unwrap();
    assert_eq!((form.home.as_str(), form.away.as_str()), ("3", "1"));
    h.send(Message::Season(season::Message::AwayScoreEdited(
        "3".into(),
    )));
    h.click("Save");
    assert_eq!(standing(&h, "Greenmoon Grinders").drawn, before.drawn + 1);
}

#[test]
fn a_refused_result_shows_the_rule_and_writes_nothing() {
    let mut h = demo();
    open_demo_season(&mut h);
    h.click("Fixtures");
    let line = fixture(&h, "Greenmoon Grinders", "Ro-Tek Rivets");
    let logged = league_log(&h).len();
    h.click("Enter result");
    h.type_into("Home", "9");
    h.type_into("Away", "1");
    h.click("Save");
    let screen = h.app.season_screen().unwrap();
    let refusal = screen
        .refusal_for(season::Control::Result(line.id))
        .unwrap()
        .to_string();
    assert!(
        refusal.contains("a lead of 8 strike points ends the match by landslide"),
        "{refusal}"
    );
    assert!(h.shows(&refusal), "the rule is shown next to the form");
    assert!(
        screen.result.is_some(),
        "the form stays open to fix the score"
    );
    assert!(
        !coach::fixture_line(&mut h.store(), line.id)
            .unwrap()
            .is_played()
    );
    assert_eq!(
        league_log(&h).len(),
        logged,
        "a refused result leaves no trace"
    );
    // A score that is not a number is said before anything is sent.
    h.send(Message::Season(season::Message::AwayScoreEdited(
        "one".into(),
    )));
    h.click("Save");
    assert!(h.shows("A score is a whole number, e.g. 4."));
    // Ticking the landslide makes the same score legal.
    h.send(Message::Season(season::Message::AwayScoreEdited(
        "1".into(),
    )));
    h.click("Landslide");
    h.click("Save");
    let stored = coach::fixture_line(&mut h.store(), line.id).unwrap();
    assert!(stored.is_played() && stored.landslide);
    assert_eq!(standing(&h, "Greenmoon Grinders").bonus_wins, 2);
}

#[test]
fn a_reset_shows_what_it_will_undo_then_returns_the_match_to_unplayed() {
    let mut h = demo();
    open_demo_season(&mut h);
    h.click("Fixtures");
    // Round 2: a Greenmoon Grinders player died in this match.
    let line = fixture(&h, "Kalimarin Deep Ones", "Greenmoon Grinders");
    // Both teams played since: the box says so and Reset stays off.
    h.send(Message::Season(season::Message::ResetPressed(line.id)));
    assert!(h.shows("Resetting returns this match to unplayed and undoes:"));
    let blocked = h
        .app
        .season_screen()
        .unwrap()
        .reset
        .as_ref()
        .unwrap()
        .blocked
        .clone();
    let said = dugout::Error::from(blocked.expect("the reset is off"))
        .text(dugout::error::Surface::Window, Lang::En);
    assert!(
        said.starts_with("this match cannot be reset while"),
        "{said}"
    );
    assert!(h.shows(&said), "the box says why: {said}");
    h.click("Reset the result");
    assert!(
        coach::fixture_line(&mut h.store(), line.id)
            .unwrap()
            .is_played(),
        "a reset over later matches is refused"
    );
    h.click("Cancel");
    // Their later matches reset first (latest first), the box offers the reset.
    let mut later: Vec<coach::FixtureLine> = season_data(&h)
        .fixtures
        .iter()
        .filter(|f| f.is_played() && f.round > line.round)
        .filter(|f| {
            [&f.home, &f.away]
                .iter()
                .any(|t| *t == "Kalimarin Deep Ones" || *t == "Greenmoon Grinders")
        })
        .cloned()
        .collect();
    later.sort_by_key(|f| std::cmp::Reverse(f.round));
    for match_ in &later {
        coach::reset_result(&mut h.store(), match_.id).unwrap();
    }
    h.send(Message::Season(season::Message::ResetPressed(line.id)));
    let plan = h.app.season_screen().unwrap().reset.clone().unwrap();
    assert!(plan.blocked.is_none(), "{:?}", plan.blocked);
    assert!(h.shows("the result 6–4"));
    assert!(h.shows("the deaths: Goblin Jack 8 back on the roster"));
    assert!(
        coach::fixture_line(&mut h.store(), line.id)
            .unwrap()
            .is_played(),
        "nothing is undone before the confirmation"
    );
    h.click("Reset the result");
    assert!(h.shows("Kalimarin Deep Ones v Greenmoon Grinders is to be played again."));
    assert!(h.app.season_screen().unwrap().reset.is_none());
    assert!(
        !coach::fixture_line(&mut h.store(), line.id)
            .unwrap()
            .is_played()
    );
    // Round 1 stands; rounds 2 and 3 were reset.
    assert_eq!(standing(&h, "Kalimarin Deep Ones").played, 1);
    let context = Context::new(Lang::En);
    let grinders = coach::dreadball::show_team(&mut h.store(), &context, TeamId(2)).unwrap();
    assert!(
        grinders
            .team
            .players
            .iter()
            .any(|p| p.name == "Goblin Jack 8"),
        "the dead player is back on the roster"
    );
    // Cancelling a reset changes nothing.
    let other = fixture(&h, "Ro-Tek Rivets", "Trontek Titans");
    h.send(Message::Season(season::Message::ResetPressed(other.id)));
    h.click("Cancel");
    assert!(h.app.season_screen().unwrap().reset.is_none());
    assert!(
        coach::fixture_line(&mut h.store(), other.id)
            .unwrap()
            .is_played()
    );
}

#[test]
fn the_audit_screen_lists_results_and_resets_newest_first() {
    let mut h = demo();
    open_demo_season(&mut h);
    h.click("Fixtures");
    h.click("Enter result");
    h.type_into("Home", "2");
    h.type_into("Away", "2");
    h.click("Save");
    // The match just recorded is its teams' newest: it resets.
    let first = fixture(&h, "Greenmoon Grinders", "Ro-Tek Rivets");
    h.send(Message::Season(season::Message::ResetPressed(first.id)));
    h.click("Reset the result");
    h.click("League");
    h.click("Audit log");
    assert_eq!(h.app.screen(), Screen::Audit);
    let records = |h: &Harness| {
        h.app
            .audit_screen()
            .and_then(|screen| screen.data.loaded())
            .unwrap()
            .records
            .clone()
    };
    let log = records(&h);
    assert_eq!(
        log[0].summary,
        "Reset Greenmoon Grinders v Ro-Tek Rivets 2–2"
    );
    assert_eq!(
        log[1].summary,
        "Recorded Greenmoon Grinders v Ro-Tek Rivets 2–2"
    );
    assert!(h.shows("Reset Greenmoon Grinders v Ro-Tek Rivets 2–2"));
    assert!(h.shows("result reset") && h.shows("result recorded"));
    assert!(h.shows("Result: 2–2 → (none)"));
    assert!(h.shows("Result: (none) → 2–2"));
    // Narrowed to resets, then to a team (its matches included).
    h.send(Message::Audit(audit::Message::ActionPicked(
        audit::ActionFilter {
            prefix: "match.reset",
            label: "",
        },
    )));
    assert_eq!(records(&h).len(), 1);
    h.send(Message::Audit(audit::Message::ActionPicked(
        audit::ActionFilter {
            prefix: "match",
            label: "",
        },
    )));
    h.send(Message::Audit(audit::Message::TeamPicked(
        audit::TeamFilter {
            id: Some(first.home_id),
            label: String::new(),
        },
    )));
    let grinders: Vec<String> = records(&h).into_iter().map(|r| r.summary).collect();
    assert!(grinders.contains(&"Reset Greenmoon Grinders v Ro-Tek Rivets 2–2".to_string()));
    assert!(
        !grinders
            .iter()
            .any(|s| s.contains("Ro-Tek Rivets v Trontek Titans"))
    );
    assert!(
        grinders.iter().all(|s| s.contains("Greenmoon Grinders")),
        "{grinders:?}"
    );
}

#[test]
fn the_history_page_shows_a_teams_record_and_a_players_career() {
    let mut h = demo();
    open_demo_team(&mut h, "Trontek Titans");
    h.click("History");
    assert_eq!(h.app.screen(), Screen::History);
    assert!(h.shows("History of Trontek Titans"));
    assert!(h.shows("Played 3 · won 2 · drawn 0 · lost 1 · strikes 13 scored, 6 conceded"));
    assert!(h.shows("Kovoss Kreations"), "an opponent");
    // A player's career, then back to the team, then back to the team screen.
    h.click("Human Jack 3");
    assert!(matches!(
        h.app.history_screen().unwrap().page(),
        Some(history::Page::Player(_))
    ));
    assert!(h.shows("#3 Human Jack 3 — Trontek Titans"));
    h.click("Back");
    assert!(h.shows("History of Trontek Titans"));
    h.click("Back");
    assert_eq!(h.app.screen(), Screen::Team);
}

#[test]
fn the_graveyard_lists_the_dead_and_their_team_history_says_when_they_died() {
    let mut h = demo();
    h.click("Graveyard");
    assert!(h.shows("Graveyard — Demo League"));
    assert!(h.shows("Goblin Jack 8"));
    h.click("Greenmoon Grinders");
    assert!(h.shows("History of Greenmoon Grinders"));
    let died = format!("died on {} (match 5)", dugout::store::today());
    assert!(h.shows(&died), "{died}");
    h.click("Back");
    h.click("Back");
    assert_eq!(h.app.screen(), Screen::League);
}

fn pick_override(h: &mut Harness, field: commissioner::Field) {
    h.send(Message::from(team::Message::Commissioner(
        commissioner::Message::FieldPicked(commissioner::FieldChoice { field, label: "" }),
    )));
}

#[test]
fn an_override_needs_a_reason_and_then_shows_before_and_after() {
    let mut h = demo();
    open_demo_team(&mut h, "Trontek Titans");
    let treasury = h.team().view.team.treasury_mc;
    pick_override(
        &mut h,
        commissioner::Field::Team(coach::dreadball::TeamField::Treasury),
    );
    // The form is low in the side panel: its messages are sent as a click would.
    let commissioner = |message| Message::from(team::Message::Commissioner(message));
    let team_form = commissioner::Target::Team;
    h.send(commissioner(commissioner::Message::ValueEdited(
        team_form,
        "50".into(),
    )));
    h.send(commissioner(commissioner::Message::SetPressed(team_form)));
    let refusal = "An override needs a reason: say why the rules are set aside.";
    assert_eq!(
        h.app
            .games()
            .team_screen()
            .unwrap()
            .commissioner
            .team
            .refusal
            .as_deref(),
        Some(refusal)
    );
    assert!(h.shows(refusal), "the refusal is in the panel");
    assert_eq!(h.team().view.team.treasury_mc, treasury);
    assert!(
        !league_log(&h)
            .iter()
            .any(|r| r.action.starts_with("override")),
        "a refused override leaves no trace"
    );
    h.send(commissioner(commissioner::Message::ReasonEdited(
        team_form,
        "Sponsor prize".into(),
    )));
    h.send(commissioner(commissioner::Message::SetPressed(team_form)));
    assert_eq!(h.team().view.team.treasury_mc, 50);
    assert_eq!(
        h.app
            .games()
            .team_screen()
            .unwrap()
            .commissioner
            .team
            .done
            .as_deref(),
        Some(format!("Treasury: {treasury} → 50").as_str())
    );
    let log = league_log(&h);
    assert_eq!(log[0].action, "override.team");
    assert_eq!(log[0].reason.as_deref(), Some("Sponsor prize"));
    // A player's field, through the selected player's form.
    h.click("Human Jack 3");
    pick_override(
        &mut h,
        commissioner::Field::Player(coach::dreadball::PlayerField::Strength),
    );
    let player_form = commissioner::Target::Player;
    h.send(commissioner(commissioner::Message::ValueEdited(
        player_form,
        "9".into(),
    )));
    h.send(commissioner(commissioner::Message::ReasonEdited(
        player_form,
        "Typo".into(),
    )));
    h.send(commissioner(commissioner::Message::SetPressed(player_form)));
    let form = &h.app.games().team_screen().unwrap().commissioner.player;
    assert!(
        form.refusal
            .as_deref()
            .unwrap()
            .contains("strength must be from 1 to 6"),
        "{:?}",
        form.refusal
    );
    assert!(h.shows(form.refusal.as_deref().unwrap()));
}

/// A new season may start with every team of the league at once (issue 32 item 6).
#[test]
fn a_new_season_may_take_every_team_of_the_league() {
    let mut h = demo();
    let league_teams = h
        .app
        .league_screen()
        .and_then(|screen| screen.data.loaded())
        .map(|data| data.teams.len())
        .unwrap();
    h.type_into("Season name, e.g. 2027", "Open 2027");
    let every = h
        .app
        .league_screen()
        .unwrap()
        .season_choices(Lang::Fr)
        .into_iter()
        .find(|choice| choice.start == coach::SeasonStart::EveryTeam)
        .unwrap();
    assert_eq!(every.label, "avec toutes les équipes de la ligue");
    h.send(Message::League(league::Message::SeasonFromPicked(every)));
    h.click("New season");
    assert_eq!(h.app.screen(), Screen::Season);
    assert_eq!(season_data(&h).view.teams.len(), league_teams);
    assert!(league_teams > 1);
}

/// A new season named `name`, with the teams of the demo's 2026, made on the league
/// screen.
fn new_season_like_2026(h: &mut Harness, name: &str) {
    h.type_into("Season name, e.g. 2027", name);
    let from = h
        .app
        .league_screen()
        .unwrap()
        .season_choices(Lang::En)
        .into_iter()
        .find(|choice| matches!(choice.start, coach::SeasonStart::SameAs(_)))
        .unwrap();
    assert_eq!(from.label, "same teams as 2026");
    h.send(Message::League(league::Message::SeasonFromPicked(from)));
    h.click("New season");
}

#[test]
fn a_new_season_takes_the_teams_of_an_earlier_one_and_gets_fixtures() {
    let mut h = demo();
    new_season_like_2026(&mut h, "2027");
    assert_eq!(h.app.screen(), Screen::Season);
    assert!(h.shows("Season 2027"));
    assert_eq!(season_data(&h).view.teams.len(), 6);
    h.click("Fixtures");
    assert!(h.shows(dugout::gui::tr(Lang::En, dugout::gui::Text::NoFixtures)));
    h.click("Home and away");
    h.type_into("YYYY-MM-DD", "2027-03-01");
    h.type_into("7", "14");
    h.click("Generate");
    assert!(h.shows("30 matches scheduled."));
    let lines = &season_data(&h).fixtures;
    assert_eq!(lines.len(), 30);
    assert_eq!(lines[0].date, chrono::NaiveDate::from_ymd_opt(2027, 3, 1));
    assert_eq!(
        lines.last().unwrap().date,
        chrono::NaiveDate::from_ymd_opt(2027, 3, 1 + 14 * 9)
            .or(chrono::NaiveDate::from_ymd_opt(2027, 7, 5))
    );
    // A bad date is said before anything is sent; a duplicate name by the store.
    h.click("League");
    h.type_into("Season name, e.g. 2027", "2026");
    h.click("New season");
    let refusal = h
        .app
        .league_screen()
        .unwrap()
        .season_refusal
        .clone()
        .unwrap();
    assert!(refusal.contains("already has a season called"), "{refusal}");
}

#[test]
fn teams_are_entered_in_divisions_and_the_season_closes() {
    let mut h = demo();
    h.type_into("Season name, e.g. 2027", "Cup");
    h.click("New season");
    assert_eq!(h.app.season_screen().unwrap().tab, season::Tab::Teams);
    for (team, division) in [(1, "North"), (2, "North"), (3, "South")] {
        let choice = season::TeamChoice {
            id: TeamId(team),
            name: String::new(),
        };
        h.send(Message::Season(season::Message::AddTeamPicked(choice)));
        h.send(Message::Season(season::Message::DivisionEdited(
            division.into(),
        )));
        h.click("Enter the team");
    }
    assert!(h.shows("Division North") && h.shows("Division South"));
    assert_eq!(season_data(&h).view.divisions.len(), 2);
    // A division of one team can't have a round robin: the store says so.
    h.click("Fixtures");
    h.click("Generate");
    let refusal = h
        .app
        .season_screen()
        .unwrap()
        .refusal_for(season::Control::Generate)
        .unwrap()
        .to_string();
    assert!(
        refusal.contains("a round robin needs at least 2"),
        "{refusal}"
    );
    h.click("Teams");
    h.send(Message::Season(season::Message::RemoveTeamPressed(TeamId(
        3,
    ))));
    assert_eq!(season_data(&h).view.teams.len(), 2);
    h.click("Close the season");
    assert!(season_data(&h).view.is_closed());
    assert!(h.shows("Reopen the season"));
    assert!(
        !h.shows("Enter the team"),
        "a closed season takes no change"
    );
}

#[test]
fn a_playoff_bracket_is_drawn_and_crowns_its_champion() {
    let mut h = demo();
    open_demo_season(&mut h);
    h.click("Playoffs");
    assert!(h.shows("No playoff in this season yet."));
    h.type_into("4", "2");
    h.click("Start the playoff");
    assert!(h.shows("The playoff Playoffs has started."));
    assert!(h.shows("Playoffs — best of 1"));
    assert!(h.shows("(1) Ro-Tek Rivets") && h.shows("(2) Trontek Titans"));
    assert!(h.shows("No champion yet."));
    // The final is a fixture like the others; a draw is refused there.
    let game = season_data(&h)
        .fixtures
        .iter()
        .find(|line| line.playoff)
        .unwrap()
        .id;
    h.send(Message::Season(season::Message::EnterResultPressed(game)));
    for (home, away) in [("3", "3"), ("5", "3")] {
        h.send(Message::Season(season::Message::HomeScoreEdited(
            home.into(),
        )));
        h.send(Message::Season(season::Message::AwayScoreEdited(
            away.into(),
        )));
        h.send(Message::Season(season::Message::SaveResultPressed));
    }
    assert!(
        h.app
            .season_screen()
            .unwrap()
            .refusal_for(season::Control::Result(game))
            .is_none()
    );
    h.click("Playoffs");
    assert!(h.shows("Champion: Ro-Tek Rivets"));
    let _ = FixtureId(0);
}

#[test]
fn the_new_screens_read_again_in_french() {
    let mut h = demo();
    open_demo_season(&mut h);
    h.click("Français");
    assert!(h.shows("Saison 2026"));
    assert!(h.shows("Classement"));
    assert!(h.shows("Ro-Tek Rivets devant Trontek Titans au départage : confrontations directes"));
    assert!(h.shows(
        "Points : victoire écrasante 3, victoire 2, nul 1, défaite 0 (valeurs par défaut de Dugout, pas des règles citées)."
    ));
}

fn rules(h: &mut Harness, message: dugout::gui::screen::table_rules::Message) {
    h.send(Message::League(league::Message::Rules(message)));
}

#[test]
fn the_table_rules_are_edited_on_the_league_screen() {
    use dugout::gui::screen::table_rules::{Message as Rules, Result4};
    let mut h = demo();
    assert!(h.shows("Points per result: 3/2/1/0 (default)"));
    h.click("Change…");
    // A win worth more than a landslide is refused with the rule, and nothing is saved.
    rules(&mut h, Rules::PointsEdited(Result4::Win, "4".into()));
    h.click("Save the table rules");
    let screen = h.app.league_screen().unwrap();
    let refusal = screen
        .rules
        .as_ref()
        .and_then(|form| form.refusal.clone())
        .unwrap();
    assert!(refusal.contains("landslide win 3 ≥ win 4"), "{refusal}");
    assert!(h.shows(&refusal), "the refusal is shown under the form");
    rules(&mut h, Rules::PointsEdited(Result4::Win, "3".into()));
    rules(
        &mut h,
        Rules::PointsEdited(Result4::LandslideWin, "4".into()),
    );
    // Strike difference (third) moves above head-to-head (second).
    rules(&mut h, Rules::MovedUp(2));
    h.click("Save the table rules");
    let store = h.store();
    let mut store = store;
    let league = coach::league(&mut store, LeagueId(1)).unwrap();
    assert_eq!(
        (league.play.points.landslide_win, league.play.points.win),
        (4, 3)
    );
    assert_eq!(
        &league.play.tie_breakers[..3],
        &[
            dugout::league::TieBreaker::Points,
            dugout::league::TieBreaker::ScoreDifference,
            dugout::league::TieBreaker::HeadToHead
        ]
    );
    assert!(h.shows("Points per result: 4/3/1/0 (league setting)"));
    let log = coach::audit_log(
        &mut store,
        &AuditFilter {
            action: Some("league.settings".into()),
            ..AuditFilter::default()
        },
    )
    .unwrap();
    assert_eq!(log.len(), 1, "one save, one audit row");
}

// ----- the match-day wizard -----

fn open_match_day(h: &mut Harness, home: &str, away: &str) -> FixtureId {
    open_demo_season(h);
    let line = fixture(h, home, away);
    h.send(Message::Season(season::Message::MatchDayPressed(line.id)));
    assert_eq!(h.app.screen(), Screen::MatchDay);
    line.id
}

fn day(h: &Harness) -> &match_day::DayData {
    h.app
        .games()
        .match_day_screen()
        .and_then(|screen| screen.data.loaded())
        .expect("the match-day screen has its data")
}

#[test]
fn the_match_day_wizard_hires_rolls_and_shows_why_others_are_refused() {
    let mut h = Harness::start(true);
    let id = open_match_day(&mut h, "Greenmoon Grinders", "Ro-Tek Rivets");
    assert!(h.shows("Outsider: Ro-Tek Rivets, with a bonus of 20mc"));
    let away = day(&h).day.away.team_id;
    h.send(Message::from(match_day::Message::HirePressed(
        away,
        "galdo".to_string(),
    )));
    let items = &day(&h).day.away.items;
    assert_eq!(items.len(), 1);
    assert_eq!(items[0].label, "Galdo");
    assert!(h.shows("Galdo (6mc + 0mc) #5 Galdo"));
    // Those who won't play say why.
    h.send(Message::from(match_day::Message::ToggleRefused));
    assert!(h.shows("Slippery Joe does not play for Mechanites; plays for: Orx and Goblins only"));
    // 14mc left: one roll, shown with its die.
    h.send(Message::from(match_day::Message::TablePicked(1, 2)));
    h.send(Message::from(match_day::Message::RollPressed(1)));
    let roll = day(&h).day.away.items[1].clone();
    assert_eq!(roll.what, "2");
    let die = roll.die.expect("a die");
    assert!((1..=6).contains(&die));
    assert_eq!(day(&h).day.away.rolls_left, 0);
    let players: Vec<String> = roll
        .players
        .iter()
        .map(|p| format!("#{} {}", p.number, p.name))
        .collect();
    let shown = if roll.is_pending() {
        format!("Table 2: rolled {die}, choose:")
    } else {
        format!("Table 2: rolled {die} → {}", players.join(", "))
    };
    assert!(h.shows(&shown), "{shown}");
    let mut store = h.store();
    let context = Context::new(Lang::En);
    let stored = coach::dreadball::prematch(&mut store, &context, id).unwrap();
    assert_eq!(stored.away.items.len(), 2);
}

#[test]
fn a_refused_match_day_step_shows_its_reason_and_changes_nothing() {
    let mut h = Harness::start(true);
    let id = open_match_day(&mut h, "Greenmoon Grinders", "Ro-Tek Rivets");
    let mut store = h.store();
    let context = Context::new(Lang::En);
    let before = coach::dreadball::prematch(&mut store, &context, id).unwrap();
    // The Grinders have no money for a hack.
    h.send(Message::from(match_day::Message::HackPicked(
        0,
        "A".to_string(),
    )));
    h.send(Message::from(match_day::Message::HackPressed(0)));
    let screen = h.app.games().match_day_screen().unwrap();
    let reason = screen.flow.refusal.clone().expect("a reason");
    assert!(reason.contains("the treasury holds 0mc"), "{reason}");
    assert!(h.shows(&reason));
    assert_eq!(
        coach::dreadball::prematch(&mut store, &context, id).unwrap(),
        before
    );
}

#[test]
fn the_match_day_wizard_reviews_then_records_the_post_match() {
    let mut h = Harness::start(true);
    let id = open_match_day(&mut h, "Greenmoon Grinders", "Ro-Tek Rivets");
    h.send(Message::from(match_day::Message::StepChosen(
        match_day::Step::Result,
    )));
    h.send(Message::from(match_day::Message::HomeScoreEdited(
        "3".into(),
    )));
    h.send(Message::from(match_day::Message::AwayScoreEdited(
        "1".into(),
    )));
    h.send(Message::from(match_day::Message::StepChosen(
        match_day::Step::Post,
    )));
    // A Jack or a Striker: only they score strikes (seed 000).
    let scorer = day(&h).players[0]
        .iter()
        .find(|p| {
            use dugout::data::dreadball::Position;
            matches!(p.position, Position::Jack | Position::Striker)
        })
        .unwrap()
        .id;
    for _ in 0..2 {
        h.send(Message::from(match_day::Message::CountChanged(
            scorer,
            match_day::Count::Strikes,
            1,
        )));
    }
    h.send(Message::from(match_day::Message::ManOfTheMatchPicked(
        0, scorer,
    )));
    h.send(Message::from(match_day::Message::StepChosen(
        match_day::Step::Review,
    )));
    let plan = h
        .app
        .games()
        .match_day_screen()
        .unwrap()
        .plan
        .clone()
        .expect("a preview");
    assert_eq!(plan.teams.len(), 2);
    // The shared wizard: its step bar, its styled review (tables under a titled
    // panel), the step opened at its top.
    let screen = h.app.games().match_day_screen().unwrap();
    assert_eq!(
        screen.flow.scrolled(),
        Some(dugout::gui::wizard::Scroll::Top)
    );
    for shown in [
        "1. Before the match",
        "4. Review",
        "The post-match as it will be recorded",
        "Earnings",
        "Treasury after",
    ] {
        assert!(h.shows(shown), "{shown}");
    }
    assert!(h.shows("League settings used — Dugout's defaults, not rulebook numbers:"));
    assert!(h.shows("  man of the match +1 experience (default)"));
    h.click("Record the match day");
    let screen = h.app.games().match_day_screen().unwrap();
    assert!(screen.recorded);
    assert_eq!(
        screen.plan.as_ref().unwrap(),
        &plan,
        "recorded with the previewed dice"
    );
    assert!(day(&h).day.post_match_done);
    let mut store = h.store();
    let shown = coach::match_events(&mut store, id).unwrap();
    assert!(shown.iter().any(|e| e.player_id == scorer && e.amount == 2));
}

// ----- the design system's behaviour: groups, first steps, confirmations, notes -----

#[test]
fn an_empty_treasury_explains_each_group_of_disabled_buys_in_one_line() {
    let mut h = demo();
    open_demo_team(&mut h, "Trontek Titans");
    assert_eq!(h.team().view.team.treasury_mc, 0);
    // Positions by their names, as the sheet prints them, never their ids.
    assert!(h.shows("Guard") && !h.shows("guard"));
    // One line per group, naming the treasury and the cheapest offer...
    assert!(
        h.shows("The treasury holds 0mc: nothing below can be bought (the cheapest costs 8mc).")
    );
    assert!(
        h.shows("The treasury holds 0mc: nothing below can be bought (the cheapest costs 6mc).")
    );
    // ...and no button repeats its own reason under it (it shows on hover).
    let each = &h.team().offers.items[0];
    let reason = each.refused.as_deref().expect("the die is refused");
    assert!(reason.contains("treasury holds 0mc"), "{reason}");
    assert!(!h.shows(reason));
}

#[test]
fn the_start_screen_offers_the_demo_and_a_league_of_ones_own_first() {
    let mut h = Harness::start(false);
    assert!(h.shows("First steps"));
    h.click("Open the demo league");
    assert_eq!(h.app.screen(), Screen::League);
    assert!(h.shows("Demo League"));
    // Asked again, the same demo opens: no second copy is made.
    h.send(Message::ScreenChosen(Screen::Start));
    h.click("Open the demo league");
    let leagues = coach::list_leagues(&mut h.store()).unwrap();
    assert_eq!(leagues.len(), 1);
    // With a league of one's own, the first steps make way for the list.
    h.send(Message::ScreenChosen(Screen::Start));
    h.type_into("League name", "Spring Cup");
    h.click("Create league");
    h.send(Message::ScreenChosen(Screen::Start));
    assert!(!h.shows("First steps"));
}

#[test]
fn deleting_a_fixture_asks_first_and_says_it_was_done() {
    let mut h = demo();
    h.click("2026");
    h.click("Fixtures");
    let line = fixture(&h, "Greenmoon Grinders", "Ro-Tek Rivets");
    assert!(!line.is_played());
    h.send(Message::Season(season::Message::DeletePressed(line.id)));
    let question = format!(
        "Delete the fixture Greenmoon Grinders v Ro-Tek Rivets ({})? It has no result yet; the other fixtures stay as they are.",
        line.date.unwrap()
    );
    assert!(h.shows(&question));
    assert!(
        season_data(&h).fixture(line.id).is_some(),
        "nothing deleted yet"
    );
    h.click("Cancel");
    assert!(!h.shows(&question));
    h.send(Message::Season(season::Message::DeletePressed(line.id)));
    h.click("Delete this fixture");
    assert!(season_data(&h).fixture(line.id).is_none());
    assert_eq!(
        h.app.notice(),
        Some("Fixture Greenmoon Grinders v Ro-Tek Rivets deleted.")
    );
}

#[test]
fn a_change_that_went_through_says_so_in_a_passing_note() {
    let mut h = demo();
    open_demo_team(&mut h, "Kovoss Kreations");
    assert_eq!(h.app.notice(), None);
    h.click("Cheerleader");
    assert_eq!(h.app.notice(), Some("Change saved."));
    assert!(h.shows("Change saved."));
    h.send(Message::NoticeDismissed);
    assert!(!h.shows("Change saved."));
}

/// The passing note after a change sits on its own line at the window's foot: it covers
/// neither Undo nor the hire buttons (issue 32 item 6).
#[test]
fn the_note_after_a_change_covers_no_control() {
    let mut h = demo();
    open_demo_team(&mut h, "Kovoss Kreations");
    h.click_id(&dugout::gui::roster::offer_id("jack"));
    let said = h
        .app
        .notice()
        .expect("a note says what was done")
        .to_string();
    let mut ui = h.ui();
    let note = ui.find(said.as_str()).expect("the note is drawn").bounds();
    let undo = "Undo hiring #8 Jack 8 (Ctrl+Z)";
    let jack = h.ui().find("Jack — 7mc, 5mc left").is_ok();
    for control in [undo]
        .into_iter()
        .chain(jack.then_some("Jack — 7mc, 5mc left"))
    {
        let bounds = ui
            .find(control)
            .unwrap_or_else(|e| panic!("{control}: {e:?}"))
            .visible_bounds();
        if let Some(bounds) = bounds {
            assert!(
                bounds.intersection(&note).is_none(),
                "the note {note:?} covers `{control}` at {bounds:?}"
            );
        }
    }
    // Nor any part of the screen: the screen's scrolled body ends above it.
    let body = ui
        .find(
            |candidate: iced_test::selector::Candidate<'_>| match candidate {
                iced_test::selector::Candidate::Scrollable { visible_bounds, .. } => visible_bounds,
                _ => None,
            },
        )
        .expect("the screen scrolls");
    assert!(
        body.intersection(&note).is_none(),
        "the note {note:?} lies over the screen {body:?}"
    );
    let window = h.ui().find(said.as_str()).unwrap().bounds();
    assert!(
        window.y + window.height <= WINDOW.1,
        "the note is inside the window"
    );
}

/// The first round's date may be picked on a calendar: it opens on the typed month,
/// moves by months, and writes the day picked into the field (issue 32 item 6).
#[test]
fn the_first_rounds_date_is_picked_on_a_calendar() {
    use dugout::gui::date_picker::{DateMessage, month_title};
    let mut h = demo();
    new_season_like_2026(&mut h, "2027");
    h.click("Fixtures");
    h.type_into("YYYY-MM-DD", "2027-03-14");
    let calendar = |m| Message::Season(season::Message::StartCalendar(m));
    h.send(calendar(DateMessage::Toggled));
    let march = chrono::NaiveDate::from_ymd_opt(2027, 3, 1).unwrap();
    assert!(
        h.shows(&month_title(march, Lang::En)),
        "opens on the typed month"
    );
    assert!(h.shows("We"), "with the days of the week");
    h.send(calendar(DateMessage::MonthMoved(1)));
    assert!(h.shows("April 2027"));
    // The 3rd of April, clicked in the grid.
    h.click("3");
    assert!(!h.shows("April 2027"), "a pick closes the calendar");
    h.click("Generate");
    let lines = &season_data(&h).fixtures;
    assert_eq!(lines[0].date, chrono::NaiveDate::from_ymd_opt(2027, 4, 3));
}

/// The shared roster parts' frames in the window: the key numbers, the table and its
/// first row, at the one row height.
fn roster_parts(ui: &mut Simulator<'_, Message>) -> (bool, bool, f32) {
    use dugout::gui::roster::{FIGURES, FIRST_CELL, ROSTER_TABLE};
    let mut found = |id: &'static str| ui.find(iced::widget::Id::from(id)).ok();
    let figures = found(FIGURES).is_some();
    let table = found(ROSTER_TABLE).is_some();
    let row = found(FIRST_CELL).map_or(0.0, |cell| cell.bounds().height);
    (figures, table, row)
}

#[test]
fn the_dreadball_team_screen_is_built_from_the_shared_roster_parts() {
    let mut h = demo();
    open_demo_team(&mut h, "Trontek Titans");
    let (figures, table, row) = roster_parts(&mut h.ui());
    assert!(figures && table, "the shared header and table");
    assert_eq!(row, dugout::gui::roster::ROW_HEIGHT);
    // A disabled hire says why under it, as a note, once for the panel.
    assert!(
        h.shows("The treasury holds 0mc: nothing below can be bought (the cheapest costs 8mc).")
    );
    // Positions by name; the coach in French, and no English word of the header left.
    assert!(h.shows("Guard") && !h.shows("guard"));
    h.click("Français");
    assert!(h.shows("DreadBall · Trontek 29ers · Entraîneur : Alex"));
    assert!(h.shows("Dés de coaching") && !h.shows("Coach"));
}

#[test]
fn the_mvp_list_shows_each_mvps_stats_and_skills_and_its_filter_narrows_it() {
    let mut h = Harness::start(true);
    open_match_day(&mut h, "Greenmoon Grinders", "Ro-Tek Rivets");
    let hireable: Vec<String> = day(&h).offers[1]
        .iter()
        .filter(|offer| offer.payment.is_some())
        .map(|offer| offer.name.clone())
        .collect();
    let all = hireable.len();
    assert!(all > 1, "{hireable:?}");
    assert!(h.shows(&format!("{all} of {all} shown")));
    // Galdo's row: a position by its name, never an id.
    assert!(h.shows("Galdo") && h.shows("Striker") && !h.shows("striker"));
    let filter = |text: &str| Message::from(match_day::Message::MvpFilterEdited(1, text.into()));
    h.send(filter("GALDO"));
    assert!(
        h.shows(&format!("1 of {all} shown")),
        "the filter ignores case"
    );
    assert!(h.shows("Galdo") && h.shows("Hire"));
    let other = hireable.iter().find(|name| *name != "Galdo").unwrap();
    assert!(!h.shows(other), "{other} is filtered out");
    h.send(filter("no such player"));
    assert!(h.shows("Nothing matches the filter."));
    h.send(Message::from(match_day::Message::HirePressed(
        day(&h).day.away.team_id,
        "galdo".to_string(),
    )));
    h.send(filter(""));
    assert!(
        !h.shows(&format!("{all} of {all} shown")),
        "Galdo, hired, left the list"
    );
}

#[test]
fn a_free_agent_roll_offers_its_options_with_stats_skills_and_one_choose_button_each() {
    use dugout::coach::dreadball::ItemLine;
    use dugout::gui::dreadball::team_free_agents::free_agent_choices;
    let context = Context::new(Lang::En);
    let reference = context.reference();
    // A table result with a choice of agents that are roster roles or profiles.
    let (table, result) = reference
        .free_agent_tables
        .iter()
        .flat_map(|table| table.result.iter().map(move |result| (table, result)))
        .find(|(_, result)| {
            result.option.len() > 1
                && result.option.iter().all(|o| {
                    o.agent
                        .first()
                        .is_some_and(|a| a.role.is_some() || a.profile.is_some())
                })
        })
        .expect("a table gives a choice of players");
    let item = ItemLine {
        id: 1,
        team_id: TeamId(1),
        kind: dugout::store::dreadball::ItemKind::FreeAgent,
        what: table.number.to_string(),
        label: String::new(),
        bonus_mc: 0,
        treasury_mc: 0,
        seed: None,
        die: Some(result.die),
        options: result.option.iter().map(|o| o.label_en.clone()).collect(),
        choice: None,
        players: Vec::new(),
        turned_away: 0,
    };
    let view = free_agent_choices(&item, Some, context);
    let mut ui = Simulator::with_size(Settings::default(), (1280.0, 800.0), view);
    for option in &item.options {
        assert!(ui.find(option.as_str()).is_ok(), "{option}");
    }
    assert!(ui.find("Choose").is_ok() && ui.find("Skl").is_ok());
    assert!(
        ["Guard", "Jack", "Striker", "Keeper"]
            .iter()
            .any(|p| ui.find(*p).is_ok()),
        "a position by its name"
    );
    ui.click("Choose").unwrap();
    let chosen: Vec<u32> = ui.into_messages().collect();
    assert_eq!(chosen, vec![1], "the first option's button chooses it");
}

/// The ink of the text `said` as drawn in the window: the pixel of its bounds that
/// stands furthest from the background.
fn ink_of(h: &Harness, said: &str) -> [u8; 3] {
    let theme = h.app.theme().unwrap();
    let mut ui = h.ui();
    let bounds = ui
        .find(said)
        .unwrap_or_else(|e| panic!("{said}: {e:?}"))
        .bounds();
    let dir = tempfile::tempdir().unwrap();
    let base = dir.path().join("frame");
    ui.snapshot(&theme).unwrap().matches_image(&base).unwrap();
    let file = std::fs::read_dir(dir.path())
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path();
    let decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(file).unwrap()));
    let mut reader = decoder.read_info().unwrap();
    let mut rgba = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut rgba).unwrap();
    let scale = info.width as f32 / WINDOW.0;
    let background = dugout::gui::style::colors(&theme).background;
    let back = [background.r, background.g, background.b].map(|c| (c * 255.0) as i32);
    let pixel = |x: u32, y: u32| {
        let at = ((y * info.width + x) * 4) as usize;
        [rgba[at], rgba[at + 1], rgba[at + 2]]
    };
    let distance = |p: [u8; 3]| -> i32 { (0..3).map(|i| (i32::from(p[i]) - back[i]).abs()).sum() };
    let (x0, y0) = ((bounds.x * scale) as u32, (bounds.y * scale) as u32);
    let (x1, y1) = (
        ((bounds.x + bounds.width) * scale) as u32,
        ((bounds.y + bounds.height) * scale) as u32,
    );
    (y0..y1.min(info.height))
        .flat_map(|y| (x0..x1.min(info.width)).map(move |x| (x, y)))
        .map(|(x, y)| pixel(x, y))
        .max_by_key(|p| distance(*p))
        .expect("the text has pixels")
}

/// Whether `ink` is nearer the colour `to` than the colour `from`.
fn nearer(ink: [u8; 3], to: iced::Color, from: iced::Color) -> bool {
    let gap = |c: iced::Color| -> i32 {
        [c.r, c.g, c.b]
            .iter()
            .zip(ink)
            .map(|(c, p)| ((c * 255.0) as i32 - i32::from(p)).abs())
            .sum()
    };
    gap(to) < gap(from)
}

/// Notes are drawn as notes, errors as errors (issue 32 item 6): why a hire is greyed out
/// is in the muted colour, a refused date in the danger colour.
#[test]
fn a_note_is_drawn_muted_and_a_refusal_in_the_danger_colour() {
    let mut h = demo();
    open_demo_team(&mut h, "Trontek Titans");
    let theme = h.app.theme().unwrap();
    let colors = dugout::gui::style::colors(&theme);
    let note = "The treasury holds 0mc: nothing below can be bought (the cheapest costs 8mc).";
    let ink = ink_of(&h, note);
    assert!(
        nearer(ink, colors.muted, colors.danger_text),
        "the note's ink {ink:?} is muted"
    );
    h.type_into("As of YYYY-MM-DD", "someday");
    h.click(dugout::gui::tr(Lang::En, dugout::gui::Text::PrintSheet));
    let refused = "“someday” is not a date: write it as YYYY-MM-DD (e.g. 2026-10-01), or leave it empty for the team as it is now.";
    let ink = ink_of(&h, refused);
    assert!(
        nearer(ink, colors.danger_text, colors.muted),
        "the refusal's ink {ink:?} is in the danger colour"
    );
}
