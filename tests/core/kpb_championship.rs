//! A Killpower Ball championship of six teams, two rounds end to end from the command
//! line: teams created with recorded dice, fixtures, pre-matches, results by the points
//! each side had to score, ranking points (the seed's worked example generalised), a
//! death and its replacement, experience and a raise, the championship table; then the
//! resets, latest first.

use crate::common;

use std::collections::HashMap;

use common::cli::{Cli, assert_mentions};
use common::killpower::{SQUAD, league, report, report_file, show, team};
use serde_json::{Value, json};

fn fixtures(cli: &Cli, round: i64) -> Vec<Value> {
    let list = cli.json(&["fixtures", "list", "--season", "1"]);
    list.as_array()
        .unwrap()
        .iter()
        .filter(|f| f["round"] == round)
        .cloned()
        .collect()
}

fn id(value: &Value, key: &str) -> i64 {
    value[key]
        .as_i64()
        .unwrap_or_else(|| panic!("no {key} in {value}"))
}

/// The ranking points a result gives: the winner 3, plus 1 per division of gap when it is
/// the lower division; the loser -2; a draw 0; never below 0.
fn apply(
    ranking: &mut HashMap<i64, i64>,
    winner: Option<(i64, i64)>,
    draw: (i64, i64),
    divisions: (i64, i64),
) {
    match winner {
        Some((win, lose)) => {
            let (dw, dl) = divisions;
            *ranking.entry(win).or_default() += 3 + (dl - dw).max(0);
            let loser = ranking.entry(lose).or_default();
            *loser = (*loser - 2).max(0);
        }
        None => {
            ranking.entry(draw.0).or_default();
            ranking.entry(draw.1).or_default();
        }
    }
}

fn prematch(cli: &Cli, fixture: i64, seed: u64) -> Value {
    cli.json(&[
        "kpb",
        "prematch",
        "--match",
        &fixture.to_string(),
        "--seed",
        &seed.to_string(),
    ])
}

