//! Copies of the league file: `dugout backup`, the newest N automatic copies kept next to
//! the file (never a manual one, nor the newest before an import or a restore), a refused
//! import leaving no copy and pruning none, one name per copy even at the same second,
//! `dugout restore` (refusing a copy that would not open), and the copy made before a
//! migration of a schema-7 file.

use crate::common;

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
fn manual_copies_are_never_pruned() {
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
    assert_eq!(beside, made, "every copy asked for is kept");
    for copy in &beside {
        assert!(name_of(copy).contains(".manual"));
        assert_eq!(row_counts(copy), row_counts(&db));
    }
    let message = refused(&db, &["backup", "--keep", "0"]);
    assert!(message.contains("0"), "{message}");
}

fn name_of(path: &Path) -> String {
    path.file_name().unwrap().to_str().unwrap().to_string()
}

/// The files in `dir` but SQLite's companions (`-wal`, `-shm`), by name.
fn files_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| name_of(&entry.unwrap().path()))
        .filter(|name| !name.ends_with("-wal") && !name.ends_with("-shm"))
        .collect();
    names.sort();
    names
}

/// The schema-7 fixture brought to this schema (its copy before the migration beside it).
fn migrated_fixture(dir: &Path) -> PathBuf {
    let path = dir.join("league.db");
    std::fs::copy(Path::new(SCHEMA_7).join("league.db"), &path).unwrap();
    ok(&path, &["league", "list"]);
    assert!(dir.join("league.schema-7.backup.db").exists());
    path
}

fn write_json(dir: &Path, name: &str, value: &serde_json::Value) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, value.to_string()).unwrap();
    path
}

#[test]
fn refused_imports_leave_every_copy_in_place_and_add_none() {
    let dir = tempfile::tempdir().unwrap();
    let db = migrated_fixture(dir.path());
    let manual = PathBuf::from(
        serde_json::from_str::<serde_json::Value>(&ok(&db, &["backup", "--json"])).unwrap()["copy"]
            .as_str()
            .unwrap(),
    );
    // Blood Bowl match 18 of the fixture: its report imports once (a copy is kept)…
    let report = write_json(
        dir.path(),
        "report.json",
        &serde_json::json!({"home_score": 1, "away_score": 3, "played_on": "2027-01-23"}),
    );
    let args = [
        "import",
        "report",
        report.to_str().unwrap(),
        "--match",
        "18",
    ];
    ok(&db, &args);
    let before_import: Vec<PathBuf> = dugout::store::backups_beside(&db)
        .into_iter()
        .filter(|copy| name_of(copy).contains("before-import"))
        .collect();
    assert_eq!(before_import.len(), 1);
    let files = files_in(dir.path());
    let rows = row_counts(&db);
    // …then, the match played, six imports of it are refused after the file is copied.
    for round in 0..6 {
        let lang = if round % 2 == 0 { "en" } else { "fr" };
        let mut with_lang = vec!["--lang", lang];
        with_lang.extend(args);
        let message = refused(&db, &with_lang);
        let played = if lang == "en" {
            "match 18 already has a result (1–3)"
        } else {
            "le match 18 a déjà un résultat (1–3)"
        };
        assert!(message.contains(played), "{message}");
        assert_eq!(files_in(dir.path()), files, "round {round} left a file");
    }
    assert!(manual.exists(), "the manual copy is kept");
    assert!(
        before_import[0].exists(),
        "the copy before the import is kept"
    );
    assert_eq!(row_counts(&db), rows);
}

