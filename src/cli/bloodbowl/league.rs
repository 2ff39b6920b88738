//! `dugout league …` on a Blood Bowl league: what `league new` says of it, and its own
//! settings shown and changed.

use serde_json::json;

use super::gp;
use crate::Result;
use crate::cli::args::LeagueSettingsArgs;
use crate::cli::game_seam::Shown;
use crate::coach::Context;
use crate::coach::bloodbowl as bb;
use crate::data::Lang;
use crate::error::FileFault;
use crate::store::{LeagueId, LeagueRecord, Store};

/// Changes Blood Bowl's own settings (another game's were refused before).
pub fn change_settings(store: &mut Store, id: LeagueId, args: &LeagueSettingsArgs) -> Result<()> {
    let bloodbowl = &args.games.bloodbowl;
    if !crate::cli::game_seam::GameFlags::given(bloodbowl).is_empty() {
        let change = bb::LeagueSettingsChange {
            starting_treasury_gp: bloodbowl.starting_treasury_gp,
            max_dedicated_fans_at_creation: bloodbowl.max_dedicated_fans,
            dedicated_fan_gp: bloodbowl.dedicated_fan_gp,
            winnings_round_up: bloodbowl.winnings_halving.as_deref().map(|h| h == "up"),
            mvp_chosen_house_rule: bloodbowl.mvp_chosen_house_rule,
        };
        bb::change_league_settings(store, id, &change)?;
    }
    Ok(())
}

fn on_off(on: bool) -> &'static str {
    if on { "on" } else { "off, the MVP is drawn" }
}

fn halving(up: bool) -> &'static str {
    if up { "rounded up" } else { "rounded down" }
}

/// A Blood Bowl league's settings, each marked as Dugout's default or the league's own.
pub fn settings(store: &mut Store, _context: &Context, league: &LeagueRecord) -> Result<Shown> {
    let own = bb::league_settings(store, league.id)?;
    let defaults = bb::DEFAULTS;
    let mark = |value: String, default: String, same: bool| {
        if same {
            format!("{value} (default)")
        } else {
            format!("{value} (league setting; default {default})")
        }
    };
    let money = |v: u32| gp(v.into(), Lang::En);
    let text = format!(
        "League {} \"{}\" (Blood Bowl, format {}) settings — not quoted rules, a commissioner may change them:\n  starting treasury: {}\n  dedicated fans a team may have when created: {}\n  price of a dedicated fan at creation: {}\n  an odd sum of fan factors, halved for the winnings: {}\n  house rule, the coaches choose the MVP (seed 001 draws it at random): {}\n{}",
        league.id,
        league.name,
        own.format,
        mark(
            money(own.starting_treasury_gp),
            money(defaults.starting_treasury_gp),
            own.starting_treasury_gp == defaults.starting_treasury_gp
        ),
        mark(
            own.max_dedicated_fans_at_creation.to_string(),
            defaults.max_dedicated_fans_at_creation.to_string(),
            own.max_dedicated_fans_at_creation == defaults.max_dedicated_fans_at_creation
        ),
        mark(
            money(own.dedicated_fan_gp),
            money(defaults.dedicated_fan_gp),
            own.dedicated_fan_gp == defaults.dedicated_fan_gp
        ),
        mark(
            halving(own.winnings_round_up).to_string(),
            halving(defaults.winnings_round_up).to_string(),
            own.winnings_round_up == defaults.winnings_round_up
        ),
        mark(
            on_off(own.mvp_chosen_house_rule).to_string(),
            on_off(defaults.mvp_chosen_house_rule).to_string(),
            own.mvp_chosen_house_rule == defaults.mvp_chosen_house_rule
        ),
        crate::cli::text::play_settings(league)
    );
    // The league's fields, and the game's own settings under `bloodbowl` (as a DreadBall
    // league's carry `settings` and `match_day`).
    let mut json = serde_json::to_value(league).map_err(|error| FileFault::Json {
        detail: error.to_string(),
    })?;
    if let Some(fields) = json.as_object_mut() {
        fields.insert("bloodbowl".into(), json!(own));
    }
    Ok(Shown { text, json })
}

/// What `league new` says of a new Blood Bowl league.
pub fn created(store: &mut Store, league: &LeagueRecord) -> Result<String> {
    let own = bb::league_settings(store, league.id)?;
    Ok(format!(
        "Created league {} \"{}\" (bloodbowl, format {}). A new team starts with {}, 1 dedicated fan (up to {} at {} each before its first match): league settings, Dugout's defaults, not quoted rules.\n",
        league.id,
        league.name,
        own.format,
        gp(own.starting_treasury_gp.into(), Lang::En),
        own.max_dedicated_fans_at_creation,
        gp(own.dedicated_fan_gp.into(), Lang::En)
    ))
}
