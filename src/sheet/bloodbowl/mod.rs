//! Blood Bowl's printed documents.

mod team;

pub use team::bloodbowl_team_pdf;
