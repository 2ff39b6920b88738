//! Reading a league or a team document into the open file: every row checked against
//! the table's declaration (fields, types, limits, dates, the rows it names), then one
//! transaction writes it with new ids and the game checks every team it brought. A
//! dry run does all of it and rolls back, returning what would have been added.

mod plan;
mod row;
mod write;

use std::collections::{HashMap, HashSet};

use serde::Serialize;
use serde_json::Value;

use super::Problem;
use super::document::{Document, Kind as DocKind};
use crate::coach::games;
use crate::coach::{load_league, write_audit};
use crate::data::Lang;
use crate::error::Surface;
use crate::games::Game;
use crate::store::{BackupReason, LeagueId, NewAudit, PendingCopy, Store, TeamId, Tx};
use crate::{Error, Result};
use plan::Plan;
use write::{IdMaps, Written};

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
        tx.add_imported_match_day_steps(league)?;
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
    let name = team.get("name").and_then(Value::as_str).map(str::to_string);
    let outside = HashMap::from([("league", HashSet::from([old_league]))]);
    let plan = Plan::check(&document, game, DocKind::Team, &outside)?;
    run(store, dry_run, game, lang, |tx| {
        // Inside the transaction: another import of the same name waits, then is told.
        if let Some(name) = &name
            && tx.team_name_taken(league, name)?
        {
            return Err(Problem::new(
                "tables.team[0].name",
                format!("league `{}` already has a team named `{name}`; give the team another name (--name)", target.name),
                format!("la ligue « {} » a déjà une équipe nommée « {name} » ; donnez un autre nom à l'équipe (--name)", target.name),
            )
            .into());
        }
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
