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
    /// A labelled tick box per choice for each team, the known choice ticked.
    Choices(Vec<String>, [Option<usize>; 2]),
}

/// One labelled row of the grid.
pub(crate) struct GridRow {
    label: String,
    cells: Cells,
    /// How many lines an empty box leaves room for.
    lines: usize,
    /// Values set larger and bold.
    strong: bool,
}

impl GridRow {
    pub(crate) fn new(label: &str, cells: Cells) -> GridRow {
        GridRow {
            label: label.to_string(),
            cells,
            lines: 1,
            strong: false,
        }
    }

    /// Values printed larger and bold (what the row is there for).
    pub(crate) fn strong(self) -> GridRow {
        GridRow {
            strong: true,
            ..self
        }
    }

    fn value_style(&self) -> Style {
        if self.strong {
            Style::new(SIZE + 1.5).bold()
        } else {
            Style::new(SIZE)
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

const LABEL: Style = Style::new(SIZE).bold().grey(0.3);

/// Each value cell's lines, wrapped to its width (`None`: a box to fill in).
fn wrapped(w: &Writer, cols: &Columns, row: &GridRow) -> Vec<Option<Vec<String>>> {
    let style = row.value_style();
    let wrap = |lines: &Vec<String>, width: f32| -> Vec<String> {
        lines
            .iter()
            .flat_map(|line| w.wrap(line, width - 4.0, style, 2))
            .collect()
    };
    match &row.cells {
        Cells::Shared(value) => {
            let width = cols.shared().1;
            vec![value.as_ref().map(|v| wrap(&vec![v.clone()], width))]
        }
        Cells::Sides(values) => values
            .iter()
            .zip([cols.widths[1], cols.widths[2]])
            .map(|(value, width)| value.as_ref().map(|v| wrap(v, width)))
            .collect(),
        Cells::Tick(_) | Cells::Choices(..) => Vec::new(),
    }
}

/// The label's lines: two at most, so a long label is not cut short.
fn label_lines(w: &Writer, cols: &Columns, row: &GridRow) -> Vec<String> {
    w.wrap(&row.label, cols.widths[0], LABEL, 2)
}

fn row_height(row: &GridRow, label: usize, cells: &[Option<Vec<String>>]) -> f32 {
    let lines = cells
        .iter()
        .map(|cell| cell.as_ref().map_or(row.lines, Vec::len))
        .max()
        .unwrap_or(1)
        .max(label)
        .max(1);
    lines as f32 * LEADING + 6.0
}

/// One laid-out row: its height, its label's lines and its cells' lines.
type Laid = (f32, Vec<String>, Vec<Option<Vec<String>>>);

/// The grid: a header with both teams' names, then each row, kept on one page.
pub(crate) fn grid(w: &mut Writer, teams: [&str; 2], rows: &[GridRow]) {
    let cols = Columns::new(w);
    let laid: Vec<Laid> = rows
        .iter()
        .map(|row| {
            let cells = wrapped(w, &cols, row);
            let label = label_lines(w, &cols, row);
            (row_height(row, label.len(), &cells), label, cells)
        })
        .collect();
    let total: f32 = laid.iter().map(|(height, _, _)| height).sum();
    w.ensure(total + 16.0);
    let head = Style::new(SIZE).bold().grey(0.25);
    for (index, team) in teams.into_iter().enumerate() {
        let (x, width) = (cols.xs[index + 1], cols.widths[index + 1]);
        w.cell_shrinking(x, w.y + SIZE + 2.0, width, team, head, Align::Left, 6.5);
    }
    w.y += SIZE + 6.0;
    for (row, laid) in rows.iter().zip(laid) {
        draw_row(w, &cols, row, &laid);
    }
    w.y += 4.0;
}

fn draw_row(w: &mut Writer, cols: &Columns, row: &GridRow, (height, label, cells): &Laid) {
    let top = w.y;
    for (index, line) in label.iter().enumerate() {
        let baseline = top + SIZE + 3.0 + index as f32 * LEADING;
        w.cell(
            cols.xs[0],
            baseline,
            cols.widths[0],
            line,
            LABEL,
            Align::Left,
        );
    }
    let places: Vec<(f32, f32)> = match &row.cells {
        Cells::Shared(_) => vec![cols.shared()],
        _ => vec![(cols.xs[1], cols.widths[1]), (cols.xs[2], cols.widths[2])],
    };
    if let Cells::Tick(ticks) = &row.cells {
        for ((x, _), tick) in places.iter().zip(ticks) {
            tick_box(w, *x, top + 2.0, *tick == Some(true));
        }
    }
    if let Cells::Choices(options, chosen) = &row.cells {
        for ((x, width), chosen) in places.iter().zip(chosen) {
            choices(w, (*x, *width), top, options, *chosen);
        }
    }
    let style = row.value_style();
    for ((x, width), cell) in places.iter().zip(cells) {
        match cell {
            Some(lines) => {
                for (index, line) in lines.iter().enumerate() {
                    let baseline = top + SIZE + 3.0 + index as f32 * LEADING;
                    w.cell(*x, baseline, *width, line, style, Align::Left);
                }
            }
            None => w.rect(*x, top + 2.0, *width, height - 4.0, None),
        }
    }
    w.y = top + height;
    let right = cols.xs[2] + cols.widths[2];
    w.line((cols.xs[0], w.y), (right, w.y), 0.3, 0.75);
}

/// A tick box per option, each followed by its label, across one team's cell: each
/// takes what its label needs, the room left shared out between them.
fn choices(
    w: &mut Writer,
    (x, width): (f32, f32),
    top: f32,
    options: &[String],
    chosen: Option<usize>,
) {
    let style = Style::new(SIZE - 0.5);
    let needs: Vec<f32> = options
        .iter()
        .map(|option| TICK + 3.0 + w.measure(option, style))
        .collect();
    let spare = (width - needs.iter().sum::<f32>()).max(0.0) / options.len().max(1) as f32;
    let mut left = x;
    for ((index, option), need) in options.iter().enumerate().zip(needs) {
        let room = (need + spare).min(x + width - left);
        tick_box(w, left, top + 2.0, chosen == Some(index));
        let label_room = room - TICK - 3.0;
        w.cell(
            left + TICK + 3.0,
            top + SIZE + 2.5,
            label_room,
            option,
            style,
            Align::Left,
        );
        left += room;
    }
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
