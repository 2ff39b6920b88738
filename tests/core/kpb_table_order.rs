//! One order for one table: Killpower Ball's championship table (the league card, `kpb
//! table`, the ranking sheet) and the season's standings rank the same four teams the
//! same way, even when two are level on ranking points and the old championship order
//! (power, then name) would have put them the other way round.

use crate::common;

use std::collections::HashMap;

use common::cli::Cli;
use common::killpower::{SQUAD, league, team};
use serde_json::{Value, json};

/// Who wins each meeting: Zulu beats Alpha, which beats Bravo and Charlie; Bravo beats
/// Zulu, Zulu beats Charlie, Charlie beats Bravo. Alpha and Zulu end level on ranking
/// points (Zulu won their meeting), and so do Bravo and Charlie (Charlie won theirs).
const WINNERS: [(&str, &str); 6] = [
    ("Zulu", "Alpha"),
    ("Alpha", "Bravo"),
    ("Alpha", "Charlie"),
    ("Bravo", "Zulu"),
    ("Zulu", "Charlie"),
    ("Charlie", "Bravo"),
];

fn id(value: &Value, key: &str) -> i64 {
    value[key]
        .as_i64()
        .unwrap_or_else(|| panic!("no {key} in {value}"))
}

/// Plays a fixture: its pre-match, then a post-match the winner takes by elimination.
fn play(cli: &Cli, fixture: &Value, home_wins: bool) {
    let match_id = id(fixture, "id").to_string();
    cli.json(&["kpb", "prematch", "--match", &match_id, "--seed", "3"]);
    let side = if home_wins { "home" } else { "away" };
    let (home, away) = if home_wins { (1, 0) } else { (0, 1) };
    let report = json!({
        "home_score": home,
        "away_score": away,
        "ending": {"kind": "elimination", "side": side},
    });
    let path = cli.db().with_file_name(format!("report-{match_id}.json"));
    std::fs::write(&path, report.to_string()).unwrap();
    let outcome = cli.json(&[
        "kpb",
        "postmatch",
        "--match",
        &match_id,
        "--file",
        path.to_str().unwrap(),
        "--seed",
        "5",
    ]);
    assert_eq!(outcome["decided"], side, "{outcome}");
}

/// A championship of four teams, every meeting played as `WINNERS` says.
fn four_teams_played() -> (Cli, HashMap<i64, String>) {
    let cli = Cli::new();
    let league = league(&cli, "killpower");
    let l = league.to_string();
    // No floor and no division bonus: a win is 3, a loss -2, so that the meetings below
    // leave two pairs level on ranking points.
    cli.ok(&[
        "league",
        "settings",
        &l,
        "--ranking-floor",
        "none",
        "--ranking-division-bonus",
        "0",
    ]);
    let mut names = HashMap::new();
    for (seed, name) in ["Alpha", "Bravo", "Charlie", "Zulu"].iter().enumerate() {
        let id = team(&cli, league, name, 40 + seed as u64, &SQUAD);
        names.insert(id, name.to_string());
    }
    cli.ok(&[
        "season",
        "new",
        "--league",
        &l,
        "--name",
        "2026",
        "--every-team",
    ]);
    cli.ok(&[
        "fixtures",
        "generate",
        "--season",
        "1",
        "--start",
        "2026-12-05",
        "--every-days",
        "7",
    ]);
    let fixtures = cli.json(&["fixtures", "list", "--season", "1"]);
    let fixtures = fixtures.as_array().unwrap();
    assert_eq!(fixtures.len(), WINNERS.len());
    for fixture in fixtures {
        let home = &names[&id(fixture, "home_id")];
        let away = &names[&id(fixture, "away_id")];
        let home_wins = WINNERS.contains(&(home.as_str(), away.as_str()));
        assert!(home_wins || WINNERS.contains(&(away.as_str(), home.as_str())));
        play(&cli, fixture, home_wins);
    }
    (cli, names)
}

#[test]
fn the_championship_table_and_the_standings_rank_four_teams_alike() {
    let (cli, names) = four_teams_played();
    let table = cli.json(&["kpb", "table", "--league", "1"]);
    let table = table.as_array().unwrap();
    let standings = cli.json(&["standings", "--season", "1"]);
    let rows = standings.as_array().unwrap();
    let order = |lines: &[Value]| -> Vec<String> {
        lines
            .iter()
            .map(|line| names[&id(line, "team_id")].clone())
            .collect()
    };
    assert_eq!(
        order(table),
        order(rows),
        "table {table:?}\nstandings {rows:?}"
    );
    for (line, row) in table.iter().zip(rows) {
        assert_eq!(line["position"], row["position"], "{line} / {row}");
        assert_eq!(line["ranking_points"], row["points"], "{line} / {row}");
    }

    // The results make two pairs level on ranking points, each split by its meeting,
    // against the order power then name gave before: the test would see a return to it.
    let old_order = |a: &Value, b: &Value| {
        let power = |l: &Value| l["power"].as_i64().unwrap();
        power(b)
            .cmp(&power(a))
            .then_with(|| names[&id(a, "team_id")].cmp(&names[&id(b, "team_id")]))
    };
    let reversed = table
        .windows(2)
        .filter(|pair| pair[0]["ranking_points"] == pair[1]["ranking_points"])
        .filter(|pair| old_order(&pair[0], &pair[1]).is_gt())
        .count();
    assert!(reversed >= 1, "no pair the old order would swap: {table:?}");
    let level_by_meeting = rows
        .iter()
        .filter(|row| row["ahead_by"] == "head_to_head")
        .count();
    assert!(level_by_meeting >= 1, "{rows:?}");

    // The table says what it ranks by, in both languages.
    let en = cli.ok(&["kpb", "table", "--league", "1"]);
    assert!(
        en.contains("Ranked as `dugout standings` ranks the same teams"),
        "{en}"
    );
    let fr = cli.ok(&["--lang", "fr", "kpb", "table", "--league", "1"]);
    assert!(
        fr.contains("Classées comme `dugout standings` classe les mêmes équipes"),
        "{fr}"
    );
}
