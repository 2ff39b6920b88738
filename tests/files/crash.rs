//! A command killed at any moment (SIGKILL: no cleanup, no rollback of its own) leaves
//! the league file whole: `integrity_check` passes and the database is exactly as it was
//! before the command or exactly as the command leaves it, never in between. Trials
//! kill a result being recorded, a result being reset, a post-match being written and a
//! league being imported, each after a random delay within the command's own run time.
//!
//! 13 trials per command run in CI; set `DUGOUT_CRASH_TRIALS` for a longer run and
//! `DUGOUT_CRASH_SEED` to replay one.

#![cfg(unix)]

use crate::common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use rusqlite::Connection;
use rusqlite::types::Value;

const SCHEMA_7: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/schema-7");

/// Every row of every table as text, sorted; the audit's clock time left out.
type Digest = BTreeMap<String, Vec<String>>;

fn digest(path: &Path) -> Digest {
    let conn = Connection::open(path).unwrap();
    common::tables(&conn)
        .into_iter()
        .map(|table| {
            let columns: Vec<String> = conn
                .prepare(&format!("SELECT name FROM pragma_table_info('{table}')"))
                .unwrap()
                .query_map([], |row| row.get::<_, String>(0))
                .unwrap()
                .map(Result::unwrap)
                .filter(|column| !(table == "audit" && column == "at"))
                .collect();
            let sql = format!("SELECT {} FROM {table}", columns.join(", "));
            let mut rows: Vec<String> = conn
                .prepare(&sql)
                .unwrap()
                .query_map([], |row| {
                    Ok((0..columns.len())
                        .map(|i| format!("{:?}", row.get::<_, Value>(i).unwrap()))
                        .collect::<Vec<_>>()
                        .join("|"))
                })
                .unwrap()
                .map(Result::unwrap)
                .collect();
            rows.sort();
            (table, rows)
        })
        .collect()
}

fn integrity(path: &Path) -> String {
    Connection::open(path)
        .unwrap()
        .query_row("PRAGMA integrity_check", [], |row| row.get(0))
        .unwrap()
}

fn command(db: &Path, args: &[String]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_dugout"));
    command
        .args(args)
        .env("DUGOUT_DB", db)
        .stdout(Stdio::null())
        .stderr(Stdio::piped());
    command
}

/// A small random source (xorshift), seeded so a failing run can be replayed.
struct Dice(u64);

impl Dice {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n.max(1)
    }
}

struct Operation {
    name: &'static str,
    args: Vec<String>,
}

fn operations(dir: &Path, base: &Path) -> Vec<Operation> {
    let report = dir.join("report.json");
    std::fs::write(
        &report,
        r#"{ "home_score": 2, "away_score": 1, "played_on": "2026-11-30", "seed": 5,
             "players": [ { "player": 20, "strikes": 2, "experience": { "exploit": 5 } },
                          { "player": 1, "injured": true } ],
             "advancements": [ { "player": 20, "choice": "stat:speed" } ] }"#,
    )
    .unwrap();
    let export = Command::new(env!("CARGO_BIN_EXE_dugout"))
        .args(["export", "league", "2", "-o"])
        .arg(dir.join("league-2.json"))
        .env("DUGOUT_DB", base)
        .output()
        .unwrap();
    assert!(export.status.success());
    let text = |args: &[&str]| args.iter().map(|a| a.to_string()).collect::<Vec<_>>();
    vec![
        Operation {
            name: "record",
            args: text(&[
                "match",
                "record",
                "--match",
                "12",
                "--home-score",
                "3",
                "--away-score",
                "1",
                "--event",
                "29:strike:2",
            ]),
        },
        Operation {
            name: "reset",
            args: text(&["match", "reset", "--match", "10"]),
        },
        Operation {
            name: "post-match",
            args: text(&[
                "postmatch",
                "--match",
                "11",
                "--file",
                report.to_str().unwrap(),
            ]),
        },
        Operation {
            name: "import",
            args: text(&[
                "import",
                "league",
                dir.join("league-2.json").to_str().unwrap(),
            ]),
        },
    ]
}

#[test]
fn a_command_killed_at_any_moment_leaves_the_file_whole_and_each_write_all_or_nothing() {
    let trials: usize = std::env::var("DUGOUT_CRASH_TRIALS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(13);
    let seed: u64 = std::env::var("DUGOUT_CRASH_SEED")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_nanos() as u64 | 1)
                .unwrap_or(0x9E37_79B9)
        });
    eprintln!("crash trials: {trials} per command, DUGOUT_CRASH_SEED={seed}");
    let mut dice = Dice(seed);
    let dir = tempfile::tempdir().unwrap();
    let base = dir.path().join("base.db");
    std::fs::copy(Path::new(SCHEMA_7).join("league.db"), &base).unwrap();
    // Brought to this build's schema once, so every trial starts from the same file.
    assert!(
        command(&base, &["league".into(), "list".into()])
            .status()
            .unwrap()
            .success()
    );
    let before = digest(&base);

    for operation in operations(dir.path(), &base) {
        // The whole command once, to learn what it leaves and how long it takes.
        let whole = dir.path().join(format!("{}-whole.db", operation.name));
        std::fs::copy(&base, &whole).unwrap();
        let started = Instant::now();
        let output = command(&whole, &operation.args).output().unwrap();
        let took = started.elapsed();
        assert!(
            output.status.success(),
            "{}: {}",
            operation.name,
            String::from_utf8_lossy(&output.stderr)
        );
        let after = digest(&whole);
        assert_ne!(after, before, "{} changed nothing", operation.name);

        let (mut unchanged, mut complete) = (0, 0);
        for trial in 0..trials {
            let folder = dir.path().join(format!("{}-{trial}", operation.name));
            std::fs::create_dir(&folder).unwrap();
            let file: PathBuf = folder.join("league.db");
            std::fs::copy(&base, &file).unwrap();
            // Most of a run is starting up; the kills fall in its later part, where the
            // write happens, and some after it ends.
            let span = took.as_micros() as u64;
            let delay = Duration::from_micros(span * 2 / 5 + dice.below(span * 4 / 5));
            let mut child = command(&file, &operation.args).spawn().unwrap();
            std::thread::sleep(delay);
            let _ = child.kill();
            let _ = child.wait();
            assert_eq!(integrity(&file), "ok", "{} trial {trial}", operation.name);
            let now = digest(&file);
            if now == before {
                unchanged += 1;
            } else if now == after {
                complete += 1;
            } else {
                panic!(
                    "{} trial {trial} (killed after {delay:?}, seed {seed}) left a half-done write",
                    operation.name
                );
            }
        }
        eprintln!(
            "{}: {trials} kills within {took:?}: {unchanged} before the commit, {complete} after",
            operation.name
        );
    }
}
