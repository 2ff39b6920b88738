//! League play from the command line, the way the README's seven steps and `docs/command-line.md` walk a commissioner through it.

use crate::common;

use common::cli::Cli;
use serde_json::Value;

fn id(value: &Value) -> String {
    value["id"].as_i64().expect("an id").to_string()
}

/// A league, four line-up teams and a season with all four entered; returns the
/// season id and the team ids.
fn season_of_four(cli: &Cli) -> (String, Vec<String>) {
    let league = id(&cli.json(&["league", "new", "--name", "Cup"]));
    let mut teams = Vec::new();
    for (roster, name) in [
        ("trontek-29ers", "Bolts"),
        ("greenmoon-smackers", "Smackers"),
        ("skittersneak-stealers", "Stealers"),
        ("midgard-delvers", "Delvers"),
    ] {
        let team = cli.json(&[
            "team", "new", "--league", &league, "--roster", roster, "--name", name, "--coach", "C",
        ]);
        teams.push(id(&team));
    }
    let season = id(&cli.json(&["season", "new", "--league", &league, "--name", "2026"]));
    for team in &teams {
        cli.ok(&["season", "add-team", "--season", &season, "--team", team]);
    }
    (season, teams)
}

#[test]
fn a_season_from_fixtures_to_standings_and_back() {
    let cli = Cli::new();
    let (season, _teams) = season_of_four(&cli);
    let generated = cli.json(&[
        "fixtures",
        "generate",
        "--season",
        &season,
        "--double",
        "--start",
        "2026-03-01",
        "--every-days",
        "7",
    ]);
    assert_eq!(generated.as_array().unwrap().len(), 12);
    let list = cli.json(&["fixtures", "list", "--season", &season]);
    let rows = list.as_array().unwrap();
    assert_eq!(rows.len(), 12);
    for key in ["id", "round", "home", "away", "date", "status"] {
        assert!(rows[0].get(key).is_some(), "fixture rows have `{key}`");
    }
    assert_eq!(rows[0]["date"], "2026-03-01");
    assert_eq!(rows[0]["status"], "scheduled");
    let first = rows[0]["id"].as_i64().unwrap().to_string();
    let recorded = cli.json(&[
        "match",
        "record",
        "--match",
        &first,
        "--home-score",
        "8",
        "--away-score",
        "1",
        "--landslide",
    ]);
    assert_eq!(recorded["status"], "played");
    let standings = cli.json(&["standings", "--season", &season]);
    let table = standings.as_array().unwrap();
    assert_eq!(table.len(), 4);
    for key in [
        "team",
        "played",
        "won",
        "drawn",
        "lost",
        "points",
        "strikes_for",
        "strikes_against",
        "position",
    ] {
        assert!(table[0].get(key).is_some(), "standings rows have `{key}`");
    }
    assert_eq!(table[0]["team"], rows[0]["home"]);
    assert_eq!(table[0]["points"], 3);
    assert_eq!(table[0]["position"], 1);
    // The human table says which numbers are defaults.
    let text = cli.ok(&["standings", "--season", &season]);
    assert!(text.contains("defaults, not quoted rules"), "{text}");

    cli.refused_saying(
        &[
            "match",
            "record",
            "--match",
            &first,
            "--home-score",
            "1",
            "--away-score",
            "0",
        ],
        "already has a result",
    );
    let preview = cli.ok(&["match", "reset", "--match", &first, "--dry-run"]);
    assert!(preview.contains("would undo"), "{preview}");
    cli.ok(&["match", "reset", "--match", &first]);
    let standings = cli.json(&["standings", "--season", &season]);
    assert!(
        standings
            .as_array()
            .unwrap()
            .iter()
            .all(|row| row["played"] == 0)
    );
    let audit = cli.json(&["audit", "--action", "match"]);
    let actions: Vec<&str> = audit
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["action"].as_str().unwrap())
        .collect();
    assert_eq!(actions, vec!["match.reset", "match.record"]);
}

#[test]
fn refusals_name_the_rule_and_change_nothing() {
    let cli = Cli::new();
    let (season, teams) = season_of_four(&cli);
    let fixture = id(&cli.json(&[
        "fixtures", "add", "--season", &season, "--home", &teams[0], "--away", &teams[1],
    ]));
    cli.refused_saying(
        &[
            "match",
            "record",
            "--match",
            &fixture,
            "--home-score",
            "5",
            "--away-score",
            "1",
            "--landslide",
        ],
        "at least 7",
    );
    cli.refused_saying(
        &[
            "match",
            "record",
            "--match",
            &fixture,
            "--home-score",
            "9",
            "--away-score",
            "1",
        ],
        "landslide",
    );
    cli.refused_saying(
        &[
            "match",
            "record",
            "--match",
            &fixture,
            "--home-score",
            "3",
            "--away-score",
            "1",
            "--event",
            "x:strike",
        ],
        "PLAYER:KIND",
    );
    cli.refused_saying(
        &[
            "match",
            "record",
            "--match",
            "999",
            "--home-score",
            "3",
            "--away-score",
            "1",
        ],
        "no match `999`",
    );
    cli.refused_saying(
        &["match", "reset", "--match", &fixture],
        "no result to reset",
    );
    cli.refused_saying(
        &[
            "fixtures", "add", "--season", &season, "--home", &teams[0], "--away", &teams[0],
        ],
        "itself",
    );
    cli.refused_saying(
        &[
            "season", "add-team", "--season", &season, "--team", &teams[0],
        ],
        "already entered",
    );
    cli.refused_saying(
        &["playoffs", "new", "--season", &season, "--top", "9"],
        "2 to 4 teams",
    );
    cli.refused_saying(
        &[
            "playoffs",
            "new",
            "--season",
            &season,
            "--top",
            "4",
            "--best-of",
            "2",
        ],
        "odd number",
    );
    cli.refused_saying(
        &[
            "override", "team", "--team", &teams[0], "--field", "dice", "--value", "3", "--reason",
            " ",
        ],
        "reason",
    );
    cli.refused_saying(
        &["league", "settings", "1", "--tie-breakers", "points,goals"],
        "strike_difference",
    );
}

