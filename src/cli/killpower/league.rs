//! `dugout league …` on a Killpower Ball league: what `league new` says of it, and its
//! own settings shown and changed.

use serde_json::json;

use super::text;
use crate::cli::args::LeagueSettingsArgs;
use crate::cli::game_seam::{GameFlags, Shown};
use crate::coach::Context;
use crate::coach::killpower as kpb;
use crate::error::CommandFault;
use crate::rules::killpower::XpRounding;
use crate::store::{LeagueId, LeagueRecord, Store};
use crate::{Error, Result};

/// How a Killpower Ball league refuses another game's `league settings` flags.
pub fn refuse_other_game(flags: &dyn GameFlags) -> Error {
    CommandFault::OtherGameOption {
        option: "that option".into(),
        game: flags.game().names(),
    }
    .into()
}

fn floor(text: &str) -> Result<Option<i32>> {
    if text.trim().eq_ignore_ascii_case("none") {
        return Ok(None);
    }
    text.trim()
        .parse::<i32>()
        .map(Some)
        .map_err(|_| Error::Refused {
            id: "ranking_floor",
            en: format!("--ranking-floor {text}: a whole number, or none"),
            fr: format!("--ranking-floor {text} : un nombre entier, ou none"),
        })
}

/// Changes Killpower Ball's settings (another game's were refused before).
pub fn change_settings(store: &mut Store, id: LeagueId, args: &LeagueSettingsArgs) -> Result<()> {
    let killpower = &args.games.killpower;
    if killpower.given().is_empty() {
        return Ok(());
    }
    let change = kpb::KillpowerSettingsChange {
        powers_chosen: killpower.powers_chosen,
        xp_rounding: killpower.xp_rounding.as_deref().and_then(XpRounding::parse),
        win: killpower.ranking_win,
        division_bonus: killpower.ranking_division_bonus,
        loss: killpower.ranking_loss,
        draw: killpower.ranking_draw,
        abandon: killpower.ranking_abandon,
        minimum: killpower.ranking_floor.as_deref().map(floor).transpose()?,
        playoff_draw: killpower.playoff_draw.map(|rule| rule.rule()),
    };
    kpb::change_league_settings(store, id, &change)?;
    Ok(())
}

/// The league's settings, each marked as read from the seed's example or Dugout's
/// default, or changed.
pub fn settings(store: &mut Store, context: &Context, league: &LeagueRecord) -> Result<Shown> {
    let own = kpb::league_settings(store, league.id)?;
    let defaults = kpb::default_settings(own.mode)?;
    let numbers = kpb::ranking_numbers(&own.ranking)?;
    let text = format!(
        "{}{}",
        text::settings(&own, &numbers, context.lang),
        crate::cli::text::play_settings(league)
    );
    // The league's fields, with the game's own settings under `killpower`.
    let mut json = serde_json::to_value(league).map_err(|error| crate::error::FileFault::Json {
        detail: error.to_string(),
    })?;
    if let Some(fields) = json.as_object_mut() {
        fields.insert("killpower".into(), json!(own));
        fields.insert("killpower_defaults".into(), json!(defaults));
        fields.insert("ranking_numbers".into(), json!(numbers));
        fields.insert(
            "deck_cards".into(),
            json!(kpb::deck(store, league.id)?.len()),
        );
    }
    Ok(Shown { text, json })
}

/// What `league new` prints of a new Killpower Ball league.
pub fn created(store: &mut Store, league: &LeagueRecord) -> Result<String> {
    let own = kpb::league_settings(store, league.id)?;
    Ok(format!(
        "Created league {} \"{}\" (killpower, {}). Ranking points: win {}, +{} per division of gap to a lower-division winner, loss {} (read from the seed's example); draw {}, abandon {} (Dugout's defaults); never below {}. Add the deck of power cards with `dugout kpb deck --league {} --import FILE`.\n",
        league.id,
        league.name,
        own.mode.id(),
        own.ranking.win,
        own.ranking.division_bonus,
        own.ranking.loss,
        own.ranking.draw,
        own.ranking.abandon,
        own.ranking
            .minimum
            .map_or_else(|| "no floor".to_string(), |m| m.to_string()),
        league.id
    ))
}
