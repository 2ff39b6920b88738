//! Swatches: a small square of a colour (a team's), edged in the theme's border so a
//! colour close to the surface still shows its outline. A swatch that is pressed (a
//! palette's choice) thickens its edge when hovered and when chosen.

use iced::widget::{button, container};
use iced::{Background, Border, Color, Element, Length, Theme};

use super::colors;
use crate::chart::Rgb;

/// A swatch's side, in logical pixels.
pub const SIDE: f32 = 22.0;

/// `colour` as an iced colour.
pub fn color(colour: Rgb) -> Color {
    let [r, g, b] = colour.unit();
    Color::from_rgb(r, g, b)
}

/// A square of `colour` (None: the surface, edged: no colour).
pub fn swatch<'a, M: 'a>(colour: Option<Rgb>) -> Element<'a, M> {
    container(iced::widget::space())
        .width(Length::Fixed(SIDE))
        .height(Length::Fixed(SIDE))
        .style(move |theme: &Theme| {
            let c = colors(theme);
            container::Style {
                background: Some(Background::Color(colour.map_or(c.surface, color))),
                border: Border::default().rounded(3.0).width(1.0).color(c.border),
                ..container::Style::default()
            }
        })
        .into()
}

/// A swatch to press: the palette's choices.
pub fn swatch_button<'a, M: Clone + 'a>(colour: Rgb, chosen: bool, press: M) -> Element<'a, M> {
    button(iced::widget::space())
        .width(Length::Fixed(SIDE))
        .height(Length::Fixed(SIDE))
        .padding(0)
        .style(move |theme: &Theme, status| {
            let c = colors(theme);
            let edge = match (chosen, status) {
                (true, _) => 3.0,
                (false, button::Status::Hovered | button::Status::Pressed) => 2.0,
                _ => 1.0,
            };
            let edge_colour = if chosen { c.text } else { c.border };
            button::Style {
                background: Some(Background::Color(color(colour))),
                border: Border::default()
                    .rounded(3.0)
                    .width(edge)
                    .color(edge_colour),
                ..button::Style::default()
            }
        })
        .on_press(press)
        .into()
}
