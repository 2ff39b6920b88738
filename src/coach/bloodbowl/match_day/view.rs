//! A Blood Bowl match day as stored: its pre-match, inducements, post-match lines and
//! every roll, for `dugout bb matchday`, the window and the match sheet.

use std::collections::BTreeSet;

use serde::Serialize;

use crate::Result;
use crate::rules::bloodbowl::match_day::BALL_KEY;
use crate::store::bloodbowl::{
    AdvancementRow, CasualtyRow, PlayerMatchRow, PostTeamRow, PrematchRow, StoredRoll,
};
use crate::store::{FixtureId, PlayerId, Store, TeamId};

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
    /// The ball the match was played with (the pre-match's D16, or the one the kicking
    /// coach chose, typed as it), by id.
    pub ball: Option<String>,
    /// Every player the stored match day names, with shirt number and name, whether
    /// still on a roster or not (a journeyman who left, a player who died).
    pub names: Vec<(PlayerId, u32, String)>,
    /// The league's house rule that lets the coaches choose the MVP (seed 001 draws it).
    pub mvp_chosen_house_rule: bool,
    /// The prayers to Nuffle the pre-match drew (ids of `prayers.toml`), for the side in
    /// `prematch.prayers_side`.
    pub prayers: Vec<String>,
    /// A Dungeonbowl match: no kick-off, the stored `kicking_side` is the side that
    /// placed first (the coin toss's winner).
    pub dungeonbowl: bool,
}

/// The prayers to Nuffle a pre-match drew, by id, from its recorded rolls
/// (`prayer.1`, `prayer.2`…).
pub fn prayers_drawn(rolls: &[StoredRoll]) -> Vec<String> {
    rolls
        .iter()
        .filter(|roll| roll.stage == "prematch" && roll.roll.starts_with("prayer."))
        .filter_map(|roll| roll.outcome.clone())
        .collect()
}

pub fn match_day_view(store: &mut Store, fixture: FixtureId) -> Result<MatchDayView> {
    store.read(|tx| {
        crate::coach::fixtures::load_fixture(tx, fixture)?;
        let teams = tx.bb_postmatch_teams(fixture)?;
        let players = tx.bb_player_matches(fixture)?;
        let casualties = tx.bb_casualties(fixture)?;
        let advancements = tx.bb_advancements(fixture)?;
        let named: BTreeSet<PlayerId> = teams
            .iter()
            .filter_map(|t| t.mvp)
            .chain(players.iter().map(|p| p.player_id))
            .chain(casualties.iter().map(|c| c.player_id))
            .chain(advancements.iter().map(|a| a.player_id))
            .collect();
        let mut names = Vec::new();
        for id in named {
            if let Some(history) = tx.player_history(id)? {
                names.push((id, history.player.number, history.player.name));
            }
        }
        let rolls = tx.bb_rolls(fixture)?;
        let ball = rolls
            .iter()
            .find(|roll| roll.stage == "prematch" && roll.roll == BALL_KEY)
            .and_then(|roll| roll.outcome.clone());
        let league = tx.fixture_league(fixture)?;
        let settings = tx.bloodbowl_league(league)?;
        let mvp_chosen_house_rule = settings
            .as_ref()
            .is_some_and(|settings| settings.mvp_chosen_house_rule);
        let dungeonbowl = settings.is_some_and(|settings| settings.format == "dungeonbowl");
        Ok(MatchDayView {
            fixture,
            prematch: tx.bb_prematch(fixture)?,
            inducements: tx.bb_inducements(fixture)?,
            postmatch: tx.bb_postmatch(fixture)?.is_some(),
            teams,
            players,
            casualties,
            advancements,
            prayers: prayers_drawn(&rolls),
            rolls,
            ball,
            names,
            mvp_chosen_house_rule,
            dungeonbowl,
        })
    })
}
