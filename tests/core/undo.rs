//! Undo of a team's last change: each kind of change is reversed exactly, through the
//! store and the ledger, one step at a time.

use dugout::coach::dreadball::{Item, TeamStart, TeamView};
use dugout::coach::{self, Context, Reversal};
use dugout::data::Lang;
use dugout::data::dreadball::StaffKind;
use dugout::store::{Store, TeamId};

fn context() -> Context {
    Context::new(Lang::En)
}

fn budget_team(store: &mut Store, budget: u32) -> TeamId {
    let context = context();
    let league = coach::create_league(store, "Undo League", "dreadball").unwrap();
    coach::dreadball::create_team(
        store,
        &context,
        league.id,
        "trontek-29ers",
        "Undoers",
        "Ann",
        TeamStart::Budget(budget),
    )
    .unwrap()
    .team
    .id
}

fn show(store: &mut Store, team: TeamId) -> TeamView {
    coach::dreadball::show_team(store, &context(), team).unwrap()
}

fn ledger_sum(store: &mut Store, team: TeamId) -> i64 {
    coach::ledger(store, team)
        .unwrap()
        .iter()
        .map(|entry| entry.amount_mc)
        .sum()
}

/// Applies `change`, undoes it, and checks the team is exactly as before.
fn undo_restores(store: &mut Store, team: TeamId, change: impl FnOnce(&mut Store)) -> Reversal {
    let before = show(store, team);
    change(store);
    assert_ne!(show(store, team), before, "the change changed nothing");
    let undone = coach::undo(store, team).unwrap();
    let after = show(store, team);
    assert_eq!(after, before, "undoing {undone:?} did not restore the team");
    assert_eq!(after.team.treasury_mc, ledger_sum(store, team));
    undone.reversal
}

#[test]
fn every_kind_of_change_is_undone_exactly() {
    let mut store = Store::open_in_memory().unwrap();
    let context = context();
    let team = budget_team(&mut store, 200);
    coach::dreadball::hire(&mut store, &context, team, "jack", Some("Kept")).unwrap();
    let kept = show(&mut store, team).team.players[0].id;

    let reversal = undo_restores(&mut store, team, |s| {
        coach::dreadball::hire(s, &context, team, "striker", None).unwrap();
    });
    assert!(matches!(reversal, Reversal::RemovePlayer { number: 2, .. }));
    let reversal = undo_restores(&mut store, team, |s| {
        coach::dreadball::release(s, &context, team, kept).unwrap();
    });
    assert!(matches!(
        reversal,
        Reversal::RestorePlayer { number: 1, .. }
    ));
    for item in [Item::Dice, Item::Cards, Item::Cheerleaders] {
        let reversal = undo_restores(&mut store, team, |s| {
            coach::dreadball::buy(s, &context, team, item, 2).unwrap();
        });
        // Stored as the item's serde name, so changes recorded before schema 6 still read.
        let id = serde_json::to_value(item)
            .unwrap()
            .as_str()
            .unwrap()
            .to_string();
        assert_eq!(reversal, Reversal::Unbuy { item: id, count: 2 });
    }
    undo_restores(&mut store, team, |s| {
        coach::dreadball::hire_staff(s, &context, team, StaffKind::Defensive).unwrap();
    });
    undo_restores(&mut store, team, |s| {
        coach::dreadball::rename_player(s, team, kept, "Renamed").unwrap();
    });
    undo_restores(&mut store, team, |s| {
        coach::dreadball::renumber_player(s, &context, team, kept, 42).unwrap();
    });
    undo_restores(&mut store, team, |s| {
        coach::rename_team(s, team, "Redone").unwrap();
    });
}

#[test]
fn undo_steps_back_through_changes_in_reverse_order() {
    let mut store = Store::open_in_memory().unwrap();
    let context = context();
    let team = budget_team(&mut store, 100);
    let start = show(&mut store, team);
    coach::dreadball::hire(&mut store, &context, team, "guard", None).unwrap();
    let one_player = show(&mut store, team);
    coach::dreadball::buy(&mut store, &context, team, Item::Dice, 1).unwrap();

    let last = coach::last_change(&mut store, team).unwrap().unwrap();
    assert_eq!(last.summary, "Bought 1 dice");
    coach::undo(&mut store, team).unwrap();
    assert_eq!(show(&mut store, team), one_player);
    coach::undo(&mut store, team).unwrap();
    assert_eq!(show(&mut store, team), start);
    assert_eq!(coach::last_change(&mut store, team).unwrap(), None);
    let error = coach::undo(&mut store, team).unwrap_err().message(Lang::En);
    assert!(error.contains("no change left to undo"), "{error}");
}

#[test]
fn undo_keeps_both_ledger_rows_for_the_record() {
    let mut store = Store::open_in_memory().unwrap();
    let context = context();
    let team = budget_team(&mut store, 100);
    coach::dreadball::buy(&mut store, &context, team, Item::Cheerleaders, 1).unwrap();
    coach::undo(&mut store, team).unwrap();
    let ledger = coach::ledger(&mut store, team).unwrap();
    let amounts: Vec<(i64, &str)> = ledger
        .iter()
        .map(|entry| (entry.amount_mc, entry.kind.as_str()))
        .collect();
    assert_eq!(
        amounts,
        [(100, "budget"), (-8, "cheerleaders"), (8, "undo")]
    );
    assert_eq!(ledger[2].reason, "Undone: Bought 1 cheerleaders");
}

#[test]
fn a_refused_change_records_nothing_to_undo() {
    let mut store = Store::open_in_memory().unwrap();
    let context = context();
    let team = budget_team(&mut store, 5);
    coach::dreadball::hire(&mut store, &context, team, "guard", None).unwrap_err();
    assert_eq!(coach::last_change(&mut store, team).unwrap(), None);
}

#[test]
fn undo_of_an_unknown_team_names_it() {
    let mut store = Store::open_in_memory().unwrap();
    let error = coach::undo(&mut store, TeamId(77))
        .unwrap_err()
        .message(Lang::En);
    assert!(error.contains("no team `77`"), "{error}");
}
