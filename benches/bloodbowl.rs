//! Blood Bowl hot paths on a generated league: creating a team and hiring 16 players
//! (each hire one transaction, as a coach makes them), and showing a full team with its
//! team value and current team value.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use dugout::coach;
use dugout::coach::bloodbowl as bb;
use dugout::data::Lang;
use dugout::data::bloodbowl::Reference;
use dugout::sheet::bloodbowl::bloodbowl_team_pdf;
use dugout::sheet::{Paper, SheetOptions};
use dugout::store::{LeagueId, Store};

/// Sixteen hires from a roster: each position up to its maximum, then Linemen.
fn sixteen(roster: &dugout::data::bloodbowl::Roster) -> Vec<String> {
    let mut picks = Vec::new();
    for position in roster.position.iter().filter(|p| !p.lineman) {
        for _ in 0..position.max.min(2) {
            picks.push(position.id.clone());
        }
    }
    let lineman = roster.position.iter().find(|p| p.lineman).expect("linemen");
    while picks.len() < 16 {
        picks.push(lineman.id.clone());
    }
    picks.truncate(16);
    picks
}

/// A team created with its 16 players in one command (`team new --hire …`).
fn create_with_sixteen(store: &mut Store, league: LeagueId, index: usize, hires: &[String]) {
    let name = format!("Team {index}");
    let new = bb::NewTeam {
        league,
        roster: "human",
        name: &name,
        coach: "Coach",
        treasury_gp: Some(5_000_000),
        hires,
    };
    black_box(bb::create_team_with(store, Lang::En, &new).expect("team"));
}

/// A team created, then its 16 players hired one command (one transaction) each.
fn create_and_hire(store: &mut Store, league: LeagueId, index: usize, hires: &[String]) {
    let name = format!("Hired {index}");
    let money = Some(5_000_000);
    let team =
        bb::create_team(store, Lang::En, league, "human", &name, "Coach", money).expect("team");
    for position in hires {
        bb::hire(store, Lang::En, team.id, position, None).expect("hire");
    }
}

fn team_with_sixteen_players(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("dir");
    let mut store = Store::open(&dir.path().join("bench.db")).expect("open");
    let league = coach::create_league(&mut store, "Bench", "bloodbowl")
        .expect("league")
        .id;
    let roster = Reference::bundled()
        .expect("data")
        .roster("human")
        .expect("human");
    let hires = sixteen(roster);
    let mut index = 0;
    c.bench_function("bloodbowl_create_team_with_16_hires", |b| {
        b.iter(|| {
            index += 1;
            create_with_sixteen(&mut store, league, index, &hires);
        })
    });
    c.bench_function("bloodbowl_create_team_then_16_hire_commands", |b| {
        b.iter(|| {
            index += 1;
            create_and_hire(&mut store, league, index, &hires);
        })
    });
    let team = bb::list_teams(&mut store, Lang::En, league).expect("teams")[0].id;
    c.bench_function("bloodbowl_show_team_of_16", |b| {
        b.iter(|| black_box(bb::show_team(&mut store, Lang::En, team).expect("show")))
    });
    let options = SheetOptions::new(Paper::A4, Lang::Fr);
    c.bench_function("bloodbowl_team_sheet_of_16", |b| {
        b.iter(|| {
            let view = bb::show_team(&mut store, Lang::Fr, team).expect("show");
            let date = chrono::NaiveDate::from_ymd_opt(2026, 11, 23).expect("date");
            black_box(bloodbowl_team_pdf(&view, "Bench", date, &options).expect("pdf"))
        })
    });
}

/// What every command pays once per process: loading and checking each game's bundled
/// reference data (`games::check_data` at start).
fn reference_data(c: &mut Criterion) {
    c.bench_function("load_bloodbowl_reference_data", |b| {
        b.iter(|| black_box(Reference::load(&dugout::data::bloodbowl::BUNDLED).expect("data")))
    });
    c.bench_function("load_dreadball_reference_data", |b| {
        b.iter(|| {
            black_box(
                dugout::data::dreadball::Reference::load(&dugout::data::dreadball::BUNDLED)
                    .expect("data"),
            )
        })
    });
}

criterion_group!(benches, team_with_sixteen_players, reference_data);
criterion_main!(benches);
