//! A Blood Bowl post-match's players, from the command line (seed
//! 001_712c7218694f055c.txt): the squad journeymen join after the match, the MVP drawn
//! (line 266), the star player points of the prayers to Nuffle (lines 58–61).

mod common;

use common::bloodbowl::{Day, day, hire};
use common::cli::{Cli, assert_mentions};
use rusqlite::Connection;
use serde_json::{Value, json};

fn team(cli: &Cli, id: &str) -> Value {
    cli.json(&["team", "show", id])
}

fn players(team: &Value) -> Vec<Value> {
    team["players"].as_array().cloned().unwrap_or_default()
}

fn ids(team: &Value, keep: impl Fn(&Value) -> bool) -> Vec<i64> {
    players(team)
        .iter()
        .filter(|p| keep(p))
        .filter_map(|p| p["id"].as_i64())
        .collect()
}

/// Writes a report next to the league file and runs `bb postmatch` on it.
fn postmatch_args(day: &Day, name: &str, report: &Value, extra: &[&str]) -> Vec<String> {
    let file = day.cli.db().with_file_name(name);
    std::fs::write(&file, report.to_string()).unwrap();
    let mut args: Vec<String> = ["bb", "postmatch", "--match", &day.fixture, "--file"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    args.push(file.to_string_lossy().into_owned());
    args.extend(extra.iter().map(|s| s.to_string()));
    args
}

fn strs(args: &[String]) -> Vec<&str> {
    args.iter().map(String::as_str).collect()
}

/// Marks players as missing the next match, what a casualty leaves on them.
fn miss_next_match(cli: &Cli, players: &[i64]) {
    let conn = Connection::open(cli.db()).unwrap();
    for player in players {
        conn.execute(
            "UPDATE bloodbowl_player SET miss_next_game = 1 WHERE player_id = ?1",
            [player],
        )
        .unwrap();
    }
}

#[test]
fn journeymen_signed_never_take_a_squad_past_sixteen_players() {
    let day = day("standard");
    let cli = &day.cli;
    // The away side: the 9 `day` hires and 7 more Linemen, 16, the most a team holds
    // (seed line 301: "l'un des 16 joueurs"); six miss this match, so ten play and the
    // pre-match (step 4, line 45: "Si joueurs < 11 joueurs, ajout Linemen") adds one.
    hire(cli, &day.away, "lineman", 7);
    let away = team(cli, &day.away);
    let linemen = ids(&away, |p| p["position"] == "lineman");
    assert_eq!((players(&away).len(), linemen.len()), (16, 14));
    miss_next_match(cli, &linemen[..6]);
    let pre = cli.json(&["bb", "prematch", "--match", &day.fixture, "--seed", "3"]);
    assert_eq!(pre["journeymen"], json!([0, 1]));
    let journeyman = ids(&team(cli, &day.away), |p| p["journeyman"] == true)[0];

    // Signing him would make 17: refused in words, nothing written.
    let sign = json!({"home_score": 1, "away_score": 0, "away": {"sign_journeymen": [journeyman]}});
    let args = postmatch_args(&day, "sign.json", &sign, &["--seed", "4"]);
    let error = cli.refused(&strs(&args));
    assert_mentions(&error, "keeps 16 players");
    assert_mentions(&error, "at most 16, journeymen signed included");
    assert_mentions(&error, "can sign 0 of the 1 journeymen asked");
    let mut french = vec!["--lang".to_string(), "fr".into()];
    french.extend(args.iter().cloned());
    let error = cli.refused(&strs(&french));
    assert_mentions(&error, "garde 16 joueurs après le match");

    // An away Lineman who played dies in the match (15 on the D16, line 251: "15-16
    // Mort"): fifteen are kept, and the journeyman signs as the sixteenth.
    let dead = linemen[6];
    let report = json!({
        "home_score": 1, "away_score": 0,
        "casualties": [{"player": dead}],
        "dice": {format!("casualty.{dead}"): 15},
        "away": {"sign_journeymen": [journeyman]}
    });
    let args = postmatch_args(&day, "signed.json", &report, &["--seed", "4"]);
    let mut json_args = strs(&args);
    json_args.push("--json");
    let post: Value = serde_json::from_str(&cli.ok(&json_args)).unwrap();
    assert_eq!(post["teams"][1]["signed"].as_array().map(Vec::len), Some(1));
    let after = team(cli, &day.away);
    assert_eq!(players(&after).len(), 16);
    assert!(ids(&after, |p| p["journeyman"] == true).is_empty());
    assert!(ids(&after, |_| true).contains(&journeyman));
}
