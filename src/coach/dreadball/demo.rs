//! The demo league a newcomer sees on first start.

use crate::Result;
use crate::coach::dreadball::{DreadBall, Item, TeamStart};
use crate::coach::{self, Context};
use crate::data::dreadball::StaffKind;
use crate::games::Game;
use crate::rules::dreadball::build::{Design, MechaniteDesign, MutantDesign};
use crate::store::{EventKind, LeagueId, Store};

/// The demo league's name, by which the start screen finds it again.
pub const DEMO_NAME: &str = "Demo League";

const DEMO_TEAMS: &[(&str, &str, &str)] = &[
    ("trontek-29ers", "Trontek Titans", "Alex"),
    ("greenmoon-smackers", "Greenmoon Grinders", "Sam"),
    ("midgard-delvers", "Midgard Miners", "Camille"),
    ("kalimarin-ancients", "Kalimarin Deep Ones", "Dominique"),
];

/// Creates a league with four official starting teams, a Kovoss Kryptics team that has
/// hired and designed Mutants and spent a little on cheerleaders and staff, and a Ro-Tek
/// Brutes team of built robots.
pub fn create_demo_league(store: &mut Store, context: &Context) -> Result<LeagueId> {
    let league = coach::create_league(store, DEMO_NAME, DreadBall.id())?;
    for (roster, name, coach_name) in DEMO_TEAMS {
        coach::dreadball::create_team(
            store,
            context,
            league.id,
            roster,
            name,
            coach_name,
            TeamStart::StartingLineup,
        )?;
    }
    let budget_team = coach::dreadball::create_team(
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
        coach::dreadball::hire(store, context, id, position, None)?;
    }
    let flyer = mutant(
        "jack",
        &["jack-torso-legs-yndij", "jack-option-kraaw-wings"],
    );
    coach::dreadball::build_player(store, context, id, &flyer, Some("Skyrunner"))?;
    coach::dreadball::buy(store, context, id, Item::Cheerleaders, 1)?;
    coach::dreadball::hire_staff(store, context, id, StaffKind::Support)?;
    create_demo_robots(store, context, league.id)?;
    create_demo_season(store, context, league.id)?;
    Ok(league.id)
}

/// Scores of the first three rounds of the demo season, in fixture order:
/// (home, away, landslide).
const DEMO_SCORES: [(u32, u32, bool); 9] = [
    (4, 2, false),
    (9, 1, true),
    (3, 3, false),
    (2, 5, false),
    (6, 4, false),
    (1, 8, true),
    (5, 5, false),
    (3, 1, false),
    (2, 4, false),
];

/// A season with every demo team, a single round robin whose third round is today, and
/// the first three rounds played (strikes, an injury and a death recorded).
fn create_demo_season(store: &mut Store, context: &Context, league: LeagueId) -> Result<()> {
    let season = coach::create_season(store, league, "2026", None)?.season.id;
    for team in coach::dreadball::list_teams(store, context, league)? {
        coach::add_team_to_season(store, season, team.team.id, None)?;
    }
    // Round 3 is today; the results are entered today (the players were hired today
    // too, so their careers count these matches).
    let today = crate::store::today();
    let schedule = coach::Schedule {
        double: false,
        start: today.checked_sub_days(chrono::Days::new(14)),
        every_days: 7,
    };
    let fixtures = coach::generate_fixtures(store, season, schedule)?;
    for (index, (fixture, (home, away, landslide))) in fixtures.iter().zip(DEMO_SCORES).enumerate()
    {
        let events = demo_events(store, context, fixture, index)?;
        let report = coach::MatchReport {
            home_score: home,
            away_score: away,
            landslide,
            played_on: Some(today),
            events,
            ..coach::MatchReport::default()
        };
        coach::record_result(store, fixture.id, &report)?;
    }
    Ok(())
}

/// A strike for the home side's first player who may score one (a Jack or a Striker:
/// `rules::dreadball::feats`); in the second match an injury, and in the fifth a death
/// on the away side.
fn demo_events(
    store: &mut Store,
    context: &Context,
    fixture: &coach::FixtureLine,
    index: usize,
) -> Result<Vec<coach::PlayerEvent>> {
    let home = coach::dreadball::show_team(store, context, fixture.home_id)?.team;
    let away = coach::dreadball::show_team(store, context, fixture.away_id)?.team;
    let mut events = Vec::new();
    let scores = |p: &&crate::store::dreadball::PlayerRecord| {
        crate::rules::dreadball::feat_bar(
            p.position,
            &p.skills,
            crate::rules::dreadball::Feat::Strike,
        )
        .is_none()
    };
    if let Some(striker) = home.players.iter().find(scores) {
        events.push(event(striker.id, EventKind::Strike, 1));
    }
    match (index, away.players.last()) {
        (1, Some(victim)) => events.push(event(victim.id, EventKind::Injury, 1)),
        (4, Some(victim)) => events.push(event(victim.id, EventKind::Death, 1)),
        _ => {}
    }
    Ok(events)
}

fn event(player: crate::store::PlayerId, kind: EventKind, amount: u32) -> coach::PlayerEvent {
    coach::PlayerEvent {
        player,
        kind,
        amount,
        source: None,
    }
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
fn create_demo_robots(store: &mut Store, context: &Context, league: LeagueId) -> Result<()> {
    let team = coach::dreadball::create_team(
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
        coach::dreadball::build_player(store, context, team.team.id, &design, Some(name))?;
    }
    Ok(())
}

/// Opens the league file, creating the demo league if the file has no league yet.
pub fn ensure_demo(store: &mut Store, context: &Context) -> Result<()> {
    if coach::list_leagues(store)?.is_empty() {
        create_demo_league(store, context)?;
    }
    Ok(())
}

/// The demo league of the file, made first if the file has none.
pub fn open_or_create_demo(store: &mut Store, context: &Context) -> Result<LeagueId> {
    let demo = coach::list_leagues(store)?
        .into_iter()
        .find(|league| league.name == DEMO_NAME && league.game == DreadBall.id());
    match demo {
        Some(league) => Ok(league.id),
        None => create_demo_league(store, context),
    }
}
