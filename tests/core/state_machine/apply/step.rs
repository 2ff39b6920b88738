//! One step: resolve, run, and the checks that need the step itself (a refusal wrote
//! nothing and said no unexpected error; a reset match day is as before it; an undo
//! then the same change again gives the same league).

use dugout::data::Lang;
use dugout::store::TeamId;

use super::{Action, Change, resolve, run};
use crate::state_machine::checks::{
    Check, Failure, undo_bookkeeping, unexpected, without_bookkeeping,
};
use crate::state_machine::ops::Op;
use crate::state_machine::world::{Made, MatchDay, World, dump_without};

/// What a step did, and the check it broke if any.
pub struct Step {
    pub said: String,
    pub failure: Option<Failure>,
}

fn fail(check: Check, what: &str, message: String) -> Step {
    Step {
        said: "FAILED".into(),
        failure: Some(Failure {
            check,
            what: what.to_string(),
            message,
            harmless: false,
        }),
    }
}

pub fn step(world: &mut World, op: &Op, index: usize) -> Step {
    let Some(action) = resolve(world, op) else {
        return Step {
            said: "skipped (nothing to aim at, or not this game's)".into(),
            failure: None,
        };
    };
    let what = kind(&action);
    let before = std::mem::take(&mut world.dump);
    let head = match &action {
        Action::Undo(team) => world.head_change_row(*team),
        Action::Change(change) => world.last_change_row(change.team()),
        _ => 0,
    };
    let result = run(world, &action);
    let after = dump_without(world, &[]);
    world.dump = after.clone();
    let error = result.err();
    if let Some(error) = error {
        let message = error.message(Lang::En);
        if unexpected(&error) {
            let mut step = fail(Check::Unexpected, &what, format!("{action:?}: {message}"));
            if let Some(failure) = step.failure.as_mut() {
                failure.harmless = after == before;
            }
            return step;
        }
        if after != before {
            return fail(
                Check::RefusalWrote,
                &what,
                format!(
                    "{action:?} refused ({message}) but wrote:\n{}",
                    diff(&before, &after)
                ),
            );
        }
        return Step {
            said: format!("refused: {message}"),
            failure: None,
        };
    }
    let wrote = after != before;
    if let Some(failure) = follow_match_day(world, &action, wrote, &before, &after, &what) {
        return Step {
            said: "done".into(),
            failure: Some(failure),
        };
    }
    let failure = match &action {
        Action::Change(change) => after_change(world, change, head, (&before, &after), index),
        Action::Undo(team) => after_undo(world, *team, head, &before),
        _ => None,
    };
    Step {
        said: if wrote {
            "done".into()
        } else {
            "done (read only)".into()
        },
        failure,
    }
}

/// The kind of command, as `KNOWN` names it.
fn kind(action: &Action) -> String {
    let text = format!("{action:?}");
    let head = text.split(['(', ' ', '{']).next().unwrap_or("").to_string();
    match action {
        Action::Change(change) => {
            let inner = format!("{change:?}");
            inner.split([' ', '{']).next().unwrap_or("").to_lowercase()
        }
        _ => head.to_lowercase(),
    }
}

/// Keeps the match day under way (check 5): begun by a first match-day write on a fixture
/// nothing had touched, kept by more of its own, ended by any other write; a reset of it
/// must give back the file as it was before it, but for the audit log.
fn follow_match_day(
    world: &mut World,
    action: &Action,
    wrote: bool,
    before: &[String],
    after: &[String],
    what: &str,
) -> Option<Failure> {
    if !wrote {
        return None;
    }
    if let Some(fixture) = action.match_day() {
        let ongoing = world
            .match_day
            .as_ref()
            .is_some_and(|day| day.fixture == fixture);
        if !ongoing {
            world.match_day = (!world.touched.contains(&fixture)).then(|| MatchDay {
                fixture,
                before: without_audit(before),
            });
        }
        world.touched.retain(|f| *f != fixture);
        world.touched.push(fixture);
        return None;
    }
    let day = world.match_day.take();
    if let Action::Reset(fixture) = action {
        world.touched.retain(|f| f != fixture);
        if let Some(day) = day.filter(|day| day.fixture == *fixture) {
            let now = without_audit(after);
            if now != day.before {
                return Some(Failure {
                    check: Check::ResetNotAsBefore,
                    what: what.to_string(),
                    harmless: false,
                    message: format!(
                        "reset of match {} left:\n{}",
                        fixture.0,
                        diff(&day.before, &now)
                    ),
                });
            }
        }
    }
    None
}

