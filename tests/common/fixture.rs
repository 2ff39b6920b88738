//! Helpers for the tests that open a league file written by an earlier schema.

use std::path::{Path, PathBuf};
use std::process::Command;

use rusqlite::Connection;
use serde_json::Value;

/// Rows per table, as `(table, count)`.
pub fn row_counts(path: &Path) -> Vec<(String, i64)> {
    let conn = Connection::open(path).unwrap();
    super::tables(&conn)
        .into_iter()
        .map(|table| {
            let count = conn
                .query_row(&format!("SELECT count(*) FROM {table}"), [], |row| {
                    row.get(0)
                })
                .unwrap();
            (table, count)
        })
        .collect()
}

/// Runs `dugout ARGS` on the league file `db`, as a script would.
pub fn run<S: AsRef<std::ffi::OsStr>>(db: &Path, args: &[S]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_dugout"))
        .args(args)
        .env("DUGOUT_DB", db)
        .output()
        .unwrap()
}

/// A command that must be refused: what it said on standard error.
pub fn refused(db: &Path, args: &[&str]) -> String {
    let output = run(db, args);
    assert!(
        !output.status.success(),
        "dugout {args:?} should be refused"
    );
    String::from_utf8(output.stderr).unwrap()
}

/// A command that must succeed: what it printed.
pub fn dugout(db: &Path, args: &[&str]) -> String {
    let output = run(db, args);
    assert!(
        output.status.success(),
        "dugout {args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

/// Every field the schema-5 build printed is there with the same value (a field this
/// build adds is allowed).
pub fn assert_contains(old: &Value, new: &Value, at: &str) {
    match (old, new) {
        (Value::Object(old), Value::Object(new)) => {
            for (key, value) in old {
                let inner = new
                    .get(key)
                    .unwrap_or_else(|| panic!("{at}.{key} is gone after the migration"));
                assert_contains(value, inner, &format!("{at}.{key}"));
            }
        }
        (Value::Array(old), Value::Array(new)) => {
            assert_eq!(old.len(), new.len(), "{at}: length");
            for (index, (o, n)) in old.iter().zip(new).enumerate() {
                assert_contains(o, n, &format!("{at}[{index}]"));
            }
        }
        _ => assert_eq!(old, new, "{at}"),
    }
}

/// A sheet's text without the dates that say when it was printed.
pub fn without_dates(text: &str) -> String {
    text.split_whitespace()
        .filter(|word| {
            !(word.len() >= 10 && word.as_bytes()[4] == b'-' && word[..4].parse::<u32>().is_ok())
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The files of a fixture folder whose names start with `prefix`, each with the part of
/// its name between the prefix and the extension (a team, season or league id).
pub fn fixtures(folder: &Path, prefix: &str, extension: &str) -> Vec<(String, PathBuf)> {
    let mut found: Vec<(String, PathBuf)> = std::fs::read_dir(folder)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter_map(|path| {
            let name = path.file_name()?.to_str()?.to_string();
            let id = name
                .strip_prefix(prefix)?
                .strip_suffix(extension)?
                .to_string();
            Some((id, path))
        })
        .collect();
    found.sort();
    found
}

pub fn read_json(path: &Path) -> Value {
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// What [`reads_as_printed`] compared.
pub struct Compared {
    pub teams: usize,
    pub sheets: usize,
}

/// Teams, ledgers, standings, fixtures, league 1's settings and the sheets of the league
/// file at `db` read as the build that wrote the fixture folder printed them.
pub fn reads_as_printed(folder: &Path, db: &Path, scratch: &Path) -> Compared {
    let json = |args: &[&str]| -> Value { serde_json::from_str(&dugout(db, args)).unwrap() };
    let teams = fixtures(folder, "team-", ".json");
    for (id, file) in &teams {
        let shown = json(&["team", "show", id, "--json"]);
        assert_contains(&read_json(file), &shown, &format!("team {id}"));
    }
    for (id, file) in fixtures(folder, "ledger-", ".json") {
        let ledger = json(&["team", "ledger", &id, "--json"]);
        assert_contains(&read_json(&file), &ledger, &format!("ledger {id}"));
    }
    for (id, file) in fixtures(folder, "standings-", ".json") {
        let table = json(&["standings", "--season", &id, "--json"]);
        assert_contains(&read_json(&file), &table, &format!("standings {id}"));
    }
    for (id, file) in fixtures(folder, "fixtures-", ".json") {
        let list = json(&["fixtures", "list", "--season", &id, "--json"]);
        assert_contains(&read_json(&file), &list, &format!("fixtures {id}"));
    }
    let league = json(&["league", "settings", "1", "--json"]);
    assert_contains(
        &read_json(&folder.join("league-1.json")),
        &league,
        "league 1",
    );
    let team_sheets = fixtures(folder, "sheet-team-", ".txt")
        .into_iter()
        .map(|(id, _)| {
            (
                format!("sheet-team-{id}.txt"),
                vec!["sheet".to_string(), "team".into(), id],
            )
        });
    let standings_sheets = fixtures(folder, "sheet-standings-", ".txt")
        .into_iter()
        .map(|(id, _)| {
            (
                format!("sheet-standings-{id}.txt"),
                vec![
                    "sheet".to_string(),
                    "standings".into(),
                    "--season".into(),
                    id,
                ],
            )
        });
    let sheets: Vec<(String, Vec<String>)> = team_sheets.chain(standings_sheets).collect();
    for (name, args) in &sheets {
        let pdf = scratch.join(format!("{name}.pdf"));
        let mut args: Vec<&str> = args.iter().map(String::as_str).collect();
        args.extend(["-o", pdf.to_str().unwrap()]);
        dugout(db, &args);
        let old = std::fs::read_to_string(folder.join(name)).unwrap();
        let (new, old) = (
            without_dates(&super::pdf::pdf_text(&pdf)),
            without_dates(&old),
        );
        assert!(
            reads_as_cut(&new, &old),
            "{name}: this build prints\n{new}\nwhere that build printed\n{old}"
        );
    }
    Compared {
        teams: teams.len(),
        sheets: sheets.len(),
    }
}

/// Whether `new` is what `old` printed, but for text `old` shortened with an ellipsis
/// that `new` prints whole (sheets now set a long name smaller before they cut it): each
/// stretch of `old` between two cuts appears in `new`, in order, the first at its start,
/// the last at its end, each within a few characters after where the cut text began.
pub fn reads_as_cut(new: &str, old: &str) -> bool {
    const CUT_AT_MOST: usize = 40;
    let mut parts = old.split('…');
    let Some(first) = parts.next() else {
        return new.is_empty();
    };
    let Some(mut rest) = new.strip_prefix(first) else {
        return false;
    };
    for part in parts {
        let window: String = rest
            .chars()
            .take(CUT_AT_MOST + part.chars().count())
            .collect();
        let Some(found) = window.find(part) else {
            return false;
        };
        let skipped = window[..found].chars().count();
        if skipped == 0 || skipped > CUT_AT_MOST {
            return false;
        }
        let start = rest
            .char_indices()
            .nth(skipped)
            .map_or(rest.len(), |(at, _)| at);
        rest = &rest[start + part.len()..];
    }
    rest.is_empty()
}

/// Whether every word of `old` is in `new`, in the same order (`new` may hold more: a
/// played match's values, a caption that moved). Spacing does not count.
pub fn reads_in_order(new: &str, old: &str) -> bool {
    let mut words = new.split_whitespace();
    old.split_whitespace()
        .all(|wanted| words.by_ref().any(|word| word == wanted))
}

/// An earlier build's match sheet as this build lays it out: the page footers gone (the
/// sheet is one page now), the teams' "— Players" headings become one "Players" heading
/// (the home team's caption, after the legend, is a word more), and the totals under each team ("Team totals: Score …") rather
/// than in a grid headed by both teams' names. Only the layout's own words change.
pub fn relaid_match_sheet(old: &str, title: &str, teams: [&str; 2]) -> String {
    let mut text = old.to_string();
    for page in 1..=9 {
        for of in 1..=9 {
            text = text.replace(&format!("Dugout {title} · page {page} of {of}"), " ");
        }
    }
    let [home, away] = teams;
    text = text.replace(&format!("Home · {home} — Players"), "Players");
    text = text.replace(
        &format!("Away · {away} — Players"),
        &format!("Away · {away}"),
    );
    text.replace(&format!("Team totals {home} {away}"), "Team totals: ")
}

/// Credits each DreadBall strike a Guard or a Keeper holds to a Jack or a Striker of the
/// same team. Files made before issue 46 (the demo among them) credited Guards with
/// strikes, which seed 000 does not allow and an import now refuses; a commissioner
/// would correct the match the same way before moving such a league.
pub fn strikes_to_scorers(path: &Path) {
    let conn = rusqlite::Connection::open(path).unwrap();
    conn.execute(
        "UPDATE match_event SET player_id = (
             SELECT j.id FROM player j
             WHERE j.team_id = (SELECT team_id FROM player WHERE id = match_event.player_id)
               AND j.position IN ('jack', 'striker') ORDER BY j.id LIMIT 1)
         WHERE kind = 'strike'
           AND player_id IN (SELECT id FROM player WHERE position IN ('guard', 'keeper'))
           AND EXISTS (SELECT 1 FROM player j
             WHERE j.team_id = (SELECT team_id FROM player WHERE id = match_event.player_id)
               AND j.position IN ('jack', 'striker'))",
        [],
    )
    .unwrap();
}
