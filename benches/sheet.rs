//! Printing: one team sheet (load from the store and render to PDF bytes), and the 64
//! team sheets of a generated league in one PDF and as one file per team.

#[path = "support/generate.rs"]
#[allow(dead_code)]
mod generate;

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use dugout::coach::dreadball::TeamStart;
use dugout::coach::{self, AsOf, Context};
use dugout::data::Lang;
use dugout::sheet::{self, Bundle, Paper, SheetOptions};
use dugout::store::{LeagueId, Store, TeamId};

const TEAMS: usize = 64;

fn context() -> Context {
    Context::new(Lang::Fr)
}

/// A league of 64 official starting teams, every roster of the data in turn, each
/// with a few hires so rosters are fuller than a starting line-up.
fn generate(store: &mut Store) -> (LeagueId, Vec<TeamId>) {
    let context = context();
    let league = coach::create_league(store, "Bench", "dreadball").expect("league");
    let rosters = generate::lineup_rosters(&context);
    let mut teams = Vec::new();
    for index in 0..TEAMS {
        let roster = &rosters[index % rosters.len()];
        let name = format!("Équipe numéro {index}");
        let team = coach::dreadball::create_team(
            store,
            &context,
            league.id,
            roster,
            &name,
            "Zoé",
            TeamStart::StartingLineup,
        )
        .expect("team");
        teams.push(team.team.id);
    }
    (league.id, teams)
}

/// A team with a full roster of 14, hired from a roster whose positions have the most
/// skills, so the sheet has every row and a long glossary. It has a league of its own, so the 64-team league stays at 64.
fn full_team(store: &mut Store) -> TeamId {
    let context = context();
    let league = coach::create_league(store, "Full", "dreadball")
        .expect("league")
        .id;
    let roster = context
        .reference()
        .teams
        .iter()
        .filter(|t| t.has_known_lineup())
        .max_by_key(|t| {
            t.role
                .iter()
                .filter(|r| r.cost_mc.is_some())
                .map(|r| r.skills.len())
                .sum::<usize>()
        })
        .expect("a roster");
    let team = coach::dreadball::create_team(
        store,
        &context,
        league,
        &roster.id,
        "Les Étoiles Filantes",
        "Zoé",
        TeamStart::Budget(400),
    )
    .expect("team");
    let hireable: Vec<&str> = roster
        .role
        .iter()
        .filter(|r| r.cost_mc.is_some())
        .map(|r| r.id.as_str())
        .collect();
    for index in 0..14 {
        let role = hireable[index % hireable.len()];
        coach::dreadball::hire(store, &context, team.team.id, role, None).expect("hire");
    }
    team.team.id
}

fn sheets(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut store = Store::open(&dir.path().join("league.db")).expect("open");
    let (league, teams) = generate(&mut store);
    let options = SheetOptions::new(Paper::A4, Lang::Fr);

    let team = teams[0];
    c.bench_function("one team sheet (load + PDF)", |b| {
        b.iter(|| {
            let bytes = sheet::team_document(&mut store, team, AsOf::Now, &options).expect("sheet");
            black_box(bytes)
        })
    });
    let full = full_team(&mut store);
    c.bench_function("one team sheet of 14 players (load + PDF)", |b| {
        b.iter(|| {
            let bytes = sheet::team_document(&mut store, full, AsOf::Now, &options).expect("sheet");
            black_box(bytes)
        })
    });

    let mut group = c.benchmark_group("64 team sheets");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(20));
    group.bench_function("load + one PDF", |b| {
        b.iter(|| {
            let bundle = Bundle::load(&mut store, league, AsOf::Now, Lang::Fr).expect("load");
            black_box(bundle.to_pdf(&options, |_, _| {}).expect("pdf"))
        })
    });
    let out = dir.path().join("sheets");
    group.bench_function("load + one file per team", |b| {
        b.iter(|| {
            let bundle = Bundle::load(&mut store, league, AsOf::Now, Lang::Fr).expect("load");
            let written = bundle.to_files(&options, &out, |_, _| {}).expect("files");
            assert_eq!(written.len(), TEAMS);
            black_box(written)
        })
    });
    group.finish();
}

criterion_group!(benches, sheets);
criterion_main!(benches);
