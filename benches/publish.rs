//! Publishing a league's website (`dugout publish`): a 16-team league of three seasons
//! and the 500-team, 103,500-match scale file (`support/scale_file.rs`), each into an
//! empty folder and again into its own folder with nothing changed. Each run prints the
//! site's files and size.

#[path = "support/generate.rs"]
mod generate;
#[path = "support/scale_file.rs"]
mod scale_file;

use std::cell::RefCell;
use std::hint::black_box;
use std::path::Path;

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use dugout::coach::{self, Context};
use dugout::data::Lang;
use dugout::publish::{PublishOptions, publish};
use dugout::store::{LeagueId, Store};

/// A 16-team league (two divisions of 8) with three seasons played through.
fn small_league(path: &Path) {
    let context = Context::new(Lang::En);
    let mut store = Store::open(path).expect("open");
    let league = coach::create_league(&mut store, "Sixteen", "dreadball").expect("league");
    let teams = generate::teams(&mut store, &context, league.id, 16);
    let mut counter = 0u64;
    for season in 1..=3 {
        let (_, lines) = generate::double_round_robin(
            &mut store,
            league.id,
            &format!("Season {season}"),
            &teams,
            |index| Some(format!("Division {}", index / 8 + 1)),
        );
        generate::play(&mut store, &lines, None, &mut counter, true);
    }
}

fn options() -> PublishOptions {
    PublishOptions {
        langs: vec![Lang::En],
        seasons: Vec::new(),
    }
}

/// Files and bytes under `root`.
fn size(root: &Path) -> (usize, u64) {
    let mut found = (0, 0);
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("read") {
            let entry = entry.expect("entry");
            let meta = entry.metadata().expect("meta");
            if meta.is_dir() {
                stack.push(entry.path());
            } else {
                found = (found.0 + 1, found.1 + meta.len());
            }
        }
    }
    found
}

fn bench_league(c: &mut Criterion, name: &str, path: &Path, samples: usize) {
    let mut store = Store::open(path).expect("open");
    let mut group = c.benchmark_group(name);
    group.sample_size(samples);
    // The folders published into are all removed at the end, not one by one: a file
    // system that has just deleted 100,000 files is slow to create the next 100,000
    // (ext4 passes over recently freed inodes), which no user's first publish meets.
    let folders = RefCell::new(Vec::new());
    group.bench_function("publish into an empty folder", |b| {
        b.iter_batched(
            || tempfile::tempdir().expect("folder"),
            |dir| {
                let report = publish(&mut store, LeagueId(1), dir.path(), &options(), &|_| {})
                    .expect("publish");
                black_box(report);
                folders.borrow_mut().push(dir);
            },
            BatchSize::PerIteration,
        )
    });
    drop(folders);
    let kept = tempfile::tempdir().expect("folder");
    publish(&mut store, LeagueId(1), kept.path(), &options(), &|_| {}).expect("publish");
    let (files, bytes) = size(kept.path());
    eprintln!("{name}: {files} files, {:.1} MB", bytes as f64 / 1e6);
    group.bench_function("publish again, nothing changed", |b| {
        b.iter(|| {
            let report = publish(&mut store, LeagueId(1), kept.path(), &options(), &|_| {})
                .expect("publish");
            assert!(report.written.is_empty());
            black_box(report)
        })
    });
    group.finish();
}

fn sites(c: &mut Criterion) {
    let scratch = tempfile::tempdir().expect("scratch");
    let small = scratch.path().join("sixteen.db");
    small_league(&small);
    bench_league(c, "16 teams, 3 seasons", &small, 20);
    bench_league(
        c,
        "500 teams, 103,500 matches",
        &scale_file::scale_file(),
        10,
    );
}

criterion_group!(benches, sites);
criterion_main!(benches);
