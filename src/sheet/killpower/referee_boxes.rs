//! The boxes of a Killpower Ball referee sheet filled in during the match: the score and
//! the result (win, loss, draw, abandon) with the ranking points, the 20 turns to tick
//! (from 20 down to 1, as the seed counts them), expulsions and timed effects, and in a
//! tournament or a playoff the free throws that settle a draw (13.2).

use super::common::signed;
use super::referee_load::RefereeSheet;
use super::tr::Kp;
use crate::coach::killpower::ThrowLine;
use crate::data::killpower::Reference;
use crate::rules::Side;
use crate::rules::killpower::{Mode, SideResult};
use crate::sheet::grid::{Cells, GridRow};
use crate::sheet::page::{Align, Style, Writer};
use crate::sheet::table::{Col, Table, Width};
use crate::sheet::tr::L;

const TURNS: u32 = 20;
const NOTE: Style = Style::new(7.2).grey(0.3);
/// Blank rows for expulsions and timed effects; fewer when the free throws follow, so
/// that a tournament's sheet stays on one page.
const EFFECT_ROWS: usize = 4;
const EFFECT_ROWS_BEFORE_THROWS: usize = 2;
/// Rounds of free throws printed (more are rare: the totals usually differ).
const ROUNDS: usize = 3;
/// Shooters per side.
const SHOOTERS: usize = 2;
const ROW: f32 = 15.0;
/// A heading's height with its rule (`Writer::heading`).
const HEADING: f32 = 25.0;
/// A side's free throws: its name (14), the rounds over the table (11), the table's
/// header (11.5), the shooters, the total (ROW + 5) and the space under it (4).
const SIDE_HEIGHT: f32 = 14.0 + 11.0 + 11.5 + ROW * (SHOOTERS as f32 + 1.0) + 5.0 + 4.0;

/// A box per turn, numbered 20 down to 1, to tick as each turn begins.
pub(super) fn turn_track(w: &mut Writer) {
    let side = w.inner_width() / TURNS as f32;
    w.ensure(side + 50.0);
    w.heading(w.t(Kp::Turns));
    w.paragraph(w.t(Kp::TurnsHint), NOTE, 0.0);
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
pub(super) fn timed_effects(w: &mut Writer, free_throws_follow: bool) {
    let rows = if free_throws_follow {
        EFFECT_ROWS_BEFORE_THROWS
    } else {
        EFFECT_ROWS
    };
    w.ensure(ROW * (rows as f32 + 1.0) + 40.0);
    w.heading(w.t(Kp::TimedEffects));
    let cols = vec![
        Col::new(w.t(Kp::Team), Width::Share(1.0), Align::Left),
        Col::new(w.t(L::Number), Width::Fixed(30.0), Align::Center),
        Col::new(w.t(Kp::What), Width::Share(2.0), Align::Left),
        Col::new(w.t(Kp::FromTurn), Width::Fixed(40.0), Align::Center),
        Col::new(w.t(Kp::BackAtTurn), Width::Fixed(60.0), Align::Center),
    ];
    let table = Table::new(w.left(), w.inner_width(), cols, 7.5);
    table.header(w);
    for _ in 0..rows {
        w.y += ROW;
        let left = table.xs[0];
        w.line((left, w.y), (table.right(), w.y), 0.4, 0.6);
    }
    for x in table.xs.iter().skip(1) {
        let x = x - 2.5;
        w.line((x, w.y - ROW * rows as f32), (x, w.y), 0.3, 0.75);
    }
    w.y += 4.0;
}

/// The grid's last rows: the score, the result boxes and, in a championship, the
/// ranking points before and after.
pub(super) fn result_rows(w: &Writer, sheet: &RefereeSheet) -> Vec<GridRow> {
    let result = sheet.result.as_ref();
    let score = Cells::Sides([0, 1].map(|i| result.map(|r| vec![r.score[i].to_string()])));
    let options = BOXES.map(|b| w.t(result_label(b)).to_string());
    let chosen = [0, 1].map(|i| result.and_then(|r| BOXES.iter().position(|b| *b == r.boxes[i])));
    let mut rows = vec![
        GridRow::new(w.t(Kp::Score), score).tall(2).strong(),
        GridRow::new(w.t(Kp::Result), Cells::Choices(options.to_vec(), chosen)),
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
            w.t(Kp::RankingBeforeAfter),
            Cells::Sides(cells),
        ));
    }
    rows
}

