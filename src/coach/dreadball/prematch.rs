//! Before a match: hiring MVPs and Giants, rolling for free agents, buying hacks. Each is
//! one transaction with one audit row; a roll is made and recorded in the same one.

use super::load_team;
use super::prematch_players::{add_players, agents, find_mvp, mvp_players};
use super::prematch_view::{ItemLine, PreMatch, item_line, prematch_in, side_of};
use crate::Result;
use crate::coach::Context;
use crate::coach::audit::audit;
use crate::coach::fixtures::load_fixture;
use crate::coach::season::load_open_season;
use crate::data::Named;
use std::collections::BTreeMap;

use crate::dice::RollLog;
use crate::error::{NotFound, PreMatchFault};
use crate::rules::dreadball::match_day::{
    FREE_AGENT_DIE, FREE_AGENT_ROLL, MvpContext, Purse, check_free_agent_roll, check_hack,
    check_mvp_hire, free_agent_result, pick_option,
};
use crate::store::MatchLedger;
use crate::store::dreadball::{ItemKind, NewItem};
use crate::store::{FieldChange, FixtureId, NewAudit, Store, TeamId, Tx, today};

/// Hires an MVP or Giant (by id or name, any case) for one match.
pub fn hire_mvp(
    store: &mut Store,
    context: &Context,
    fixture: FixtureId,
    team: TeamId,
    query: &str,
) -> Result<ItemLine> {
    store.write(|tx| {
        let day = open_day(tx, context, fixture, team)?;
        let mvp = find_mvp(context.reference(), query)?;
        let own = hired_mvps(&day, team);
        let opponent = hired_mvps(&day, other_team(&day, team));
        let roster = context.team_state(&load_team(tx, team)?)?.roster;
        let mvp_context = MvpContext {
            roster,
            own_hired: &own,
            opponent_hired: &opponent,
            settings: &day.settings,
        };
        let payment = check_mvp_hire(
            mvp,
            &mvp_context,
            &purse(&day, team),
            context.reference(),
            context.lang,
        )?;
        let item = tx.insert_item(
            &NewItem {
                fixture_id: fixture,
                team_id: team,
                kind: ItemKind::Mvp,
                what: mvp.id.clone(),
                bonus_mc: payment.bonus_mc,
                treasury_mc: payment.treasury_mc,
                seed: None,
                die: None,
                choice: None,
            },
            today(),
        )?;
        let players = mvp_players(mvp);
        let first = add_players(tx, team, fixture, item, players)?;
        let name = mvp.name(context.lang).to_string();
        if payment.treasury_mc > 0 {
            tx.add_match_ledger(
                &MatchLedger {
                    team,
                    fixture,
                    item: Some(item),
                    amount: -i64::from(payment.treasury_mc),
                    kind: "match_hire",
                    reason: &format!("Hired {name} for match {fixture}"),
                    player: first,
                },
                today(),
            )?;
        }
        audit_item(
            tx,
            team,
            fixture,
            "prematch.mvp",
            format!(
                "Hired {name} for match {fixture} ({}mc of outsider bonus, {}mc from the treasury)",
                payment.bonus_mc, payment.treasury_mc
            ),
            payment.treasury_mc,
            &day,
        )?;
        line_of_item(tx, context, fixture, item)
    })
}

/// Rolls on a free-agent table for the outsider: one roll per full 10mc of bonus left.
/// The die and its seed are recorded; the agents join for the match, unless the result
/// offers a choice and none was given (then `choose_free_agent` settles it).
pub fn roll_free_agent(
    store: &mut Store,
    context: &Context,
    fixture: FixtureId,
    team: TeamId,
    table: u8,
    choice: Option<u32>,
    seed: Option<u64>,
) -> Result<ItemLine> {
    let typed = BTreeMap::new();
    roll_free_agent_typed(store, context, fixture, team, table, choice, seed, &typed)
}

