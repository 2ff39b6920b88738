//! Reading a league or a team document into the open file: every row checked against
//! the table's declaration (fields, types, limits, dates, the rows it names), then one
//! transaction writes it with new ids and the game checks every team it brought. A
//! dry run does all of it and rolls back, returning what would have been added.

use std::collections::{HashMap, HashSet};

use rusqlite::types::Value as Sql;
use serde::Serialize;
use serde_json::{Map, Value};

use super::Problem;
use super::document::{Document, Kind as DocKind, tables_of};
use super::spec::{Column, JSON_MAX_BYTES, Kind, TEXT_MAX_CHARS, TableSpec, TextRule, WHOLE_MAX};
use crate::coach::games;
use crate::coach::{load_league, write_audit};
use crate::data::Lang;
use crate::error::Surface;
use crate::games::Game;
use crate::store::{BackupReason, LeagueId, NewAudit, PendingCopy, Store, TeamId, Tx};
use crate::{Error, Result};

/// What an import added (or would add, on a dry run).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ImportSummary {
    pub dry_run: bool,
    pub league_id: LeagueId,
    pub league: String,
    pub teams: Vec<(TeamId, String)>,
    /// Rows added per table, in the order written.
    pub rows: Vec<TableCount>,
    /// The copy of the file made before writing (none on a dry run).
    pub backup: Option<std::path::PathBuf>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TableCount {
    pub table: &'static str,
    pub rows: usize,
}

/// A row checked against its table: the values to write, in the table's column order.
type Row = Vec<Sql>;

/// Old ids (the document's) to new ones, per table holding a key.
type IdMaps = HashMap<&'static str, HashMap<i64, i64>>;

/// What a plan wrote: each old id's new one (or the row it stands for), and how many
/// rows each table got.
struct Written {
    maps: IdMaps,
    rows: HashMap<&'static str, usize>,
}

/// Adds a league document to the file as a new league.
pub fn import_league(
    store: &mut Store,
    text: &str,
    dry_run: bool,
    lang: Lang,
) -> Result<ImportSummary> {
    let document = Document::parse(text, DocKind::League)?;
    let game = game_of(&document)?;
    check_one_league(&document, game)?;
    let plan = Plan::check(&document, game, DocKind::League, &HashMap::new())?;
    run(store, dry_run, game, lang, |tx| {
        let written = plan.write(tx, &IdMaps::new())?;
        let league = LeagueId(first_new_id(&written.maps, "league")?);
        finish(tx, &plan, game, &written, league, lang, "import league")
    })
}

/// Adds a team document to league `league` (of the same game); `name` renames it.
pub fn import_team(
    store: &mut Store,
    text: &str,
    league: LeagueId,
    name: Option<&str>,
    dry_run: bool,
    lang: Lang,
) -> Result<ImportSummary> {
    let mut document = Document::parse(text, DocKind::Team)?;
    let game = game_of(&document)?;
    let target = store.read(|tx| load_league(tx, league))?;
    if target.game != game.id() {
        return Err(Problem::new(
            "game",
            format!(
                "a {} team cannot join `{}`, a {} league",
                game.name(Lang::En),
                target.name,
                games::of(&target.game)?.name(Lang::En)
            ),
            format!(
                "une équipe de {} ne peut pas rejoindre « {} », une ligue de {}",
                game.name(Lang::Fr),
                target.name,
                games::of(&target.game)?.name(Lang::Fr)
            ),
        )
        .into());
    }
    if let Some(name) = name {
        rename_team(&mut document, name.trim());
    }
    let teams = document.tables.get("team").and_then(Value::as_array);
    let Some([team]) = teams.map(Vec::as_slice) else {
        return Err(Problem::new(
            "tables.team",
            "a team document holds exactly one team",
            "un document d'équipe contient exactement une équipe",
        )
        .into());
    };
    let old_league = team.get("league_id").and_then(Value::as_i64).unwrap_or(0);
    if let Some(name) = team.get("name").and_then(Value::as_str)
        && store.read(|tx| tx.team_name_taken(league, name))?
    {
        return Err(Problem::new(
            "tables.team[0].name",
            format!("league `{}` already has a team named `{name}`; give the team another name (--name)", target.name),
            format!("la ligue « {} » a déjà une équipe nommée « {name} » ; donnez un autre nom à l'équipe (--name)", target.name),
        )
        .into());
    }
    let outside = HashMap::from([("league", HashSet::from([old_league]))]);
    let plan = Plan::check(&document, game, DocKind::Team, &outside)?;
    run(store, dry_run, game, lang, |tx| {
        let mut given = IdMaps::from([("league", HashMap::from([(old_league, league.0)]))]);
        for (table, old, existing) in game.shared_rows(tx, league, &document.tables)? {
            given.entry(table).or_default().insert(old, existing);
        }
        let written = plan.write(tx, &given)?;
        finish(tx, &plan, game, &written, league, lang, "import team")
    })
}

