//! The schema objects of the current schema version, written out in
//! `schema_objects.txt`: checking a file at this version then costs nothing to work out
//! (older versions are worked out by running the migrations on an empty database). A test
//! checks this list against the migrations; a new migration makes it fail with the lines
//! to change (`DUGOUT_WRITE_SCHEMA=1` writes them).
//!
//! One line per table, index, trigger and view, by type then name: its type, name and
//! table, then its SQL normalized (`sql_text::normalize`), separated by tabs. A text file
//! rather than Rust: a table's SQL is one line of up to a few thousand characters.

use std::collections::BTreeMap;

/// A schema object: its type (`table`, `index`, `trigger`, `view`), name and table.
pub(super) type Object = (String, String, String);

/// Every object of a schema and its definition, normalized (`sql_text::normalize`).
pub(super) type Objects = BTreeMap<Object, String>;

const LATEST: &str = include_str!("schema_objects.txt");

/// The objects of the current version and their definitions.
pub(super) fn latest() -> Objects {
    LATEST
        .lines()
        .filter(|line| !line.trim().is_empty())
        .map(|line| {
            let mut fields = line.splitn(4, '\t');
            let mut next = || fields.next().unwrap_or_default().to_string();
            ((next(), next(), next()), next())
        })
        .collect()
}

/// `objects` as the text file holds them.
#[cfg(test)]
pub(super) fn written_out(objects: &Objects) -> String {
    objects
        .iter()
        .map(|((kind, name, table), sql)| format!("{kind}\t{name}\t{table}\t{sql}\n"))
        .collect()
}
