//! Typed row ids: a team id can't be passed where a league id is expected.

use std::fmt;
use std::str::FromStr;

use rusqlite::types::{FromSql, FromSqlResult, ToSql, ToSqlOutput, ValueRef};
use serde::{Deserialize, Serialize};

macro_rules! row_id {
    ($($(#[$meta:meta])* $name:ident),*) => {$(
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        #[serde(transparent)]
        pub struct $name(pub i64);

        impl ToSql for $name {
            fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
                self.0.to_sql()
            }
        }

        impl FromSql for $name {
            fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
                i64::column_result(value).map($name)
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::Display::fmt(&self.0, f)
            }
        }

        impl FromStr for $name {
            type Err = std::num::ParseIntError;
            fn from_str(text: &str) -> Result<Self, Self::Err> {
                text.trim().parse().map($name)
            }
        }
    )*};
}

row_id!(
    /// A league row.
    LeagueId,
    /// A team row.
    TeamId,
    /// A player row.
    PlayerId,
    /// A ledger row.
    LedgerId,
    /// A team change that can be undone.
    ChangeId,
    /// A saved Mechanite or Mutant design.
    TemplateId,
    /// A season of a league.
    SeasonId,
    /// A division of a season.
    DivisionId,
    /// A match to play (league or playoff).
    FixtureId,
    /// A playoff bracket.
    PlayoffId,
    /// An audit log row.
    AuditId
);
