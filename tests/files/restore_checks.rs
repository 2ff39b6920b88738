//! A copy is restored only when it holds to the rules Dugout obeys: its schema version
//! is one Dugout writes, its objects are defined as Dugout defines them, every row keeps
//! its table's CHECK rules and names rows that exist, and it is a regular file of a
//! sensible size. Anything else is refused in words (English and French), quickly, and
//! the league file is left byte for byte as it was; `check-file` reports the same.

use crate::common;

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use common::fixture::{dugout as ok, run};
use dugout::store::Store;
use rusqlite::Connection;

/// A real league file (the demo league), closed.
fn league_file(dir: &Path, name: &str) -> PathBuf {
    let path = dir.join(name);
    let mut store = Store::open(&path).unwrap();
    dugout::coach::games::ensure_demo(
        &mut store,
        &dugout::coach::Context::new(dugout::data::Lang::En),
    )
    .unwrap();
    drop(store);
    path
}

/// A copy of a league file changed behind Dugout's back, as another program could.
fn crafted(dir: &Path, sql: &str) -> PathBuf {
    let path = league_file(dir, "crafted.db");
    let conn = Connection::open(&path).unwrap();
    conn.execute_batch(sql).unwrap();
    conn.execute_batch("PRAGMA wal_checkpoint(TRUNCATE)")
        .unwrap();
    drop(conn);
    path
}

/// The files in `dir` and their bytes.
fn snapshot(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut files: Vec<(String, Vec<u8>)> = std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.is_file())
        .map(|path| {
            let name = path.file_name().unwrap().to_str().unwrap().to_string();
            (name, std::fs::read(&path).unwrap())
        })
        .collect();
    files.sort();
    files
}

/// Words no message shows: SQLite's own, or a refusal that explains nothing.
fn assert_worded(message: &str) {
    for word in [
        "unexpected error",
        "constraint failed",
        "SQLITE_",
        "Error",
        "rusqlite",
    ] {
        assert!(!message.contains(word), "{word:?} in: {message}");
    }
}

/// `dugout restore COPY` is refused in both languages saying `en` / `fr`, and leaves the
/// live file's folder (the file, its companions, no copy added) byte for byte as it was.
fn restore_refused(live: &Path, copy: &Path, en: &str, fr: &str) {
    let folder = live.parent().unwrap();
    let before = snapshot(folder);
    for (lang, needle) in [("en", en), ("fr", fr)] {
        let started = Instant::now();
        let output = run(live, &["--lang", lang, "restore", copy.to_str().unwrap()]);
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "restore took {:?}",
            started.elapsed()
        );
        assert!(!output.status.success(), "{lang}: the copy was restored");
        let message = String::from_utf8(output.stderr).unwrap();
        assert!(message.contains(needle), "{lang}: {message}");
        assert_worded(&message);
        assert!(
            snapshot(folder) == before,
            "{lang}: the league's folder changed"
        );
    }
}

/// `dugout check-file COPY`: refused (the file does not open) saying `needle`, or damage
/// reported line by line; either way in words, in both languages.
fn check_file_says(live: &Path, copy: &Path, en: &str, fr: &str) {
    for (lang, needle) in [("en", en), ("fr", fr)] {
        let output = run(
            live,
            &["--lang", lang, "check-file", copy.to_str().unwrap()],
        );
        assert!(!output.status.success(), "{lang}: check-file found nothing");
        let said = format!(
            "{}{}",
            String::from_utf8(output.stdout).unwrap(),
            String::from_utf8(output.stderr).unwrap()
        );
        assert!(said.contains(needle), "{lang}: {said}");
        assert_worded(&said);
    }
}

/// What opening the crafted file says (refused, the file left as it was).
fn open_refused(path: &Path, needle: &str) {
    let before = std::fs::read(path).unwrap();
    let error = Store::open(path)
        .err()
        .expect("the crafted file is refused");
    assert!(error.to_string().contains(needle), "{error}");
    assert!(std::fs::read(path).unwrap() == before, "opening changed it");
}

