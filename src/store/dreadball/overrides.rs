//! Direct field writes for commissioner overrides. Columns come from a fixed list, never
//! from the user's text.

use rusqlite::params;
use rusqlite::types::Value;

use crate::store::{PlayerId, StoreError, TeamId, Tx};

impl Tx<'_> {
    /// Sets one column of a team; `column` must be one of the team table's own names.
    pub fn set_team_column(
        &self,
        team: TeamId,
        column: &'static str,
        value: Value,
    ) -> Result<(), StoreError> {
        check_column(column, &["name", "coach", "dice", "cards", "cheerleaders"])?;
        self.conn().execute(
            &format!("UPDATE team SET {column} = ?2 WHERE id = ?1"),
            params![team, value],
        )?;
        Ok(())
    }

    /// Sets one column of a player; `column` must be one of the player table's own names.
    pub fn set_player_column(
        &self,
        player: PlayerId,
        column: &'static str,
        value: Value,
    ) -> Result<(), StoreError> {
        check_column(
            column,
            &[
                "name", "number", "position", "cost", "move", "strength", "speed", "skill",
                "armour", "skills", "giant",
            ],
        )?;
        self.conn().execute(
            &format!("UPDATE player SET {column} = ?2 WHERE id = ?1"),
            params![player, value],
        )?;
        Ok(())
    }
}

fn check_column(column: &str, allowed: &[&str]) -> Result<(), StoreError> {
    if allowed.contains(&column) {
        Ok(())
    } else {
        Err(StoreError::Corrupt(format!(
            "`{column}` is not a column that can be overridden"
        )))
    }
}
