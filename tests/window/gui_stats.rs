//! The league's numbers as pictures (issue 34): the league screen's Statistics tab
//! (leaders, records, head-to-head, the margins' chart) and a team's charts, on the demo
//! league, read again when the file changes.

use crate::support;

use std::sync::Arc;

use dugout::chart::Chart;
use dugout::coach;
use dugout::data::Lang;
use dugout::gui::picker::ScriptedPicker;
use dugout::gui::screen::league::{self, LeagueScreen};
use dugout::gui::screen::league_stats::{self, ScopeChoice, StatsData, StatsScope};
use dugout::gui::viewer::RecordingViewer;
use dugout::gui::{App, FileMessage, Landing, Message, Options, Screen};
use dugout::store::Store;
use iced::Settings;
use iced_test::simulator::Simulator;

struct Harness {
    app: App,
    dir: tempfile::TempDir,
}

impl Harness {
    fn demo(lang: Lang) -> Harness {
        let dir = tempfile::tempdir().unwrap();
        let options = Options {
            path: dir.path().join("league.db"),
            with_demo: true,
            create: true,
            lang: Some(lang),
            prefs_path: Some(dir.path().join("config").join("settings.toml")),
            picker: Arc::new(ScriptedPicker::answering(Vec::new())),
            viewer: Arc::new(RecordingViewer::default()),
            landing: Landing::Default,
            measure_startup: None,
            measure_redraw: false,
        };
        let (app, task) = App::boot(options);
        let mut h = Harness { app, dir };
        support::settle(&mut h.app, task);
        assert_eq!(h.app.screen(), Screen::League);
        h
    }

