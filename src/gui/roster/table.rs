//! The roster table every team screen shows: one row height, one header style, numbers
//! right-aligned, text cut with "…" to its column (the whole of it shown when pointed
//! at), and one wide column that takes the rest of the width and wraps at words. When the
//! window is too narrow for the columns, the table scrolls sideways instead of letting
//! them overlap.

use iced::alignment::{Horizontal, Vertical};
use iced::widget::table::column as table_column;
use iced::widget::{container, responsive, row, scrollable};
use iced::{Element, Length, Size};

use crate::gui::style::table::{CELL, cell, header, minor};
use crate::gui::style::{size, space};
use crate::gui::widgets::with_tooltip;

/// The height of every row of every roster table (a row grows only when its wide
/// column wraps).
pub const ROW_HEIGHT: f32 = 30.0;

/// The id of the roster table's frame, and of the first row's first cell, so a test can
/// find them.
pub const ROSTER_TABLE: &str = "roster-table";
pub const FIRST_CELL: &str = "roster-first-cell";

/// The width of a characteristic's column, and the least width of the wide column.
const STAT_WIDTH: f32 = 32.0;
const WIDE_MIN: f32 = 180.0;
/// The space each side of a cell, as the table pads it.
const PAD: f32 = 6.0;

/// Where a column's content sits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Align {
    Start,
    Center,
    End,
}

type Cell<'a, T, M> = Box<dyn Fn(&'a T, f32) -> Element<'a, M> + 'a>;

/// A column of a roster table: its title, width (None for the wide column), alignment
/// and what a row shows in it, given the column's width.
pub struct RosterColumn<'a, T, M> {
    title: String,
    width: Option<f32>,
    align: Align,
    cell: Cell<'a, T, M>,
}