/// [`roll_free_agent`], with the die typed from a physical one when `typed` gives the
/// key `free-agent` (a face off the die, or another key, is refused; nothing written).
#[allow(clippy::too_many_arguments)]
pub fn roll_free_agent_typed(
    store: &mut Store,
    context: &Context,
    fixture: FixtureId,
    team: TeamId,
    table: u8,
    choice: Option<u32>,
    seed: Option<u64>,
    typed: &BTreeMap<String, u8>,
) -> Result<ItemLine> {
    store.write(|tx| {
        let day = open_day(tx, context, fixture, team)?;
        let purse = purse(&day, team);
        check_free_agent_roll(&purse, table, context.reference())?;
        if let Some(pending) = pending_roll(&day, team) {
            return Err(PreMatchFault::RollAwaitsChoice {
                die: pending.die.unwrap_or(0),
                table: pending.what.clone(),
                fixture,
                team,
            }
            .into());
        }
        // The die is rolled from the seed, or typed from a physical one (`free-agent`).
        let seed = seed.unwrap_or_else(rand::random::<u64>);
        let mut log = RollLog::new(seed, typed);
        let die = log.die(FREE_AGENT_ROLL, FREE_AGENT_DIE)?;
        log.finish()?;
        let result = free_agent_result(context.reference(), table, die)
            .ok_or(PreMatchFault::TableLineMissing { table, die })?;
        // A wrong choice is refused before anything is written (the roll is not kept).
        let picked = pick_option(result, choice, context.lang)?;
        let item = tx.insert_item(
            &NewItem {
                fixture_id: fixture,
                team_id: team,
                kind: ItemKind::FreeAgent,
                what: table.to_string(),
                bonus_mc: crate::rules::dreadball::match_day::FREE_AGENT_ROLL_MC,
                treasury_mc: 0,
                seed: Some(seed),
                die: Some(die),
                choice: picked.map(|(number, _)| number),
            },
            today(),
        )?;
        if let Some((_, option)) = picked {
            let players = agents(context, option, purse.room);
            add_players(tx, team, fixture, item, players)?;
        }
        audit_item(
            tx,
            team,
            fixture,
            "prematch.free_agent",
            match typed.contains_key(FREE_AGENT_ROLL) {
                true => format!(
                    "Rolled {die} (typed from a die) on free-agent table {table} for match {fixture}"
                ),
                false => format!(
                    "Rolled {die} on free-agent table {table} for match {fixture} (seed {seed})"
                ),
            },
            0,
            &day,
        )?;
        line_of_item(tx, context, fixture, item)
    })
}

/// Settles a free-agent roll whose result lets the coach choose (table 6).
pub fn choose_free_agent(
    store: &mut Store,
    context: &Context,
    fixture: FixtureId,
    team: TeamId,
    choice: u32,
) -> Result<ItemLine> {
    store.write(|tx| {
        let day = open_day(tx, context, fixture, team)?;
        let Some(pending) = pending_roll(&day, team) else {
            return Err(PreMatchFault::NoRollWaiting { team, fixture }.into());
        };
        let table: u8 = pending.what.parse().unwrap_or(0);
        let die = pending.die.unwrap_or(0);
        let result = free_agent_result(context.reference(), table, die)
            .ok_or(PreMatchFault::TableLineMissing { table, die })?;
        let Some((number, option)) = pick_option(result, Some(choice), context.lang)? else {
            return Err(PreMatchFault::ChoiceNeeded.into());
        };
        tx.set_item_choice(pending.id, number)?;
        let room = purse(&day, team).room;
        add_players(tx, team, fixture, pending.id, agents(context, option, room))?;
        audit_item(
            tx,
            team,
            fixture,
            "prematch.choose",
            format!(
                "Chose option {number} of the roll {die} on free-agent table {table} for match {fixture}"
            ),
            0,
            &day,
        )?;
        line_of_item(tx, context, fixture, pending.id)
    })
}

/// Buys one hack (letter A–F or its name) for the match, from the treasury.
pub fn buy_hack(
    store: &mut Store,
    context: &Context,
    fixture: FixtureId,
    team: TeamId,
    query: &str,
) -> Result<ItemLine> {
    store.write(|tx| {
        let day = open_day(tx, context, fixture, team)?;
        let hack = context.reference().hack(query).ok_or_else(|| {
            let hacks = context.reference().hacks.hack.iter();
            NotFound::Hack {
                query: query.trim().to_string(),
                hacks: hacks
                    .map(|h| format!("{} {}", h.letter, h.name(context.lang)))
                    .collect(),
            }
        })?;
        let own = team_of(&day, team);
        let cost = check_hack(context.reference(), own.hack.as_deref(), own.treasury_mc)?;
        let item = tx.insert_item(
            &NewItem {
                fixture_id: fixture,
                team_id: team,
                kind: ItemKind::Hack,
                what: hack.letter.clone(),
                bonus_mc: 0,
                treasury_mc: cost,
                seed: None,
                die: None,
                choice: None,
            },
            today(),
        )?;
        let name = hack.name(context.lang).to_string();
        tx.add_match_ledger(
            &MatchLedger {
                team,
                fixture,
                item: Some(item),
                amount: -i64::from(cost),
                kind: "hack",
                reason: &format!("Hack {} {name} for match {fixture}", hack.letter),
                player: None,
            },
            today(),
        )?;
        audit_item(
            tx,
            team,
            fixture,
            "prematch.hack",
            format!("Bought hack {} {name} for match {fixture}", hack.letter),
            cost,
            &day,
        )?;
        line_of_item(tx, context, fixture, item)
    })
}

