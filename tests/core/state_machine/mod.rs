//! Random sequences of real commands, for each of the four games, through the same
//! coach functions the command line and the window call (`dugout::coach::*`, each game's
//! coach module, `dugout::exchange`, `dugout::publish`) on a league file in a temporary
//! folder; after every step the file is held to what must always hold (`checks`).
//!
//! A sequence is a list of abstract operations (`Op`): "hire for the Nth team", "reset
//! the most recent match day"… each resolved at run time against the league as it is,
//! so any list is a valid sequence. A command may refuse (in words); what it may not do
//! is fail with an unexpected error, leave the file unsound, let a treasury drift from
//! its ledger, let the standings drift from the results, leave a reset match day other
//! than as before, write anything when it refuses, or undo a change so that doing it
//! again gives another league (see `checks.rs` for each check).
//!
//! CI runs a modest number of sequences (`CASES` per game, `STEPS` steps each). A long
//! run, in release mode:
//!
//! ```sh
//! PROPTEST_CASES=10000 cargo test --release --test core state_machine -- --nocapture
//! ```
//!
//! A failure prints the shortest sequence proptest finds, step by step, with what each
//! step did and the broken check. A bug known but not fixed yet can be listed in
//! `checks::KNOWN` and `checks::ASSERT_KNOWN` set to false: its failures then end their
//! sequence quietly and are counted (printed with `--nocapture`). The list is empty and
//! every check asserts.

mod apply;
mod checks;
mod ops;
mod world;

use proptest::test_runner::{TestCaseError, TestRunner};

use crate::common::property::cases;
use ops::Op;
use world::{Game, World};

/// Sequences per game in CI (`PROPTEST_CASES` overrides).
const CASES: u32 = 12;
/// The longest sequence.
const STEPS: usize = 30;

/// Runs `cases` sequences of `game`, shrinking a failing one; prints the known failures
/// met.
fn run(game: Game) {
    let mut config = cases(CASES);
    config.max_shrink_iters = 400;
    let mut runner = TestRunner::new(config);
    let tally = checks::Tally::default();
    let strategy = proptest::collection::vec(ops::op(), 1..=STEPS);
    let result = runner.run(&strategy, |sequence| {
        run_sequence(game, &sequence, &tally).map_err(TestCaseError::fail)
    });
    tally.print(game);
    if let Err(error) = result {
        panic!("{game:?}: {error}");
    }
}

/// Plays one sequence; the first broken check, with the steps that led to it.
fn run_sequence(game: Game, sequence: &[Op], tally: &checks::Tally) -> Result<(), String> {
    let mut world = World::new(game);
    let mut log: Vec<String> = Vec::new();
    for (index, op) in sequence.iter().enumerate() {
        let step = apply::step(&mut world, op, index);
        log.push(format!("{index:>2}. {op:?} → {}", step.said));
        if let Some(failure) = step
            .failure
            .or_else(|| checks::after_step(&mut world, index))
        {
            if checks::is_known(&failure) && !checks::ASSERT_KNOWN {
                tally.count(&failure);
                return Ok(());
            }
            return Err(format!("{failure}\nsteps:\n{}", log.join("\n")));
        }
    }
    if let Some(failure) = checks::at_end(&mut world) {
        if checks::is_known(&failure) && !checks::ASSERT_KNOWN {
            tally.count(&failure);
            return Ok(());
        }
        return Err(format!("{failure}\nsteps:\n{}", log.join("\n")));
    }
    trace(&log);
    Ok(())
}

/// `STATE_MACHINE_TRACE=1` prints every sequence's steps (with `--nocapture`).
fn trace(log: &[String]) {
    if std::env::var_os("STATE_MACHINE_TRACE").is_some() {
        eprintln!("sequence:\n{}\n", log.join("\n"));
    }
}

#[test]
fn dreadball_sequences_keep_the_league_sound() {
    run(Game::DreadBall);
}

#[test]
fn blood_bowl_sequences_keep_the_league_sound() {
    run(Game::BloodBowl);
}

#[test]
fn dungeonbowl_sequences_keep_the_league_sound() {
    run(Game::Dungeonbowl);
}

#[test]
fn killpower_sequences_keep_the_league_sound() {
    run(Game::Killpower);
}