#[test]
fn a_schema_version_no_dugout_writes_is_refused_with_or_without_a_trigger() {
    for extra in [
        "",
        "CREATE TRIGGER spy AFTER INSERT ON audit BEGIN UPDATE team SET name = 'pwned'; END;",
    ] {
        let dir = tempfile::tempdir().unwrap();
        let live = league_file(dir.path(), "league.db");
        let scratch = tempfile::tempdir().unwrap();
        let copy = crafted(
            scratch.path(),
            &format!("{extra} PRAGMA user_version = -1;"),
        );
        let (en, fr) = (
            "at schema -1, a version no Dugout writes",
            "se dit au schéma -1",
        );
        open_refused(&copy, en);
        restore_refused(&live, &copy, en, fr);
        check_file_says(&live, &copy, en, fr);
    }
}

#[test]
fn an_index_made_unique_and_a_table_given_another_check_are_refused_by_name() {
    let cases = [
        (
            "DROP INDEX season_by_league; CREATE UNIQUE INDEX season_by_league ON season(league_id);",
            "the index `season_by_league` on `season` defined otherwise than in Dugout's schema",
            "l'index « season_by_league » sur « season » défini autrement",
        ),
        (
            "PRAGMA writable_schema = ON;
             UPDATE sqlite_schema SET sql = substr(sql, 1, length(sql) - 1) || ', CHECK (length(value) < 100))'
                 WHERE type = 'table' AND name = 'file_setting';
             PRAGMA writable_schema = OFF;",
            "the table `file_setting` defined otherwise than in Dugout's schema",
            "la table « file_setting » défini autrement",
        ),
    ];
    for (sql, en, fr) in cases {
        let dir = tempfile::tempdir().unwrap();
        let live = league_file(dir.path(), "league.db");
        let scratch = tempfile::tempdir().unwrap();
        let copy = crafted(scratch.path(), sql);
        open_refused(&copy, en);
        restore_refused(&live, &copy, en, fr);
        check_file_says(&live, &copy, en, fr);
    }
}

#[test]
fn rows_that_break_a_check_or_name_a_missing_row_are_refused_naming_table_row_and_rule() {
    let cases = [
        (
            "PRAGMA ignore_check_constraints = ON; UPDATE team SET name = '  ' WHERE id = 2;",
            "row 2 of the table team breaks the rule `length(trim(name)) > 0`",
            "la ligne 2 de la table team enfreint la règle « length(trim(name)) > 0 »",
        ),
        (
            "PRAGMA ignore_check_constraints = ON; UPDATE player SET cost = -5 WHERE id IN (3, 4);",
            "row 3 of the table player breaks the rule `cost >= 0`",
            "la ligne 3 de la table player enfreint la règle « cost >= 0 »",
        ),
        (
            "PRAGMA foreign_keys = OFF; UPDATE player SET team_id = 9999 WHERE id = 1;",
            "row 1 of the table player names a row of team that does not exist",
            "la ligne 1 de la table player désigne une ligne de team qui n'existe pas",
        ),
    ];
    for (sql, en, fr) in cases {
        let dir = tempfile::tempdir().unwrap();
        let live = league_file(dir.path(), "league.db");
        let scratch = tempfile::tempdir().unwrap();
        let copy = crafted(scratch.path(), sql);
        restore_refused(&live, &copy, en, fr);
        check_file_says(&live, &copy, en, fr);
        let output = run(&live, &["check-file", copy.to_str().unwrap()]);
        assert_eq!(
            output.status.code(),
            Some(i32::from(dugout::cli::EXIT_PROBLEMS))
        );
    }
}

#[test]
fn check_file_lists_every_row_that_breaks_a_rule_and_says_so_in_json() {
    let dir = tempfile::tempdir().unwrap();
    let live = league_file(dir.path(), "league.db");
    let copy = crafted(
        dir.path(),
        "PRAGMA ignore_check_constraints = ON; UPDATE player SET cost = -1 WHERE id IN (2, 5);",
    );
    let output = run(&live, &["check-file", copy.to_str().unwrap(), "--json"]);
    let out: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(
        out["problems"],
        serde_json::json!([
            "row 2 of the table player breaks the rule `cost >= 0`",
            "row 5 of the table player breaks the rule `cost >= 0`",
        ]),
        "{out}"
    );
    assert_eq!(out["findings"][0]["kind"], "rule");
    assert_eq!(out["findings"][0]["row"], 2);
    let sound = run(&live, &["check-file", "--json"]);
    assert!(sound.status.success());
}

