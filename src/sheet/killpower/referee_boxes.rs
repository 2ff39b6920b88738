//! The boxes of a Killpower Ball referee sheet filled in during the match: the score and
//! the result (win, loss, draw, abandon) with the ranking points, the 20 turns to tick
//! (from 20 down to 1, as the seed counts them), expulsions and timed effects, and in a
//! tournament or a playoff the free throws that settle a draw (13.2).

use super::common::signed;
use super::referee_load::{RefereeSheet, ResultBox};
use crate::data::killpower::Reference;
use crate::rules::killpower::Mode;
use crate::sheet::grid::{Cells, GridRow};
use crate::sheet::page::{Align, Style, Writer};
use crate::sheet::table::{Col, Table, Width};
use crate::sheet::tr::L;

const TURNS: u32 = 20;
const NOTE: Style = Style::new(7.2).grey(0.3);
/// Blank rows for expulsions and timed effects.
const EFFECT_ROWS: usize = 4;
/// Rounds of free throws printed (more are rare: the totals usually differ).
const ROUNDS: usize = 3;
/// Shooters per side.
const SHOOTERS: usize = 2;
const ROW: f32 = 16.0;

/// A box per turn, numbered 20 down to 1, to tick as each turn begins.
pub(super) fn turn_track(w: &mut Writer) {
    let side = w.inner_width() / TURNS as f32;
    w.ensure(side + 50.0);
    w.heading(w.t(L::Turns));
    w.paragraph(w.t(L::TurnsHint), NOTE, 0.0);
    w.y += 2.0;
    let top = w.y;
    let number = Style::new(6.5).grey(0.45);
    for n in 0..TURNS {
        let x = w.left() + n as f32 * side;
        w.rect(x, top, side - 3.0, side - 3.0, None);
        let label = (TURNS - n).to_string();
        w.cell(x + 2.0, top + 7.5, side - 7.0, &label, number, Align::Left);
    }
    w.y = top + side + 2.0;
}

/// Blank rows to keep who is expelled or asleep, from which turn and until when.
pub(super) fn timed_effects(w: &mut Writer) {
    w.ensure(ROW * (EFFECT_ROWS as f32 + 1.0) + 40.0);
    w.heading(w.t(L::TimedEffects));
    let cols = vec![
        Col::new(w.t(L::Team), Width::Share(1.0), Align::Left),
        Col::new(w.t(L::Number), Width::Fixed(30.0), Align::Center),
        Col::new(w.t(L::What), Width::Share(2.0), Align::Left),
        Col::new(w.t(L::FromTurn), Width::Fixed(40.0), Align::Center),
        Col::new(w.t(L::BackAtTurn), Width::Fixed(60.0), Align::Center),
    ];
    let table = Table::new(w.left(), w.inner_width(), cols, 7.5);
    table.header(w);
    for _ in 0..EFFECT_ROWS {
        w.y += ROW;
        let left = table.xs[0];
        w.line((left, w.y), (table.right(), w.y), 0.4, 0.6);
    }
    for x in table.xs.iter().skip(1) {
        let x = x - 2.5;
        w.line((x, w.y - ROW * EFFECT_ROWS as f32), (x, w.y), 0.3, 0.75);
    }
    w.y += 4.0;
}

/// The grid's last rows: the score, the result boxes and, in a championship, the
/// ranking points before and after.
pub(super) fn result_rows(w: &Writer, sheet: &RefereeSheet) -> Vec<GridRow> {
    let result = sheet.result.as_ref();
    let score = Cells::Sides([0, 1].map(|i| result.map(|r| vec![r.score[i].to_string()])));
    let options = ResultBox::ALL.map(|b| w.t(result_label(b)).to_string());
    let chosen = [0, 1].map(|i| result.map(|r| r.boxes[i].index()));
    let mut rows = vec![
        GridRow::new(w.t(L::Score), score).tall(2).strong(),
        GridRow::new(w.t(L::Result), Cells::Choices(options.to_vec(), chosen)),
    ];
    if sheet.mode == Mode::Championship {
        let ranking = result.and_then(|r| r.ranking);
        let cells = [0, 1].map(|i| {
            ranking.map(|changes| {
                let c = changes[i];
                vec![format!(
                    "{} → {} ({})",
                    c.before,
                    c.after,
                    signed(c.applied)
                )]
            })
        });
        rows.push(GridRow::new(
            w.t(L::RankingBeforeAfter),
            Cells::Sides(cells),
        ));
    }
    rows
}

