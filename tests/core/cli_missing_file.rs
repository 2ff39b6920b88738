//! A league file is made only when asked: `league new`, `league demo` (and `restore`).
//! Every other command on a missing `--db` or `DUGOUT_DB`, a read, a refused write or a
//! write, says there is no league file there and how to make one, in the language asked
//! for, exits non-zero and makes nothing: no file, no folder, no `-wal`, `-shm` or
//! `-journal`, and none of its own outputs.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const EN: &str = "there is no league file at";
const FR: &str = "il n'y a pas de fichier de ligue à";

/// Runs `dugout` with `args` and nothing from the environment naming a league file.
fn dugout(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_dugout"))
        .args(args)
        .env_remove("DUGOUT_DB")
        .output()
        .expect("run dugout")
}

/// Everything under `dir`, as paths relative to it.
fn tree(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(folder) = todo.pop() {
        for entry in std::fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                todo.push(path.clone());
            }
            found.push(path.strip_prefix(dir).unwrap().to_path_buf());
        }
    }
    found.sort();
    found
}

/// `args` on the missing `db`, refused in English and in French, with nothing made.
fn refused_on_missing(dir: &Path, db: &Path, args: &[&str]) {
    let before = tree(dir);
    let db_text = db.to_str().unwrap();
    for (lang, opening) in [("en", EN), ("fr", FR)] {
        let mut all = vec!["--db", db_text, "--lang", lang];
        all.extend_from_slice(args);
        let output = dugout(&all);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(!output.status.success(), "{all:?} should be refused");
        assert!(
            output.stdout.is_empty(),
            "{all:?} printed {:?}",
            output.stdout
        );
        let said = format!("dugout: {opening} {}", db.display());
        assert!(stderr.starts_with(&said), "{all:?}: {stderr}");
        assert!(
            stderr.contains("`dugout league new --name") && stderr.contains("`dugout league demo`"),
            "{all:?} says how to make one: {stderr}"
        );
        assert_eq!(tree(dir), before, "{all:?} made something");
    }
}

/// The commands of every kind a mistyped path meets.
const COMMANDS: &[&[&str]] = &[
    // Reads.
    &["league", "list"],
    &["team", "show", "1"],
    &["standings", "--season", "1"],
    &["check-file"],
    &["audit", "--league", "1"],
    // Writes that would be refused on a league file too (no such roster, no league).
    &[
        "team", "new", "--league", "1", "--roster", "nope", "--name", "X", "--coach", "Y",
    ],
    &["league", "settings", "1", "--points-win", "-5"],
    // Writes.
    &["season", "new", "--league", "1", "--name", "2026"],
    &[
        "match",
        "record",
        "--match",
        "1",
        "--home-score",
        "2",
        "--away-score",
        "1",
    ],
    &["team", "rename", "1", "--name", "Other"],
    // Commands that write files of their own.
    &["backup"],
    &["backup", "-o", "copy.db"],
    &["export", "league", "1", "-o", "league.json"],
    &["sheet", "team", "1", "-o", "team.pdf"],
    &["publish", "--league", "1", "--out", "site"],
];

#[test]
fn every_command_but_league_new_and_demo_refuses_a_missing_file_and_makes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let beside = dir.path().join("x.db");
    let inside = dir.path().join("no-such-folder").join("x.db");
    for db in [&beside, &inside] {
        for args in COMMANDS {
            // Outputs named relative to the temporary folder, so a made one is seen.
            let args: Vec<String> = args
                .iter()
                .map(|arg| match *arg {
                    "copy.db" | "league.json" | "team.pdf" | "site" => {
                        dir.path().join(arg).to_str().unwrap().to_string()
                    }
                    other => other.to_string(),
                })
                .collect();
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            refused_on_missing(dir.path(), db, &args);
        }
    }
    assert!(tree(dir.path()).is_empty(), "{:?}", tree(dir.path()));
}

#[test]
fn dugout_db_naming_a_missing_file_is_refused_the_same_way() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("typo").join("sunday.db");
    let output = Command::new(env!("CARGO_BIN_EXE_dugout"))
        .args(["--lang", "fr", "league", "list"])
        .env("DUGOUT_DB", &db)
        .output()
        .expect("run dugout");
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.starts_with(&format!("dugout: {FR} {}", db.display())),
        "{stderr}"
    );
    assert!(tree(dir.path()).is_empty());
}