    fn send(&mut self, message: Message) {
        let task = self.app.update(message);
        support::settle(&mut self.app, task);
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

    fn stats(&self) -> &StatsData {
        self.league()
            .stats
            .data
            .loaded()
            .expect("the statistics are read")
    }

    fn path(&self) -> std::path::PathBuf {
        self.dir.path().join("league.db")
    }
}

#[test]
fn the_statistics_tab_shows_the_latest_season_and_follows_the_file() {
    let mut h = Harness::demo(Lang::En);
    h.click("Statistics");
    assert!(h.league().showing_stats);
    let seasons = &h
        .app
        .league_screen()
        .unwrap()
        .data
        .loaded()
        .unwrap()
        .seasons;
    let latest = seasons.last().expect("the demo has a season").id;
    assert_eq!(
        h.league().stats.scope(seasons),
        StatsScope::Season(latest),
        "the latest season by default"
    );
    let stats = h.stats();
    assert!(stats.played > 0, "the demo season has results");
    assert!(stats.boards.iter().any(|b| !b.rows.is_empty()));
    assert!(!stats.records.is_empty());
    assert!(matches!(stats.margins, Chart::Bars(_)));
    let bars: f64 = match &stats.margins {
        Chart::Bars(bars) => bars.bars.iter().map(|(_, n)| n).sum(),
        Chart::Lines(_) => 0.0,
    };
    assert_eq!(bars as usize, stats.played, "every match has its bar");
    for heading in ["Leaders", "Records", "Head-to-head", "Results"] {
        assert!(h.shows(heading), "the tab shows {heading}");
    }
    let first = stats.matrix.teams[0].clone();
    assert!(h.shows(&format!("1. {}", first.team)));
    if stats.boards.iter().any(|b| b.rows.iter().any(|r| r.dead)) {
        assert!(h.shows("dead"), "a dead leader wears the badge");
    }
    let played = stats.played;

    // Another program renames a team: the tab reads the file again.
    let mut store = Store::open(&h.path()).unwrap();
    coach::rename_team(&mut store, first.team_id, "Renamed Rovers").unwrap();
    h.send(Message::File(FileMessage::Tick));
    let renamed = h
        .stats()
        .matrix
        .teams
        .iter()
        .find(|t| t.team_id == first.team_id)
        .expect("the team is still in the matrix");
    assert_eq!(renamed.team, "Renamed Rovers");

    // All time holds at least the season's matches.
    let all_time = ScopeChoice {
        scope: StatsScope::AllTime,
        label: "All time".into(),
    };
    h.send(Message::League(league::Message::Stats(
        league_stats::Message::ScopePicked(all_time),
    )));
    assert_eq!(h.league().stats.scope(&[]), StatsScope::AllTime);
    assert!(h.stats().played >= played);
}

#[test]
fn the_statistics_tab_speaks_french() {
    let mut h = Harness::demo(Lang::Fr);
    h.click("Statistiques");
    for heading in ["En tête", "Records", "Face-à-face", "Résultats"] {
        assert!(h.shows(heading), "l'onglet montre {heading}");
    }
    let Chart::Bars(bars) = &h.stats().margins else {
        panic!("the margins are bars");
    };
    assert_eq!(bars.bars[0].0, "Nul");
}

#[test]
fn a_team_screen_draws_its_value_and_a_chosen_players_career() {
    let mut h = Harness::demo(Lang::En);
    let team = h
        .league()
        .data
        .loaded()
        .unwrap()
        .teams
        .first()
        .unwrap()
        .clone();
    h.click(&team.name);
    assert_eq!(h.app.screen(), Screen::Team);
    let screen = h.app.games().team_screen().expect("a DreadBall team");
    let charts = screen.charts.data.loaded().expect("the charts are read");
    let Chart::Lines(value) = &charts.value else {
        panic!("the value is lines");
    };
    assert_eq!(value.series.len(), 2, "value and treasury");
    assert!(value.title.contains(&team.name));
    assert!(h.shows("Charts"));
    if let Some((player, _)) = charts.careers.first().cloned() {
        h.send(Message::from(
            dugout::gui::dreadball::team::Message::Charts(
                dugout::gui::team_charts::Message::PlayerPicked(player.clone()),
            ),
        ));
        let screen = h.app.games().team_screen().unwrap();
        assert_eq!(screen.charts.picked, Some(player.player));
        assert!(h.shows(&player.name));
    }
}

const MALFORMED_FR: &str = "Écrivez une couleur avec # et six chiffres hexadécimaux, p. ex. #2B57C9, ou laissez vide pour aucune.";

fn dreadball_team_message(message: dugout::gui::team_charts::Message) -> Message {
    Message::from(dugout::gui::dreadball::team::Message::Charts(message))
}

#[test]
fn the_season_race_picks_out_a_team_and_wears_its_colour() {
    use dugout::gui::screen::league_race::{RaceMessage, TeamChoice};
    let mut h = Harness::demo(Lang::En);
    h.click("Statistics");
    assert!(h.shows("Season race"));
    let race = h
        .league()
        .stats
        .race
        .as_ref()
        .expect("the season has a race");
    let teams = race.race.divisions[0].lines.len();
    assert!(teams >= 2);
    let Chart::Lines(chart) = race.chart.chart() else {
        panic!("a race is lines");
    };
    assert_eq!(chart.series.len(), teams, "a line per team");
    assert_eq!(chart.highlight, None);
    // Picked out: the chart draws that team's line over the others.
    let second = race.race.divisions[0].lines[1].clone();
    h.send(Message::League(league::Message::Stats(
        league_stats::Message::Race(RaceMessage::TeamPicked(TeamChoice {
            team: Some(second.team_id),
            label: second.team.clone(),
        })),
    )));
    let race = h.league().stats.race.as_ref().unwrap();
    let Chart::Lines(chart) = race.chart.chart() else {
        panic!("a race is lines");
    };
    assert_eq!(chart.highlight, Some(1));
    // Another program gives the team a colour: the race reads it, keeping the pick.
    let mut store = Store::open(&h.path()).unwrap();
    let primary = coach::ColourChoice::Set("#7B1F2B");
    let keep = coach::ColourChoice::Keep;
    coach::set_team_colours(&mut store, second.team_id, primary, keep).unwrap();
    h.send(Message::File(FileMessage::Tick));
    let race = h.league().stats.race.as_ref().unwrap();
    let Chart::Lines(chart) = race.chart.chart() else {
        panic!("a race is lines");
    };
    assert_eq!(chart.highlight, Some(1), "the pick survives a reload");
    assert_eq!(
        chart.series[1].colour,
        dugout::chart::Rgb::parse("#7B1F2B"),
        "the team's line wears its colour"
    );
}

#[test]
fn a_team_colour_is_checked_as_typed_and_saved_with_an_undo() {
    use dugout::gui::team_colours::{ColourMessage, Which};
    let mut h = Harness::demo(Lang::Fr);
    let team = h.league().data.loaded().unwrap().teams[0].clone();
    h.click(&team.name);
    assert_eq!(h.app.screen(), Screen::Team);
    assert!(h.shows("Couleurs de l'équipe"));
    let editor = |h: &Harness| {
        let screen = h.app.games().team_screen().expect("a DreadBall team");
        screen.charts.colours.clone().expect("the colours are read")
    };
    assert_eq!(editor(&h).stored.primary, None);
    // A colour that is not one is said, and nothing can be saved.
    h.send(dreadball_team_message(
        dugout::gui::team_charts::Message::Colours(ColourMessage::Typed(
            Which::Primary,
            "#12345".into(),
        )),
    ));
    assert!(h.shows(MALFORMED_FR));
    h.send(dreadball_team_message(
        dugout::gui::team_charts::Message::Colours(ColourMessage::Picked(
            Which::Primary,
            dugout::gui::team_colours::PALETTE[0],
        )),
    ));
    assert!(!h.shows(MALFORMED_FR));
    h.click("Enregistrer les couleurs");
    let stored = editor(&h).stored;
    assert_eq!(
        stored.primary.as_deref(),
        Some(dugout::gui::team_colours::PALETTE[0].hex().as_str())
    );
    let mut store = Store::open(&h.path()).unwrap();
    assert_eq!(coach::team_colours(&mut store, team.id).unwrap(), stored);
    // Saved as a change of the team, which undo takes back.
    coach::undo(&mut store, team.id).unwrap();
    h.send(Message::File(FileMessage::Tick));
    assert_eq!(editor(&h).stored.primary, None);
}
