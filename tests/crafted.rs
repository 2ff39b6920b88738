//! League files crafted to run their own code: extra triggers, views, tables or indexes
//! (or a missing index) are refused on open, naming the object, and the file is left
//! byte-for-byte as it was.

mod common;

use std::path::{Path, PathBuf};

use dugout::store::Store;
use rusqlite::Connection;

/// A real league file (the demo league), closed.
fn league_file(dir: &Path) -> PathBuf {
    let path = dir.join("league.db");
    let mut store = Store::open(&path).unwrap();
    dugout::games::ensure_demo(
        &mut store,
        &dugout::coach::Context::new(dugout::data::Lang::En),
    )
    .unwrap();
    drop(store);
    path
}

/// Changes the file's schema behind Dugout's back, as another program could.
fn craft(path: &Path, sql: &str) {
    let conn = Connection::open(path).unwrap();
    conn.execute_batch(sql).unwrap();
    conn.execute_batch("PRAGMA wal_checkpoint(TRUNCATE)")
        .unwrap();
}

fn refused_untouched(path: &Path, needle: &str) {
    let before = std::fs::read(path).unwrap();
    let error = Store::open(path)
        .err()
        .expect("the crafted file is refused");
    let message = error.to_string();
    assert!(message.contains(needle), "{message}");
    assert!(message.contains("left untouched"), "{message}");
    assert_eq!(std::fs::read(path).unwrap(), before, "the file was changed");
}

#[test]
fn a_clean_league_file_opens() {
    let dir = tempfile::tempdir().unwrap();
    let path = league_file(dir.path());
    assert!(Store::open(&path).is_ok());
}

#[test]
fn extra_triggers_views_tables_and_indexes_are_refused_by_name() {
    let cases = [
        (
            "CREATE TRIGGER rename_all AFTER INSERT ON audit BEGIN UPDATE team SET name = 'pwned'; END;",
            "trigger `rename_all` on `audit`",
        ),
        (
            "CREATE VIEW every_team AS SELECT * FROM team;",
            "view `every_team`",
        ),
        ("CREATE TABLE notes (text TEXT);", "table `notes`"),
        (
            "CREATE INDEX team_by_coach ON team(coach);",
            "index `team_by_coach` on `team`",
        ),
        (
            "DROP INDEX team_by_league;",
            "lacks the index `team_by_league` on `team`",
        ),
    ];
    for (sql, needle) in cases {
        let dir = tempfile::tempdir().unwrap();
        let path = league_file(dir.path());
        craft(&path, sql);
        refused_untouched(&path, needle);
    }
}

#[test]
fn the_command_line_refuses_a_file_whose_trigger_would_rename_every_team() {
    let dir = tempfile::tempdir().unwrap();
    let path = league_file(dir.path());
    craft(
        &path,
        "CREATE TRIGGER rename_all AFTER INSERT ON audit BEGIN UPDATE team SET name = 'pwned'; END;",
    );
    let before = std::fs::read(&path).unwrap();
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_dugout"))
        .args(["league", "new", "--name", "Another"])
        .env("DUGOUT_DB", &path)
        .output()
        .unwrap();
    assert!(!output.status.success());
    let error = String::from_utf8_lossy(&output.stderr);
    assert!(error.contains("trigger `rename_all`"), "{error}");
    assert_eq!(std::fs::read(&path).unwrap(), before);
    let conn = Connection::open(&path).unwrap();
    let pwned: i64 = conn
        .query_row("SELECT count(*) FROM team WHERE name = 'pwned'", [], |r| {
            r.get(0)
        })
        .unwrap();
    assert_eq!(pwned, 0);
}
