//! The rows behind what `PRAGMA quick_check` says of a table's rules. It names the table
//! (and the column) but not the row: each rule is asked again of the table's rows to say
//! which rows break it, and how. On a connection that cannot write, SQLite does not read
//! CHECK rules at all (its quick check then misses them): they are asked of every table.

use rusqlite::{Connection, OptionalExtension};

use super::{Rule, RuleBreak, sql_text};

/// How many rows are named per rule at most.
const ROWS_NAMED: usize = 20;

/// A line of the quick check about a table's rules, as facts.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub(super) struct RuleLine {
    table: String,
    broken: Broken,
}

#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
enum Broken {
    /// "CHECK constraint failed in TABLE".
    Check,
    /// "NULL value in TABLE.COLUMN".
    NotNull(String),
    /// "NUMERIC value in TABLE.COLUMN": a number in a text column.
    NumberInText(String),
    /// "TEXT value in TABLE.COLUMN": a text that reads as a number in a number column.
    TextInNumber(String),
    /// "non-TYPE value in TABLE.COLUMN": a value of another kind in a STRICT column.
    OtherKind(String),
}

impl RuleLine {
    /// The facts of a quick-check line about a rule; `None` for any other line (a page
    /// that does not read back).
    pub(super) fn parse(line: &str) -> Option<RuleLine> {
        if let Some(table) = line.strip_prefix("CHECK constraint failed in ") {
            return Some(RuleLine {
                table: table.to_string(),
                broken: Broken::Check,
            });
        }
        let (kind, place) = line.split_once(" value in ")?;
        let (table, column) = place.split_once('.')?;
        let column = column.to_string();
        let broken = match kind {
            "NULL" => Broken::NotNull(column),
            "NUMERIC" => Broken::NumberInText(column),
            "TEXT" => Broken::TextInNumber(column),
            other if other.starts_with("non-") => Broken::OtherKind(column),
            _ => return None,
        };
        Some(RuleLine {
            table: table.to_string(),
            broken,
        })
    }

    /// CHECK rules are not read on a connection that cannot write (SQLite leaves them
    /// out of its schema there, so its quick check does not see them): this line asks
    /// them of `table` instead.
    pub(super) fn checks_of(table: String) -> RuleLine {
        RuleLine {
            table,
            broken: Broken::Check,
        }
    }

    /// The line for a row found nowhere: the table and the rule, without a row.
    pub(super) fn unlocated(&self) -> RuleBreak {
        let rule = match &self.broken {
            Broken::Check => Rule::Check(String::new()),
            Broken::NotNull(column) => Rule::NotNull(column.clone()),
            Broken::NumberInText(column)
            | Broken::TextInNumber(column)
            | Broken::OtherKind(column) => Rule::Kind(column.clone()),
        };
        RuleBreak {
            table: self.table.clone(),
            row: None,
            rule,
        }
    }

    /// The rows that break the rule (the first few); none when they cannot be found.
    pub(super) fn rows(&self, conn: &Connection) -> Vec<RuleBreak> {
        let (rule, condition) = match &self.broken {
            Broken::Check => return self.check_rows(conn).unwrap_or_default(),
            Broken::NotNull(column) => (
                Rule::NotNull(column.clone()),
                format!("{} IS NULL", quoted(column)),
            ),
            Broken::NumberInText(column) => (
                Rule::Kind(column.clone()),
                format!("typeof({}) IN ('integer', 'real')", quoted(column)),
            ),
            Broken::TextInNumber(_) | Broken::OtherKind(_) => return Vec::new(),
        };
        let sql = format!(
            "SELECT rowid FROM {} WHERE {condition} ORDER BY rowid LIMIT {ROWS_NAMED}",
            quoted(&self.table)
        );
        let rows: rusqlite::Result<Vec<i64>> = conn
            .prepare(&sql)
            .and_then(|mut statement| statement.query_map([], |row| row.get(0))?.collect());
        rows.unwrap_or_default()
            .into_iter()
            .map(|row| RuleBreak {
                table: self.table.clone(),
                row: Some(row),
                rule: rule.clone(),
            })
            .collect()
    }

