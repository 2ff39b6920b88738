//! Exchange documents: a league or a team exported and imported again is the same, for
//! every game; a dry run changes nothing; every kind of bad document is refused naming
//! the field and the problem, and nothing is written; match reports and CSV tables.

use crate::common;

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use common::fixture::{dugout as ok, refused, row_counts};
use serde_json::{Value, json};

const SCHEMA_7: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/schema-7");

/// The schema-7 fixture (a DreadBall league with a post-match and a Blood Bowl league
/// with staff, a roster pack and results), brought to this build's schema.
fn source(dir: &Path) -> PathBuf {
    let path = dir.join("source.db");
    std::fs::copy(Path::new(SCHEMA_7).join("league.db"), &path).unwrap();
    common::fixture::strikes_to_scorers(&path);
    ok(&path, &["league", "list"]);
    path
}

fn export(db: &Path, what: &str, id: &str) -> Value {
    serde_json::from_str(&ok(db, &["export", what, id])).unwrap()
}

fn write(dir: &Path, name: &str, document: &Value) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, serde_json::to_string_pretty(document).unwrap()).unwrap();
    path
}

/// A document with every id replaced by the row's place in its table (and every name of
/// a row by its place), so two exports of the same league compare equal whatever ids
/// their files gave. `skip` leaves out fields that say when or where it was written.
fn canonical(document: &Value, skip: &[&str]) -> Value {
    let tables = document["tables"].as_object().unwrap();
    let mut places: HashMap<String, HashMap<i64, usize>> = HashMap::new();
    for (name, rows) in tables {
        let rows = rows.as_array().unwrap();
        let by_id = rows
            .iter()
            .enumerate()
            .filter_map(|(place, row)| Some((row.get("id")?.as_i64()?, place)))
            .collect();
        places.insert(name.clone(), by_id);
    }
    // What each id-naming column names (a column name ending in the table it names).
    let target = |column: &str| -> Option<&'static str> {
        Some(match column {
            "league_id" => "league",
            "team_id" | "home_team_id" | "away_team_id" => "team",
            "player_id" | "man_of_the_match" => "player",
            "fixture_id" | "hired_for" | "created_by" => "fixture",
            "season_id" => "season",
            "division_id" => "division",
            "playoff_id" => "playoff",
            "match_item" => "match_day_item",
            "id" => return None,
            _ => return None,
        })
    };
    let mut out = serde_json::Map::new();
    for (name, rows) in tables {
        let rows: Vec<Value> = rows
            .as_array()
            .unwrap()
            .iter()
            .map(|row| {
                let mut row = row.as_object().unwrap().clone();
                if let Some(id) = row.get("id").and_then(Value::as_i64) {
                    row.insert("id".into(), json!(places[name][&id]));
                }
                for (column, value) in row.iter_mut() {
                    if skip.contains(&column.as_str()) {
                        *value = Value::Null;
                        continue;
                    }
                    if let (Some(table), Some(id)) = (target(column), value.as_i64()) {
                        *value = match places.get(table).and_then(|p| p.get(&id)) {
                            Some(place) => json!(place),
                            None => json!(format!("outside {table}")),
                        };
                    }
                }
                Value::Object(row)
            })
            .collect();
        out.insert(name.clone(), Value::Array(rows));
    }
    Value::Object(out)
}

/// The audit rows an import adds to say it happened.
fn without_import_rows(mut document: Value) -> Value {
    if let Some(rows) = document["tables"]["audit"].as_array_mut() {
        rows.retain(|row| !row["action"].as_str().unwrap_or("").starts_with("import"));
    }
    document
}