/// Takes back an MVP hire or a hack bought by mistake (money back, players gone). A
/// free-agent roll stands: only resetting the match undoes the whole match day.
pub fn cancel_item(
    store: &mut Store,
    context: &Context,
    fixture: FixtureId,
    item: i64,
) -> Result<ItemLine> {
    store.write(|tx| {
        let record = tx
            .items(fixture)?
            .into_iter()
            .find(|i| i.id == item)
            .ok_or(NotFound::PreMatchItem { fixture, item })?;
        let day = open_day(tx, context, fixture, record.team_id)?;
        if record.kind == ItemKind::FreeAgent {
            return Err(PreMatchFault::RollStands.into());
        }
        let later_roll = day.team(record.team_id).is_some_and(|t| {
            t.items
                .iter()
                .any(|i| i.kind == ItemKind::FreeAgent && i.id > item)
        });
        if record.kind == ItemKind::Mvp && later_roll {
            return Err(PreMatchFault::MvpBeforeRoll.into());
        }
        let line = item_line(tx, context, &record)?;
        tx.delete_item(record.id)?;
        audit_item(
            tx,
            record.team_id,
            fixture,
            "prematch.cancel",
            format!("Took back {} for match {fixture}", line.label),
            0,
            &day,
        )?;
        Ok(line)
    })
}

/// The match day of a fixture that is still to be played, with `team` one of its teams.
fn open_day(tx: &Tx<'_>, context: &Context, fixture: FixtureId, team: TeamId) -> Result<PreMatch> {
    let record = load_fixture(tx, fixture)?;
    load_open_season(tx, record.season_id)?;
    side_of(&record, team)?;
    if record.result.is_some() {
        return Err(PreMatchFault::AfterPlay { fixture }.into());
    }
    prematch_in(tx, context, fixture)
}

fn team_of(day: &PreMatch, team: TeamId) -> &super::TeamDay {
    if day.home.team_id == team {
        &day.home
    } else {
        &day.away
    }
}

fn other_team(day: &PreMatch, team: TeamId) -> TeamId {
    if day.home.team_id == team {
        day.away.team_id
    } else {
        day.home.team_id
    }
}

fn hired_mvps(day: &PreMatch, team: TeamId) -> Vec<String> {
    team_of(day, team)
        .items
        .iter()
        .filter(|item| item.kind == ItemKind::Mvp)
        .map(|item| item.what.clone())
        .collect()
}

fn pending_roll(day: &PreMatch, team: TeamId) -> Option<&ItemLine> {
    team_of(day, team).items.iter().find(|i| i.is_pending())
}

fn purse(day: &PreMatch, team: TeamId) -> Purse {
    let own = team_of(day, team);
    Purse {
        bonus: own.bonus,
        treasury_mc: own.treasury_mc,
        room: own.room,
    }
}

fn audit_item(
    tx: &Tx<'_>,
    team: TeamId,
    fixture: FixtureId,
    action: &str,
    summary: String,
    paid_mc: u32,
    day: &PreMatch,
) -> Result<()> {
    let before = team_of(day, team).treasury_mc;
    let changes = if paid_mc > 0 {
        vec![FieldChange::new(
            "treasury",
            format!("{before}mc"),
            format!("{}mc", before - i64::from(paid_mc)),
        )]
    } else {
        Vec::new()
    };
    crate::coach::steps::match_day_written(tx, fixture)?;
    audit(
        tx,
        NewAudit {
            action: action.to_string(),
            team_id: Some(team),
            fixture_id: Some(fixture),
            summary,
            changes,
            ..NewAudit::default()
        },
    )
}

fn line_of_item(tx: &Tx<'_>, context: &Context, fixture: FixtureId, item: i64) -> Result<ItemLine> {
    let record = tx
        .items(fixture)?
        .into_iter()
        .find(|i| i.id == item)
        .ok_or(NotFound::PreMatchItem { fixture, item })?;
    item_line(tx, context, &record)
}
