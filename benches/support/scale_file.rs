//! The scale league file the benches share: 500 teams (4,000 players) and 23 seasons of
//! 50 divisions of 10 teams, each division a double round robin, every result recorded
//! except the last round of the last season. Generated once into Cargo's scratch folder
//! and kept.

use std::path::{Path, PathBuf};

use dugout::coach::{self, Context};
use dugout::data::Lang;
use dugout::store::Store;

use crate::generate;

pub const TEAMS: usize = 500;
pub const DIVISION: usize = 10;
pub const SEASONS: usize = 23;

fn generate(path: &Path) {
    let context = Context::new(Lang::En);
    let mut store = Store::open(path).expect("open");
    let league = coach::create_league(&mut store, "Scale", "dreadball").expect("league");
    let teams = generate::teams(&mut store, &context, league.id, TEAMS);
    let mut counter = 0u64;
    for number in 1..=SEASONS {
        let name = format!("Season {number}");
        let (_, lines) =
            generate::double_round_robin(&mut store, league.id, &name, &teams, |index| {
                Some(format!("Division {}", index / DIVISION + 1))
            });
        let last_round = lines.iter().map(|l| l.round).max().unwrap_or(0);
        generate::play(
            &mut store,
            &lines,
            (number == SEASONS).then_some(last_round),
            &mut counter,
            true,
        );
    }
}

/// The generated file, made on the first run.
pub fn scale_file() -> PathBuf {
    let path = Path::new(env!("CARGO_TARGET_TMPDIR")).join("scale-league-2.db");
    if !path.exists() {
        let partial = path.with_extension("partial.db");
        let _ = std::fs::remove_file(&partial);
        generate(&partial);
        std::fs::rename(&partial, &path).expect("rename");
    }
    let size = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
    eprintln!(
        "scale league file: {} ({:.1} MB)",
        path.display(),
        size as f64 / 1e6
    );
    path
}