#[test]
fn a_league_of_every_game_exported_then_imported_is_the_same_league() {
    let dir = tempfile::tempdir().unwrap();
    let from = source(dir.path());
    let to = dir.path().join("other.db");
    for (league, game) in [("1", "dreadball"), ("2", "bloodbowl")] {
        let original = export(&from, "league", league);
        assert_eq!(original["game"], game);
        assert_eq!(original["format"], "dugout.league");
        assert_eq!(original["version"], 1);
        let file = write(dir.path(), &format!("league-{league}.json"), &original);
        let out: Value = serde_json::from_str(&ok(
            &to,
            &["import", "league", file.to_str().unwrap(), "--json"],
        ))
        .unwrap();
        let new_id = out["league_id"].to_string();
        let again = without_import_rows(export(&to, "league", &new_id));
        assert_eq!(
            canonical(&again, &[]),
            canonical(&original, &[]),
            "league {league} ({game})"
        );
        // What the commissioner reads is the same too.
        let seasons = ["1", "2"];
        let season = seasons[league.parse::<usize>().unwrap() - 1];
        let standings = |db: &Path, id: &str| -> Value {
            let mut table: Value =
                serde_json::from_str(&ok(db, &["standings", "--season", id, "--json"])).unwrap();
            strip_ids(&mut table);
            table
        };
        let new_season = first_season_of(&to, &new_id);
        assert_eq!(standings(&from, season), standings(&to, &new_season));
    }
}

fn first_season_of(db: &Path, league: &str) -> String {
    let seasons: Value =
        serde_json::from_str(&ok(db, &["season", "list", "--league", league, "--json"])).unwrap();
    seasons[0]["id"].to_string()
}

fn strip_ids(value: &mut Value) {
    match value {
        Value::Object(map) => {
            // Ids, and the links to a match day a moved team leaves behind.
            map.retain(|key, _| !(key == "id" || key.ends_with("_id") || key == "match_item"));
            map.values_mut().for_each(strip_ids);
        }
        Value::Array(items) => items.iter_mut().for_each(strip_ids),
        _ => {}
    }
}

