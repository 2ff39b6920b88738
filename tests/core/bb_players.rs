//! A Blood Bowl post-match's players, from the command line (seed
//! 001_712c7218694f055c.txt): the squad journeymen join after the match, the MVP drawn
//! (line 266), the star player points of the prayers to Nuffle (lines 58–61).

use crate::common;

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

fn line_of(plan: &Value, player: i64) -> Value {
    plan["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["player_id"] == player)
        .cloned()
        .unwrap_or_else(|| panic!("no line of {player}: {plan}"))
}

/// A match day whose away side drew the four prayers that pay SPP: the home side hires
/// three more Linemen, so the away side (with its two journeymen) is 345,000 gp lower and
/// rolls six D16 on the prayers table (pre-match step 6, line 48), typed 10 to 13, 1, 2.
fn prayed_day() -> Day {
    let day = day("standard");
    hire(&day.cli, &day.home, "lineman", 3);
    let mut args = vec!["bb", "prematch", "--match", &day.fixture, "--seed", "2"];
    let rolls = [
        "prayer.1=10",
        "prayer.2=11",
        "prayer.3=12",
        "prayer.4=13",
        "prayer.5=1",
        "prayer.6=2",
    ];
    for roll in &rolls {
        args.extend(["--roll", roll]);
    }
    let pre = day.cli.json(&args);
    assert_eq!(pre["prayers_side"], "away");
    assert_eq!(
        pre["prayers"],
        json!([
            "perfect-passing",
            "fan-interaction",
            "necessary-violence",
            "fouling-frenzy",
            "treacherous-trapdoor",
            "friends-with-the-ref"
        ])
    );
    day
}

#[test]
fn the_prayers_a_side_drew_pay_its_players_their_star_player_points() {
    let day = prayed_day();
    let cli = &day.cli;
    let (home, away) = (
        fielded(&team(cli, &day.home)),
        fielded(&team(cli, &day.away)),
    );
    let (home_last, away_last) = (home.len(), away.len());
    let mvps = json!({"mvp.home": home_last, "mvp.away": away_last});

    // The home side drew none: its players' first-drive casualties earn nothing, and
    // saying so is refused. The first drive's casualties are some of the match's.
    let crowd = json!({"home_score": 0, "away_score": 0, "dice": mvps,
        "players": [{"player": home[0], "crowd_casualties": 1}]});
    let args = postmatch_args(&day, "crowd.json", &crowd, &[]);
    let error = cli.refused(&strs(&args));
    assert_mentions(
        &error,
        "`crowd_casualties` earns star player points only under the prayer to Nuffle Fan Interaction, which the home team did not draw",
    );
    let mut french = vec!["--lang".to_string(), "fr".into()];
    french.extend(args.iter().cloned());
    assert_mentions(&cli.refused(&strs(&french)), "Interaction avec les Fans");
    let over = json!({"home_score": 0, "away_score": 0, "dice": mvps,
        "players": [{"player": away[1], "casualties": 2, "drive_casualties": 3}]});
    let error = cli.refused(&strs(&postmatch_args(&day, "over.json", &over, &[])));
    assert_mentions(
        &error,
        "`drive_casualties` is 3, but the casualties of the first drive are some of the player's `casualties`, 2 in the match; give at most 2",
    );

    // Lines 58–61, for the away side's players (the MVPs drawn are the last of each side,
    // who did nothing else).
    let report = json!({"home_score": 0, "away_score": 0, "dice": mvps, "players": [
        {"player": home[0], "completions": 1},
        {"player": away[0], "completions": 2},
        {"player": away[1], "casualties": 2, "drive_casualties": 1},
        {"player": away[2], "crowd_casualties": 1},
        {"player": away[3], "foul_casualties": 1}
    ]});
    let post = record(&day, "prayed.json", &report);
    for (player, spp, prayed) in [
        (home[0], 1, 0),             // a completion, no prayer: 1
        (away[0], 2 * 2, 2),         // Perfect Passing: 2 per completion instead of 1
        (away[1], 3 + 2, 1),         // Necessary Violence: 3 for the first drive's, 2 after
        (away[2], 2, 2),             // Fan Interaction: 2 per crowd casualty
        (away[3], 2, 2),             // Fouling Frenzy: 2 per casualty by a Foul
        (away[away_last - 1], 4, 0), // the MVP's 4, no prayer pays for it
    ] {
        let line = line_of(&post, player);
        assert_eq!(
            (line["spp_earned"].as_i64(), line["prayer_spp"].as_i64()),
            (Some(spp), Some(prayed)),
            "{line}"
        );
    }
    let after = team(cli, &day.away);
    let spp_of = |id: i64| {
        players(&after)
            .iter()
            .find(|p| p["id"] == id)
            .and_then(|p| p["spp"].as_i64())
    };
    assert_eq!((spp_of(away[0]), spp_of(away[1])), (Some(4), Some(5)));
    let stored = cli.json(&["bb", "matchday", "--match", &day.fixture]);
    let row = stored["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["player_id"] == away[2])
        .cloned()
        .unwrap();
    assert_eq!(
        (row["crowd_casualties"].as_i64(), row["prayer_spp"].as_i64()),
        (Some(1), Some(2))
    );
    assert_eq!(stored["prayers"][1], "fan-interaction");
}

#[test]
fn an_imported_league_keeps_its_prayers_and_an_older_document_still_imports() {
    let day = prayed_day();
    let cli = &day.cli;
    let (home, away) = (
        fielded(&team(cli, &day.home)),
        fielded(&team(cli, &day.away)),
    );
    let report = json!({"home_score": 0, "away_score": 0, "players": [
        {"player": home[0], "completions": 1},
        {"player": away[0], "completions": 2},
        {"player": away[2], "crowd_casualties": 1}
    ]});
    record(&day, "prayed.json", &report);
    let text = cli.ok(&["export", "league", &day.league]);
    let document: Value = serde_json::from_str(&text).unwrap();
    let write = |name: &str, d: &Value| {
        let path = cli.db().with_file_name(name);
        std::fs::write(&path, d.to_string()).unwrap();
        path.to_string_lossy().into_owned()
    };
    let row_of = |d: &Value, player: i64| {
        d["tables"]["bloodbowl_player_match"]
            .as_array()
            .unwrap()
            .iter()
            .position(|r| r["player_id"] == player)
            .unwrap()
    };

    // As exported, and as a Dugout before prayers paid SPP would have written it (no
    // such fields, no MVP house rule): both import.
    let other = Cli::new();
    other.json(&["import", "league", &write("as-is.json", &document)]);
    let mut older = document.clone();
    for row in older["tables"]["bloodbowl_player_match"]
        .as_array_mut()
        .unwrap()
    {
        let fields = row.as_object_mut().unwrap();
        for field in [
            "drive_casualties",
            "crowd_casualties",
            "foul_casualties",
            "prayer_spp",
        ] {
            fields.remove(field);
        }
    }
    for row in older["tables"]["bloodbowl_league"].as_array_mut().unwrap() {
        row.as_object_mut().unwrap().remove("mvp_chosen_house_rule");
    }
    let third = Cli::new();
    let imported = third.json(&["import", "league", &write("older.json", &older)]);
    let settings = third.json(&["league", "settings", &imported["league_id"].to_string()]);
    assert_eq!(settings["bloodbowl"]["mvp_chosen_house_rule"], false);

    // A line counting what only a prayer the side did not draw pays for, or more prayer
    // SPP than its prayers pay, is refused naming it.
    let mut crowd = document.clone();
    let at = row_of(&crowd, home[0]);
    crowd["tables"]["bloodbowl_player_match"][at]["crowd_casualties"] = json!(1);
    let error = Cli::new().refused(&["import", "league", &write("crowd.json", &crowd)]);
    assert_mentions(&error, "`crowd_casualties`");
    assert_mentions(&error, "Fan Interaction");
    let mut rich = document.clone();
    let at = row_of(&rich, away[0]);
    rich["tables"]["bloodbowl_player_match"][at]["prayer_spp"] = json!(9);
    let error = Cli::new().refused(&["import", "league", &write("rich.json", &rich)]);
    assert_mentions(&error, "9 SPP from prayers to Nuffle");
    assert_mentions(&error, "at most 2");
}
