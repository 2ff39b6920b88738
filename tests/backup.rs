//! Copies of the league file: `dugout backup`, the newest N kept next to the file,
//! `dugout restore` (refusing a copy that would not open), and the copy made before a
//! migration of a schema-7 file.

mod common;

use std::path::{Path, PathBuf};

use common::fixture::{dugout as ok, reads_as_printed, refused, row_counts, run};
use dugout::store::{Store, migrate};

const SCHEMA_7: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/schema-7");

/// A league file with the demo league, closed.
fn league(dir: &Path) -> PathBuf {
    let path = dir.join("league.db");
    ok(&path, &["league", "new", "--name", "Copy Test League"]);
    ok(
        &path,
        &[
            "team",
            "new",
            "--league",
            "1",
            "--name",
            "Originals",
            "--roster",
            "trontek-29ers",
            "--coach",
            "Ada",
        ],
    );
    path
}

fn team_names(db: &Path) -> String {
    ok(db, &["team", "list", "--league", "1"])
}

#[test]
fn a_copy_written_with_o_holds_every_row_and_an_existing_file_is_never_overwritten() {
    let dir = tempfile::tempdir().unwrap();
    let db = league(dir.path());
    let copy = dir.path().join("copy.db");
    ok(&db, &["backup", "-o", copy.to_str().unwrap()]);
    assert_eq!(row_counts(&copy), row_counts(&db));
    assert!(Store::open_read_only(&copy).is_ok());

    let before = std::fs::read(&copy).unwrap();
    let message = refused(&db, &["backup", "-o", copy.to_str().unwrap()]);
    assert!(message.contains("already exists"), "{message}");
    assert!(message.contains("nothing was written"), "{message}");
    assert!(
        std::fs::read(&copy).unwrap() == before,
        "the copy was overwritten"
    );
}

#[test]
fn copies_beside_the_file_keep_only_the_newest_n() {
    let dir = tempfile::tempdir().unwrap();
    let db = league(dir.path());
    let kept = ok(&db, &["backup", "--keep", "2", "--json"]);
    let kept: serde_json::Value = serde_json::from_str(&kept).unwrap();
    assert_eq!(kept["backups_kept"], 2);
    let mut made = Vec::new();
    for _ in 0..4 {
        let out: serde_json::Value = serde_json::from_str(&ok(&db, &["backup", "--json"])).unwrap();
        made.push(PathBuf::from(out["copy"].as_str().unwrap()));
    }
    let beside = dugout::store::backups_beside(&db);
    assert_eq!(beside, made[2..].to_vec(), "the two newest are kept");
    for copy in &beside {
        assert!(
            copy.file_name()
                .unwrap()
                .to_str()
                .unwrap()
                .contains(".manual")
        );
        assert_eq!(row_counts(copy), row_counts(&db));
    }
    let message = refused(&db, &["backup", "--keep", "0"]);
    assert!(message.contains("0"), "{message}");
}

#[test]
fn restore_puts_a_copy_back_and_keeps_the_file_as_it_was() {
    let dir = tempfile::tempdir().unwrap();
    let db = league(dir.path());
    let copy = dir.path().join("before-the-change.db");
    ok(&db, &["backup", "-o", copy.to_str().unwrap()]);
    ok(
        &db,
        &[
            "team",
            "new",
            "--league",
            "1",
            "--name",
            "Late Arrivals",
            "--roster",
            "trontek-29ers",
            "--coach",
            "Bo",
        ],
    );
    assert!(team_names(&db).contains("Late Arrivals"));

    let out: serde_json::Value =
        serde_json::from_str(&ok(&db, &["restore", copy.to_str().unwrap(), "--json"])).unwrap();
    assert!(!team_names(&db).contains("Late Arrivals"));
    assert!(team_names(&db).contains("Originals"));
    let previous = PathBuf::from(out["previous"].as_str().unwrap());
    assert!(previous.to_str().unwrap().contains("before-restore"));
    assert!(
        team_names(&previous).contains("Late Arrivals"),
        "the file as it was is kept"
    );
}

