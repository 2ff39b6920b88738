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
