//! DreadBall's statistics on a hand-worked season, its reset, and a team's careers carried
//! into another league.

use super::{
    all_time_leaders, at, cell, everything, players, point, read, record, run, season_leaders,
    teams, write_report,
};
use crate::common::cli::Cli;
use dugout::coach::Reading;
use dugout::stats::{RecordHolder, RecordId};
use dugout::store::{FixtureId, SeasonId, TeamId};
use serde_json::{Value, json};

/// Records a DreadBall post-match; the plan it printed.
fn db_postmatch(cli: &Cli, fixture: i64, report: Value) -> Value {
    let path = write_report(cli, &format!("db-{fixture}.json"), &report);
    cli.json(&[
        "postmatch",
        "--match",
        &fixture.to_string(),
        "--file",
        &path,
    ])
}

/// A team's treasury after a post-match, as its plan printed it.
fn treasury_after(plan: &Value, team: i64) -> i64 {
    let line = plan["teams"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["team_id"] == team)
        .unwrap();
    line["treasury_after_mc"].as_i64().unwrap()
}

/// Three Trontek 29ers teams, A (players 1–8), B (9–16) and C (17–24), and their season:
/// match 1 B v C, 2 C v A, 3 A v B (the round robin's order).
fn dreadball_league(cli: &Cli) {
    cli.ok(&["league", "new", "--name", "Stats", "--game", "dreadball"]);
    for name in ["A", "B", "C"] {
        cli.ok(&[
            "team",
            "new",
            "--league",
            "1",
            "--name",
            name,
            "--roster",
            "trontek-29ers",
        ]);
    }
    cli.ok(&["season", "new", "--league", "1", "--name", "S1"]);
    for team in ["1", "2", "3"] {
        cli.ok(&["season", "add-team", "--season", "1", "--team", team]);
    }
    cli.ok(&["fixtures", "generate", "--season", "1"]);
    let list = cli.json(&["fixtures", "list", "--season", "1"]);
    let pairs: Vec<(i64, i64, i64)> = list
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            let id = |k: &str| f[k].as_i64().unwrap();
            (id("id"), id("home_id"), id("away_id"))
        })
        .collect();
    assert_eq!(pairs, vec![(1, 2, 3), (2, 3, 1), (3, 1, 2)]);
}

