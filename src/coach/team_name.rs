//! Renaming a team: the same for every game.

use crate::Result;
use crate::coach::load_team_header;
use crate::coach::undo::{Reversal, record_change};
use crate::error::TeamFault;
use crate::rules::names::check_name;
use crate::store::{Store, TeamId};

pub fn rename_team(store: &mut Store, id: TeamId, name: &str) -> Result<()> {
    let name = check_name(name)?;
    store.write(|tx| {
        let team = load_team_header(tx, id)?;
        if !team.name.eq_ignore_ascii_case(&name) && tx.team_name_taken(team.league_id, &name)? {
            return Err(TeamFault::NameTaken {
                league: team.league_id,
                name,
            }
            .into());
        }
        tx.rename_team(id, &name)?;
        let summary = format!("Renamed the team from {} to {name}", team.name);
        record_change(
            tx,
            id,
            &summary,
            &Reversal::RenameTeam { name: team.name },
            None,
        )?;
        Ok(())
    })
}
