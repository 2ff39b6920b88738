//! Undo and reset across a match day, as a commissioner drives them from the command line
//! (issue 44): an undo takes back its own change and nothing written after it, or is
//! refused in words and writes nothing; a reset takes back a team's newest match day
//! only; in any order of purchase, match day, undo and reset, every item has its ledger
//! row and every ledger row its item.

use crate::common;

use common::bloodbowl::{Day, day};
use common::cli::{Cli, assert_mentions};
use serde_json::{Value, json};

fn team(cli: &Cli, id: &str) -> Value {
    cli.json(&["team", "show", id])
}

fn prematch(day: &Day) {
    day.cli.ok(&[
        "bb",
        "prematch",
        "--match",
        &day.fixture,
        "--seed",
        "5",
        "--roll",
        "fans.home=1",
        "--roll",
        "fans.away=2",
    ]);
}

/// A post-match whose dedicated-fans roll wins the home team a fan.
fn postmatch(day: &Day) {
    let file = day.cli.db().with_file_name("report.json");
    let report = json!({
        "home_score": 2, "away_score": 0,
        "dice": {"dedicated-fans.home": 6, "dedicated-fans.away": 3}
    });
    std::fs::write(&file, report.to_string()).unwrap();
    day.cli.ok(&[
        "bb",
        "postmatch",
        "--match",
        &day.fixture,
        "--file",
        file.to_str().unwrap(),
        "--seed",
        "3",
    ]);
}

/// A refusal in words (not an unexpected error) that changed nothing (`Cli::refused`
/// compares the file's rows).
fn refused_changing_nothing(cli: &Cli, args: &[&str]) -> String {
    let error = cli.refused(args);
    assert!(
        !error.contains("unexpected"),
        "a refusal in words, not an unexpected error: {error}"
    );
    error
}

fn treasury_is_ledger(cli: &Cli, team_id: &str) {
    let shown = team(cli, team_id);
    let ledger = cli.json(&["team", "ledger", team_id]);
    let sum: i64 = ledger
        .as_array()
        .unwrap()
        .iter()
        .map(|row| row["amount_mc"].as_i64().unwrap())
        .sum();
    assert_eq!(shown["treasury_gp"].as_i64().unwrap(), sum, "{shown}");
}

#[test]
fn a_purchase_a_match_day_counted_waits_for_that_match_s_reset() {
    let day = day("standard");
    let cli = &day.cli;
    // The away side buys the apothecary (the home side has one).
    cli.ok(&["team", "buy", &day.away, "apothecary"]);
    let fans = team(cli, &day.away)["dedicated_fans"].as_i64().unwrap();
    prematch(&day);
    postmatch(&day);
    let after_match = team(cli, &day.home);
    assert_eq!(after_match["dedicated_fans"], 4, "{after_match}");

    // The sequence: the undo is refused in words, naming the match, and changes
    // nothing.
    let error = refused_changing_nothing(cli, &["team", "undo", &day.away]);
    assert_mentions(&error, "apothecary");
    assert_mentions(&error, &format!("match {}", day.fixture));
    assert_mentions(&error, "match reset");
    let french = cli.refused(&["--lang", "fr", "team", "undo", &day.away]);
    assert_mentions(&french, "impossible d'annuler");

    // Reset the match, then the undo takes back the apothecary and only it.
    cli.ok(&["match", "reset", "--match", &day.fixture]);
    cli.ok(&["team", "undo", &day.away]);
    let undone = team(cli, &day.away);
    assert_eq!(undone["apothecary"], false);
    assert_eq!(undone["dedicated_fans"].as_i64().unwrap(), fans);
    treasury_is_ledger(cli, &day.away);
}

#[test]
fn a_reset_waits_for_a_later_change_and_a_name_goes_back_after_a_match() {
    let day = day("standard");
    let cli = &day.cli;
    prematch(&day);
    postmatch(&day);
    // A purchase after the match day: the reset would put the kept items back over it.
    cli.ok(&["team", "buy", &day.home, "rerolls"]);
    let error = refused_changing_nothing(cli, &["match", "reset", "--match", &day.fixture]);
    assert_mentions(&error, "re-rolls");
    assert_mentions(&error, &format!("team undo {}", day.home));
    // The purchase came after the match day: its undo takes it back, fans untouched.
    let fans = team(cli, &day.home)["dedicated_fans"].clone();
    cli.ok(&["team", "undo", &day.home]);
    assert_eq!(team(cli, &day.home)["dedicated_fans"], fans);
    // A rename after the match: undone at any time, named in the audit log.
    let player = team(cli, &day.home)["players"][0]["id"].to_string();
    cli.ok(&[
        "team",
        "rename-player",
        &day.home,
        "--player",
        &player,
        "--name",
        "Late Name",
    ]);
    cli.ok(&["team", "undo", &day.home]);
    let audit = cli.json(&["audit", "--team", &day.home, "--limit", "1"]);
    let changes = &audit[0]["changes"];
    assert_eq!(changes[0]["field"], "name", "{audit}");
    assert_eq!(changes[0]["before"], "Late Name", "{audit}");
    // Nothing stands after the match day now: it resets.
    cli.ok(&["match", "reset", "--match", &day.fixture]);
    treasury_is_ledger(cli, &day.home);
}

