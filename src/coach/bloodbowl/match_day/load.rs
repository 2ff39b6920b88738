//! What both halves of the match day load: the fixture, its two teams ready for the
//! rules, the league's format, and refusals turned into the app's errors.

use crate::coach::fixtures::load_fixture;
use crate::coach::season::load_open_season;
use crate::data::bloodbowl::Reference;
use crate::data::bloodbowl::tables::Tables;
use crate::error::FixtureFault;
use crate::error::bloodbowl::BloodBowlFault;
use crate::rules::bloodbowl::match_day::{MatchDayRefusal, PrematchFormat, RollRecord};
use crate::rules::bloodbowl::post_match::Halving;
use crate::store::{FixtureId, FixtureRecord, Tx};
use crate::{Error, Result};

use super::super::team::load;
use super::super::view::Loaded;

/// The inducement that gives a side one more apothecary use.
const WANDERING_APOTHECARIES: &str = "wandering-apothecaries";

/// The league format whose matches are played in a dungeon.
pub const DUNGEONBOWL: &str = "dungeonbowl";

/// A refusal of the rules as the app's error, in both languages.
pub fn refused(refusal: MatchDayRefusal) -> Error {
    refusal.into()
}

/// A Blood Bowl fixture with both its teams loaded.
pub struct Match {
    pub fixture: FixtureRecord,
    pub teams: [Loaded; 2],
    pub dungeonbowl: bool,
    /// How the league halves an odd sum of fan factors (a league setting).
    pub halving: Halving,
    /// The wandering apothecaries each side bought for the match.
    pub wandering_apothecaries: [u32; 2],
    /// The league's house rule that lets the coaches choose the MVP (seed 001 draws it).
    pub mvp_chosen: bool,
    /// The prayers to Nuffle each side drew in the pre-match (ids; none before it).
    pub prayers: [Vec<String>; 2],
}

impl Match {
    /// Loads a match of an open season of a Blood Bowl league.
    pub fn load(tx: &Tx<'_>, id: FixtureId) -> Result<Match> {
        let fixture = load_fixture(tx, id)?;
        load_open_season(tx, fixture.season_id)?;
        let game = tx.fixture_game(id)?;
        if game != "bloodbowl" {
            return Err(BloodBowlFault::NotBloodBowlMatch { fixture: id, game }.into());
        }
        let teams = [load(tx, fixture.home)?, load(tx, fixture.away)?];
        let dungeonbowl = teams[0].league.format == DUNGEONBOWL;
        let halving = if teams[0].league.winnings_round_up {
            Halving::Up
        } else {
            Halving::Down
        };
        let mut wandering_apothecaries = [0; 2];
        for (team, inducement, count, _) in tx.bb_inducements(id)? {
            if inducement == WANDERING_APOTHECARIES {
                let index = usize::from(team != fixture.home);
                wandering_apothecaries[index] += count;
            }
        }
        let mvp_chosen = teams[0].league.mvp_chosen_house_rule;
        let prayers = prayers_by_side(tx, id)?;
        Ok(Match {
            fixture,
            mvp_chosen,
            prayers,
            teams,
            dungeonbowl,
            halving,
            wandering_apothecaries,
        })
    }

    /// What the pre-match draws: no weather, no stadium and no ball in a dungeon.
    pub fn format(&self) -> Result<PrematchFormat> {
        if self.dungeonbowl {
            let format = &reference()?.dungeonbowl.format;
            Ok(PrematchFormat {
                stadium: false,
                weather: format.weather,
                ball: false,
                kick_off: format.kick_off,
            })
        } else {
            Ok(PrematchFormat {
                stadium: true,
                weather: true,
                ball: true,
                kick_off: true,
            })
        }
    }

    /// Refuses a match that already has its result.
    pub fn unplayed(&self) -> Result<()> {
        if let Some(result) = &self.fixture.result {
            return Err(FixtureFault::HasResult {
                id: self.fixture.id,
                home: result.home_score,
                away: result.away_score,
            }
            .into());
        }
        Ok(())
    }
}

/// The prayers to Nuffle the pre-match of `id` drew, under the side that drew them.
fn prayers_by_side(tx: &Tx<'_>, id: FixtureId) -> Result<[Vec<String>; 2]> {
    let mut prayers = [Vec::new(), Vec::new()];
    let side = tx.bb_prematch(id)?.and_then(|p| p.prayers_side);
    let index = match side.as_deref() {
        Some("home") => 0,
        Some("away") => 1,
        _ => return Ok(prayers),
    };
    prayers[index] = super::view::prayers_drawn(&tx.bb_rolls(id)?);
    Ok(prayers)
}

pub fn reference() -> Result<&'static Reference> {
    Ok(Reference::bundled()?)
}

pub fn tables() -> Result<&'static Tables> {
    Ok(&reference()?.tables)
}

/// Records the rolls of one stage of a match day (`prematch` or `postmatch`).
pub fn record_rolls(
    tx: &Tx<'_>,
    fixture: FixtureId,
    stage: &str,
    rolls: &[RollRecord],
) -> Result<()> {
    for roll in rolls {
        let outcome = roll.outcome.as_deref();
        tx.insert_bb_roll(
            fixture,
            stage,
            (&roll.key, &roll.dice, roll.result, roll.entered, outcome),
        )?;
    }
    Ok(())
}
