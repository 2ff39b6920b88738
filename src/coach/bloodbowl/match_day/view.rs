//! A Blood Bowl match day as stored: its pre-match, inducements, post-match lines and
//! every roll, for `dugout bb matchday`, the window and the match sheet.

use serde::Serialize;

use crate::Result;
use crate::store::{
    AdvancementRow, CasualtyRow, FixtureId, PlayerMatchRow, PostTeamRow, PrematchRow, Store,
    StoredRoll, TeamId,
};

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MatchDayView {
    pub fixture: FixtureId,
    pub prematch: Option<PrematchRow>,
    /// Each inducement bought: team, id, count, price of each.
    pub inducements: Vec<(TeamId, String, u32, u32)>,
    pub postmatch: bool,
    pub teams: Vec<PostTeamRow>,
    pub players: Vec<PlayerMatchRow>,
    pub casualties: Vec<CasualtyRow>,
    pub advancements: Vec<AdvancementRow>,
    pub rolls: Vec<StoredRoll>,
}

pub fn match_day_view(store: &mut Store, fixture: FixtureId) -> Result<MatchDayView> {
    store.read(|tx| {
        crate::coach::fixtures::load_fixture(tx, fixture)?;
        Ok(MatchDayView {
            fixture,
            prematch: tx.bb_prematch(fixture)?,
            inducements: tx.bb_inducements(fixture)?,
            postmatch: tx.bb_postmatch(fixture)?.is_some(),
            teams: tx.bb_postmatch_teams(fixture)?,
            players: tx.bb_player_matches(fixture)?,
            casualties: tx.bb_casualties(fixture)?,
            advancements: tx.bb_advancements(fixture)?,
            rolls: tx.bb_rolls(fixture)?,
        })
    })
}
