//! A write that waits for another program's write longer than the busy timeout is refused
//! with a plain message in the user's language, and writes nothing.

use crate::common;

use common::cli::Cli;
use rusqlite::Connection;

#[test]
fn a_file_kept_busy_by_another_writer_is_said_plainly_in_both_languages() {
    let cli = Cli::new();
    cli.ok(&["league", "new", "--name", "Sunday League"]);
    let before = common::dump(cli.db());
    // Another program holds the write lock for longer than Dugout waits.
    let other = Connection::open(cli.db()).unwrap();
    other.execute_batch("BEGIN IMMEDIATE").unwrap();
    for (lang, needle) in [
        ("en", "being changed by another Dugout"),
        ("fr", "en cours de modification par un autre Dugout"),
    ] {
        let output = cli.run(&["--lang", lang, "league", "new", "--name", "Another"]);
        assert!(!output.status.success());
        let error = String::from_utf8_lossy(&output.stderr);
        assert!(error.contains(needle), "{lang}: {error}");
        assert!(!error.contains("database is locked"), "{lang}: {error}");
    }
    other.execute_batch("ROLLBACK").unwrap();
    drop(other);
    assert_eq!(common::dump(cli.db()), before);
    cli.ok(&["league", "new", "--name", "Another"]);
}
