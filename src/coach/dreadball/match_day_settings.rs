//! A league's match-day settings: the post-match numbers the seeds do not give.

use super::{DreadBallLeague, load_dreadball_league};
use crate::Result;
use crate::coach::league::audit_settings;
use crate::rules::dreadball::match_day::{MatchDaySettings, thresholds_text};
use crate::store::{FieldChange, LeagueId, Store};

/// Replaces a league's match-day settings (read them, change what you need, give them
/// back). Rank thresholds must rise; they are checked when read from text.
pub fn change_match_day_settings(
    store: &mut Store,
    id: LeagueId,
    settings: &MatchDaySettings,
) -> Result<DreadBallLeague> {
    store.write(|tx| {
        let mut league = load_dreadball_league(tx, id)?;
        crate::rules::dreadball::settings::check(league.settings(), settings)?;
        let changes = match_day_changes(league.match_day(), settings);
        tx.update_match_day_settings(id, settings)?;
        let summary = format!("Changed the match-day settings of {}", league.league.name);
        audit_settings(tx, id, summary, changes)?;
        league.own.match_day = settings.clone();
        Ok(league)
    })
}

fn match_day_changes(before: &MatchDaySettings, after: &MatchDaySettings) -> Vec<FieldChange> {
    let optional = |value: Option<u32>| value.map_or("off".to_string(), |v| v.to_string());
    let (b, a) = (before.earnings, after.earnings);
    [
        (
            "rank_thresholds",
            thresholds_text(&before.rank_thresholds),
            thresholds_text(&after.rank_thresholds),
        ),
        (
            "man_of_the_match_xp",
            before.man_of_the_match_xp.to_string(),
            after.man_of_the_match_xp.to_string(),
        ),
        (
            "earnings_base_mc",
            b.base_mc.to_string(),
            a.base_mc.to_string(),
        ),
        (
            "earnings_win_mc",
            b.win_mc.to_string(),
            a.win_mc.to_string(),
        ),
        (
            "earnings_draw_mc",
            b.draw_mc.to_string(),
            a.draw_mc.to_string(),
        ),
        ("earnings_dice", b.dice.to_string(), a.dice.to_string()),
        (
            "revival_mc",
            optional(before.revival_mc),
            optional(after.revival_mc),
        ),
        (
            "free_agent_signing",
            before.free_agent_signing.to_string(),
            after.free_agent_signing.to_string(),
        ),
        (
            "mvp_from_treasury",
            before.mvp_from_treasury.to_string(),
            after.mvp_from_treasury.to_string(),
        ),
        (
            "event_mvps",
            before.event_mvps.to_string(),
            after.event_mvps.to_string(),
        ),
    ]
    .into_iter()
    .filter(|(_, old, new)| old != new)
    .map(|(field, old, new)| FieldChange::new(field, old, new))
    .collect()
}
