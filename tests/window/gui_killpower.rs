//! Killpower Ball in the window, headless: a team created through the wizard (previewed
//! with every roll, then created with the same dice); the league's championship table,
//! deck of power cards and settings; a fixture's match screen (pre-match previewed then
//! recorded, a report with a death risk, a gladiator let go and replaced, recorded and
//! reviewed, then reset); a refused report that changes nothing; a tournament's bracket
//! opening the match screen and showing the winner free throws decide; French labels.

use crate::support;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use dugout::coach::killpower::{self as kpb, stored_prematch, stored_report};
use dugout::data::Lang;
use dugout::gui::dice::DiceEdit;
use dugout::gui::killpower::league::{LeagueTab, Message as KL};
use dugout::gui::killpower::match_day::{Message as KM, Step};
use dugout::gui::killpower::match_form::{SideEdit, ThrowEdit};
use dugout::gui::killpower::new_team::Message as KN;
use dugout::gui::killpower::tr::Kp;
use dugout::gui::killpower::words::GladiatorEdit;
use dugout::gui::killpower::{self, match_day::MatchScreen};
use dugout::gui::picker::ScriptedPicker;
use dugout::gui::screen::league;
use dugout::gui::screen::season::{self, Tab};
use dugout::gui::viewer::RecordingViewer;
use dugout::gui::wizard::Staging;
use dugout::gui::{App, Landing, Message, Options, Screen, Text, tr};
use dugout::rules::killpower::{Ending, PlayoffDraw, Stat};
use dugout::store::{FixtureId, LeagueId, SeasonId, Store, TeamId};
use iced::{Settings, Task};
use iced_test::simulator::Simulator;
use serde_json::Value;

const EN: Lang = Lang::En;
const FR: Lang = Lang::Fr;

const SQUAD: [&str; 7] = [
    "Tom:tireur:armour",
    "Ana:guerrier:gloves",
    "Mia:mentor:cards",
    "Bo:archer:armour",
    "Vi:defenseur:gloves",
    "Lu:tireur:cards",
    "Max:guerrier:gloves",
];

const CHOSEN: [&str; 7] = [
    "Tom:tireur:armour",
    "Ana:guerrier:gloves",
    "Mia:mentor:cards=Fireball+Sleep",
    "Bo:archer:armour",
    "Vi:defenseur:gloves",
    "Lu:tireur:cards=Haste+Fear",
    "Max:guerrier:gloves",
];

const DECK: &str = "name,text,copies\nFireball,Deals 1D10 damage,3\nSleep,The target sleeps,3\nHaste,+2 DEP this turn,3\nFear,The target flees,3\nMirror,Sends a power back,3\n";

fn run(db: &Path, args: &[&str]) -> Value {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_dugout"))
        .args(args)
        .arg("--json")
        .env("DUGOUT_DB", db)
        .output()
        .unwrap();
    assert!(output.status.success(), "{args:?}: {output:?}");
    serde_json::from_slice(&output.stdout).unwrap_or(Value::Null)
}

/// A league file made by the command line: a Killpower Ball league (`game`) with a deck,
/// and `teams` teams of seven in a season with its fixtures (a tournament's bracket for
/// a tournament).
struct File {
    dir: tempfile::TempDir,
    league: i64,
    teams: Vec<i64>,
}

impl File {
    fn db(&self) -> PathBuf {
        self.dir.path().join("league.db")
    }

    fn store(&self) -> Store {
        Store::open(&self.db()).unwrap()
    }

    fn fixtures(&self) -> Vec<Value> {
        run(&self.db(), &["fixtures", "list", "--season", "1"])
            .as_array()
            .unwrap()
            .clone()
    }
}

