//! Opening a team of 14 players in the window: reading it from the store, building
//! and laying out its screen, and drawing a whole frame (tiny-skia, headless).

#[path = "../tests/support/settle.rs"]
mod support;

use std::hint::black_box;
use std::path::Path;
use std::sync::Arc;

use criterion::{Criterion, criterion_group, criterion_main};
use dugout::chart::{Chart, LineChart, Series};
use dugout::coach::dreadball::{Item, TeamStart};
use dugout::coach::{self, Context};
use dugout::data::Lang;
use dugout::gui::chart::ChartView;
use dugout::gui::dreadball::team::load_team_data;
use dugout::gui::picker::ScriptedPicker;
use dugout::gui::{App, Landing, Message, Options, Screen};
use dugout::store::{Store, TeamId};
use iced::widget::container;
use iced::{Element, Length, Settings, Theme};
use iced_test::simulator::Simulator;

fn context() -> Context {
    Context::new(Lang::En)
}

/// A league file with one team of 14 players, with skills, dice, cards and cheerleaders.
fn generate_team(path: &Path) -> TeamId {
    let context = context();
    let mut store = Store::open(path).expect("open");
    let league = coach::create_league(&mut store, "Bench", "dreadball").expect("league");
    let team = coach::dreadball::create_team(
        &mut store,
        &context,
        league.id,
        "midgard-delvers",
        "Full House",
        "Bench",
        TeamStart::Budget(400),
    )
    .expect("team")
    .team
    .id;
    for index in 0..14 {
        let position = ["guard", "jack", "striker"][index % 3];
        coach::dreadball::hire(&mut store, &context, team, position, None).expect("hire");
    }
    for item in [Item::Dice, Item::Cards, Item::Cheerleaders] {
        coach::dreadball::buy(&mut store, &context, team, item, 2).expect("buy");
    }
    team
}

fn team_screen(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("bench.db");
    let team = generate_team(&path);
    let options = Options {
        path: path.clone(),
        with_demo: false,
        create: true,
        lang: Some(Lang::En),
        prefs_path: None,
        picker: Arc::new(ScriptedPicker::default()),
        viewer: Arc::new(dugout::gui::viewer::RecordingViewer::default()),
        landing: Landing::Team(team),
        measure_startup: None,
        measure_redraw: false,
    };
    let (mut app, task) = App::boot(options);
    support::settle(&mut app, task);
    assert_eq!(app.screen(), Screen::Team);

    let mut store = Store::open(&path).expect("open");
    let context = context();
    c.bench_function("team screen: read a team of 14 from the store", |b| {
        b.iter(|| black_box(load_team_data(&mut store, &context, team).expect("load")))
    });
    c.bench_function(
        "team screen: build and lay out (14 players, 1280x800)",
        |b| {
            b.iter(|| {
                black_box(Simulator::with_size(
                    Settings::default(),
                    (1280.0, 800.0),
                    app.view(),
                ))
            })
        },
    );
    // The simulator makes a new renderer (fonts, glyph cache) for every frame; this
    // frame of one word measures that fixed cost, which a running window pays once.
    c.bench_function("baseline: a new headless renderer drawing one word", |b| {
        b.iter(|| {
            let mut ui: Simulator<'_, Message> = Simulator::with_size(
                Settings::default(),
                (1280.0, 800.0),
                iced::widget::text("Dugout"),
            );
            black_box(ui.snapshot(&Theme::Light).expect("snapshot"))
        })
    });
    c.bench_function(
        "team screen: build, lay out and draw a frame (tiny-skia)",
        |b| {
            b.iter(|| {
                let mut ui = Simulator::with_size(Settings::default(), (1280.0, 800.0), app.view());
                black_box(ui.snapshot(&Theme::Light).expect("snapshot"))
            })
        },
    );
}

/// A season race of 20 teams over 30 rounds: each team's position after each round
/// (a fresh order every round, as a close season gives), the fifth team picked out.
fn race_chart() -> Chart {
    let teams = 20usize;
    let rounds = 30usize;
    let series = (0..teams)
        .map(|team| Series {
            label: format!("Team number {}", team + 1),
            values: (0..rounds)
                .map(|round| Some(((team * 7 + round * (team % 5 + 1)) % teams + 1) as f64))
                .collect(),
            colour: None,
        })
        .collect();
    Chart::Lines(LineChart {
        title: "Season race".into(),
        x_labels: (1..=rounds).map(|r| r.to_string()).collect(),
        x_title: "Round".into(),
        y_title: "Position".into(),
        series,
        y_inverted: true,
        highlight: Some(4),
    })
}

/// The chart as a screen shows it: on a canvas as wide as the window.
fn frame(view: &ChartView) -> Element<'_, Message> {
    container(view.view()).width(Length::Fill).into()
}

fn chart_redraw(c: &mut Criterion) {
    let chart = race_chart();
    // The chart's own work each frame it is drawn anew: its marks laid out in the frame.
    c.bench_function("chart: lay out a 20-team x 30-round race (1280x320)", |b| {
        b.iter(|| black_box(dugout::chart::layout(&chart, 1280.0, 320.0)))
    });
    // A redraw after the numbers changed: a new chart, so nothing is cached; laid out,
    // drawn and rasterised in a 1280x800 frame (the simulator's new renderer included).
    c.bench_function(
        "chart: redraw a 20-team x 30-round race, numbers changed (1280x800)",
        |b| {
            b.iter(|| {
                let view = ChartView::new(chart.clone(), Lang::En);
                let mut ui =
                    Simulator::with_size(Settings::default(), (1280.0, 800.0), frame(&view));
                black_box(ui.snapshot(&Theme::Light).expect("snapshot"))
            })
        },
    );
    // A redraw where nothing changed: the drawing comes from the cache.
    let view = ChartView::new(chart.clone(), Lang::En);
    c.bench_function(
        "chart: redraw a 20-team x 30-round race, nothing changed (1280x800)",
        |b| {
            b.iter(|| {
                let mut ui =
                    Simulator::with_size(Settings::default(), (1280.0, 800.0), frame(&view));
                black_box(ui.snapshot(&Theme::Light).expect("snapshot"))
            })
        },
    );
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(30);
    targets = team_screen, chart_redraw
}
criterion_main!(benches);