/// Runs `dugout ARGS`, killed (and failed) if it has not ended within `limit`.
fn run_within(db: &Path, args: &[&str], limit: Duration) -> (std::process::Output, Duration) {
    let started = Instant::now();
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_dugout"))
        .args(args)
        .env("DUGOUT_DB", db)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    while child.try_wait().unwrap().is_none() {
        if started.elapsed() > limit {
            child.kill().unwrap();
            panic!("dugout {args:?} still ran after {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    let took = started.elapsed();
    (child.wait_with_output().unwrap(), took)
}

#[test]
fn a_device_a_folder_a_pipe_or_a_huge_file_is_refused_within_a_second() {
    let dir = tempfile::tempdir().unwrap();
    let live = league_file(dir.path(), "league.db");
    let before = snapshot(dir.path());
    let scratch = tempfile::tempdir().unwrap();
    let pipe = scratch.path().join("pipe.db");
    let made = std::process::Command::new("mkfifo").arg(&pipe).status();
    let huge = scratch.path().join("huge.db");
    std::fs::File::create(&huge)
        .unwrap()
        .set_len(dugout::store::RESTORE_LIMIT_BYTES + 1)
        .unwrap();
    let mut sources = vec![
        (
            PathBuf::from("/dev/zero"),
            "not a regular file",
            "pas un fichier ordinaire",
        ),
        (
            scratch.path().to_path_buf(),
            "not a regular file",
            "pas un fichier ordinaire",
        ),
        (huge.clone(), "more than the 2 GiB", "plus que les 2 GiB"),
    ];
    if made.is_ok_and(|status| status.success()) {
        sources.push((pipe, "not a regular file", "pas un fichier ordinaire"));
    }
    for (source, en, fr) in sources {
        for (lang, needle) in [("en", en), ("fr", fr)] {
            let args = ["--lang", lang, "restore", source.to_str().unwrap()];
            let (output, took) = run_within(&live, &args, Duration::from_secs(10));
            // The process starts and loads its reference data in that second too.
            assert!(took < Duration::from_secs(1), "{source:?} took {took:?}");
            assert!(!output.status.success());
            let message = String::from_utf8(output.stderr).unwrap();
            assert!(message.contains(needle), "{message}");
            assert_worded(&message);
        }
    }
    assert!(
        snapshot(dir.path()) == before,
        "the league's folder changed"
    );
}

#[test]
fn a_sound_copy_is_still_restored_and_the_copy_before_it_kept() {
    let dir = tempfile::tempdir().unwrap();
    let live = league_file(dir.path(), "league.db");
    let copy = dir.path().join("copy.db");
    ok(&live, &["backup", "-o", copy.to_str().unwrap()]);
    ok(&live, &["league", "new", "--name", "After The Copy"]);
    ok(&live, &["restore", copy.to_str().unwrap()]);
    assert!(!ok(&live, &["league", "list"]).contains("After The Copy"));
    let kept = dugout::store::backups_beside(&live);
    assert_eq!(kept.len(), 1);
    assert!(ok(&kept[0], &["league", "list"]).contains("After The Copy"));
}

/// Issue 45: an empty SQLite database (another program's, or one made by hand) is not a
/// league file: restoring it would leave every league gone. Refused, the folder as it was.
#[test]
fn an_empty_sqlite_file_is_not_restored() {
    let dir = tempfile::tempdir().unwrap();
    let live = league_file(dir.path(), "league.db");
    let scratch = tempfile::tempdir().unwrap();
    let copy = scratch.path().join("empty.db");
    let conn = Connection::open(&copy).unwrap();
    conn.execute_batch("CREATE TABLE t (x); DROP TABLE t;")
        .unwrap();
    drop(conn);
    assert!(
        std::fs::metadata(&copy).unwrap().len() > 0,
        "a real SQLite file"
    );
    restore_refused(
        &live,
        &copy,
        "not a Dugout league file",
        "pas un fichier de ligue Dugout",
    );
    assert!(ok(&live, &["league", "list"]).contains("Demo League"));
}
