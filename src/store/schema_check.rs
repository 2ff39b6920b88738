//! Only Dugout's schema runs: a league file must hold exactly the tables and indexes its
//! schema version makes, and no trigger or view of its own. A file crafted to carry extra
//! objects (a trigger that rewrites rows on every write, a view) is refused before anything
//! is written to it, naming the object.

use std::collections::BTreeSet;
use std::path::Path;
use std::sync::OnceLock;

use rusqlite::Connection;
use rusqlite::config::DbConfig;

use super::{Damage, SchemaObject, StoreError, migrate};

/// A schema object: its type (`table`, `index`, `trigger`, `view`), name and table.
type Object = (String, String, String);

/// Turns off what a crafted schema could make SQLite run on its own (functions with side
/// effects in views and triggers), and SQLite's defensive mode on (no writes to the schema
/// tables by hand).
pub(super) fn harden(conn: &Connection) -> Result<(), StoreError> {
    conn.set_db_config(DbConfig::SQLITE_DBCONFIG_TRUSTED_SCHEMA, false)?;
    conn.set_db_config(DbConfig::SQLITE_DBCONFIG_DEFENSIVE, true)?;
    Ok(())
}

fn objects(conn: &Connection) -> rusqlite::Result<BTreeSet<Object>> {
    let mut statement = conn.prepare(
        "SELECT type, name, tbl_name FROM sqlite_schema WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\'",
    )?;
    let rows = statement.query_map([], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)))?;
    rows.collect()
}

/// The objects each schema version makes, from an empty database migrated step by step
/// (worked out once per process).
fn expected() -> Result<&'static [BTreeSet<Object>], StoreError> {
    static EXPECTED: OnceLock<Result<Vec<BTreeSet<Object>>, String>> = OnceLock::new();
    EXPECTED
        .get_or_init(|| {
            let build = || -> Result<Vec<BTreeSet<Object>>, StoreError> {
                let mut conn = Connection::open_in_memory()?;
                let mut versions = vec![objects(&conn)?];
                for version in 1..=migrate::latest_version() {
                    migrate::migrate_to(&mut conn, version)?;
                    versions.push(objects(&conn)?);
                }
                Ok(versions)
            };
            build().map_err(|error| error.to_string())
        })
        .as_deref()
        .map_err(|error| StoreError::Corrupt(format!("Dugout's own schema: {error}")))
}

/// The objects of the current version, from the list written out.
fn latest() -> &'static BTreeSet<Object> {
    static LATEST: OnceLock<BTreeSet<Object>> = OnceLock::new();
    LATEST.get_or_init(|| {
        super::schema_objects::LATEST
            .iter()
            .map(|(kind, name, table)| (kind.to_string(), name.to_string(), table.to_string()))
            .collect()
    })
}

/// Refuses a file whose schema objects are not exactly those of its schema version.
pub(super) fn check_schema(conn: &Connection, path: &Path) -> Result<(), StoreError> {
    let version = migrate::schema_version(conn)?;
    if version == migrate::latest_version() {
        return compare(conn, path, latest());
    }
    // A newer version is refused by the version check; a negative one holds nothing.
    let Some(expected) = usize::try_from(version)
        .ok()
        .and_then(|version| expected().map(|all| all.get(version)).transpose())
        .transpose()?
    else {
        return Ok(());
    };
    compare(conn, path, expected)
}

fn compare(conn: &Connection, path: &Path, expected: &BTreeSet<Object>) -> Result<(), StoreError> {
    let found = objects(conn).map_err(|error| StoreError::Damaged {
        path: path.to_path_buf(),
        reason: Damage::unreadable(&error),
    })?;
    let unexpected = |(kind, name, table): &Object, missing: bool| StoreError::ForeignSchema {
        path: path.to_path_buf(),
        object: SchemaObject {
            kind: kind.clone(),
            name: name.clone(),
            table: (kind != "table" && name != table).then(|| table.clone()),
        },
        missing,
    };
    if let Some(extra) = found.difference(expected).next() {
        return Err(unexpected(extra, false));
    }
    if let Some(gone) = expected.difference(&found).next() {
        return Err(unexpected(gone, true));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_written_out_objects_are_those_the_migrations_make() {
        let made = expected().expect("migrations run")[migrate::latest_version() as usize].clone();
        let listed: Vec<String> = made
            .iter()
            .map(|(kind, name, table)| format!("    (\"{kind}\", \"{name}\", \"{table}\"),"))
            .collect();
        assert_eq!(
            &made,
            latest(),
            "src/store/schema_objects.rs must list:\n{}",
            listed.join("\n")
        );
    }
}
