//! Each game's statistics on a hand-worked season, played from the command line and read
//! back through `coach::LeagueStats`: exact leaders (a tie shares its rank), records
//! (value, holder, times equalled), head-to-head cells and each team's value over its
//! matches; a reset match leaves no trace in any of them; a DreadBall team imported into
//! another league brings its players' careers to the league's all-time leaders, never to
//! a season's.

use crate::common;

use common::cli::Cli;
use common::killpower::{SQUAD, league as kpb_league, report as kpb_report, team as kpb_team};
use dugout::coach::{LeagueStats, Reading};
use dugout::stats::{HeadToHeadCell, Leaders, Record, RecordHolder, RecordId, Scope, ValuePoint};
use dugout::store::{FixtureId, LeagueId, SeasonId, Store, TeamId};
use serde_json::{Value, json};

fn read(cli: &Cli, league: i64, reading: Reading) -> LeagueStats {
    let mut store = Store::open(cli.db()).unwrap();
    LeagueStats::read(&mut store, LeagueId(league), reading).unwrap()
}

fn season_leaders(cli: &Cli, league: i64, season: i64) -> Vec<Leaders> {
    read(
        cli,
        league,
        Reading::Leaders(Scope::Season(SeasonId(season))),
    )
    .leaders(None, 10)
    .unwrap()
}

fn all_time_leaders(cli: &Cli, league: i64) -> Vec<Leaders> {
    read(
        cli,
        league,
        Reading::Leaders(Scope::League(LeagueId(league))),
    )
    .leaders(None, 10)
    .unwrap()
}

/// A statistic's player board as (rank, player, value).
fn players(boards: &[Leaders], stat: &str) -> Vec<(u32, i64, i64)> {
    let board = boards
        .iter()
        .find(|b| b.stat == stat)
        .unwrap_or_else(|| panic!("no board {stat}"));
    board
        .players
        .iter()
        .map(|row| (row.rank, row.who.0, row.value))
        .collect()
}

/// A statistic's team board as (rank, team, value).
fn teams(boards: &[Leaders], stat: &str) -> Vec<(u32, i64, i64)> {
    let board = boards
        .iter()
        .find(|b| b.stat == stat)
        .unwrap_or_else(|| panic!("no board {stat}"));
    board
        .teams
        .iter()
        .map(|row| (row.rank, row.who.0, row.value))
        .collect()
}

fn record(records: &[Record], id: RecordId) -> (i64, RecordHolder, u32) {
    let found = records
        .iter()
        .find(|r| r.id == id)
        .unwrap_or_else(|| panic!("no record {}", id.id()));
    (found.value, found.holder, found.equalled)
}

fn at(team: i64, fixture: i64) -> RecordHolder {
    RecordHolder::Match {
        team: TeamId(team),
        fixture: FixtureId(fixture),
    }
}

fn run(team: i64, first: i64, last: i64) -> RecordHolder {
    RecordHolder::Run {
        team: TeamId(team),
        first: FixtureId(first),
        last: FixtureId(last),
    }
}

fn cell(won: u32, drawn: u32, lost: u32, scored: u32, conceded: u32) -> HeadToHeadCell {
    HeadToHeadCell {
        won,
        drawn,
        lost,
        scored,
        conceded,
    }
}

fn point(team: i64, fixture: Option<i64>, value: i64, treasury: i64) -> ValuePoint {
    ValuePoint {
        team: TeamId(team),
        fixture: fixture.map(FixtureId),
        value,
        treasury: Some(treasury),
    }
}

/// Everything a league's statistics say of a season and of all time, to compare before
/// a match and after its reset.
fn everything(cli: &Cli, league: i64, season: i64) -> String {
    let season_stats = read(cli, league, Reading::Records(Some(SeasonId(season))));
    let all = read(cli, league, Reading::Records(None));
    format!(
        "{:?}\n{:?}\n{:?}\n{:?}\n{:?}\n{:?}\n{:?}",
        season_leaders(cli, league, season),
        all_time_leaders(cli, league),
        season_stats.records(),
        all.records(),
        season_stats.head_to_head(),
        all.values(),
        read(cli, league, Reading::Matches(None)).matches(),
    )
}

fn write_report(cli: &Cli, name: &str, report: &Value) -> String {
    let path = cli.db().with_file_name(name);
    std::fs::write(&path, report.to_string()).unwrap();
    path.to_str().unwrap().to_string()
}

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
