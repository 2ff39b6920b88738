//! Badges: a word in a small rounded frame saying what state a thing is in.

use iced::widget::{container, text};
use iced::{Border, Color, Element, Theme};

use super::{colors, size};

/// The states a badge can say.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Badge {
    /// A league setting left at Dugout's default.
    Default,
    /// A setting the league changed.
    LeagueSetting,
    /// A setting's value read from the game's rules or its worked example.
    FromRules,
    /// A player hired for one match only.
    HiredForMatch,
    Dead,
    Played,
    ToPlay,
}

impl Badge {
    fn color(self, theme: &Theme) -> Color {
        let c = colors(theme);
        match self {
            Badge::Default => c.muted,
            Badge::LeagueSetting | Badge::HiredForMatch => c.info,
            Badge::Dead => c.danger_text,
            Badge::Played | Badge::FromRules => c.success,
            Badge::ToPlay => c.warning,
        }
    }
}

/// `label` in the badge's colour, framed.
pub fn badge<'a, M: 'a>(kind: Badge, label: impl text::IntoFragment<'a>) -> Element<'a, M> {
    container(
        text(label)
            .size(size::SMALL)
            .style(move |theme: &Theme| text::Style {
                color: Some(kind.color(theme)),
            }),
    )
    .padding([1, 6])
    .style(move |theme: &Theme| container::Style {
        border: Border::default()
            .rounded(8.0)
            .width(1.0)
            .color(kind.color(theme)),
        ..container::Style::default()
    })
    .into()
}
