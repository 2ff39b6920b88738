//! Helpers for the tests that open a league file written by an earlier schema.

use std::path::Path;
use std::process::Command;

use rusqlite::Connection;
use serde_json::Value;

/// Rows per table, as `(table, count)`.
pub fn row_counts(path: &Path) -> Vec<(String, i64)> {
    let conn = Connection::open(path).unwrap();
    let tables: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
        .unwrap()
        .query_map([], |row| row.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    tables
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

pub fn dugout(db: &Path, args: &[&str]) -> String {
    let output = Command::new(env!("CARGO_BIN_EXE_dugout"))
        .args(args)
        .env("DUGOUT_DB", db)
        .output()
        .unwrap();
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