/// After a change: undo it (the league is as before it, but for the bookkeeping), then
/// make it again (the league is as after it) — check 7; then the change is remembered
/// for later undos.
fn after_change(
    world: &mut World,
    change: &Change,
    row_before: i64,
    (before, after): (&[String], &[String]),
    index: usize,
) -> Option<Failure> {
    let team = change.team();
    let row = world.last_change_row(team);
    if row == row_before {
        // Nothing to undo: the change wrote no change row (or nothing at all).
        return None;
    }
    world.made.entry(team).or_default().push(Made {
        row,
        change: change.clone(),
    });
    // Every other change is undone and made again straight away.
    if index % 2 == 1 {
        return None;
    }
    let what = "change-undo-redo";
    if let Err(error) = dugout::coach::undo(&mut world.store, team) {
        return Some(Failure {
            check: if unexpected(&error) {
                Check::Unexpected
            } else {
                Check::UndoRedo
            },
            what: what.into(),
            harmless: false,
            message: format!("undo right after {change:?}: {}", error.message(Lang::En)),
        });
    }
    world.made.entry(team).or_default().pop();
    let undone = undo_bookkeeping(&dump_without(world, &[]));
    if undone != undo_bookkeeping(before) {
        return Some(Failure {
            check: Check::UndoRedo,
            what: what.into(),
            harmless: false,
            message: format!(
                "undo right after {change:?} did not give back the league:\n{}",
                diff(&undo_bookkeeping(before), &undone)
            ),
        });
    }
    redo(world, change, after, "undo right after")
}

/// Makes `change` again after its undo; the league must be as it was after it.
fn redo(world: &mut World, change: &Change, after: &[String], when: &str) -> Option<Failure> {
    let team = change.team();
    let what = "undo-redo";
    if let Err(error) = super::games::change(world, change) {
        return Some(Failure {
            check: if unexpected(&error) {
                Check::Unexpected
            } else {
                Check::UndoRedo
            },
            what: what.into(),
            harmless: false,
            message: format!(
                "{change:?} again after its {when}: refused: {}",
                error.message(Lang::En)
            ),
        });
    }
    let row = world.last_change_row(team);
    world.made.entry(team).or_default().push(Made {
        row,
        change: change.clone(),
    });
    world.dump = dump_without(world, &[]);
    let new_ids = matches!(change, Change::Hire { .. } | Change::Build { .. });
    let (then, now) = (
        without_bookkeeping(after, new_ids),
        without_bookkeeping(&world.dump, new_ids),
    );
    if then != now {
        return Some(Failure {
            check: Check::UndoRedo,
            what: what.into(),
            harmless: false,
            message: format!(
                "{change:?} again after its {when} gives another league:\n{}",
                diff(&then, &now)
            ),
        });
    }
    None
}

/// After `team undo`: when it took back a change this sequence made, that change made
/// again gives the league as before the undo (check 7).
fn after_undo(world: &mut World, team: TeamId, head: i64, before: &[String]) -> Option<Failure> {
    world.match_day = None;
    let made = world.made.entry(team).or_default();
    if made.last().is_some_and(|m| m.row == head) {
        let undone = made.pop()?;
        return redo(world, &undone.change, before, "undo");
    }
    made.retain(|m| m.row != head);
    None
}

fn without_audit(dump: &[String]) -> Vec<String> {
    dump.iter()
        .filter(|row| !row.starts_with("audit:"))
        .cloned()
        .collect()
}

/// The rows one dump has and the other lacks.
pub fn diff(before: &[String], after: &[String]) -> String {
    let gone: Vec<&String> = before.iter().filter(|r| !after.contains(r)).collect();
    let new: Vec<&String> = after.iter().filter(|r| !before.contains(r)).collect();
    let mut text = String::new();
    for row in gone.iter().take(12) {
        text.push_str(&format!("  - {row}\n"));
    }
    for row in new.iter().take(12) {
        text.push_str(&format!("  + {row}\n"));
    }
    if gone.is_empty() && new.is_empty() {
        text.push_str("  (the same rows in another order)\n");
    }
    text
}
