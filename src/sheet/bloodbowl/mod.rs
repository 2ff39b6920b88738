//! Blood Bowl's printed documents.

mod team;

pub use team::{BloodBowlPages, bloodbowl_team_pdf, team_pages};
