//! The league file's suites in one test binary: migrations from every older schema
//! (the frozen files of `tests/fixtures`), copies and restores, export and import,
//! files crafted or damaged, commands killed midway, property tests over what is read
//! from outside. Each suite is a module (`cargo test --test files migration_schema9::`).

#[path = "../common/mod.rs"]
mod common;

mod accepted_usable;
mod backup;
mod crafted;
mod crash;
mod exchange;
mod fuzz;
mod hostile_files;
mod hostile_publish;
mod import_bounds;
mod import_rules;
mod import_shared_rules;
mod migration;
mod migration_schema10;
mod migration_schema13;
mod migration_schema14;
mod migration_schema6;
mod migration_schema8;
mod migration_schema9;
mod publish;
mod publish_checks;
mod report_limits;
mod restore_checks;
