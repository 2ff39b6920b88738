//! Plain-text renderings of the audit log, overrides and history: a team's matches, a
//! player's career, the graveyard and head-to-head records.

use std::fmt::Write;

use crate::coach::games;
use crate::coach::{Career, Grave, HeadToHead, Outcome, TeamHistory, TeamMatch};
use crate::data::Lang;
use crate::store::{AuditRecord, FieldChange};

pub fn audit(rows: &[AuditRecord]) -> String {
    if rows.is_empty() {
        return "Nothing in the audit log matches.\n".into();
    }
    let mut out = String::new();
    for row in rows {
        let _ = writeln!(
            out,
            "{:>5}  {}  {:<10}  {:<18}  {}",
            row.id, row.at, row.actor, row.action, row.summary
        );
        for change in &row.changes {
            let _ = writeln!(out, "{:>7}{}", "", change_text(change));
        }
        if let Some(reason) = &row.reason {
            let _ = writeln!(out, "{:>7}why: {reason}", "");
        }
    }
    out
}

fn change_text(change: &FieldChange) -> String {
    let show = |v: &Option<String>| v.clone().unwrap_or_else(|| "(none)".to_string());
    format!(
        "{}: {} → {}",
        change.field,
        show(&change.before),
        show(&change.after)
    )
}

pub fn overridden(change: &FieldChange) -> String {
    format!(
        "Set {} (recorded in the audit log with the reason; `team undo` takes it back).\n",
        change_text(change)
    )
}

fn outcome_letter(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Won => "W",
        Outcome::Drawn => "D",
        Outcome::Lost => "L",
    }
}

fn match_row(m: &TeamMatch) -> String {
    let place = if m.at_home { "v" } else { "at" };
    let landslide = if m.landslide { " landslide" } else { "" };
    let playoff = if m.playoff { " (playoff)" } else { "" };
    format!(
        "  {}  {}  {:<8} {place} {}  {}–{}{landslide}{playoff}",
        m.played_on,
        outcome_letter(m.outcome),
        m.season,
        m.opponent,
        m.strikes_for,
        m.strikes_against
    )
}

pub fn team_history(history: &TeamHistory) -> String {
    let r = history.record;
    let score = games::of(&history.game).map_or("score", |game| game.score_noun(Lang::En));
    let mut out = format!(
        "{}: played {}, won {}, drawn {}, lost {}, {score} {}–{}\n",
        history.name, r.played, r.won, r.drawn, r.lost, r.strikes_for, r.strikes_against
    );
    for m in &history.matches {
        let _ = writeln!(out, "{}", match_row(m));
    }
    out.push_str("Players:\n");
    for p in &history.players {
        let gone = p
            .released_on
            .map_or_else(String::new, |d| format!("  (left {d})"));
        let _ = writeln!(
            out,
            "  {:>4}  #{:<2} {}{gone}",
            p.player.id, p.player.number, p.player.name
        );
    }
    out
}

pub fn career(career: &Career) -> String {
    let t = career.totals;
    let p = &career.player.player;
    let died = if t.died { ", died" } else { "" };
    let mut out = format!(
        "#{} {} ({}): {} matches, {} strikes, {} injuries, {} kills, {} experience{died}\n",
        p.number,
        p.name,
        career.team,
        career.matches.len(),
        t.strikes,
        t.injuries,
        t.kills,
        t.experience
    );
    for m in &career.matches {
        let e = m.events;
        let _ = writeln!(
            out,
            "{}   strikes {} injuries {} kills {} xp {}",
            match_row(&m.game),
            e.strikes,
            e.injuries,
            e.kills,
            e.experience
        );
    }
    out
}

pub fn graveyard(graves: &[Grave]) -> String {
    if graves.is_empty() {
        return "Nobody has died yet.\n".into();
    }
    let mut out = String::new();
    for grave in graves {
        let _ = writeln!(
            out,
            "  {}  #{} {} ({}), match {}",
            grave.died_on, grave.number, grave.name, grave.team, grave.fixture_id
        );
    }
    out
}

pub fn head_to_head(h2h: &HeadToHead) -> String {
    let r = h2h.record;
    let mut out = format!(
        "{} v {}: played {}, {} won {}, {} won {}, drawn {}, strikes {}–{}\n",
        h2h.team,
        h2h.opponent,
        r.played,
        h2h.team,
        r.won,
        h2h.opponent,
        r.lost,
        r.drawn,
        r.strikes_for,
        r.strikes_against
    );
    for m in &h2h.matches {
        let _ = writeln!(out, "{}", match_row(m));
    }
    out
}
