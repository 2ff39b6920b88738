//! Only Dugout's schema runs: a league file must hold exactly the tables and indexes its
//! schema version makes, each defined as Dugout defines it, and no trigger or view of its
//! own. A file crafted to carry extra objects (a trigger that rewrites rows on every
//! write, a view) or to change one (an index made UNIQUE, a table given another CHECK) is
//! refused before anything is written to it, naming the object.

use std::path::Path;
use std::sync::OnceLock;

use rusqlite::Connection;
use rusqlite::config::DbConfig;

use super::{Damage, Mismatch, SchemaObject, StoreError, migrate, schema_objects, sql_text};

pub(super) use super::schema_objects::{Object, Objects};

/// Turns off what a crafted schema could make SQLite run on its own (functions with side
/// effects in views and triggers), and SQLite's defensive mode on (no writes to the schema
/// tables by hand).
pub(super) fn harden(conn: &Connection) -> Result<(), StoreError> {
    conn.set_db_config(DbConfig::SQLITE_DBCONFIG_TRUSTED_SCHEMA, false)?;
    conn.set_db_config(DbConfig::SQLITE_DBCONFIG_DEFENSIVE, true)?;
    Ok(())
}

/// The file's objects, but for those SQLite makes by itself: the indexes behind UNIQUE
/// and PRIMARY KEY (no SQL of their own), the AUTOINCREMENT counters and the statistics
/// `ANALYZE` keeps. Any other name beginning with `sqlite_` is compared like the rest.
pub(super) fn objects(conn: &Connection) -> rusqlite::Result<Objects> {
    let mut statement = conn.prepare(
        "SELECT type, name, tbl_name, sql FROM sqlite_schema
         WHERE NOT (type = 'index' AND sql IS NULL AND name LIKE 'sqlite\\_autoindex\\_%' ESCAPE '\\')
           AND NOT (type = 'table' AND name IN
               ('sqlite_sequence', 'sqlite_stat1', 'sqlite_stat2', 'sqlite_stat3', 'sqlite_stat4'))",
    )?;
    let rows = statement.query_map([], |row| {
        let sql: Option<String> = row.get(3)?;
        Ok((
            (row.get(0)?, row.get(1)?, row.get(2)?),
            sql_text::normalize(sql.as_deref().unwrap_or_default()),
        ))
    })?;
    rows.collect()
}

/// The objects each schema version makes, from an empty database migrated step by step
/// (worked out once per process, and only for a file at an older version).
fn expected() -> Result<&'static [Objects], StoreError> {
    static EXPECTED: OnceLock<Result<Vec<Objects>, String>> = OnceLock::new();
    EXPECTED
        .get_or_init(|| {
            let build = || -> Result<Vec<Objects>, StoreError> {
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
fn latest() -> &'static Objects {
    static LATEST: OnceLock<Objects> = OnceLock::new();
    LATEST.get_or_init(schema_objects::latest)
}

/// Refuses a file whose schema objects are not exactly those of its schema version,
/// defined the same way. A version no Dugout writes is refused before (`check_identity`).
pub(super) fn check_schema(conn: &Connection, path: &Path) -> Result<(), StoreError> {
    let version = migrate::schema_version(conn)?;
    if version == migrate::latest_version() {
        return compare(conn, path, latest());
    }
    let expected = usize::try_from(version)
        .ok()
        .and_then(|version| expected().map(|all| all.get(version)).transpose())
        .transpose()?;
    match expected {
        Some(expected) => compare(conn, path, expected),
        None => Err(StoreError::UnknownSchema {
            path: path.to_path_buf(),
            found: version,
        }),
    }
}

fn compare(conn: &Connection, path: &Path, expected: &Objects) -> Result<(), StoreError> {
    let found = objects(conn).map_err(|error| StoreError::Damaged {
        path: path.to_path_buf(),
        reason: Damage::unreadable(&error),
    })?;
    let refused = |(kind, name, table): &Object, how: Mismatch| StoreError::ForeignSchema {
        path: path.to_path_buf(),
        object: SchemaObject {
            kind: kind.clone(),
            name: name.clone(),
            table: (kind != "table" && name != table).then(|| table.clone()),
        },
        how,
    };
    if let Some(extra) = found.keys().find(|object| !expected.contains_key(*object)) {
        return Err(refused(extra, Mismatch::Extra));
    }
    let changed = found
        .iter()
        .find(|(object, sql)| expected.get(*object).is_some_and(|wanted| wanted != *sql));
    if let Some((object, _)) = changed {
        return Err(refused(object, Mismatch::Different));
    }
    if let Some(gone) = expected.keys().find(|object| !found.contains_key(*object)) {
        return Err(refused(gone, Mismatch::Missing));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Fails, saying which lines differ, when the migrations make another schema than the
    /// list written out; `DUGOUT_WRITE_SCHEMA=1` writes the list the migrations make.
    #[test]
    fn the_written_out_objects_are_those_the_migrations_make() {
        let made = &expected().expect("migrations run")[migrate::latest_version() as usize];
        if std::env::var_os("DUGOUT_WRITE_SCHEMA").is_some() {
            let file = concat!(env!("CARGO_MANIFEST_DIR"), "/src/store/schema_objects.txt");
            std::fs::write(file, schema_objects::written_out(made)).expect("write the list");
        }
        let listed = schema_objects::written_out(latest());
        let wanted = schema_objects::written_out(made);
        let differ: Vec<String> = wanted
            .lines()
            .filter(|line| !listed.lines().any(|other| other == *line))
            .map(|line| format!("+ {line}"))
            .chain(
                listed
                    .lines()
                    .filter(|line| !wanted.lines().any(|other| other == *line))
                    .map(|line| format!("- {line}")),
            )
            .collect();
        assert!(
            differ.is_empty(),
            "src/store/schema_objects.txt is not what the migrations make (run this test \
             with DUGOUT_WRITE_SCHEMA=1 to write it):\n{}",
            differ.join("\n")
        );
        assert!(made.len() > 80, "{} objects", made.len());
    }

    #[test]
    fn a_file_at_each_version_matches_its_own_version_only() {
        let all = expected().expect("migrations run");
        for (version, objects) in all.iter().enumerate().skip(1) {
            assert_ne!(
                objects,
                &all[version - 1],
                "version {version} changes nothing"
            );
        }
    }
}
