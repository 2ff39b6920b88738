//! Importing a league document: every check, the write to a copy in memory, every read,
//! undo and match reset run there (accepted means usable), then the write to the file.
//! On a generated DreadBall league of 16 teams and 4 seasons of a double round robin
//! (960 matches, every result recorded).

#[path = "support/generate.rs"]
mod generate;

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use dugout::coach::{self, Context};
use dugout::data::Lang;
use dugout::exchange;
use dugout::store::Store;

const TEAMS: usize = 16;
const SEASONS: usize = 4;

/// The generated league, exported.
fn document() -> String {
    let context = Context::new(Lang::En);
    let mut store = Store::open_in_memory().expect("store");
    let league = coach::create_league(&mut store, "Bench", "dreadball").expect("league");
    let teams = generate::teams(&mut store, &context, league.id, TEAMS);
    let mut counter = 0u64;
    for number in 1..=SEASONS {
        let name = format!("Season {number}");
        let (_, lines) =
            generate::double_round_robin(&mut store, league.id, &name, &teams, |_| None);
        generate::play(&mut store, &lines, None, &mut counter, false);
    }
    exchange::export_league(&mut store, league.id)
        .expect("export")
        .to_text()
        .expect("text")
}

fn import(c: &mut Criterion) {
    let text = document();
    let mut group = c.benchmark_group("import a league document (16 teams, 960 matches)");
    group.sample_size(10);
    group.bench_function("dry run: checks, write and every command on a copy", |b| {
        b.iter(|| {
            let mut store = Store::open_in_memory().expect("store");
            black_box(exchange::import_league(&mut store, &text, true, Lang::En).expect("import"))
        })
    });
    group.bench_function("import into a league file", |b| {
        b.iter_batched(
            || {
                let dir = tempfile::tempdir().expect("dir");
                let store = Store::open(&dir.path().join("league.db")).expect("store");
                (dir, store)
            },
            |(dir, mut store)| {
                black_box(
                    exchange::import_league(&mut store, &text, false, Lang::En).expect("import"),
                );
                dir
            },
            criterion::BatchSize::PerIteration,
        )
    });
    group.finish();
}

criterion_group!(benches, import);
criterion_main!(benches);
