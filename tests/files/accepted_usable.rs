//! Accepted means usable: a league or team document with hostile values (huge, negative
//! or zero numbers, long, blank, padded or control-character names, unknown ids, links
//! moved to other rows) is imported or refused; when it is imported, every read command
//! a user runs on the league answers, and `team undo` and `match reset` either work or
//! refuse in words, never with an unexpected error. For each game: DreadBall, Blood
//! Bowl and Dungeonbowl (the schema-9 fixture), Killpower Ball (built from the command
//! line). `PROPTEST_CASES` raises the case count for a longer run.

use crate::common;

use std::path::Path;
use std::sync::OnceLock;

use common::cli::Cli;
use common::killpower::{SQUAD, league as kpb_league, report as kpb_report, team as kpb_team};
use common::property::cases;
use dugout::data::Lang;
use dugout::exchange;
use dugout::store::{LeagueId, Store, TeamId};
use proptest::prelude::*;
use serde_json::{Value, json};

const SCHEMA_9: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/schema-9");

/// One league document and one team document per game, as exported.
struct Documents {
    leagues: Vec<Value>,
    teams: Vec<(Value, &'static str)>,
}

fn documents() -> &'static Documents {
    static DOCUMENTS: OnceLock<Documents> = OnceLock::new();
    DOCUMENTS.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("league.db");
        std::fs::copy(Path::new(SCHEMA_9).join("league.db"), &path).unwrap();
        common::fixture::strikes_to_scorers(&path);
        let mut store = Store::open(&path).unwrap();
        let value = |document: exchange::Document| serde_json::to_value(document).unwrap();
        let mut leagues: Vec<Value> = (1..=3)
            .map(|id| value(exchange::export_league(&mut store, LeagueId(id)).unwrap()))
            .collect();
        let mut teams = vec![
            (
                value(exchange::export_team(&mut store, TeamId(1)).unwrap()),
                "dreadball",
            ),
            (
                value(exchange::export_team(&mut store, TeamId(9)).unwrap()),
                "bloodbowl",
            ),
        ];
        drop(store);
        let (league, team) = killpower_documents();
        leagues.push(league);
        teams.push((team, "killpower"));
        Documents { leagues, teams }
    })
}

/// A Killpower Ball championship with two matches played, exported.
fn killpower_documents() -> (Value, Value) {
    let cli = Cli::new();
    let league = kpb_league(&cli, "killpower");
    let teams: Vec<i64> = (1..=4)
        .map(|n| kpb_team(&cli, league, &format!("Cell {n}"), n, &SQUAD))
        .collect();
    let league_id = league.to_string();
    cli.ok(&["season", "new", "--league", &league_id, "--name", "S1"]);
    for team in &teams {
        cli.ok(&[
            "season",
            "add-team",
            "--season",
            "1",
            "--team",
            &team.to_string(),
        ]);
    }
    cli.ok(&["fixtures", "generate", "--season", "1"]);
    for (fixture, score) in [(1, json!([1, 0])), (2, json!([0, 2]))] {
        cli.ok(&[
            "kpb",
            "prematch",
            "--match",
            &fixture.to_string(),
            "--seed",
            "3",
        ]);
        kpb_report(
            &cli,
            fixture,
            &json!({"home_score": score[0], "away_score": score[1]}),
            false,
        );
    }
    let league = serde_json::from_str(&cli.ok(&["export", "league", &league_id])).unwrap();
    let team = serde_json::from_str(&cli.ok(&["export", "team", &teams[0].to_string()])).unwrap();
    (league, team)
}

/// A value no command of Dugout would write, or one it would.
fn hostile() -> impl Strategy<Value = Value> {
    prop_oneof![
        Just(json!(i64::MAX)),
        Just(json!(i64::MIN)),
        Just(json!(4_294_967_295u64)),
        Just(json!(-1)),
        Just(json!(0)),
        Just(json!(1)),
        Just(json!(2)),
        Just(json!(7)),
        Just(json!(15)),
        Just(json!(99)),
        Just(json!(1000)),
        Just(json!(1_000_000_000)),
        Just(json!("")),
        Just(json!(" Orcs")),
        Just(json!("dragon")),
        Just(json!("elf")),
        Just(json!("human")),
        Just(json!("wizard")),
        Just(json!("Esc\u{1b}ape")),
        Just(json!("x".repeat(5000))),
        Just(json!("0000-01-01")),
        Just(json!("2026-02-30")),
        Just(json!("2027-06-01")),
        Just(json!(true)),
        Just(Value::Null),
        Just(json!([])),
        Just(json!(["no-such-skill"])),
    ]
}

