//! A league file made by Dugout at schema 5 (before games were modules), holding a demo
//! league with a played DreadBall match day (MVP hired, hacks, post-match with a death,
//! a rank-up, earnings), changed league settings and a playoff, opens with this build:
//! the file is copied first, no row is lost, and teams, ledgers, results, standings and
//! sheets read exactly as the schema-5 build printed them (`tests/fixtures/schema-5/`,
//! written by that build's own `dugout … --json` and `dugout sheet`).

use crate::common;

use std::path::{Path, PathBuf};

use common::fixture::{assert_contains, dugout, row_counts, without_dates};
use rusqlite::Connection;
use serde_json::Value;

use dugout::store::{Store, migrate};

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/schema-5");

fn copy_of_fixture(dir: &Path) -> PathBuf {
    let path = dir.join("league.db");
    std::fs::copy(Path::new(FIXTURES).join("league.db"), &path).unwrap();
    path
}

fn fixture_json(name: &str) -> Value {
    serde_json::from_str(&std::fs::read_to_string(Path::new(FIXTURES).join(name)).unwrap()).unwrap()
}

#[test]
fn a_schema_five_file_is_copied_then_migrated_without_losing_a_row() {
    let dir = tempfile::tempdir().unwrap();
    let path = copy_of_fixture(dir.path());
    let original = std::fs::read(&path).unwrap();
    let before = row_counts(&path);
    assert!(before.iter().any(|(t, n)| t == "match_event" && *n > 0));

    let store = Store::open(&path).unwrap();
    assert_eq!(store.schema_version().unwrap(), migrate::latest_version());
    drop(store);

    // The copy made before the migration is the schema-5 file, byte for byte in content.
    let backup = dir.path().join("league.schema-5.backup.db");
    assert_eq!(row_counts(&backup), before);
    let conn = Connection::open(&backup).unwrap();
    let version: i64 = conn
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    assert_eq!(version, 5);
    assert!(!original.is_empty());

    // Every table of schema 5 keeps every row; DreadBall's settings moved, one per league.
    let after = row_counts(&path);
    for (table, count) in &before {
        let now = after.iter().find(|(t, _)| t == table).map(|(_, n)| *n);
        assert_eq!(now, Some(*count), "rows of `{table}`");
    }
    let leagues = before.iter().find(|(t, _)| t == "league").unwrap().1;
    let moved = after
        .iter()
        .find(|(t, _)| t == "dreadball_league")
        .unwrap()
        .1;
    assert_eq!(moved, leagues);
    let conn = Connection::open(&path).unwrap();
    let broken: i64 = conn
        .query_row("SELECT count(*) FROM pragma_foreign_key_check", [], |r| {
            r.get(0)
        })
        .unwrap();
    assert_eq!(broken, 0);
}

#[test]
fn teams_ledgers_results_standings_and_sheets_read_as_before() {
    let dir = tempfile::tempdir().unwrap();
    let path = copy_of_fixture(dir.path());
    for team in 1..=6 {
        let id = team.to_string();
        let shown: Value =
            serde_json::from_str(&dugout(&path, &["team", "show", &id, "--json"])).unwrap();
        assert_contains(
            &fixture_json(&format!("team-{team}.json")),
            &shown,
            &format!("team {team}"),
        );
        let ledger: Value =
            serde_json::from_str(&dugout(&path, &["team", "ledger", &id, "--json"])).unwrap();
        assert_contains(
            &fixture_json(&format!("ledger-{team}.json")),
            &ledger,
            &format!("ledger {team}"),
        );
    }
    for (name, args) in [
        (
            "standings.json",
            vec!["standings", "--season", "1", "--json"],
        ),
        (
            "fixtures.json",
            vec!["fixtures", "list", "--season", "1", "--json"],
        ),
        ("league.json", vec!["league", "settings", "1", "--json"]),
    ] {
        let now: Value = serde_json::from_str(&dugout(&path, &args)).unwrap();
        assert_contains(&fixture_json(name), &now, name);
    }
    for (name, args) in [
        ("sheet-team-6.txt", vec!["sheet", "team", "6"]),
        (
            "sheet-standings.txt",
            vec!["sheet", "standings", "--season", "1"],
        ),
    ] {
        let pdf = dir.path().join(format!("{name}.pdf"));
        let mut args = args.clone();
        args.extend(["-o", pdf.to_str().unwrap()]);
        dugout(&path, &args);
        let old = std::fs::read_to_string(Path::new(FIXTURES).join(name)).unwrap();
        assert_eq!(
            without_dates(&common::pdf::pdf_text(&pdf)),
            without_dates(&old),
            "{name}"
        );
    }
}

#[test]
fn a_migration_that_fails_leaves_the_file_as_it_was() {
    let dir = tempfile::tempdir().unwrap();
    let path = copy_of_fixture(dir.path());
    // A row naming a team that does not exist: the foreign-key check before commit stops
    // the rebuild, and nothing of schema 6 is written.
    let conn = Connection::open(&path).unwrap();
    conn.execute_batch(
        "PRAGMA foreign_keys = OFF;
         INSERT INTO ledger (team_id, on_date, amount_mc, kind, reason)
         VALUES (999, '2026-01-01', 5, 'x', 'orphan')",
    )
    .unwrap();
    drop(conn);
    let before = common::dump(&path);
    let error = Store::open(&path).err().expect("the migration is refused");
    assert!(error.to_string().contains("ledger"), "{error}");
    assert_eq!(common::dump(&path), before);
}
