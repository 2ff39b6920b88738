//! A league file made by Dugout at schema 14 (before the order of team steps), written by
//! commit 34df208 with `tests/fixtures/schema-14/make.sh`: the DreadBall demo league with
//! a purchase and a rename after its matches, a Blood Bowl league whose Human team bought
//! an apothecary and a re-roll before a whole match day and renamed a player after it,
//! a Killpower Ball league with a match played. Schema 14 could not order changes and
//! match days: migration 15 takes every open change as made before every match day of
//! its team and the matches in the order they were played. The file opens without
//! losing a row, reads as that build printed it, and then: a rename goes back; a
//! purchase a match day may have counted waits for that match's reset; matches reset
//! latest first; after the resets, the purchase is undone and the treasury is the ledger.

use crate::common;

use std::path::{Path, PathBuf};

use common::fixture::{dugout, reads_as_printed, row_counts, run};
use rusqlite::Connection;
use serde_json::Value;

use dugout::store::{Store, migrate};

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/schema-14");

fn fixtures() -> &'static Path {
    Path::new(FIXTURES)
}

fn count(conn: &Connection, sql: &str) -> i64 {
    conn.query_row(sql, [], |row| row.get(0)).unwrap()
}

fn copy_of_fixture(dir: &Path) -> PathBuf {
    let path = dir.join("league.db");
    std::fs::copy(fixtures().join("league.db"), &path).unwrap();
    path
}

fn json(db: &Path, args: &[&str]) -> Value {
    let mut args = args.to_vec();
    args.push("--json");
    serde_json::from_str(&dugout(db, &args)).unwrap()
}

/// A refusal in words, not an unexpected error.
fn refused(db: &Path, args: &[&str]) -> String {
    let output = run(db, args);
    assert!(!output.status.success(), "{args:?} should be refused");
    let said = String::from_utf8(output.stderr).unwrap();
    assert!(!said.contains("unexpected"), "{args:?}: {said}");
    said
}

#[test]
fn a_schema_fourteen_file_is_migrated_with_its_changes_before_its_match_days() {
    let dir = tempfile::tempdir().unwrap();
    let path = copy_of_fixture(dir.path());
    let before = row_counts(&path);
    let old = Connection::open(&path).unwrap();
    assert_eq!(count(&old, "PRAGMA user_version"), 14);
    let open_changes = count(
        &old,
        "SELECT count(*) FROM team_change WHERE undone_on IS NULL",
    );
    assert!(open_changes >= 4, "the fixture has changes: {open_changes}");
    drop(old);

    let store = Store::open(&path).unwrap();
    assert_eq!(store.schema_version().unwrap(), migrate::latest_version());
    drop(store);
    let after = row_counts(&path);
    for (table, rows) in &before {
        let now = after.iter().find(|(t, _)| t == table).map(|(_, n)| *n);
        assert_eq!(now, Some(*rows), "rows of `{table}`");
    }
    let conn = Connection::open(&path).unwrap();
    assert_eq!(
        count(
            &conn,
            "SELECT count(*) FROM team_step WHERE change_id IS NOT NULL"
        ),
        open_changes
    );
    // Every change comes before every match day of its team.
    assert_eq!(
        count(
            &conn,
            "SELECT count(*) FROM team_step c JOIN team_step m ON m.team_id = c.team_id
             WHERE c.change_id IS NOT NULL AND m.fixture_id IS NOT NULL AND c.seq > m.seq"
        ),
        0
    );
    // Each played match is a step of both its teams.
    assert_eq!(
        count(
            &conn,
            "SELECT count(*) FROM team_step WHERE fixture_id IS NOT NULL"
        ),
        2 * count(&conn, "SELECT count(*) FROM match_result")
    );
    drop(conn);
    dugout(&path, &["check-file"]);
    let compared = reads_as_printed(fixtures(), &path, dir.path());
    assert!(compared.teams >= 10, "{}", compared.teams);
}

#[test]
fn after_the_migration_undo_and_reset_go_back_in_order() {
    let dir = tempfile::tempdir().unwrap();
    let path = copy_of_fixture(dir.path());
    let fixtures = json(&path, &["fixtures", "list", "--season", "2"]);
    let (first, second) = (fixtures[0]["id"].to_string(), fixtures[1]["id"].to_string());
    let human = "7";
    // The rename after the match day goes back.
    dugout(&path, &["team", "undo", human]);
    // The re-roll was bought before both matches, which may have counted it: the
    // refusal names the latest, the one to reset first.
    let said = refused(&path, &["team", "undo", human]);
    assert!(said.contains(&format!("match {second}")), "{said}");
    // The first match cannot be reset while the second, played after it, stands.
    let said = refused(&path, &["match", "reset", "--match", &first]);
    assert!(said.contains(&format!("match {second}")), "{said}");
    dugout(&path, &["match", "reset", "--match", &second]);
    dugout(&path, &["match", "reset", "--match", &first]);
    let fixtures = json(&path, &["fixtures", "list", "--season", "2"]);
    assert!(fixtures[0]["home_score"].is_null(), "{}", fixtures[0]);
    dugout(&path, &["team", "undo", human]);
    let team = json(&path, &["team", "show", human]);
    assert_eq!(team["rerolls"], 0, "{team}");
    let ledger = json(&path, &["team", "ledger", human]);
    let sum: i64 = ledger
        .as_array()
        .unwrap()
        .iter()
        .map(|row| row["amount_mc"].as_i64().unwrap())
        .sum();
    assert_eq!(team["treasury_gp"].as_i64().unwrap(), sum);
    // DreadBall: the rename goes back; the die bought after the demo's matches is, for
    // schema 14, a change of unknown order: its undo waits for those matches' resets.
    dugout(&path, &["team", "undo", "6"]);
    let said = refused(&path, &["team", "undo", "6"]);
    assert!(said.contains("match"), "{said}");
    dugout(&path, &["check-file"]);
}
