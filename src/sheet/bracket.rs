//! A playoff bracket: a column per round, each pairing as a box with seeds, names and
//! series wins, lines to where the winner goes next, and the champion.

use super::SheetOptions;
use super::page::{Align, Style, Writer};
use super::tr::L;
use crate::Result;
use crate::coach::{Bracket, Seeded, Tie};

/// What the bracket document prints.
#[derive(Debug, Clone)]
pub struct BracketDoc {
    pub league: String,
    pub season: String,
    pub bracket: Bracket,
}

/// Where the boxes go.
struct Grid {
    top: f32,
    /// The height given to one first-round pairing.
    slot: f32,
    column: f32,
    gap: f32,
    box_height: f32,
    size: f32,
}

impl Grid {
    fn x(&self, left: f32, round: usize) -> f32 {
        left + round as f32 * (self.column + self.gap)
    }

    fn center(&self, round: usize, slot: u32) -> f32 {
        let span = self.slot * f32::powi(2.0, round as i32);
        self.top + span * (slot as f32 + 0.5)
    }
}

pub fn bracket_pdf(doc: &BracketDoc, options: &SheetOptions) -> Result<Vec<u8>> {
    let playoff = &doc.bracket.playoff;
    let mut w = Writer::new(&playoff.name, options)?;
    let right = format!(
        "{} · {} · {}",
        w.t(L::Bracket),
        doc.season,
        w.tf(L::BestOf, &[&playoff.best_of])
    );
    w.title(&playoff.name, &right);
    w.line_of_text(&doc.league, Style::new(9.0));
    let rounds = doc.bracket.rounds.len();
    let first = doc.bracket.rounds.first().map_or(1, Vec::len).max(1);
    let gap = 12.0;
    let columns = rounds as f32 + 1.0;
    let column = (w.inner_width() - gap * (columns - 1.0)) / columns;
    let top = w.y + 22.0;
    let slot = ((w.bottom() - top) / first as f32).min(140.0);
    let size: f32 = if slot < 34.0 { 6.5 } else { 8.5 };
    let grid = Grid {
        top,
        slot,
        column,
        gap,
        box_height: (2.0 * (size + 5.5)).min(slot - 4.0),
        size,
    };
    for (index, ties) in doc.bracket.rounds.iter().enumerate() {
        let heading = round_title(&w, rounds, index);
        let x = grid.x(w.left(), index);
        w.cell(
            x,
            top - 8.0,
            column,
            &heading,
            Style::new(9.0).bold(),
            Align::Left,
        );
        for tie in ties {
            draw_tie(&mut w, &grid, index, tie, index + 1 < rounds);
        }
    }
    champion(&mut w, &grid, doc, rounds);
    Ok(w.finish(&playoff.name))
}

fn round_title(w: &Writer, rounds: usize, index: usize) -> String {
    match rounds - index {
        1 => w.t(L::Final).to_string(),
        2 => w.t(L::SemiFinals).to_string(),
        3 => w.t(L::QuarterFinals).to_string(),
        _ => w.tf(L::RoundOf, &[&(index + 1)]),
    }
}

fn side_text(side: Option<&Seeded>, w: &Writer) -> String {
    side.map_or_else(
        || w.t(L::ToBeDecided).to_string(),
        |s| format!("({}) {}", s.seed, s.name),
    )
}

fn draw_tie(w: &mut Writer, grid: &Grid, round: usize, tie: &Tie, next: bool) {
    let x = grid.x(w.left(), round);
    let center = grid.center(round, tie.slot);
    let top = center - grid.box_height / 2.0;
    w.rect(x, top, grid.column, grid.box_height, Some(0.96));
    w.rect(x, top, grid.column, grid.box_height, None);
    let line = grid.box_height / 2.0;
    let wins_width = 14.0;
    // A bye shows no wins: its name may use the whole box.
    let name_width = if tie.bye {
        grid.column - 8.0
    } else {
        grid.column - wins_width - 8.0
    };
    let sides = [
        (tie.home.as_ref(), tie.home_wins),
        (tie.away.as_ref(), tie.away_wins),
    ];
    for (row, (side, wins)) in sides.into_iter().enumerate() {
        let baseline = top + line * row as f32 + line / 2.0 + grid.size / 2.8;
        let won = side.is_some_and(|s| tie.winner == Some(s.team_id));
        let mut style = Style::new(grid.size);
        style.bold = won;
        let text = if row == 1 && tie.bye {
            style = style.grey(0.4);
            w.t(L::ByeThrough).to_string()
        } else {
            if side.is_none() {
                style = style.grey(0.45);
            }
            side_text(side, w)
        };
        let smallest = style.size - 1.5;
        w.cell_shrinking(
            x + 4.0,
            baseline,
            name_width,
            &text,
            style,
            Align::Left,
            smallest,
        );
        if !tie.bye && side.is_some() {
            let right = x + grid.column - wins_width - 3.0;
            w.cell(
                right,
                baseline,
                wins_width,
                &wins.to_string(),
                style,
                Align::Right,
            );
        }
    }
    w.line((x, center), (x + grid.column, center), 0.3, 0.7);
    if !tie.games.is_empty() && grid.slot >= 44.0 {
        let games: Vec<String> = tie.games.iter().map(|g| g.to_string()).collect();
        let text = w.tf(L::Games, &[&games.join(", ")]);
        let style = Style::new(6.3).grey(0.4);
        let baseline = top + grid.box_height + 8.0;
        w.cell(x, baseline, grid.column, &text, style, Align::Left);
    }
    connector(w, grid, round, tie.slot, next);
}

/// The line from a pairing to the one its winner plays in next (or to the champion).
fn connector(w: &mut Writer, grid: &Grid, round: usize, slot: u32, next: bool) {
    let x = grid.x(w.left(), round) + grid.column;
    let middle = x + grid.gap / 2.0;
    let from = grid.center(round, slot);
    let to = if next {
        grid.center(round + 1, slot / 2)
    } else {
        from
    };
    w.line((x, from), (middle, from), 0.6, 0.4);
    w.line((middle, from), (middle, to), 0.6, 0.4);
    w.line((middle, to), (x + grid.gap, to), 0.6, 0.4);
}

fn champion(w: &mut Writer, grid: &Grid, doc: &BracketDoc, rounds: usize) {
    let x = grid.x(w.left(), rounds);
    let center = grid.center(rounds.saturating_sub(1), 0);
    let label = doc
        .bracket
        .champion_name()
        .unwrap_or_else(|| w.t(L::ToBeDecided))
        .to_string();
    let height = grid.box_height.max(20.0);
    let top = center - height / 2.0;
    let heading = Style::new(grid.size).bold().grey(0.3);
    w.cell(
        x,
        top - 4.0,
        grid.column,
        w.t(L::Champion),
        heading,
        Align::Left,
    );
    w.rect(x, top, grid.column, height, Some(0.88));
    let style = Style::new(grid.size + 0.5).bold();
    let (baseline, room) = (center + grid.size / 2.8, grid.column - 8.0);
    w.cell_shrinking(
        x + 4.0,
        baseline,
        room,
        &label,
        style,
        Align::Left,
        grid.size - 1.5,
    );
}
