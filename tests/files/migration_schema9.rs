//! A league file made by Dugout at schema 9 (the Blood Bowl match day, before Killpower
//! Ball), written by commit 9df98e2 with `tests/fixtures/schema-9/make.sh`: the DreadBall
//! demo league with a match day, a playoff, designs and an imported team; a Blood Bowl
//! league with a roster pack, five teams, three whole match days, two results recorded
//! without one, a pre-match whose match is not played yet and a season in two divisions;
//! a Dungeonbowl league with a match day. It opens with this build: the file is copied
//! first, no row is lost, every old result is left to its score (`decided` NULL), the
//! Killpower Ball tables are there and empty, everything reads exactly as the schema-9
//! build printed it, a recorded match day resets as that build reset it, the pending
//! pre-match is finished as that build finished it, and a Killpower Ball league then
//! plays a match in the same file.

use crate::common;

use std::path::{Path, PathBuf};

use common::fixture::{
    assert_contains, dugout, read_json, reads_as_printed, reads_in_order, relaid_match_sheet,
    row_counts, without_dates,
};
use rusqlite::Connection;

use dugout::store::{Store, migrate};

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/schema-9");

/// The tables schema 10 adds, empty in a file migrated from schema 9.
const KILLPOWER_TABLES: [&str; 15] = [
    "killpower_league",
    "killpower_card",
    "killpower_team",
    "killpower_gladiator",
    "killpower_gladiator_card",
    "killpower_roll",
    "killpower_prematch",
    "killpower_lineup",
    "killpower_result",
    "killpower_free_throw",
    "killpower_postmatch",
    "killpower_death_risk",
    "killpower_kept_gladiator",
    "killpower_kept_card",
    "killpower_joined",
];

/// The tables a Blood Bowl match day writes, each with the rows of one match.
const MATCH_DAY_TABLES: [&str; 10] = [
    "bloodbowl_prematch",
    "bloodbowl_inducement",
    "bloodbowl_roll",
    "bloodbowl_postmatch",
    "bloodbowl_kept_team",
    "bloodbowl_kept_player",
    "bloodbowl_postmatch_team",
    "bloodbowl_player_match",
    "bloodbowl_casualty",
    "bloodbowl_advancement",
];

fn fixtures() -> &'static Path {
    Path::new(FIXTURES)
}

fn copy_of_fixture(dir: &Path) -> PathBuf {
    let path = dir.join("league.db");
    std::fs::copy(fixtures().join("league.db"), &path).unwrap();
    path
}

/// A copy of the fixture, migrated by this build.
fn migrated_copy(dir: &Path) -> PathBuf {
    let path = copy_of_fixture(dir);
    let store = Store::open(&path).unwrap();
    assert_eq!(store.schema_version().unwrap(), migrate::latest_version());
    path
}

fn count(conn: &Connection, sql: &str) -> i64 {
    conn.query_row(sql, [], |row| row.get(0)).unwrap()
}

fn rows_of_match(conn: &Connection, table: &str, fixture: i64) -> i64 {
    count(
        conn,
        &format!("SELECT count(*) FROM {table} WHERE fixture_id = {fixture}"),
    )
}

/// The file is whole: SQLite's checks and Dugout's own (`dugout check-file`).
fn assert_sound(path: &Path) {
    let conn = Connection::open(path).unwrap();
    let integrity: String = conn
        .query_row("PRAGMA integrity_check", [], |row| row.get(0))
        .unwrap();
    assert_eq!(integrity, "ok");
    assert_eq!(
        count(&conn, "SELECT count(*) FROM pragma_foreign_key_check"),
        0
    );
    drop(conn);
    dugout(path, &["check-file"]);
}

