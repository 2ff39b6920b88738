//! The window shows what the file holds after any write, its own on another screen or
//! another program's. A Blood Bowl team screen opened before a pre-match is recorded in
//! the match-day wizard shows the treasury the file holds once the user goes back to it,
//! and the same after a team is changed from the command line while the window is open.

use crate::support;
use crate::wizard;

use dugout::data::{Lang, group_thousands};
use dugout::gui::bloodbowl::match_day::{Half, Message as Bb};
use dugout::gui::bloodbowl::match_day_form::DiceEdit;
use dugout::gui::bloodbowl::tr::Bb as BbText;
use dugout::gui::{FileMessage, Landing, Message, Screen, Text, tr};
use dugout::store::{FixtureId, TeamId};
use serde_json::Value;
use wizard::{Harness, file, run};

const EN: Lang = Lang::En;

/// The Blood Bowl team the open team screen holds, as `team show --json` writes it.
fn bb_screen(h: &Harness) -> Value {
    let data = h
        .app
        .games()
        .bb_team_screen()
        .and_then(|screen| screen.data.loaded())
        .expect("the Blood Bowl team screen has its data");
    serde_json::to_value(&data.team).unwrap()
}

/// `team show --json` of `team`, without the colours it adds (a team screen's data does
/// not hold them: its header does).
fn team_shown(db: &std::path::Path, team: i64) -> Value {
    let mut shown = run(db, &["team", "show", &team.to_string()]);
    if let Some(fields) = shown.as_object_mut() {
        fields.remove("colours");
    }
    shown
}

fn treasury(team: &Value) -> String {
    format!(
        "{} gp",
        group_thousands(team["treasury_gp"].as_i64().unwrap(), EN)
    )
}

#[test]
fn a_blood_bowl_team_screen_shows_the_files_treasury_after_every_write() {
    let file = file();
    let db = file.dir.path().join("league.db");
    let fixtures = run(&db, &["fixtures", "list", "--season", "1"]);
    let away = fixtures[0]["away_id"].as_i64().unwrap();
    let show = |db: &std::path::Path| team_shown(db, away);
    // A cheerleader (10,000 gp), so that no treasury below equals a team value shown.
    run(&db, &["team", "buy", &away.to_string(), "cheerleaders"]);
    let mut h = Harness::open(&file, EN, Landing::MatchDay(FixtureId(file.fixture), None));

    // The away team's screen, opened before anything is recorded.
    h.send(Message::TeamGameRead(TeamId(away), Ok("bloodbowl".into())));
    assert_eq!(h.app.screen(), Screen::Team);
    let before = treasury(&show(&db));
    assert!(h.shows(&before), "the team screen shows {before}");

    // Back to the wizard: the away side buys bribes (seed 001 line 47), partly from its
    // treasury, and the pre-match is recorded.
    h.send(Message::ScreenChosen(Screen::MatchDay));
    h.bb(Bb::InducementChosen(1, "bribes".into()));
    h.bb(Bb::InducementAdded(1));
    h.bb(Bb::Dice(Half::Pre, DiceEdit::Seed("7".into())));
    h.click(tr(EN, Text::Preview));
    h.click(tr(EN, BbText::RecordPrematch));
    let after = treasury(&show(&db));
    assert_ne!(before, after, "the bribes came out of the treasury");

    // The team screen, shown again without being asked to reload, holds the file's figure.
    h.send(Message::ScreenChosen(Screen::Team));
    assert!(h.shows(&after), "the team screen shows the file's {after}");
    assert_eq!(
        bb_screen(&h),
        show(&db),
        "the whole team as the file holds it"
    );
    assert!(!h.shows(&before), "and no longer {before}");

    // Another program hires a Lineman (50,000 gp): the next watch tick reads it.
    run(
        &db,
        &["team", "hire", &away.to_string(), "--position", "lineman"],
    );
    let hired = treasury(&show(&db));
    assert!(!h.shows(&hired), "not read yet");
    h.send(Message::File(FileMessage::Tick));
    assert!(
        h.shows(&hired),
        "the team screen shows {hired} after the other program"
    );
    assert_eq!(bb_screen(&h), show(&db));
}

