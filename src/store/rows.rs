//! Rows of any table by name, for exchange documents. Table and column names come only
//! from Dugout's own declarations (`exchange::spec`), never from a document.

use rusqlite::types::Value;

use super::{StoreError, Tx};

impl Tx<'_> {
    /// The rows `columns` of `table` where `condition` holds (`?1`: `id`), oldest first.
    pub fn table_rows(
        &self,
        table: &str,
        columns: &[&str],
        condition: &str,
        id: i64,
    ) -> Result<Vec<Vec<Value>>, StoreError> {
        let sql = format!(
            "SELECT {} FROM {table} WHERE {condition} ORDER BY rowid",
            columns.join(", ")
        );
        let mut statement = self.conn().prepare(&sql)?;
        let rows = statement.query_map([id], |row| {
            (0..columns.len())
                .map(|index| row.get::<_, Value>(index))
                .collect()
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Inserts one row; returns its rowid.
    pub fn insert_table_row(
        &self,
        table: &str,
        columns: &[&str],
        values: &[Value],
    ) -> Result<i64, StoreError> {
        let marks: Vec<String> = (1..=columns.len()).map(|n| format!("?{n}")).collect();
        let sql = format!(
            "INSERT INTO {table} ({}) VALUES ({})",
            columns.join(", "),
            marks.join(", ")
        );
        self.conn()
            .prepare_cached(&sql)?
            .execute(rusqlite::params_from_iter(values))?;
        Ok(self.conn().last_insert_rowid())
    }

    /// Sets one column of the row with this id.
    pub fn set_table_column(
        &self,
        table: &str,
        id: i64,
        column: &str,
        value: &Value,
    ) -> Result<(), StoreError> {
        let sql = format!("UPDATE {table} SET {column} = ?1 WHERE id = ?2");
        self.conn()
            .prepare_cached(&sql)?
            .execute(rusqlite::params![value, id])?;
        Ok(())
    }
}
