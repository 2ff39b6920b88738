//! DreadBall's part of the league screen: its rosters for the new-team form, its
//! league settings line, and creating a team (an official line-up or a budget in mc).

use crate::coach::dreadball::TeamStart;
use crate::coach::{self, Context};
use crate::data::Named;
use crate::data::dreadball::Reference;
use crate::gui::dreadball::tr::Dr;
use crate::gui::game_parts::{NewTeam, RosterChoice, SettingFact};
use crate::gui::tr::tr;
use crate::gui::widgets::mc;
use crate::rules::dreadball::Settings;
use crate::store::{LeagueId, Store, TeamId};
use crate::{Error, Result};

/// Default budget of a team built from scratch (the value of an official starting team).
pub const DEFAULT_BUDGET_MC: u32 = 100;

/// Every roster a team can be built from, by name in the user's language.
pub fn roster_choices(lang: crate::data::Lang) -> Vec<RosterChoice> {
    let mut choices: Vec<RosterChoice> = Reference::bundled_or_empty()
        .teams
        .iter()
        .map(|roster| RosterChoice {
            id: roster.id.clone(),
            label: format!("{} (S{})", roster.name(lang), roster.season),
        })
        .collect();
    choices.sort_by_key(|choice| choice.label.to_lowercase());
    choices
}

/// The league's own prices, each with Dugout's default when it differs.
pub fn settings(
    store: &mut Store,
    league: LeagueId,
    lang: crate::data::Lang,
) -> Result<Vec<SettingFact>> {
    let league = coach::dreadball::dreadball_league(store, league)?;
    let defaults = Settings::defaults(Reference::bundled_or_empty());
    let (s, d) = (league.settings(), &defaults);
    let fact = |label: Dr, value: u32, default: u32| {
        SettingFact::new(tr(lang, label), mc(value), mc(default))
    };
    Ok(vec![
        fact(Dr::CoachingDiePrice, s.coaching_die_mc, d.coaching_die_mc),
        fact(Dr::CardPrice, s.card_mc, d.card_mc),
        fact(
            Dr::StartingTreasury,
            s.starting_treasury_mc,
            d.starting_treasury_mc,
        ),
    ])
}

/// Creates the team the form describes: an official line-up, or built from a budget.
pub fn create_team(store: &mut Store, context: &Context, team: &NewTeam) -> Result<TeamId> {
    let start = match (team.budget, team.amount) {
        (false, _) => TeamStart::StartingLineup,
        (true, None) => TeamStart::Budget(DEFAULT_BUDGET_MC),
        (true, Some(amount)) => TeamStart::Budget(
            u32::try_from(amount)
                .map_err(|_| Error::from(crate::error::TeamFault::BudgetNotNumber))?,
        ),
    };
    let view = coach::dreadball::create_team(
        store,
        context,
        team.league,
        &team.roster,
        &team.name,
        &team.coach,
        start,
    )?;
    Ok(view.team.id)
}
