//! Two programs on one file: two command-line processes record all 240 results of a
//! 16-team double round robin at the same time, while a third reads the standings over
//! and over. Every write waits its turn (IMMEDIATE transactions and a busy timeout):
//! 240 of 240 are recorded and no process says anything but success.

use crate::common;

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use common::fixture::{dugout as ok, run as dugout};

/// A league of 16 teams in one season with its 240 matches generated.
fn league(dir: &Path) -> PathBuf {
    let db = dir.join("league.db");
    ok(&db, &["league", "new", "--name", "Busy League"]);
    ok(
        &db,
        &["season", "new", "--league", "1", "--name", "Season 1"],
    );
    for team in 1..=16 {
        let name = format!("Team {team}");
        ok(
            &db,
            &[
                "team",
                "new",
                "--league",
                "1",
                "--roster",
                "trontek-29ers",
                "--name",
                &name,
            ],
        );
        ok(
            &db,
            &[
                "season",
                "add-team",
                "--season",
                "1",
                "--team",
                &team.to_string(),
            ],
        );
    }
    ok(&db, &["fixtures", "generate", "--season", "1", "--double"]);
    db
}

/// Records the matches given, one process each; returns what went wrong.
fn record_all(db: &Path, matches: Vec<i64>) -> Vec<String> {
    let mut failures = Vec::new();
    for fixture in matches {
        let args: Vec<String> = [
            "match",
            "record",
            "--match",
            &fixture.to_string(),
            "--home-score",
            &(fixture % 5).to_string(),
            "--away-score",
            &(fixture % 3).to_string(),
        ]
        .iter()
        .map(|a| a.to_string())
        .collect();
        let output = dugout(db, &args);
        if !output.status.success() || !output.stderr.is_empty() {
            failures.push(format!(
                "match {fixture}: {}",
                String::from_utf8_lossy(&output.stderr)
            ));
        }
    }
    failures
}

#[test]
fn two_writers_and_a_reader_at_once_lose_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let db = league(dir.path());
    let list: serde_json::Value =
        serde_json::from_str(&ok(&db, &["fixtures", "list", "--season", "1", "--json"])).unwrap();
    let ids: Vec<i64> = list
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["id"].as_i64().unwrap())
        .collect();
    assert_eq!(ids.len(), 240);
    let (odd, even): (Vec<i64>, Vec<i64>) = ids.iter().partition(|id| *id % 2 == 1);

    let done = Arc::new(AtomicBool::new(false));
    let reader = {
        let (db, done) = (db.clone(), Arc::clone(&done));
        std::thread::spawn(move || {
            let mut reads = 0;
            let mut failures = Vec::new();
            let args: Vec<String> = ["standings", "--season", "1", "--json"]
                .iter()
                .map(|a| a.to_string())
                .collect();
            while !done.load(Ordering::SeqCst) {
                let output = dugout(&db, &args);
                if !output.status.success() {
                    failures.push(String::from_utf8_lossy(&output.stderr).into_owned());
                }
                reads += 1;
            }
            (reads, failures)
        })
    };
    let writers: Vec<_> = [odd, even]
        .into_iter()
        .map(|half| {
            let db = db.clone();
            std::thread::spawn(move || record_all(&db, half))
        })
        .collect();
    let failures: Vec<String> = writers
        .into_iter()
        .flat_map(|writer| writer.join().unwrap())
        .collect();
    done.store(true, Ordering::SeqCst);
    let (reads, read_failures) = reader.join().unwrap();
    assert!(
        failures.is_empty(),
        "{} writes failed: {failures:#?}",
        failures.len()
    );
    assert!(read_failures.is_empty(), "{read_failures:#?}");
    assert!(reads > 0);
    let conn = rusqlite::Connection::open(&db).unwrap();
    let recorded: i64 = conn
        .query_row("SELECT count(*) FROM match_result", [], |row| row.get(0))
        .unwrap();
    assert_eq!(recorded, 240);
    let check: String = conn
        .query_row("PRAGMA integrity_check", [], |row| row.get(0))
        .unwrap();
    assert_eq!(check, "ok");
    eprintln!("240 of 240 results recorded by two writers, {reads} standings read meanwhile");
}
