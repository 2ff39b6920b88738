//! Issue 45: files a user hands Dugout can't be turned against them. A named pipe is
//! refused at once, not waited on; a league file in a folder the user cannot write is
//! read, and a change to it refused in words. Each in English and French, the league
//! file unchanged byte for byte.

#![cfg(unix)]

use crate::common;

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use common::cli::Cli;

fn mkfifo(path: &std::path::Path) {
    let made = Command::new("mkfifo").arg(path).status();
    assert!(made.is_ok_and(|s| s.success()), "mkfifo");
}

/// Runs dugout and waits at most `limit` for it; its stderr (None: it hung, and was
/// killed).
fn within(cli: &Cli, args: &[&str], limit: Duration) -> Option<(bool, String)> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_dugout"))
        .args(args)
        .env("DUGOUT_DB", cli.db())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let started = Instant::now();
    while started.elapsed() < limit {
        if let Some(status) = child.try_wait().unwrap() {
            let output = child.wait_with_output().unwrap();
            return Some((
                status.success(),
                String::from_utf8_lossy(&output.stderr).into_owned(),
            ));
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let _ = child.kill();
    let _ = child.wait();
    None
}

#[test]
fn every_file_a_user_hands_dugout_that_is_a_pipe_is_refused_at_once() {
    let cli = Cli::new();
    cli.ok(&["league", "demo"]);
    let pipe = cli.db().with_file_name("pipe.json");
    mkfifo(&pipe);
    let p = pipe.to_str().unwrap();
    let before = std::fs::read(cli.db()).unwrap();
    for (lang, needle) in [
        ("en", "not a regular file"),
        ("fr", "pas un fichier ordinaire"),
    ] {
        for args in [
            vec!["import", "league", p],
            vec!["import", "team", p, "--league", "1"],
            vec!["import", "report", p, "--match", "10"],
            vec!["postmatch", "--match", "10", "--file", p],
        ] {
            let mut all = vec!["--lang", lang];
            all.extend(args.iter().copied());
            let (ok, said) = within(&cli, &all, Duration::from_secs(5))
                .unwrap_or_else(|| panic!("{all:?} waited on the pipe"));
            assert!(!ok, "{all:?} accepted a pipe");
            assert!(said.contains(needle), "{all:?}: {said}");
        }
    }
    assert_eq!(std::fs::read(cli.db()).unwrap(), before);
}

/// As another user than root (who may write anywhere): `setpriv` runs dugout as
/// `nobody`. Skipped where that cannot be done.
fn as_nobody(cli_db: &std::path::Path, args: &[&str]) -> Option<(bool, String)> {
    let output = Command::new("setpriv")
        .args(["--reuid=65534", "--regid=65534", "--clear-groups"])
        .arg(env!("CARGO_BIN_EXE_dugout"))
        .arg("--db")
        .arg(cli_db)
        .args(args)
        .output()
        .ok()?;
    Some((
        output.status.success(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    ))
}

#[test]
fn a_league_file_in_a_folder_the_user_cannot_write_is_read_and_a_change_refused_in_words() {
    use std::os::unix::fs::PermissionsExt;
    if !Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| o.stdout.starts_with(b"0"))
    {
        return; // Not root: the folder below would be writable by this user anyway.
    }
    let cli = Cli::new();
    cli.ok(&["league", "demo"]);
    // A folder nobody else can write, holding a file nobody else can write.
    let folder = cli.db().parent().unwrap().join("shared");
    std::fs::create_dir(&folder).unwrap();
    let db = folder.join("league.db");
    std::fs::copy(cli.db(), &db).unwrap();
    for path in [cli.db().parent().unwrap(), folder.as_path()] {
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    std::fs::set_permissions(&db, std::fs::Permissions::from_mode(0o644)).unwrap();
    let before = std::fs::read(&db).unwrap();
    let Some((read, said)) = as_nobody(&db, &["league", "list"]) else {
        return; // No setpriv here.
    };
    assert!(read, "reading works: {said}");
    for (lang, needle) in [
        ("en", "in a folder (or on a disk) you cannot write to"),
        ("fr", "où vous ne pouvez pas écrire"),
    ] {
        let (ok, said) =
            as_nobody(&db, &["--lang", lang, "team", "rename", "1", "--name", "X"]).unwrap();
        assert!(!ok);
        assert!(said.contains(needle), "{said}");
        assert!(
            !said.contains("damaged") && !said.contains("SQLITE"),
            "{said}"
        );
    }
    assert_eq!(std::fs::read(&db).unwrap(), before);
    assert_eq!(
        std::fs::read_dir(&folder).unwrap().count(),
        1,
        "no -wal or -shm made"
    );
}
