//! One module per screen: each has its `Message`, an `update` that tells the root
//! what to do next, and a `view`.

pub mod audit;
pub mod history;
mod history_view;
pub mod league;
pub mod league_publish;
mod league_publish_view;
pub mod league_race;
pub mod league_stats;
mod league_stats_view;
mod league_view;
pub mod season;
mod season_fixtures_view;
mod season_jobs;
mod season_tables;
mod season_view;
pub mod settings;
pub mod start;
pub mod table_rules;
