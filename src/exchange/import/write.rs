//! Writing a checked document: every row gets a new id, the columns naming other rows
//! are rewritten to the new ids, and a row the file's own rules refuse is said without
//! SQLite's words.

use std::collections::HashMap;

use rusqlite::types::Value as Sql;

use super::plan::Plan;
use crate::exchange::Problem;
use crate::exchange::spec::{Kind, TableSpec};
use crate::store::Tx;
use crate::{Error, Result};

/// Old ids (the document's) to new ones, per table holding a key.
pub(super) type IdMaps = HashMap<&'static str, HashMap<i64, i64>>;

/// What a plan wrote: each old id's new one (or the row it stands for), and how many
/// rows each table got.
pub(super) struct Written {
    pub(super) maps: IdMaps,
    pub(super) rows: HashMap<&'static str, usize>,
}

impl Plan {
    /// The document's team ids and their new ones, in the document's order.
    pub(super) fn team_ids(&self, maps: &IdMaps) -> Vec<(i64, i64)> {
        let mut old: Vec<i64> = self.values("team", "id").into_iter().collect();
        let order: Vec<i64> = self
            .rows("team")
            .iter()
            .filter_map(|row| match row.first() {
                Some(Sql::Integer(id)) => Some(*id),
                _ => None,
            })
            .collect();
        old.sort_by_key(|id| order.iter().position(|o| o == id));
        old.into_iter()
            .filter_map(|id| Some((id, *maps.get("team")?.get(&id)?)))
            .collect()
    }

    /// Writes every row, table by table, with new ids; a row naming a row of its own
    /// table written later (a match made by another's result) is linked afterwards.
    pub(super) fn write(&self, tx: &Tx<'_>, given: &IdMaps) -> Result<Written> {
        let mut maps = given.clone();
        let mut counts: HashMap<&'static str, usize> = HashMap::new();
        for (spec, rows) in &self.tables {
            let mut later = Vec::new();
            for (at, row) in rows.iter().enumerate() {
                if self.stands_for_a_row_there(spec, row, given) {
                    continue;
                }
                let mut names = Vec::new();
                let mut values = Vec::new();
                let mut old_id = None;
                for (column, value) in spec.columns.iter().zip(row) {
                    if column.kind == Kind::Key {
                        if let Sql::Integer(id) = value {
                            old_id = Some(*id);
                        }
                        continue;
                    }
                    let value = match (column.refs, value) {
                        (Some(target), Sql::Integer(old)) => {
                            match maps.get(target.map).and_then(|map| map.get(old)) {
                                Some(new) => Sql::Integer(*new),
                                None if target.map == spec.name => {
                                    later.push((at, column.name, *old));
                                    Sql::Null
                                }
                                None => Sql::Null,
                            }
                        }
                        (_, value) => value.clone(),
                    };
                    names.push(column.name);
                    values.push(value);
                }
                let new_id = tx
                    .insert_table_row(spec.name, &names, &values)
                    .map_err(|error| refused_row(spec.name, at, &error))?;
                *counts.entry(spec.name).or_default() += 1;
                if let Some(old) = old_id {
                    maps.entry(spec.name).or_default().insert(old, new_id);
                }
            }
            for (at, column, old) in later {
                let (Some(new), Some(own)) = (
                    maps.get(spec.name).and_then(|map| map.get(&old)).copied(),
                    self.new_id_of_row(spec, at, &maps),
                ) else {
                    continue;
                };
                tx.set_table_column(spec.name, own, column, &Sql::Integer(new))?;
            }
        }
        Ok(Written { maps, rows: counts })
    }

    /// Whether `row` is one the file already has (`given` maps its id): it is not written.
    fn stands_for_a_row_there(&self, spec: &TableSpec, row: &[Sql], given: &IdMaps) -> bool {
        let Some(index) = spec.columns.iter().position(|c| c.kind == Kind::Key) else {
            return false;
        };
        let Some(Sql::Integer(old)) = row.get(index) else {
            return false;
        };
        given
            .get(spec.name)
            .is_some_and(|map| map.contains_key(old))
    }

    fn new_id_of_row(&self, spec: &TableSpec, at: usize, maps: &IdMaps) -> Option<i64> {
        let index = spec.columns.iter().position(|c| c.kind == Kind::Key)?;
        let Sql::Integer(old) = self.rows(spec.name).get(at)?[index] else {
            return None;
        };
        maps.get(spec.name)?.get(&old).copied()
    }
}

/// A row the file's own rules refuse, said without SQLite's words.
fn refused_row(table: &str, at: usize, error: &crate::store::StoreError) -> Error {
    // SQLite's own message says which rule; it is read here, never shown.
    let text = match error {
        crate::store::StoreError::Sqlite(rusqlite::Error::SqliteFailure(_, Some(said))) => {
            said.clone()
        }
        other => other.to_string(),
    };
    let (en, fr) = if let Some(columns) = text.split("UNIQUE constraint failed: ").nth(1) {
        let columns: Vec<&str> = columns
            .split(", ")
            .map(|c| c.rsplit('.').next().unwrap_or(c))
            .collect();
        let columns = columns.join(", ");
        (
            format!(
                "another row of `{table}` already has the same {columns} (another program may have written it meanwhile)"
            ),
            format!(
                "une autre ligne de `{table}` a déjà les mêmes {columns} (un autre programme l'a peut-être écrite entre-temps)"
            ),
        )
    } else if let Some(rule) = text.split("CHECK constraint failed: ").nth(1) {
        (
            format!("a value breaks the rule `{rule}`"),
            format!("une valeur enfreint la règle `{rule}`"),
        )
    } else if text.contains("FOREIGN KEY") {
        (
            "it names a row that does not exist".to_string(),
            "elle désigne une ligne qui n'existe pas".to_string(),
        )
    } else if matches!(error, crate::store::StoreError::Busy) {
        return Error::Store(crate::store::StoreError::Busy);
    } else {
        (
            format!("the league file refused this `{table}` row as it stands"),
            format!("le fichier de ligue a refusé cette ligne de `{table}` telle quelle"),
        )
    };
    Problem::new(format!("tables.{table}[{at}]"), en, fr).into()
}
