//! Direct writes of one Blood Bowl player's column for commissioner overrides. Columns
//! come from a fixed list, never from the user's text.

use rusqlite::params;
use rusqlite::types::Value;

use crate::store::{PlayerId, StoreError, Tx};

impl Tx<'_> {
    /// Sets one column of a Blood Bowl player: its skills (a JSON list, on the shared
    /// row) or one of its own (characteristics, SPP, lasting injuries, next game missed).
    pub fn set_bloodbowl_player_column(
        &self,
        player: PlayerId,
        column: &'static str,
        value: Value,
    ) -> Result<(), StoreError> {
        let sql = match column {
            "skills" => "UPDATE player SET skills = ?2 WHERE id = ?1".to_string(),
            "ma" | "st" | "ag" | "pa" | "av" | "spp" | "lasting_injuries" | "miss_next_game" => {
                format!("UPDATE bloodbowl_player SET {column} = ?2 WHERE player_id = ?1")
            }
            _ => {
                return Err(StoreError::Corrupt(format!(
                    "`{column}` is not a Blood Bowl player column that can be overridden"
                )));
            }
        };
        self.conn().execute(&sql, params![player, value])?;
        Ok(())
    }
}