/// The demo league's file, made by the window as it first starts.
fn demo_file() -> wizard::File {
    let dir = tempfile::tempdir().unwrap();
    let options = dugout::gui::Options {
        path: dir.path().join("league.db"),
        with_demo: true,
        create: true,
        lang: Some(EN),
        prefs_path: None,
        picker: std::sync::Arc::new(dugout::gui::picker::ScriptedPicker::answering(Vec::new())),
        viewer: std::sync::Arc::new(dugout::gui::viewer::RecordingViewer::default()),
        landing: Landing::Default,
        measure_startup: None,
        measure_redraw: false,
    };
    let (mut app, task) = dugout::gui::App::boot(options);
    support::settle(&mut app, task);
    wizard::File {
        dir,
        fixture: 0,
        home: Vec::new(),
        away: Vec::new(),
    }
}

/// The demo's unplayed Greenmoon Grinders v Ro-Tek Rivets, made the file's fixture.
fn demo_fixture(file: &mut wizard::File) -> Value {
    let db = file.dir.path().join("league.db");
    let fixtures = run(&db, &["fixtures", "list", "--season", "1"]);
    let line = fixtures
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["home"] == "Greenmoon Grinders" && f["away"] == "Ro-Tek Rivets")
        .expect("the demo's fixture")
        .clone();
    file.fixture = line["id"].as_i64().unwrap();
    line
}

/// The DreadBall team the open team screen holds, as `team show --json` writes it.
fn dreadball_screen(h: &Harness) -> Value {
    let data = h
        .app
        .games()
        .team_screen()
        .and_then(|screen| screen.data.loaded())
        .expect("the DreadBall team screen has its data");
    serde_json::to_value(&data.view).unwrap()
}

#[test]
fn a_dreadball_team_screen_shows_the_file_after_a_match_day_and_another_program() {
    use dugout::gui::dreadball::match_day::{Count, Message as Day, Step};
    let mut file = demo_file();
    let db = file.dir.path().join("league.db");
    let line = demo_fixture(&mut file);
    let home = line["home_id"].as_i64().unwrap();
    let show = |db: &std::path::Path| team_shown(db, home);
    let mut h = Harness::open(&file, EN, Landing::MatchDay(FixtureId(file.fixture), None));
    h.send(Message::TeamGameRead(TeamId(home), Ok("dreadball".into())));
    assert_eq!(h.app.screen(), Screen::Team);
    assert_eq!(dreadball_screen(&h), show(&db));
    let before = show(&db);

    // The match day, recorded in its wizard: 3-1, two strikes and the MVP to one player.
    h.send(Message::ScreenChosen(Screen::MatchDay));
    let day = |message| Message::from(message);
    h.send(day(Day::StepChosen(Step::Result)));
    h.send(day(Day::HomeScoreEdited("3".into())));
    h.send(day(Day::AwayScoreEdited("1".into())));
    h.send(day(Day::StepChosen(Step::Post)));
    let scorer = h
        .app
        .games()
        .match_day_screen()
        .and_then(|screen| screen.data.loaded())
        .expect("the wizard's data")
        .players[0]
        .iter()
        .find(|p| {
            // A Jack or a Striker: only they score strikes (seed 000).
            use dugout::data::dreadball::Position;
            matches!(p.position, Position::Jack | Position::Striker)
        })
        .unwrap()
        .id;
    for _ in 0..2 {
        h.send(day(Day::CountChanged(scorer, Count::Strikes, 1)));
    }
    h.send(day(Day::ManOfTheMatchPicked(0, scorer)));
    h.send(day(Day::StepChosen(Step::Review)));
    h.click("Record the match day");
    assert!(h.app.games().match_day_screen().unwrap().recorded);
    let after = show(&db);
    assert_ne!(before, after, "the match changed the team");

    h.send(Message::ScreenChosen(Screen::Team));
    assert_eq!(
        dreadball_screen(&h),
        after,
        "the team screen holds the file's team"
    );

    // Another program buys the team a cheerleader: the next watch tick reads it.
    run(&db, &["team", "buy", &home.to_string(), "cheerleaders"]);
    assert_ne!(show(&db), after);
    h.send(Message::File(FileMessage::Tick));
    assert_eq!(dreadball_screen(&h), show(&db));
}

