//! The command line end to end, as a commissioner's script would drive it. Every refused
//! change must exit non-zero, explain itself on stderr and leave the file unchanged.

use crate::common;

use std::process::Command;

use common::cli::{Cli, assert_mentions};
use serde_json::Value;

/// A league with a Trontek team (id 1, 0mc) and a 100mc budget Trontek team (id 2).
fn league() -> Cli {
    let cli = Cli::new();
    cli.json(&[
        "league",
        "new",
        "--name",
        "Sunday League",
        "--game",
        "dreadball",
    ]);
    cli.json(&[
        "team",
        "new",
        "--league",
        "1",
        "--roster",
        "Trontek 29ers",
        "--name",
        "Titans",
        "--coach",
        "Alex",
    ]);
    cli.json(&[
        "team",
        "new",
        "--league",
        "1",
        "--roster",
        "trontek-29ers",
        "--name",
        "Budget",
        "--coach",
        "Bo",
        "--budget",
        "100",
    ]);
    cli
}

#[test]
fn a_league_and_a_starting_team() {
    let cli = league();
    let leagues = cli.json(&["league", "list"]);
    assert_eq!(leagues[0]["name"], "Sunday League");
    assert_eq!(leagues[0]["settings"]["coaching_die_mc"], 6);
    let team = cli.json(&["team", "show", "1"]);
    for field in [
        "id",
        "name",
        "coach",
        "roster",
        "treasury_mc",
        "dice",
        "cards",
        "cheerleaders",
        "staff",
        "players",
        "team_value_mc",
    ] {
        assert!(team.get(field).is_some(), "team show lacks {field}");
    }
    assert_eq!(team["roster"], "trontek-29ers");
    assert_eq!(
        (team["dice"].as_u64(), team["cards"].as_u64()),
        (Some(1), Some(2))
    );
    assert_eq!(team["team_value_mc"], 100);
    let players = team["players"].as_array().unwrap();
    assert_eq!(players.len(), 8);
    let striker = players.iter().find(|p| p["position"] == "striker").unwrap();
    for field in [
        "id", "number", "name", "position", "move", "strength", "speed", "skill", "armour",
        "skills", "cost_mc", "kind",
    ] {
        assert!(striker.get(field).is_some(), "player lacks {field}");
    }
    assert_eq!(
        (striker["move"].as_u64(), striker["armour"].as_u64()),
        (Some(5), Some(5))
    );
    assert_eq!(striker["kind"], "roster");
}

