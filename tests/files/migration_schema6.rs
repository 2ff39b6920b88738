//! A league file made by Dugout at schema 6 (games as modules, before DreadBall's team
//! items and player profiles had tables of their own), holding the DreadBall demo league
//! (a season under way with a played match) and a Blood Bowl league (three teams with
//! staff, a roster pack, played results, a reset), opens with this build: the file is
//! copied first, no row is lost, DreadBall's columns move to `dreadball_team` and
//! `dreadball_player`, and teams, ledgers, results, standings and sheets read exactly as
//! the schema-6 build printed them (`tests/fixtures/schema-6/`, written by that build's
//! own `dugout … --json` and `dugout sheet`).

use crate::common;

use std::path::{Path, PathBuf};

use common::fixture::{reads_as_printed, row_counts};
use rusqlite::Connection;

use dugout::store::{Store, migrate};

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/schema-6");

fn copy_of_fixture(dir: &Path) -> PathBuf {
    let path = dir.join("league.db");
    std::fs::copy(Path::new(FIXTURES).join("league.db"), &path).unwrap();
    path
}

fn count(conn: &Connection, sql: &str) -> i64 {
    conn.query_row(sql, [], |row| row.get(0)).unwrap()
}

#[test]
fn a_schema_six_file_is_copied_then_migrated_without_losing_a_row() {
    let dir = tempfile::tempdir().unwrap();
    let path = copy_of_fixture(dir.path());
    let before = row_counts(&path);
    let old = Connection::open(&path).unwrap();
    assert_eq!(count(&old, "PRAGMA user_version"), 6);
    let dreadball_teams = count(
        &old,
        "SELECT count(*) FROM team t JOIN league l ON l.id = t.league_id WHERE l.game = 'dreadball'",
    );
    let dreadball_players = count(
        &old,
        "SELECT count(*) FROM player p JOIN team t ON t.id = p.team_id
         JOIN league l ON l.id = t.league_id WHERE l.game = 'dreadball'",
    );
    let dice: i64 = count(&old, "SELECT sum(dice + cards + cheerleaders) FROM team");
    assert!(dreadball_teams > 0 && dreadball_players > 0 && dice > 0);
    assert!(count(&old, "SELECT count(*) FROM bloodbowl_player") > 0);
    drop(old);

    let store = Store::open(&path).unwrap();
    assert_eq!(store.schema_version().unwrap(), migrate::latest_version());
    drop(store);

    let backup = dir.path().join("league.schema-6.backup.db");
    assert_eq!(row_counts(&backup), before);

    let after = row_counts(&path);
    for (table, rows) in &before {
        let now = after.iter().find(|(t, _)| t == table).map(|(_, n)| *n);
        assert_eq!(now, Some(*rows), "rows of `{table}`");
    }
    let new = Connection::open(&path).unwrap();
    assert_eq!(
        count(&new, "SELECT count(*) FROM dreadball_team"),
        dreadball_teams
    );
    assert_eq!(
        count(&new, "SELECT count(*) FROM dreadball_player"),
        dreadball_players
    );
    assert_eq!(
        count(
            &new,
            "SELECT sum(dice + cards + cheerleaders) FROM dreadball_team"
        ),
        dice
    );
    assert_eq!(
        count(&new, "SELECT count(*) FROM pragma_foreign_key_check"),
        0
    );
    let columns = count(
        &new,
        "SELECT count(*) FROM pragma_table_info('player') WHERE name IN ('move', 'build', 'giant')",
    );
    assert_eq!(
        columns, 0,
        "DreadBall's columns left the shared player table"
    );
}

#[test]
fn both_games_teams_ledgers_results_standings_and_sheets_read_as_before() {
    let dir = tempfile::tempdir().unwrap();
    let path = copy_of_fixture(dir.path());
    let compared = reads_as_printed(Path::new(FIXTURES), &path, dir.path());
    assert!(
        compared.teams >= 9,
        "six DreadBall and three Blood Bowl teams"
    );
    assert_eq!(compared.sheets, 3);
}
