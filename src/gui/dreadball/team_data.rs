//! Everything the DreadBall team screen shows, read in one go (`load_team_data`): the
//! team, its league's settings, the ledger, the last change, the problems found, and what
//! the coach can buy or hire now with its price or the reason it can't be had.

use crate::coach::dreadball::{Item, TeamView};
use crate::coach::{self, Change, Context};
use crate::data::dreadball::StaffKind;
use crate::gui::dreadball::tr::Dr;
use crate::gui::tr::tr;
use crate::rules::dreadball::{self as rules, Settings};
use crate::store::{LedgerEntry, Store, TeamId};

/// Something the coach can buy or hire, with its price and, when it can't be had
/// now, the reason why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Offer<K> {
    pub key: K,
    pub cost_mc: u32,
    pub refused: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Offers {
    pub hires: Vec<Offer<String>>,
    pub items: Vec<Offer<Item>>,
    pub staff: Vec<Offer<StaffKind>>,
    /// Why this roster has no position to hire from (e.g. Mechanites need the builder).
    pub no_hire: Option<String>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct TeamData {
    pub view: TeamView,
    pub settings: Settings,
    pub ledger: Vec<LedgerEntry>,
    pub last_change: Option<Change>,
    pub problems: Vec<String>,
    pub offers: Offers,
}

/// Everything the team screen shows, read in one go.
pub fn load_team_data(store: &mut Store, context: &Context, id: TeamId) -> crate::Result<TeamData> {
    let view = coach::dreadball::show_team(store, context, id)?;
    let settings = *coach::dreadball::dreadball_league(store, view.team.league_id)?.settings();
    let ledger = coach::ledger(store, id)?;
    let last_change = coach::last_change(store, id)?;
    let problems = coach::dreadball::check_team(store, context, id)?
        .iter()
        .map(|problem| problem.message(context.lang))
        .collect();
    let offers = offers(context, &view, &settings)?;
    Ok(TeamData {
        view,
        settings,
        ledger,
        last_change,
        problems,
        offers,
    })
}

/// What the team could hire or buy now, each with its price or the rule that stops it.
pub fn offers(context: &Context, view: &TeamView, settings: &Settings) -> crate::Result<Offers> {
    let state = context.team_state(&view.team)?;
    let (reference, lang) = (context.reference(), context.lang);
    let refused = |result: Result<u32, rules::Violation>| match result {
        Ok(_) => None,
        Err(violation) => Some(violation.message(lang)),
    };
    let hires = state
        .roster
        .role
        .iter()
        .filter_map(|role| {
            let cost_mc = role.cost_mc?;
            let check =
                rules::check_hire(&state, reference, &role.id, lang).map(|hire| hire.cost_mc);
            Some(Offer {
                key: role.id.clone(),
                cost_mc,
                refused: refused(check),
            })
        })
        .collect::<Vec<_>>();
    let no_hire = hires
        .is_empty()
        .then(|| match rules::find_hireable_role(&state, "", lang) {
            Err(violation @ rules::Violation::NeedsBuilder { .. }) => violation.message(lang),
            _ => tr(lang, Dr::NoKnownPositions).to_string(),
        });
    let prices = [
        (
            Item::Dice,
            settings.coaching_die_mc,
            rules::check_buy_dice(&state, settings, 1),
        ),
        (
            Item::Cards,
            settings.card_mc,
            rules::check_buy_cards(&state, settings, 1),
        ),
        (
            Item::Cheerleaders,
            reference.cheerleaders.cost_mc,
            rules::check_buy_cheerleaders(&state, reference, 1),
        ),
    ];
    let items = prices
        .into_iter()
        .map(|(key, cost_mc, check)| Offer {
            key,
            cost_mc,
            refused: refused(check),
        })
        .collect();
    let staff = StaffKind::ALL
        .into_iter()
        .map(|kind| Offer {
            key: kind,
            cost_mc: reference.staff.cost_mc,
            refused: refused(rules::check_hire_staff(&state, reference, kind)),
        })
        .collect();
    Ok(Offers {
        hires,
        items,
        staff,
        no_hire,
    })
}
