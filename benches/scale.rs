//! A league file of any size: 500 teams (4,000 players) and 23 seasons of 50 divisions
//! of 10 teams, each division a double round robin: 103,500 matches, every result
//! recorded except the last round of the last season, each side's strikes (and the
//! scorers' experience) recorded as match events for the statistics. The file is generated once into
//! Cargo's scratch folder and kept (`DUGOUT_SCALE_FILE` prints where, for measuring the
//! window on it: `dugout --db FILE --measure-startup --screen league:1`).

#[path = "support/generate.rs"]
mod generate;
#[path = "support/scale_file.rs"]
mod scale_file;
#[path = "../tests/support/settle.rs"]
mod support;

use std::hint::black_box;
use std::sync::Arc;

use criterion::{Criterion, criterion_group, criterion_main};
use dugout::coach::{self, Context, LeagueStats, Reading};
use dugout::data::Lang;
use dugout::gui::picker::ScriptedPicker;
use dugout::gui::{App, Landing, Options, Screen};
use dugout::stats::Scope;
use dugout::store::{LeagueId, SeasonId, Store};
use iced::{Settings, Theme};
use iced_test::simulator::Simulator;

use scale_file::{DIVISION, SEASONS, TEAMS, scale_file};

fn context() -> Context {
    Context::new(Lang::En)
}

fn scale(c: &mut Criterion) {
    let path = scale_file();
    let context = context();
    let mut group = c.benchmark_group("500 teams, 103,500 matches");
    group.bench_function("open the league file", |b| {
        b.iter(|| black_box(Store::open(&path).expect("open")))
    });
    let mut store = Store::open(&path).expect("open");
    let season = SeasonId(SEASONS as i64);
    group.bench_function("standings of a season (50 divisions, 4,500 matches)", |b| {
        b.iter(|| {
            let tables = coach::standings(&mut store, &context, season, None).expect("standings");
            assert_eq!(tables.len(), TEAMS / DIVISION);
            black_box(tables)
        })
    });
    group.bench_function("leaders of a season (5 statistics, top 10)", |b| {
        b.iter(|| {
            let scope = Scope::Season(season);
            let boards =
                coach::leader_boards(&mut store, scope, None, 10, Lang::En).expect("leaders");
            assert!(!boards[0].rows.is_empty());
            black_box(boards)
        })
    });
    group.bench_function("records of the league (103,500 matches)", |b| {
        b.iter(|| {
            let stats =
                LeagueStats::read(&mut store, LeagueId(1), Reading::Records(None)).expect("stats");
            let records = stats.record_lines(Lang::En);
            assert!(records.len() >= 4);
            black_box(records)
        })
    });
    group.bench_function(
        "season race: every division's positions after each round, and one chart",
        |b| {
            b.iter(|| {
                let race = coach::season_race(&mut store, &context, season).expect("race");
                assert_eq!(race.divisions.len(), TEAMS / DIVISION);
                let chart = coach::race_chart(&race, &race.divisions[0], None, Lang::En);
                black_box((race, chart))
            })
        },
    );
    group.bench_function("the league's team list (500 teams)", |b| {
        b.iter(|| {
            black_box(
                coach::dreadball::list_teams(&mut store, &context, LeagueId(1)).expect("teams"),
            )
        })
    });

    let options = Options {
        path: path.clone(),
        with_demo: false,
        create: true,
        lang: Some(Lang::En),
        prefs_path: None,
        picker: Arc::new(ScriptedPicker::default()),
        viewer: Arc::new(dugout::gui::viewer::RecordingViewer::default()),
        landing: Landing::League(LeagueId(1)),
        measure_startup: None,
        measure_redraw: false,
    };
    let (mut app, task) = App::boot(options);
    support::settle(&mut app, task);
    assert_eq!(app.screen(), Screen::League);
    group.bench_function(
        "league screen: build and lay out (500 teams, 1280x800)",
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
    group.bench_function("league screen: build, lay out and draw a frame", |b| {
        b.iter(|| {
            let mut ui = Simulator::with_size(Settings::default(), (1280.0, 800.0), app.view());
            black_box(ui.snapshot(&Theme::Light).expect("snapshot"))
        })
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = scale
}
criterion_main!(benches);
