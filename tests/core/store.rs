//! Opening league files: new, foreign, damaged, newer and older ones; transactions.

use crate::common;

use std::path::Path;

use dugout::coach::dreadball::DreadBall;
use dugout::coach::dreadball::TeamStart;
use dugout::coach::{self, Context};
use dugout::data::Lang;
use dugout::games::Game;
use dugout::store::migrate::{self, MIGRATIONS};
use dugout::store::{APPLICATION_ID, LeagueId, Store, StoreError, TeamId};
use rusqlite::Connection;

fn context() -> Context {
    Context::new(Lang::En)
}

fn bytes(path: &Path) -> Vec<u8> {
    std::fs::read(path).unwrap()
}

fn siblings_absent(path: &Path) -> bool {
    let wal = path.with_extension("db-wal");
    let shm = path.with_extension("db-shm");
    !wal.exists() && !shm.exists()
}

#[test]
fn a_new_file_is_created_migrated_and_marked_as_dugout() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("league.db");
    let store = Store::open(&path).unwrap();
    assert_eq!(store.schema_version().unwrap(), MIGRATIONS.len() as i64);
    drop(store);
    let conn = Connection::open(&path).unwrap();
    let app: i32 = conn
        .query_row("PRAGMA application_id", [], |r| r.get(0))
        .unwrap();
    let journal: String = conn
        .query_row("PRAGMA journal_mode", [], |r| r.get(0))
        .unwrap();
    assert_eq!((app, journal.as_str()), (APPLICATION_ID, "wal"));
    // Opening again changes nothing and works.
    Store::open(&path).unwrap();
}

#[test]
fn a_file_that_is_not_sqlite_is_refused_and_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("notes.db");
    std::fs::write(&path, "these are my league notes, not a database\n").unwrap();
    let before = bytes(&path);
    let error = Store::open(&path).err().unwrap();
    assert!(matches!(error, StoreError::NotSqlite { .. }), "{error}");
    assert!(error.to_string().contains("left untouched"));
    assert_eq!(bytes(&path), before);
    assert!(siblings_absent(&path));
}

#[test]
fn another_programs_database_is_refused_and_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("other.db");
    {
        let conn = Connection::open(&path).unwrap();
        conn.execute_batch(
            "CREATE TABLE recipes (name TEXT); INSERT INTO recipes VALUES ('soup');",
        )
        .unwrap();
    }
    let before = bytes(&path);
    let error = Store::open(&path).err().unwrap();
    assert!(matches!(error, StoreError::NotDugout { .. }), "{error}");
    assert_eq!(bytes(&path), before);
}

/// A Dugout file with one league, closed cleanly (no WAL left beside it).
fn league_file(path: &Path) {
    let mut store = Store::open(path).unwrap();
    coach::create_league(&mut store, "Old League", "dreadball").unwrap();
    drop(store);
    let conn = Connection::open(path).unwrap();
    conn.pragma_update(None, "journal_mode", "DELETE").unwrap();
}

#[test]
fn a_file_from_a_newer_dugout_is_refused_and_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("newer.db");
    league_file(&path);
    Connection::open(&path)
        .unwrap()
        .pragma_update(None, "user_version", 99)
        .unwrap();
    let before = bytes(&path);
    let error = Store::open(&path).err().unwrap();
    assert!(
        matches!(error, StoreError::NewerSchema { found: 99, .. }),
        "{error}"
    );
    assert!(error.to_string().contains("update Dugout"));
    assert_eq!(bytes(&path), before);
}

#[test]
fn a_damaged_file_is_found_by_the_full_check_and_left_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("damaged.db");
    league_file(&path);
    let mut data = bytes(&path);
    assert!(data.len() >= 8192, "expected several pages");
    for byte in &mut data[4096..8192] {
        *byte = 0xA5;
    }
    std::fs::write(&path, &data).unwrap();
    // Opening reads only the header and the schema (constant time): a damaged data page
    // is found by the full check, which changes nothing.
    let check = dugout::store::check_file(&path).unwrap();
    assert!(!check.is_sound(), "{check:?}");
    assert!(
        check
            .findings
            .iter()
            .any(|f| matches!(f, dugout::store::Finding::Page { detail } if !detail.is_empty())),
        "{check:?}"
    );
    assert!(bytes(&path) == data, "the check changed the file");
    // What reads the damaged page is refused in plain words, never with a raw message.
    if let Ok(mut store) = Store::open(&path) {
        for team in 1..=6 {
            let read = store.read(|tx| {
                tx.leagues()?;
                tx.team_header(TeamId(team))?;
                tx.ledger(TeamId(team)).map(|_| ())
            });
            if let Err(error) = read {
                assert!(error.to_string().contains("damaged"), "{error}");
            }
        }
    }
}

