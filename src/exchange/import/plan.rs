//! Checking a document table by table before anything is written: the tables the
//! game's documents hold, each row against its declaration, the keys, the rows each
//! row names, the parts a team is made of and the names that must be unique.

use std::collections::{HashMap, HashSet};

use rusqlite::types::Value as Sql;
use serde_json::Value;

use super::row::{Row, check_row};
use crate::data::Lang;
use crate::exchange::Problem;
use crate::exchange::document::{Document, Kind as DocKind, tables_of};
use crate::exchange::spec::{Kind, TableSpec};
use crate::games::Game;

/// A document checked row by row, ready to write.
pub(super) struct Plan {
    pub(super) tables: Vec<(&'static TableSpec, Vec<Row>)>,
}

impl Plan {
    /// Checks every table and row; `outside` lists, per table, the ids rows may name
    /// though the document does not hold them (a team's league).
    pub(super) fn check(
        document: &Document,
        game: &dyn Game,
        kind: DocKind,
        outside: &HashMap<&str, HashSet<i64>>,
    ) -> Result<Plan, Problem> {
        let specs = tables_of(game, kind);
        if let Some(unknown) = document
            .tables
            .keys()
            .find(|name| !specs.iter().any(|spec| spec.name == name.as_str()))
        {
            let known: Vec<&str> = specs.iter().map(|spec| spec.name).collect();
            return Err(Problem::new(
                format!("tables.{unknown}"),
                format!(
                    "this document holds no table `{unknown}` ({} ones hold: {})",
                    game.name(Lang::En),
                    known.join(", ")
                ),
                format!(
                    "ce document n'a pas de table `{unknown}` (ceux de {} ont : {})",
                    game.name(Lang::Fr),
                    known.join(", ")
                ),
            ));
        }
        let mut tables = Vec::new();
        for spec in &specs {
            let rows = match document.tables.get(spec.name) {
                None | Some(Value::Null) => Vec::new(),
                Some(Value::Array(rows)) => rows
                    .iter()
                    .enumerate()
                    .map(|(index, row)| check_row(spec, index, row))
                    .collect::<Result<_, _>>()?,
                Some(_) => {
                    return Err(Problem::new(
                        format!("tables.{}", spec.name),
                        "must be a list of rows",
                        "doit être une liste de lignes",
                    ));
                }
            };
            tables.push((*spec, rows));
        }
        let plan = Plan { tables };
        plan.check_keys()?;
        plan.check_references(game, outside)?;
        crate::exchange::links::check_links(&plan.tables)?;
        plan.check_unique_names()?;
        plan.check_parts()?;
        let carried_stats = crate::exchange::document::CARRIED_STATS;
        crate::exchange::carried::check_carried_stats(
            game,
            carried_stats,
            plan.rows(carried_stats),
        )?;
        Ok(plan)
    }

    pub(super) fn rows(&self, table: &str) -> &[Row] {
        self.tables
            .iter()
            .find(|(spec, _)| spec.name == table)
            .map_or(&[], |(_, rows)| rows.as_slice())
    }

    pub(super) fn values(&self, table: &str, column: &str) -> HashSet<i64> {
        let Some((spec, rows)) = self.tables.iter().find(|(spec, _)| spec.name == table) else {
            return HashSet::new();
        };
        let Some(index) = spec.columns.iter().position(|c| c.name == column) else {
            return HashSet::new();
        };
        rows.iter()
            .filter_map(|row| match row[index] {
                Sql::Integer(n) => Some(n),
                _ => None,
            })
            .collect()
    }

    fn check_keys(&self) -> Result<(), Problem> {
        for (spec, rows) in &self.tables {
            let Some(index) = spec.columns.iter().position(|c| c.kind == Kind::Key) else {
                continue;
            };
            let mut seen = HashSet::new();
            for (at, row) in rows.iter().enumerate() {
                if let Sql::Integer(id) = row[index]
                    && !seen.insert(id)
                {
                    return Err(Problem::new(
                        format!("tables.{}[{at}].id", spec.name),
                        format!("id {id} is used by an earlier row of `{}`", spec.name),
                        format!(
                            "l'id {id} est déjà pris par une ligne précédente de `{}`",
                            spec.name
                        ),
                    ));
                }
            }
        }
        Ok(())
    }

