//! Blood Bowl hot paths on a generated league: creating a team and hiring 16 players
//! (each hire one transaction, as a coach makes them), showing a full team with its
//! team value and current team value, and a whole match day's post-match (issue 19:
//! recording it at most 10 ms median).

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use dugout::coach;
use dugout::coach::bloodbowl as bb;
use dugout::coach::bloodbowl::match_day::{self, CasualtyLine, PostmatchReport, PrematchRequest};
use dugout::data::Lang;
use dugout::data::bloodbowl::Reference;
use dugout::rules::bloodbowl::match_day::{AdvanceInput, PlayerMatch, TeamChoices};
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
    // One team to show even when a filter skips the creation benchmarks.
    create_with_sixteen(&mut store, league, 0, &hires);
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

/// A report of a whole match: each side's players with touchdowns, casualties, passes,
/// two casualties (one with the apothecary), an advancement, staff bought.
fn report(home: &bb::BloodBowlTeam, away: &bb::BloodBowlTeam) -> PostmatchReport {
    let line = |p: &bb::BloodBowlPlayer, touchdowns: u32| PlayerMatch {
        player: p.id.0,
        touchdowns,
        casualties: 1,
        completions: 2,
        interceptions: 0,
        deflections: 1,
        ..PlayerMatch::default()
    };
    let mut players: Vec<PlayerMatch> = home.players.iter().take(11).map(|p| line(p, 0)).collect();
    players.extend(away.players.iter().take(11).map(|p| line(p, 0)));
    let lineman = home
        .players
        .iter()
        .take(11)
        .position(|p| p.position == "lineman")
        .expect("a Lineman");
    players[lineman].touchdowns = 2;
    players[11].touchdowns = 1;
    PostmatchReport {
        home_score: 2,
        away_score: 1,
        players,
        casualties: vec![
            CasualtyLine {
                player: away.players[3].id.0,
                apothecary: false,
            },
            CasualtyLine {
                player: home.players[4].id.0,
                apothecary: false,
            },
        ],
        advancements: vec![AdvanceInput {
            player: home.players[lineman].id.0,
            kind: "random-primary".into(),
            ..AdvanceInput::default()
        }],
        home: TeamChoices {
            cheerleaders: 1,
            ..TeamChoices::default()
        },
        away: TeamChoices {
            assistants: 1,
            ..TeamChoices::default()
        },
        seed: Some(1),
        ..PostmatchReport::default()
    }
}

/// Recording a whole post-match (the result, casualties, SPP, MVPs, both teams' steps,
/// an advancement, staff, costly errors, values) in one transaction; each round's
/// pre-match before it and the reset after it are not timed.
fn postmatch(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("dir");
    let mut store = Store::open(&dir.path().join("bench.db")).expect("open");
    let league = coach::create_league(&mut store, "Bench", "bloodbowl")
        .expect("league")
        .id;
    let hires = sixteen(
        Reference::bundled()
            .expect("data")
            .roster("human")
            .expect("human"),
    );
    let teams: Vec<_> = ["Home", "Away"]
        .iter()
        .map(|name| {
            let new = bb::NewTeam {
                league,
                roster: "human",
                name,
                coach: "Coach",
                treasury_gp: Some(5_000_000),
                hires: &hires,
            };
            bb::create_team_with(&mut store, Lang::En, &new).expect("team")
        })
        .collect();
    let season = coach::create_season(&mut store, league, "Bench", None)
        .expect("season")
        .season
        .id;
    for team in &teams {
        coach::add_team_to_season(&mut store, season, team.id, None).expect("entered");
    }
    let schedule = coach::Schedule {
        double: false,
        start: None,
        every_days: 7,
    };
    let fixture =
        coach::generate_fixtures(&mut store, season, schedule).expect("fixtures")[0].clone();
    let (home, away) = if fixture.home_id == teams[0].id {
        (&teams[0], &teams[1])
    } else {
        (&teams[1], &teams[0])
    };
    let report = report(home, away);
    let context = coach::Context::new(Lang::En);
    let request = PrematchRequest {
        seed: Some(3),
        ..PrematchRequest::default()
    };
    c.bench_function("bloodbowl_record_postmatch", |b| {
        b.iter_custom(|rounds| {
            let mut spent = std::time::Duration::ZERO;
            for _ in 0..rounds {
                match_day::record_prematch(&mut store, &context, fixture.id, &request)
                    .expect("pre-match");
                let start = std::time::Instant::now();
                black_box(
                    match_day::record_postmatch(&mut store, &context, fixture.id, &report)
                        .expect("post-match"),
                );
                spent += start.elapsed();
                coach::reset_result(&mut store, fixture.id).expect("reset");
            }
            spent
        })
    });
}

/// What every command pays once per process: loading and checking each game's bundled
/// reference data (`dugout::coach::games::check_data` at start).
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

criterion_group!(
    benches,
    team_with_sixteen_players,
    postmatch,
    reference_data
);
criterion_main!(benches);