/// Where a value goes: a table, a row and a field, each picked by index.
#[derive(Debug, Clone)]
enum Change {
    Set(usize, usize, usize, Value),
    /// The field takes the value of the same field in another row (a link moved).
    Swap(usize, usize, usize, usize),
}

fn change() -> impl Strategy<Value = Change> {
    let index = || 0usize..256;
    prop_oneof![
        3 => (index(), index(), index(), hostile()).prop_map(|(t, r, c, v)| Change::Set(t, r, c, v)),
        1 => (index(), index(), index(), index()).prop_map(|(t, r, c, o)| Change::Swap(t, r, c, o)),
    ]
}

fn apply(document: &mut Value, change: &Change) {
    let Some(tables) = document["tables"].as_object_mut() else {
        return;
    };
    let names: Vec<String> = tables
        .iter()
        .filter(|(_, rows)| rows.as_array().is_some_and(|rows| !rows.is_empty()))
        .map(|(name, _)| name.clone())
        .collect();
    let (Change::Set(t, r, c, _) | Change::Swap(t, r, c, _)) = change;
    if names.is_empty() {
        return;
    }
    let rows = tables[&names[t % names.len()]].as_array_mut().unwrap();
    let at = r % rows.len();
    let keys: Vec<String> = rows[at].as_object().unwrap().keys().cloned().collect();
    if keys.is_empty() {
        return;
    }
    let key = keys[c % keys.len()].clone();
    let value = match change {
        Change::Set(.., value) => value.clone(),
        Change::Swap(.., other) => rows[other % rows.len()][&key].clone(),
    };
    rows[at][&key] = value;
}

/// A league file with an empty league of each game, to import teams into.
fn target(dir: &Path) -> std::path::PathBuf {
    let path = dir.join("league.db");
    let mut store = Store::open(&path).unwrap();
    for (name, game) in [
        ("Dread", "dreadball"),
        ("Bowl", "bloodbowl"),
        ("Prison", "killpower"),
    ] {
        dugout::coach::create_league(&mut store, name, game).unwrap();
    }
    path
}