fn file(game: &str, teams: usize) -> File {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("league.db");
    let league = run(
        &db,
        &["league", "new", "--name", "Prison League", "--game", game],
    );
    let league = league["id"].as_i64().unwrap();
    let deck = dir.path().join("deck.csv");
    std::fs::write(&deck, DECK).unwrap();
    let id = league.to_string();
    run(
        &db,
        &[
            "kpb",
            "deck",
            "--league",
            &id,
            "--import",
            deck.to_str().unwrap(),
        ],
    );
    let squad = if game == "killpower" { SQUAD } else { CHOSEN };
    let mut made = Vec::new();
    for n in 0..teams {
        let name = ["Titanos", "Nabos", "Vikings", "Gorgones"][n];
        let seed = (n + 1).to_string();
        let mut args = vec![
            "team", "new", "--league", &id, "--name", name, "--coach", "Coach", "--seed", &seed,
        ];
        for g in &squad {
            args.extend(["--gladiator", g]);
        }
        made.push(run(&db, &args)["team"]["id"].as_i64().unwrap());
    }
    if teams > 0 {
        run(&db, &["season", "new", "--league", &id, "--name", "2027"]);
        for team in &made {
            let team = team.to_string();
            run(
                &db,
                &["season", "add-team", "--season", "1", "--team", &team],
            );
        }
        if game == "killpower" {
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
        } else {
            run(&db, &["kpb", "tournament", "--season", "1"]);
        }
    }
    File {
        dir,
        league,
        teams: made,
    }
}

struct Harness {
    app: App,
}

impl Harness {
    fn open(file: &File, lang: Lang, landing: Landing) -> Harness {
        Harness::open_picking(file, lang, landing, Vec::new())
    }

