//! A played DreadBall match as its sheet prints it: the score (and landslide), what
//! each player did and suffered (the match's events), each side's man of the match.

use serde::Serialize;

use crate::Result;
use crate::coach::dreadball::{PreMatch, SheetPlayer};
use crate::coach::{EventLine, match_events};
use crate::store::{EventKind, PlayerId, Store, TeamId};

/// What the file holds of a played match, home then away.
#[derive(Debug, Clone, Serialize)]
pub struct Played {
    pub score: [u32; 2],
    pub landslide: bool,
    pub events: Vec<EventLine>,
    /// Each side's man of the match, "#7 Name", when the post-match named one.
    pub man_of_the_match: [Option<String>; 2],
}

/// One row of a team's boxes: a player of the sheet, or one the match's events name
/// who was not on it (hired after the day before the match, say).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    pub id: Option<PlayerId>,
    pub number: u32,
    pub name: String,
    pub giant: bool,
}

impl Played {
    /// The total of `kind` the player's events hold.
    pub fn count(&self, player: PlayerId, kind: EventKind) -> u32 {
        self.events
            .iter()
            .filter(|e| e.player_id == player && e.kind == kind)
            .map(|e| e.amount)
            .sum()
    }

    /// The team's rows: the sheet's players, then whoever else the events name.
    pub fn rows(&self, team: TeamId, players: &[SheetPlayer]) -> Vec<Row> {
        let mut rows: Vec<Row> = players
            .iter()
            .map(|p| Row {
                id: Some(p.id),
                number: p.number,
                name: p.name.clone(),
                giant: p.giant,
            })
            .collect();
        for event in self.events.iter().filter(|e| e.team_id == team) {
            if !rows.iter().any(|r| r.id == Some(event.player_id)) {
                rows.push(Row {
                    id: Some(event.player_id),
                    number: event.number,
                    name: event.player.clone(),
                    giant: false,
                });
            }
        }
        rows.sort_by_key(|r| r.number);
        rows
    }
}

/// What the file holds of the match of `prematch`; `None` when it is not played.
pub fn played(store: &mut Store, prematch: &PreMatch) -> Result<Option<Played>> {
    let fixture = &prematch.fixture;
    let Some(result) = fixture.record.result else {
        return Ok(None);
    };
    let events = match_events(store, fixture.id)?;
    let teams = [fixture.home_id, fixture.away_id];
    let man_of_the_match = store.read(|tx| -> Result<[Option<String>; 2]> {
        let lines = tx.postmatch_teams(fixture.id)?;
        let mut named = [None, None];
        for (index, team) in teams.iter().enumerate() {
            let chosen = lines
                .iter()
                .find(|l| l.team_id == *team)
                .and_then(|l| l.man_of_the_match);
            if let Some(history) = chosen
                .map(|id| tx.player_history(id))
                .transpose()?
                .flatten()
            {
                named[index] = Some(format!(
                    "#{} {}",
                    history.player.number, history.player.name
                ));
            }
        }
        Ok(named)
    })?;
    Ok(Some(Played {
        score: [result.home_score, result.away_score],
        landslide: result.landslide,
        events,
        man_of_the_match,
    }))
}