/// A league document holds one league, of the game its envelope names.
fn check_one_league(document: &Document, game: &dyn Game) -> Result<(), Problem> {
    let leagues = document.tables.get("league").and_then(Value::as_array);
    let Some([league]) = leagues.map(Vec::as_slice) else {
        return Err(Problem::new(
            "tables.league",
            "a league document holds exactly one league",
            "un document de ligue contient exactement une ligue",
        ));
    };
    match league.get("game").and_then(Value::as_str) {
        Some(id) if id == game.id() => Ok(()),
        other => Err(Problem::new(
            "tables.league[0].game",
            format!(
                "{} is not `{}`, the game the document names",
                other.unwrap_or("nothing"),
                game.id()
            ),
            format!(
                "{} n'est pas `{}`, le jeu que nomme le document",
                other.unwrap_or("rien"),
                game.id()
            ),
        )),
    }
}

fn game_of(document: &Document) -> Result<&'static dyn Game> {
    games::find(&document.game).ok_or_else(|| {
        let known: Vec<&str> = games::GAMES.iter().map(|game| game.id()).collect();
        Problem::new(
            "game",
            format!(
                "`{}` is not a game this Dugout manages ({})",
                document.game,
                known.join(", ")
            ),
            format!(
                "`{}` n'est pas un jeu géré par ce Dugout ({})",
                document.game,
                known.join(", ")
            ),
        )
        .into()
    })
}

fn rename_team(document: &mut Document, name: &str) {
    if let Some(team) = document
        .tables
        .get_mut("team")
        .and_then(Value::as_array_mut)
        .and_then(|rows| rows.first_mut())
        .and_then(Value::as_object_mut)
    {
        team.insert("name".into(), Value::String(name.to_string()));
    }
}

