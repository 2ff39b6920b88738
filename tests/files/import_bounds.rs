//! Each kind of nonsense a hostile file brought in is refused at the field that holds
//! it, in English and in French, and the league file is left as it was: names no command
//! would take, numbers beyond what a league holds, impossible days, matches between
//! teams outside their season, links in a loop, events of players who did not play,
//! envelope fields of the wrong kind, and files that never end.

use crate::common;

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use common::cli::Cli;
use serde_json::{Value, json};

const SCHEMA_9: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fixtures/schema-9/league.db"
);

/// League `id` of the schema-9 fixture (1 DreadBall, 2 Blood Bowl, 3 Dungeonbowl), as
/// `export league` writes it.
fn exported(id: &str) -> Value {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("league.db");
    std::fs::copy(SCHEMA_9, &db).unwrap();
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_dugout"))
        .args(["export", "league", id])
        .env("DUGOUT_DB", &db)
        .output()
        .unwrap();
    assert!(output.status.success());
    serde_json::from_slice(&output.stdout).unwrap()
}

fn write(dir: &Path, name: &str, document: &Value) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, document.to_string()).unwrap();
    path
}

/// Imports `document` into an empty file in each language: refused both times, naming
/// `place`, with `english` and `french` in the messages, and nothing written.
fn refused(document: &Value, place: &str, english: &str, french: &str) {
    let cli = Cli::new();
    // An empty league file (no command but `league new`/`demo` makes one).
    drop(dugout::store::Store::open(cli.db()).unwrap());
    let dir = tempfile::tempdir().unwrap();
    let file = write(dir.path(), "document.json", document);
    let file = file.to_str().unwrap();
    let en = cli.refused(&["import", "league", file]);
    let fr = cli.refused(&["--lang", "fr", "import", "league", file]);
    for (said, needle) in [(&en, english), (&fr, french)] {
        assert!(said.contains(place), "`{place}` not named in: {said}");
        assert!(said.contains(needle), "`{needle}` not in: {said}");
        for internal in [
            "unexpected",
            "inattendue",
            "SQLITE",
            "expected u",
            "struct ",
        ] {
            assert!(!said.contains(internal), "{said}");
        }
    }
    assert!(en.contains("nothing was imported"), "{en}");
    assert!(fr.contains("rien n'a été importé"), "{fr}");
}

/// The index of the first row of `table` whose `column` is `value`.
fn row_where(document: &Value, table: &str, column: &str, value: &Value) -> usize {
    document["tables"][table]
        .as_array()
        .unwrap()
        .iter()
        .position(|row| &row[column] == value)
        .unwrap_or_else(|| panic!("no {table} row with {column} = {value}"))
}

#[test]
fn names_no_command_would_take_are_refused() {
    let league = exported("1");
    let cases: [(&str, Value, &str, &str); 5] = [
        (
            "team",
            json!(" Orcs"),
            "spaces at its start or end",
            "espaces au début",
        ),
        (
            "team",
            json!(""),
            "must not be empty",
            "ne doit pas être vide",
        ),
        (
            "team",
            json!("x".repeat(10_000)),
            "at most 60 characters",
            "60 caractères au plus",
        ),
        (
            "player",
            json!("Zo\u{1b}[31m"),
            "control character",
            "caractère de contrôle",
        ),
        (
            "season",
            json!("Spring\u{0}"),
            "control character",
            "caractère de contrôle",
        ),
    ];
    for (table, name, english, french) in cases {
        let mut document = league.clone();
        document["tables"][table][0]["name"] = name;
        refused(
            &document,
            &format!("tables.{table}[0].name"),
            english,
            french,
        );
    }
    let mut document = league.clone();
    document["tables"]["team"][1]["coach"] = json!("Al\nex");
    refused(
        &document,
        "tables.team[1].coach",
        "control character",
        "caractère de contrôle",
    );
    let mut document = league;
    document["tables"]["ledger"][0]["reason"] = json!("y".repeat(20_000));
    refused(
        &document,
        "tables.ledger[0].reason",
        "at most 10000",
        "au plus 10000",
    );
}

#[test]
fn numbers_beyond_what_a_league_holds_are_refused() {
    let league = exported("2");
    let cases: [(&str, &str, Value, &str, &str); 4] = [
        (
            "ledger",
            "amount",
            json!(9_200_000_000_000_000_000i64),
            "above the most allowed",
            "dépasse le maximum permis",
        ),
        (
            "match_result",
            "home_score",
            json!(i64::MAX),
            "above the most allowed",
            "dépasse le maximum permis",
        ),
        (
            "fixture",
            "round",
            json!(i64::MAX),
            "above the most allowed, 1000",
            "dépasse le maximum permis, 1000",
        ),
        (
            "match_result",
            "away_score",
            json!(-3),
            "below the least allowed, 0",
            "sous le minimum permis, 0",
        ),
    ];
    for (table, column, value, english, french) in cases {
        let mut document = league.clone();
        document["tables"][table][0][column] = value;
        refused(
            &document,
            &format!("tables.{table}[0].{column}"),
            english,
            french,
        );
    }
}