impl<'a, T: 'a, M: Clone + 'a> RosterColumn<'a, T, M> {
    /// A column of any content.
    pub fn custom(
        title: impl Into<String>,
        width: f32,
        align: Align,
        cell: impl Fn(&'a T, f32) -> Element<'a, M> + 'a,
    ) -> Self {
        let title = title.into();
        let width = width.max(title_width(&title));
        RosterColumn {
            title,
            width: Some(width),
            align,
            cell: Box::new(cell),
        }
    }

    /// Text, cut with "…" to `width`.
    pub fn text(title: impl Into<String>, width: f32, value: impl Fn(&T) -> String + 'a) -> Self {
        Self::custom(title, width, Align::Start, move |row, width| {
            fitted(value(row), width)
        })
    }

    /// A figure, right-aligned.
    pub fn number(title: impl Into<String>, width: f32, value: impl Fn(&T) -> String + 'a) -> Self {
        Self::custom(title, width, Align::End, move |row, width| {
            fitted(value(row), width)
        })
    }

    /// A characteristic: short, centred in a narrow column.
    pub fn stat(title: impl Into<String>, value: impl Fn(&T) -> String + 'a) -> Self {
        Self::custom(title, STAT_WIDTH, Align::Center, move |row, width| {
            fitted(value(row), width)
        })
    }

    /// A name that selects its row when clicked; the selected row's stands out.
    pub fn name(
        title: impl Into<String>,
        width: f32,
        value: impl Fn(&T) -> String + 'a,
        selected: impl Fn(&T) -> bool + 'a,
        press: impl Fn(&T) -> M + 'a,
    ) -> Self {
        Self::custom(title, width, Align::Start, move |row, width| {
            let style = if selected(row) {
                crate::gui::style::button::primary
            } else {
                crate::gui::style::button::quiet
            };
            let name = value(row);
            let shown = fit(&name, width - 8.0, CELL).unwrap_or_else(|| name.clone());
            iced::widget::button(cell(shown))
                .style(style)
                .padding([0, 4])
                .on_press(press(row))
                .into()
        })
    }

    /// The column that takes the rest of the width: lists (skills, equipment) in the
    /// small type, wrapped at words.
    pub fn wide(title: impl Into<String>, value: impl Fn(&T) -> String + 'a) -> Self {
        Self::wide_custom(title, move |row| minor(value(row)).into())
    }

    /// The column that takes the rest of the width, with any content.
    pub fn wide_custom(
        title: impl Into<String>,
        cell: impl Fn(&'a T) -> Element<'a, M> + 'a,
    ) -> Self {
        RosterColumn {
            title: title.into(),
            width: None,
            align: Align::Start,
            cell: Box::new(move |row, _| cell(row)),
        }
    }
}

/// `value` in a cell's type, cut to `width`; pointed at, the whole of it.
fn fitted<'a, M: 'a>(value: String, width: f32) -> Element<'a, M> {
    match fit(&value, width, CELL) {
        Some(cut) => with_tooltip(cell(cut), value),
        None => cell(value).into(),
    }
}

/// How wide `text` draws at `size`, generously (narrow letters count less, capitals and
/// digits more), so a column made this wide holds it.
pub fn text_width(text: &str, size: f32) -> f32 {
    text.chars()
        .map(|c| match c {
            'i' | 'j' | 'l' | 'í' | 'ï' | '.' | ',' | ':' | ';' | '\'' | '|' | '!' => 0.3,
            'f' | 't' | 'r' | ' ' | '(' | ')' | '-' | '/' => 0.4,
            'm' | 'w' | 'M' | 'W' | '—' => 0.88,
            c if c.is_uppercase() => 0.68,
            c if c.is_ascii_digit() => 0.6,
            _ => 0.58,
        })
        .sum::<f32>()
        * size
}

/// `text` cut with "…" to fit `width` at `size`, or None when it fits whole.
pub fn fit(text: &str, width: f32, size: f32) -> Option<String> {
    if text_width(text, size) <= width {
        return None;
    }
    let room = width - text_width("…", size);
    let mut cut = String::new();
    for c in text.chars() {
        if text_width(&cut, size) + text_width(&c.to_string(), size) > room {
            break;
        }
        cut.push(c);
    }
    Some(format!("{}…", cut.trim_end()))
}

/// The least width of a column titled `title` (its header never overlaps the next).
fn title_width(title: &str) -> f32 {
    text_width(title, size::LABEL) * 1.15
}

/// The widths of the columns when `available` is there to share: the wide column takes
/// what the others leave, never less than its least width.
pub fn widths<T, M>(columns: &[RosterColumn<'_, T, M>], available: f32) -> Vec<f32> {
    let fixed: f32 = columns
        .iter()
        .map(|column| column.width.unwrap_or(0.0) + 2.0 * PAD + 1.0)
        .sum();
    let wide = columns.iter().filter(|c| c.width.is_none()).count().max(1);
    let left = (available - fixed - 2.0 * PAD * wide as f32 - 2.0) / wide as f32;
    columns
        .iter()
        .map(|column| column.width.unwrap_or(left.max(WIDE_MIN)))
        .collect()
}

/// The least width a table of `columns` needs to show them all, its wide column at its
/// least.
pub fn least_width<T, M>(columns: &[RosterColumn<'_, T, M>]) -> f32 {
    widths(columns, 0.0)
        .iter()
        .map(|width| width + 2.0 * PAD + 1.0)
        .sum()
}

/// The roster table of `rows`, with `columns` as each game supplies them.
pub fn roster_table<'a, T, M: Clone + 'a>(
    columns: Vec<RosterColumn<'a, T, M>>,
    rows: impl IntoIterator<Item = &'a T>,
) -> Element<'a, M> {
    let rows: Vec<&'a T> = rows.into_iter().collect();
    let table = responsive(move |available: Size| {
        let widths = widths(&columns, available.width);
        let total: f32 = widths.iter().map(|w| w + 2.0 * PAD + 1.0).sum();
        let table = table_of(&columns, &widths, &rows);
        if total > available.width {
            scrollable(container(table).padding(iced::Padding::ZERO.bottom(space::M)))
                .direction(scrollable::Direction::Horizontal(
                    scrollable::Scrollbar::default(),
                ))
                .into()
        } else {
            table
        }
    })
    .height(Length::Shrink);
    container(table).id(ROSTER_TABLE).width(Length::Fill).into()
}

fn table_of<'a, T, M: Clone + 'a>(
    columns: &[RosterColumn<'a, T, M>],
    widths: &[f32],
    rows: &[&'a T],
) -> Element<'a, M> {
    let first = rows.first().map(|row| *row as *const T);
    let table_columns = columns
        .iter()
        .zip(widths)
        .enumerate()
        .map(|(at, (column, &width))| {
            let wraps = column.width.is_none();
            let align = column.align;
            table_column(
                framed(header(column.title.clone()).into(), width, align, false),
                move |row: &'a T| {
                    let framed = framed((column.cell)(row, width), width, align, wraps);
                    if at == 0 && first == Some(row as *const T) {
                        container(framed).id(FIRST_CELL).into()
                    } else {
                        framed
                    }
                },
            )
            .width(Length::Fixed(width))
        });
    iced::widget::table(table_columns, rows.iter().copied())
        .padding_x(PAD)
        .padding_y(0)
        .separator_x(0)
        .separator_y(1)
        .into()
}

/// A cell's content at the row height, placed as its column says; a wrapping one is at
/// least the row height.
fn framed<'a, M: 'a>(
    content: Element<'a, M>,
    width: f32,
    align: Align,
    wraps: bool,
) -> Element<'a, M> {
    let horizontal = match align {
        Align::Start => Horizontal::Left,
        Align::Center => Horizontal::Center,
        Align::End => Horizontal::Right,
    };
    if wraps {
        let content = container(content)
            .width(Length::Fixed(width))
            .padding([space::XS, 0.0]);
        return row![iced::widget::space::vertical().height(ROW_HEIGHT), content]
            .align_y(iced::Alignment::Center)
            .into();
    }
    container(content)
        .width(Length::Fixed(width))
        .height(ROW_HEIGHT)
        .align_x(horizontal)
        .align_y(Vertical::Center)
        .clip(true)
        .into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_text_is_cut_with_an_ellipsis_and_a_short_one_is_left_whole() {
        assert_eq!(fit("Jack", 100.0, CELL), None);
        let cut = fit("Deux cartes pouvoir : Mirror, Fear", 90.0, CELL).expect("cut");
        assert!(cut.ends_with('…') && cut.len() < 30, "{cut}");
        assert!(text_width(&cut, CELL) <= 90.0, "{cut}");
    }

    #[test]
    fn the_wide_column_takes_what_is_left_but_never_less_than_its_least() {
        let columns: Vec<RosterColumn<'_, u8, ()>> = vec![
            RosterColumn::number("#", 24.0, |n: &u8| n.to_string()),
            RosterColumn::wide("Skills", |n: &u8| n.to_string()),
        ];
        let roomy = widths(&columns, 1000.0);
        assert!(roomy[1] > 800.0, "{roomy:?}");
        assert_eq!(widths(&columns, 100.0)[1], WIDE_MIN);
    }

    #[test]
    fn a_column_is_never_narrower_than_its_title() {
        let column: RosterColumn<'_, u8, ()> =
            RosterColumn::number("Augm. restantes", 20.0, |n: &u8| n.to_string());
        assert!(column.width.unwrap_or(0.0) >= text_width("Augm. restantes", size::LABEL));
    }
}
