//! A league file made by Dugout at schema 13 (before team colours and carried
//! statistics), written by commit 7191c63 with `tests/fixtures/schema-13/make.sh`: the
//! DreadBall demo league with an imported team (careers carried), a Blood Bowl league
//! with a match day and a result, a Killpower Ball league with a match played. It opens
//! with this build: the file is copied first, migrated to schema 14 without losing a
//! row, every team has no colours, no player carries a statistic yet, and every team,
//! standings and leader board reads as the schema-13 build printed it (with the colours
//! this build adds). The migrated file then takes colours and carries statistics.

use crate::common;

use std::path::{Path, PathBuf};

use common::fixture::{assert_contains, dugout, read_json, row_counts};
use rusqlite::Connection;
use serde_json::{Value, json};

use dugout::store::{Store, migrate};

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/schema-13");

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

/// The JSON a command prints on the migrated file.
fn printed(db: &Path, args: &[&str]) -> Value {
    serde_json::from_str(&dugout(db, args)).unwrap()
}

/// Every board the schema-13 build printed is printed the same, in the same order;
/// boards for statistics that build did not count yet (Killpower Ball's experience
/// and matches) may come between them.
fn assert_same_leaders(old: &Value, new: &Value, what: &str) {
    let boards = |v: &Value| -> Vec<Value> { v["leaders"].as_array().unwrap().clone() };
    let (old, new) = (boards(old), boards(new));
    let mut kept = Vec::new();
    for board in &old {
        let now = new.iter().find(|b| b["stat"] == board["stat"]);
        assert_eq!(now, Some(board), "{what}: board `{}`", board["stat"]);
        kept.push(new.iter().position(|b| b["stat"] == board["stat"]));
    }
    assert!(
        kept.windows(2).all(|w| w[0] < w[1]),
        "{what}: order {kept:?}"
    );
    assert!(new.len() >= old.len(), "{what}");
}

#[test]
fn a_schema_thirteen_file_is_migrated_to_fourteen_with_its_data_intact() {
    let dir = tempfile::tempdir().unwrap();
    let path = copy_of_fixture(dir.path());
    let before = row_counts(&path);
    let old = Connection::open(&path).unwrap();
    assert_eq!(count(&old, "PRAGMA user_version"), 13);
    assert_eq!(count(&old, "SELECT count(*) FROM league"), 3);
    assert_eq!(count(&old, "SELECT count(*) FROM player_carryover"), 8);
    assert_eq!(
        count(&old, "SELECT count(*) FROM bloodbowl_player_match"),
        7
    );
    assert_eq!(count(&old, "SELECT count(*) FROM killpower_death_risk"), 1);
    drop(old);

    let store = Store::open(&path).unwrap();
    assert_eq!(store.schema_version().unwrap(), migrate::latest_version());
    assert!(migrate::latest_version() >= 14);
    drop(store);
    let backup = dir.path().join("league.schema-13.backup.db");
    assert_eq!(
        row_counts(&backup),
        before,
        "the copy made before migrating"
    );
    let after = row_counts(&path);
    for (table, rows) in &before {
        let now = after.iter().find(|(t, _)| t == table).map(|(_, n)| *n);
        assert_eq!(now, Some(*rows), "rows of `{table}`");
    }
    let conn = Connection::open(&path).unwrap();
    assert_eq!(
        count(
            &conn,
            "SELECT count(*) FROM team WHERE primary_colour IS NOT NULL OR secondary_colour IS NOT NULL"
        ),
        0
    );
    assert_eq!(
        count(&conn, "SELECT count(*) FROM player_carryover_stat"),
        0
    );
    let integrity: String = conn
        .query_row("PRAGMA integrity_check", [], |row| row.get(0))
        .unwrap();
    assert_eq!(integrity, "ok");
    assert_eq!(
        count(&conn, "SELECT count(*) FROM pragma_foreign_key_check"),
        0
    );
    drop(conn);
    dugout(&path, &["check-file"]);
}

#[test]
fn the_migrated_file_reads_as_the_schema_thirteen_build_printed_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = copy_of_fixture(dir.path());
    let conn = Connection::open(&path).unwrap();
    let ids = |sql: &str| -> Vec<i64> {
        let mut statement = conn.prepare(sql).unwrap();
        statement
            .query_map([], |row| row.get(0))
            .unwrap()
            .map(Result::unwrap)
            .collect()
    };
    let (teams, seasons, leagues) = (
        ids("SELECT id FROM team ORDER BY id"),
        ids("SELECT id FROM season ORDER BY id"),
        ids("SELECT id FROM league ORDER BY id"),
    );
    drop(conn);
    for team in &teams {
        let t = team.to_string();
        let old = read_json(&fixtures().join(format!("team-{team}.json")));
        let new = printed(&path, &["team", "show", &t, "--json"]);
        assert_contains(&old, &new, &format!("team-{team}"));
        assert_eq!(
            new["colours"],
            json!({"primary": null, "secondary": null}),
            "team {team}"
        );
    }
    for season in &seasons {
        let s = season.to_string();
        let old = read_json(&fixtures().join(format!("standings-{season}.json")));
        assert_eq!(
            printed(&path, &["standings", "--season", &s, "--json"]),
            old,
            "standings {season}"
        );
        let old = read_json(&fixtures().join(format!("leaders-season-{season}.json")));
        let new = printed(
            &path,
            &["stats", "leaders", "--season", &s, "--top", "100", "--json"],
        );
        assert_same_leaders(&old, &new, &format!("leaders of season {season}"));
    }
    for league in &leagues {
        let l = league.to_string();
        let old = read_json(&fixtures().join(format!("leaders-league-{league}.json")));
        let new = printed(
            &path,
            &["stats", "leaders", "--league", &l, "--top", "100", "--json"],
        );
        assert_same_leaders(&old, &new, &format!("all-time leaders of league {league}"));
    }
    // The migrated file takes colours, and its Blood Bowl team's careers travel in
    // every statistic.
    dugout(
        &path,
        &["team", "colours", "--team", "8", "--primary", "#2B57C9"],
    );
    let team = printed(&path, &["team", "show", "8", "--json"]);
    assert_eq!(team["colours"]["primary"], "#2B57C9");
    let document = printed(&path, &["export", "team", "8"]);
    let carried = document["tables"]["player_carryover_stat"]
        .as_array()
        .unwrap();
    assert!(
        carried.iter().any(|row| row["stat"] == "touchdowns"),
        "{carried:?}"
    );
}