/// The result boxes, in the order they are printed.
const BOXES: [SideResult; 4] = [
    SideResult::Won,
    SideResult::Lost,
    SideResult::Drawn,
    SideResult::Abandoned,
];

fn result_label(result: SideResult) -> Kp {
    match result {
        SideResult::Won => Kp::Win,
        SideResult::Lost => Kp::Loss,
        SideResult::Drawn => Kp::DrawResult,
        SideResult::Abandoned => Kp::Abandon,
    }
}

/// A table per side: two shooters, each round's distance and points, and the total.
pub(super) fn free_throws(w: &mut Writer, sheet: &RefereeSheet, reference: &Reference) {
    let rule = &reference.tables.free_throws;
    let text = w.tf(
        Kp::FreeThrowsRule,
        &[&rule.min_distance, &rule.max_distance],
    );
    let powers = [sheet.points.home.power, sheet.points.away.power];
    let first = match powers[0].cmp(&powers[1]) {
        std::cmp::Ordering::Greater => Some(0),
        std::cmp::Ordering::Less => Some(1),
        std::cmp::Ordering::Equal => None,
    };
    // The whole block on one page: the two sides' tables stand side by side.
    let rule_lines = w.wrap(&text, w.inner_width(), NOTE, 0).len() as f32;
    w.ensure(HEADING + rule_lines * (NOTE.size + 2.5) + 2.0 + SIDE_HEIGHT);
    let top = w.y;
    w.heading(w.t(Kp::FreeThrows));
    if let Some(first) = first {
        // Who shoots first stands at the right of the heading.
        let said = w.tf(Kp::ShootsFirst, &[&sheet.teams[first].name]);
        let (x, width) = (w.left(), w.inner_width());
        w.cell(
            x,
            top + 18.0,
            width,
            &said,
            Style::new(8.0).bold(),
            Align::Right,
        );
    }
    w.paragraph(&text, NOTE, 0.0);
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
        let side = Side::BOTH[index];
        let recorded = sheet.result.as_ref().filter(|r| !r.throws.is_empty());
        let filled = recorded.map(|r| SideThrows::of(&r.throws, side, r.score[index]));
        shooters(w, x, width, filled.as_ref());
        lowest = lowest.max(w.y);
    }
    w.y = lowest + 4.0;
}

/// A side's recorded free throws as the sheet fills them in.
struct SideThrows {
    /// Each shooter with their shots in round order: (squares, points).
    shooters: Vec<(String, Vec<(u32, u32)>)>,
    /// The match's score plus every basket.
    total: u32,
}

impl SideThrows {
    fn of(throws: &[ThrowLine], side: Side, score: u32) -> SideThrows {
        let mut shooters: Vec<(String, Vec<(u32, u32)>)> = Vec::new();
        let mut ordered: Vec<&ThrowLine> = throws.iter().filter(|t| t.side == side).collect();
        ordered.sort_by_key(|t| t.round);
        for throw in ordered {
            let shot = (throw.distance, throw.points);
            match shooters
                .iter_mut()
                .find(|(name, _)| *name == throw.gladiator)
            {
                Some((_, shots)) => shots.push(shot),
                None => shooters.push((throw.gladiator.clone(), vec![shot])),
            }
        }
        let baskets: u32 = shooters.iter().flat_map(|(_, s)| s).map(|(_, p)| p).sum();
        SideThrows {
            shooters,
            total: score + baskets,
        }
    }

    /// Rounds shot beyond those the sheet has boxes for (they still count in the total).
    fn rounds_beyond(&self) -> usize {
        let most = self
            .shooters
            .iter()
            .map(|(_, s)| s.len())
            .max()
            .unwrap_or(0);
        most.saturating_sub(ROUNDS)
    }
}