#[test]
fn a_schema_nine_file_is_copied_then_migrated_without_losing_a_row() {
    let dir = tempfile::tempdir().unwrap();
    let path = copy_of_fixture(dir.path());
    let before = row_counts(&path);
    let old = Connection::open(&path).unwrap();
    assert_eq!(count(&old, "PRAGMA user_version"), 9);
    // What the schema-9 build wrote: the demo league, the Blood Bowl and Dungeonbowl
    // leagues, four recorded match days and one pre-match on its own.
    assert_eq!(count(&old, "SELECT count(*) FROM league"), 3);
    assert_eq!(count(&old, "SELECT count(*) FROM team"), 14);
    assert_eq!(count(&old, "SELECT count(*) FROM match_result"), 17);
    assert_eq!(count(&old, "SELECT count(*) FROM bloodbowl_prematch"), 5);
    assert_eq!(count(&old, "SELECT count(*) FROM bloodbowl_postmatch"), 4);
    for (table, rows) in &before {
        assert!(*rows > 0, "the fixture has rows in `{table}`");
    }
    drop(old);

    let store = Store::open(&path).unwrap();
    assert_eq!(store.schema_version().unwrap(), migrate::latest_version());
    drop(store);
    let backup = dir.path().join("league.schema-9.backup.db");
    assert_eq!(
        row_counts(&backup),
        before,
        "the copy made before migrating"
    );
    assert_eq!(
        count(&Connection::open(&backup).unwrap(), "PRAGMA user_version"),
        9
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
            "SELECT count(*) FROM match_result WHERE decided IS NULL"
        ),
        17,
        "every old result is won by its score"
    );
    assert_eq!(
        count(
            &new,
            "SELECT count(*) FROM bloodbowl_postmatch_team WHERE fan_factor_change IS NULL"
        ),
        8,
        "schema 11: an old post-match recorded no fan-factor change (its winnings used the pre-match's)"
    );
    for table in KILLPOWER_TABLES {
        let rows = after.iter().find(|(t, _)| t == table).map(|(_, n)| *n);
        assert_eq!(rows, Some(0), "`{table}` is there and empty");
    }
    drop(new);
    assert_sound(&path);
}

#[test]
fn every_league_reads_as_the_schema_nine_build_printed_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = migrated_copy(dir.path());
    let compared = reads_as_printed(fixtures(), &path, dir.path());
    assert_eq!(
        compared.teams, 14,
        "seven DreadBall, five Blood Bowl and two Dungeonbowl teams"
    );
    assert_eq!(compared.sheets, 4);

    for match_id in ["16", "17", "20", "21", "28"] {
        let stored: serde_json::Value = serde_json::from_str(&dugout(
            &path,
            &["bb", "matchday", "--match", match_id, "--json"],
        ))
        .unwrap();
        assert_contains(
            &read_json(&fixtures().join(format!("matchday-{match_id}.json"))),
            &stored,
            &format!("match day {match_id}"),
        );
    }

    // The match sheet of match 21 prints its recorded pre-match.
    let pdf = dir.path().join("match-21.pdf");
    dugout(
        &path,
        &["sheet", "match", "21", "-o", pdf.to_str().unwrap()],
    );
    // This build lays the players out anew (one "Players" heading, each team's totals
    // under it, one page): the same text up to the players, then every word the schema-9
    // build printed in the same order but the layout's own (`relaid_match_sheet`).
    let old = std::fs::read_to_string(fixtures().join("sheet-match-21.txt")).unwrap();
    let title = "Reikland Reavers v Gouged Eye";
    let teams = ["Reikland Reavers", "Gouged Eye"];
    let old = relaid_match_sheet(&without_dates(&old), title, teams);
    let new = without_dates(&common::pdf::pdf_text(&pdf));
    let head = |text: &str| {
        text.split_once(" Players ")
            .map(|(head, _)| head.to_string())
    };
    assert_eq!(
        head(&new),
        head(&old),
        "sheet-match-21.txt up to the players"
    );
    assert!(
        reads_in_order(&new, &old),
        "sheet-match-21.txt: this build prints\n{new}\nwhere that build printed\n{old}"
    );
    assert_eq!(common::pdf::pdf_info(&pdf, "Pages"), "1");
}

#[test]
fn a_relaid_match_sheet_reads_in_order() {
    let old = "T v U Match sheet Home · T — Players Star (4) # Name 1 Ann Dugout T v U · page 1 of 2 \
               Away · U — Players # Name Team totals T U Score Winnings Dugout T v U · page 2 of 2";
    let relaid = relaid_match_sheet(&without_dates(old), "T v U", ["T", "U"]);
    let new = "T v U Match sheet Players Star (4) Home · T # Name 1 Ann 2 \
               Team totals: Score 2 Winnings Away · U # Name Team totals: Score Winnings \
               Dugout T v U · page 1 of 1";
    assert!(reads_in_order(new, &relaid), "{relaid}");
    assert!(!reads_in_order("T v U Match sheet Players Star", &relaid));
    let swapped = new.replace("1 Ann", "Ann 1");
    assert!(!reads_in_order(&swapped, &relaid), "the order counts");
}

