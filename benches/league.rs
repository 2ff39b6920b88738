//! League play on a generated league: 64 teams, 10 seasons, each a double round robin
//! (4,032 matches a season, 40,320 in all) with every result recorded except the last
//! round of the last season.

#[path = "support/generate.rs"]
mod generate;

use std::hint::black_box;
use std::path::Path;
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};
use dugout::coach::{self, Context, MatchReport};
use dugout::data::Lang;
use dugout::store::{FixtureId, LeagueId, SeasonId, Store};

const TEAMS: usize = 64;
const SEASONS: usize = 10;

fn context() -> Context {
    Context::new(Lang::En)
}

struct Generated {
    league: LeagueId,
    last_season: SeasonId,
    /// The last round of the last season, left to play.
    unplayed: Vec<FixtureId>,
}

fn generate(path: &Path) -> Generated {
    let context = context();
    let mut store = Store::open(path).expect("open");
    let league = coach::create_league(&mut store, "Bench", "dreadball").expect("league");
    let teams = generate::teams(&mut store, &context, league.id, TEAMS);
    let mut last_season = SeasonId(0);
    let mut unplayed = Vec::new();
    let mut counter = 0u64;
    for number in 1..=SEASONS {
        let name = format!("Season {number}");
        let (season, lines) =
            generate::double_round_robin(&mut store, league.id, &name, &teams, |_| None);
        let last_round = lines.iter().map(|l| l.round).max().unwrap_or(0);
        let left = (number == SEASONS).then_some(last_round);
        unplayed = generate::play(&mut store, &lines, left, &mut counter, false);
        last_season = season;
    }
    Generated {
        league: league.id,
        last_season,
        unplayed,
    }
}

fn league_play(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("league.db");
    let generated = generate(&path);
    let context = context();
    let mut store = Store::open(&path).expect("open");

    c.bench_function("standings of one season (64 teams, 4,032 matches)", |b| {
        b.iter(|| {
            let tables = coach::standings(&mut store, &context, generated.last_season, None)
                .expect("standings");
            assert_eq!(tables[0].rows.len(), TEAMS);
            black_box(tables)
        })
    });

    let report = |n: usize| {
        let (home_score, away_score, landslide) = generate::score(n as u64 + 7);
        MatchReport {
            home_score,
            away_score,
            landslide,
            ..MatchReport::default()
        }
    };
    c.bench_function("record a result (40,000-match league)", |b| {
        b.iter_custom(|iterations| {
            let mut timed = Duration::ZERO;
            for i in 0..iterations as usize {
                let fixture = generated.unplayed[i % generated.unplayed.len()];
                let start = Instant::now();
                coach::record_result(&mut store, fixture, &report(i)).expect("record");
                timed += start.elapsed();
                coach::reset_result(&mut store, fixture).expect("reset");
            }
            timed
        })
    });

    c.bench_function("reset a result (40,000-match league)", |b| {
        b.iter_custom(|iterations| {
            let mut timed = Duration::ZERO;
            for i in 0..iterations as usize {
                let fixture = generated.unplayed[i % generated.unplayed.len()];
                coach::record_result(&mut store, fixture, &report(i)).expect("record");
                let start = Instant::now();
                coach::reset_result(&mut store, fixture).expect("reset");
                timed += start.elapsed();
            }
            timed
        })
    });

    let fixture = generated.unplayed[0];
    c.bench_function("pre-match view of one match (40,000-match league)", |b| {
        b.iter(|| {
            black_box(coach::dreadball::prematch(&mut store, &context, fixture).expect("prematch"))
        })
    });

    let home = coach::dreadball::prematch(&mut store, &context, fixture)
        .expect("prematch")
        .home
        .team_id;
    c.bench_function("MVP offers for one team (60 MVPs and Giants)", |b| {
        b.iter(|| {
            black_box(
                coach::dreadball::mvp_offers(&mut store, &context, fixture, home).expect("offers"),
            )
        })
    });

    c.bench_function("record a post-match with its result (then reset)", |b| {
        b.iter_custom(|iterations| {
            let mut timed = Duration::ZERO;
            for i in 0..iterations as usize {
                let fixture = generated.unplayed[i % generated.unplayed.len()];
                let (home_score, away_score, landslide) = generate::score(i as u64 + 3);
                let post = coach::dreadball::PostMatchReport {
                    home_score: Some(home_score),
                    away_score: Some(away_score),
                    landslide: Some(landslide),
                    seed: Some(i as u64),
                    ..coach::dreadball::PostMatchReport::default()
                };
                let start = Instant::now();
                coach::dreadball::record_postmatch(&mut store, &context, fixture, &post)
                    .expect("post");
                timed += start.elapsed();
                coach::reset_result(&mut store, fixture).expect("reset");
            }
            timed
        })
    });

    c.bench_function(
        "open the league file (40,000 matches) and list its seasons and teams",
        |b| {
            b.iter(|| {
                let mut store = Store::open(&path).expect("open");
                let seasons = coach::seasons(&mut store, generated.league).expect("seasons");
                let teams = coach::dreadball::list_teams(&mut store, &context, generated.league)
                    .expect("teams");
                assert_eq!(seasons.len(), SEASONS);
                black_box((seasons, teams))
            })
        },
    );
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(30);
    targets = league_play
}
criterion_main!(benches);
