//! A team's colours (`team.primary_colour`, `team.secondary_colour`, `#RRGGBB`) and the
//! careers its players brought from another league file in each statistic of their game
//! that `player_carryover` does not hold (`player_carryover_stat`).

use rusqlite::{OptionalExtension, params};
use serde::Serialize;

use super::{LeagueId, PlayerId, StoreError, TeamId, Tx};

/// A team's colours, each `#RRGGBB` in upper case; None: the team has none.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct TeamColours {
    pub primary: Option<String>,
    pub secondary: Option<String>,
}

/// What one player brought from another league file in one statistic, with the
/// player's team here.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CarriedStat {
    pub player: PlayerId,
    pub team: TeamId,
    pub stat: String,
    pub value: i64,
}

impl Tx<'_> {
    /// The team's colours; None when there is no such team.
    pub fn team_colours(&self, team: TeamId) -> Result<Option<TeamColours>, StoreError> {
        Ok(self
            .conn()
            .prepare_cached("SELECT primary_colour, secondary_colour FROM team WHERE id = ?1")?
            .query_row([team], |row| {
                Ok(TeamColours {
                    primary: row.get(0)?,
                    secondary: row.get(1)?,
                })
            })
            .optional()?)
    }

    /// Sets both of the team's colours (None clears one).
    pub fn set_team_colours(&self, team: TeamId, colours: &TeamColours) -> Result<(), StoreError> {
        self.conn().execute(
            "UPDATE team SET primary_colour = ?2, secondary_colour = ?3 WHERE id = ?1",
            params![team, colours.primary, colours.secondary],
        )?;
        Ok(())
    }

    /// The primary colour of each of the league's teams that has one, for charts.
    pub fn league_primary_colours(
        &self,
        league: LeagueId,
    ) -> Result<Vec<(TeamId, String)>, StoreError> {
        let mut statement = self.conn().prepare_cached(
            "SELECT id, primary_colour FROM team
             WHERE league_id = ?1 AND primary_colour IS NOT NULL ORDER BY id",
        )?;
        let rows = statement.query_map([league], |row| Ok((row.get(0)?, row.get(1)?)))?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Every carried statistic of the league's players, by player and statistic.
    pub fn league_carried_stats(&self, league: LeagueId) -> Result<Vec<CarriedStat>, StoreError> {
        let mut statement = self.conn().prepare_cached(
            "SELECT c.player_id, p.team_id, c.stat, c.value
             FROM player_carryover_stat c JOIN player p ON p.id = c.player_id
             JOIN team t ON t.id = p.team_id
             WHERE t.league_id = ?1 ORDER BY c.player_id, c.stat",
        )?;
        let rows = statement.query_map([league], |row| {
            Ok(CarriedStat {
                player: row.get(0)?,
                team: row.get(1)?,
                stat: row.get(2)?,
                value: row.get(3)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }
}

#[cfg(test)]
mod tests {
    use chrono::NaiveDate;

    use super::*;
    use crate::store::Store;

    type Done<T> = Result<T, StoreError>;

    fn store_with_team() -> (Store, TeamId, PlayerId) {
        let mut store = Store::open_in_memory().unwrap();
        let on = NaiveDate::from_ymd_opt(2027, 1, 1).unwrap();
        let (team, player) = store
            .write(|tx| -> Done<_> {
                tx.conn().execute(
                    "INSERT INTO league (name, game, created_on, tie_breakers)
                     VALUES ('L', 'pebble', ?1, '')",
                    [on],
                )?;
                let league = LeagueId(tx.conn().last_insert_rowid());
                let team = tx.insert_team(league, "T", "C", "pebbles", on)?;
                tx.conn().execute(
                    "INSERT INTO player (team_id, number, name, kind, position, cost, skills, hired_on)
                     VALUES (?1, 1, 'P', 'roster', 'runner', 50, '[]', ?2)",
                    params![team, on],
                )?;
                Ok((team, PlayerId(tx.conn().last_insert_rowid())))
            })
            .unwrap();
        (store, team, player)
    }

    #[test]
    fn colours_are_written_read_and_cleared() {
        let (mut store, team, _) = store_with_team();
        let none = store
            .read(|tx| -> Done<_> { tx.team_colours(team) })
            .unwrap();
        assert_eq!(none, Some(TeamColours::default()));
        let given = TeamColours {
            primary: Some("#2B57C9".into()),
            secondary: Some("#FFFFFF".into()),
        };
        store
            .write(|tx| -> Done<_> { tx.set_team_colours(team, &given) })
            .unwrap();
        assert_eq!(
            store
                .read(|tx| -> Done<_> { tx.team_colours(team) })
                .unwrap(),
            Some(given)
        );
        let header = store
            .read(|tx| -> Done<_> { tx.team_header(team) })
            .unwrap()
            .unwrap();
        assert_eq!(header.colours.primary.as_deref(), Some("#2B57C9"));
        store
            .write(|tx| -> Done<_> { tx.set_team_colours(team, &TeamColours::default()) })
            .unwrap();
        let cleared = store
            .read(|tx| -> Done<_> { tx.team_colours(team) })
            .unwrap();
        assert_eq!(cleared, Some(TeamColours::default()));
    }

    #[test]
    fn the_file_refuses_a_colour_not_written_in_upper_case_hexadecimal() {
        let (mut store, team, _) = store_with_team();
        for bad in ["#2b57c9", "2B57C9", "#2B57C", "#2B57C9FF", "#GGGGGG"] {
            let colours = TeamColours {
                primary: Some(bad.into()),
                secondary: None,
            };
            let written = store.write(|tx| -> Done<_> { tx.set_team_colours(team, &colours) });
            assert!(written.is_err(), "{bad}");
        }
    }

    #[test]
    fn carried_statistics_are_read_with_the_players_team() {
        let (mut store, team, player) = store_with_team();
        store
            .write(|tx| -> Done<_> {
                tx.conn().execute(
                    "INSERT INTO player_carryover_stat (player_id, stat, value)
                     VALUES (?1, 'touchdowns', 4), (?1, 'spp', 15)",
                    [player],
                )?;
                Ok(())
            })
            .unwrap();
        let league = store
            .read(|tx| -> Done<_> { tx.team_header(team) })
            .unwrap()
            .unwrap()
            .league_id;
        let carried = store
            .read(|tx| -> Done<_> { tx.league_carried_stats(league) })
            .unwrap();
        let read: Vec<(&str, i64)> = carried.iter().map(|c| (c.stat.as_str(), c.value)).collect();
        assert_eq!(read, [("spp", 15), ("touchdowns", 4)]);
        assert!(carried.iter().all(|c| c.team == team && c.player == player));
        let negative = store.write(|tx| -> Done<_> {
            tx.conn().execute(
                "INSERT INTO player_carryover_stat (player_id, stat, value) VALUES (?1, 'mvp', -1)",
                [player],
            )?;
            Ok(())
        });
        assert!(negative.is_err());
    }
}