#[test]
fn a_match_day_recorded_at_schema_nine_resets_as_that_build_reset_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = migrated_copy(dir.path());
    // Match 20: Skavenblight Scramblers 3–1 Altdorf Blue Bulls, a whole match day
    // (journeymen, inducements from petty cash and treasury, a death, a residency lost,
    // a sponsorship, advancements, a journeyman signed, an apothecary bought).
    let conn = Connection::open(&path).unwrap();
    for table in MATCH_DAY_TABLES {
        assert!(rows_of_match(&conn, table, 20) > 0, "`{table}` of match 20");
    }
    drop(conn);
    let plan = dugout(&path, &["match", "reset", "--match", "20", "--dry-run"]);
    assert!(!plan.trim().is_empty());
    dugout(&path, &["match", "reset", "--match", "20"]);

    let conn = Connection::open(&path).unwrap();
    for table in MATCH_DAY_TABLES {
        assert_eq!(rows_of_match(&conn, table, 20), 0, "`{table}` of match 20");
    }
    assert_eq!(
        count(
            &conn,
            "SELECT count(*) FROM match_result WHERE fixture_id = 20"
        ),
        0
    );
    drop(conn);
    // Every table holds the rows the schema-9 build left after the same reset (the new
    // tables none; the audit log is not compared: each build words its own line).
    let expected = std::fs::read_to_string(fixtures().join("reset-20/row-counts.txt")).unwrap();
    let after = row_counts(&path);
    for line in expected.lines() {
        let (table, rows) = line.split_once(' ').unwrap();
        let now = after.iter().find(|(t, _)| t == table).map(|(_, n)| *n);
        assert_eq!(now, Some(rows.parse().unwrap()), "rows of `{table}`");
    }
    for (table, rows) in &after {
        if KILLPOWER_TABLES.contains(&table.as_str()) {
            assert_eq!(*rows, 0, "`{table}`");
        }
    }
    let scratch = dir.path().join("reset");
    std::fs::create_dir(&scratch).unwrap();
    let compared = reads_as_printed(&fixtures().join("reset-20"), &path, &scratch);
    assert_eq!((compared.teams, compared.sheets), (2, 2));
    assert_sound(&path);
}

#[test]
fn a_pre_match_recorded_at_schema_nine_is_finished_as_that_build_finished_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = migrated_copy(dir.path());
    // Match 21: Reikland Reavers v Gouged Eye, its pre-match recorded (a journeyman for
    // Gouged Eye, a team mascot from petty cash, a blizzard), not played yet.
    let report = fixtures().join("reports/bloodbowl-21.json");
    let recorded: serde_json::Value = serde_json::from_str(&dugout(
        &path,
        &[
            "bb",
            "postmatch",
            "--match",
            "21",
            "--file",
            report.to_str().unwrap(),
            "--json",
        ],
    ))
    .unwrap();
    assert_contains(
        &read_json(&fixtures().join("postmatch-21.json")),
        &recorded,
        "post-match 21",
    );
    let conn = Connection::open(&path).unwrap();
    assert_eq!(
        count(
            &conn,
            "SELECT count(*) FROM match_result WHERE fixture_id = 21 AND decided IS NULL"
        ),
        1,
        "a Blood Bowl result is won by its score"
    );
    drop(conn);
    assert_sound(&path);
}

