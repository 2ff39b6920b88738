//! The demo league a newcomer sees on first start.

use crate::Result;
use crate::coach::{self, Context, Item, TeamStart};
use crate::data::dreadball::StaffKind;
use crate::store::{LeagueId, Store};

const DEMO_TEAMS: &[(&str, &str, &str)] = &[
    ("trontek-29ers", "Trontek Titans", "Alex"),
    ("greenmoon-smackers", "Greenmoon Grinders", "Sam"),
    ("midgard-delvers", "Midgard Miners", "Camille"),
    ("kalimarin-ancients", "Kalimarin Deep Ones", "Dominique"),
];

/// Creates a league with four official starting teams, one of which has already spent
/// a little on cheerleaders and staff.
pub fn create_demo_league(store: &mut Store, context: &Context<'_>) -> Result<LeagueId> {
    let league = coach::create_league(store, context, "Demo League", "dreadball")?;
    for (roster, name, coach_name) in DEMO_TEAMS {
        coach::create_team(
            store,
            context,
            league.id,
            roster,
            name,
            coach_name,
            TeamStart::StartingLineup,
        )?;
    }
    let budget_team = coach::create_team(
        store,
        context,
        league.id,
        "kovoss-kryptics",
        "Kovoss Kreations",
        "Lou",
        TeamStart::Budget(100),
    )?;
    let id = budget_team.team.id;
    for position in [
        "guard", "guard", "jack", "jack", "jack", "striker", "striker",
    ] {
        coach::hire(store, context, id, position, None)?;
    }
    coach::buy(store, context, id, Item::Cheerleaders, 1)?;
    coach::hire_staff(store, context, id, StaffKind::Support)?;
    Ok(league.id)
}

/// Opens the league file, creating the demo league if the file has no league yet.
pub fn ensure_demo(store: &mut Store, context: &Context<'_>) -> Result<()> {
    if coach::list_leagues(store)?.is_empty() {
        create_demo_league(store, context)?;
    }
    Ok(())
}
