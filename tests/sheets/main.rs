//! The printed documents' suites in one test binary: the text each PDF holds (read back
//! with `pdftotext`), every game's sheets, a played match's sheet, a team as a sheet
//! shows it. Each suite is a module (`cargo test --test sheets sheet_killpower::`).

#[path = "../common/mod.rs"]
mod common;

mod season_report;
mod sheet;
mod sheet_killpower;
mod sheet_played;
mod team_sheet_data;