/// One side's shooters with a box per round for the squares and the points.
fn shooters(w: &mut Writer, x: f32, width: f32, filled: Option<&SideThrows>) {
    let table = shooters_table(w, x, width);
    for shooter in 0..SHOOTERS {
        shooter_row(w, &table, filled.and_then(|f| f.shooters.get(shooter)));
    }
    w.y += 3.0;
    total_box(w, x, width, filled);
}

/// The table's columns (the shooter, then squares and points per round) with each
/// round's name over its two columns, and its header.
fn shooters_table(w: &mut Writer, x: f32, width: f32) -> Table {
    let mut cols = vec![Col::new(w.t(Kp::Shooter), Width::Share(1.0), Align::Left)];
    for _ in 0..ROUNDS {
        cols.push(Col::new(
            w.t(Kp::Distance),
            Width::Fixed(30.0),
            Align::Center,
        ));
        cols.push(Col::new(w.t(Kp::Points), Width::Fixed(30.0), Align::Center));
    }
    let table = Table::new(x, width, cols, 7.0);
    let over = Style::new(6.8).bold().grey(0.25);
    for round in 0..ROUNDS {
        let (left, right) = (table.xs[1 + 2 * round], table.xs[2 + 2 * round]);
        let span = right + table.widths[2 + 2 * round] - left;
        let head = w.tf(Kp::Series, &[&(round + 1)]);
        w.cell(left, w.y + 7.0, span, &head, over, Align::Center);
        w.line((left, w.y + 9.0), (left + span, w.y + 9.0), 0.3, 0.6);
    }
    w.y += 11.0;
    table.header(w);
    table
}

/// A shooter's line to write the name on and a box per round's squares and points,
/// filled in from `recorded` (name, shots) when the free throws are recorded.
fn shooter_row(w: &mut Writer, table: &Table, recorded: Option<&(String, Vec<(u32, u32)>)>) {
    let (top, x) = (w.y, table.xs[0]);
    let written = Style::new(8.0).bold();
    let baseline = top + ROW - 1.0;
    w.line((x, baseline), (x + table.widths[0], baseline), 0.4, 0.5);
    if let Some((name, _)) = recorded {
        let width = table.widths[0] - 2.0;
        w.cell_shrinking(x, top + ROW - 4.0, width, name, written, Align::Left, 6.0);
    }
    for i in 1..table.cols.len() {
        let (left, cell) = (table.xs[i], table.widths[i]);
        w.rect(left + 2.0, top + 2.0, cell - 4.0, ROW - 4.0, None);
        let shot = recorded.and_then(|(_, shots)| shots.get((i - 1) / 2));
        if let Some((squares, points)) = shot {
            let value = if i % 2 == 1 { squares } else { points };
            let text = value.to_string();
            w.cell(left, top + ROW - 4.5, cell, &text, written, Align::Center);
        }
    }
    w.y += ROW;
}

/// The side's total (score and baskets), written in once recorded.
fn total_box(w: &mut Writer, x: f32, width: f32, filled: Option<&SideThrows>) {
    let label = w.t(Kp::TotalWithBaskets);
    let style = Style::new(7.5).bold().grey(0.3);
    w.cell(x, w.y + 10.0, width - 64.0, label, style, Align::Right);
    let left = x + width - 58.0;
    w.rect(left, w.y + 1.0, 58.0, ROW - 1.0, None);
    if let Some(filled) = filled {
        let total = filled.total.to_string();
        let strong = Style::new(9.0).bold();
        w.cell(left, w.y + 10.5, 58.0, &total, strong, Align::Center);
    }
    w.y += ROW + 2.0;
    let beyond = filled.map_or(0, SideThrows::rounds_beyond);
    if beyond > 0 {
        // Rare: the rounds past the boxes are counted in the total, said under it.
        let said = w.tf(Kp::RoundsBeyond, &[&beyond]);
        w.cell(x, w.y + NOTE.size, width, &said, NOTE, Align::Right);
        w.y += NOTE.size + 3.0;
    }
}
