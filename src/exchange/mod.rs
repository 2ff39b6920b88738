//! Moving leagues, teams and match reports between league files: a versioned JSON
//! document (its format is described in `docs/exchange.md`), checked completely before
//! one transaction writes it, and CSV tables of a season's standings and fixtures.
//!
//! A document holds rows of the stored tables, each table as declared in [`spec`]: ids
//! are keys local to the document, and an import gives every row a new one, rewriting
//! the columns that name other rows.

mod carried;
mod csv;
mod document;
mod export;
mod import;
mod league_rules;
mod links;
mod problem;
mod report;
pub mod shape;
pub mod spec;
mod usable;

pub use csv::{fixtures_csv, standings_csv};
pub use document::{Document, Kind as DocumentKind, VERSION, tables_of, write_text};
pub use export::{export_league, export_team};
pub use import::{ImportSummary, TableCount, before_import, import_league, import_team};
pub use problem::{NotJson, Problem, json_value};
pub use report::{ReportDocument, import_report, read_report};
