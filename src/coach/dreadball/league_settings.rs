//! A DreadBall league's settings: the prices and amounts the seeds do not give.

use super::{DreadBallLeague, load_dreadball_league};
use crate::Result;
use crate::coach::audit_settings;
use crate::data::Lang;
use crate::error::Surface;
use crate::rules::dreadball::Settings;
use crate::rules::dreadball::match_day::{parse_thresholds, thresholds_text};
use crate::store::dreadball::DreadBallLeagueRecord;
use crate::store::{FieldChange, LeagueId, Store};

/// A change to some of a league's settings; `None` keeps the current value.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SettingsChange {
    pub coaching_die_mc: Option<u32>,
    pub card_mc: Option<u32>,
    pub starting_treasury_mc: Option<u32>,
}

/// Changes a league's settings (prices and amounts the seeds do not give).
pub fn change_settings(
    store: &mut Store,
    id: LeagueId,
    change: &SettingsChange,
) -> Result<DreadBallLeague> {
    store.write(|tx| {
        let mut league = load_dreadball_league(tx, id)?;
        let current = *league.settings();
        let settings = Settings {
            coaching_die_mc: change.coaching_die_mc.unwrap_or(current.coaching_die_mc),
            card_mc: change.card_mc.unwrap_or(current.card_mc),
            starting_treasury_mc: change
                .starting_treasury_mc
                .unwrap_or(current.starting_treasury_mc),
        };
        crate::rules::dreadball::settings::check(&settings, league.match_day())?;
        tx.update_league_settings(id, &settings)?;
        let summary = format!("Changed the settings of {}", league.league.name);
        audit_settings(tx, id, summary, settings_changes(&current, &settings))?;
        league.own.settings = settings;
        Ok(league)
    })
}

fn settings_changes(before: &Settings, after: &Settings) -> Vec<FieldChange> {
    [
        (
            "coaching_die_mc",
            before.coaching_die_mc,
            after.coaching_die_mc,
        ),
        ("card_mc", before.card_mc, after.card_mc),
        (
            "starting_treasury_mc",
            before.starting_treasury_mc,
            after.starting_treasury_mc,
        ),
    ]
    .into_iter()
    .filter(|(_, old, new)| old != new)
    .map(|(field, old, new)| FieldChange::new(field, old, new))
    .collect()
}

/// The bounds `league settings` keeps a league's DreadBall settings within: rank
/// thresholds that rise (`parse_thresholds`, the rule they are read by), and every price,
/// amount and die count within `rules::dreadball::settings::check`, so that an import
/// checks the same as the command.
pub fn check_league_settings(own: &DreadBallLeagueRecord) -> Result<()> {
    parse_thresholds(&thresholds_text(&own.match_day.rank_thresholds))?;
    crate::rules::dreadball::settings::check(&own.settings, &own.match_day)?;
    Ok(())
}

/// What an imported league's settings hold beyond what `league settings` accepts; an
/// error when they cannot be read.
pub(crate) fn league_problems(
    tx: &crate::store::Tx<'_>,
    id: LeagueId,
) -> Result<Vec<(String, String)>> {
    let league = load_dreadball_league(tx, id)?;
    Ok(match check_league_settings(&league.own) {
        Ok(()) => Vec::new(),
        Err(error) => vec![(
            error.text(Surface::Window, Lang::En),
            error.text(Surface::Window, Lang::Fr),
        )],
    })
}
