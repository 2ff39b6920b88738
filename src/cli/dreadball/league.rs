//! `dugout league settings` on a DreadBall league: its prices and match-day settings.

use crate::cli::args::LeagueCommand;
use crate::coach;
use crate::store::{LeagueId, Store};
use crate::{Error, Result};

/// DreadBall's own settings: prices and the match-day settings.
pub fn change_settings(store: &mut Store, id: LeagueId, command: &LeagueCommand) -> Result<()> {
    let LeagueCommand::Settings {
        coaching_die_mc,
        card_mc,
        starting_treasury_mc,
        match_day,
        bloodbowl,
        ..
    } = command
    else {
        return Ok(());
    };
    if !bloodbowl.is_empty() {
        return Err(Error::Invalid(
            "--starting-treasury-gp, --max-dedicated-fans and --dedicated-fan-gp are Blood Bowl's; this is a DreadBall league".into(),
        ));
    }
    let change = coach::dreadball::SettingsChange {
        coaching_die_mc: *coaching_die_mc,
        card_mc: *card_mc,
        starting_treasury_mc: *starting_treasury_mc,
    };
    super::match_day::change_match_day(store, id, match_day)?;
    coach::dreadball::change_settings(store, id, &change)?;
    Ok(())
}
