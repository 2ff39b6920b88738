//! Issue 31, from the command line: gold only in 5,000 gp steps (a new team's treasury, a
//! stadium payment), a stadium attribute that changes the fan factors (Boisterous
//! Rabble, seed 001 line 32), the fan factors the match ends with (lines 18, 35, 177)
//! giving the winnings (line 214), and the inducements the seed's list names no team for
//! (line 47) bought by any team. Each refusal writes nothing and says what is allowed.

use crate::common;

use common::bloodbowl::{Day, day};
use common::cli::{Cli, assert_mentions};
use serde_json::{Value, json};

#[test]
fn a_new_teams_treasury_off_the_steps_or_past_the_most_is_refused_and_writes_nothing() {
    let cli = Cli::new();
    let league = cli.json(&[
        "league",
        "new",
        "--name",
        "Old World",
        "--game",
        "bloodbowl",
    ])["id"]
        .to_string();
    let new_team = |treasury: &'static str| {
        vec![
            "team",
            "new",
            "--league",
            "1",
            "--roster",
            "human",
            "--name",
            "Reikland Reavers",
            "--coach",
            "Ann",
            "--treasury",
            treasury,
        ]
    };
    assert_eq!(league, "1");
    assert_eq!(
        cli.refused(&new_team("1002500")).trim(),
        "dugout: refused: a new team's treasury of 1,002,500 gp is not allowed: it takes an amount from 0 gp to 10,000,000 gp in steps of 5,000 gp, like every amount of gold"
    );
    let mut french = vec!["--lang", "fr"];
    french.extend(new_team("10005000"));
    let refused = cli.refused(&french);
    assert_mentions(&refused, "une trésorerie de départ de 10");
    assert_mentions(&refused, "n'est pas permise : elle va de 0");
    assert_mentions(&refused, "par tranches de 5");
    let made = cli.json(&new_team("995000"));
    assert_eq!(made["treasury_gp"], 995_000);
}

/// The two sides of `day` through a pre-match in a Local Crowd stadium (5 + 6 on the
/// coaches' D6) with the attribute D6 `attribute`, fan factor D3s 2 and 3.
fn prematch(day: &Day, attribute: &str, extra: &[&str]) -> Value {
    let attribute = format!("stadium.attribute={attribute}");
    let mut args = vec![
        "bb",
        "prematch",
        "--match",
        &day.fixture,
        "--seed",
        "5",
        "--roll",
        "stadium.home=5",
        "--roll",
        "stadium.away=6",
        "--roll",
        &attribute,
        "--roll",
        "fans.home=2",
        "--roll",
        "fans.away=3",
    ];
    args.extend_from_slice(extra);
    day.cli.json(&args)
}

fn report(day: &Day, report: &Value) -> Vec<String> {
    let file = day.cli.db().with_file_name("report.json");
    std::fs::write(&file, report.to_string()).unwrap();
    let path = file.to_str().unwrap().to_string();
    [
        "bb",
        "postmatch",
        "--match",
        &day.fixture,
        "--file",
        &path,
        "--seed",
        "4",
    ]
    .map(String::from)
    .to_vec()
}

fn args(args: &[String]) -> Vec<&str> {
    args.iter().map(String::as_str).collect()
}

/// Seed 001, line 32: Boisterous Rabble, "+1 FP", for each team (home: 3 dedicated fans,
/// away: 1, line 37: FD + 1D3). Lines 18, 35, 177 lower a fan factor during the match;
/// line 214's winnings, ((sum of FP) / 2 + TD) x 10,000 gp, use the fan factors it ends
/// with: home (6 - 1) and away (5 - 2), so (8 / 2 + 1) x 10,000 and (8 / 2 + 0) x 10,000.
#[test]
fn boisterous_rabble_raises_each_fan_factor_and_the_winnings_use_the_final_ones() {
    let day = day("standard");
    let pre = prematch(&day, "2", &[]);
    assert_eq!(pre["stadium"]["attribute"], "boisterous-rabble");
    assert_eq!(pre["fan_factors"], json!([3 + 2 + 1, 1 + 3 + 1]));
    let post = day.cli.json(&args(&report(
        &day,
        &json!({
            "home_score": 1, "away_score": 0,
            "home_fan_factor_change": -1, "away_fan_factor_change": -2
        }),
    )));
    let team = |index: usize| &post["teams"][index];
    assert_eq!(team(0)["fan_factor"], 5);
    assert_eq!(team(0)["fan_factor_change"], -1);
    assert_eq!(team(1)["fan_factor"], 3);
    assert_eq!(team(0)["winnings_gp"], (8 / 2 + 1) * 10_000);
    assert_eq!(team(1)["winnings_gp"], (8 / 2) * 10_000);
    let stored = day.cli.json(&["bb", "matchday", "--match", &day.fixture]);
    assert_eq!(stored["teams"][0]["fan_factor_change"], -1);
    assert_eq!(stored["teams"][1]["fan_factor_change"], -2);
}

#[test]
fn a_report_past_a_fan_factor_or_off_the_gold_steps_is_refused_and_writes_nothing() {
    let day = day("standard");
    // Ale-fuelled Maniacs: the fan factors are FD + D3, 3 + 2 and 1 + 3.
    let pre = prematch(&day, "1", &[]);
    assert_eq!(pre["fan_factors"], json!([5, 4]));
    let cli = &day.cli;
    let below = report(
        &day,
        &json!({"home_score": 0, "away_score": 0, "away_fan_factor_change": -5}),
    );
    assert_eq!(
        cli.refused(&args(&below)).trim(),
        "dugout: refused: the away fan factor was 4 before the match; a change of -5 would take it below 0, the least a fan factor may be: the change goes from -4 to 0"
    );
    let raised = report(
        &day,
        &json!({"home_score": 0, "away_score": 0, "home_fan_factor_change": 1}),
    );
    cli.refused_saying(&args(&raised), "a whole number from -12 to 0");
    let payment = report(
        &day,
        &json!({"home_score": 0, "away_score": 0, "home": {"stadium_payment_gp": 72_500}}),
    );
    assert_mentions(
        &cli.refused(&args(&payment)),
        "is 72500; gold goes in steps of 5000: it takes a multiple of 5000",
    );
}

/// Seed 001, line 47: "0 – 1 Assistant Funéraire (100 kpo) 0 – 1 Médecin de la Peste
/// (100 kpo)", naming no team: a Human team buys either.
#[test]
fn a_human_team_induces_a_mortuary_assistant_and_a_plague_doctor_as_the_seed_lists_them() {
    let day = day("standard");
    let pre = prematch(
        &day,
        "1",
        &[
            "--induce",
            "home:mortuary-assistant:1",
            "--induce",
            "away:plague-doctor:1",
        ],
    );
    assert_eq!(pre["inducements_gp"], json!([100_000, 100_000]));
    assert_eq!(
        pre["inducements"][0][0],
        json!(["Mortuary Assistant", 1, 100_000])
    );
    assert_eq!(
        pre["inducements"][1][0],
        json!(["Plague Doctor", 1, 100_000])
    );
}
