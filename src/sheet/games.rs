//! The printing side of the game registry: which layout prints a game's team sheet.

use super::SheetOptions;
use crate::coach::AsOf;
use crate::coach::bloodbowl::BloodBowl;
use crate::coach::dreadball::DreadBall;
use crate::games::{self, Game};
use crate::store::{Store, TeamId};
use crate::{Error, Result};

/// Prints a team's sheet as PDF bytes.
pub type TeamDocument = fn(&mut Store, TeamId, AsOf, &SheetOptions) -> Result<Vec<u8>>;

/// One entry per game of `crate::games::GAMES`: its team-sheet layout, and whether a
/// league's sheets can be printed together.
fn registry() -> [(&'static str, TeamDocument, bool); 2] {
    [
        (DreadBall.id(), super::load::dreadball_team_document, true),
        (BloodBowl.id(), bloodbowl_team_document, false),
    ]
}

/// Whether all of a league's team sheets can be printed together (one PDF or a file per
/// team) for the game `game_id`.
pub fn bundles_team_sheets(game_id: &str) -> Result<bool> {
    let game = games::of(game_id)?;
    Ok(registry()
        .into_iter()
        .any(|(id, _, bundles)| id == game.id() && bundles))
}

/// The team-sheet layout of the game `game_id`.
pub fn team_document(game_id: &str) -> Result<TeamDocument> {
    let game = games::of(game_id)?;
    registry()
        .into_iter()
        .find(|(id, _, _)| *id == game.id())
        .map(|(_, print, _)| print)
        .ok_or_else(|| {
            Error::Invalid(format!(
                "Dugout cannot print {} team sheets yet",
                game.name(crate::data::Lang::En)
            ))
        })
}

fn bloodbowl_team_document(
    store: &mut Store,
    team: TeamId,
    as_of: AsOf,
    options: &SheetOptions,
) -> Result<Vec<u8>> {
    if as_of != AsOf::Now {
        return Err(Error::Invalid(
            "a Blood Bowl team sheet prints the team as it stands now; sheets as of a date or before a match come with the Blood Bowl match day".into(),
        ));
    }
    let view = crate::coach::bloodbowl::show_team(store, options.lang, team)?;
    let league = crate::coach::league(store, view.league_id)?;
    super::bloodbowl::bloodbowl_team_pdf(&view, &league.name, crate::store::today(), options)
}
