//! Plain-text renderings of command results, for people at a terminal.

use std::fmt::Write;

use crate::data::Lang;
use crate::games::{Money, group_thousands};
use crate::store::{LeagueRecord, LedgerEntry};

/// Points per result and tie-breakers, each marked as the game's default or changed.
pub fn play_settings(league: &LeagueRecord) -> String {
    let Ok(game) = crate::coach::games::of(&league.game) else {
        return String::new();
    };
    let defaults = game.default_play();
    let play = &league.play;
    let mark = |value: i32, default: i32| {
        if value == default {
            format!("{value} (default)")
        } else {
            format!("{value} (default {default})")
        }
    };
    let (p, d) = (play.points, defaults.points);
    let order: Vec<&str> = play.tie_breakers.iter().map(|t| t.id()).collect();
    let order_mark = if play.tie_breakers == defaults.tie_breakers {
        " (default)"
    } else {
        ""
    };
    let landslide = if game.has_bonus_win() {
        format!("landslide win {}, ", mark(p.landslide_win, d.landslide_win))
    } else {
        String::new()
    };
    format!(
        "  points: {landslide}win {}, draw {}, loss {}\n  tie-breakers: {}{order_mark}\n",
        mark(p.win, d.win),
        mark(p.draw, d.draw),
        mark(p.loss, d.loss),
        order.join(", ")
    )
}

pub fn leagues(leagues: &[LeagueRecord]) -> String {
    if leagues.is_empty() {
        return format!(
            "No league yet. Create one with: dugout league new --name \"My League\" --game GAME (one of: {})\n",
            crate::coach::games::choices().join(", ")
        );
    }
    let mut out = String::from(" id  game       created     name\n");
    for league in leagues {
        let _ = writeln!(
            out,
            "{:>3}  {:<10} {}  {}",
            league.id, league.game, league.created_on, league.name
        );
    }
    out
}

pub fn problems(messages: &[String]) -> String {
    if messages.is_empty() {
        return "The team breaks no rule.\n".into();
    }
    messages.iter().map(|m| format!("- {m}\n")).collect()
}

/// The ledger with a running balance, amounts in the game's money (gold pieces grouped
/// by thousands).
pub fn ledger(entries: &[LedgerEntry], unit: Money, lang: Lang) -> String {
    let amount = |value: i64| match unit {
        Money::Mc | Money::Points => value.to_string(),
        Money::Gp => group_thousands(value, lang),
    };
    let width = if unit == Money::Gp { 10 } else { 6 };
    let mut out = format!(
        "date        {:>width$}  {:>bal$}  kind          reason\n",
        "amount",
        "balance",
        bal = width + 1
    );
    let mut balance = 0;
    for entry in entries {
        balance += entry.amount_mc;
        let _ = writeln!(
            out,
            "{}  {:>width$}  {:>bal$}  {:<12}  {}",
            entry.on_date,
            amount(entry.amount_mc),
            amount(balance),
            entry.kind,
            entry.reason,
            bal = width + 1
        );
    }
    out
}
