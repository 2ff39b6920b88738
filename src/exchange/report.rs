//! A match report a coach fills in and the commissioner imports: the game's post-match
//! report (DreadBall's `postmatch --file` JSON, Blood Bowl's result), either bare or in
//! an envelope that says which game and match it is for.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::shape::{Field, Fits, Shape};
use super::{Problem, VERSION};
use crate::Result;
use crate::coach::fixture_game;
use crate::error::ReportFault;
use crate::store::{FixtureId, Store};

/// `{"format": "dugout.report", "version": 1, "game": …, "match": …, "report": {…}}`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReportDocument {
    pub format: String,
    pub version: u32,
    pub game: String,
    /// The match it reports, when the coach knew its number.
    #[serde(rename = "match", default, skip_serializing_if = "Option::is_none")]
    pub fixture: Option<i64>,
    pub report: Value,
}

pub const REPORT_FORMAT: &str = "dugout.report";

/// The envelope's JSON, field by field.
const ENVELOPE_SHAPE: Shape = Shape::Object(&[
    Field::required("format", Shape::Text),
    Field::required(
        "version",
        Shape::Whole {
            least: 1,
            most: VERSION as i64,
            fits: Fits::U32,
        },
    ),
    Field::required("game", Shape::Text),
    Field::nullable(
        "match",
        Shape::Whole {
            least: 1,
            most: i64::MAX,
            fits: Fits::I64,
        },
    ),
    Field::required("report", Shape::AnyObject),
]);

/// Reads a report file: the envelope, or a bare report. A UTF-8 byte-order mark at its
/// start is skipped.
pub fn read_report(text: &str) -> Result<(Option<ReportDocument>, Value)> {
    let value =
        super::problem::json_value(text).map_err(|super::problem::NotJson { line, column }| {
            ReportFault::NotJson { line, column }
        })?;
    if value.get("format").is_none() {
        return Ok((None, value));
    }
    super::shape::check(&value, &ENVELOPE_SHAPE, "")?;
    let document: ReportDocument =
        serde_json::from_value(value).map_err(|_| ReportFault::Unreadable {
            game: crate::error::GameName {
                en: "Dugout",
                fr: "Dugout",
            },
        })?;
    if document.format != REPORT_FORMAT {
        return Err(Problem::new(
            "format",
            format!(
                "`{}` is not a match report (`format` must be `{REPORT_FORMAT}`)",
                document.format
            ),
            format!(
                "`{}` n'est pas un rapport de match (`format` doit valoir `{REPORT_FORMAT}`)",
                document.format
            ),
        )
        .into());
    }
    if document.version == 0 || document.version > VERSION {
        return Err(Problem::new(
            "version",
            format!(
                "version {} is not one this Dugout reads (1 to {VERSION})",
                document.version
            ),
            format!(
                "la version {} n'est pas lue par ce Dugout (1 à {VERSION})",
                document.version
            ),
        )
        .into());
    }
    let report = document.report.clone();
    Ok((Some(document), report))
}

/// Checks a report against the match it is imported for; returns the match's game and
/// the report to hand to that game's post-match sequence.
pub fn import_report(store: &mut Store, fixture: FixtureId, text: &str) -> Result<(String, Value)> {
    let (envelope, report) = read_report(text)?;
    let game = fixture_game(store, fixture)?;
    if let Some(envelope) = envelope {
        if !envelope.game.eq_ignore_ascii_case(&game) {
            return Err(Problem::new(
                "game",
                format!(
                    "the report is for a `{}` match, match {fixture} is a `{game}` one",
                    envelope.game
                ),
                format!(
                    "le rapport est celui d'un match de `{}`, le match {fixture} est de `{game}`",
                    envelope.game
                ),
            )
            .into());
        }
        if let Some(named) = envelope.fixture
            && named != fixture.0
        {
            return Err(Problem::new(
                "match",
                format!("the report is for match {named}, not match {fixture}"),
                format!("le rapport est celui du match {named}, pas du match {fixture}"),
            )
            .into());
        }
    }
    Ok((game, report))
}
