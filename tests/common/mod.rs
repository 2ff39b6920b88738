//! Helpers shared by the integration tests.
#![allow(dead_code)]

pub mod bloodbowl;
pub mod cli;
pub mod fixture;
pub mod killpower;
pub mod pdf;
pub mod property;

use std::path::Path;

use rusqlite::Connection;

/// The names of a league file's tables, by name.
pub fn tables(conn: &Connection) -> Vec<String> {
    conn.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
        .unwrap()
        .query_map([], |row| row.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap()
}

/// Every row of every table, in a stable order: to check a refused change wrote nothing.
pub fn dump(path: &Path) -> Vec<String> {
    let conn = Connection::open(path).expect("open for dump");
    let tables = tables(&conn);
    let mut rows = Vec::new();
    for table in tables {
        let mut statement = conn
            .prepare(&format!("SELECT * FROM {table} ORDER BY rowid"))
            .unwrap();
        let columns = statement.column_count();
        let mut query = statement.query([]).unwrap();
        while let Some(row) = query.next().unwrap() {
            let values: Vec<String> = (0..columns)
                .map(|i| format!("{:?}", row.get_ref(i).unwrap()))
                .collect();
            rows.push(format!("{table}: {}", values.join(" | ")));
        }
    }
    rows
}