#[test]
fn a_refused_league_new_makes_nothing_either() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("new").join("league.db");
    let db_text = db.to_str().unwrap();
    for args in [
        ["league", "new", "--name", "Sunday", "--game", "chess"],
        ["league", "new", "--name", "", "--game", "dreadball"],
    ] {
        let mut all = vec!["--db", db_text];
        all.extend_from_slice(&args);
        let output = dugout(&all);
        assert!(!output.status.success(), "{all:?} should be refused");
        assert!(
            tree(dir.path()).is_empty(),
            "{all:?}: {:?}",
            tree(dir.path())
        );
    }
}

#[test]
fn league_new_and_demo_make_the_file_and_its_folder_when_asked() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("clubs").join("sunday").join("league.db");
    let db_text = db.to_str().unwrap();
    let made = dugout(&[
        "--db",
        db_text,
        "league",
        "new",
        "--name",
        "Sunday",
        "--game",
        "dreadball",
    ]);
    assert!(
        made.status.success(),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    assert!(db.is_file());
    let listed = dugout(&["--db", db_text, "league", "list"]);
    assert!(listed.status.success());
    assert!(String::from_utf8_lossy(&listed.stdout).contains("Sunday"));

    let demo = dir.path().join("demo").join("demo.db");
    let made = dugout(&["--db", demo.to_str().unwrap(), "league", "demo"]);
    assert!(
        made.status.success(),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    assert!(demo.is_file());
}

#[test]
fn restore_makes_the_file_where_none_was() {
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("source.db");
    let made = dugout(&["--db", source.to_str().unwrap(), "league", "demo"]);
    assert!(made.status.success());
    let copy = dir.path().join("copy.db");
    let copied = dugout(&[
        "--db",
        source.to_str().unwrap(),
        "backup",
        "-o",
        copy.to_str().unwrap(),
    ]);
    assert!(
        copied.status.success(),
        "{}",
        String::from_utf8_lossy(&copied.stderr)
    );
    let db = dir.path().join("elsewhere").join("restored.db");
    let restored = dugout(&[
        "--db",
        db.to_str().unwrap(),
        "restore",
        copy.to_str().unwrap(),
    ]);
    assert!(
        restored.status.success(),
        "{}",
        String::from_utf8_lossy(&restored.stderr)
    );
    let listed = dugout(&["--db", db.to_str().unwrap(), "league", "list"]);
    assert!(listed.status.success());
    assert!(!listed.stdout.is_empty());
}

#[test]
fn an_empty_existing_file_is_still_made_a_league_file() {
    // Kept as it was: a 0-byte file (made by `touch`, or a dialog) is a new league file.
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("empty.db");
    std::fs::write(&db, b"").unwrap();
    let listed = dugout(&["--db", db.to_str().unwrap(), "league", "list"]);
    assert!(
        listed.status.success(),
        "{}",
        String::from_utf8_lossy(&listed.stderr)
    );
    assert!(std::fs::metadata(&db).unwrap().len() > 0);
}

#[test]
fn import_league_makes_the_file_only_for_a_sound_document() {
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("source.db");
    let source_text = source.to_str().unwrap();
    assert!(
        dugout(&["--db", source_text, "league", "demo"])
            .status
            .success()
    );
    let document = dir.path().join("league.json");
    let exported = dugout(&[
        "--db",
        source_text,
        "export",
        "league",
        "1",
        "-o",
        document.to_str().unwrap(),
    ]);
    assert!(exported.status.success());
    let broken = dir.path().join("broken.json");
    std::fs::write(&broken, "{\"format\": \"dugout.league\"}").unwrap();
    let before = tree(dir.path());

    let db = dir.path().join("other-machine").join("league.db");
    let db_text = db.to_str().unwrap();
    let refused = dugout(&[
        "--db",
        db_text,
        "import",
        "league",
        broken.to_str().unwrap(),
    ]);
    assert!(!refused.status.success());
    let dry = dugout(&[
        "--db",
        db_text,
        "import",
        "league",
        document.to_str().unwrap(),
        "--dry-run",
    ]);
    assert!(
        dry.status.success(),
        "{}",
        String::from_utf8_lossy(&dry.stderr)
    );
    assert!(String::from_utf8_lossy(&dry.stdout).contains("Would import"));
    assert_eq!(
        tree(dir.path()),
        before,
        "a refused or dry import makes nothing"
    );

    let imported = dugout(&[
        "--db",
        db_text,
        "import",
        "league",
        document.to_str().unwrap(),
    ]);
    assert!(
        imported.status.success(),
        "{}",
        String::from_utf8_lossy(&imported.stderr)
    );
    let listed = dugout(&["--db", db_text, "league", "list"]);
    assert!(listed.status.success());
    assert!(!listed.stdout.is_empty());
}
