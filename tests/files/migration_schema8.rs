//! A league file made by Dugout at schema 8 (before the Blood Bowl match day), holding
//! the DreadBall demo league (a season under way) and a Blood Bowl league (four Human
//! teams, one with twelve players, re-rolls, staff and fans, three played results with
//! casualties), opens with this build: the file is copied first, no row is lost, the new
//! columns take their documented defaults, everything reads exactly as the schema-8 build
//! printed it (`tests/fixtures/schema-8/`), and a Blood Bowl match day is then played and
//! reset on it.

use crate::common;

use std::path::{Path, PathBuf};

use common::fixture::{dugout, reads_as_printed, row_counts};
use rusqlite::Connection;

use dugout::store::{Store, migrate};

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/schema-8");

fn copy_of_fixture(dir: &Path) -> PathBuf {
    let path = dir.join("league.db");
    std::fs::copy(Path::new(FIXTURES).join("league.db"), &path).unwrap();
    path
}

fn count(conn: &Connection, sql: &str) -> i64 {
    conn.query_row(sql, [], |row| row.get(0)).unwrap()
}

#[test]
fn a_schema_eight_file_is_copied_then_migrated_without_losing_a_row() {
    let dir = tempfile::tempdir().unwrap();
    let path = copy_of_fixture(dir.path());
    let before = row_counts(&path);
    let old = Connection::open(&path).unwrap();
    assert_eq!(count(&old, "PRAGMA user_version"), 8);
    assert!(count(&old, "SELECT count(*) FROM bloodbowl_team") == 4);
    assert!(count(&old, "SELECT count(*) FROM bloodbowl_result") == 3);
    drop(old);

    let store = Store::open(&path).unwrap();
    assert_eq!(store.schema_version().unwrap(), migrate::latest_version());
    drop(store);
    assert_eq!(
        row_counts(&dir.path().join("league.schema-8.backup.db")),
        before
    );
    let after = row_counts(&path);
    for (table, rows) in &before {
        let now = after.iter().find(|(t, _)| t == table).map(|(_, n)| *n);
        assert_eq!(now, Some(*rows), "rows of `{table}`");
    }
    let new = Connection::open(&path).unwrap();
    assert_eq!(
        count(
            &new,
            "SELECT count(*) FROM bloodbowl_team WHERE stadium IS NULL AND stadium_owned = 0
             AND stadium_fund_gp = 0 AND sponsorship IS NULL"
        ),
        4,
        "no team is resident, owns a stadium or has a sponsorship"
    );
    assert_eq!(
        count(
            &new,
            "SELECT count(*) FROM bloodbowl_league WHERE winnings_halving = 'down'"
        ),
        1,
        "the default halving of the winnings"
    );
    for table in [
        "bloodbowl_prematch",
        "bloodbowl_postmatch",
        "bloodbowl_roll",
    ] {
        assert_eq!(count(&new, &format!("SELECT count(*) FROM {table}")), 0);
    }
    assert_eq!(
        count(&new, "SELECT count(*) FROM pragma_foreign_key_check"),
        0
    );
}

#[test]
fn both_games_read_as_before_and_a_match_day_plays_and_resets_on_the_old_teams() {
    let dir = tempfile::tempdir().unwrap();
    let path = copy_of_fixture(dir.path());
    let compared = reads_as_printed(Path::new(FIXTURES), &path, dir.path());
    assert_eq!(
        compared.teams, 10,
        "six DreadBall and four Blood Bowl teams"
    );
    assert_eq!(compared.sheets, 3);

    let before = common::dump(&path)
        .into_iter()
        .filter(|row| !row.starts_with("audit:"))
        .collect::<Vec<_>>();
    // Match 19: Altdorf Blue Bulls (no players: 11 journeymen) v Reikland Reavers.
    let pre: serde_json::Value = serde_json::from_str(&dugout(
        &path,
        &["bb", "prematch", "--match", "19", "--seed", "7", "--json"],
    ))
    .unwrap();
    assert_eq!(pre["journeymen"][0], 11);
    let report = dir.path().join("report.json");
    std::fs::write(&report, r#"{"home_score": 0, "away_score": 1}"#).unwrap();
    dugout(
        &path,
        &[
            "bb",
            "postmatch",
            "--match",
            "19",
            "--file",
            report.to_str().unwrap(),
            "--seed",
            "1",
        ],
    );
    dugout(&path, &["match", "reset", "--match", "19"]);
    let after = common::dump(&path)
        .into_iter()
        .filter(|row| !row.starts_with("audit:"))
        .collect::<Vec<_>>();
    assert_eq!(after, before);
}