#[test]
fn six_teams_play_two_rounds_of_a_championship() {
    let cli = Cli::new();
    let league = league(&cli, "killpower");
    let teams: Vec<i64> = (1..=6)
        .map(|n| team(&cli, league, &format!("Team {n}"), n, &SQUAD))
        .collect();
    cli.ok(&[
        "season",
        "new",
        "--league",
        &league.to_string(),
        "--name",
        "S1",
    ]);
    for t in &teams {
        cli.ok(&[
            "season",
            "add-team",
            "--season",
            "1",
            "--team",
            &t.to_string(),
        ]);
    }
    cli.ok(&["fixtures", "generate", "--season", "1"]);
    let mut ranking: HashMap<i64, i64> = HashMap::new();

    // Round 1: every power is 0, so both sides need one point more than the other.
    let round1 = fixtures(&cli, 1);
    assert_eq!(round1.len(), 3);
    for (n, f) in round1.iter().enumerate() {
        let plan = prematch(&cli, id(f, "id"), 10 + n as u64);
        assert_eq!(plan["plan"]["power"], json!([0, 0]));
        assert_eq!(plan["plan"]["targets"], json!([1, 1]));
        assert_eq!(plan["playing"].as_array().unwrap().len(), 14);
    }
    let (a, b, c) = (&round1[0], &round1[1], &round1[2]);
    report(
        &cli,
        id(a, "id"),
        &json!({"home_score": 1, "away_score": 0}),
        false,
    );
    apply(
        &mut ranking,
        Some((id(a, "home_id"), id(a, "away_id"))),
        (0, 0),
        (0, 0),
    );
    let drawn = report(
        &cli,
        id(b, "id"),
        &json!({"home_score": 0, "away_score": 0}),
        false,
    );
    assert_eq!(drawn["decided"], "draw");
    apply(
        &mut ranking,
        None,
        (id(b, "home_id"), id(b, "away_id")),
        (0, 0),
    );
    // The away side wins 2-0; home's #2 falls to -11 and is hit in the head (die 1): dead;
    // home's #5 falls to -12, an arm (die 6): a coma, back after the match.
    let deadly = json!({
        "home_score": 0, "away_score": 2,
        "home": {
            "death_risks": [{"player": 2, "life": -11}, {"player": 5, "life": -12}],
            "replacements": [{"replaces": 2, "name": "Newcomer", "specialization": "tireur", "magic": "armour"}]
        },
        "dice": {"location.home.2": 1, "location.home.5": 6, "new.home.2.armour": 3}
    });
    let preview = report(&cli, id(c, "id"), &deadly, true);
    let recorded = report(&cli, id(c, "id"), &deadly, false);
    assert_eq!(
        preview, recorded,
        "the preview with its seed is what gets recorded"
    );
    assert_eq!(recorded["risks"][0]["outcome"], "death");
    assert_eq!(recorded["risks"][1]["outcome"], "coma");
    apply(
        &mut ranking,
        Some((id(c, "away_id"), id(c, "home_id"))),
        (0, 0),
        (0, 0),
    );
    let victim_team = id(c, "home_id");
    let after = show(&cli, victim_team);
    let newcomer = &after["gladiators"][1];
    assert_eq!(
        (newcomer["number"].as_i64(), newcomer["name"].as_str()),
        (Some(2), Some("Newcomer"))
    );
    // 1D5 + 6 with a 3 on the D10: 2 + 6.
    assert_eq!(newcomer["shield"], 8);
    assert_eq!(newcomer["experience"], 0);
    assert_eq!(
        after["gladiators"][4]["experience"], 5,
        "a coma is not a death"
    );
    assert_eq!(after["total_experience"], 30);
    let graveyard = cli.ok(&["history", "graveyard", "--league", &league.to_string()]);
    assert!(graveyard.contains("Ana"), "{graveyard}");

    // Round 2: the round-1 winners have 3 ranking points and 35 experience: power 6,
    // division 1; the others power 3, division 0. The lower division wins where it can.
    let round2 = fixtures(&cli, 2);
    for (n, f) in round2.iter().enumerate() {
        let fixture = id(f, "id");
        prematch(&cli, fixture, 20 + n as u64);
        let points = cli.json(&["kpb", "points", "--match", &fixture.to_string()]);
        let (dh, da) = (
            points["home"]["division"].as_i64().unwrap(),
            points["away"]["division"].as_i64().unwrap(),
        );
        for side in ["home", "away"] {
            let team = points[side]["team_id"].as_i64().unwrap();
            let expected = ranking.get(&team).copied().unwrap_or(0) + 35 / 10;
            let power = points[side]["power"].as_i64().unwrap();
            assert!(
                power == expected || (team == victim_team && power == 3),
                "{side} of {fixture}: {points}"
            );
        }
        let home_wins = dh <= da;
        let (score, winner, divs) = if home_wins {
            let target = points["home"]["target"].as_i64().unwrap();
            (
                json!([target, 0]),
                (id(f, "home_id"), id(f, "away_id")),
                (dh, da),
            )
        } else {
            let target = points["away"]["target"].as_i64().unwrap();
            (
                json!([0, target]),
                (id(f, "away_id"), id(f, "home_id")),
                (da, dh),
            )
        };
        let mut body = json!({"home_score": score[0], "away_score": score[1]});
        if n == 0 {
            // Two matches played: 10 experience, one raise.
            body["home"] = json!({"raises": [{"player": 1, "stat": "PHY"}]});
        }
        let outcome = report(&cli, fixture, &body, false);
        assert_eq!(outcome["decided"], if home_wins { "home" } else { "away" });
        apply(&mut ranking, Some(winner), (0, 0), divs);
    }
    let raised = show(&cli, id(&round2[0], "home_id"));
    assert_eq!(raised["gladiators"][0]["stats"]["phy"], 5);
    assert_eq!(raised["gladiators"][0]["raises_left"], 0);

    // The table: ordered by ranking points, each as the results gave.
    let table = cli.json(&["kpb", "table", "--league", &league.to_string()]);
    let lines = table.as_array().unwrap();
    assert_eq!(lines.len(), 6);
    for line in lines {
        let team = line["team_id"].as_i64().unwrap();
        assert_eq!(
            line["ranking_points"].as_i64(),
            Some(ranking[&team]),
            "{line}"
        );
        assert_eq!(line["record"]["played"], 2);
    }
    let points: Vec<i64> = lines
        .iter()
        .map(|l| l["ranking_points"].as_i64().unwrap())
        .collect();
    assert!(points.windows(2).all(|w| w[0] >= w[1]), "{points:?}");
    assert!(
        points.iter().any(|p| *p == 4 || *p == 7),
        "a lower division won: {points:?}"
    );
    let standings = cli.json(&["standings", "--season", "1"]);
    assert!(standings.to_string().contains("\"points\""));

    // Resets: a round-1 match of a team that played since is refused; the latest goes.
    let early = id(c, "id").to_string();
    let refused = cli.refused(&["match", "reset", "--match", &early]);
    assert_mentions(&refused, "reset it first");
    for f in round2.iter().rev() {
        cli.ok(&["match", "reset", "--match", &id(f, "id").to_string()]);
    }
    cli.ok(&["match", "reset", "--match", &early]);
    let back = show(&cli, victim_team);
    assert_eq!(back["gladiators"][1]["name"], "Ana");
    assert_eq!(back["ranking_points"], 0);
    let refile = report_file(&cli, id(c, "id"), &deadly);
    cli.refused_saying(
        &[
            "kpb",
            "postmatch",
            "--match",
            &early,
            "--file",
            &refile,
            "--roll",
            "location.home.9=1",
        ],
        "location.home.9",
    );
}
