//! A team as a sheet shows it now, at the end of an earlier date, or before a match.

use std::collections::BTreeMap;
use std::path::Path;

use chrono::NaiveDate;
use dugout::coach::dreadball::{
    AdvancementEntry, PlayerReport, PostMatchReport, TeamField, TeamStart,
};
use dugout::coach::{self, AsOf, Context, ManualFixture};
use dugout::data::Lang;
use dugout::rules::dreadball::match_day::XpSource;
use dugout::store::{FixtureId, Store, TeamId};
use rusqlite::Connection;

fn context() -> Context {
    Context::new(Lang::En)
}

fn date(text: &str) -> NaiveDate {
    NaiveDate::parse_from_str(text, "%Y-%m-%d").unwrap()
}

fn sql(path: &Path, statement: &str) {
    Connection::open(path)
        .unwrap()
        .execute_batch(statement)
        .unwrap();
}

/// A team made on 2026-01-10 with 40mc; three dice bought on 2026-02-10; one match
/// played on 2026-03-10 where its first player gains experience (a rank-up with a
/// better Speed) and its second player dies; renamed on 2026-04-10.
fn history() -> (
    tempfile::TempDir,
    std::path::PathBuf,
    Store,
    TeamId,
    FixtureId,
) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("sheet.db");
    let mut store = Store::open(&path).unwrap();
    let context = context();
    let league = coach::create_league(&mut store, "Sheets", "dreadball").unwrap();
    let make = |store: &mut Store, name: &str| {
        coach::dreadball::create_team(
            store,
            &context,
            league.id,
            "trontek-29ers",
            name,
            "Kim",
            TeamStart::StartingLineup,
        )
        .unwrap()
        .team
    };
    let team = make(&mut store, "Old Name");
    let other = make(&mut store, "Rivals");
    coach::overrides::override_team(&mut store, team.id, TeamField::Treasury.id(), "40", "prize")
        .unwrap();
    sql(
        &path,
        "UPDATE player SET hired_on = '2026-01-10'; UPDATE ledger SET on_date = '2026-01-10'; UPDATE team SET created_on = '2026-01-10';",
    );
    coach::dreadball::buy(
        &mut store,
        &context,
        team.id,
        coach::dreadball::Item::Dice,
        3,
    )
    .unwrap();
    sql(
        &path,
        "UPDATE team_change SET made_on = '2026-02-10'; UPDATE ledger SET on_date = '2026-02-10' WHERE kind = 'dice';",
    );
    let season = coach::create_season(&mut store, league.id, "S", None).unwrap();
    for id in [team.id, other.id] {
        coach::add_team_to_season(&mut store, season.season.id, id, None).unwrap();
    }
    let fixture = coach::add_fixture(
        &mut store,
        season.season.id,
        ManualFixture {
            home: team.id,
            away: other.id,
            round: Some(1),
            date: Some(date("2026-03-10")),
        },
    )
    .unwrap()
    .id;
    let (star, victim) = (team.players[0].id, team.players[1].id);
    let report = PostMatchReport {
        home_score: Some(2),
        away_score: Some(1),
        players: vec![
            // The star is a Guard: no strikes (seed 000), its experience from elsewhere.
            PlayerReport {
                player: star,
                strikes: 0,
                kills: 0,
                injured: true,
                dead: false,
                experience: BTreeMap::from([(XpSource::Other, 5)]),
            },
            PlayerReport {
                player: victim,
                strikes: 0,
                kills: 0,
                injured: false,
                dead: true,
                experience: BTreeMap::new(),
            },
        ],
        advancements: vec![AdvancementEntry {
            player: star,
            choice: "stat:speed".to_string(),
        }],
        seed: Some(1),
        ..PostMatchReport::default()
    };
    coach::dreadball::record_postmatch(&mut store, &context, fixture, &report).unwrap();
    sql(
        &path,
        "UPDATE ledger SET on_date = '2026-03-10' WHERE kind = 'earnings';",
    );
    coach::rename_team(&mut store, team.id, "New Name").unwrap();
    sql(
        &path,
        "UPDATE team_change SET made_on = '2026-04-10' WHERE summary LIKE '%New Name%';",
    );
    (dir, path, store, team.id, fixture)
}

#[test]
fn a_sheet_as_of_an_earlier_date_shows_the_team_as_it_stood() {
    let (_dir, _path, mut store, team, fixture) = history();
    let context = context();
    let sheet = |store: &mut Store, as_of| {
        coach::dreadball::team_sheet(store, &context, team, as_of).unwrap()
    };
    let now = sheet(&mut store, AsOf::Now);
    let january = sheet(&mut store, AsOf::Date(date("2026-01-31")));
    let before = sheet(&mut store, AsOf::BeforeMatch(fixture));
    let march = sheet(&mut store, AsOf::Date(date("2026-03-31")));
    // Name: renamed in April.
    assert_eq!(now.name, "New Name");
    assert_eq!(march.name, "Old Name");
    // Dice: the line-up's one, then three bought in February.
    assert_eq!((january.dice, before.dice, now.dice), (1, 4, 4));
    assert_eq!(january.treasury_mc, 40);
    assert!(before.treasury_mc < 40, "the dice were paid for");
    assert!(
        march.treasury_mc > before.treasury_mc,
        "the match's earnings came in"
    );
    // The player who died in March is on the sheets before it only.
    assert_eq!(before.players.len(), now.players.len() + 1);
    assert_eq!(march.players.len(), now.players.len());
    // The star's experience, rank, injuries and Speed after the match only.
    let star = |sheet: &coach::dreadball::TeamSheet| sheet.players[0].clone();
    assert_eq!((star(&before).experience, star(&before).rank), (0, 0));
    assert_eq!(
        (
            star(&march).experience,
            star(&march).rank,
            star(&march).injuries
        ),
        (5, 1, 1)
    );
    let speed = |sheet: &coach::dreadball::TeamSheet| star(sheet).stats.speed.unwrap();
    assert_eq!(speed(&march), speed(&before) - 1);
    assert_eq!(speed(&now), speed(&march));
    assert!(
        now.value_mc < before.value_mc,
        "the dead player no longer counts"
    );
    assert_eq!(before.date, date("2026-03-09"));
}

#[test]
fn a_sheet_before_a_match_shows_what_was_hired_for_it() {
    let (_dir, _path, mut store, team, _) = history();
    let context = context();
    let season = coach::seasons(&mut store, dugout::store::LeagueId(1)).unwrap()[0].id;
    let rivals = TeamId(2);
    let next = coach::add_fixture(
        &mut store,
        season,
        ManualFixture {
            home: rivals,
            away: team,
            round: Some(2),
            date: None,
        },
    )
    .unwrap()
    .id;
    coach::dreadball::hire_mvp(&mut store, &context, next, team, "buzzcut").unwrap();
    coach::dreadball::buy_hack(&mut store, &context, next, team, "B").unwrap();
    let sheet =
        coach::dreadball::team_sheet(&mut store, &context, team, AsOf::BeforeMatch(next)).unwrap();
    let mvp = sheet
        .players
        .iter()
        .find(|p| p.name == "Buzzcut")
        .expect("the hired MVP");
    assert_eq!(mvp.hired_for, Some(next));
    assert!(sheet.hack.as_deref().unwrap().starts_with('B'));
    let refusal =
        coach::dreadball::team_sheet(&mut store, &context, TeamId(99), AsOf::Now).unwrap_err();
    assert!(refusal.to_string().contains("no team"));
}
