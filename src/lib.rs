//! Dugout: a league and team manager for fantasy sports board games (DreadBall first).
//!
//! The core (`data`, `rules`, `store`, `coach`, `cli`) never imports iced; only `gui` does.

pub mod chart;
pub mod cli;
pub mod coach;
pub mod data;
pub mod dice;
pub mod error;
pub mod exchange;
pub mod files;
pub mod games;
pub mod gui;
pub mod league;
pub mod present;
pub mod publish;
pub mod rules;
pub mod sheet;
pub mod stats;
pub mod store;
pub mod tr;

pub use error::{Error, Result};