    fn open_picking(
        file: &File,
        lang: Lang,
        landing: Landing,
        picks: Vec<Option<PathBuf>>,
    ) -> Harness {
        let options = Options {
            path: file.db(),
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
        let mut h = Harness { app };
        h.settle(task);
        h
    }

    fn settle(&mut self, task: Task<Message>) {
        support::settle(&mut self.app, task);
    }

    fn send(&mut self, message: Message) {
        let task = self.app.update(message);
        self.settle(task);
    }

    fn new_team(&mut self, message: KN) {
        self.send(Message::from(killpower::Message::NewTeam(message)));
    }

    fn day(&mut self, message: KM) {
        self.send(Message::from(killpower::Message::Match(message)));
    }

    fn kl(&mut self, message: KL) {
        self.send(Message::League(league::Message::from(message)));
    }

    fn ui(&self) -> Simulator<'_, Message> {
        Simulator::with_size(Settings::default(), (1280.0, 5000.0), self.app.view())
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

    fn screen(&self) -> &MatchScreen {
        self.app
            .games()
            .kpb_match_screen()
            .expect("the match screen is open")
    }
}

fn gladiator(h: &mut Harness, index: usize, name: &str, spec: &str, magic: &str) {
    h.new_team(KN::Gladiator(index, GladiatorEdit::Name(name.into())));
    h.new_team(KN::Gladiator(
        index,
        GladiatorEdit::Specialization(spec.into()),
    ));
    h.new_team(KN::Gladiator(index, GladiatorEdit::Magic(magic.into())));
}

#[test]
fn a_team_is_created_through_the_wizard_with_the_dice_its_preview_showed() {
    let file = file("killpower", 0);
    let league = LeagueId(file.league);
    let mut h = Harness::open(&file, EN, Landing::League(league));
    assert!(h.shows(tr(EN, Kp::NoTeamYet)));
    h.click(tr(EN, Text::CreateFirstTeam));
    assert_eq!(h.app.screen(), Screen::NewTeam);
    h.new_team(KN::NameEdited("Titanos".into()));
    h.new_team(KN::CoachEdited("Lou".into()));
    let specs = [
        "tireur",
        "guerrier",
        "mentor",
        "archer",
        "defenseur",
        "tireur",
        "guerrier",
    ];
    let magic = [
        "armour", "gloves", "cards", "armour", "gloves", "cards", "gloves",
    ];
    for index in 0..6 {
        let name = format!("Gladiator {}", index + 1);
        gladiator(&mut h, index, &name, specs[index], magic[index]);
    }
    // The seventh has no specialization yet: the form says so, nothing is asked.
    h.new_team(KN::Gladiator(6, GladiatorEdit::Name("Max".into())));
    h.click(tr(EN, Text::Preview));
    let wizard = h.app.games().kpb_new_team_screen().unwrap();
    let refusal = wizard.refusal.clone().expect("a refusal");
    assert!(refusal.contains("gladiator 7"), "{refusal}");
    assert!(h.shows(&refusal));

    gladiator(&mut h, 6, "Max", specs[6], magic[6]);
    h.new_team(KN::Dice(DiceEdit::Key("gladiator.1.armour".into())));
    h.new_team(KN::Dice(DiceEdit::Value("4".into())));
    h.new_team(KN::Dice(DiceEdit::Add));
    h.new_team(KN::Dice(DiceEdit::Seed("11".into())));
    h.click(tr(EN, Text::Preview));
    let wizard = h.app.games().kpb_new_team_screen().unwrap();
    assert_eq!(wizard.refusal, None);
    let preview = wizard.preview.clone().expect("a preview");
    assert_eq!(preview.seed, 11);
    assert_eq!(preview.team.gladiators.len(), 7);
    let typed = preview
        .rolls
        .iter()
        .find(|r| r.key == "gladiator.1.armour")
        .unwrap();
    assert!(typed.entered && typed.result == 4);
    assert_eq!(
        preview.team.gladiators[0].shield,
        Some(8),
        "1D5 of a 4 is 2, +6"
    );
    assert!(
        h.shows("D10 4 → 1D5"),
        "the 1D5 shows the D10 it is read from (seed 004 line 89)"
    );
    assert!(h.shows(tr(EN, Kp::CreationPreview)));
    assert!(
        h.shows("Gladiator 3 — card 1"),
        "every roll is listed by its label"
    );
    assert!(
        kpb::championship(&mut file.store(), league)
            .unwrap()
            .is_empty(),
        "a preview writes nothing"
    );

    h.click(tr(EN, Kp::CreateTeam));
    assert_eq!(h.app.notice(), Some(tr(EN, Text::TeamCreated)));
    assert_eq!(h.app.screen(), Screen::Team);
    let team = h.app.games().kpb_team_screen().unwrap();
    let shown = team.data.loaded().expect("the team is read").clone();
    assert_eq!(shown.name, "Titanos");
    assert_eq!(shown.coach, "Lou");
    let stored = kpb::show_team(&mut file.store(), EN, shown.id).unwrap();
    assert_eq!(
        stored.gladiators, preview.team.gladiators,
        "created as previewed"
    );
    assert!(h.shows(tr(EN, Kp::Shield)) && h.shows("Gladiator 1"));
    assert!(h.shows(tr(EN, Kp::TotalExperience)));
}

#[test]
fn the_league_shows_its_table_deck_and_settings_and_changes_them() {
    let file = file("killpower", 2);
    let deck_file = file.dir.path().join("more.csv");
    std::fs::write(
        &deck_file,
        "name,text,copies\nMirror,Sends it back,2\nShield wall,+2 armour,1\n",
    )
    .unwrap();
    let league = LeagueId(file.league);
    let mut h = Harness::open_picking(&file, EN, Landing::League(league), vec![Some(deck_file)]);
    // The team list labels Killpower Ball's figures; the championship table is first.
    assert!(h.shows(tr(EN, Kp::TableTab)));
    assert!(h.shows(tr(EN, Kp::RankingPoints)) && h.shows(tr(EN, Kp::Power)));
    assert!(
        !h.shows(tr(EN, Text::Treasury)),
        "no treasury for Killpower Ball"
    );
    assert!(h.shows(tr(EN, Text::ExampleMark)) && h.shows(tr(EN, Text::DefaultMark)));

    // The deck: add a card, change it, import a file (shown first), remove one.
    h.kl(KL::TabChosen(LeagueTab::Cards));
    h.kl(KL::CardName("Blink".into()));
    h.kl(KL::CardText("Moves 3 squares".into()));
    h.kl(KL::CardCopies("two".into()));
    h.click(tr(EN, Kp::AddCard));
    let refusal = dugout::gui::fill(tr(EN, Text::NotANumber), &[tr(EN, Kp::Copies), "two"]);
    assert!(h.shows(&refusal), "the form refuses");
    h.kl(KL::CardCopies("2".into()));
    h.click(tr(EN, Kp::AddCard));
    let deck = kpb::deck(&mut file.store(), league).unwrap();
    let blink = deck.iter().find(|c| c.name == "Blink").expect("added");
    assert_eq!(blink.copies, 2);
    h.kl(KL::CardEditPressed(blink.id));
    h.kl(KL::CardCopies("4".into()));
    h.click(tr(EN, Kp::SaveCard));
    let deck = kpb::deck(&mut file.store(), league).unwrap();
    assert_eq!(deck.iter().find(|c| c.name == "Blink").unwrap().copies, 4);

    h.click(tr(EN, Kp::ImportDeck));
    assert!(h.shows("Adds: Shield wall"), "what the import would do");
    assert_eq!(kpb::deck(&mut file.store(), league).unwrap().len(), 6);
    h.click(tr(EN, Kp::ImportConfirm));
    let deck = kpb::deck(&mut file.store(), league).unwrap();
    assert_eq!(deck.len(), 7);
    assert_eq!(deck.iter().find(|c| c.name == "Mirror").unwrap().copies, 2);

    let held = deck.iter().find(|c| c.name == "Fireball").unwrap().id;
    let uses = kpb::show_team(&mut file.store(), EN, TeamId(file.teams[0]))
        .unwrap()
        .gladiators
        .iter()
        .any(|g| g.card_ids.contains(&held));
    h.kl(KL::CardRemovePressed(held));
    h.click(tr(EN, Kp::RemoveCard));
    let after = kpb::deck(&mut file.store(), league).unwrap();
    if uses {
        assert!(after.iter().any(|c| c.id == held), "a held card stays");
        let form = &h.app.league_screen().unwrap().card.killpower();
        assert!(form.refusal.is_some(), "and the refusal says why");
    } else {
        assert!(!after.iter().any(|c| c.id == held));
    }

    // The settings: a win worth 4, then marked as the league's.
    h.click(tr(EN, Kp::ChangeSettings));
    h.kl(KL::Setting(
        dugout::gui::killpower::league::SettingEdit::Number(0, "4".into()),
    ));
    // A drawn playoff match settled by ranking points rather than free throws.
    assert!(h.shows(tr(EN, Kp::PlayoffDraw)));
    h.kl(KL::Setting(
        dugout::gui::killpower::league::SettingEdit::PlayoffDraw(PlayoffDraw::Ranking),
    ));
    h.click(tr(EN, Kp::SaveSettings));
    let settings = kpb::league_settings(&mut file.store(), league).unwrap();
    assert_eq!(settings.ranking.win, 4);
    assert_eq!(settings.playoff_draw, PlayoffDraw::Ranking);
    assert!(h.shows("league setting · default +3"));
    assert!(h.shows(tr(EN, Kp::PlayoffByRanking)));
}

#[test]
fn a_prematch_and_a_report_are_recorded_through_the_match_screen_then_reset() {
    let file = file("killpower", 2);
    let fixture = file.fixtures()[0]["id"].as_i64().unwrap();
    let away_team = TeamId(file.fixtures()[0]["away_id"].as_i64().unwrap());
    let mut h = Harness::open(&file, EN, Landing::Season(SeasonId(1), Some(Tab::Fixtures)));
    h.send(Message::Season(season::Message::MatchDayPressed(
        FixtureId(fixture),
    )));
    assert_eq!(h.app.screen(), Screen::MatchDay);
    assert!(
        h.app.games().match_day_screen().is_none() && h.app.games().bb_match_day_screen().is_none()
    );
    // The away team's screen stays open behind the match screen: after each write it
    // holds the team as the file does (issue 32, "the file's numbers, always").
    h.send(Message::TeamGameRead(away_team, Ok("killpower".into())));
    assert_eq!(h.app.screen(), Screen::Team);
    h.send(Message::ScreenChosen(Screen::MatchDay));
    assert_eq!(h.screen().flow.step, Step::Before);
    assert!(h.shows(tr(EN, Kp::WhoPlays)));

    // Before the match: the home side's seventh sits out; seed 3.
    h.day(KM::Plays(0, 7, false));
    h.day(KM::PreDice(DiceEdit::Seed("3".into())));
    h.click(tr(EN, Text::Preview));
    let preview = h.screen().pre_preview.view().cloned().expect("a preview");
    assert_eq!(preview.seed, 3);
    assert_eq!(preview.playing.len(), 13);
    assert!(h.shows(tr(EN, Kp::PrematchPreview)) && h.shows("RAP — home #1"));
    let mut store = file.store();
    assert!(
        stored_prematch(&mut store, FixtureId(fixture))
            .unwrap()
            .is_none()
    );
    h.click(tr(EN, Kp::RecordPrematch));
    let stored = stored_prematch(&mut file.store(), FixtureId(fixture)).unwrap();
    let stored = stored.expect("the pre-match is recorded");
    assert_eq!(stored.row.power, preview.plan.power);
    assert_eq!(stored.playing.len(), 13);
    assert_eq!(h.app.notice(), Some(tr(EN, Kp::PrematchSaved)));
    assert!(h.shows(tr(EN, Kp::StoredPrematch)));

    // The report: 3-0 after the 20 turns; away's 2 at risk of death (a coma on the
    // trunk, the die typed), away's 4 let go and replaced.
    h.click(tr(EN, Text::NextStep));
    assert_eq!(h.screen().flow.step, Step::Report);
    h.day(KM::Score(0, "3".into()));
    h.day(KM::Score(1, "0".into()));
    h.day(KM::Ended(Ending::Time));
    h.day(KM::Side(1, SideEdit::RiskAdded));
    h.day(KM::Side(1, SideEdit::RiskPlayer(0, 2)));
    h.day(KM::Side(1, SideEdit::RiskLife(0, "-12".into())));
    // Away's 3 struck where the blow aimed, the trunk, at -13: no location die (8.4).
    h.day(KM::Side(1, SideEdit::RiskAdded));
    h.day(KM::Side(1, SideEdit::RiskPlayer(1, 3)));
    h.day(KM::Side(1, SideEdit::RiskLife(1, "-13".into())));
    h.day(KM::Side(1, SideEdit::RiskAimed(1, Some("trunk".into()))));
    h.day(KM::Side(1, SideEdit::Dismissed(4, true)));
    h.day(KM::Side(1, SideEdit::ReplacementAdded));
    h.day(KM::Side(1, SideEdit::Replaces(0, 4)));
    for edit in [
        GladiatorEdit::Name("Zoé".into()),
        GladiatorEdit::Specialization("archer".into()),
        GladiatorEdit::Magic("gloves".into()),
    ] {
        h.day(KM::Side(1, SideEdit::Replacement(0, edit)));
    }
    h.day(KM::ReportDice(DiceEdit::Key("location.away.2".into())));
    h.day(KM::ReportDice(DiceEdit::Value("3".into())));
    h.day(KM::ReportDice(DiceEdit::Add));
    h.click(tr(EN, Text::Preview));
    assert_eq!(h.screen().flow.refusal, None);
    let view = h
        .screen()
        .report_preview
        .view()
        .cloned()
        .expect("a report preview");
    assert_eq!(view.score, [3, 0]);
    assert_eq!(view.risks.len(), 2);
    assert_eq!(view.risks[0].outcome.id(), "coma");
    assert_eq!(
        (view.risks[1].face, view.risks[1].location.as_str()),
        (None, "Trunk")
    );
    assert!(
        h.shows(tr(EN, Kp::AimedNoDie)),
        "the aimed risk's die column"
    );
    assert!(!view.rolls.iter().any(|r| r.key == "location.away.3"));
    assert_eq!(view.dismissed.len(), 1);
    assert_eq!(view.joined.len(), 1);
    assert!(h.shows(tr(EN, Kp::ReportPreview)));
    assert!(
        stored_report(&mut file.store(), EN, FixtureId(fixture))
            .unwrap()
            .is_none()
    );

    h.click(tr(EN, Kp::RecordReport));
    assert_eq!(h.app.notice(), Some(tr(EN, Kp::ReportSaved)));
    assert_eq!(h.screen().flow.step, Step::Review);
    let stored = stored_report(&mut file.store(), EN, FixtureId(fixture)).unwrap();
    let stored = stored.expect("the report is recorded");
    assert!(stored.postmatch);
    assert_eq!(stored.ranking, view.ranking);
    assert_eq!(stored.risks, view.risks);
    assert_eq!(stored.joined.len(), 1);
    assert!(h.shows(tr(EN, Kp::StoredReport)) && h.shows("Zoé"));
    let away = kpb::show_team(&mut file.store(), EN, away_team).unwrap();
    assert!(
        away.gladiators
            .iter()
            .any(|g| g.name == "Zoé" && g.number == 4)
    );
    assert_eq!(
        team_shown(&h),
        away,
        "the open team screen holds the file's team"
    );

    // Review: the shared reset asks first, then undoes everything.
    h.click(tr(EN, Text::ResetMatch));
    assert!(h.shows(tr(EN, Kp::ResetQuestion)));
    h.click(tr(EN, Text::ResetMatchConfirm));
    let mut store = file.store();
    assert!(
        stored_report(&mut store, EN, FixtureId(fixture))
            .unwrap()
            .is_none()
    );
    assert!(
        stored_prematch(&mut store, FixtureId(fixture))
            .unwrap()
            .is_none()
    );
    let away = kpb::show_team(&mut store, EN, away_team).unwrap();
    assert!(!away.gladiators.iter().any(|g| g.name == "Zoé"));
    assert_eq!(h.screen().flow.step, Step::Before);
    assert_eq!(team_shown(&h), away, "and after the reset too");
}

/// The Killpower Ball team the open team screen holds.
fn team_shown(h: &Harness) -> kpb::KpbTeam {
    let screen = h
        .app
        .games()
        .kpb_team_screen()
        .expect("the team screen is open");
    let team = screen.data.loaded().expect("with its data");
    (**team).clone()
}

#[test]
fn a_refused_report_says_why_and_changes_nothing() {
    let file = file("killpower", 2);
    let fixture = file.fixtures()[0]["id"].as_i64().unwrap();
    let landing = Landing::parse(&format!("matchday:{fixture}:result")).unwrap();
    let mut h = Harness::open(&file, EN, landing);
    assert_eq!(h.screen().flow.step, Step::Report);
    let before = kpb::championship(&mut file.store(), LeagueId(file.league)).unwrap();

    // A score that is not a number: the form refuses it.
    h.day(KM::Score(0, "three".into()));
    h.day(KM::Score(1, "0".into()));
    h.click(tr(EN, Text::Preview));
    let refusal = h.screen().flow.refusal.clone().expect("a refusal");
    assert!(refusal.contains("three"), "{refusal}");
    assert!(h.shows(&refusal));

    // A death risk with a positive life: the core refuses it, in the window's words.
    h.day(KM::Score(0, "3".into()));
    h.day(KM::Side(0, SideEdit::RiskAdded));
    h.day(KM::Side(0, SideEdit::RiskPlayer(0, 1)));
    h.day(KM::Side(0, SideEdit::RiskLife(0, "5".into())));
    h.click(tr(EN, Text::Preview));
    let refusal = h.screen().flow.refusal.clone().expect("a refusal");
    assert!(h.shows(&refusal), "{refusal}");
    assert!(h.screen().report_preview.view().is_none());
    h.day(KM::Report(Staging::RecordPressed));

    // A raise nobody can take yet: refused too.
    h.day(KM::Side(0, SideEdit::RiskRemoved(0)));
    h.day(KM::Side(0, SideEdit::Raise(1, 0, Stat::Phy)));
    h.click(tr(EN, Text::Preview));
    assert!(h.screen().flow.refusal.is_some());
    h.day(KM::Report(Staging::RecordPressed));

    let mut store = file.store();
    assert!(
        stored_report(&mut store, EN, FixtureId(fixture))
            .unwrap()
            .is_none()
    );
    assert_eq!(
        kpb::championship(&mut store, LeagueId(file.league)).unwrap(),
        before
    );
    assert!(
        file.fixtures()[0]["home_score"].is_null(),
        "no result written"
    );
}

#[test]
fn a_tournament_bracket_opens_the_match_screen_and_shows_the_free_throws_winner() {
    let file = file("killpower-tournament", 2);
    let fixture = file.fixtures()[0]["id"].as_i64().unwrap();
    let home = file.fixtures()[0]["home"].as_str().unwrap().to_string();
    let mut h = Harness::open(&file, EN, Landing::Season(SeasonId(1), Some(Tab::Playoffs)));
    h.click(tr(EN, Text::TieMatch));
    assert_eq!(h.app.screen(), Screen::MatchDay);
    assert_eq!(h.screen().fixture, FixtureId(fixture));
    h.day(KM::PreDice(DiceEdit::Seed("5".into())));
    h.click(tr(EN, Text::Preview));
    let preview = h.screen().pre_preview.view().cloned().expect("a preview");
    assert_eq!(
        preview.plan.armour.len(),
        4,
        "the tournament armours are rolled now"
    );
    h.click(tr(EN, Kp::RecordPrematch));
    h.click(tr(EN, Text::NextStep));

    // 2-2: a draw; home's 1 and 4 shoot a basket each at 2 squares, away's miss.
    assert!(h.shows(tr(EN, Kp::FreeThrows)));
    h.day(KM::Score(0, "2".into()));
    h.day(KM::Score(1, "2".into()));
    for (side, slot, number) in [(0, 0, 1), (0, 1, 4), (1, 0, 1), (1, 1, 4)] {
        h.day(KM::Throw(ThrowEdit::Shooter(side, slot, number)));
    }
    h.day(KM::Throw(ThrowEdit::RoundAdded));
    for side in 0..2 {
        for slot in 0..2 {
            h.day(KM::Throw(ThrowEdit::Distance(0, side, slot, "2".into())));
        }
    }
    for (key, face) in [
        ("free_throw.1.home.1", "1"),
        ("free_throw.1.home.4", "1"),
        ("free_throw.1.away.1", "10"),
        ("free_throw.1.away.4", "10"),
    ] {
        h.day(KM::ReportDice(DiceEdit::Key(key.into())));
        h.day(KM::ReportDice(DiceEdit::Value(face.into())));
        h.day(KM::ReportDice(DiceEdit::Add));
    }
    h.click(tr(EN, Text::Preview));
    assert_eq!(h.screen().flow.refusal, None);
    let view = h
        .screen()
        .report_preview
        .view()
        .cloned()
        .expect("a preview");
    assert_eq!(view.free_throws.len(), 4);
    assert_eq!(view.decided.id(), "home");
    h.click(tr(EN, Kp::RecordReport));
    assert_eq!(h.screen().flow.step, Step::Review);

    h.day(KM::BackPressed);
    assert_eq!(h.app.screen(), Screen::Season);
    h.send(Message::Season(season::Message::TabChosen(Tab::Playoffs)));
    let champion = dugout::gui::fill(tr(EN, Text::Champion), &[&home]);
    assert!(h.shows(&champion), "the free throws' winner goes through");
    h.send(Message::Season(season::Message::TabChosen(Tab::Fixtures)));
    let mark = dugout::gui::fill(tr(EN, Text::DecidedWinner), &[&home]);
    assert!(h.shows(&mark), "2-2, won by the game's rules");
}

#[test]
fn the_screens_speak_french() {
    let file = file("killpower", 2);
    let fixture = file.fixtures()[0]["id"].as_i64().unwrap();
    let h = Harness::open(&file, FR, Landing::League(LeagueId(file.league)));
    for text in [
        "Classement",
        "Points de classement",
        "Puissance",
        "Gladiateurs",
        "Nouvelle équipe…",
        "lu dans l'exemple",
    ] {
        assert!(h.shows(text), "{text}");
    }
    let h = Harness::open(&file, FR, Landing::Team(TeamId(file.teams[0])));
    assert_eq!(h.app.screen(), Screen::Team);
    for text in [
        "Bouclier",
        "Spécialisation",
        "Expérience totale",
        "PHY",
        "VIE",
    ] {
        assert!(h.shows(text), "{text}");
    }
    let landing = Landing::MatchDay(FixtureId(fixture), None);
    let h = Harness::open(&file, FR, landing);
    for text in [
        "1. Avant le match",
        "2. Compte rendu",
        "3. Bilan",
        "Qui joue ce match",
        "Points à marquer",
    ] {
        assert!(h.shows(text), "{text}");
    }
    let h = Harness::open(&file, FR, Landing::NewTeam(LeagueId(file.league)));
    assert!(h.shows("Créer l'équipe"), "the wizard's action");
    assert!(
        h.shows("Gladiateurs") && h.shows("Graine"),
        "the wizard's parts"
    );
}

#[test]
fn every_killpower_text_exists_in_both_languages() {
    for text in Kp::ALL {
        let (en, fr) = (tr(EN, *text), tr(FR, *text));
        assert!(!en.trim().is_empty() && !fr.trim().is_empty(), "{text:?}");
        assert_eq!(
            en.matches("{}").count(),
            fr.matches("{}").count(),
            "{text:?} placeholders"
        );
    }
}

#[test]
fn the_reference_shows_killpower_ball_tables() {
    let file = file("killpower", 0);
    let page = dugout::gui::games::reference::Page::parse("killpower").unwrap();
    let h = Harness::open(&file, FR, Landing::ReferencePage(page));
    assert_eq!(h.app.screen(), Screen::Reference);
    for text in [
        "Caractéristiques (TABLE 11)",
        "Guerrier",
        "Gants de combat",
        "Tête",
    ] {
        assert!(h.shows(text), "{text}");
    }
}

#[test]
fn the_championship_table_prints_its_ranking_sheet() {
    let file = file("killpower", 2);
    let pdf = file.dir.path().join("ranking.pdf");
    let league = LeagueId(file.league);
    let mut h = Harness::open_picking(&file, FR, Landing::League(league), vec![Some(pdf.clone())]);
    h.click(tr(FR, Kp::PrintRankingSheet));
    assert!(
        matches!(h.app.printing(), dugout::gui::print::Printing::Done { .. }),
        "printed: {:?}",
        h.app.printing()
    );
    let bytes = std::fs::read(&pdf).expect("the sheet is saved where the dialog said");
    assert!(bytes.starts_with(b"%PDF"));
    let suggested = dugout::gui::print::Document::Championship {
        league,
        name: "Prison League".into(),
    }
    .suggested_file(FR);
    assert_eq!(suggested, "prison-league-feuille-de-classement.pdf");
}

/// The team screen in French at 1024×640: built from the shared roster parts (the key
/// numbers, the table at the one row height), its column titles side by side, never
/// over one another, and the coach said in French.
#[test]
fn the_team_screen_is_built_from_the_shared_roster_parts_and_nothing_overlaps() {
    use dugout::gui::roster::{FIGURES, FIRST_CELL, ROW_HEIGHT};
    let file = file("killpower", 2);
    let h = Harness::open(&file, FR, Landing::Team(TeamId(file.teams[0])));
    let mut ui = Simulator::with_size(Settings::default(), (1024.0, 640.0), h.app.view());
    assert!(ui.find(iced::widget::Id::from(FIGURES)).is_ok());
    let row = ui.find(iced::widget::Id::from(FIRST_CELL)).unwrap();
    assert_eq!(row.bounds().height, ROW_HEIGHT);
    let titles = [
        "N°",
        "Gladiateur",
        "Spécialisation",
        "DEP",
        "VIE",
        "Bouclier",
        "Équipement",
        "Exp.",
        "Augmentations",
    ];
    let bounds: Vec<iced::Rectangle> = titles
        .iter()
        .map(|title| {
            ui.find(*title)
                .unwrap_or_else(|_| panic!("{title}"))
                .bounds()
        })
        .collect();
    for (pair, titles) in bounds.windows(2).zip(titles.windows(2)) {
        assert!(pair[0].x + pair[0].width <= pair[1].x, "{titles:?} overlap");
    }
    assert!(
        ui.find("Killpower Ball · Championnat (13.1) · Entraîneur : Coach")
            .is_ok()
    );
}
