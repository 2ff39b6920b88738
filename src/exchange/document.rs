//! The envelope every exchange document shares, and which tables a document holds.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::Problem;
use super::spec::{SHARED, TableSpec};
use crate::data::Lang;
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
    /// Reads a document, refusing one of another format or version, or an envelope field
    /// that is missing, unknown or not of its kind (each named).
    pub fn parse(text: &str, expected: Kind) -> Result<Document, Problem> {
        let value = super::problem::parse_json(text)?;
        let Some(envelope) = value.as_object() else {
            return Err(Problem::new(
                "",
                "the document must be a JSON object with the fields format, version, game, exported_on, exported_by, source and tables",
                "le document doit être un objet JSON avec les champs format, version, game, exported_on, exported_by, source et tables",
            ));
        };
        check_format(envelope, expected)?;
        check_version(envelope.get("version"), "version")?;
        if let Some(unknown) = envelope
            .keys()
            .find(|key| !ENVELOPE.contains(&key.as_str()))
        {
            return Err(Problem::new(
                unknown.as_str(),
                format!(
                    "a document has no field `{unknown}` (it has: {})",
                    ENVELOPE.join(", ")
                ),
                format!(
                    "un document n'a pas de champ `{unknown}` (il a : {})",
                    ENVELOPE.join(", ")
                ),
            ));
        }
        let text_field = |field: &str| -> Result<String, Problem> {
            envelope
                .get(field)
                .and_then(Value::as_str)
                .map(str::to_string)
                .ok_or_else(|| field_kind(field, envelope.get(field), "text", "du texte"))
        };
        let game = text_field("game")?;
        let exported_by = text_field("exported_by")?;
        let source = text_field("source")?;
        let exported_on = text_field("exported_on").and_then(|day| {
            NaiveDate::parse_from_str(&day, "%Y-%m-%d").map_err(|_| {
                field_kind(
                    "exported_on",
                    envelope.get("exported_on"),
                    "a date (YYYY-MM-DD)",
                    "une date (AAAA-MM-JJ)",
                )
            })
        })?;
        let tables = envelope
            .get("tables")
            .and_then(Value::as_object)
            .cloned()
            .ok_or_else(|| {
                field_kind(
                    "tables",
                    envelope.get("tables"),
                    "an object of tables",
                    "un objet de tables",
                )
            })?;
        Ok(Document {
            format: expected,
            version: VERSION,
            game,
            exported_on,
            exported_by,
            source,
            tables,
        })
    }
}

/// The envelope's fields, in the order Dugout writes them.
const ENVELOPE: [&str; 7] = [
    "format",
    "version",
    "game",
    "exported_on",
    "exported_by",
    "source",
    "tables",
];

fn check_format(envelope: &Map<String, Value>, expected: Kind) -> Result<(), Problem> {
    let format = envelope.get("format");
    if format.and_then(Value::as_str) == Some(expected.id()) {
        return Ok(());
    }
    Err(Problem::new(
        "format",
        format!(
            "{} is not a {} document (`format` must be `{}`)",
            shown(format, Lang::En),
            noun(expected),
            expected.id()
        ),
        format!(
            "{} n'est pas un document {} (`format` doit valoir `{}`)",
            shown(format, Lang::Fr),
            noun_fr(expected),
            expected.id()
        ),
    ))
}

/// A document's or a report's `version`: a whole number this build reads, said as what
/// it is when it is not.
pub fn check_version(version: Option<&Value>, at: &str) -> Result<(), Problem> {
    match version.and_then(Value::as_u64) {
        Some(n) if (1..=u64::from(VERSION)).contains(&n) => Ok(()),
        Some(n) if n > u64::from(VERSION) => Err(Problem::new(
            at,
            format!(
                "version {n} is newer than this Dugout reads (1 to {VERSION}); a newer Dugout wrote it: update Dugout, or export again from the newer one"
            ),
            format!(
                "la version {n} est plus récente que ce que lit ce Dugout (1 à {VERSION}) ; un Dugout plus récent l'a écrite : mettez Dugout à jour, ou exportez à nouveau depuis le plus récent"
            ),
        )),
        _ => Err(Problem::new(
            at,
            format!(
                "{} is not a version: `{at}` must be a whole number from 1 to {VERSION}",
                shown(version, Lang::En)
            ),
            format!(
                "{} n'est pas une version : `{at}` doit être un nombre entier de 1 à {VERSION}",
                shown(version, Lang::Fr)
            ),
        )),
    }
}

/// A missing field or one of the wrong kind, named.
fn field_kind(field: &str, value: Option<&Value>, en: &str, fr: &str) -> Problem {
    Problem::new(
        field,
        format!("{} is not {en}", shown(value, Lang::En)),
        format!("{} n'est pas {fr}", shown(value, Lang::Fr)),
    )
}

crate::tr::texts! { Quoted {
    MissingField => "nothing (the field is missing)", "rien (le champ manque)";
} }

/// A value as the message quotes it; "nothing" when the field is missing. Long values are cut.
fn shown(value: Option<&Value>, lang: Lang) -> String {
    match value {
        None => Quoted::MissingField.get(lang).to_string(),
        Some(Value::String(text)) => {
            let cut: String = text.chars().take(40).collect();
            format!("`{cut}`")
        }
        Some(other) => {
            let text = other.to_string();
            let cut: String = text.chars().take(40).collect();
            format!("`{cut}`")
        }
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

/// The tables a team's export works out (its careers so far) instead of copying rows,
/// one row per team or player.
pub const CARRIED: &[&str] = &["team_carryover", "player_carryover"];

/// The table a team's export works out with its players' all-time totals of each
/// statistic of their game that `player_carryover` does not hold: a row per player and
/// statistic.
pub const CARRIED_STATS: &str = "player_carryover_stat";

/// The tables a document of `kind` holds for `game`, in the order they are written.
pub fn tables_of(game: &dyn Game, kind: Kind) -> Vec<&'static TableSpec> {
    let mut tables: Vec<&'static TableSpec> = SHARED.iter().chain(game.exchange_tables()).collect();
    tables.sort_by_key(|table| table.stage);
    if kind == Kind::Team {
        tables.retain(|table| {
            table.team_rows.is_some()
                || CARRIED.contains(&table.name)
                || table.name == CARRIED_STATS
        });
    }
    tables
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_field_is_quoted_in_both_languages() {
        crate::tr::assert_complete(Quoted::ALL);
        assert_eq!(shown(None, Lang::Fr), "rien (le champ manque)");
    }
}