#[test]
fn a_starting_team_with_staff_and_skills() {
    let cli = Cli::new();
    cli.json(&["league", "new", "--name", "L", "--game", "dreadball"]);
    let team = cli.json(&[
        "team",
        "new",
        "--league",
        "1",
        "--roster",
        "Shan-Meeg Starhawks",
        "--name",
        "Hawks",
        "--coach",
        "C",
    ]);
    assert_eq!(team["staff"], serde_json::json!(["defensive"]));
    let jack = team["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["position"] == "jack")
        .unwrap();
    assert_eq!(jack["skills"], serde_json::json!(["fragile", "dive"]));
}

#[test]
fn a_budget_team_hires_buys_and_keeps_a_ledger() {
    let cli = league();
    let hired = cli.json(&[
        "team",
        "hire",
        "2",
        "--position",
        "Human Striker",
        "--name",
        "Zoé Ãkesson",
    ]);
    assert_eq!(
        (hired["cost_mc"].as_u64(), hired["name"].as_str()),
        (Some(10), Some("Zoé Ãkesson"))
    );
    cli.json(&["team", "hire", "2", "--position", "JACK"]);
    assert_eq!(
        cli.json(&["team", "buy", "2", "dice", "--count", "2"])["cost_mc"],
        12
    );
    assert_eq!(cli.json(&["team", "buy", "2", "cards"])["cost_mc"], 10);
    assert_eq!(
        cli.json(&["team", "buy", "2", "cheerleaders", "--count", "3"])["cost_mc"],
        24
    );
    assert_eq!(cli.json(&["team", "staff", "2", "support"])["cost_mc"], 8);
    let team = cli.json(&["team", "show", "2"]);
    assert_eq!(team["treasury_mc"], 100 - 10 - 8 - 12 - 10 - 24 - 8);
    assert_eq!(
        (
            team["dice"].as_u64(),
            team["cards"].as_u64(),
            team["cheerleaders"].as_u64()
        ),
        (Some(2), Some(1), Some(3))
    );
    assert_eq!(team["staff"], serde_json::json!(["support"]));
    let ledger = cli.json(&["team", "ledger", "2"]);
    let sum: i64 = ledger
        .as_array()
        .unwrap()
        .iter()
        .map(|row| row["amount_mc"].as_i64().unwrap())
        .sum();
    assert_eq!(sum, team["treasury_mc"].as_i64().unwrap());
    assert_eq!(ledger.as_array().unwrap().len(), 7);
    let player = hired["id"].as_i64().unwrap().to_string();
    cli.ok(&["team", "release", "2", "--player", &player]);
    assert_eq!(
        cli.json(&["team", "show", "2"])["players"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
}

#[test]
fn team_undo_reverses_the_last_change_then_says_when_nothing_is_left() {
    let cli = league();
    cli.json(&["team", "buy", "2", "cards"]);
    let undone = cli.json(&["team", "undo", "2"]);
    assert_eq!(undone["summary"], "Bought 1 cards");
    assert_eq!(undone["reversal"]["undo"], "unbuy");
    let team = cli.json(&["team", "show", "2"]);
    assert_eq!(
        (team["cards"].as_u64(), team["treasury_mc"].as_i64()),
        (Some(0), Some(100))
    );
    cli.refused_saying(&["team", "undo", "2"], "no change left to undo");
}

#[test]
fn the_fourteen_player_limit() {
    let cli = Cli::new();
    cli.json(&["league", "new", "--name", "L", "--game", "dreadball"]);
    cli.json(&[
        "team",
        "new",
        "--league",
        "1",
        "--roster",
        "trontek-29ers",
        "--name",
        "Big",
        "--coach",
        "C",
        "--budget",
        "200",
    ]);
    for _ in 0..14 {
        cli.json(&["team", "hire", "1", "--position", "jack"]);
    }
    cli.refused_saying(
        &["team", "hire", "1", "--position", "jack"],
        "at most 14 players",
    );
}

#[test]
fn hiring_without_the_money_is_refused() {
    let cli = league();
    cli.refused_saying(
        &["team", "hire", "1", "--position", "jack"],
        "costs 8mc but the treasury holds 0mc",
    );
}

#[test]
fn a_position_of_another_roster_is_refused() {
    let cli = league();
    cli.refused_saying(
        &["team", "hire", "2", "--position", "Orx Guard"],
        "allowed: guard, jack, striker",
    );
}

#[test]
fn an_eighth_cheerleader_is_refused() {
    let cli = league();
    cli.json(&["team", "buy", "2", "cheerleaders", "--count", "7"]);
    cli.refused_saying(
        &["team", "buy", "2", "cheerleaders"],
        "at most 7 cheerleaders",
    );
}

#[test]
fn a_second_assistant_of_one_kind_is_refused() {
    let cli = league();
    cli.json(&["team", "staff", "2", "offensive"]);
    cli.refused_saying(
        &["team", "staff", "2", "offensive"],
        "already has its offensive assistant",
    );
}

#[test]
fn buying_dice_beyond_the_treasury_is_refused() {
    let cli = league();
    cli.refused_saying(
        &["team", "buy", "2", "dice", "--count", "17"],
        "costs 102mc",
    );
}

fn new_team_refused(cli: &Cli, league: &str, roster: &str, name: &str) -> String {
    cli.refused(&[
        "team", "new", "--league", league, "--roster", roster, "--name", name, "--coach", "Y",
    ])
}

#[test]
fn unknown_things_are_named_in_the_error() {
    let cli = league();
    assert_mentions(
        &new_team_refused(&cli, "1", "Nope", "X"),
        "no roster `Nope`",
    );
    assert_mentions(
        &new_team_refused(&cli, "1", "Kovoss Kryptics", "X"),
        "--budget",
    );
    assert_mentions(
        &new_team_refused(&cli, "9", "trontek-29ers", "X"),
        "no league `9`",
    );
    assert_mentions(
        &new_team_refused(&cli, "1", "trontek-29ers", "titans"),
        "already has a team called",
    );
    cli.refused_saying(
        &["team", "release", "1", "--player", "999"],
        "no player `999`",
    );
    cli.refused_saying(&["team", "show", "42"], "no team `42`");
    cli.refused_saying(
        &["league", "new", "--name", "X", "--game", "chess"],
        "unknown game `chess`",
    );
}

#[test]
fn renumbering_onto_a_worn_number_is_refused() {
    let cli = league();
    cli.refused_saying(
        &["team", "renumber", "1", "--player", "1", "--number", "2"],
        "already worn",
    );
    cli.ok(&["team", "renumber", "1", "--player", "1", "--number", "12"]);
    cli.ok(&[
        "team",
        "rename-player",
        "1",
        "--player",
        "1",
        "--name",
        "Zoé",
    ]);
    let team = cli.json(&["team", "show", "1"]);
    let player = team["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["id"] == 1)
        .unwrap();
    assert_eq!(
        (player["number"].as_u64(), player["name"].as_str()),
        (Some(12), Some("Zoé"))
    );
}

#[test]
fn team_check_lists_problems_an_override_made() {
    let cli = league();
    let output = cli.run(&["team", "check", "1", "--json"]);
    assert!(output.status.success());
    let clean: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(clean["legal"], true);
    // A commissioner's override (here: straight SQL) pushes the team past the limits.
    let conn = rusqlite::Connection::open(cli.db()).unwrap();
    conn.execute_batch("UPDATE dreadball_team SET cheerleaders = 9 WHERE team_id = 1; INSERT INTO ledger (team_id, on_date, amount, kind, reason) VALUES (1, '2026-11-22', -5, 'override', 'fine');").unwrap();
    drop(conn);
    let output = cli.run(&["team", "check", "1", "--json"]);
    assert_eq!(output.status.code(), Some(3));
    let report: Value = serde_json::from_slice(&output.stdout).unwrap();
    let problems: Vec<&str> = report["problems"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p.as_str().unwrap())
        .collect();
    assert_eq!(problems.len(), 2, "{problems:?}");
    assert!(problems.iter().any(|p| p.contains("cheerleaders")));
    assert!(problems.iter().any(|p| p.contains("-5mc")));
}

#[test]
fn messages_in_french() {
    let cli = league();
    let output = cli.run(&["--lang", "fr", "team", "hire", "1", "--position", "jack"]);
    let error = String::from_utf8(output.stderr).unwrap();
    assert!(
        error.contains("refusé") && error.contains("trésorerie"),
        "{error}"
    );
    let names = cli.ok(&["--lang", "fr", "data", "skills"]);
    assert!(names.contains("Même pas mal"));
}

#[test]
fn every_data_table_prints_as_json() {
    let cli = Cli::new();
    for table in [
        "teams",
        "mvps",
        "skills",
        "free-agents",
        "mechanite",
        "mutant",
        "hacks",
    ] {
        let value = cli.json(&["data", table]);
        assert!(!value.is_null(), "{table}");
        cli.ok(&["data", table]);
    }
    assert_eq!(cli.json(&["data", "skills"]).as_array().unwrap().len(), 77);
    assert_eq!(
        cli.json(&["data", "teams"])["teams"]
            .as_array()
            .unwrap()
            .len(),
        25
    );
}

#[test]
fn a_file_that_is_not_a_league_is_refused_untouched() {
    let cli = Cli::new();
    std::fs::write(cli.db(), "not a database").unwrap();
    let output = cli.run(&["league", "list"]);
    assert!(!output.status.success());
    assert!(String::from_utf8_lossy(&output.stderr).contains("not a Dugout league file"));
    assert_eq!(std::fs::read(cli.db()).unwrap(), b"not a database");
}

#[test]
fn league_settings_change_the_prices_a_team_pays() {
    let cli = league();
    let shown = cli.ok(&["league", "settings", "1"]);
    assert!(shown.contains("Coaching Die: 6mc (default)"), "{shown}");
    let league = cli.json(&[
        "league",
        "settings",
        "1",
        "--coaching-die-mc",
        "7",
        "--card-mc",
        "12",
    ]);
    assert_eq!(
        (
            league["settings"]["coaching_die_mc"].as_u64(),
            league["settings"]["card_mc"].as_u64()
        ),
        (Some(7), Some(12))
    );
    assert_eq!(
        cli.json(&["team", "buy", "2", "dice", "--count", "2"])["cost_mc"],
        14
    );
    assert_eq!(cli.json(&["team", "buy", "2", "cards"])["cost_mc"], 12);
    // Team value follows the league's prices: 8 players (2x10 + 3x8 + 3x10 = 74mc) + 1 die at 7 + 2 cards at 12.
    assert_eq!(
        cli.json(&["team", "show", "1"])["team_value_mc"],
        74 + 7 + 24
    );
    let shown = cli.ok(&["league", "settings", "1"]);
    assert!(
        shown.contains("7mc (league setting; default 6mc)"),
        "{shown}"
    );
    cli.refused_saying(
        &["league", "settings", "7", "--card-mc", "1"],
        "no league `7`",
    );
}

#[test]
fn the_window_without_a_display_says_so_and_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("league.db");
    let output = Command::new(env!("CARGO_BIN_EXE_dugout"))
        .arg("--db")
        .arg(&db)
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert_mentions(
        &String::from_utf8_lossy(&output.stderr),
        "no graphical display",
    );
    assert!(!db.exists(), "nothing was created");
}

#[test]
fn a_reader_that_goes_away_ends_the_output_without_a_panic() {
    let cli = Cli::new();
    cli.ok(&["league", "demo"]);
    for args in [
        &["fixtures", "list", "--season", "1"][..],
        &["data", "teams"][..],
        &["team", "show", "1", "--json"][..],
    ] {
        let output = cli.run_into_closed_pipe(args);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert!(output.status.success(), "{args:?}: {stderr}");
    }
}