#[test]
fn impossible_days_are_refused() {
    let league = exported("1");
    for (day, english) in [
        ("0000-01-01", "from 1900-01-01 to 2200-12-31"),
        ("2026-02-30", "is not a date"),
    ] {
        let mut document = league.clone();
        document["tables"]["match_result"][0]["played_on"] = json!(day);
        refused(
            &document,
            "tables.match_result[0].played_on",
            english,
            if day.starts_with("0000") {
                "du 1900-01-01 au 2200-12-31"
            } else {
                "n'est pas une date"
            },
        );
    }
}

#[test]
fn matches_outside_their_season_and_links_in_a_loop_are_refused() {
    let league = exported("1");
    // A team that is not entered in the first match's season.
    let season = league["tables"]["fixture"][0]["season_id"].clone();
    let entered: Vec<Value> = league["tables"]["season_team"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|row| row["season_id"] == season)
        .map(|row| row["team_id"].clone())
        .collect();
    let outsider = league["tables"]["team"]
        .as_array()
        .unwrap()
        .iter()
        .map(|team| team["id"].clone())
        .find(|id| !entered.contains(id))
        .expect("a team outside the season");
    let mut document = league.clone();
    document["tables"]["fixture"][0]["home_team_id"] = outsider;
    refused(
        &document,
        "tables.fixture[0].home_team_id",
        "is not entered in the match's season",
        "n'est pas inscrite dans la saison",
    );

    for made_by in [0usize, 1] {
        let mut document = league.clone();
        let fixtures = document["tables"]["fixture"].as_array_mut().unwrap();
        let (first, second) = (fixtures[0]["id"].clone(), fixtures[1]["id"].clone());
        fixtures[0]["created_by"] = if made_by == 0 { first.clone() } else { second };
        fixtures[1]["created_by"] = first;
        refused(&document, "created_by", "(a loop)", "(une boucle)");
    }
}

#[test]
fn an_event_of_a_player_who_did_not_play_is_refused() {
    let league = exported("1");
    let event = &league["tables"]["match_event"][0];
    let fixture =
        &league["tables"]["fixture"][row_where(&league, "fixture", "id", &event["fixture_id"])];
    let players = league["tables"]["player"].as_array().unwrap();
    let stranger = players
        .iter()
        .find(|player| {
            player["team_id"] != fixture["home_team_id"]
                && player["team_id"] != fixture["away_team_id"]
        })
        .expect("a player of another team");
    let mut document = league.clone();
    document["tables"]["match_event"][0]["player_id"] = stranger["id"].clone();
    refused(
        &document,
        "tables.match_event[0]",
        "which did not play it",
        "qui ne l'a pas joué",
    );
}

#[test]
fn envelope_fields_are_named_and_versions_said_as_what_they_are() {
    let league = exported("1");
    for version in [json!(-1), json!("1"), Value::Null, json!(0), json!(1.5)] {
        let mut document = league.clone();
        document["version"] = version;
        refused(
            &document,
            "version",
            "is not a version",
            "n'est pas une version",
        );
    }
    let mut document = league.clone();
    document.as_object_mut().unwrap().remove("version");
    refused(
        &document,
        "version",
        "the field is missing",
        "le champ manque",
    );
    let mut document = league.clone();
    document["version"] = json!(7);
    refused(
        &document,
        "version",
        "a newer Dugout wrote it",
        "un Dugout plus récent",
    );
    let mut document = league.clone();
    document["exported_on"] = json!("99999-01-01");
    refused(
        &document,
        "exported_on",
        "is not a date",
        "n'est pas une date",
    );
    let mut document = league;
    document["source"] = json!(12);
    refused(&document, "source", "is not text", "n'est pas du texte");
}

#[test]
fn a_file_that_never_ends_or_is_too_large_is_refused_at_once() {
    let cli = Cli::new();
    // An empty league file (no command but `league new`/`demo` makes one).
    drop(dugout::store::Store::open(cli.db()).unwrap());
    for command in [["import", "league"], ["import", "team"]] {
        let started = Instant::now();
        let mut args = vec![command[0], command[1], "/dev/zero"];
        if command[1] == "team" {
            args.extend(["--league", "1"]);
        }
        let said = cli.refused(&args);
        assert!(
            started.elapsed() < Duration::from_secs(1),
            "{:?}",
            started.elapsed()
        );
        assert!(said.contains("not a regular file"), "{said}");
    }
    let dir = tempfile::tempdir().unwrap();
    let huge = dir.path().join("huge.json");
    std::fs::File::create(&huge)
        .unwrap()
        .set_len(300 * 1024 * 1024)
        .unwrap();
    let started = Instant::now();
    let said = cli.refused(&["--lang", "fr", "import", "league", huge.to_str().unwrap()]);
    assert!(started.elapsed() < Duration::from_secs(1));
    assert!(said.contains("plus de 256 Mio"), "{said}");
    let said = cli.refused(&["import", "report", "/dev/urandom", "--match", "1"]);
    assert!(said.contains("not a regular file"), "{said}");
}