#[test]
fn a_killpower_ball_league_plays_in_the_migrated_file_beside_the_old_leagues() {
    let dir = tempfile::tempdir().unwrap();
    let path = migrated_copy(dir.path());
    let json = |args: &[&str]| -> serde_json::Value {
        serde_json::from_str(&dugout(&path, args)).unwrap()
    };
    let league = json(&[
        "league",
        "new",
        "--name",
        "Prison League",
        "--game",
        "killpower",
        "--json",
    ])["id"]
        .to_string();
    assert_eq!(league, "4");
    let deck = dir.path().join("deck.csv");
    std::fs::write(&deck, common::killpower::DECK_CSV).unwrap();
    dugout(
        &path,
        &[
            "kpb",
            "deck",
            "--league",
            &league,
            "--import",
            deck.to_str().unwrap(),
        ],
    );
    let teams: Vec<String> = ["Iron Wolves", "Salt Crows"]
        .iter()
        .zip(["1", "2"])
        .map(|(name, seed)| {
            let mut args = vec![
                "team", "new", "--league", &league, "--name", name, "--coach", "Coach", "--seed",
                seed, "--json",
            ];
            for gladiator in common::killpower::SQUAD {
                args.extend(["--gladiator", gladiator]);
            }
            json(&args)["team"]["id"].to_string()
        })
        .collect();
    assert_eq!(teams, ["15", "16"], "after the fourteen old teams");
    dugout(
        &path,
        &["season", "new", "--league", &league, "--name", "S1"],
    );
    for team in &teams {
        dugout(
            &path,
            &["season", "add-team", "--season", "5", "--team", team],
        );
    }
    dugout(&path, &["fixtures", "generate", "--season", "5"]);
    let fixture = json(&["fixtures", "list", "--season", "5", "--json"])[0]["id"].to_string();
    dugout(
        &path,
        &[
            "kpb", "prematch", "--match", &fixture, "--seed", "3", "--json",
        ],
    );
    let report = dir.path().join("killpower-report.json");
    std::fs::write(&report, r#"{"home_score": 0, "away_score": 0}"#).unwrap();
    let played = json(&[
        "kpb",
        "postmatch",
        "--match",
        &fixture,
        "--file",
        report.to_str().unwrap(),
        "--seed",
        "5",
        "--json",
    ]);
    assert_eq!(played["decided"], "draw");
    let conn = Connection::open(&path).unwrap();
    assert_eq!(
        count(
            &conn,
            &format!(
                "SELECT count(*) FROM match_result WHERE fixture_id = {fixture} AND decided = 'draw'"
            )
        ),
        1
    );
    for (table, rows) in [
        ("killpower_team", 2),
        ("killpower_gladiator", 14),
        ("killpower_prematch", 1),
        ("killpower_result", 1),
    ] {
        assert_eq!(
            count(&conn, &format!("SELECT count(*) FROM {table}")),
            rows,
            "`{table}`"
        );
    }
    assert_eq!(
        count(
            &conn,
            "SELECT count(*) FROM match_result WHERE decided IS NOT NULL"
        ),
        1,
        "the old results are still won by their score"
    );
    drop(conn);

    // The old leagues read as before, and the file is whole.
    let scratch = dir.path().join("after");
    std::fs::create_dir(&scratch).unwrap();
    let compared = reads_as_printed(fixtures(), &path, &scratch);
    assert_eq!((compared.teams, compared.sheets), (14, 4));
    assert_sound(&path);
}

#[test]
fn a_league_that_named_its_mvps_keeps_naming_them_under_the_house_rule() {
    // Schema 13 draws the MVP (seed 001 line 266) unless a league's house rule lets its
    // coaches choose: a league whose recorded post-matches named an MVP without drawing
    // one played under that rule, and keeps it; one that drew them does not get it.
    let dir = tempfile::tempdir().unwrap();
    let path = copy_of_fixture(dir.path());
    let old = Connection::open(&path).unwrap();
    assert_eq!(
        count(
            &old,
            "SELECT count(*) FROM bloodbowl_roll WHERE roll LIKE 'mvp.%'"
        ),
        0,
        "every MVP of the fixture was named"
    );
    // Match 28 (league 3, Dungeonbowl) as if both its MVPs had been drawn.
    for side in ["home", "away"] {
        old.execute(
            "INSERT INTO bloodbowl_roll (fixture_id, stage, roll, dice, result, outcome)
             VALUES (28, 'postmatch', ?1, 'D11', 1, '1')",
            [format!("mvp.{side}")],
        )
        .unwrap();
    }
    drop(old);
    let store = Store::open(&path).unwrap();
    drop(store);
    let new = Connection::open(&path).unwrap();
    let house_rule = |league: i64| {
        count(
            &new,
            &format!(
                "SELECT mvp_chosen_house_rule FROM bloodbowl_league WHERE league_id = {league}"
            ),
        )
    };
    assert_eq!((house_rule(2), house_rule(3)), (1, 0));
    drop(new);
    let shown = dugout(&path, &["league", "settings", "2"]);
    assert!(
        shown.contains(
            "the coaches choose the MVP (seed 001 draws it at random): on (league setting"
        ),
        "{shown}"
    );
}
