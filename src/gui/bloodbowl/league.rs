//! Blood Bowl's part of the league screen: its rosters (built-in and imported) with
//! their tier, its league settings line, and creating a team with a treasury in gp.

use crate::coach::Context;
use crate::coach::bloodbowl as bb;
use crate::data::Lang;
use crate::games::Money;
use crate::gui::bloodbowl::tr::Bb;
use crate::gui::bloodbowl::tr::Bp;
use crate::gui::game_parts::{NewTeam, RosterChoice, SettingFact};
use crate::gui::tr::{Text, tr};
use crate::store::{LeagueId, Store, TeamId};
use crate::{Error, Result};

/// The rosters a team of `league` may be built from, with their tier.
pub fn roster_choices(
    store: &mut Store,
    league: LeagueId,
    lang: Lang,
) -> Result<Vec<RosterChoice>> {
    Ok(bb::roster_list(store, league, lang)?
        .into_iter()
        .map(|(id, name, tier)| RosterChoice {
            id,
            label: format!("{name} ({} {tier})", tr(lang, Bb::Tier)),
        })
        .collect())
}

fn yes_no(on: bool, lang: Lang) -> String {
    tr(lang, if on { Text::Yes } else { Text::No }).to_string()
}

fn halving(up: bool, lang: Lang) -> String {
    tr(lang, if up { Bb::RoundedUp } else { Bb::RoundedDown }).to_string()
}

/// The league's own settings, each with Dugout's default when it differs.
pub fn settings(store: &mut Store, league: LeagueId, lang: Lang) -> Result<Vec<SettingFact>> {
    let own = bb::league_settings(store, league)?;
    let d = bb::DEFAULTS;
    let gp = |v: u32| Money::Gp.format(v.into(), lang);
    Ok(vec![
        SettingFact::new(
            tr(lang, Bb::StartingTreasury),
            gp(own.starting_treasury_gp),
            gp(d.starting_treasury_gp),
        ),
        SettingFact::new(
            tr(lang, Bb::FansAtCreation),
            own.max_dedicated_fans_at_creation.to_string(),
            d.max_dedicated_fans_at_creation.to_string(),
        ),
        SettingFact::new(
            tr(lang, Bb::FanPrice),
            gp(own.dedicated_fan_gp),
            gp(d.dedicated_fan_gp),
        ),
        SettingFact::new(
            tr(lang, Bb::WinningsHalving),
            halving(own.winnings_round_up, lang),
            halving(d.winnings_round_up, lang),
        ),
        SettingFact::new(
            tr(lang, Bp::MvpHouseRule),
            yes_no(own.mvp_chosen_house_rule, lang),
            yes_no(d.mvp_chosen_house_rule, lang),
        ),
    ])
}

/// Creates the team the form describes, with no players: the treasury typed, or the
/// league's starting treasury.
pub fn create_team(store: &mut Store, context: &Context, team: &NewTeam) -> Result<TeamId> {
    let treasury = team
        .amount
        .map(|amount| {
            u32::try_from(amount)
                .map_err(|_| Error::from(crate::error::TeamFault::TreasuryNotNumber))
        })
        .transpose()?;
    let created = bb::create_team(
        store,
        context.lang,
        team.league,
        &team.roster,
        &team.name,
        &team.coach,
        treasury,
    )?;
    Ok(created.id)
}