#[test]
fn restore_refuses_a_copy_that_would_not_open_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let db = league(dir.path());
    ok(&db, &["check-file"]);
    let rows = row_counts(&db);
    let garbage = dir.path().join("garbage.db");
    std::fs::write(&garbage, b"not a league file at all, just words").unwrap();
    let message = refused(&db, &["restore", garbage.to_str().unwrap()]);
    assert!(message.contains("not a Dugout league file"), "{message}");
    let foreign = dir.path().join("foreign.db");
    rusqlite::Connection::open(&foreign)
        .unwrap()
        .execute_batch("CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('hi');")
        .unwrap();
    let message = refused(&db, &["restore", foreign.to_str().unwrap()]);
    assert!(message.contains("another program"), "{message}");
    let message = refused(&db, &["restore", db.to_str().unwrap()]);
    assert!(message.contains("league file itself"), "{message}");
    assert_eq!(row_counts(&db), rows);
    assert!(
        dugout::store::backups_beside(&db).is_empty(),
        "nothing was copied"
    );
}

#[test]
fn restore_replaces_a_league_file_that_no_longer_opens() {
    let dir = tempfile::tempdir().unwrap();
    let db = league(dir.path());
    let copy = dir.path().join("good.db");
    ok(&db, &["backup", "-o", copy.to_str().unwrap()]);
    std::fs::write(&db, b"overwritten by accident").unwrap();
    let message = refused(&db, &["team", "list", "--league", "1"]);
    assert!(message.contains("not a Dugout league file"), "{message}");
    ok(&db, &["restore", copy.to_str().unwrap()]);
    assert!(team_names(&db).contains("Originals"));
    let kept = dugout::store::backups_beside(&db);
    assert_eq!(kept.len(), 1);
    assert_eq!(std::fs::read(&kept[0]).unwrap(), b"overwritten by accident");
}

#[test]
fn check_file_reports_a_sound_file_and_finds_a_damaged_one() {
    let dir = tempfile::tempdir().unwrap();
    let db = league(dir.path());
    let out: serde_json::Value = serde_json::from_str(&ok(&db, &["check-file", "--json"])).unwrap();
    assert_eq!(out["problems"], serde_json::json!([]));
    assert_eq!(out["schema"], migrate::latest_version());

    let damaged = dir.path().join("damaged.db");
    let mut data = std::fs::read(&db).unwrap();
    assert!(data.len() > 3 * 4096);
    let end = data.len();
    for byte in &mut data[end - 4096..] {
        *byte = 0x33;
    }
    std::fs::write(&damaged, &data).unwrap();
    let output = run(&db, &["check-file", damaged.to_str().unwrap()]);
    assert_eq!(
        output.status.code(),
        Some(i32::from(dugout::cli::EXIT_PROBLEMS))
    );
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(text.contains("DAMAGED"), "{text}");
    assert!(
        std::fs::read(&damaged).unwrap() == data,
        "the check changed the file"
    );
}

#[test]
fn a_schema_seven_file_is_copied_then_migrated_and_reads_as_that_build_printed() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("league.db");
    std::fs::copy(Path::new(SCHEMA_7).join("league.db"), &path).unwrap();
    let before = row_counts(&path);
    assert!(
        before
            .iter()
            .any(|(table, rows)| table == "advancement" && *rows == 2)
    );
    let store = Store::open(&path).unwrap();
    assert_eq!(store.schema_version().unwrap(), migrate::latest_version());
    drop(store);
    let backup = dir.path().join("league.schema-7.backup.db");
    assert_eq!(row_counts(&backup), before);
    let after = row_counts(&path);
    for (table, rows) in &before {
        let now = after.iter().find(|(t, _)| t == table).map(|(_, n)| *n);
        assert_eq!(now, Some(*rows), "rows of `{table}`");
    }
    let compared = reads_as_printed(Path::new(SCHEMA_7), &path, dir.path());
    assert_eq!(compared.teams, 10);
    assert_eq!(compared.sheets, 3);
}