#[test]
fn a_team_of_every_game_moves_to_another_file_with_its_careers() {
    let dir = tempfile::tempdir().unwrap();
    let from = source(dir.path());
    let to = dir.path().join("other.db");
    ok(
        &to,
        &["league", "new", "--name", "New Home", "--game", "dreadball"],
    );
    ok(
        &to,
        &[
            "league",
            "new",
            "--name",
            "New Pitch",
            "--game",
            "bloodbowl",
        ],
    );
    for (team, league) in [("6", "1"), ("7", "2")] {
        let original = export(&from, "team", team);
        assert_eq!(original["format"], "dugout.team");
        let file = write(dir.path(), &format!("team-{team}.json"), &original);
        let dry = ok(
            &to,
            &[
                "import",
                "team",
                file.to_str().unwrap(),
                "--league",
                league,
                "--dry-run",
            ],
        );
        assert!(dry.contains("Nothing was written"), "{dry}");
        let out: Value = serde_json::from_str(&ok(
            &to,
            &[
                "import",
                "team",
                file.to_str().unwrap(),
                "--league",
                league,
                "--json",
            ],
        ))
        .unwrap();
        let new_team = out["teams"][0][0].to_string();
        let again = export(&to, "team", &new_team);
        let skip = ["league_id", "source"];
        assert_eq!(
            canonical(&again, &skip),
            canonical(&original, &skip),
            "team {team}"
        );
        let shown = |db: &Path, id: &str| -> Value {
            let mut shown: Value =
                serde_json::from_str(&ok(db, &["team", "show", id, "--json"])).unwrap();
            strip_ids(&mut shown);
            shown
        };
        assert_eq!(shown(&from, team), shown(&to, &new_team), "team {team}");
    }
    // Crusher's six experience points and rank came along (DreadBall's experience is
    // worked out from matches, which stay in their league).
    let crusher: Value = serde_json::from_str(&ok(
        &from,
        &["history", "player", "--player", "40", "--json"],
    ))
    .unwrap();
    assert_eq!(crusher["totals"]["experience"], 6);
    let moved = ok(&to, &["team", "show", "1", "--json"]);
    let moved: Value = serde_json::from_str(&moved).unwrap();
    let id = moved["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "Crusher")
        .unwrap()["id"]
        .to_string();
    let carried: Value =
        serde_json::from_str(&ok(&to, &["history", "player", "--player", &id, "--json"])).unwrap();
    assert_eq!(carried["totals"]["experience"], 6);
    assert_eq!(
        carried["carried"]["matches"],
        crusher["matches"].as_array().unwrap().len()
    );
}

#[test]
fn a_dry_run_writes_nothing_and_an_import_keeps_a_copy_first() {
    let dir = tempfile::tempdir().unwrap();
    let from = source(dir.path());
    let file = write(dir.path(), "league.json", &export(&from, "league", "1"));
    let to = dir.path().join("other.db");
    ok(&to, &["league", "new", "--name", "Already Here"]);
    let before = row_counts(&to);
    let dry = ok(
        &to,
        &["import", "league", file.to_str().unwrap(), "--dry-run"],
    );
    assert!(dry.contains("Would import"), "{dry}");
    assert!(dry.contains("44  player"), "{dry}");
    assert_eq!(row_counts(&to), before);
    assert!(dugout::store::backups_beside(&to).is_empty());
    ok(&to, &["import", "league", file.to_str().unwrap()]);
    let copies = dugout::store::backups_beside(&to);
    assert_eq!(copies.len(), 1);
    assert!(copies[0].to_str().unwrap().contains("before-import"));
    assert_eq!(row_counts(&copies[0]), before);
}

/// Each broken document is refused with the field and the problem, and the file keeps
/// every row it had.
#[test]
fn a_broken_document_is_refused_naming_the_field_and_nothing_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let from = source(dir.path());
    let league = export(&from, "league", "1");
    let team = export(&from, "team", "6");
    let bowl = export(&from, "team", "7");
    let to = dir.path().join("other.db");
    ok(&to, &["league", "new", "--name", "Target"]);
    ok(
        &to,
        &[
            "league",
            "new",
            "--name",
            "Target Bowl",
            "--game",
            "bloodbowl",
        ],
    );
    let before = row_counts(&to);
    type Break = fn(&mut Value);
    let league_cases: Vec<(Break, &str)> = vec![
        (|d| d["version"] = json!(2), "version 2"),
        (
            |d| {
                let league = d["tables"]["league"][0].clone();
                d["tables"]["league"].as_array_mut().unwrap().push(league);
            },
            "exactly one league",
        ),
        (
            |d| d["tables"]["league"][0]["game"] = json!("bloodbowl"),
            "tables.league[0].game",
        ),
        (
            |d| d["format"] = json!("dugout.team"),
            "`format` must be `dugout.league`",
        ),
        (|d| d["game"] = json!("chess"), "`chess` is not a game"),
        (|d| d["tables"]["teams"] = json!([]), "tables.teams"),
        (
            |d| d["tables"]["player"][3]["positon"] = json!("guard"),
            "tables.player[3].positon",
        ),
        (
            |d| d["tables"]["player"][2]["cost"] = json!(-4),
            "tables.player[2].cost: -4 is below the least allowed, 0",
        ),
        (
            |d| d["tables"]["player"][2]["cost"] = json!("cheap"),
            "tables.player[2].cost: \"cheap\" is not a whole number",
        ),
        (
            |d| d["tables"]["season"][0]["started_on"] = json!("2026-02-30"),
            "tables.season[0].started_on",
        ),
        (
            |d| d["tables"]["fixture"][1]["home_team_id"] = json!(999),
            "tables.fixture[1].home_team_id: 999 names no row of `team`",
        ),
        (
            |d| {
                d["tables"]["team"][1]["name"] = d["tables"]["team"][0]["name"].clone();
            },
            "tables.team[1].name",
        ),
        (
            |d| {
                d["tables"]["player"].as_object_mut();
                d["tables"]["player"][4]["id"] = d["tables"]["player"][3]["id"].clone();
            },
            "tables.player[4].id",
        ),
        (
            |d| d["tables"]["player"][0]["position"] = json!("goalie"),
            "plays at `goalie`, a position DreadBall does not know",
        ),
        (
            |d| d["tables"]["team"][0]["roster"] = json!("no-such-roster"),
            "tables.team[0]",
        ),
        (
            |d| d["tables"]["dreadball_team"][0]["cheerleaders"] = json!(40),
            "breaks the rules",
        ),
        (
            |d| {
                d["tables"]["team"][0]
                    .as_object_mut()
                    .unwrap()
                    .remove("coach")
                    .map(|_| ())
                    .unwrap_or(())
            },
            "tables.team[0].coach: is required",
        ),
    ];
    for (index, (damage, needle)) in league_cases.iter().enumerate() {
        let mut document = league.clone();
        damage(&mut document);
        let file = write(dir.path(), &format!("bad-{index}.json"), &document);
        let message = refused(&to, &["import", "league", file.to_str().unwrap()]);
        assert!(message.contains(needle), "case {index}: {message}");
        assert!(
            message.contains("nothing was imported"),
            "case {index}: {message}"
        );
        assert_eq!(row_counts(&to), before, "case {index} wrote rows");
    }
    let team_cases: Vec<(Value, &str, &str)> = vec![
        (team.clone(), "2", "a DreadBall team cannot join"),
        (bowl.clone(), "1", "a Blood Bowl team cannot join"),
        (
            {
                let mut t = team.clone();
                t["tables"]["ledger"][0]["fixture_id"] = json!(3);
                t
            },
            "1",
            "must be empty",
        ),
        (
            {
                let mut t = bowl.clone();
                t["tables"]["bloodbowl_player"][0]["ag"] = json!(0);
                t
            },
            "2",
            "bloodbowl_player[0].ag: 0 is below the least allowed, 1",
        ),
        (
            {
                let mut t = bowl.clone();
                add_blitzers(&mut t, 6, true);
                t
            },
            "2",
            "breaks the rules",
        ),
        (
            {
                let mut t = bowl.clone();
                add_blitzers(&mut t, 1, false);
                t
            },
            "2",
            "has 0 rows in `bloodbowl_player`; it needs exactly one",
        ),
    ];
    for (index, (document, league, needle)) in team_cases.iter().enumerate() {
        let file = write(dir.path(), &format!("bad-team-{index}.json"), document);
        let message = refused(
            &to,
            &["import", "team", file.to_str().unwrap(), "--league", league],
        );
        assert!(message.contains(needle), "team case {index}: {message}");
        assert_eq!(row_counts(&to), before, "team case {index} wrote rows");
    }
    std::fs::write(dir.path().join("not-json.json"), "{ nope").unwrap();
    let message = refused(
        &to,
        &[
            "import",
            "league",
            dir.path().join("not-json.json").to_str().unwrap(),
        ],
    );
    assert!(message.contains("not JSON"), "{message}");
    let message = refused(
        &to,
        &[
            "--lang",
            "fr",
            "import",
            "league",
            dir.path().join("not-json.json").to_str().unwrap(),
        ],
    );
    assert!(message.contains("rien n'a été importé"), "{message}");
    assert_eq!(row_counts(&to), before);
}

