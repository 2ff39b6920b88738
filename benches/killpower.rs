//! Killpower Ball hot paths on a generated league (issue 20): creating a team of seven
//! gladiators with all its dice (at most 5 ms median), a post-match with experience and
//! death risk (at most 10 ms), a team sheet (at most 30 ms), a referee sheet, and
//! loading the bundled tables.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use dugout::coach;
use dugout::coach::killpower::{
    self as kpb, KpbMatchReport, NewGladiatorSpec, NewKpbTeam, PrematchRequest,
};
use dugout::data::Lang;
use dugout::data::killpower::Reference;
use dugout::store::{LeagueId, Store, TeamId};
use serde_json::json;

const SQUAD: [(&str, &str, &str); 7] = [
    ("Tom", "tireur", "armour"),
    ("Ana", "guerrier", "gloves"),
    ("Mia", "mentor", "cards"),
    ("Bo", "archer", "armour"),
    ("Vi", "defenseur", "gloves"),
    ("Lu", "tireur", "cards"),
    ("Max", "guerrier", "cards"),
];

fn squad() -> Vec<NewGladiatorSpec> {
    SQUAD
        .iter()
        .map(|(name, spec, magic)| NewGladiatorSpec {
            name: name.to_string(),
            specialization: spec.to_string(),
            magic: magic.to_string(),
            cards: Vec::new(),
        })
        .collect()
}

/// A league with a deck of 40 cards (3 copies each) and `teams` teams.
fn league(store: &mut Store, teams: usize) -> LeagueId {
    let league = coach::create_league(store, "Bench", "killpower")
        .expect("league")
        .id;
    let cards: Vec<kpb::CardChange> = (1..=40)
        .map(|n| kpb::CardChange {
            name: format!("Power {n}"),
            text: format!("Effect {n}"),
            copies: 3,
        })
        .collect();
    kpb::import_deck(store, league, &cards, false).expect("deck");
    for index in 0..teams {
        create(store, league, &format!("Team {index}"), index as u64);
    }
    league
}

fn create(store: &mut Store, league: LeagueId, name: &str, seed: u64) -> kpb::TeamCreated {
    let new = NewKpbTeam {
        league,
        name: name.to_string(),
        coach: "Coach".to_string(),
        gladiators: squad(),
        dice: Default::default(),
        seed: Some(seed),
    };
    kpb::create_team(store, Lang::En, &new, false).expect("team")
}

/// A league of two teams in a season with its one match: the teams and the fixtures.
fn two_teams_and_their_match(store: &mut Store) -> (Vec<TeamId>, Vec<coach::FixtureLine>) {
    let league = league(store, 2);
    let teams: Vec<_> = coach::team_summaries(store, league, Lang::En)
        .expect("teams")
        .iter()
        .map(|t| t.id)
        .collect();
    let season = coach::create_season(store, league, "S1", None).expect("season");
    for team in &teams {
        coach::add_team_to_season(store, season.season.id, *team, None).expect("enter");
    }
    let schedule = coach::Schedule {
        double: false,
        start: None,
        every_days: 7,
    };
    let fixtures = coach::generate_fixtures(store, season.season.id, schedule).expect("fixtures");
    (teams, fixtures)
}

fn creation(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("dir");
    let mut store = Store::open(&dir.path().join("bench.db")).expect("open");
    let league = league(&mut store, 8);
    let mut index = 0;
    c.bench_function("killpower_create_team_with_its_dice", |b| {
        b.iter(|| {
            index += 1;
            black_box(create(&mut store, league, &format!("Bench {index}"), index));
        })
    });
}

fn postmatch(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("dir");
    let mut store = Store::open(&dir.path().join("bench.db")).expect("open");
    let (_, fixtures) = two_teams_and_their_match(&mut store);
    let fixture = fixtures[0].id;
    // A death (trunk, -18) and its replacement with two cards drawn, a coma (arm, -12),
    // a death risk rolled for the away side, experience for every gladiator who played.
    let report: KpbMatchReport = serde_json::from_value(json!({
        "home_score": 2, "away_score": 0,
        "home": {"death_risks": [{"player": 2, "life": -18}, {"player": 5, "life": -12}],
                 "replacements": [{"replaces": 2, "name": "Rookie", "specialization": "mentor", "magic": "cards"}]},
        "away": {"death_risks": [{"player": 3, "life": -11}]},
        "dice": {"location.home.2": 2, "location.home.5": 7},
        "seed": 9
    }))
    .expect("report");
    let request = PrematchRequest {
        fixture,
        lineups: [None, None],
        dice: Default::default(),
        seed: Some(4),
    };
    c.bench_function("killpower_record_postmatch", |b| {
        b.iter_custom(|rounds| {
            let mut spent = std::time::Duration::ZERO;
            for _ in 0..rounds {
                kpb::record_prematch(&mut store, &request).expect("pre-match");
                let start = std::time::Instant::now();
                black_box(
                    kpb::record_postmatch(&mut store, Lang::En, fixture, &report)
                        .expect("post-match"),
                );
                spent += start.elapsed();
                coach::reset_result(&mut store, fixture).expect("reset");
            }
            spent
        })
    });
}

/// A team sheet and a referee sheet, each read from the store and made into a PDF, for
/// a team whose gladiators hold power cards (their text is printed under the table).
fn sheets(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("dir");
    let mut store = Store::open(&dir.path().join("bench.db")).expect("open");
    let (teams, fixtures) = two_teams_and_their_match(&mut store);
    let options = dugout::sheet::SheetOptions::default();
    c.bench_function("killpower_team_sheet", |b| {
        b.iter(|| {
            let pdf =
                dugout::sheet::team_document(&mut store, teams[0], coach::AsOf::Now, &options)
                    .expect("sheet");
            black_box(pdf)
        })
    });
    c.bench_function("killpower_referee_sheet", |b| {
        b.iter(|| {
            let pdf =
                dugout::sheet::match_document(&mut store, fixtures[0].id, &options).expect("sheet");
            black_box(pdf)
        })
    });
}

fn reference_data(c: &mut Criterion) {
    c.bench_function("load_killpower_reference_data", |b| {
        b.iter(|| black_box(Reference::load(&dugout::data::killpower::BUNDLED).expect("data")))
    });
}

criterion_group!(benches, creation, postmatch, sheets, reference_data);
criterion_main!(benches);