/// Runs `dugout ARGS` on `db`: its exit status and what it said on standard error.
fn run(db: &Path, args: &[&str]) -> (bool, String) {
    let json: &[&str] = if args[0] == "export" {
        &[]
    } else {
        &["--json"]
    };
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_dugout"))
        .args(args)
        .args(json)
        .env("DUGOUT_DB", db)
        .output()
        .unwrap();
    (
        output.status.success(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

fn json_of(db: &Path, args: &[&str]) -> Value {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_dugout"))
        .args(args)
        .arg("--json")
        .env("DUGOUT_DB", db)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).unwrap()
}

/// Every read command on league `league` answers; undo and reset work or refuse in words.
fn assert_usable(db: &Path, league: i64, teams: &[i64]) -> Result<(), TestCaseError> {
    let league = league.to_string();
    let mut reads: Vec<Vec<String>> = vec![
        vec!["league".into(), "settings".into(), league.clone()],
        vec![
            "team".into(),
            "list".into(),
            "--league".into(),
            league.clone(),
        ],
        vec![
            "history".into(),
            "graveyard".into(),
            "--league".into(),
            league.clone(),
        ],
        vec!["export".into(), "league".into(), league.clone()],
    ];
    for team in teams {
        let team = team.to_string();
        for command in [["team", "show"], ["team", "ledger"], ["export", "team"]] {
            reads.push(vec![command[0].into(), command[1].into(), team.clone()]);
        }
        reads.push(vec![
            "history".into(),
            "team".into(),
            "--team".into(),
            team.clone(),
        ]);
    }
    let seasons = json_of(db, &["season", "list", "--league", &league]);
    let mut played = Vec::new();
    for season in seasons.as_array().unwrap() {
        let season = season["id"].to_string();
        reads.push(vec!["standings".into(), "--season".into(), season.clone()]);
        reads.push(vec![
            "playoffs".into(),
            "list".into(),
            "--season".into(),
            season.clone(),
        ]);
        let fixtures = json_of(db, &["fixtures", "list", "--season", &season]);
        for fixture in fixtures.as_array().unwrap() {
            let id = fixture["id"].to_string();
            reads.push(vec![
                "match".into(),
                "show".into(),
                "--match".into(),
                id.clone(),
            ]);
            if fixture["status"] == "played" {
                played.push(id);
            }
        }
    }
    for args in &reads {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (ok, said) = run(db, &args);
        prop_assert!(ok, "{:?} failed after an accepted import: {}", args, said);
    }
    let mut writes: Vec<Vec<String>> = teams
        .iter()
        .map(|team| vec!["team".into(), "undo".into(), team.to_string()])
        .collect();
    played.reverse();
    for id in played {
        writes.push(vec!["match".into(), "reset".into(), "--match".into(), id]);
    }
    for args in &writes {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (ok, said) = run(db, &args);
        prop_assert!(
            ok || !(said.contains("unexpected") || said.contains("SQLITE")),
            "{:?} failed after an accepted import: {}",
            args,
            said
        );
    }
    Ok(())
}

proptest! {
    #![proptest_config(cases(12))]

    #[test]
    fn an_accepted_league_document_leaves_a_league_every_command_reads(
        game in 0usize..4,
        changes in proptest::collection::vec(change(), 1..4),
    ) {
        let mut document = documents().leagues[game].clone();
        for change in &changes {
            apply(&mut document, change);
        }
        let dir = tempfile::tempdir().unwrap();
        let db = target(dir.path());
        let mut store = Store::open(&db).unwrap();
        let imported = exchange::import_league(&mut store, &document.to_string(), false, Lang::En);
        drop(store);
        if let Ok(summary) = imported {
            eprintln!("accepted league document: {changes:?}");
            let teams: Vec<i64> = summary.teams.iter().map(|(id, _)| id.0).collect();
            assert_usable(&db, summary.league_id.0, &teams)?;
        }
    }

    #[test]
    fn an_accepted_team_document_leaves_a_league_every_command_reads(
        game in 0usize..3,
        changes in proptest::collection::vec(change(), 1..4),
    ) {
        let (document, _) = &documents().teams[game];
        let mut document = document.clone();
        for change in &changes {
            apply(&mut document, change);
        }
        let dir = tempfile::tempdir().unwrap();
        let db = target(dir.path());
        let mut store = Store::open(&db).unwrap();
        let league = LeagueId(game as i64 + 1);
        let imported = exchange::import_team(&mut store, &document.to_string(), league, None, false, Lang::Fr);
        drop(store);
        if let Ok(summary) = imported {
            eprintln!("accepted team document: {changes:?}");
            let teams: Vec<i64> = summary.teams.iter().map(|(id, _)| id.0).collect();
            assert_usable(&db, league.0, &teams)?;
        }
    }
}

#[test]
fn every_untouched_export_imports_and_reads() {
    let documents = documents();
    for document in &documents.leagues {
        let dir = tempfile::tempdir().unwrap();
        let db = target(dir.path());
        let mut store = Store::open(&db).unwrap();
        let summary = exchange::import_league(&mut store, &document.to_string(), false, Lang::En)
            .unwrap_or_else(|error| panic!("{}: {}", document["game"], error.message(Lang::En)));
        drop(store);
        let teams: Vec<i64> = summary.teams.iter().map(|(id, _)| id.0).collect();
        assert_usable(&db, summary.league_id.0, &teams).unwrap();
    }
    for (index, (document, game)) in documents.teams.iter().enumerate() {
        let dir = tempfile::tempdir().unwrap();
        let db = target(dir.path());
        let mut store = Store::open(&db).unwrap();
        let league = LeagueId(index as i64 + 1);
        exchange::import_team(
            &mut store,
            &document.to_string(),
            league,
            None,
            false,
            Lang::En,
        )
        .unwrap_or_else(|error| panic!("{game}: {}", error.message(Lang::En)));
    }
}
