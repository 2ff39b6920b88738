//! Saved designs: a name and the design's JSON, shared by every team of the file.

use chrono::NaiveDate;
use rusqlite::{OptionalExtension, Row, params};
use serde::Serialize;

use crate::store::{StoreError, TemplateId, Tx};

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TemplateRecord {
    pub id: TemplateId,
    pub name: String,
    /// "mechanite" or "mutant".
    pub build: String,
    /// The design as JSON text.
    pub design: String,
    pub created_on: NaiveDate,
}

const COLUMNS: &str = "id, name, build, design, created_on";

fn template_from_row(row: &Row<'_>) -> rusqlite::Result<TemplateRecord> {
    Ok(TemplateRecord {
        id: row.get(0)?,
        name: row.get(1)?,
        build: row.get(2)?,
        design: row.get(3)?,
        created_on: row.get(4)?,
    })
}

impl Tx<'_> {
    pub fn insert_template(
        &self,
        name: &str,
        build: &str,
        design: &str,
        on: NaiveDate,
    ) -> Result<TemplateId, StoreError> {
        self.conn().execute(
            "INSERT INTO build_template (name, build, design, created_on) VALUES (?1, ?2, ?3, ?4)",
            params![name, build, design, on],
        )?;
        Ok(TemplateId(self.conn().last_insert_rowid()))
    }

    /// Every saved design, by name.
    pub fn templates(&self) -> Result<Vec<TemplateRecord>, StoreError> {
        let mut statement = self.conn().prepare_cached(&format!(
            "SELECT {COLUMNS} FROM build_template ORDER BY name COLLATE NOCASE"
        ))?;
        let rows = statement.query_map([], template_from_row)?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// The template with this id, or (ignoring case) this name.
    pub fn find_template(&self, query: &str) -> Result<Option<TemplateRecord>, StoreError> {
        let id: Option<i64> = query.trim().parse().ok();
        Ok(self
            .conn()
            .prepare_cached(&format!(
                "SELECT {COLUMNS} FROM build_template WHERE id = ?1 OR name = ?2 ORDER BY id = ?1 DESC LIMIT 1"
            ))?
            .query_row(params![id, query.trim()], template_from_row)
            .optional()?)
    }

    pub fn delete_template(&self, id: TemplateId) -> Result<(), StoreError> {
        self.conn()
            .execute("DELETE FROM build_template WHERE id = ?1", [id])?;
        Ok(())
    }
}
