//! A Blood Bowl league's own settings: what the rules documents do not give.

use super::super::audit::audit;
use super::super::load_league;
use crate::store::bloodbowl::BloodBowlLeagueRecord;
use crate::store::{FieldChange, LeagueId, NewAudit, Store, StoreError, Tx};
use crate::{Error, Result};

/// Dugout's defaults (not quoted rules), as schema 6 writes them for a new league.
pub const DEFAULTS: BloodBowlLeagueRecord = BloodBowlLeagueRecord {
    format: String::new(),
    starting_treasury_gp: 1_000_000,
    max_dedicated_fans_at_creation: 6,
    dedicated_fan_gp: 10_000,
    winnings_round_up: false,
    mvp_chosen_house_rule: false,
};

/// A change to some of the settings; `None` keeps the current value.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct LeagueSettingsChange {
    pub starting_treasury_gp: Option<u32>,
    pub max_dedicated_fans_at_creation: Option<u32>,
    pub dedicated_fan_gp: Option<u32>,
    pub winnings_round_up: Option<bool>,
    pub mvp_chosen_house_rule: Option<bool>,
}

/// A Blood Bowl league's own settings; an error when the league is another game's or
/// has none.
pub(super) fn load(tx: &Tx<'_>, id: LeagueId) -> Result<BloodBowlLeagueRecord> {
    let league = load_league(tx, id)?;
    super::require_bloodbowl(&league)?;
    tx.bloodbowl_league(id)?.ok_or_else(|| {
        Error::Store(StoreError::Corrupt(format!(
            "Blood Bowl league {id} has no settings"
        )))
    })
}

pub fn league_settings(store: &mut Store, id: LeagueId) -> Result<BloodBowlLeagueRecord> {
    store.read(|tx| load(tx, id))
}

pub fn change_league_settings(
    store: &mut Store,
    id: LeagueId,
    change: &LeagueSettingsChange,
) -> Result<BloodBowlLeagueRecord> {
    store.write(|tx| {
        let before = load(tx, id)?;
        let after = BloodBowlLeagueRecord {
            starting_treasury_gp: change
                .starting_treasury_gp
                .unwrap_or(before.starting_treasury_gp),
            max_dedicated_fans_at_creation: change
                .max_dedicated_fans_at_creation
                .unwrap_or(before.max_dedicated_fans_at_creation),
            dedicated_fan_gp: change.dedicated_fan_gp.unwrap_or(before.dedicated_fan_gp),
            winnings_round_up: change.winnings_round_up.unwrap_or(before.winnings_round_up),
            mvp_chosen_house_rule: change
                .mvp_chosen_house_rule
                .unwrap_or(before.mvp_chosen_house_rule),
            format: before.format.clone(),
        };
        check_league_settings(&after)?;
        tx.update_bloodbowl_league(id, &after)?;
        let changes: Vec<FieldChange> = [
            (
                "starting_treasury_gp",
                before.starting_treasury_gp,
                after.starting_treasury_gp,
            ),
            (
                "max_dedicated_fans_at_creation",
                before.max_dedicated_fans_at_creation,
                after.max_dedicated_fans_at_creation,
            ),
            (
                "dedicated_fan_gp",
                before.dedicated_fan_gp,
                after.dedicated_fan_gp,
            ),
        ]
        .into_iter()
        .filter(|(_, old, new)| old != new)
        .map(|(field, old, new)| FieldChange::new(field, old, new))
        .chain(
            (before.winnings_round_up != after.winnings_round_up).then(|| {
                let word = |up: bool| if up { "up" } else { "down" };
                FieldChange::new(
                    "winnings_halving",
                    word(before.winnings_round_up),
                    word(after.winnings_round_up),
                )
            }),
        )
        .chain(
            (before.mvp_chosen_house_rule != after.mvp_chosen_house_rule).then(|| {
                FieldChange::new(
                    "mvp_chosen_house_rule",
                    before.mvp_chosen_house_rule,
                    after.mvp_chosen_house_rule,
                )
            }),
        )
        .collect();
        if !changes.is_empty() {
            audit(
                tx,
                NewAudit {
                    action: "league.settings".to_string(),
                    league_id: Some(id),
                    summary: "Changed the Blood Bowl settings of the league".to_string(),
                    changes,
                    ..NewAudit::default()
                },
            )?;
        }
        Ok(after)
    })
}

/// The bounds `league settings` keeps a league's Blood Bowl settings within; an import
/// checks a document's settings with the same.
pub fn check_league_settings(settings: &BloodBowlLeagueRecord) -> Result<()> {
    Ok(crate::rules::bloodbowl::settings::check(
        &settings.numbers(),
    )?)
}