#[test]
fn a_dreadball_season_worked_by_hand() {
    let cli = Cli::new();
    dreadball_league(&cli);
    // Match 1, B 4 – C 1: #14 three strikes, a kill, an exploit and the man of the
    // match (2 experience); #22 a strike, injured.
    db_postmatch(
        &cli,
        1,
        json!({"home_score": 4, "away_score": 1, "played_on": "2026-01-10",
            "players": [
                {"player": 14, "strikes": 3, "kills": 1, "experience": {"exploit": 1}},
                {"player": 22, "strikes": 1, "injured": true}],
            "man_of_the_match": [14], "seed": 4}),
    );
    // Match 2, C 3 – A 3: #23 and #6 three strikes each, each their team's man of the
    // match; A's #1 kills C's #19.
    let second = db_postmatch(
        &cli,
        2,
        json!({"home_score": 3, "away_score": 3, "played_on": "2026-01-17",
            "players": [
                {"player": 23, "strikes": 3},
                {"player": 6, "strikes": 3},
                {"player": 1, "kills": 1},
                {"player": 19, "dead": true}],
            "man_of_the_match": [23, 6], "seed": 5}),
    );
    let before_third = everything(&cli, 1, 1);
    // Match 3, A 3 – B 0: #6 three strikes, an exploit, the man of the match; #1 a kill.
    let third = db_postmatch(
        &cli,
        3,
        json!({"home_score": 3, "away_score": 0, "played_on": "2026-01-24",
            "players": [
                {"player": 6, "strikes": 3, "experience": {"exploit": 1}},
                {"player": 1, "kills": 1}],
            "man_of_the_match": [6], "seed": 6}),
    );

    let boards = season_leaders(&cli, 1, 1);
    // Strikes: #6 six; #14 and #23 three each, tied second; #22 one, fourth.
    assert_eq!(
        players(&boards, "strikes"),
        vec![(1, 6, 6), (2, 14, 3), (2, 23, 3), (4, 22, 1)]
    );
    assert_eq!(
        teams(&boards, "strikes"),
        vec![(1, 1, 6), (2, 3, 4), (3, 2, 3)]
    );
    assert_eq!(players(&boards, "kills"), vec![(1, 1, 2), (2, 14, 1)]);
    assert_eq!(players(&boards, "injuries"), vec![(1, 22, 1)]);
    assert_eq!(players(&boards, "deaths"), vec![(1, 19, 1)]);
    // Experience: an exploit and the man of the match for #14 (match 1) and #6 (match
    // 3), the man of the match for #6 and #23 (match 2).
    assert_eq!(
        players(&boards, "experience"),
        vec![(1, 6, 3), (2, 14, 2), (3, 23, 1)]
    );
    assert_eq!(
        teams(&boards, "experience"),
        vec![(1, 1, 3), (2, 2, 2), (3, 3, 1)]
    );
    // With no other season and no carried career, all time is the season.
    assert_eq!(all_time_leaders(&cli, 1), boards);

    let season = read(&cli, 1, Reading::Records(Some(SeasonId(1))));
    let records = season.records();
    let ids: Vec<RecordId> = records.iter().map(|r| r.id).collect();
    assert_eq!(
        ids,
        vec![
            RecordId::BiggestWinningMargin,
            RecordId::MostScoredInAMatch,
            RecordId::LongestWinningRun,
            RecordId::LongestUnbeatenRun,
            RecordId::MostValuableTeam,
        ],
        "DreadBall counts no casualties"
    );
    // B won match 1 by 3, A equalled it in match 3.
    assert_eq!(
        record(&records, RecordId::BiggestWinningMargin),
        (3, at(2, 1), 1)
    );
    assert_eq!(
        record(&records, RecordId::MostScoredInAMatch),
        (4, at(2, 1), 0)
    );
    // B's one win, equalled by A's.
    assert_eq!(
        record(&records, RecordId::LongestWinningRun),
        (1, run(2, 1, 1), 1)
    );
    // A drew match 2 and won match 3.
    assert_eq!(
        record(&records, RecordId::LongestUnbeatenRun),
        (2, run(1, 2, 3), 0)
    );
    // Every team is worth 100 mc but C, who lost its dead jack (8 mc).
    let value = |team: i64| {
        cli.json(&["team", "show", &team.to_string()])["team_value_mc"]
            .as_i64()
            .unwrap()
    };
    assert_eq!((value(1), value(2), value(3)), (100, 100, 92));
    assert_eq!(
        record(&records, RecordId::MostValuableTeam),
        (
            100,
            RecordHolder::Value {
                team: TeamId(2),
                fixture: Some(FixtureId(1))
            },
            1
        )
    );

    // The race, round by round: after round 1 B leads, A (not played, strike
    // difference 0) stands above C (-3); the draw of round 2 keeps that order; A's win
    // over B in round 3 puts A first. The last round is the season's table.
    let race = cli.json(&["stats", "race", "--season", "1"]);
    let lines = race["divisions"][0]["lines"].as_array().unwrap();
    let positions = |team: i64| -> Vec<i64> {
        let line = lines.iter().find(|l| l["team_id"] == team).unwrap();
        line["positions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p.as_i64().unwrap())
            .collect()
    };
    assert_eq!(race["rounds"], json!([1, 2, 3]));
    assert_eq!(
        (positions(1), positions(2), positions(3)),
        (vec![2, 2, 1], vec![1, 1, 2], vec![3, 3, 3])
    );
    let table = cli.json(&["standings", "--season", "1"]);
    for row in table.as_array().unwrap() {
        let last = *positions(row["team_id"].as_i64().unwrap()).last().unwrap();
        assert_eq!(row["position"].as_i64(), Some(last), "{row}");
    }

    let h2h = season.head_to_head();
    assert_eq!(h2h.teams, vec![TeamId(1), TeamId(2), TeamId(3)]);
    assert_eq!(h2h.cell(TeamId(1), TeamId(2)), cell(1, 0, 0, 3, 0));
    assert_eq!(h2h.cell(TeamId(2), TeamId(1)), cell(0, 0, 1, 0, 3));
    assert_eq!(h2h.cell(TeamId(1), TeamId(3)), cell(0, 1, 0, 3, 3));
    assert_eq!(h2h.cell(TeamId(2), TeamId(3)), cell(1, 0, 0, 4, 1));
    assert_eq!(h2h.cell(TeamId(3), TeamId(2)), cell(0, 0, 1, 1, 4));

    // A's treasury after matches 2 and 3 is what each post-match left it (DreadBall
    // keeps no past team rating: every point carries today's).
    let a = read(&cli, 1, Reading::Team(TeamId(1)));
    let (after_2, after_3) = (treasury_after(&second, 1), treasury_after(&third, 1));
    assert!(after_3 > after_2 && after_2 > 0, "{after_2} {after_3}");
    assert_eq!(
        a.values(),
        &[
            point(1, Some(2), 100, after_2),
            point(1, Some(3), 100, after_3),
            point(1, None, 100, after_3),
        ]
    );

    // Resetting match 3 leaves no trace in any statistic.
    cli.ok(&["match", "reset", "--match", "3"]);
    assert_eq!(everything(&cli, 1, 1), before_third);
}

#[test]
fn a_dreadball_team_imported_elsewhere_brings_its_careers_to_all_time_only() {
    let cli = Cli::new();
    dreadball_league(&cli);
    db_postmatch(
        &cli,
        1,
        json!({"home_score": 4, "away_score": 1, "played_on": "2026-01-10",
            "players": [{"player": 14, "strikes": 3, "kills": 1, "experience": {"exploit": 1}}],
            "man_of_the_match": [14], "seed": 4}),
    );
    let document = cli.db().with_file_name("team-b.json");
    std::fs::write(&document, cli.ok(&["export", "team", "2"])).unwrap();
    // Another league: B imported, and a new team to play it.
    let other = cli.json(&["league", "new", "--name", "Other", "--game", "dreadball"]);
    let league = other["id"].as_i64().unwrap();
    let l = league.to_string();
    let imported = cli.json(&["import", "team", "--league", &l, document.to_str().unwrap()]);
    let b = imported["teams"][0][0]
        .as_i64()
        .expect("the imported team's id");
    let d = cli.json(&[
        "team",
        "new",
        "--league",
        &l,
        "--name",
        "D",
        "--roster",
        "trontek-29ers",
    ])["id"]
        .as_i64()
        .unwrap();
    let season = cli.json(&["season", "new", "--league", &l, "--name", "S1"])["id"]
        .as_i64()
        .unwrap();
    let s = season.to_string();
    for team in [b, d] {
        cli.ok(&[
            "season",
            "add-team",
            "--season",
            &s,
            "--team",
            &team.to_string(),
        ]);
    }
    cli.ok(&["fixtures", "generate", "--season", &s]);
    let listed = &cli.json(&["fixtures", "list", "--season", &s])[0];
    let fixture = listed["id"].as_i64().unwrap();
    let (home_score, away_score) = if listed["home_id"] == b {
        (1, 0)
    } else {
        (0, 1)
    };
    // The imported #6 striker (the old #14) strikes once more in the new league.
    let shown = cli.json(&["team", "show", &b.to_string()]);
    let striker = shown["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["number"] == 6)
        .unwrap()["id"]
        .as_i64()
        .unwrap();
    db_postmatch(
        &cli,
        fixture,
        json!({"home_score": home_score, "away_score": away_score, "played_on": "2026-02-01",
            "players": [{"player": striker, "strikes": 1}], "seed": 7}),
    );
    let this_season = season_leaders(&cli, league, season);
    assert_eq!(players(&this_season, "strikes"), vec![(1, striker, 1)]);
    assert_eq!(players(&this_season, "kills"), vec![]);
    assert_eq!(players(&this_season, "experience"), vec![]);
    // All time: the three strikes, the kill and the two experience brought along.
    let all_time = all_time_leaders(&cli, league);
    assert_eq!(players(&all_time, "strikes"), vec![(1, striker, 4)]);
    assert_eq!(teams(&all_time, "strikes"), vec![(1, b, 4)]);
    assert_eq!(players(&all_time, "kills"), vec![(1, striker, 1)]);
    assert_eq!(players(&all_time, "experience"), vec![(1, striker, 2)]);
    // The first league's own leaders are untouched by the copy.
    assert_eq!(
        players(&all_time_leaders(&cli, 1), "strikes"),
        vec![(1, 14, 3)]
    );
}
