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

/// The players a side fielded, by shirt number: those the MVP is drawn among when none
/// died.
fn fielded(team: &Value) -> Vec<i64> {
    let mut playing: Vec<(i64, i64)> = players(team)
        .iter()
        .filter(|p| p["miss_next_game"] == false)
        .map(|p| (p["number"].as_i64().unwrap(), p["id"].as_i64().unwrap()))
        .collect();
    playing.sort();
    playing.into_iter().map(|(_, id)| id).collect()
}

fn roll_of<'v>(plan: &'v Value, key: &str) -> Option<&'v Value> {
    plan["rolls"].as_array()?.iter().find(|r| r["key"] == key)
}

/// The pre-match of `day`, the away side inducing a Star Player and a mercenary.
fn prematch_with_hired_help(day: &Day) {
    day.cli.ok(&[
        "bb",
        "prematch",
        "--match",
        &day.fixture,
        "--seed",
        "11",
        "--induce",
        "away:star-players:1:100000",
        "--induce",
        "away:unlimited-mercenary-players:1:50000",
    ]);
}

fn record(day: &Day, name: &str, report: &Value) -> Value {
    let args = postmatch_args(day, name, report, &["--seed", "5", "--json"]);
    serde_json::from_str(&day.cli.ok(&strs(&args))).unwrap()
}

#[test]
fn the_mvp_is_drawn_among_who_played_and_a_named_one_waits_for_the_house_rule() {
    let day = day("standard");
    let cli = &day.cli;
    let shown = cli.ok(&["league", "settings", &day.league]);
    assert_mentions(
        &shown,
        "house rule, the coaches choose the MVP (seed 001 draws it at random): off, the MVP is drawn (default)",
    );
    let settings = cli.json(&["league", "settings", &day.league]);
    assert_eq!(settings["bloodbowl"]["mvp_chosen_house_rule"], false);
    prematch_with_hired_help(&day);
    let (home, away) = (team(cli, &day.home), team(cli, &day.away));

    // Seed line 266, "JdM au hasard": naming one is refused, in words, writing nothing.
    let named = json!({"home_score": 1, "away_score": 0, "home": {"mvp": fielded(&home)[0]}});
    let args = postmatch_args(&day, "named.json", &named, &[]);
    let error = cli.refused(&strs(&args));
    assert_mentions(&error, "this league draws the MVP at random");
    assert_mentions(&error, "league settings --mvp-chosen-house-rule true");
    let mut french = vec!["--lang".to_string(), "fr".into()];
    french.extend(args.iter().cloned());
    assert_mentions(
        &cli.refused(&strs(&french)),
        "cette ligue tire le JdM au hasard",
    );

    // Drawn: a die of as many faces as the side fielded (the away side's 9 and its 2
    // journeymen; its Star Player and mercenary are not players of the team), recorded
    // with the player it gave.
    let post = record(
        &day,
        "drawn.json",
        &json!({"home_score": 1, "away_score": 0}),
    );
    for (index, side, team) in [(0, "home", &home), (1, "away", &away)] {
        let pool = fielded(team);
        assert_eq!(pool.len(), 11, "{side}");
        let roll = roll_of(&post, &format!("mvp.{side}")).expect("the MVP roll");
        assert_eq!(roll["dice"], "D11");
        let mvp = pool[roll["result"].as_u64().unwrap() as usize - 1];
        assert_eq!(post["teams"][index]["mvp"], mvp);
        assert_eq!(roll["outcome"], mvp.to_string());
        let line = post["players"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["player_id"] == mvp)
            .cloned()
            .unwrap();
        assert_eq!(
            (line["mvp"].clone(), line["spp_earned"].clone()),
            (json!(true), json!(4))
        );
    }
    let stored = cli.json(&["bb", "matchday", "--match", &day.fixture]);
    assert!(
        stored["rolls"]
            .as_array()
            .unwrap()
            .iter()
            .any(|r| r["roll"] == "mvp.home" && r["stage"] == "postmatch"),
        "{stored}"
    );

    // A physical die typed for the key draws the player of its face.
    cli.ok(&["match", "reset", "--match", &day.fixture]);
    prematch_with_hired_help(&day);
    let typed = record(
        &day,
        "typed.json",
        &json!({"home_score": 1, "away_score": 0, "dice": {"mvp.home": 3}}),
    );
    assert_eq!(typed["teams"][0]["mvp"], fielded(&home)[2]);
    assert_eq!(roll_of(&typed, "mvp.home").unwrap()["entered"], true);

    // The house rule on, a coach names the MVP; the other side still draws.
    let shown = cli.ok(&[
        "league",
        "settings",
        &day.league,
        "--mvp-chosen-house-rule",
        "true",
    ]);
    assert_mentions(&shown, "on (league setting; default off, the MVP is drawn)");
    cli.ok(&["match", "reset", "--match", &day.fixture]);
    prematch_with_hired_help(&day);
    let chosen = record(&day, "chosen.json", &named);
    assert_eq!(chosen["teams"][0]["mvp"], fielded(&home)[0]);
    assert!(roll_of(&chosen, "mvp.home").is_none());
    assert!(roll_of(&chosen, "mvp.away").is_some());
}