/// Checks the whole file first (an import rewrites much of it), then writes the
/// document to a copy of the file in memory and runs every read and undo of the league
/// there (accepted means usable); only then copies the file next to itself and writes
/// in one transaction. The copy is kept (and the older ones pruned) only when the write
/// succeeds. A dry run stops after the copy in memory.
fn run(
    store: &mut Store,
    dry_run: bool,
    game: &dyn Game,
    lang: Lang,
    body: impl Fn(&Tx<'_>) -> Result<ImportSummary>,
) -> Result<ImportSummary> {
    store.check_integrity()?;
    let mut scratch = store.scratch_copy()?;
    let mut summary = scratch.write(&body)?;
    super::usable::check_usable(&mut scratch, summary.league_id, game, lang)?;
    drop(scratch);
    if dry_run {
        summary.dry_run = true;
        return Ok(summary);
    }
    let copy = before_import(store)?;
    let mut summary = store.write(body)?;
    summary.backup = copy.map(|copy| copy.keep(store));
    Ok(summary)
}

/// Before an import writes: the whole file read back (a damaged file is refused before
/// anything rewrites it), then a copy of it next to itself. The copy is deleted when
/// dropped: keep it ([`PendingCopy::keep`]) once the import succeeded.
pub fn before_import(store: &mut Store) -> Result<Option<PendingCopy>> {
    store.check_integrity()?;
    Ok(match store.path() {
        Some(_) => Some(store.copy_before(BackupReason::BeforeImport)?),
        None => None,
    })
}

fn first_new_id(maps: &IdMaps, table: &str) -> Result<i64> {
    maps.get(table)
        .and_then(|map| map.values().next().copied())
        .ok_or_else(|| {
            Problem::new(
                format!("tables.{table}"),
                "the document holds no row of it",
                "le document n'en contient aucune ligne",
            )
            .into()
        })
}

/// After the rows are in: the game checks each team brought in, the import is logged.
fn finish(
    tx: &Tx<'_>,
    plan: &Plan,
    game: &dyn Game,
    written: &Written,
    league: LeagueId,
    lang: Lang,
    action: &str,
) -> Result<ImportSummary> {
    let record = load_league(tx, league)?;
    let mut teams = Vec::new();
    for (index, (old, new)) in plan.team_ids(&written.maps).into_iter().enumerate() {
        let team = TeamId(new);
        let problems = game.import_problems(tx, team, lang).map_err(|error| {
            Error::from(Problem::new(
                format!("tables.team[{index}] (id {old})"),
                format!(
                    "cannot be read as a {} team: {}",
                    game.name(Lang::En),
                    error.text(Surface::Window, Lang::En)
                ),
                format!(
                    "ne peut pas être lue comme une équipe de {} : {}",
                    game.name(Lang::Fr),
                    error.text(Surface::Window, Lang::Fr)
                ),
            ))
        })?;
        if let Some(problem) = problems.first() {
            return Err(Problem::new(
                format!("tables.team[{index}] (id {old})"),
                format!("the team breaks the rules: {}", problem.0),
                format!("l'équipe enfreint les règles : {}", problem.1),
            )
            .into());
        }
        let name = tx
            .team_header(team)?
            .map(|header| header.name)
            .unwrap_or_default();
        teams.push((team, name));
    }
    let fixtures: HashMap<i64, i64> = written
        .maps
        .get("fixture")
        .map(|map| map.iter().map(|(old, new)| (*new, *old)).collect())
        .unwrap_or_default();
    let place = if action == "import league" {
        "tables.league[0]"
    } else {
        "tables.team[0]"
    };
    super::league_rules::check_league(tx, game, league, &fixtures, place)?;
    let rows: Vec<TableCount> = plan
        .tables
        .iter()
        .map(|(table, _)| TableCount {
            table: table.name,
            rows: written.rows.get(table.name).copied().unwrap_or(0),
        })
        .collect();
    let summary = format!(
        "imported {} team(s) into league `{}` ({} rows)",
        teams.len(),
        record.name,
        rows.iter().map(|count| count.rows).sum::<usize>()
    );
    write_audit(
        tx,
        NewAudit {
            action: action.to_string(),
            league_id: Some(league),
            team_id: (teams.len() == 1).then(|| teams[0].0),
            player_id: None,
            fixture_id: None,
            summary,
            changes: Vec::new(),
            reason: None,
        },
    )?;
    Ok(ImportSummary {
        dry_run: false,
        league_id: league,
        league: record.name,
        teams,
        rows,
        backup: None,
    })
}

/// A document checked row by row, ready to write.
struct Plan {
    tables: Vec<(&'static TableSpec, Vec<Row>)>,
}

impl Plan {
    /// Checks every table and row; `outside` lists, per table, the ids rows may name
    /// though the document does not hold them (a team's league).
    fn check(
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
        super::links::check_links(&plan.tables)?;
        plan.check_unique_names()?;
        plan.check_parts()?;
        Ok(plan)
    }

    fn rows(&self, table: &str) -> &[Row] {
        self.tables
            .iter()
            .find(|(spec, _)| spec.name == table)
            .map_or(&[], |(_, rows)| rows.as_slice())
    }

    fn values(&self, table: &str, column: &str) -> HashSet<i64> {
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
            if super::document::CARRIED.contains(&spec.name) {
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

    /// Names unique where the file keeps them so (any case): teams and seasons in a
    /// league, divisions in a season, power cards in a deck; shirt numbers among a
    /// team's current players.
    fn check_unique_names(&self) -> Result<(), Problem> {
        const UNIQUE: [(&str, &str, &str); 5] = [
            ("team", "league_id", "name"),
            ("season", "league_id", "name"),
            ("division", "season_id", "name"),
            ("killpower_card", "league_id", "name"),
            ("player", "team_id", "number"),
        ];
        for (table, scope, field) in UNIQUE {
            let Some((spec, rows)) = self.tables.iter().find(|(spec, _)| spec.name == table) else {
                continue;
            };
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

    /// The document's team ids and their new ones, in the document's order.
    fn team_ids(&self, maps: &IdMaps) -> Vec<(i64, i64)> {
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
    fn write(&self, tx: &Tx<'_>, given: &IdMaps) -> Result<Written> {
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

/// Checks one row: an object with exactly the table's columns, each of its kind.
fn check_row(spec: &TableSpec, index: usize, row: &Value) -> Result<Row, Problem> {
    let place = format!("tables.{}[{index}]", spec.name);
    let Some(object) = row.as_object() else {
        return Err(Problem::new(
            place,
            "must be an object of the row's fields",
            "doit être un objet des champs de la ligne",
        ));
    };
    if let Some(unknown) = object.keys().find(|key| spec.column(key).is_none()) {
        let fields: Vec<&str> = spec.columns.iter().map(|c| c.name).collect();
        return Err(Problem::new(
            format!("{place}.{unknown}"),
            format!(
                "`{}` rows have no field `{unknown}` (they have: {})",
                spec.name,
                fields.join(", ")
            ),
            format!(
                "les lignes de `{}` n'ont pas de champ `{unknown}` (elles ont : {})",
                spec.name,
                fields.join(", ")
            ),
        ));
    }
    spec.columns
        .iter()
        .map(|column| check_value(column, object, &place))
        .collect()
}

fn check_value(column: &Column, row: &Map<String, Value>, place: &str) -> Result<Sql, Problem> {
    let at = format!("{place}.{}", column.name);
    if let (None, Some(value)) = (row.get(column.name), column.when_absent) {
        return Ok(Sql::Integer(value));
    }
    let value = row.get(column.name).unwrap_or(&Value::Null);
    if value.is_null() {
        return if column.nullable {
            Ok(Sql::Null)
        } else {
            Err(Problem::new(at, "is required", "est obligatoire"))
        };
    }
    let wrong = |en: &str, fr: &str| {
        Problem::new(
            at.clone(),
            format!("{value} is not {en}"),
            format!("{value} n'est pas {fr}"),
        )
    };
    match column.kind {
        Kind::Key | Kind::Int => {
            let n = value
                .as_i64()
                .ok_or_else(|| wrong("a whole number", "un nombre entier"))?;
            check_range(column, n, &at)?;
            Ok(Sql::Integer(n))
        }
        Kind::Bool => match value {
            Value::Bool(flag) => Ok(Sql::Integer(i64::from(*flag))),
            _ => Err(wrong("true or false", "true ou false")),
        },
        Kind::Text => {
            let text = value.as_str().ok_or_else(|| wrong("text", "du texte"))?;
            check_text(column.text, text, &at)?;
            Ok(Sql::Text(text.to_string()))
        }
        Kind::Date => {
            let text = value
                .as_str()
                .ok_or_else(|| wrong("a date (YYYY-MM-DD)", "une date (AAAA-MM-JJ)"))?;
            let day = chrono::NaiveDate::parse_from_str(text, "%Y-%m-%d")
                .map_err(|_| wrong("a date (YYYY-MM-DD)", "une date (AAAA-MM-JJ)"))?;
            if !crate::rules::dates::plausible(day) {
                return Err(Problem::new(
                    at,
                    crate::present::dates::implausible_message(day, Lang::En),
                    crate::present::dates::implausible_message(day, Lang::Fr),
                ));
            }
            Ok(Sql::Text(text.to_string()))
        }
        // No JSON column holds a bare string: one is text the file held as it was (not
        // JSON), and goes back as it came.
        Kind::Json => {
            let text = match value {
                Value::String(text) => text.clone(),
                other => other.to_string(),
            };
            if text.len() > JSON_MAX_BYTES {
                return Err(Problem::new(
                    at,
                    format!("holds {} bytes; at most {JSON_MAX_BYTES}", text.len()),
                    format!("fait {} octets ; au plus {JSON_MAX_BYTES}", text.len()),
                ));
            }
            Ok(Sql::Text(text))
        }
    }
}

/// A whole number within the column's least and greatest values (a seed may be any).
fn check_range(column: &Column, n: i64, at: &str) -> Result<(), Problem> {
    let least = column.min.unwrap_or(-WHOLE_MAX);
    if column.max.is_some() && n < least {
        return Err(Problem::new(
            at,
            format!("{n} is below the least allowed, {least}"),
            format!("{n} est sous le minimum permis, {least}"),
        ));
    }
    match column.max {
        Some(most) if n > most => Err(Problem::new(
            at,
            format!("{n} is above the most allowed, {most}"),
            format!("{n} dépasse le maximum permis, {most}"),
        )),
        _ => Ok(()),
    }
}

/// Text under its column's rule: a name as every command takes it, free text bounded and
/// without control characters but line breaks and tabs.
fn check_text(rule: TextRule, text: &str, at: &str) -> Result<(), Problem> {
    let named = match rule {
        TextRule::Name => Some(crate::rules::names::check_name(text)),
        TextRule::Coach => Some(crate::rules::names::check_coach(text)),
        TextRule::Free => None,
    };
    if let Some(checked) = named {
        return match checked {
            Err(problem) => Err(Problem::new(
                at,
                problem.message(Lang::En),
                problem.message(Lang::Fr),
            )),
            Ok(trimmed) if trimmed != text => Err(Problem::new(
                at,
                "has spaces at its start or end; Dugout keeps names trimmed",
                "a des espaces au début ou à la fin ; Dugout garde les noms sans",
            )),
            Ok(_) => Ok(()),
        };
    }
    let chars = text.chars().count();
    if chars > TEXT_MAX_CHARS {
        return Err(Problem::new(
            at,
            format!("holds {chars} characters; at most {TEXT_MAX_CHARS}"),
            format!("fait {chars} caractères ; au plus {TEXT_MAX_CHARS}"),
        ));
    }
    if text
        .chars()
        .any(|c| c.is_control() && c != '\n' && c != '\t')
    {
        return Err(Problem::new(
            at,
            "holds a control character (only line breaks and tabs are allowed)",
            "contient un caractère de contrôle (seuls les sauts de ligne et tabulations sont permis)",
        ));
    }
    Ok(())
}

/// A row the file's own rules refuse, said without SQLite's words.
fn refused_row(table: &str, at: usize, error: &crate::store::StoreError) -> Error {
    let text = error.to_string();
    let (en, fr) = if let Some(columns) = text.split("UNIQUE constraint failed: ").nth(1) {
        (
            format!("another row already has the same {columns}"),
            format!("une autre ligne a déjà les mêmes {columns}"),
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
            "the league file refused it".to_string(),
            "le fichier de ligue l'a refusée".to_string(),
        )
    };
    Problem::new(format!("tables.{table}[{at}]"), en, fr).into()
}