    /// The rows of the table that break one of its CHECK rules, read from its SQL, in
    /// one pass over the table. A rule holds when its expression is true or NULL.
    fn check_rows(&self, conn: &Connection) -> rusqlite::Result<Vec<RuleBreak>> {
        let sql: Option<String> = conn
            .query_row(
                "SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = ?1",
                [&self.table],
                |row| row.get(0),
            )
            .optional()?
            .flatten();
        let rules = sql
            .as_deref()
            .map(sql_text::check_rules)
            .unwrap_or_default();
        if rules.is_empty() {
            return Ok(Vec::new());
        }
        let broken: Vec<String> = rules
            .iter()
            .map(|rule| format!("coalesce(NOT ({rule}), 0)"))
            .collect();
        let mut statement = conn.prepare(&format!(
            "SELECT rowid, {} FROM {} WHERE {} ORDER BY rowid LIMIT {ROWS_NAMED}",
            broken.join(", "),
            quoted(&self.table),
            broken.join(" OR ")
        ))?;
        let mut found = Vec::new();
        let mut rows = statement.query([])?;
        while let Some(row) = rows.next()? {
            let id: i64 = row.get(0)?;
            for (index, rule) in rules.iter().enumerate() {
                if row.get::<_, i64>(index + 1)? != 0 {
                    found.push(RuleBreak {
                        table: self.table.clone(),
                        row: Some(id),
                        rule: Rule::Check(rule.clone()),
                    });
                }
            }
        }
        found.truncate(ROWS_NAMED);
        Ok(found)
    }
}

/// `name` as an SQL identifier.
fn quoted(name: &str) -> String {
    format!("\"{}\"", name.replace('"', "\"\""))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn conn() -> Connection {
        let conn = Connection::open_in_memory().expect("memory");
        conn.execute_batch(
            "CREATE TABLE money (id INTEGER PRIMARY KEY, amount INTEGER NOT NULL CHECK (amount >= 0),
                 note TEXT, CONSTRAINT short CHECK (length(note) < 5));
             PRAGMA ignore_check_constraints = ON;
             INSERT INTO money VALUES (1, 5, 'ok'), (2, -3, 'ok'), (3, 1, 'too long'), (4, 2, NULL);
             PRAGMA ignore_check_constraints = OFF;",
        )
        .expect("crafted");
        conn
    }

    #[test]
    fn each_row_that_breaks_a_check_is_named_with_its_rule() {
        let conn = conn();
        let lines: Vec<String> = conn
            .prepare("PRAGMA quick_check")
            .and_then(|mut s| s.query_map([], |r| r.get(0))?.collect())
            .expect("check");
        let parsed: Vec<RuleLine> = lines.iter().filter_map(|l| RuleLine::parse(l)).collect();
        assert_eq!(parsed.len(), 2, "{lines:?}");
        assert_eq!(parsed[0], parsed[1], "one line per row");
        let rows = parsed[0].rows(&conn);
        let named: Vec<(Option<i64>, Rule)> = rows.into_iter().map(|b| (b.row, b.rule)).collect();
        assert_eq!(
            named,
            vec![
                (Some(2), Rule::Check("amount >= 0".into())),
                (Some(3), Rule::Check("length(note) < 5".into())),
            ]
        );
    }

    #[test]
    fn a_table_s_checks_are_asked_of_its_rows_even_with_a_comment_inside() {
        let conn = Connection::open_in_memory().expect("memory");
        conn.execute_batch(
            "CREATE TABLE t (id INTEGER PRIMARY KEY, a INTEGER CHECK (a >= 0 -- hide ) OR 1\n));
             PRAGMA ignore_check_constraints = ON;
             INSERT INTO t VALUES (1, 1), (2, -1), (3, NULL);",
        )
        .expect("crafted");
        let rows = RuleLine::checks_of("t".into()).rows(&conn);
        assert_eq!(
            rows,
            vec![RuleBreak {
                table: "t".into(),
                row: Some(2),
                rule: Rule::Check("a >= 0".into()),
            }]
        );
    }

    #[test]
    fn other_lines_are_not_rules() {
        for line in [
            "row 3 missing from index team_by_league",
            "Page 12: btreeInitPage() returns error code 11",
            "wrong # of entries in index x",
        ] {
            assert_eq!(RuleLine::parse(line), None, "{line}");
        }
        assert_eq!(
            RuleLine::parse("NULL value in team.name"),
            Some(RuleLine {
                table: "team".into(),
                broken: Broken::NotNull("name".into()),
            })
        );
    }
}