#[test]
fn a_migration_refuses_a_damaged_file_and_leaves_it_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("old.db");
    {
        let mut conn = rusqlite::Connection::open(&path).unwrap();
        conn.pragma_update(None, "application_id", dugout::store::APPLICATION_ID)
            .unwrap();
        migrate::migrate_to(&mut conn, 4).unwrap();
        let filler = "x".repeat(3000);
        for n in 0..20 {
            conn.execute(
                "INSERT INTO league (name, game, created_on, coaching_die_mc, card_mc, starting_treasury_mc) VALUES (?1, 'dreadball', '2026-01-01', 10, 10, 100)",
                [format!("League {n} {filler}")],
            )
            .unwrap();
        }
    }
    let mut data = bytes(&path);
    let last = data.len() - 4096;
    for byte in &mut data[last..] {
        *byte = 0x5A;
    }
    std::fs::write(&path, &data).unwrap();
    let error = Store::open(&path).err().expect("refused before migrating");
    assert!(matches!(error, StoreError::Damaged { .. }), "{error}");
    assert!(bytes(&path) == data, "the damaged file was changed");
    assert!(siblings_absent(&path));
}

#[test]
fn a_database_made_by_the_first_schema_opens_with_the_current_code() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("v1.db");
    {
        let mut conn = Connection::open(&path).unwrap();
        conn.pragma_update(None, "application_id", APPLICATION_ID)
            .unwrap();
        migrate::migrate_to(&mut conn, 1).unwrap();
        conn.execute_batch(
            "INSERT INTO league (id, name, game, created_on, coaching_die_mc, card_mc, starting_treasury_mc)
                 VALUES (1, 'Schema One League', 'dreadball', '2026-01-10', 6, 10, 0);
             INSERT INTO team (id, league_id, name, coach, roster, dice, cards, cheerleaders, created_on)
                 VALUES (1, 1, 'Old Timers', 'Ann', 'trontek-29ers', 1, 2, 0, '2026-01-10');
             INSERT INTO player (team_id, number, name, kind, role, position, cost_mc, move, strength, speed, skill, armour, skills, hired_on)
                 VALUES (1, 7, 'Veteran', 'roster', 'jack', 'jack', 8, 5, 4, 4, 4, 4, '[]', '2026-01-10');
             INSERT INTO ledger (team_id, on_date, amount_mc, kind, reason) VALUES (1, '2026-01-10', 12, 'budget', 'Start');",
        )
        .unwrap();
    }
    let mut store = Store::open(&path).unwrap();
    assert_eq!(store.schema_version().unwrap(), migrate::latest_version());
    assert!(
        dir.path().join("v1.schema-1.backup.db").exists(),
        "the schema-1 file is copied before it is migrated"
    );
    let team = coach::dreadball::show_team(&mut store, &context(), TeamId(1)).unwrap();
    assert_eq!(
        (team.team.name.as_str(), team.team.treasury_mc),
        ("Old Timers", 12)
    );
    assert_eq!(team.team.players[0].name, "Veteran");
    assert_eq!(team.team_value_mc, 8 + 6 + 20);
    // Schema 1 recorded no changes: there is nothing to undo, and undo says so.
    assert_eq!(coach::last_change(&mut store, TeamId(1)).unwrap(), None);
    let refusal = coach::undo(&mut store, TeamId(1)).unwrap_err();
    assert!(refusal.message(Lang::En).contains("no change left to undo"));
    coach::dreadball::buy(
        &mut store,
        &context(),
        TeamId(1),
        coach::dreadball::Item::Dice,
        1,
    )
    .unwrap();
    coach::undo(&mut store, TeamId(1)).unwrap();
    let team = coach::dreadball::show_team(&mut store, &context(), TeamId(1)).unwrap();
    assert_eq!((team.team.dice, team.team.treasury_mc), (1, 12));
}