    fn check_references(
        &self,
        game: &dyn Game,
        outside: &HashMap<&str, HashSet<i64>>,
    ) -> Result<(), Problem> {
        let held: HashSet<&str> = self.tables.iter().map(|(spec, _)| spec.name).collect();
        for (spec, rows) in &self.tables {
            for (index, column) in spec.columns.iter().enumerate() {
                let Some(target) = column.refs else { continue };
                let mut known = self.values(target.table, target.column);
                if let Some(more) = outside.get(target.table) {
                    known.extend(more);
                }
                for (at, row) in rows.iter().enumerate() {
                    let Sql::Integer(value) = row[index] else {
                        continue;
                    };
                    if known.contains(&value) || target.soft {
                        continue;
                    }
                    let place = format!("tables.{}[{at}].{}", spec.name, column.name);
                    return Err(
                        if held.contains(target.table) || outside.contains_key(target.table) {
                            Problem::new(
                                place,
                                format!(
                                    "{value} names no row of `{}` in this document",
                                    target.table
                                ),
                                format!(
                                    "{value} ne désigne aucune ligne de `{}` dans ce document",
                                    target.table
                                ),
                            )
                        } else {
                            Problem::new(
                                place,
                                format!(
                                    "must be empty: {} documents of this kind hold no `{}`",
                                    game.name(Lang::En),
                                    target.table
                                ),
                                format!(
                                    "doit être vide : les documents de {} de ce type n'ont pas de `{}`",
                                    game.name(Lang::Fr),
                                    target.table
                                ),
                            )
                        },
                    );
                }
            }
        }
        Ok(())
    }

    /// A game's part of a league, team or player is there exactly once for each.
    fn check_parts(&self) -> Result<(), Problem> {
        for (spec, rows) in &self.tables {
            if crate::exchange::document::CARRIED.contains(&spec.name) {
                let mut seen = HashSet::new();
                for (at, row) in rows.iter().enumerate() {
                    if let Some(Sql::Integer(id)) = row.first()
                        && !seen.insert(*id)
                    {
                        return Err(Problem::new(
                            format!("tables.{}[{at}]", spec.name),
                            format!("{id} already has a row in `{}`", spec.name),
                            format!("{id} a déjà une ligne dans `{}`", spec.name),
                        ));
                    }
                }
            }
            let Some(owner) = spec.one_per else { continue };
            let mut count: HashMap<i64, usize> = HashMap::new();
            for row in rows {
                if let Some(Sql::Integer(id)) = row.first() {
                    *count.entry(*id).or_default() += 1;
                }
            }
            for (at, row) in self.rows(owner).iter().enumerate() {
                let Some(Sql::Integer(id)) = row.first() else {
                    continue;
                };
                let found = count.get(id).copied().unwrap_or(0);
                if found != 1 {
                    return Err(Problem::new(
                        format!("tables.{owner}[{at}]"),
                        format!(
                            "id {id} has {found} rows in `{}`; it needs exactly one",
                            spec.name
                        ),
                        format!(
                            "l'id {id} a {found} lignes dans `{}` ; il en faut exactement une",
                            spec.name
                        ),
                    ));
                }
            }
        }
        Ok(())
    }

    /// Values unique where the file keeps them so (any case), as each table's spec says
    /// (`Column::unique_in`): teams and seasons in a league, divisions in a season, a
    /// game's named things (Killpower Ball's power cards in a deck); shirt numbers among a
    /// team's current players.
    fn check_unique_names(&self) -> Result<(), Problem> {
        let unique = self.tables.iter().flat_map(|(spec, rows)| {
            spec.columns
                .iter()
                .filter_map(move |column| Some((spec, rows, column.unique_in?, column.name)))
        });
        for (spec, rows, scope, field) in unique {
            let table = spec.name;
            let at_of = |name: &str| spec.columns.iter().position(|c| c.name == name);
            let (Some(field_at), Some(scope_at)) = (at_of(field), at_of(scope)) else {
                continue;
            };
            let released_at = at_of("released_on");
            let mut seen = HashSet::new();
            for (at, row) in rows.iter().enumerate() {
                // A player who left keeps a number a current one may wear again.
                if released_at.is_some_and(|i| row[i] != Sql::Null) {
                    continue;
                }
                let value = match &row[field_at] {
                    Sql::Text(name) => name.trim().to_lowercase(),
                    Sql::Integer(n) => n.to_string(),
                    _ => continue,
                };
                let Sql::Integer(owner) = row[scope_at] else {
                    continue;
                };
                if !seen.insert((owner, value.clone())) {
                    return Err(Problem::new(
                        format!("tables.{table}[{at}].{field}"),
                        format!(
                            "`{value}` is already the {field} of an earlier `{table}` row of the same {}",
                            scope.trim_end_matches("_id")
                        ),
                        format!(
                            "« {value} » est déjà le champ {field} d'une ligne `{table}` précédente du même {}",
                            scope.trim_end_matches("_id")
                        ),
                    ));
                }
            }
        }
        Ok(())
    }
}
