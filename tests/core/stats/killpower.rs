//! Killpower Ball's statistics on a hand-worked championship, and its reset.

use super::{at, cell, everything, players, point, read, record, run, season_leaders, teams};
use crate::common::cli::Cli;
use crate::common::killpower::{
    SQUAD, league as kpb_league, report as kpb_report, team as kpb_team,
};
use dugout::coach::Reading;
use dugout::stats::{RecordHolder, RecordId};
use dugout::store::{FixtureId, SeasonId, TeamId};
use serde_json::{Value, json};

/// Records a Killpower Ball match: its pre-match with the gladiators who play, then its
/// report.
fn kpb_match(cli: &Cli, fixture: i64, lineups: (&str, &str), report: Value) {
    let f = fixture.to_string();
    cli.ok(&[
        "kpb", "prematch", "--match", &f, "--home", lineups.0, "--away", lineups.1, "--seed", "4",
    ]);
    kpb_report(cli, fixture, &report, false);
}

#[test]
fn a_killpower_ball_championship_worked_by_hand() {
    let cli = Cli::new();
    let league = kpb_league(&cli, "killpower");
    // T1 gladiators 1–7, T2 8–14, T3 15–21 (numbers 1–7 each).
    let ids: Vec<i64> = (1..=3)
        .map(|n| kpb_team(&cli, league, &format!("T{n}"), n, &SQUAD))
        .collect();
    assert_eq!(ids, vec![1, 2, 3]);
    let l = league.to_string();
    cli.ok(&["season", "new", "--league", &l, "--name", "S1"]);
    for team in ["1", "2", "3"] {
        cli.ok(&["season", "add-team", "--season", "1", "--team", team]);
    }
    cli.ok(&["fixtures", "generate", "--season", "1"]);
    // Match 1, T2 1 – T3 0: T2's #1–#3 (8, 9, 10) against T3's #1 and #2 (15, 16); #2
    // (16) falls to -11, hit in the head: dead, replaced by gladiator 22.
    kpb_match(
        &cli,
        1,
        ("1,2,3", "1,2"),
        json!({"home_score": 1, "away_score": 0, "played_on": "2026-03-01",
            "away": {"death_risks": [{"player": 2, "life": -11, "aimed": "head"}],
                "replacements": [{"replaces": 2, "name": "Newcomer",
                    "specialization": "tireur", "magic": "gloves"}]}}),
    );
    // Match 2, T3 0 – T1 2: T3's 15 and 22 against T1's #1–#4; #3 in a coma (-12 on an
    // arm) survives its death risk.
    kpb_match(
        &cli,
        2,
        ("1,2", "1,2,3,4"),
        json!({"home_score": 0, "away_score": 2, "played_on": "2026-03-08",
            "away": {"death_risks": [{"player": 3, "life": -12, "aimed": "left-arm"}]}}),
    );
    let before_third = everything(&cli, league, 1);
    // Match 3, T1 0 – T2 2: T1's #1 and #2 against T2's #1–#3.
    kpb_match(
        &cli,
        3,
        ("1,2", "1,2,3"),
        json!({"home_score": 0, "away_score": 2, "played_on": "2026-03-15"}),
    );

    let boards = season_leaders(&cli, league, 1);
    assert_eq!(teams(&boards, "points"), vec![(1, 2, 3), (2, 1, 2)]);
    assert!(players(&boards, "points").is_empty(), "a team's statistic");
    // T2 won twice (+3, +3); T1 won (+3) then lost (-2); T3 lost twice at 0 (the floor).
    assert_eq!(teams(&boards, "ranking_points"), vec![(1, 2, 6), (2, 1, 1)]);
    assert_eq!(players(&boards, "death_risks_survived"), vec![(1, 3, 1)]);
    assert_eq!(players(&boards, "deaths"), vec![(1, 16, 1)]);
    // +5 for each match played and lived (data/killpower/experience.toml): the dead 16
    // earned none; those who played twice 10.
    assert_eq!(
        players(&boards, "experience"),
        vec![
            (1, 1, 10),
            (1, 2, 10),
            (1, 8, 10),
            (1, 9, 10),
            (1, 10, 10),
            (1, 15, 10),
            (7, 3, 5),
            (7, 4, 5),
            (7, 22, 5),
        ]
    );
    assert_eq!(
        teams(&boards, "experience"),
        vec![(1, 1, 30), (1, 2, 30), (3, 3, 15)]
    );
    assert_eq!(
        players(&boards, "matches"),
        vec![
            (1, 1, 2),
            (1, 2, 2),
            (1, 8, 2),
            (1, 9, 2),
            (1, 10, 2),
            (1, 15, 2),
            (7, 3, 1),
            (7, 4, 1),
            (7, 16, 1),
            (7, 22, 1),
        ]
    );
    // The experience stored on each gladiator is what the statistic counts.
    let table = cli.json(&["kpb", "table", "--league", &l]);
    let summary: Vec<(i64, i64, i64, i64)> = table
        .as_array()
        .unwrap()
        .iter()
        .map(|t| {
            let n = |k: &str| t[k].as_i64().unwrap();
            (
                n("team_id"),
                n("ranking_points"),
                n("total_experience"),
                n("power"),
            )
        })
        .collect();
    // Power: ranking points + total experience / 10 (rounded down).
    assert_eq!(summary, vec![(2, 6, 30, 9), (1, 1, 30, 4), (3, 0, 15, 1)]);

    let season = read(&cli, league, Reading::Records(Some(SeasonId(1))));
    let records = season.records();
    assert_eq!(
        record(&records, RecordId::BiggestWinningMargin),
        (2, at(1, 2), 1)
    );
    assert_eq!(
        record(&records, RecordId::MostScoredInAMatch),
        (2, at(1, 2), 1)
    );
    // T2 won match 1, then (T1 equalling one win meanwhile) match 3.
    assert_eq!(
        record(&records, RecordId::LongestWinningRun),
        (2, run(2, 1, 3), 0)
    );
    assert_eq!(
        record(&records, RecordId::LongestUnbeatenRun),
        (2, run(2, 1, 3), 0)
    );
    // The most powerful sides a season's match saw: at match 3, T1 (3 ranking points +
    // its two players' 10 experience / 10) and T2 (3 + its three players' 15 / 10).
    assert_eq!(
        record(&records, RecordId::MostValuableTeam),
        (
            4,
            RecordHolder::Value {
                team: TeamId(1),
                fixture: Some(FixtureId(3))
            },
            1
        )
    );
    // All time, today's T2 (power 9) is.
    let all = read(&cli, league, Reading::Records(None)).records();
    assert_eq!(
        record(&all, RecordId::MostValuableTeam),
        (
            9,
            RecordHolder::Value {
                team: TeamId(2),
                fixture: None
            },
            0
        )
    );
    let h2h = season.head_to_head();
    assert_eq!(h2h.teams, vec![TeamId(1), TeamId(2), TeamId(3)]);
    assert_eq!(h2h.cell(TeamId(1), TeamId(2)), cell(0, 0, 1, 0, 2));
    assert_eq!(h2h.cell(TeamId(1), TeamId(3)), cell(1, 0, 0, 2, 0));
    assert_eq!(h2h.cell(TeamId(2), TeamId(3)), cell(1, 0, 0, 1, 0));
    assert_eq!(h2h.cell(TeamId(3), TeamId(2)), cell(0, 0, 1, 0, 1));

    // T2's power at each match (0, then 3 + its players' 15 / 10) with its ranking points
    // after it,
    // then today's.
    let t2 = read(&cli, league, Reading::Team(TeamId(2)));
    assert_eq!(
        t2.values(),
        &[
            point(2, Some(1), 0, 3),
            point(2, Some(3), 4, 6),
            point(2, None, 9, 6),
        ]
    );

    cli.ok(&["match", "reset", "--match", "3"]);
    assert_eq!(everything(&cli, league, 1), before_third);
}
