//! The core suites in one test binary: the command line end to end (every game's
//! commands, errors, league play, the match day), the store, undo, the reference data.
//! One binary links the app once instead of once per suite; each suite is a module,
//! its tests named `<suite>::<test>` (`cargo test --test core cli::`).

#[path = "../common/mod.rs"]
mod common;

mod bb_lookups;
mod bb_match_day;
mod bb_money;
mod bb_players;
mod bloodbowl;
mod builders;
mod busy;
mod cli;
mod cli_errors;
mod cli_league;
mod cli_match_day;
mod cli_missing_file;
mod concurrency;
mod data;
mod exchange_carried;
mod kpb_after_match;
mod kpb_championship;
mod kpb_cli;
mod kpb_draws;
mod kpb_table_order;
mod kpb_tournament;
mod league_play;
mod match_day;
mod overrides;
mod state_machine;
mod stats;
mod store;
mod undo;
mod undo_history;
