//! Killpower Ball's draws from the command line (seed 004, `004_a6efabbd0265c321.txt`):
//! a championship's draw stays a draw; a championship's playoff draw is settled as the
//! league's `playoff_draw` says (free throws by default, or ranking points); free throws
//! after a draw whose scores differ, shot by gladiators who did not play; a tournament's
//! RAP tie, where the side drawn places and moves first.

use crate::common;

use common::cli::{Cli, assert_mentions};
use common::killpower::{SQUAD, league, report, report_file, team};
use serde_json::{Value, json};

fn int(value: &Value, key: &str) -> i64 {
    value[key]
        .as_i64()
        .unwrap_or_else(|| panic!("no {key} in {value}"))
}

fn postmatch(fixture: i64, path: &str) -> Vec<String> {
    let args = [
        "kpb",
        "postmatch",
        "--match",
        &fixture.to_string(),
        "--file",
        path,
    ];
    args.iter().map(|a| a.to_string()).collect()
}

fn refused(cli: &Cli, fixture: i64, body: &Value, needle: &str) {
    let path = report_file(cli, fixture, body);
    let args = postmatch(fixture, &path);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    cli.refused_saying(&args, needle);
}

/// Two teams of a championship, a double round robin the first team wins twice (3 + 3
/// ranking points, the other none), then a playoff of the two: its match's id and the
/// side the first team plays on.
fn playoff_of_two(cli: &Cli) -> (i64, &'static str) {
    let league = league(cli, "killpower");
    let first = team(cli, league, "Titanos", 1, &SQUAD);
    let second = team(cli, league, "Viking", 2, &SQUAD);
    let l = league.to_string();
    cli.ok(&["season", "new", "--league", &l, "--name", "S1"]);
    for t in [first, second] {
        let t = t.to_string();
        cli.ok(&["season", "add-team", "--season", "1", "--team", &t]);
    }
    cli.ok(&["fixtures", "generate", "--season", "1", "--double"]);
    let list = cli.json(&["fixtures", "list", "--season", "1"]);
    for (n, fixture) in list.as_array().unwrap().iter().enumerate() {
        let id = int(fixture, "id");
        if n == 0 {
            // 13.1: a championship match drawn stays drawn; no free throws.
            let shots = json!({"home_score": 0, "away_score": 0, "free_throws": [
                {"side": "home", "thrower": 1, "distance": 2},
                {"side": "away", "thrower": 1, "distance": 2}]});
            refused(cli, id, &shots, "stays a draw");
        }
        let won = if int(fixture, "home_id") == first {
            json!({"home_score": 1, "away_score": 0})
        } else {
            json!({"home_score": 0, "away_score": 1})
        };
        assert_ne!(report(cli, id, &won, false)["decided"], "draw");
    }
    let bracket = cli.json(&["playoffs", "new", "--season", "1", "--top", "2"]);
    let game = bracket["rounds"][0][0]["games"][0].as_i64().unwrap();
    let list = cli.json(&["fixtures", "list", "--season", "1"]);
    let fixture = list
        .as_array()
        .unwrap()
        .iter()
        .find(|f| int(f, "id") == game)
        .unwrap();
    let side = if int(fixture, "home_id") == first {
        "home"
    } else {
        "away"
    };
    (game, side)
}