/// The DreadBall demo league: a result recorded with a strike by a player the Ro-Tek
/// Rivets built (their last change), then the undo of that change is refused in words
/// naming the match (it hit a foreign key before).
#[test]
fn a_dreadball_build_a_result_counted_is_not_undone() {
    let cli = Cli::new();
    cli.ok(&["league", "demo"]);
    let rivets = cli
        .json(&["team", "list", "--league", "1"])
        .to_string()
        .contains("Ro-Tek Rivets");
    assert!(rivets);
    let fixtures = cli.json(&["fixtures", "list", "--season", "1"]);
    let open = fixtures
        .as_array()
        .unwrap()
        .iter()
        .find(|f| {
            f["home_score"].is_null()
                && (f["home"] == "Ro-Tek Rivets" || f["away"] == "Ro-Tek Rivets")
        })
        .expect("an unplayed match of the Rivets")
        .clone();
    let home = open["home"] == "Ro-Tek Rivets";
    let team_id = if home {
        &open["home_id"]
    } else {
        &open["away_id"]
    }
    .to_string();
    let player = team(&cli, &team_id)["players"]
        .as_array()
        .unwrap()
        .last()
        .unwrap()["id"]
        .to_string();
    let (home_score, away_score) = if home { ("2", "0") } else { ("0", "2") };
    cli.ok(&[
        "match",
        "record",
        "--match",
        &open["id"].to_string(),
        "--home-score",
        home_score,
        "--away-score",
        away_score,
        "--event",
        &format!("{player}:strike:2"),
    ]);
    let error = refused_changing_nothing(&cli, &["team", "undo", &team_id]);
    assert_mentions(&error, &format!("match {}", open["id"]));
}

/// In every order of purchase, match day, undo and reset (each may be refused), the
/// items the team has are the purchases that stand, and the treasury is the ledger.
#[test]
fn items_and_ledger_agree_in_every_order() {
    let orders: [[&str; 4]; 6] = [
        ["buy", "match", "undo", "reset"],
        ["buy", "match", "reset", "undo"],
        ["match", "buy", "undo", "reset"],
        ["match", "buy", "reset", "undo"],
        ["buy", "undo", "match", "reset"],
        ["match", "reset", "buy", "undo"],
    ];
    // Blood Bowl for the first orders, Dungeonbowl (its format) for the others.
    for (index, order) in orders.into_iter().enumerate() {
        let day = day(if index < 3 { "standard" } else { "dungeonbowl" });
        let cli = &day.cli;
        let start = team(cli, &day.home)["rerolls"].as_i64().unwrap();
        let mut bought = 0;
        for step in order {
            let done = match step {
                "buy" => cli.run(&["team", "buy", &day.home, "rerolls"]),
                "match" => {
                    prematch(&day);
                    postmatch(&day);
                    continue;
                }
                "undo" => cli.run(&["team", "undo", &day.home]),
                _ => cli.run(&["match", "reset", "--match", &day.fixture]),
            };
            let said = String::from_utf8_lossy(&done.stderr).to_string();
            assert!(!said.contains("unexpected"), "{order:?} {step}: {said}");
            if done.status.success() {
                bought += match step {
                    "buy" => 1,
                    "undo" => -1,
                    _ => 0,
                };
            }
            let rerolls = team(cli, &day.home)["rerolls"].as_i64().unwrap();
            assert_eq!(rerolls, start + bought, "{order:?} after {step}");
            treasury_is_ledger(cli, &day.home);
            treasury_is_ledger(cli, &day.away);
        }
    }
}

/// DreadBall: in every order of a purchase of dice, a match day (result and post-match),
/// undo and reset, the dice the team has are the purchases that stand and the treasury
/// is the ledger.
#[test]
fn dreadball_dice_and_ledger_agree_in_every_order() {
    let orders: [[&str; 4]; 4] = [
        ["buy", "match", "undo", "reset"],
        ["buy", "match", "reset", "undo"],
        ["match", "buy", "reset", "undo"],
        ["match", "reset", "buy", "undo"],
    ];
    for order in orders {
        let cli = Cli::new();
        cli.ok(&["league", "new", "--name", "Dice", "--game", "dreadball"]);
        for name in ["Titans", "Miners"] {
            cli.ok(&[
                "team",
                "new",
                "--league",
                "1",
                "--roster",
                "Trontek 29ers",
                "--name",
                name,
                "--coach",
                "Al",
                "--budget",
                "120",
            ]);
        }
        cli.ok(&[
            "season",
            "new",
            "--league",
            "1",
            "--name",
            "S",
            "--every-team",
        ]);
        cli.ok(&[
            "fixtures",
            "generate",
            "--season",
            "1",
            "--start",
            "2027-01-09",
        ]);
        let fixture = cli.json(&["fixtures", "list", "--season", "1"])[0]["id"].to_string();
        let start = team(&cli, "1")["dice"].as_i64().unwrap();
        let mut bought = 0;
        for step in order {
            let done = match step {
                "buy" => cli.run(&["team", "buy", "1", "dice"]),
                "match" => cli.run(&[
                    "match",
                    "record",
                    "--match",
                    &fixture,
                    "--home-score",
                    "1",
                    "--away-score",
                    "0",
                ]),
                "undo" => cli.run(&["team", "undo", "1"]),
                _ => cli.run(&["match", "reset", "--match", &fixture]),
            };
            let said = String::from_utf8_lossy(&done.stderr).to_string();
            assert!(!said.contains("unexpected"), "{order:?} {step}: {said}");
            assert!(done.status.success() || step != "match", "{said}");
            if done.status.success() {
                bought += match step {
                    "buy" => 1,
                    "undo" => -1,
                    _ => 0,
                };
            }
            let shown = team(&cli, "1");
            assert_eq!(
                shown["dice"].as_i64().unwrap(),
                start + bought,
                "{order:?} {step}"
            );
            let ledger = cli.json(&["team", "ledger", "1"]);
            let sum: i64 = ledger
                .as_array()
                .unwrap()
                .iter()
                .map(|row| row["amount_mc"].as_i64().unwrap())
                .sum();
            assert_eq!(
                shown["treasury_mc"].as_i64().unwrap(),
                sum,
                "{order:?} {step}"
            );
        }
    }
}
