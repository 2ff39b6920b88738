//! The window's suites in one test binary: the desktop app headless (`iced_test`'s
//! simulator and the app's messages, every task settled as the iced runtime would). No
//! suite changes the process's environment or current directory, so they share one
//! process; each is a module (`cargo test --test window gui_print::`).

#[path = "../common/mod.rs"]
mod common;
#[path = "../support/settle.rs"]
mod support;
#[path = "../support/bb_wizard.rs"]
mod wizard;

mod gui;
mod gui_bb_match_day;
mod gui_bb_players;
mod gui_file;
mod gui_file_numbers;
mod gui_killpower;
mod gui_missing_file;
mod gui_navigation;
mod gui_print;
mod gui_publish;
mod gui_stats;
mod gui_wizard;
