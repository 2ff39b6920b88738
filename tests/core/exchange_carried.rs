//! What travels with a team since schema 14: its colours (set, refused, warned about and
//! undone from the command line; in team and league documents, an older document
//! without them still importing) and its players' careers in every statistic of their
//! game, which the new league's all-time leaders count and no season's do.

use crate::common;

use std::collections::BTreeMap;

use common::cli::Cli;
use common::killpower::{SQUAD, league as kpb_league, report, team as kpb_team};
use serde_json::{Value, json};

const SCHEMA_9: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fixtures/schema-9/league.db"
);

/// The schema-9 fixture's league file (a Blood Bowl league with three match days: team
/// 11, Skavenblight Scramblers, scored, passed and hurt), brought to this build.
fn blood_bowl_source() -> Cli {
    let cli = Cli::new();
    std::fs::copy(SCHEMA_9, cli.db()).unwrap();
    cli.ok(&["league", "list"]);
    cli
}

/// Writes `document` beside the league file; its path.
fn write(cli: &Cli, name: &str, document: &Value) -> String {
    let path = cli.db().with_file_name(name);
    std::fs::write(&path, document.to_string()).unwrap();
    path.to_str().unwrap().to_string()
}

fn export(cli: &Cli, what: &str, id: i64) -> Value {
    serde_json::from_str(&cli.ok(&["export", what, &id.to_string()])).unwrap()
}

/// `stats leaders` of `scope` (`--league`/`--season` and its id) for one statistic: each
/// player's value by (team, player) name.
fn leaders(cli: &Cli, scope: &[&str], stat: &str) -> BTreeMap<(String, String), i64> {
    let mut args = vec!["stats", "leaders", "--stat", stat, "--top", "100"];
    args.extend_from_slice(scope);
    let read = cli.json(&args);
    read["leaders"][0]["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|row| {
            let who = (
                row["team"].as_str().unwrap().to_string(),
                row["player"].as_str().unwrap().to_string(),
            );
            (who, row["value"].as_i64().unwrap())
        })
        .collect()
}

/// Only `team`'s lines.
fn of_team(lines: BTreeMap<(String, String), i64>, team: &str) -> BTreeMap<(String, String), i64> {
    lines.into_iter().filter(|((t, _), _)| t == team).collect()
}

/// A new league of `game` in a new file, with the team document imported; the file,
/// the league and a season holding the team.
fn imported(game: &str, document: &str) -> (Cli, String, String) {
    let there = Cli::new();
    let league =
        there.json(&["league", "new", "--name", "Elsewhere", "--game", game])["id"].to_string();
    let path = write(
        &there,
        "team.json",
        &serde_json::from_str(document).unwrap(),
    );
    let summary = there.json(&["import", "team", &path, "--league", &league]);
    let team = summary["teams"][0][0].to_string();
    there.ok(&["season", "new", "--league", &league, "--name", "Next"]);
    let season = there.json(&["season", "list", "--league", &league])[0]["id"].to_string();
    there.ok(&["season", "add-team", "--season", &season, "--team", &team]);
    (there, league, season)
}

#[test]
fn a_blood_bowl_team_carries_every_statistic_and_only_all_time_leaders_count_it() {
    let source = blood_bowl_source();
    let team = "Skavenblight Scramblers";
    let document = export(&source, "team", 11);
    let rows = document["tables"]["player_carryover_stat"]
        .as_array()
        .unwrap();
    let stats: Vec<&str> = rows
        .iter()
        .map(|row| row["stat"].as_str().unwrap())
        .collect();
    assert!(
        stats.contains(&"touchdowns") && stats.contains(&"spp"),
        "{stats:?}"
    );
    assert!(
        !stats.contains(&"deaths"),
        "deaths are not carried: {stats:?}"
    );
    // The players who travel (a journeyman hired for one match stays behind).
    let travelling: Vec<&str> = document["tables"]["player"]
        .as_array()
        .unwrap()
        .iter()
        .map(|row| row["name"].as_str().unwrap())
        .collect();
    let (there, league, season) = imported("bloodbowl", &document.to_string());
    for stat in ["touchdowns", "spp", "completions", "casualties", "mvp"] {
        let before: BTreeMap<_, _> = of_team(leaders(&source, &["--league", "2"], stat), team)
            .into_iter()
            .filter(|((_, player), _)| travelling.contains(&player.as_str()))
            .collect();
        assert!(!before.is_empty(), "the fixture's team has {stat}");
        let after = leaders(&there, &["--league", &league], stat);
        assert_eq!(after, before, "{stat} carried");
        assert!(
            leaders(&there, &["--season", &season], stat).is_empty(),
            "{stat} in a season"
        );
    }
    // Exported again from the new league, the totals are the same: carried, not doubled.
    let again = export(&there, "team", 1);
    let values = |doc: &Value| -> Vec<(String, i64)> {
        let mut v: Vec<(String, i64)> = doc["tables"]["player_carryover_stat"]
            .as_array()
            .unwrap()
            .iter()
            .map(|row| {
                (
                    row["stat"].as_str().unwrap().to_string(),
                    row["value"].as_i64().unwrap(),
                )
            })
            .collect();
        v.sort();
        v
    };
    assert_eq!(values(&again), values(&document));
}

