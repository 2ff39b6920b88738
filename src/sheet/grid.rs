//! A grid of labelled rows with a column per team (or one cell across both): values
//! when they are known, empty boxes to fill in by hand when they are not. Shared by
//! the match sheets of Blood Bowl and the Killpower Ball referee sheet.

use super::page::{Align, Style, Writer};

const LABEL_WIDTH: f32 = 118.0;
const GAP: f32 = 10.0;
const SIZE: f32 = 8.0;
const LEADING: f32 = 10.0;
/// The side of a tick box.
pub(crate) const TICK: f32 = 9.0;

/// What a row holds: `None` cells print as boxes to fill in.
pub(crate) enum Cells {
    /// One value for the match (the stadium, the weather).
    Shared(Option<String>),
    /// A value per team, home then away, each of one or more lines.
    Sides([Option<Vec<String>>; 2]),
    /// A tick box per team, ticked or not when known.
    Tick([Option<bool>; 2]),
}

/// One labelled row of the grid.
pub(crate) struct GridRow {
    label: String,
    cells: Cells,
    /// How many lines an empty box leaves room for.
    lines: usize,
}

impl GridRow {
    pub(crate) fn new(label: &str, cells: Cells) -> GridRow {
        GridRow {
            label: label.to_string(),
            cells,
            lines: 1,
        }
    }

    /// An empty box tall enough for `lines` lines of handwriting.
    pub(crate) fn tall(self, lines: usize) -> GridRow {
        GridRow { lines, ..self }
    }
}

/// Where the columns are: the label's, then home and away.
struct Columns {
    xs: [f32; 3],
    widths: [f32; 3],
}

impl Columns {
    fn new(w: &Writer) -> Columns {
        let left = w.left();
        let side = (w.inner_width() - LABEL_WIDTH - 2.0 * GAP) / 2.0;
        Columns {
            xs: [
                left,
                left + LABEL_WIDTH + GAP,
                left + LABEL_WIDTH + side + 2.0 * GAP,
            ],
            widths: [LABEL_WIDTH, side, side],
        }
    }

    /// The left edge and width of a cell across both teams' columns.
    fn shared(&self) -> (f32, f32) {
        (self.xs[1], self.xs[2] + self.widths[2] - self.xs[1])
    }
}

/// Each value cell's lines, wrapped to its width (`None`: a box to fill in).
fn wrapped(w: &Writer, cols: &Columns, cells: &Cells) -> Vec<Option<Vec<String>>> {
    let style = Style::new(SIZE);
    let wrap = |lines: &Vec<String>, width: f32| -> Vec<String> {
        lines
            .iter()
            .flat_map(|line| w.wrap(line, width - 4.0, style, 2))
            .collect()
    };
    match cells {
        Cells::Shared(value) => {
            let width = cols.shared().1;
            vec![value.as_ref().map(|v| wrap(&vec![v.clone()], width))]
        }
        Cells::Sides(values) => values
            .iter()
            .zip([cols.widths[1], cols.widths[2]])
            .map(|(value, width)| value.as_ref().map(|v| wrap(v, width)))
            .collect(),
        Cells::Tick(_) => Vec::new(),
    }
}

fn row_height(row: &GridRow, cells: &[Option<Vec<String>>]) -> f32 {
    let lines = cells
        .iter()
        .map(|cell| cell.as_ref().map_or(row.lines, Vec::len))
        .max()
        .unwrap_or(1)
        .max(1);
    lines as f32 * LEADING + 6.0
}

/// The grid: a header with both teams' names, then each row, kept on one page.
pub(crate) fn grid(w: &mut Writer, teams: [&str; 2], rows: &[GridRow]) {
    let cols = Columns::new(w);
    let laid: Vec<(f32, Vec<Option<Vec<String>>>)> = rows
        .iter()
        .map(|row| {
            let cells = wrapped(w, &cols, &row.cells);
            (row_height(row, &cells), cells)
        })
        .collect();
    let total: f32 = laid.iter().map(|(height, _)| height).sum();
    w.ensure(total + 16.0);
    let head = Style::new(SIZE).bold().grey(0.25);
    for (index, team) in teams.into_iter().enumerate() {
        let (x, width) = (cols.xs[index + 1], cols.widths[index + 1]);
        w.cell(x, w.y + SIZE + 2.0, width, team, head, Align::Left);
    }
    w.y += SIZE + 6.0;
    for (row, (height, cells)) in rows.iter().zip(laid) {
        draw_row(w, &cols, row, height, &cells);
    }
    w.y += 4.0;
}

fn draw_row(
    w: &mut Writer,
    cols: &Columns,
    row: &GridRow,
    height: f32,
    cells: &[Option<Vec<String>>],
) {
    let top = w.y;
    let label = Style::new(SIZE).bold().grey(0.3);
    w.cell(
        cols.xs[0],
        top + SIZE + 3.0,
        cols.widths[0],
        &row.label,
        label,
        Align::Left,
    );
    let places: Vec<(f32, f32)> = match &row.cells {
        Cells::Shared(_) => vec![cols.shared()],
        _ => vec![(cols.xs[1], cols.widths[1]), (cols.xs[2], cols.widths[2])],
    };
    if let Cells::Tick(ticks) = &row.cells {
        for ((x, _), tick) in places.iter().zip(ticks) {
            tick_box(w, *x, top + 2.0, *tick == Some(true));
        }
    }
    for ((x, width), cell) in places.iter().zip(cells) {
        match cell {
            Some(lines) => {
                for (index, line) in lines.iter().enumerate() {
                    let baseline = top + SIZE + 3.0 + index as f32 * LEADING;
                    w.cell(*x, baseline, *width, line, Style::new(SIZE), Align::Left);
                }
            }
            None => w.rect(*x, top + 2.0, *width, height - 4.0, None),
        }
    }
    w.y = top + height;
    let right = cols.xs[2] + cols.widths[2];
    w.line((cols.xs[0], w.y), (right, w.y), 0.3, 0.75);
}

/// A square to tick by hand, crossed when `ticked`.
pub(crate) fn tick_box(w: &mut Writer, x: f32, y: f32, ticked: bool) {
    w.rect(x, y, TICK, TICK, None);
    if ticked {
        w.line(
            (x + 1.5, y + 1.5),
            (x + TICK - 1.5, y + TICK - 1.5),
            1.0,
            0.0,
        );
        w.line(
            (x + TICK - 1.5, y + 1.5),
            (x + 1.5, y + TICK - 1.5),
            1.0,
            0.0,
        );
    }
}
