//! How every team screen is laid out: the header, then the roster table with the
//! game's panels (hire, buy, the selected player…) beside it when the window is wide
//! enough for both, else under it, side by side as many as fit.

use iced::widget::{Column, Row, column, container, responsive, row, scrollable};
use iced::{Element, Length, Size};

use crate::gui::style::space;

/// The width of a panel, beside the table or under it.
pub const PANEL_WIDTH: f32 = 340.0;

/// The id of the column of panels, so a test can find it.
pub const PANELS: &str = "roster-panels";

/// A team screen: `header` over the table and the panels. `table_least` is the least
/// width the table needs (see `least_width`); `table` and `panels` make them anew for
/// each size of the window.
pub fn team_page<'a, M: 'a>(
    header: Element<'a, M>,
    table_least: f32,
    table: impl Fn() -> Element<'a, M> + 'a,
    panels: impl Fn() -> Vec<Element<'a, M>> + 'a,
) -> Element<'a, M> {
    let body = responsive(move |available: Size| {
        let panels: Vec<Element<'a, M>> = panels()
            .into_iter()
            .map(|panel| container(panel).width(Length::Fixed(PANEL_WIDTH)).into())
            .collect();
        if panels.is_empty() {
            return table();
        }
        if available.width - PANEL_WIDTH - space::L >= table_least {
            let side = Column::with_children(panels).spacing(space::M);
            return row![
                container(table()).width(Length::Fill),
                container(side).id(PANELS)
            ]
            .spacing(space::L)
            .into();
        }
        let under = Row::with_children(panels).spacing(space::M).wrap();
        column![table(), container(under).id(PANELS)]
            .spacing(space::M)
            .into()
    })
    .height(Length::Shrink);
    scrollable(
        column![header, body]
            .spacing(space::M)
            .padding(iced::Padding::ZERO.right(14).bottom(space::M)),
    )
    .into()
}