/// Adds `count` Blitzers to a Blood Bowl team document (with their profiles or not).
fn add_blitzers(team: &mut Value, count: i64, with_profiles: bool) {
    let player = team["tables"]["player"][0].clone();
    let profile = team["tables"]["bloodbowl_player"][0].clone();
    for n in 0..count {
        let mut p = player.clone();
        p["id"] = json!(9000 + n);
        p["number"] = json!(90 + n);
        p["position"] = json!("blitzer");
        team["tables"]["player"].as_array_mut().unwrap().push(p);
        if with_profiles {
            let mut q = profile.clone();
            q["player_id"] = json!(9000 + n);
            team["tables"]["bloodbowl_player"]
                .as_array_mut()
                .unwrap()
                .push(q);
        }
    }
}

#[test]
fn a_team_whose_name_is_taken_is_refused_until_renamed() {
    let dir = tempfile::tempdir().unwrap();
    let from = source(dir.path());
    let file = write(dir.path(), "team.json", &export(&from, "team", "6"));
    let message = refused(
        &from,
        &["import", "team", file.to_str().unwrap(), "--league", "1"],
    );
    assert!(
        message.contains("already has a team named `Ro-Tek Rivets`"),
        "{message}"
    );
    let out = ok(
        &from,
        &[
            "import",
            "team",
            file.to_str().unwrap(),
            "--league",
            "1",
            "--name",
            "Ro-Tek Returns",
        ],
    );
    assert!(out.contains("Ro-Tek Returns"), "{out}");
}