#[test]
fn a_killpower_gladiator_carries_the_death_risks_it_survived() {
    let source = Cli::new();
    let league = kpb_league(&source, "killpower");
    let home = kpb_team(&source, league, "Titanos", 1, &SQUAD);
    let away = kpb_team(&source, league, "Viking", 2, &SQUAD);
    let l = league.to_string();
    source.ok(&["season", "new", "--league", &l, "--name", "S1"]);
    for t in [home, away] {
        source.ok(&[
            "season",
            "add-team",
            "--season",
            "1",
            "--team",
            &t.to_string(),
        ]);
    }
    source.ok(&["fixtures", "generate", "--season", "1"]);
    let fixture = source.json(&["fixtures", "list", "--season", "1"])[0].clone();
    let f = fixture["id"].as_i64().unwrap();
    source.ok(&["kpb", "prematch", "--match", &f.to_string(), "--seed", "4"]);
    // Home's #5 falls to -12, hit in an arm (die 6): a coma, survived.
    let body = json!({
        "home_score": 1, "away_score": 2,
        "home": {"death_risks": [{"player": 5, "life": -12}]},
        "dice": {"location.home.5": 6}
    });
    report(&source, f, &body, false);
    let home_id = fixture["home_id"].as_i64().unwrap();
    let home_name = fixture["home"].as_str().map_or_else(
        || {
            source.json(&["team", "show", &home_id.to_string()])["name"]
                .as_str()
                .unwrap()
                .to_string()
        },
        str::to_string,
    );
    let before = of_team(
        leaders(&source, &["--league", &l], "death_risks_survived"),
        &home_name,
    );
    assert_eq!(before.values().sum::<i64>(), 1, "{before:?}");
    let document = export(&source, "team", home_id);
    let (there, league, season) = imported("killpower", &document.to_string());
    let after = leaders(&there, &["--league", &league], "death_risks_survived");
    assert_eq!(after, before);
    assert!(leaders(&there, &["--season", &season], "death_risks_survived").is_empty());
}

#[test]
fn a_carried_statistic_the_game_does_not_count_or_a_negative_one_is_refused() {
    let source = blood_bowl_source();
    let document = export(&source, "team", 11);
    let there = Cli::new();
    let league = there.json(&[
        "league",
        "new",
        "--name",
        "Elsewhere",
        "--game",
        "bloodbowl",
    ])["id"]
        .to_string();
    let cases = [
        ("strikes", json!(2), "`strikes` is not a statistic"),
        ("deaths", json!(1), "`deaths` is not a statistic"),
        ("touchdowns", json!(-1), "below the least allowed"),
        (
            "touchdowns",
            json!(2_000_000_000_i64),
            "above the most allowed",
        ),
    ];
    for (stat, value, needle) in cases {
        let mut bad = document.clone();
        let rows = bad["tables"]["player_carryover_stat"]
            .as_array_mut()
            .unwrap();
        rows[0]["stat"] = json!(stat);
        rows[0]["value"] = value;
        let path = write(&there, "bad.json", &bad);
        let said = there.refused(&["import", "team", &path, "--league", &league]);
        assert!(said.contains(needle), "{said}");
        assert!(said.contains("player_carryover_stat"), "{said}");
    }
    let mut twice = document.clone();
    let rows = twice["tables"]["player_carryover_stat"]
        .as_array_mut()
        .unwrap();
    let first = rows[0].clone();
    rows.push(first);
    let path = write(&there, "twice.json", &twice);
    there.refused_saying(
        &["import", "team", &path, "--league", &league],
        "already has a row",
    );
}