#[test]
fn pruning_keeps_manual_migration_and_the_newest_copy_before_an_import_and_a_restore() {
    let dir = tempfile::tempdir().unwrap();
    let db = migrated_fixture(dir.path());
    ok(&db, &["backup", "--keep", "2"]);
    let manual = ok(&db, &["backup", "--json"]);
    let team = write_json(
        dir.path(),
        "team.json",
        &serde_json::from_str(&ok(&db, &["export", "team", "6"])).unwrap(),
    );
    let import = |name: &str| {
        let args = ["import", "team", team.to_str().unwrap(), "--league", "1"];
        ok(&db, &[&args[..], &["--name", name, "--json"]].concat());
    };
    let outside = dir.path().join("outside.db");
    ok(&db, &["backup", "-o", outside.to_str().unwrap()]);
    let restored: serde_json::Value =
        serde_json::from_str(&ok(&db, &["restore", outside.to_str().unwrap(), "--json"])).unwrap();
    let before_restore = PathBuf::from(restored["previous"].as_str().unwrap());
    for n in 1..=4 {
        import(&format!("Copy {n}"));
    }
    let kinds: Vec<String> = dugout::store::backups_beside(&db)
        .iter()
        .map(|copy| {
            let kind = name_of(copy).split('.').nth(2).unwrap().to_string();
            // `before-import-2`: the second copy of that kind in one second.
            match kind.rsplit_once('-') {
                Some((head, n)) if n.parse::<u32>().is_ok() => head.to_string(),
                _ => kind,
            }
        })
        .collect();
    // Automatic copies: 1 before the restore, 4 before an import; the newest 2 are kept,
    // and the one before the restore (the newest of its kind) too.
    assert_eq!(
        kinds,
        ["manual", "before-restore", "before-import", "before-import"],
        "{:?}",
        files_in(dir.path())
    );
    assert!(before_restore.exists());
    let manual: serde_json::Value = serde_json::from_str(&manual).unwrap();
    assert!(Path::new(manual["copy"].as_str().unwrap()).exists());
    assert!(dir.path().join("league.schema-7.backup.db").exists());
}

#[test]
fn imports_at_once_from_several_processes_write_one_copy_each() {
    let dir = tempfile::tempdir().unwrap();
    let db = migrated_fixture(dir.path());
    let team = write_json(
        dir.path(),
        "team.json",
        &serde_json::from_str(&ok(&db, &["export", "team", "6"])).unwrap(),
    );
    let children: Vec<std::process::Child> = (1..=3)
        .map(|n| {
            std::process::Command::new(env!("CARGO_BIN_EXE_dugout"))
                .args(["import", "team", team.to_str().unwrap(), "--league", "1"])
                .args(["--name", &format!("At Once {n}"), "--json"])
                .env("DUGOUT_DB", &db)
                .stdout(std::process::Stdio::piped())
                .stderr(std::process::Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    let mut copies: Vec<PathBuf> = children
        .into_iter()
        .map(|child| {
            let output = child.wait_with_output().unwrap();
            assert!(
                output.status.success(),
                "{}",
                String::from_utf8_lossy(&output.stderr)
            );
            let summary: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
            PathBuf::from(summary["backup"].as_str().unwrap())
        })
        .collect();
    copies.sort();
    copies.dedup();
    assert_eq!(copies.len(), 3, "{copies:?}");
    for copy in &copies {
        let check = dugout::store::check_file(copy).unwrap();
        assert!(check.is_sound(), "{check:?}");
    }
    assert_eq!(dugout::store::backups_beside(&db).len(), 3);
}

#[test]
fn copies_before_imports_in_the_same_second_get_two_names() {
    let dir = tempfile::tempdir().unwrap();
    let db = league(dir.path());
    let barrier = std::sync::Arc::new(std::sync::Barrier::new(4));
    let threads: Vec<_> = (0..4)
        .map(|_| {
            let (db, barrier) = (db.clone(), barrier.clone());
            std::thread::spawn(move || {
                let mut store = Store::open(&db).unwrap();
                barrier.wait();
                let copy = store
                    .copy_before(dugout::store::BackupReason::BeforeImport)
                    .unwrap();
                copy.keep(&mut store)
            })
        })
        .collect();
    let mut copies: Vec<PathBuf> = threads.into_iter().map(|t| t.join().unwrap()).collect();
    copies.sort();
    copies.dedup();
    assert_eq!(copies.len(), 4, "{copies:?}");
    for copy in &copies {
        assert_eq!(row_counts(copy), row_counts(&db), "{}", copy.display());
    }
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
    assert_eq!(
        files_in(dir.path()),
        ["foreign.db", "garbage.db", "league.db"]
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

/// The comparison with an earlier build's sheets accepts a name that build cut and this
/// one prints whole, and nothing else.
#[test]
fn an_earlier_cut_reads_as_the_whole_name_and_nothing_else() {
    use common::fixture::reads_as_cut;
    let old = "5 Human Linema… Human Line… 6 3 3+";
    assert!(reads_as_cut("5 Human Lineman 5 Human Lineman 6 3 3+", old));
    assert!(!reads_as_cut("5 Human Lineman 5 Human Lineman 7 3 3+", old));
    assert!(!reads_as_cut("5 Orc Lineman 5 Human Lineman 6 3 3+", old));
    assert!(reads_as_cut("same text", "same text"));
    assert!(!reads_as_cut("same text and more", "same text"));
}
