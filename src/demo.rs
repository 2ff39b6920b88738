//! The demo league a newcomer sees on first start.

use crate::Result;
use crate::coach::{self, Context, Item, TeamStart};
use crate::data::dreadball::StaffKind;
use crate::rules::dreadball::build::{Design, MechaniteDesign, MutantDesign};
use crate::store::{LeagueId, Store};

const DEMO_TEAMS: &[(&str, &str, &str)] = &[
    ("trontek-29ers", "Trontek Titans", "Alex"),
    ("greenmoon-smackers", "Greenmoon Grinders", "Sam"),
    ("midgard-delvers", "Midgard Miners", "Camille"),
    ("kalimarin-ancients", "Kalimarin Deep Ones", "Dominique"),
];

/// Creates a league with four official starting teams, a Kovoss Kryptics team that has
/// hired and designed Mutants and spent a little on cheerleaders and staff, and a Ro-Tek
/// Brutes team of built robots.
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
    for position in ["guard", "guard", "jack", "jack", "striker", "striker"] {
        coach::hire(store, context, id, position, None)?;
    }
    let flyer = mutant(
        "jack",
        &["jack-torso-legs-yndij", "jack-option-kraaw-wings"],
    );
    coach::build_player(store, context, id, &flyer, Some("Skyrunner"))?;
    coach::buy(store, context, id, Item::Cheerleaders, 1)?;
    coach::hire_staff(store, context, id, StaffKind::Support)?;
    create_demo_robots(store, context, league.id)?;
    Ok(league.id)
}

fn owned(ids: &[&str]) -> Vec<String> {
    ids.iter().map(|id| id.to_string()).collect()
}

fn mutant(position: &str, upgrades: &[&str]) -> Design {
    Design::Mutant(MutantDesign {
        position: position.to_string(),
        upgrades: owned(upgrades),
    })
}

fn robot(parts: [&str; 4], arms: [&str; 2]) -> Design {
    let [coding, locomotion, chassis, head] = parts.map(str::to_string);
    Design::Mechanite(MechaniteDesign {
        coding,
        locomotion,
        chassis,
        head,
        arms: owned(&arms),
        programs: Vec::new(),
    })
}

/// A Ro-Tek Brutes team of built robots.
fn create_demo_robots(store: &mut Store, context: &Context<'_>, league: LeagueId) -> Result<()> {
    let team = coach::create_team(
        store,
        context,
        league,
        "ro-tek-brutes",
        "Ro-Tek Rivets",
        "Noa",
        TeamStart::Budget(100),
    )?;
    let robots = [
        (
            "Crusher",
            robot(
                ["guard", "quad", "body-a", "tank"],
                ["wrecking-ball", "ram"],
            ),
        ),
        (
            "Sprocket",
            robot(
                ["jack", "monowheel", "body-b", "quad-cams"],
                ["hand", "claw"],
            ),
        ),
        (
            "Gizmo",
            robot(
                ["jack", "monowheel", "body-b", "quad-cams"],
                ["hand", "glove"],
            ),
        ),
        (
            "Bolt",
            robot(
                ["striker", "bird-legs", "body-c", "radar"],
                ["glove", "magnetic-launcher"],
            ),
        ),
    ];
    for (name, design) in robots {
        coach::build_player(store, context, team.team.id, &design, Some(name))?;
    }
    Ok(())
}

/// Opens the league file, creating the demo league if the file has no league yet.
pub fn ensure_demo(store: &mut Store, context: &Context<'_>) -> Result<()> {
    if coach::list_leagues(store)?.is_empty() {
        create_demo_league(store, context)?;
    }
    Ok(())
}
