//! The envelope every exchange document shares, and which tables a document holds.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::Problem;
use super::spec::{SHARED, TableSpec};
use crate::games::Game;

/// The version of the document format this build writes and reads. A change of the
/// stored tables that a document shows is a new version; older versions stay readable.
pub const VERSION: u32 = 1;

/// What a document holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Kind {
    /// A whole league: its settings, teams, seasons, results, match days and audit log.
    #[serde(rename = "dugout.league")]
    League,
    /// One team with its players (those who left too) and its ledger, and each player's
    /// career so far (`player_carryover`).
    #[serde(rename = "dugout.team")]
    Team,
}

impl Kind {
    pub fn id(self) -> &'static str {
        match self {
            Kind::League => "dugout.league",
            Kind::Team => "dugout.team",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Document {
    pub format: Kind,
    pub version: u32,
    /// The game id (`dreadball`, `bloodbowl`).
    pub game: String,
    pub exported_on: NaiveDate,
    /// The program that wrote it (`Dugout 0.1.0`).
    pub exported_by: String,
    /// The league it came from, as its name.
    pub source: String,
    /// Rows per table: each an object of the table's columns.
    pub tables: Map<String, Value>,
}

impl Document {
    /// Reads a document, refusing one of another format or a newer version.
    pub fn parse(text: &str, expected: Kind) -> Result<Document, Problem> {
        let value = super::problem::parse_json(text)?;
        let format = value.get("format").and_then(Value::as_str).unwrap_or("");
        if format != expected.id() {
            return Err(Problem::new(
                "format",
                format!(
                    "`{format}` is not a {} document (`format` must be `{}`)",
                    noun(expected),
                    expected.id()
                ),
                format!(
                    "`{format}` n'est pas un document {} (`format` doit valoir `{}`)",
                    noun_fr(expected),
                    expected.id()
                ),
            ));
        }
        let version = value.get("version").and_then(Value::as_u64).unwrap_or(0);
        if version > u64::from(VERSION) || version == 0 {
            return Err(Problem::new(
                "version",
                format!(
                    "version {version} is not one this Dugout reads (1 to {VERSION}); a newer Dugout wrote it"
                ),
                format!(
                    "la version {version} n'est pas lue par ce Dugout (1 à {VERSION}) ; un Dugout plus récent l'a écrite"
                ),
            ));
        }
        serde_json::from_value(value).map_err(|error| {
            Problem::new(
                "",
                format!("the document's envelope is not valid: {error}"),
                format!("l'enveloppe du document n'est pas valide : {error}"),
            )
        })
    }
}

impl Document {
    /// The document as the file holds it: indented JSON, fields in the tables' order.
    pub fn to_text(&self) -> crate::Result<String> {
        let mut text =
            serde_json::to_string_pretty(self).map_err(|error| crate::error::FileFault::Json {
                detail: error.to_string(),
            })?;
        text.push('\n');
        Ok(text)
    }
}

/// Writes `text` next to `path`, then renames it into place: a reader never sees half a
/// file, and a failed write leaves what was there.
pub fn write_text(path: &std::path::Path, text: &str) -> crate::Result<()> {
    let mut partial = path.as_os_str().to_owned();
    partial.push(".partial");
    let partial = std::path::PathBuf::from(partial);
    std::fs::write(&partial, text)
        .and_then(|()| std::fs::rename(&partial, path))
        .map_err(|error| {
            let _ = std::fs::remove_file(&partial);
            crate::error::FileFault::Write {
                path: path.to_path_buf(),
                cause: crate::error::IoCause::of(&error),
            }
            .into()
        })
}

fn noun(kind: Kind) -> &'static str {
    match kind {
        Kind::League => "league",
        Kind::Team => "team",
    }
}

fn noun_fr(kind: Kind) -> &'static str {
    match kind {
        Kind::League => "de ligue",
        Kind::Team => "d'équipe",
    }
}

/// The tables a team's export works out (its careers so far) instead of copying rows.
pub const CARRIED: &[&str] = &["team_carryover", "player_carryover"];

/// The tables a document of `kind` holds for `game`, in the order they are written.
pub fn tables_of(game: &dyn Game, kind: Kind) -> Vec<&'static TableSpec> {
    let mut tables: Vec<&'static TableSpec> = SHARED.iter().chain(game.exchange_tables()).collect();
    tables.sort_by_key(|table| table.stage);
    if kind == Kind::Team {
        tables.retain(|table| table.team_rows.is_some() || CARRIED.contains(&table.name));
    }
    tables
}
