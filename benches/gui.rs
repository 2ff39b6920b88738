//! Opening a team of 14 players in the window: reading it from the store, building
//! and laying out its screen, and drawing a whole frame (tiny-skia, headless).

#[path = "../tests/support/settle.rs"]
mod support;

use std::hint::black_box;
use std::path::Path;
use std::sync::Arc;

use criterion::{Criterion, criterion_group, criterion_main};
use dugout::coach::dreadball::{Item, TeamStart};
use dugout::coach::{self, Context};
use dugout::data::Lang;
use dugout::gui::dreadball::team::load_team_data;
use dugout::gui::picker::ScriptedPicker;
use dugout::gui::{App, Landing, Message, Options, Screen};
use dugout::store::{Store, TeamId};
use iced::{Settings, Theme};
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

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(30);
    targets = team_screen
}
criterion_main!(benches);