#[test]
fn playoffs_overrides_and_history_from_the_command_line() {
    let cli = Cli::new();
    let (season, teams) = season_of_four(&cli);
    let bracket = cli.json(&["playoffs", "new", "--season", &season, "--top", "4"]);
    let playoff = id(&bracket);
    let tie = &bracket["rounds"][0][0];
    let semi = tie["games"][0].as_i64().unwrap().to_string();
    let (home, away) = (
        tie["home"]["team_id"].to_string(),
        tie["away"]["team_id"].to_string(),
    );
    cli.ok(&[
        "match",
        "record",
        "--match",
        &semi,
        "--home-score",
        "4",
        "--away-score",
        "2",
    ]);
    let shown = cli.ok(&["playoffs", "show", "--playoff", &playoff]);
    assert!(
        shown.contains("Semi-finals") && shown.contains("Final"),
        "{shown}"
    );

    let team = cli.json(&["team", "show", &teams[0]]);
    let player = team["players"][0]["id"].as_i64().unwrap().to_string();
    let change = cli.json(&[
        "override",
        "player",
        "--player",
        &player,
        "--field",
        "name",
        "--value",
        "Zoë Ångström",
        "--reason",
        "renamed by the league",
    ]);
    assert_eq!(change["after"], "Zoë Ångström");
    let audit = cli.json(&["audit", "--team", &teams[0]]);
    let first = &audit.as_array().unwrap()[0];
    assert_eq!(first["action"], "override.player");
    assert_eq!(first["reason"], "renamed by the league");

    let history = cli.json(&["history", "team", "--team", &home]);
    assert_eq!(history["record"]["played"], 1);
    assert_eq!(history["record"]["won"], 1);
    let h2h = cli.ok(&["history", "h2h", "--team", &home, "--opponent", &away]);
    assert!(h2h.contains("played 1"), "{h2h}");
}

#[test]
fn points_and_tie_breakers_are_league_settings() {
    let cli = Cli::new();
    let (season, teams) = season_of_four(&cli);
    let shown = cli.ok(&["league", "settings", "1"]);
    assert!(shown.contains("win 2 (default)"), "{shown}");
    cli.refused_saying(
        &["league", "settings", "1", "--points-win", "4"],
        "landslide win 3 ≥ win 4",
    );
    cli.refused_saying(
        &[
            "league",
            "settings",
            "1",
            "--tie-breakers",
            "points,wins,points",
        ],
        "twice",
    );
    let changed = cli.ok(&[
        "league",
        "settings",
        "1",
        "--points-landslide-win",
        "4",
        "--tie-breakers",
        "points, strikes-for, coin flip",
    ]);
    assert!(changed.contains("landslide win 4 (default 3)"), "{changed}");
    assert!(
        changed.contains("points, strikes_for, coin_flip"),
        "{changed}"
    );
    let fixture = id(&cli.json(&[
        "fixtures", "add", "--season", &season, "--home", &teams[0], "--away", &teams[1],
    ]));
    cli.ok(&[
        "match",
        "record",
        "--match",
        &fixture,
        "--home-score",
        "7",
        "--away-score",
        "0",
        "--landslide",
    ]);
    let standings = cli.json(&["standings", "--season", &season]);
    assert_eq!(standings[0]["points"], 4);
    let audit = cli.json(&["audit", "--action", "league.settings"]);
    assert_eq!(audit[0]["changes"][0]["field"], "points_landslide_win");
}

#[test]
fn an_odd_count_gives_one_bye_a_round_and_the_list_says_who() {
    let cli = Cli::new();
    let (season, _) = season_of_four(&cli);
    let fifth = id(&cli.json(&[
        "team",
        "new",
        "--league",
        "1",
        "--roster",
        "pelgar-mystics",
        "--name",
        "Mystics",
        "--coach",
        "D",
    ]));
    cli.ok(&["season", "add-team", "--season", &season, "--team", &fifth]);
    let lines = cli.json(&["fixtures", "generate", "--season", &season]);
    assert_eq!(lines.as_array().unwrap().len(), 10);
    let text = cli.ok(&["fixtures", "list", "--season", &season]);
    assert_eq!(text.matches("  bye: ").count(), 5, "{text}");
    let round = cli.ok(&["fixtures", "list", "--season", &season, "--round", "2"]);
    assert_eq!(round.matches("  bye: ").count(), 1, "{round}");
}

/// A count takes its noun in the singular when it is one: "1 match in 1 round", not
/// "1 matches in 1 rounds" (issue 32 item 7).
#[test]
fn one_match_in_one_round_is_said_in_the_singular() {
    let cli = Cli::new();
    let league = id(&cli.json(&["league", "new", "--name", "Duel", "--game", "bloodbowl"]));
    let mut teams = Vec::new();
    for name in ["Reavers", "Bulls"] {
        let team = cli.json(&[
            "team", "new", "--league", &league, "--roster", "human", "--name", name,
        ]);
        teams.push(id(&team));
    }
    let season = id(&cli.json(&["season", "new", "--league", &league, "--name", "2027"]));
    for team in &teams {
        cli.ok(&["season", "add-team", "--season", &season, "--team", team]);
    }
    let said = cli.ok(&["fixtures", "generate", "--season", &season]);
    assert!(
        said.starts_with("Generated 1 match in 1 round.\n"),
        "{said}"
    );
}