#[test]
fn team_colours_are_set_refused_warned_about_and_undone() {
    let cli = blood_bowl_source();
    let set = cli.json(&[
        "team",
        "colours",
        "--team",
        "8",
        "--primary",
        "#2b57c9",
        "--secondary",
        "#ffffff",
    ]);
    assert_eq!(
        set["colours"],
        json!({"primary": "#2B57C9", "secondary": "#FFFFFF"})
    );
    assert_eq!(set["primary_reads_on_charts"], true);
    let shown = cli.json(&["team", "show", "8"]);
    assert_eq!(shown["colours"]["primary"], "#2B57C9");
    assert!(
        cli.ok(&["team", "show", "8"])
            .contains("Colours: primary #2B57C9, secondary #FFFFFF")
    );
    // Malformed: refused in both languages, naming the format; nothing changes.
    let said = cli.refused(&["team", "colours", "--team", "8", "--primary", "blue"]);
    assert!(
        said.contains("#RRGGBB") && said.contains("primary colour"),
        "{said}"
    );
    // Exactly as the docs write it (issue 45): one `#`, six digits.
    for almost in ["2b57c9", "##2b57c9"] {
        let said = cli.refused(&["team", "colours", "--team", "8", "--primary", almost]);
        assert!(said.contains("#RRGGBB"), "{said}");
    }
    let said = cli.refused(&[
        "--lang",
        "fr",
        "team",
        "colours",
        "--team",
        "8",
        "--secondary",
        "#12345G",
    ]);
    assert!(
        said.contains("#RRVVBB") && said.contains("couleur secondaire"),
        "{said}"
    );
    // Too light for the charts: kept, with a warning.
    let output = cli.run(&["team", "colours", "--team", "8", "--primary", "#FFEE00"]);
    assert!(output.status.success());
    let warned = String::from_utf8(output.stderr).unwrap();
    assert!(
        warned.contains("too light") && warned.contains("3:1"),
        "{warned}"
    );
    assert_eq!(
        cli.json(&["team", "colours", "--team", "8"])["primary"],
        "#FFEE00"
    );
    // Undone one change at a time, then cleared.
    cli.ok(&["team", "undo", "8"]);
    assert_eq!(
        cli.json(&["team", "colours", "--team", "8"])["primary"],
        "#2B57C9"
    );
    let cleared = cli.json(&[
        "team",
        "colours",
        "--team",
        "8",
        "--secondary",
        "#000000",
        "--clear",
    ]);
    assert_eq!(
        cleared["colours"],
        json!({"primary": null, "secondary": "#000000"})
    );
    let audit = cli.ok(&["audit", "--team", "8"]);
    assert!(audit.contains("Colours of Reikland Reavers"), "{audit}");
}

#[test]
fn colours_travel_in_team_and_league_documents_and_an_older_document_still_imports() {
    let source = blood_bowl_source();
    source.ok(&[
        "team",
        "colours",
        "--team",
        "11",
        "--primary",
        "#2B57C9",
        "--secondary",
        "#C4401A",
    ]);
    let team = export(&source, "team", 11);
    assert_eq!(team["tables"]["team"][0]["primary_colour"], "#2B57C9");
    let (there, _, _) = imported("bloodbowl", &team.to_string());
    assert_eq!(
        there.json(&["team", "colours", "--team", "1"])["secondary"],
        "#C4401A"
    );
    let league = export(&source, "league", 2);
    let path = write(&there, "league.json", &league);
    let moved = there.json(&["import", "league", &path]);
    let skaven = moved["teams"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t[1] == "Skavenblight Scramblers")
        .map(|t| t[0].to_string())
        .unwrap();
    assert_eq!(
        there.json(&["team", "colours", "--team", &skaven])["primary"],
        "#2B57C9"
    );
    // A document written before schema 14 has neither field: the team has no colours.
    let mut older = team.clone();
    let row = older["tables"]["team"][0].as_object_mut().unwrap();
    row.remove("primary_colour");
    row.remove("secondary_colour");
    older["tables"]
        .as_object_mut()
        .unwrap()
        .remove("player_carryover_stat");
    let (old, _, _) = imported("bloodbowl", &older.to_string());
    assert_eq!(
        old.json(&["team", "colours", "--team", "1"]),
        json!({"primary": null, "secondary": null})
    );
    // A colour not written #RRGGBB in upper case is refused, naming the format.
    let mut lower = team.clone();
    lower["tables"]["team"][0]["primary_colour"] = json!("#2b57c9");
    let there = Cli::new();
    let l = there.json(&[
        "league",
        "new",
        "--name",
        "Elsewhere",
        "--game",
        "bloodbowl",
    ])["id"]
        .to_string();
    let path = write(&there, "lower.json", &lower);
    there.refused_saying(&["import", "team", &path, "--league", &l], "#RRGGBB");
}
