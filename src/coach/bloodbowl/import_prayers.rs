//! The player lines of an imported league's post-matches, held to what `bb postmatch`
//! writes (issue 31): each count within what a match holds, the first drive's
//! casualties only for a side that drew the prayer to Nuffle paying for them, and no more
//! SPP from prayers than those the side drew pay (a line written before prayers paid
//! anything holds none).

use crate::data::Lang;
use crate::data::bloodbowl::tables::Tables;
use crate::error::Surface;
use crate::rules::bloodbowl::match_day::limits::check_line;
use crate::rules::bloodbowl::match_day::{
    MatchDayRefusal, PlayerMatch, PlayerRefusal, SIDES, prayer_spp,
};
use crate::store::bloodbowl::PlayerMatchRow;
use crate::store::{FixtureRecord, Tx};
use crate::{Error, Result};

/// Each problem in English and French.
type Problems = Vec<(String, String)>;

fn words(error: &Error) -> (String, String) {
    (
        error.text(Surface::Window, Lang::En),
        error.text(Surface::Window, Lang::Fr),
    )
}

fn refusal_words(refusal: &MatchDayRefusal) -> (String, String) {
    (refusal.message(Lang::En), refusal.message(Lang::Fr))
}

fn as_report_line(row: &PlayerMatchRow) -> PlayerMatch {
    PlayerMatch {
        player: row.player_id.0,
        touchdowns: row.touchdowns,
        casualties: row.casualties,
        completions: row.completions,
        interceptions: row.interceptions,
        deflections: row.deflections,
        drive_casualties: row.prayers.drive_casualties,
        crowd_casualties: row.prayers.crowd_casualties,
        foul_casualties: row.prayers.foul_casualties,
    }
}

/// What breaks these rules in the player lines of `fixture`'s post-match.
pub(super) fn player_line_problems(
    tx: &Tx<'_>,
    tables: &Tables,
    fixture: &FixtureRecord,
) -> Result<Problems> {
    let mut found = Problems::new();
    let rows = tx.bb_player_matches(fixture.id)?;
    if rows.is_empty() {
        return Ok(found);
    }
    let prematch = tx.bb_prematch(fixture.id)?;
    let prayed = prematch.and_then(|p| p.prayers_side);
    let drawn = super::match_day::prayers_drawn(&tx.bb_rolls(fixture.id)?);
    for (index, row) in rows.iter().enumerate() {
        let line = as_report_line(row);
        if let Err(refusal) = check_line(index, &line) {
            found.push(words(&Error::from(refusal)));
            continue;
        }
        let team = tx.player_history(row.player_id)?.map(|p| p.team_id);
        let side = if team == Some(fixture.away) {
            SIDES[1]
        } else {
            SIDES[0]
        };
        let prayers: &[String] = if prayed.as_deref() == Some(side.key()) {
            &drawn
        } else {
            &[]
        };
        match prayer_spp(tables, prayers, side, &line) {
            Err(refusal) => found.push(refusal_words(&refusal)),
            Ok(most) if row.prayers.prayer_spp > most => {
                found.push(refusal_words(&MatchDayRefusal::Players(
                    PlayerRefusal::PrayerSppOver {
                        player: line.player,
                        stored: row.prayers.prayer_spp,
                        most,
                    },
                )));
            }
            Ok(_) => {}
        }
    }
    Ok(found)
}
