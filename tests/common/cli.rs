//! Running the `dugout` binary against a temporary league file, as a script would.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use serde_json::Value;

pub struct Cli {
    _dir: tempfile::TempDir,
    db: PathBuf,
}

impl Cli {
    pub fn new() -> Cli {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("league.db");
        Cli { _dir: dir, db }
    }

    pub fn run(&self, args: &[&str]) -> Output {
        Command::new(env!("CARGO_BIN_EXE_dugout"))
            .args(args)
            .env("DUGOUT_DB", &self.db)
            .output()
            .expect("run dugout")
    }

    /// Runs a command with `input` on its standard input.
    pub fn run_with_input(&self, args: &[&str], input: &str) -> Output {
        use std::io::Write;
        use std::process::Stdio;
        let mut child = Command::new(env!("CARGO_BIN_EXE_dugout"))
            .args(args)
            .env("DUGOUT_DB", &self.db)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("run dugout");
        if let Some(mut stdin) = child.stdin.take() {
            stdin.write_all(input.as_bytes()).expect("write stdin");
        }
        child.wait_with_output().expect("wait for dugout")
    }

    /// Runs a command whose reader has already gone (`dugout … | head` once `head` is
    /// done): its standard output is a pipe closed before it writes.
    pub fn run_into_closed_pipe(&self, args: &[&str]) -> Output {
        use std::process::Stdio;
        let mut child = Command::new(env!("CARGO_BIN_EXE_dugout"))
            .args(args)
            .env("DUGOUT_DB", &self.db)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("run dugout");
        drop(child.stdout.take());
        child.wait_with_output().expect("wait for dugout")
    }

    pub fn ok(&self, args: &[&str]) -> String {
        let output = self.run(args);
        assert!(
            output.status.success(),
            "{args:?} failed: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        String::from_utf8(output.stdout).unwrap()
    }

    pub fn json(&self, args: &[&str]) -> Value {
        let mut args = args.to_vec();
        args.push("--json");
        serde_json::from_str(&self.ok(&args)).unwrap()
    }

    /// Runs a command that must be refused; returns its stderr and checks the file.
    pub fn refused(&self, args: &[&str]) -> String {
        let before = super::dump(&self.db);
        let output = self.run(args);
        assert!(
            !output.status.success(),
            "{args:?} should have been refused"
        );
        assert!(
            output.stdout.is_empty(),
            "a refused command prints nothing on stdout"
        );
        assert_eq!(
            super::dump(&self.db),
            before,
            "{args:?} changed the database"
        );
        String::from_utf8(output.stderr).unwrap()
    }

    /// A refused command whose message mentions `needle`.
    pub fn refused_saying(&self, args: &[&str], needle: &str) {
        assert_mentions(&self.refused(args), needle);
    }

    pub fn db(&self) -> &Path {
        &self.db
    }
}

pub fn assert_mentions(error: &str, needle: &str) {
    assert!(error.contains(needle), "expected `{needle}` in: {error}");
}
