//! Direct field writes for commissioner overrides. Columns come from a fixed list, never
//! from the user's text.

use rusqlite::params;
use rusqlite::types::Value;

use crate::store::{PlayerId, StoreError, TeamId, Tx};

impl Tx<'_> {
    /// Sets one field of a team: a shared column (`name`, `coach`: any game's team) or
    /// one of a DreadBall team's own.
    pub fn set_team_column(
        &self,
        team: TeamId,
        column: &'static str,
        value: Value,
    ) -> Result<(), StoreError> {
        let table = match column {
            "name" | "coach" => "team SET {column} = ?2 WHERE id = ?1",
            "dice" | "cards" | "cheerleaders" => {
                "dreadball_team SET {column} = ?2 WHERE team_id = ?1"
            }
            _ => return Err(not_overridable(column)),
        };
        self.conn().execute(
            &format!("UPDATE {}", table.replace("{column}", column)),
            params![team, value],
        )?;
        Ok(())
    }

    /// Sets one field of a DreadBall player (a shared column or one of its profile's).
    pub fn set_player_column(
        &self,
        player: PlayerId,
        column: &'static str,
        value: Value,
    ) -> Result<(), StoreError> {
        let table = match column {
            "name" | "number" | "position" | "cost" | "skills" => {
                "player SET {column} = ?2 WHERE id = ?1"
            }
            "move" | "strength" | "speed" | "skill" | "armour" | "giant" => {
                "dreadball_player SET {column} = ?2 WHERE player_id = ?1"
            }
            _ => return Err(not_overridable(column)),
        };
        self.conn().execute(
            &format!("UPDATE {}", table.replace("{column}", column)),
            params![player, value],
        )?;
        Ok(())
    }
}

fn not_overridable(column: &str) -> StoreError {
    StoreError::Corrupt(format!("`{column}` is not a column that can be overridden"))
}