fn result_label(result: ResultBox) -> L {
    match result {
        ResultBox::Win => L::Win,
        ResultBox::Loss => L::Loss,
        ResultBox::Draw => L::DrawResult,
        ResultBox::Abandon => L::Abandon,
    }
}

/// A table per side: two shooters, each round's distance and points, and the total.
pub(super) fn free_throws(w: &mut Writer, sheet: &RefereeSheet, reference: &Reference) {
    let height = ROW * (SHOOTERS as f32 + 2.0) + 90.0;
    w.ensure(height);
    w.heading(w.t(L::FreeThrows));
    let rule = &reference.tables.free_throws;
    let text = w.tf(L::FreeThrowsRule, &[&rule.min_distance, &rule.max_distance]);
    w.paragraph(&text, NOTE, 0.0);
    let powers = [sheet.points.home.power, sheet.points.away.power];
    let first = match powers[0].cmp(&powers[1]) {
        std::cmp::Ordering::Greater => Some(0),
        std::cmp::Ordering::Less => Some(1),
        std::cmp::Ordering::Equal => None,
    };
    if let Some(first) = first {
        let name = &sheet.teams[first].name;
        w.line_of_text(&w.tf(L::ShootsFirst, &[name]), Style::new(8.0).bold());
    }
    w.y += 2.0;
    let gap = 16.0;
    let width = (w.inner_width() - gap) / 2.0;
    let top = w.y;
    let mut lowest = top;
    for (index, team) in sheet.teams.iter().enumerate() {
        w.y = top;
        let x = w.left() + index as f32 * (width + gap);
        let style = Style::new(9.0).bold();
        w.cell_shrinking(x, w.y + 10.0, width, &team.name, style, Align::Left, 7.0);
        w.y += 14.0;
        shooters(w, x, width);
        lowest = lowest.max(w.y);
    }
    w.y = lowest + 4.0;
}

/// One side's shooters with a box per round for the squares and the points.
fn shooters(w: &mut Writer, x: f32, width: f32) {
    let mut cols = vec![Col::new(w.t(L::Shooter), Width::Share(1.0), Align::Left)];
    for _ in 0..ROUNDS {
        cols.push(Col::new(
            w.t(L::Distance),
            Width::Fixed(30.0),
            Align::Center,
        ));
        cols.push(Col::new(w.t(L::Points), Width::Fixed(30.0), Align::Center));
    }
    let table = Table::new(x, width, cols, 7.0);
    w.ensure(ROW * (SHOOTERS as f32 + 3.0));
    let over = Style::new(6.8).bold().grey(0.25);
    for round in 0..ROUNDS {
        let (left, right) = (table.xs[1 + 2 * round], table.xs[2 + 2 * round]);
        let span = right + table.widths[2 + 2 * round] - left;
        let head = w.tf(L::Series, &[&(round + 1)]);
        w.cell(left, w.y + 7.0, span, &head, over, Align::Center);
        w.line((left, w.y + 9.0), (left + span, w.y + 9.0), 0.3, 0.6);
    }
    w.y += 11.0;
    table.header(w);
    for _ in 0..SHOOTERS {
        let top = w.y;
        w.line(
            (x, top + ROW - 1.0),
            (x + table.widths[0], top + ROW - 1.0),
            0.4,
            0.5,
        );
        for i in 1..table.cols.len() {
            w.rect(
                table.xs[i] + 2.0,
                top + 2.0,
                table.widths[i] - 4.0,
                ROW - 4.0,
                None,
            );
        }
        w.y += ROW;
    }
    w.y += 3.0;
    let label = w.t(L::TotalWithBaskets);
    let style = Style::new(7.5).bold().grey(0.3);
    w.cell(x, w.y + 10.0, width - 64.0, label, style, Align::Right);
    w.rect(x + width - 58.0, w.y + 1.0, 58.0, ROW - 1.0, None);
    w.y += ROW + 2.0;
}
