//! A casualty a player suffered: the D16 casualty table, the apothecary's second roll,
//! the D6 lasting-injury table, and what it does to the player (seed 001, the tables
//! printed after post-match step 4).

use serde::Serialize;

use super::MatchDayRefusal;
use super::advance::Profile;
use super::roll_log::{RollLog, TableRolls};
use crate::data::bloodbowl::tables::{CasualtyRow, Characteristic, Tables};

/// What a casualty roll gave, once the apothecary (if used) had its say.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CasualtyOutcome {
    pub player: i64,
    /// The casualty table's id (after the apothecary).
    pub casualty: String,
    /// The result the apothecary had rolled again.
    pub first: Option<String>,
    pub lasting: Option<String>,
    pub lasting_change: Option<(Characteristic, i8)>,
    pub dead: bool,
    pub miss_next_game: bool,
    pub niggling: bool,
}

/// The niggling injury a Serious Injury leaves, as kept in a player's injuries.
pub const NIGGLING_INJURY: &str = "niggling-injury";

/// Rolls (or takes) the casualty of `player`. With the apothecary the coach rolls the D16
/// again and the less severe of the two results is kept (the seed: "relancer 1 jet
/// d'ELI"; Dugout keeps the better for the coach, as the 2020 rules let the coach choose).
pub fn roll_casualty(
    tables: &Tables,
    log: &mut RollLog<'_>,
    player: i64,
    apothecary: bool,
) -> Result<CasualtyOutcome, MatchDayRefusal> {
    let injuries = &tables.injuries;
    let first = casualty_row(tables, log, &format!("casualty.{player}"))?;
    let (row, first) = if apothecary {
        let second = casualty_row(tables, log, &format!("apothecary.{player}"))?;
        let kept = if second.from < first.from {
            second
        } else {
            first
        };
        (kept, Some(first.id.clone()))
    } else {
        (first, None)
    };
    let (lasting, lasting_change) = if row.lasting_injury {
        let key = format!("lasting.{player}");
        let roll = log.table(&key, injuries.lasting_injury.dice)?;
        let entry = injuries
            .lasting_injury
            .at(roll)
            .ok_or(MatchDayRefusal::TableGap {
                table: "lasting injury",
                roll,
            })?;
        log.gave(&entry.id);
        (
            Some(entry.id.clone()),
            Some((entry.characteristic, entry.change)),
        )
    } else {
        (None, None)
    };
    Ok(CasualtyOutcome {
        player,
        casualty: row.id.clone(),
        first,
        lasting,
        lasting_change,
        dead: row.dead,
        miss_next_game: row.miss_next_game,
        niggling: row.niggling_injury,
    })
}

fn casualty_row<'t>(
    tables: &'t Tables,
    log: &mut RollLog<'_>,
    key: &str,
) -> Result<&'t CasualtyRow, MatchDayRefusal> {
    let roll = log.table(key, tables.injuries.casualty.dice)?;
    let row = tables
        .injuries
        .casualty
        .at(roll)
        .ok_or(MatchDayRefusal::TableGap {
            table: "casualty",
            roll,
        })?;
    log.gave(&row.id);
    Ok(row)
}

/// What a casualty leaves on a living player: the next match missed, a niggling injury,
/// a characteristic lowered (never below what the file allows: 1, or 6+ for a target).
pub fn apply_casualty(profile: &mut Profile, outcome: &CasualtyOutcome) {
    if outcome.miss_next_game {
        profile.miss_next_game = true;
    }
    if outcome.niggling {
        profile.lasting_injuries.push(NIGGLING_INJURY.to_string());
    }
    if let (Some(id), Some((characteristic, change))) = (&outcome.lasting, outcome.lasting_change) {
        profile.lasting_injuries.push(id.clone());
        profile.change(characteristic, change);
    }
}
