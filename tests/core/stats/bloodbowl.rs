//! Blood Bowl's statistics on a hand-worked season, and its reset.

use super::{
    at, cell, everything, players, point, read, record, run, season_leaders, teams, write_report,
};
use crate::common::cli::Cli;
use dugout::coach::Reading;
use dugout::stats::{RecordHolder, RecordId};
use dugout::store::{FixtureId, SeasonId, TeamId};
use serde_json::{Value, json};

/// Records a Blood Bowl match: its pre-match, then its post-match; the plan printed.
fn bb_match(cli: &Cli, fixture: i64, report: Value) -> Value {
    let f = fixture.to_string();
    cli.ok(&["bb", "prematch", "--match", &f, "--seed", "3"]);
    let path = write_report(cli, &format!("bb-{fixture}.json"), &report);
    cli.json(&[
        "bb",
        "postmatch",
        "--match",
        &f,
        "--file",
        &path,
        "--seed",
        "3",
    ])
}

fn bb_treasury_after(plan: &Value, team: i64) -> i64 {
    let line = plan["teams"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["team_id"] == team)
        .unwrap();
    line["treasury_after_gp"].as_i64().unwrap()
}

#[test]
fn a_blood_bowl_season_worked_by_hand() {
    let cli = Cli::new();
    cli.ok(&[
        "league",
        "new",
        "--name",
        "Old World",
        "--game",
        "bloodbowl",
    ]);
    // Alpha (players 1–11), Beta (12–22), Gamma (23–33): eleven Human linemen each,
    // 550,000 gp of team value; the shirt numbers 1–11 in id order.
    for name in ["Alpha", "Beta", "Gamma"] {
        cli.ok(&[
            "team",
            "new",
            "--league",
            "1",
            "--roster",
            "human",
            "--name",
            name,
            "--hire",
            "lineman:11",
        ]);
    }
    cli.ok(&["season", "new", "--league", "1", "--name", "2027"]);
    for team in ["1", "2", "3"] {
        cli.ok(&["season", "add-team", "--season", "1", "--team", team]);
    }
    cli.ok(&[
        "fixtures",
        "generate",
        "--season",
        "1",
        "--start",
        "2027-01-09",
    ]);
    // Match 1, Beta 2 – Gamma 0: #12 two touchdowns and a casualty (Gamma's 24, badly
    // hurt), #13 two completions; the MVPs (a die on the fielded players by number) #13
    // and Gamma's 25.
    bb_match(
        &cli,
        1,
        json!({"game": "bloodbowl", "home_score": 2, "away_score": 0,
            "players": [{"player": 12, "touchdowns": 2, "casualties": 1},
                        {"player": 13, "completions": 2}],
            "casualties": [{"player": 24}],
            "dice": {"mvp.home": 2, "mvp.away": 3, "casualty.24": 1}}),
    );
    // Match 2, Gamma 1 – Alpha 1: #26 a touchdown, #27 an interception, Alpha's #3 a
    // touchdown, #4 two deflections; MVPs #23 and #3.
    let second = bb_match(
        &cli,
        2,
        json!({"game": "bloodbowl", "home_score": 1, "away_score": 1,
            "players": [{"player": 26, "touchdowns": 1}, {"player": 27, "interceptions": 1},
                        {"player": 3, "touchdowns": 1}, {"player": 4, "deflections": 2}],
            "dice": {"mvp.home": 1, "mvp.away": 3}}),
    );
    let before_third = everything(&cli, 1, 1);
    // Match 3, Alpha 3 – Beta 0: #3 two touchdowns, #5 one, #1 a casualty (Beta's 14);
    // MVPs #5 and #12.
    let third = bb_match(
        &cli,
        3,
        json!({"game": "bloodbowl", "home_score": 3, "away_score": 0,
            "players": [{"player": 3, "touchdowns": 2}, {"player": 5, "touchdowns": 1},
                        {"player": 1, "casualties": 1}],
            "casualties": [{"player": 14}],
            "dice": {"mvp.home": 5, "mvp.away": 1, "casualty.14": 1}}),
    );

    let boards = season_leaders(&cli, 1, 1);
    assert_eq!(
        players(&boards, "touchdowns"),
        vec![(1, 3, 3), (2, 12, 2), (3, 5, 1), (3, 26, 1)]
    );
    assert_eq!(
        teams(&boards, "touchdowns"),
        vec![(1, 1, 4), (2, 2, 2), (3, 3, 1)]
    );
    assert_eq!(players(&boards, "casualties"), vec![(1, 1, 1), (1, 12, 1)]);
    assert_eq!(teams(&boards, "casualties"), vec![(1, 1, 1), (1, 2, 1)]);
    assert_eq!(players(&boards, "completions"), vec![(1, 13, 2)]);
    assert_eq!(players(&boards, "interceptions"), vec![(1, 27, 1)]);
    assert_eq!(players(&boards, "deflections"), vec![(1, 4, 2)]);
    assert_eq!(
        players(&boards, "mvp"),
        vec![
            (1, 3, 1),
            (1, 5, 1),
            (1, 12, 1),
            (1, 13, 1),
            (1, 23, 1),
            (1, 25, 1)
        ]
    );
    // SPP: touchdown 3, casualty 2, completion 1, interception 2, deflection 1, MVP 4.
    // #3: 3 + 4, then 6; #12: 6 + 2, then 4; #5: 3 + 4; #13: 2 + 4.
    assert_eq!(
        players(&boards, "spp"),
        vec![
            (1, 3, 13),
            (2, 12, 12),
            (3, 5, 7),
            (4, 13, 6),
            (5, 23, 4),
            (5, 25, 4),
            (7, 26, 3),
            (8, 1, 2),
            (8, 4, 2),
            (8, 27, 2),
        ]
    );
    assert!(players(&boards, "deaths").is_empty());

    let season = read(&cli, 1, Reading::Records(Some(SeasonId(1))));
    let records = season.records();
    assert_eq!(records.len(), RecordId::ALL.len(), "{records:?}");
    assert_eq!(
        record(&records, RecordId::BiggestWinningMargin),
        (3, at(1, 3), 0)
    );
    assert_eq!(
        record(&records, RecordId::MostScoredInAMatch),
        (3, at(1, 3), 0)
    );
    // Beta's one casualty in match 1, equalled by Alpha's in match 3.
    assert_eq!(
        record(&records, RecordId::MostCasualtiesInAMatch),
        (1, at(2, 1), 1)
    );
    assert_eq!(
        record(&records, RecordId::LongestWinningRun),
        (1, run(2, 1, 1), 1)
    );
    // Alpha drew match 2 and won match 3.
    assert_eq!(
        record(&records, RecordId::LongestUnbeatenRun),
        (2, run(1, 2, 3), 0)
    );
    // Every post-match left its teams at 550,000 gp: Beta first (match 1), then Gamma
    // and Alpha equalled it.
    assert_eq!(
        record(&records, RecordId::MostValuableTeam),
        (
            550_000,
            RecordHolder::Value {
                team: TeamId(2),
                fixture: Some(FixtureId(1))
            },
            2
        )
    );
    let h2h = season.head_to_head();
    assert_eq!(h2h.teams, vec![TeamId(1), TeamId(2), TeamId(3)]);
    assert_eq!(h2h.cell(TeamId(1), TeamId(2)), cell(1, 0, 0, 3, 0));
    assert_eq!(h2h.cell(TeamId(1), TeamId(3)), cell(0, 1, 0, 1, 1));
    assert_eq!(h2h.cell(TeamId(3), TeamId(1)), cell(0, 1, 0, 1, 1));
    assert_eq!(h2h.cell(TeamId(2), TeamId(3)), cell(1, 0, 0, 2, 0));
    assert_eq!(h2h.cell(TeamId(3), TeamId(2)), cell(0, 0, 1, 0, 2));

    // Alpha's TV after each post-match and its treasury then (as each post-match's
    // plan gave it), then today's.
    let (after_2, after_3) = (bb_treasury_after(&second, 1), bb_treasury_after(&third, 1));
    let alpha = read(&cli, 1, Reading::Team(TeamId(1)));
    assert_eq!(
        alpha.values(),
        &[
            point(1, Some(2), 550_000, after_2),
            point(1, Some(3), 550_000, after_3),
            point(1, None, 550_000, after_3),
        ]
    );
    assert_ne!(after_2, after_3, "the winnings of match 3 are in");

    cli.ok(&["match", "reset", "--match", "3"]);
    assert_eq!(everything(&cli, 1, 1), before_third);
}
