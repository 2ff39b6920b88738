//! A played Killpower Ball match's post-match on its referee sheet (sequence 16, as
//! recorded): each side's death risks with where the blow fell and what came of it, the
//! dead and those let go, the experience and raises of those who stay, and the new
//! gladiators with the one each replaces.

use super::referee_load::RefereeSheet;
use super::tr::Kp;
use crate::coach::killpower::PostmatchPreview;
use crate::data::killpower::Reference;
use crate::rules::Side;
use crate::sheet::grid::{Cells, GridRow, grid};
use crate::sheet::page::Writer;
use crate::sheet::tr::L;

/// The post-match as recorded, a column per side.
pub(super) fn postmatch(w: &mut Writer, sheet: &RefereeSheet, reference: &Reference) {
    let Some(report) = &sheet.postmatch else {
        return;
    };
    let rows = [
        (Kp::DeathRisks, risks(w, report)),
        (Kp::DeadOrGone, gone(w, report)),
        (Kp::ExperienceRaises, staying(w, report, reference)),
        (Kp::NewGladiators, joined(w, report)),
    ];
    let height: f32 = rows
        .iter()
        .map(|(_, sides)| sides.iter().map(Vec::len).max().unwrap_or(1).max(1) as f32 * 10.0 + 6.0)
        .sum();
    w.ensure(height + 50.0);
    w.heading(w.t(Kp::PostMatch));
    let none = w.t(L::NoneYet).to_string();
    let rows: Vec<GridRow> = rows
        .into_iter()
        .map(|(label, sides)| {
            let cells = sides.map(|lines| {
                Some(if lines.is_empty() {
                    vec![none.clone()]
                } else {
                    lines
                })
            });
            GridRow::new(w.t(label), Cells::Sides(cells))
        })
        .collect();
    let names = [&sheet.teams[0].name, &sheet.teams[1].name];
    grid(w, [names[0], names[1]], &rows);
}

/// A list per side, home then away.
fn by_side<T>(
    items: &[T],
    side: impl Fn(&T) -> Side,
    line: impl Fn(&T) -> String,
) -> [Vec<String>; 2] {
    Side::BOTH.map(|wanted| {
        items
            .iter()
            .filter(|item| side(item) == wanted)
            .map(&line)
            .collect()
    })
}

fn risks(w: &Writer, report: &PostmatchPreview) -> [Vec<String>; 2] {
    by_side(
        &report.risks,
        |r| r.side,
        |r| {
            w.tf(
                Kp::RiskLine,
                &[&r.gladiator, &r.life, &r.location, &r.outcome_name],
            )
        },
    )
}

/// The dead and those let go, on their side: the death risks say a dead gladiator's,
/// the replacements a dismissed one's (the dead and dismissed are replaced, seq. 16).
fn gone(w: &Writer, report: &PostmatchPreview) -> [Vec<String>; 2] {
    let risked = |name: &String| {
        report
            .risks
            .iter()
            .find(|r| r.gladiator == *name)
            .map(|r| r.side)
    };
    let replaced = |name: &String| {
        report
            .joined
            .iter()
            .find(|(_, gone, _)| gone == name)
            .map(|(side, ..)| *side)
    };
    let mut sides: [Vec<String>; 2] = [Vec::new(), Vec::new()];
    let lines = report
        .dead
        .iter()
        .map(|name| (name, Kp::DiedLine))
        .chain(report.dismissed.iter().map(|name| (name, Kp::LetGoLine)));
    for (name, label) in lines {
        if let Some(side) = risked(name).or_else(|| replaced(name)) {
            sides[side.index()].push(w.tf(label, &[name]));
        }
    }
    sides
}

fn staying(w: &Writer, report: &PostmatchPreview, reference: &Reference) -> [Vec<String>; 2] {
    by_side(
        &report.staying,
        |s| s.side,
        |s| {
            let mut text = w.tf(
                Kp::ExperienceLine,
                &[&s.gladiator, &s.experience_before, &s.experience_after],
            );
            if !s.raised.is_empty() {
                let raised: Vec<String> =
                    s.raised.iter().map(|r| r.abbr(reference, w.lang)).collect();
                text.push_str(&format!(", +{}", raised.join(" +")));
            }
            text
        },
    )
}

fn joined(w: &Writer, report: &PostmatchPreview) -> [Vec<String>; 2] {
    by_side(
        &report.joined,
        |(side, ..)| *side,
        |(_, gone, view)| {
            let new = format!(
                "#{} {} ({})",
                view.number, view.name, view.specialization_name
            );
            w.tf(Kp::ReplacesLine, &[&new, gone])
        },
    )
}
