//! Tables: columns of fixed or shared width, a header row and single-line rows whose
//! cells are shortened to fit their column.

use super::page::{Align, Style, Writer};

/// Space between two columns, in points.
pub const GAP: f32 = 5.0;

/// How wide a column is: fixed points, or a share of what the fixed ones leave.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Width {
    Fixed(f32),
    Share(f32),
}

/// A column as asked for.
#[derive(Debug, Clone)]
pub struct Col {
    pub header: String,
    pub width: Width,
    pub align: Align,
}

impl Col {
    pub fn new(header: impl Into<String>, width: Width, align: Align) -> Col {
        Col {
            header: header.into(),
            width,
            align,
        }
    }
}

/// Columns laid out in a given width from a given left edge.
#[derive(Debug, Clone)]
pub struct Table {
    pub cols: Vec<Col>,
    /// Left edge of each column.
    pub xs: Vec<f32>,
    pub widths: Vec<f32>,
    pub size: f32,
    /// The column printed bold in every row (the name), if any.
    pub emphasis: Option<usize>,
}

/// The height of one table row at `size` points.
pub fn row_height(size: f32) -> f32 {
    size + 5.0
}

impl Table {
    pub fn new(left: f32, total: f32, cols: Vec<Col>, size: f32) -> Table {
        let gaps = GAP * cols.len().saturating_sub(1) as f32;
        let fixed: f32 = cols
            .iter()
            .map(|c| match c.width {
                Width::Fixed(w) => w,
                Width::Share(_) => 0.0,
            })
            .sum();
        let shares: f32 = cols
            .iter()
            .map(|c| match c.width {
                Width::Share(s) => s,
                Width::Fixed(_) => 0.0,
            })
            .sum();
        let left_over = (total - gaps - fixed).max(0.0);
        let widths: Vec<f32> = cols
            .iter()
            .map(|c| match c.width {
                Width::Fixed(w) => w,
                Width::Share(s) if shares > 0.0 => left_over * s / shares,
                Width::Share(_) => 0.0,
            })
            .collect();
        let mut xs = Vec::with_capacity(cols.len());
        let mut x = left;
        for width in &widths {
            xs.push(x);
            x += width + GAP;
        }
        Table {
            cols,
            xs,
            widths,
            size,
            emphasis: None,
        }
    }

    /// The x of the right edge of the last column.
    pub fn right(&self) -> f32 {
        match (self.xs.last(), self.widths.last()) {
            (Some(x), Some(w)) => x + w,
            _ => 0.0,
        }
    }

    /// The header row, bold and grey, with a rule under it.
    pub fn header(&self, w: &mut Writer) {
        w.ensure(row_height(self.size) * 3.0);
        let style = Style::new(self.size - 0.5).bold().grey(0.25);
        let baseline = w.y + self.size;
        for (i, col) in self.cols.iter().enumerate() {
            w.cell(
                self.xs[i],
                baseline,
                self.widths[i],
                &col.header,
                style,
                col.align,
            );
        }
        w.y = baseline + 3.0;
        let left = self.xs.first().copied().unwrap_or(0.0);
        w.line((left, w.y), (self.right(), w.y), 0.6, 0.3);
        w.y += 1.5;
    }

    /// Prints column `index` bold in every row.
    pub fn emphasise(mut self, index: usize) -> Table {
        self.emphasis = Some(index);
        self
    }

    /// One row of single-line cells; `shade` fills it with a light band.
    pub fn row(&self, w: &mut Writer, cells: &[String], style: Style, shade: bool) {
        let height = row_height(self.size);
        if w.ensure(height) {
            self.header(w);
        }
        if shade {
            self.band(w, height);
        }
        let baseline = w.y + self.size + 1.5;
        for (i, text) in cells.iter().enumerate().take(self.cols.len()) {
            let cell_style = Style {
                bold: style.bold || self.emphasis == Some(i),
                ..style
            };
            w.cell(
                self.xs[i],
                baseline,
                self.widths[i],
                text,
                cell_style,
                self.cols[i].align,
            );
        }
        w.y += height;
    }

    /// A light band behind a row of `height` at the current `y`.
    pub fn band(&self, w: &mut Writer, height: f32) {
        let left = self.xs.first().copied().unwrap_or(0.0);
        w.rect(
            left - 2.0,
            w.y,
            self.right() - left + 4.0,
            height,
            Some(0.93),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shared_columns_take_what_fixed_ones_leave() {
        let cols = vec![
            Col::new("#", Width::Fixed(20.0), Align::Right),
            Col::new("Name", Width::Share(1.0), Align::Left),
            Col::new("Skills", Width::Share(3.0), Align::Left),
        ];
        let table = Table::new(10.0, 230.0, cols, 8.0);
        assert_eq!(table.widths, vec![20.0, 50.0, 150.0]);
        assert_eq!(table.xs, vec![10.0, 35.0, 90.0]);
        assert_eq!(table.right(), 240.0);
    }
}
