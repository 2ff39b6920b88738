//! A league file at schema 10 (Killpower Ball before the readings of issue 31) opens with
//! this build: the file is copied first, no row is lost, a death risk keeps its location
//! die, a league's `playoff_draw` reads as the default (free throws), and the migrated
//! file then records a death risk aimed at a location (no die) and changes the setting.
//!
//! The schema-10 file is made from one this build writes, its two changed tables put
//! back as migration 0010 defines them (its own text) and `user_version` set to 10: the
//! schema check at opening refuses it unless it is exactly schema 10.

use crate::common;

use std::path::Path;

use common::cli::Cli;
use common::fixture::{dugout, row_counts};
use common::killpower::{SQUAD, league, report, team};
use rusqlite::Connection;
use serde_json::json;

use dugout::store::{Store, migrate};

const SCHEMA_10: &str = include_str!("../../migrations/0010_killpower.sql");

/// Migration 0010's `CREATE TABLE name (…);`, creating `new_name` instead.
fn table_of_schema_10(name: &str, new_name: &str) -> String {
    let start = SCHEMA_10
        .find(&format!("CREATE TABLE {name} ("))
        .unwrap_or_else(|| panic!("0010 creates {name}"));
    let end = start + SCHEMA_10[start..].find(");").unwrap() + 2;
    SCHEMA_10[start..end].replacen(name, new_name, 1)
}

/// Puts the file back to schema 10: the Blood Bowl columns schemas 11 and 13 added dropped,
/// the two tables schema 12 changed as 0010 made them.
fn back_to_schema_10(path: &Path) {
    let conn = Connection::open(path).unwrap();
    conn.pragma_update(None, "foreign_keys", false).unwrap();
    let mut sql = String::from(
        "BEGIN; ALTER TABLE bloodbowl_postmatch_team DROP COLUMN fan_factor_change;
         DROP TABLE player_carryover_stat; DROP INDEX match_event_deaths; DROP TABLE team_step;",
    );
    for (table, column) in [
        ("team", "primary_colour"),
        ("team", "secondary_colour"),
        ("bloodbowl_league", "mvp_chosen_house_rule"),
        ("bloodbowl_player_match", "crowd_casualties"),
        ("bloodbowl_player_match", "foul_casualties"),
        ("bloodbowl_player_match", "drive_casualties"),
        ("bloodbowl_player_match", "prayer_spp"),
    ] {
        sql.push_str(&format!("ALTER TABLE {table} DROP COLUMN {column};"));
    }
    for (table, columns) in [
        (
            "killpower_death_risk",
            "fixture_id, player_id, life, face, location, outcome",
        ),
        (
            "killpower_league",
            "league_id, mode, powers_chosen, xp_rounding, ranking_win, ranking_division_bonus, \
             ranking_loss, ranking_draw, ranking_abandon, ranking_floor",
        ),
    ] {
        let old = format!("{table}_old");
        sql.push_str(&table_of_schema_10(table, &old));
        sql.push_str(&format!(
            "INSERT INTO {old} ({columns}) SELECT {columns} FROM {table} ORDER BY rowid;
             DROP TABLE {table};
             ALTER TABLE {old} RENAME TO {table};"
        ));
    }
    sql.push_str("COMMIT; PRAGMA user_version = 10;");
    conn.execute_batch(&sql).unwrap();
}

fn count(path: &Path, sql: &str) -> i64 {
    let conn = Connection::open(path).unwrap();
    conn.query_row(sql, [], |row| row.get(0)).unwrap()
}

#[test]
fn a_schema_ten_file_migrates_keeping_its_death_risks_and_reading_the_default_setting() {
    let cli = Cli::new();
    let league = league(&cli, "killpower");
    let l = league.to_string();
    let teams = [
        team(&cli, league, "Titanos", 1, &SQUAD),
        team(&cli, league, "Viking", 2, &SQUAD),
    ];
    cli.ok(&["season", "new", "--league", &l, "--name", "S1"]);
    for t in teams {
        let t = t.to_string();
        cli.ok(&["season", "add-team", "--season", "1", "--team", &t]);
    }
    cli.ok(&["fixtures", "generate", "--season", "1", "--double"]);
    let list = cli.json(&["fixtures", "list", "--season", "1"]);
    let ids: Vec<i64> = list
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["id"].as_i64().unwrap())
        .collect();
    // The first match, at schema 10: home's #5 falls to -12 and the die (6) gives an
    // arm: a coma.
    let first = ids[0].to_string();
    cli.ok(&["kpb", "prematch", "--match", &first, "--seed", "2"]);
    let body = json!({"home_score": 0, "away_score": 1,
        "home": {"death_risks": [{"player": 5, "life": -12}]},
        "dice": {"location.home.5": 6}});
    report(&cli, ids[0], &body, false);
    let path = cli.db().to_path_buf();
    back_to_schema_10(&path);
    assert_eq!(count(&path, "PRAGMA user_version"), 10);
    let before = row_counts(&path);

    let store = Store::open(&path).unwrap();
    assert_eq!(store.schema_version().unwrap(), migrate::latest_version());
    drop(store);
    let backup = path.with_file_name("league.schema-10.backup.db");
    assert_eq!(
        row_counts(&backup),
        before,
        "the copy made before migrating"
    );
    // Every table schema 10 had keeps its rows (later schemas add empty tables).
    let after: Vec<_> = row_counts(&path)
        .into_iter()
        .filter(|(table, _)| before.iter().any(|(t, _)| t == table))
        .collect();
    assert_eq!(after, before, "no row lost");
    assert_eq!(
        count(
            &path,
            "SELECT count(*) FROM killpower_death_risk WHERE face = 6 AND location = 'left-arm'"
        ),
        1
    );
    assert_eq!(
        count(
            &path,
            "SELECT count(*) FROM killpower_league WHERE playoff_draw IS NULL"
        ),
        1,
        "the old league has no setting stored"
    );
    let settings = cli.json(&["league", "settings", &l]);
    assert_eq!(settings["killpower"]["playoff_draw"], "free_throws");
    dugout(&path, &["check-file"]);

    // The migrated file plays on: a death risk aimed at the head (no die), the setting
    // changed.
    let second = ids[1].to_string();
    cli.ok(&["kpb", "prematch", "--match", &second, "--seed", "3"]);
    let aimed = json!({"home_score": 0, "away_score": 1,
        "home": {"death_risks": [{"player": 3, "life": -13, "aimed": "trunk"}]}});
    let outcome = report(&cli, ids[1], &aimed, false);
    assert_eq!(outcome["risks"][0]["face"], serde_json::Value::Null);
    assert_eq!(
        count(
            &path,
            "SELECT count(*) FROM killpower_death_risk WHERE face IS NULL AND location = 'trunk'"
        ),
        1
    );
    cli.ok(&["league", "settings", &l, "--playoff-draw", "ranking"]);
    assert_eq!(
        cli.json(&["league", "settings", &l])["killpower"]["playoff_draw"],
        "ranking"
    );
    dugout(&path, &["check-file"]);
}
