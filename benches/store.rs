//! Hot paths of the store on generated leagues: opening a league file of 64 teams of
//! 14 players and loading every team; creating a team from a starting line-up.

use std::hint::black_box;
use std::path::Path;

use criterion::{Criterion, criterion_group, criterion_main};
use dugout::coach::dreadball::TeamStart;
use dugout::coach::{self, Context};
use dugout::data::Lang;
use dugout::store::{LeagueId, Store};

const TEAMS: usize = 64;
const PLAYERS: usize = 14;

fn context() -> Context {
    Context::new(Lang::En)
}

/// A league file with 64 teams of 14 players each, cycling through the official rosters.
fn generate_league(path: &Path) -> LeagueId {
    let context = context();
    let mut store = Store::open(path).expect("open");
    let league = coach::create_league(&mut store, "Bench League", "dreadball").expect("league");
    let rosters: Vec<&str> = context
        .reference()
        .teams
        .iter()
        .filter(|t| t.has_known_lineup())
        .map(|t| t.id.as_str())
        .collect();
    for index in 0..TEAMS {
        let roster = context
            .reference()
            .team(rosters[index % rosters.len()])
            .expect("roster");
        let name = format!("Team {index}");
        let team = coach::dreadball::create_team(
            &mut store,
            &context,
            league.id,
            &roster.id,
            &name,
            "Coach",
            TeamStart::Budget(500),
        )
        .expect("team");
        let position = roster
            .role
            .iter()
            .find(|r| r.cost_mc.is_some())
            .expect("position");
        for _ in 0..PLAYERS {
            coach::dreadball::hire(&mut store, &context, team.team.id, &position.id, None)
                .expect("hire");
        }
    }
    league.id
}

fn open_and_load_every_team(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("bench.db");
    let league = generate_league(&path);
    let context = context();
    c.bench_function("open 64x14 league file and load every team", |b| {
        b.iter(|| {
            let mut store = Store::open(&path).expect("open");
            let teams = coach::dreadball::list_teams(&mut store, &context, league).expect("teams");
            assert_eq!(teams.len(), TEAMS);
            black_box(teams)
        })
    });
}

fn create_team_from_starting_line_up(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("create.db");
    let context = context();
    let mut store = Store::open(&path).expect("open");
    let league = coach::create_league(&mut store, "Bench", "dreadball").expect("league");
    let mut counter = 0u64;
    c.bench_function("create a team from a starting line-up", |b| {
        b.iter(|| {
            counter += 1;
            let name = format!("Team {counter}");
            let team = coach::dreadball::create_team(
                &mut store,
                &context,
                league.id,
                "koeputki-kolossals",
                &name,
                "Coach",
                TeamStart::StartingLineup,
            )
            .expect("team");
            black_box(team)
        })
    });
}

criterion_group!(
    benches,
    open_and_load_every_team,
    create_team_from_starting_line_up
);
criterion_main!(benches);
