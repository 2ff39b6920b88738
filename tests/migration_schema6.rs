//! A league file made by Dugout at schema 6 (games as modules, before DreadBall's team
//! items and player profiles had tables of their own), holding the DreadBall demo league
//! (a season under way with a played match) and a Blood Bowl league (three teams with
//! staff, a roster pack, played results, a reset), opens with this build: the file is
//! copied first, no row is lost, DreadBall's columns move to `dreadball_team` and
//! `dreadball_player`, and teams, ledgers, results, standings and sheets read exactly as
//! the schema-6 build printed them (`tests/fixtures/schema-6/`, written by that build's
//! own `dugout … --json` and `dugout sheet`).

mod common;

use std::path::{Path, PathBuf};

use common::fixture::{assert_contains, dugout, row_counts, without_dates};
use rusqlite::Connection;
use serde_json::Value;

use dugout::store::{Store, migrate};

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/schema-6");

fn copy_of_fixture(dir: &Path) -> PathBuf {
    let path = dir.join("league.db");
    std::fs::copy(Path::new(FIXTURES).join("league.db"), &path).unwrap();
    path
}

/// The fixture files whose names start with `prefix`, each with the part of its name
/// between the prefix and the extension (a team, season or league id).
fn fixtures(prefix: &str, extension: &str) -> Vec<(String, PathBuf)> {
    let mut found: Vec<(String, PathBuf)> = std::fs::read_dir(FIXTURES)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter_map(|path| {
            let name = path.file_name()?.to_str()?.to_string();
            let id = name
                .strip_prefix(prefix)?
                .strip_suffix(extension)?
                .to_string();
            Some((id, path))
        })
        .collect();
    found.sort();
    found
}

fn read_json(path: &Path) -> Value {
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
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
    let teams = fixtures("team-", ".json");
    assert!(teams.len() >= 9, "six DreadBall and three Blood Bowl teams");
    for (id, file) in teams {
        let shown: Value =
            serde_json::from_str(&dugout(&path, &["team", "show", &id, "--json"])).unwrap();
        assert_contains(&read_json(&file), &shown, &format!("team {id}"));
    }
    for (id, file) in fixtures("ledger-", ".json") {
        let ledger: Value =
            serde_json::from_str(&dugout(&path, &["team", "ledger", &id, "--json"])).unwrap();
        assert_contains(&read_json(&file), &ledger, &format!("ledger {id}"));
    }
    for (id, file) in fixtures("standings-", ".json") {
        let table: Value =
            serde_json::from_str(&dugout(&path, &["standings", "--season", &id, "--json"]))
                .unwrap();
        assert_contains(&read_json(&file), &table, &format!("standings {id}"));
    }
    for (id, file) in fixtures("fixtures-", ".json") {
        let list: Value = serde_json::from_str(&dugout(
            &path,
            &["fixtures", "list", "--season", &id, "--json"],
        ))
        .unwrap();
        assert_contains(&read_json(&file), &list, &format!("fixtures {id}"));
    }
    let league: Value =
        serde_json::from_str(&dugout(&path, &["league", "settings", "1", "--json"])).unwrap();
    assert_contains(
        &read_json(&Path::new(FIXTURES).join("league-1.json")),
        &league,
        "league 1",
    );
    let sheets: Vec<(String, Vec<String>)> = fixtures("sheet-team-", ".txt")
        .into_iter()
        .map(|(id, _)| {
            (
                format!("sheet-team-{id}.txt"),
                vec!["sheet".into(), "team".into(), id],
            )
        })
        .chain(
            fixtures("sheet-standings-", ".txt")
                .into_iter()
                .map(|(id, _)| {
                    (
                        format!("sheet-standings-{id}.txt"),
                        vec!["sheet".into(), "standings".into(), "--season".into(), id],
                    )
                }),
        )
        .collect();
    assert_eq!(sheets.len(), 3);
    for (name, args) in sheets {
        let pdf = dir.path().join(format!("{name}.pdf"));
        let mut args: Vec<&str> = args.iter().map(String::as_str).collect();
        args.extend(["-o", pdf.to_str().unwrap()]);
        dugout(&path, &args);
        let old = std::fs::read_to_string(Path::new(FIXTURES).join(&name)).unwrap();
        assert_eq!(
            without_dates(&common::pdf::pdf_text(&pdf)),
            without_dates(&old),
            "{name}"
        );
    }
}