#[test]
fn a_playoff_draw_goes_to_free_throws_by_default_and_to_ranking_points_when_set() {
    let cli = Cli::new();
    let (game, leader) = playoff_of_two(&cli);
    let other = if leader == "home" { "away" } else { "home" };
    let id = game.to_string();
    // Five of seven play on each side.
    cli.ok(&[
        "kpb",
        "prematch",
        "--match",
        &id,
        "--home",
        "1,2,3,4,5",
        "--away",
        "1,2,3,4,5",
        "--seed",
        "3",
    ]);
    let points = cli.json(&["kpb", "points", "--match", &id]);
    // Titanos: 6 ranking points + 50 experience / 10 = 11; Viking 0 + 5: a gap of 6, so
    // Titanos must score 2 more, Viking 1 (table 3).
    assert_eq!(points[leader]["target"], 2, "{points}");
    assert_eq!(points[other]["target"], 1, "{points}");
    // Titanos lead 1-0: not enough, a draw (3.4) that a playoff must settle.
    let mut score = json!({"home_score": 0, "away_score": 0});
    score[format!("{leader}_score")] = json!(1);
    refused(&cli, game, &score, "free throws");
    // Lines 1857–1869: two living gladiators a side (here #6 and #7, who did not play,
    // line 1858); the first round is shot though the scores differ, every shot misses
    // (a 10), and the higher total (score + baskets) wins: 1 to 0.
    let mut shots = score.clone();
    let mut dice = serde_json::Map::new();
    let mut throws = Vec::new();
    for side in ["home", "away"] {
        for thrower in [6, 7] {
            throws.push(json!({"side": side, "thrower": thrower, "distance": 5}));
            dice.insert(format!("free_throw.1.{side}.{thrower}"), json!(10));
        }
    }
    shots["free_throws"] = json!(throws);
    shots["dice"] = Value::Object(dice.clone());
    let outcome = report(&cli, game, &shots, false);
    assert_eq!(outcome["decided"], leader, "{outcome}");
    assert_eq!(outcome["free_throws"].as_array().unwrap().len(), 4);
    // The championship's ranking points follow the match: a draw (0 each).
    for side in [0, 1] {
        assert_eq!(outcome["ranking"][side]["earned"], 0, "{outcome}");
    }
    // A second round after the totals differ is refused.
    cli.ok(&["match", "reset", "--match", &id]);
    cli.ok(&["kpb", "prematch", "--match", &id, "--seed", "3"]);
    let mut twice = shots.clone();
    let round: Vec<Value> = throws.clone();
    twice["free_throws"] = json!([round.clone(), round].concat());
    for side in ["home", "away"] {
        for thrower in [6, 7] {
            dice.insert(format!("free_throw.2.{side}.{thrower}"), json!(10));
        }
    }
    twice["dice"] = Value::Object(dice);
    refused(&cli, game, &twice, "settled before round 2");

    // The setting: the side with more ranking points goes through, with no free throws.
    let settings = cli.json(&["league", "settings", "1"]);
    assert_eq!(settings["killpower"]["playoff_draw"], "free_throws");
    assert_eq!(
        settings["killpower_defaults"]["playoff_draw"],
        "free_throws"
    );
    cli.ok(&["league", "settings", "1", "--playoff-draw", "ranking"]);
    let text = cli.ok(&["--lang", "fr", "league", "settings", "1"]);
    assert_mentions(&text, "les points de classement (lancers francs à égalité)");
    assert_mentions(&text, "réglage de la ligue");
    refused(&cli, game, &shots, "ranking points");
    let outcome = report(&cli, game, &score, false);
    assert_eq!(outcome["decided"], leader, "{outcome}");
    assert!(outcome["free_throws"].as_array().unwrap().is_empty());
    let refused_flag = cli.run(&["league", "settings", "1", "--playoff-draw", "coin"]);
    assert!(!refused_flag.status.success());
}

#[test]
fn a_tournament_rap_tie_is_drawn_and_the_side_drawn_places_and_moves_first() {
    let cli = Cli::new();
    let league = league(&cli, "killpower-tournament");
    let chosen = [
        "Tom:tireur:gloves",
        "Ana:guerrier:gloves",
        "Mia:mentor:cards=Fireball+Sleep",
        "Bo:archer:gloves",
        "Vi:defenseur:gloves",
        "Lu:tireur:cards=Haste+Fear",
        "Max:guerrier:gloves",
    ];
    cli.ok(&[
        "season",
        "new",
        "--league",
        &league.to_string(),
        "--name",
        "Cup",
    ]);
    for (n, name) in ["Titanos", "Viking"].iter().enumerate() {
        let t = team(&cli, league, name, n as u64 + 1, &chosen).to_string();
        cli.ok(&["season", "add-team", "--season", "1", "--team", &t]);
    }
    cli.json(&["kpb", "tournament", "--season", "1"]);
    let list = cli.json(&["fixtures", "list", "--season", "1"]);
    let id = int(&list[0], "id").to_string();
    // Equal powers (0) and speed totals (4 each): lines 1843–1844, "on tire au hasard
    // l'équipe qui commence à se placer en ZT et qui se déplacera la première".
    let args = [
        "kpb",
        "prematch",
        "--match",
        &id,
        "--home",
        "1",
        "--away",
        "1",
        "--roll",
        "rap.home.1=4",
        "--roll",
        "rap.away.1=4",
        "--roll",
        "first=2",
        "--dry-run",
    ];
    let plan = cli.json(&args)["plan"].clone();
    assert_eq!(plan["settled_by"], "draw");
    assert_eq!(plan["places_first"], "away");
    assert_eq!(plan["moves_first"], "away");
    let away = list[0]["away"].as_str().unwrap();
    let text = cli.ok(&args);
    assert_mentions(&text, &format!("{away} has the hand token (moves first)"));
    assert_mentions(&text, "the ball starts on square H14");
}
