//! Panels: cards that group facts that belong together (a team's summary, a side of a
//! match day, a builder's total), and the passing notes (toasts) that say a change
//! succeeded.

use iced::widget::{Column, column, container};
use iced::{Background, Border, Element, Theme};

use super::{colors, size, space};

const RADIUS: f32 = 6.0;

/// A card's look: the surface colour, a thin border, rounded corners.
pub fn card_style(theme: &Theme) -> container::Style {
    let c = colors(theme);
    container::Style {
        background: Some(Background::Color(c.surface)),
        border: Border::default().rounded(RADIUS).width(1.0).color(c.border),
        text_color: Some(c.text),
        ..container::Style::default()
    }
}

/// `content` on a card.
pub fn card<'a, M: 'a>(content: impl Into<Element<'a, M>>) -> container::Container<'a, M> {
    container(content).padding(space::M).style(card_style)
}

/// A card with a heading over its content, as wide as its place.
pub fn section<'a, M: 'a>(
    title: impl iced::widget::text::IntoFragment<'a>,
    content: impl Into<Element<'a, M>>,
) -> container::Container<'a, M> {
    card(section_body(title, content)).width(iced::Length::Fill)
}

/// A heading over `content`, spaced as the cards space it.
pub fn section_body<'a, M: 'a>(
    title: impl iced::widget::text::IntoFragment<'a>,
    content: impl Into<Element<'a, M>>,
) -> Column<'a, M> {
    column![
        iced::widget::text(title).size(size::SECTION),
        content.into()
    ]
    .spacing(space::S)
}

/// What a passing note says: a change done, or something to know.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tone {
    Success,
    Info,
    Problem,
}

/// A passing note's look: a card with a coloured edge.
pub fn note_style(tone: Tone) -> impl Fn(&Theme) -> container::Style {
    move |theme| {
        let c = colors(theme);
        let edge = match tone {
            Tone::Success => c.success,
            Tone::Info => c.info,
            Tone::Problem => c.danger_text,
        };
        container::Style {
            background: Some(Background::Color(c.surface)),
            border: Border::default().rounded(RADIUS).width(1.5).color(edge),
            text_color: Some(c.text),
            ..container::Style::default()
        }
    }
}

/// A tooltip's look: the card's, raised.
pub fn tooltip_style(theme: &Theme) -> container::Style {
    let c = colors(theme);
    container::Style {
        background: Some(Background::Color(c.surface)),
        border: Border::default().rounded(RADIUS).width(1.0).color(c.border),
        text_color: Some(c.text),
        shadow: iced::Shadow {
            color: iced::Color {
                a: 0.25,
                ..iced::Color::BLACK
            },
            offset: iced::Vector::new(0.0, 2.0),
            blur_radius: 6.0,
        },
        ..container::Style::default()
    }
}

/// A dialog over a screen: the card's look, its edge in the text colour's muted tone so
/// it stands off the dimmed screen. (No shadow: the software renderer's partial redraws
/// leave a blurred shadow's area unpainted.)
pub fn dialog_style(theme: &Theme) -> container::Style {
    let c = colors(theme);
    container::Style {
        border: Border::default().rounded(RADIUS).width(1.0).color(c.muted),
        ..card_style(theme)
    }
}

/// What a dialog dims behind it: the screen, seen through the window's background.
pub fn backdrop_style(theme: &Theme) -> container::Style {
    let c = colors(theme);
    container::Style {
        background: Some(Background::Color(iced::Color {
            a: 0.82,
            ..c.background
        })),
        ..container::Style::default()
    }
}
