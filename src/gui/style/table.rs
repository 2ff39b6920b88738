//! Tables: a header in small bold muted type, rows parted by a thin line, numbers
//! right-aligned (the window's font draws digits at one width, so columns of figures
//! line up).

use iced::alignment::Horizontal;
use iced::widget::table::{self, Column};
use iced::widget::{Text, text};
use iced::{Element, Font, font};

use super::{colors, size, space};

/// The type of a table's cells.
pub const CELL: f32 = 14.0;

/// A column heading.
pub fn header<'a>(label: impl text::IntoFragment<'a>) -> Text<'a> {
    text(label)
        .size(size::LABEL)
        .font(Font {
            weight: font::Weight::Bold,
            ..Font::DEFAULT
        })
        .style(|theme: &iced::Theme| text::Style {
            color: Some(colors(theme).muted),
        })
}

/// A cell's text.
pub fn cell<'a>(label: impl text::IntoFragment<'a>) -> Text<'a> {
    text(label).size(CELL)
}

/// A cell's secondary text (notes, skills).
pub fn minor<'a>(label: impl text::IntoFragment<'a>) -> Text<'a> {
    text(label).size(size::LABEL)
}

/// A column of figures: right-aligned under its heading.
pub fn numbers<'a, 'b, T, M: 'a>(
    heading: impl text::IntoFragment<'a>,
    view: impl Fn(T) -> String + 'b,
) -> Column<'a, 'b, T, M>
where
    T: 'a,
{
    table::column(header(heading), move |row: T| cell(view(row))).align_x(Horizontal::Right)
}

/// The table: rows parted by lines, no lines between columns, the window's padding.
pub fn table<'a, 'b, T, M: 'a>(
    columns: impl IntoIterator<Item = Column<'a, 'b, T, M>>,
    rows: impl IntoIterator<Item = T>,
) -> Element<'a, M>
where
    T: Clone + 'a,
{
    iced::widget::table(columns, rows)
        .padding_x(space::S)
        .padding_y(space::XS)
        .separator_x(0)
        .separator_y(1)
        .into()
}