/// FNV-1a: a released migration's text must never change.
fn fingerprint(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// Fingerprints of released migrations, taken when each was released. If this fails,
/// add a new numbered migration instead of editing a released one.
const RELEASED: &[(&str, u64)] = &[
    ("0001_initial.sql", 5_808_493_916_599_486_986),
    ("0002_team_changes.sql", 11_841_802_434_249_057_817),
    ("0003_build_templates.sql", 16_098_362_533_224_848_076),
    ("0004_league_play.sql", 13_344_659_389_810_124_449),
    ("0005_match_day.sql", 9_643_272_195_378_583_266),
    ("0006_games.sql", 8_646_754_801_766_858_244),
    ("0007_dreadball_tables.sql", 2_391_351_520_735_364_851),
    ("0008_trust_and_exchange.sql", 3_032_081_035_499_531_829),
];

#[test]
fn released_migrations_are_never_edited() {
    assert!(MIGRATIONS.len() >= RELEASED.len());
    for ((name, sql), (released_name, released_print)) in MIGRATIONS.iter().zip(RELEASED) {
        assert_eq!(name, released_name);
        assert_eq!(
            fingerprint(sql),
            *released_print,
            "{name} was edited after release"
        );
    }
}

#[test]
fn a_refused_write_rolls_back_everything() {
    let mut store = Store::open_in_memory().unwrap();
    let context = context();
    let league = coach::create_league(&mut store, "L", "dreadball").unwrap();
    let result: Result<(), dugout::Error> = store.write(|tx| {
        tx.insert_team(
            league.id,
            "Half-made",
            "X",
            "trontek-29ers",
            dugout::store::today(),
        )?;
        Err(dugout::Error::from(
            dugout::error::CommandFault::StoreNotOpen,
        ))
    });
    assert!(result.is_err());
    assert!(
        coach::dreadball::list_teams(&mut store, &context, league.id)
            .unwrap()
            .is_empty()
    );
    coach::dreadball::create_team(
        &mut store,
        &context,
        league.id,
        "trontek-29ers",
        "Half-made",
        "X",
        TeamStart::StartingLineup,
    )
    .unwrap();
}

#[test]
fn a_database_made_by_schema_two_keeps_its_change_log_and_is_copied_first() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("v2.db");
    {
        let mut conn = Connection::open(&path).unwrap();
        conn.pragma_update(None, "application_id", APPLICATION_ID)
            .unwrap();
        migrate::migrate_to(&mut conn, 2).unwrap();
        conn.execute_batch(
            "INSERT INTO league (id, name, game, created_on, coaching_die_mc, card_mc, starting_treasury_mc)
                 VALUES (1, 'Schema Two League', 'dreadball', '2026-03-01', 6, 10, 0);
             INSERT INTO team (id, league_id, name, coach, roster, dice, cards, cheerleaders, created_on)
                 VALUES (1, 1, 'Twos', 'Ann', 'trontek-29ers', 2, 0, 0, '2026-03-01');
             INSERT INTO ledger (id, team_id, on_date, amount_mc, kind, reason)
                 VALUES (1, 1, '2026-03-01', 40, 'budget', 'Start'),
                        (2, 1, '2026-03-02', -12, 'purchase', 'Bought 2 coaching dice');",
        )
        .unwrap();
    }
    let before = common::fixture::row_counts(&path);
    let mut store = Store::open(&path).unwrap();
    assert_eq!(store.schema_version().unwrap(), migrate::latest_version());
    let backup = dir.path().join("v2.schema-2.backup.db");
    assert_eq!(common::fixture::row_counts(&backup), before);
    let team = coach::dreadball::show_team(&mut store, &context(), TeamId(1)).unwrap();
    assert_eq!((team.team.dice, team.team.treasury_mc), (2, 28));
}

#[test]
fn a_database_made_by_schema_three_gets_league_play_with_default_settings() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("v3.db");
    {
        let mut conn = Connection::open(&path).unwrap();
        conn.pragma_update(None, "application_id", APPLICATION_ID)
            .unwrap();
        migrate::migrate_to(&mut conn, 3).unwrap();
        conn.execute_batch(
            "INSERT INTO league (id, name, game, created_on, coaching_die_mc, card_mc, starting_treasury_mc)
                 VALUES (1, 'Schema Three League', 'dreadball', '2026-05-01', 6, 10, 0);
             INSERT INTO team (id, league_id, name, coach, roster, created_on)
                 VALUES (1, 1, 'Home', 'Ann', 'trontek-29ers', '2026-05-01'),
                        (2, 1, 'Away', 'Bob', 'trontek-29ers', '2026-05-01');",
        )
        .unwrap();
    }
    let mut store = Store::open(&path).unwrap();
    assert_eq!(store.schema_version().unwrap(), migrate::latest_version());
    assert!(
        dir.path().join("v3.schema-3.backup.db").exists(),
        "the schema-3 file is copied before it is migrated"
    );
    let league = coach::league(&mut store, LeagueId(1)).unwrap();
    assert_eq!(league.play, DreadBall.default_play());
    assert_eq!(league.play.points.landslide_win, 3);
    let season = coach::create_season(&mut store, LeagueId(1), "First", None).unwrap();
    let id = season.season.id;
    coach::add_team_to_season(&mut store, id, TeamId(1), None).unwrap();
    coach::add_team_to_season(&mut store, id, TeamId(2), None).unwrap();
    let lines = coach::generate_fixtures(&mut store, id, coach::Schedule::default()).unwrap();
    let report = coach::MatchReport {
        home_score: 2,
        away_score: 1,
        ..coach::MatchReport::default()
    };
    coach::record_result(&mut store, lines[0].id, &report).unwrap();
    let table = coach::standings(&mut store, &context(), id, None).unwrap();
    assert_eq!(table[0].rows[0].points, 2);
}