/// A language chosen in the window reads every open screen again in it, the Blood Bowl
/// team screen included: its positions are then named in French.
#[test]
fn a_new_language_reads_the_open_team_screen_again_in_it() {
    let file = file();
    let db = file.dir.path().join("league.db");
    let fixtures = run(&db, &["fixtures", "list", "--season", "1"]);
    let home = fixtures[0]["home_id"].as_i64().unwrap();
    let mut h = Harness::open(&file, EN, Landing::Team(TeamId(home)));
    assert_eq!(h.app.screen(), Screen::Team);
    assert!(h.shows("Human Lineman"));
    h.send(Message::Settings(
        dugout::gui::screen::settings::Message::LanguageChosen(Lang::Fr),
    ));
    assert!(h.shows("Trois-quarts humain"), "the positions in French");
    assert_eq!(bb_screen(&h)["roster_name"], "Humains");
}

/// The Blood Bowl team screen is built from the shared roster parts, as DreadBall's and
/// Killpower Ball's are: the key numbers, the table at the one row height, the hire panel
/// whose greyed-out lines say why; positions by name, plurals and French words right.
#[test]
fn the_blood_bowl_team_screen_is_built_from_the_shared_roster_parts() {
    use dugout::gui::roster::{FIGURES, FIRST_CELL, ROW_HEIGHT, offer_id};
    let file = file();
    let db = file.dir.path().join("league.db");
    let fixtures = run(&db, &["fixtures", "list", "--season", "1"]);
    let home = fixtures[0]["home_id"].as_i64().unwrap();
    let h = Harness::open(&file, Lang::Fr, Landing::Team(TeamId(home)));
    let mut ui = h.ui();
    assert!(ui.find(iced::widget::Id::from(FIGURES)).is_ok());
    let row = ui.find(iced::widget::Id::from(FIRST_CELL)).unwrap();
    assert_eq!(row.bounds().height, ROW_HEIGHT);
    assert!(ui.find(iced::widget::Id::from(offer_id("lineman"))).is_ok());
    drop(ui);
    assert!(h.shows("Trois-quarts humain") && !h.shows("lineman"));
    let players = bb_screen(&h)["players"].as_array().unwrap().len();
    assert!(
        h.shows(&format!("{players} joueurs")),
        "the count with its plural"
    );
    assert!(h.shows("Relances d'équipe") && !h.shows("Coach"));
    // Every greyed-out hire says why, under it or once for the panel.
    let data = h
        .app
        .games()
        .bb_team_screen()
        .and_then(|s| s.data.loaded())
        .unwrap();
    let refused: Vec<String> = data
        .offers
        .hires
        .iter()
        .filter_map(|o| o.refused.clone())
        .collect();
    let gp = dugout::games::Money::Gp.format(data.team.treasury_gp, Lang::Fr);
    let treasury = dugout::gui::fill(tr(Lang::Fr, dugout::gui::Tm::TreasuryHolds), &[&gp]);
    for reason in &refused {
        assert!(h.shows(reason) || h.shows(&treasury), "{reason}");
    }
}

/// A player's counts after the match are the shared count cell (− field +, as in every
/// game's match day, issue 32 item 4): + steps, typing sets, what is not a number is
/// ignored.
#[test]
fn dreadball_counts_are_stepped_or_typed_in_the_shared_count_cell() {
    use dugout::gui::dreadball::match_day::{Count, Message as Day, Step};
    let mut file = demo_file();
    demo_fixture(&mut file);
    let mut h = Harness::open(&file, EN, Landing::MatchDay(FixtureId(file.fixture), None));
    h.send(Message::from(Day::StepChosen(Step::Post)));
    let first = h
        .app
        .games()
        .match_day_screen()
        .unwrap()
        .data
        .loaded()
        .unwrap()
        .players[0][0]
        .id;
    let strikes = |h: &Harness| {
        let screen = h.app.games().match_day_screen().unwrap();
        screen.entries.get(&first).map_or(0, |e| e.strikes)
    };
    // The first + of the page is the first player's strikes.
    h.click("+");
    assert_eq!(strikes(&h), 1);
    h.send(Message::from(Day::CountTyped(
        first,
        Count::Strikes,
        "3".into(),
    )));
    assert_eq!(strikes(&h), 3);
    assert!(h.shows("3"));
    h.send(Message::from(Day::CountTyped(
        first,
        Count::Strikes,
        "x".into(),
    )));
    assert_eq!(strikes(&h), 3, "not a number: nothing changes");
    h.click("−");
    assert_eq!(strikes(&h), 2);
}
