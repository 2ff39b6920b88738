//! League files crafted to run their own code: extra triggers, views, tables or indexes
//! (or a missing index) are refused on open, naming the object, and the file is left
//! byte-for-byte as it was.

use crate::common;

use std::path::{Path, PathBuf};

use dugout::store::Store;
use rusqlite::Connection;

/// A real league file (the demo league), closed.
fn league_file(dir: &Path) -> PathBuf {
    let path = dir.join("league.db");
    let mut store = Store::open(&path).unwrap();
    dugout::coach::games::ensure_demo(
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
        // A name SQLite reserves for its own objects hides nothing.
        (
            "PRAGMA writable_schema = ON;
             INSERT INTO sqlite_schema (type, name, tbl_name, rootpage, sql) VALUES ('trigger',
                 'sqlite_spy', 'audit', 0,
                 'CREATE TRIGGER sqlite_spy AFTER INSERT ON audit BEGIN UPDATE team SET name = ''pwned''; END');
             PRAGMA writable_schema = OFF;",
            "trigger `sqlite_spy` on `audit`",
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

/// Refused on open, or (damage in a data page, which opening does not read) by the full
/// check; either way the message, and the file byte for byte as it was.
fn refused_by_open_or_check(path: &Path) -> String {
    let before = std::fs::read(path).unwrap();
    let message = match Store::open(path) {
        Err(error) => error.to_string(),
        Ok(store) => {
            drop(store);
            let check = dugout::store::check_file(path).unwrap_or_else(|error| {
                panic!("the check refused to read it: {error}");
            });
            assert!(!check.is_sound(), "the damage went unnoticed");
            format!("damaged: {:?}", check.findings)
        }
    };
    assert!(
        std::fs::read(path).unwrap() == before,
        "the file was changed"
    );
    message
}

#[test]
fn random_truncated_and_flipped_files_are_refused_and_left_as_they_were() {
    let dir = tempfile::tempdir().unwrap();
    let good = league_file(dir.path());
    let data = std::fs::read(&good).unwrap();
    let pages = data.len() / 4096;
    assert!(pages > 8);
    // Random bytes, with and without SQLite's header in front.
    let mut seed = 0x2545_F491_4F6C_DD1Du64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    for (index, with_header) in [(0, false), (1, true)] {
        let path = dir.path().join(format!("random-{index}.db"));
        let mut bytes: Vec<u8> = (0..data.len()).map(|_| next() as u8).collect();
        if with_header {
            bytes[..100].copy_from_slice(&data[..100]);
        }
        std::fs::write(&path, &bytes).unwrap();
        let message = refused_by_open_or_check(&path);
        assert!(
            message.contains("not a Dugout league file") || message.contains("damaged"),
            "{message}"
        );
    }
    // Cut short: at a page boundary, and in the middle of a page.
    for (index, cut) in [pages / 2 * 4096, data.len() / 3 + 17]
        .into_iter()
        .enumerate()
    {
        let path = dir.path().join(format!("truncated-{index}.db"));
        std::fs::write(&path, &data[..cut]).unwrap();
        let message = refused_by_open_or_check(&path);
        assert!(message.contains("damaged"), "cut at {cut}: {message}");
    }
    // A bit flipped in the header of a page of the tables (its kind or cell count): what
    // SQLite itself can see is refused (a flip inside a stored value cannot be seen by
    // any check; what counts is that the file is never changed).
    let mut seen = 0;
    for trial in 0..8 {
        let page = 2 + (next() as usize) % (pages - 2);
        let offset = page * 4096 + [0, 3, 4][trial % 3];
        let path = dir.path().join(format!("flipped-{trial}.db"));
        let mut bytes = data.clone();
        bytes[offset] ^= 1 << (next() % 8);
        std::fs::write(&path, &bytes).unwrap();
        let conn_sees = Connection::open(&path)
            .and_then(|c| c.query_row("PRAGMA quick_check", [], |r| r.get::<_, String>(0)))
            .map(|check| check != "ok")
            .unwrap_or(true);
        if conn_sees {
            seen += 1;
            let message = refused_by_open_or_check(&path);
            assert!(!message.is_empty());
        }
    }
    assert!(
        seen >= 4,
        "only {seen} of 8 flips in page headers were noticed"
    );
}

#[test]
fn a_trigger_on_every_table_is_refused_naming_one() {
    let dir = tempfile::tempdir().unwrap();
    let path = league_file(dir.path());
    let tables = common::tables(&Connection::open(&path).unwrap());
    assert!(tables.len() > 20);
    let sql: String = tables
        .iter()
        .map(|table| {
            format!("CREATE TRIGGER spy_{table} AFTER INSERT ON {table} BEGIN SELECT 1; END;")
        })
        .collect();
    craft(&path, &sql);
    refused_untouched(&path, "trigger `spy_");
}

#[test]
fn a_newer_schema_and_another_programs_database_are_refused_and_left_as_they_were() {
    let dir = tempfile::tempdir().unwrap();
    let path = league_file(dir.path());
    craft(&path, "PRAGMA user_version = 99;");
    refused_untouched(&path, "newer Dugout");
    let other = dir.path().join("other.db");
    let conn = Connection::open(&other).unwrap();
    conn.execute_batch("CREATE TABLE recipes (name TEXT); INSERT INTO recipes VALUES ('soup');")
        .unwrap();
    drop(conn);
    let before = std::fs::read(&other).unwrap();
    let error = Store::open(&other).err().expect("refused");
    assert!(error.to_string().contains("another program"), "{error}");
    assert!(std::fs::read(&other).unwrap() == before);
}