#[test]
fn a_database_made_by_schema_four_gets_match_days_with_default_settings() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("v4.db");
    {
        let mut conn = Connection::open(&path).unwrap();
        conn.pragma_update(None, "application_id", APPLICATION_ID)
            .unwrap();
        migrate::migrate_to(&mut conn, 4).unwrap();
        conn.execute_batch(
            "INSERT INTO league (id, name, game, created_on, coaching_die_mc, card_mc, starting_treasury_mc)
                 VALUES (1, 'Schema Four League', 'dreadball', '2026-08-01', 6, 10, 0);
             INSERT INTO team (id, league_id, name, coach, roster, created_on)
                 VALUES (1, 1, 'Home', 'Ann', 'trontek-29ers', '2026-08-01'),
                        (2, 1, 'Away', 'Bob', 'trontek-29ers', '2026-08-01');
             INSERT INTO player (id, team_id, number, name, kind, role, position, cost_mc, hired_on)
                 VALUES (1, 1, 1, 'Striker One', 'roster', 'striker', 'striker', 12, '2026-08-01'),
                        (2, 1, 2, 'Guard Two', 'roster', 'guard', 'guard', 10, '2026-08-01');
             INSERT INTO ledger (team_id, on_date, amount_mc, kind, reason)
                 VALUES (2, '2026-08-01', 30, 'override', 'old money');
             INSERT INTO season (id, league_id, name, started_on, coin_seed)
                 VALUES (1, 1, 'Old Season', '2026-08-01', 7);
             INSERT INTO season_team (season_id, team_id) VALUES (1, 1), (1, 2);
             INSERT INTO fixture (id, season_id, round, home_team_id, away_team_id)
                 VALUES (1, 1, 1, 1, 2), (2, 1, 2, 2, 1);
             INSERT INTO match_result (fixture_id, home_score, away_score, landslide, played_on)
                 VALUES (1, 2, 1, 0, '2026-08-08');
             INSERT INTO match_event (fixture_id, player_id, kind, amount)
                 VALUES (1, 1, 'strike', 2), (1, 1, 'experience', 4);",
        )
        .unwrap();
    }
    let mut store = Store::open(&path).unwrap();
    assert_eq!(store.schema_version().unwrap(), migrate::latest_version());
    assert!(
        dir.path().join("v4.schema-4.backup.db").exists(),
        "the schema-4 file is copied before it is migrated"
    );
    let context = context();
    let league = coach::dreadball::dreadball_league(&mut store, LeagueId(1)).unwrap();
    let defaults = dugout::rules::dreadball::match_day::MatchDaySettings::default();
    assert_eq!(*league.match_day(), defaults);
    // The old match's events read back without a source; the next match day works, and
    // the old experience counts towards the first rank.
    let events = coach::match_events(&mut store, dugout::store::FixtureId(1)).unwrap();
    assert_eq!(events.len(), 2);
    let day =
        coach::dreadball::prematch(&mut store, &context, dugout::store::FixtureId(2)).unwrap();
    assert_eq!(
        day.outsider,
        Some(TeamId(2)),
        "the away side of match 2 has no players"
    );
    assert_eq!(day.bonus_mc, 22);
    coach::dreadball::hire_mvp(
        &mut store,
        &context,
        dugout::store::FixtureId(2),
        TeamId(2),
        "buzzcut",
    )
    .unwrap();
    let report = coach::dreadball::PostMatchReport {
        home_score: Some(1),
        away_score: Some(1),
        players: vec![coach::dreadball::PlayerReport {
            player: dugout::store::PlayerId(1),
            strikes: 1,
            kills: 0,
            injured: false,
            dead: false,
            experience: [(dugout::rules::dreadball::match_day::XpSource::Exploit, 1)].into(),
        }],
        advancements: vec![coach::dreadball::AdvancementEntry {
            player: dugout::store::PlayerId(1),
            choice: "skill:steady".to_string(),
        }],
        seed: Some(1),
        ..coach::dreadball::PostMatchReport::default()
    };
    let plan = coach::dreadball::record_postmatch(
        &mut store,
        &context,
        dugout::store::FixtureId(2),
        &report,
    )
    .unwrap();
    assert_eq!(
        plan.rank_ups.len(),
        1,
        "4 old + 1 new experience reach rank 1"
    );
    assert_eq!(plan.leaving.len(), 1, "Buzzcut leaves after the match");
}