#[test]
fn a_coachs_match_report_is_imported_for_its_match_in_each_game() {
    let dir = tempfile::tempdir().unwrap();
    let db = source(dir.path());
    // DreadBall: match 11 (Midgard Miners v Trontek Titans), in an envelope.
    let report = json!({
        "format": "dugout.report", "version": 1, "game": "dreadball", "match": 11,
        "report": { "home_score": 2, "away_score": 1, "played_on": "2026-11-30",
                    "players": [ { "player": 20, "strikes": 2, "experience": { "exploit": 1 } } ],
                    "seed": 3 }
    });
    let file = write(dir.path(), "report-11.json", &report);
    let message = refused(
        &db,
        &["import", "report", file.to_str().unwrap(), "--match", "12"],
    );
    assert!(
        message.contains("the report is for match 11, not match 12"),
        "{message}"
    );
    let before = row_counts(&db);
    let dry = ok(
        &db,
        &[
            "import",
            "report",
            file.to_str().unwrap(),
            "--match",
            "11",
            "--dry-run",
        ],
    );
    assert!(!dry.is_empty());
    assert_eq!(row_counts(&db), before);
    ok(
        &db,
        &["import", "report", file.to_str().unwrap(), "--match", "11"],
    );
    let shown: Value =
        serde_json::from_str(&ok(&db, &["match", "show", "--match", "11", "--json"])).unwrap();
    assert_eq!(shown["match"]["home_score"], 2, "{shown}");
    // Blood Bowl: match 18, a bare report; a report for the wrong game is refused.
    let wrong = write(
        dir.path(),
        "wrong.json",
        &json!({"format": "dugout.report", "version": 1, "game": "dreadball", "report": {}}),
    );
    let message = refused(
        &db,
        &["import", "report", wrong.to_str().unwrap(), "--match", "18"],
    );
    assert!(message.contains("`bloodbowl` one"), "{message}");
    let bad = write(
        dir.path(),
        "bad.json",
        &json!({"home_score": 1, "away_score": 0, "touchdowns": 3}),
    );
    let message = refused(
        &db,
        &["import", "report", bad.to_str().unwrap(), "--match", "18"],
    );
    assert!(message.contains("touchdowns"), "{message}");
    let bare = write(
        dir.path(),
        "bb.json",
        &json!({"home_score": 1, "away_score": 3, "home_casualties": 2, "played_on": "2027-01-23"}),
    );
    ok(
        &db,
        &["import", "report", bare.to_str().unwrap(), "--match", "18"],
    );
    let shown: Value =
        serde_json::from_str(&ok(&db, &["match", "show", "--match", "18", "--json"])).unwrap();
    assert_eq!(shown["match"]["away_score"], 3, "{shown}");
}

#[test]
fn standings_and_fixtures_export_as_csv() {
    let dir = tempfile::tempdir().unwrap();
    let db = source(dir.path());
    ok(
        &db,
        &["team", "rename", "1", "--name", "Titans, \"The\" Trontek"],
    );
    let out = dir.path().join("standings.csv");
    ok(
        &db,
        &[
            "export",
            "standings",
            "--season",
            "1",
            "-o",
            out.to_str().unwrap(),
        ],
    );
    let text = std::fs::read_to_string(&out).unwrap();
    let lines: Vec<&str> = text.split("\r\n").filter(|l| !l.is_empty()).collect();
    assert_eq!(lines.len(), 7, "{text}");
    assert!(lines[0].starts_with("division,position,team_id,team,played"));
    assert!(text.contains("\"Titans, \"\"The\"\" Trontek\""), "{text}");
    let fixtures = ok(&db, &["export", "fixtures", "--season", "2"]);
    let lines: Vec<&str> = fixtures.split("\r\n").filter(|l| !l.is_empty()).collect();
    assert_eq!(lines.len(), 4, "{fixtures}");
    assert!(
        lines[1].starts_with("16,1,2027-01-09,8,Altdorf Blue Bulls,9,Gouged Eye,played,2,1"),
        "{fixtures}"
    );
}
