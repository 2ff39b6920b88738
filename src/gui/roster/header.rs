//! The head of every team screen: the way back, the team's name, its game, roster and
//! coach, the screen's actions, and the key numbers each game supplies, each in a small
//! frame (treasury, team value, ranking points…).

use iced::widget::{column, container, row, text};
use iced::{Alignment, Border, Element, Length, Theme};

use crate::data::Lang;
use crate::gui::style::icon::Icon;
use crate::gui::style::{colors, size, space};
use crate::gui::tr::{Text, Tm, fill, tr};
use crate::gui::widgets::{bold, caption, heading, icon_button, note};

/// The id of the key numbers' strip, so a test can find it.
pub const FIGURES: &str = "roster-figures";

/// A key number: its label and value ("Treasury 12mc").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Figure {
    pub label: String,
    pub value: String,
}

impl Figure {
    pub fn new(label: impl Into<String>, value: impl Into<String>) -> Figure {
        Figure {
            label: label.into(),
            value: value.into(),
        }
    }
}

/// What a game tells the head of its team screen.
pub struct Header<'a, M> {
    /// The message of the way back to the league.
    pub back: M,
    pub name: &'a str,
    /// The game and the roster ("DreadBall · Trontek 29ers").
    pub game: String,
    pub coach: &'a str,
    pub figures: Vec<Figure>,
    /// The screen's actions (print, export, history, undo), right of the name.
    pub actions: Vec<Element<'a, M>>,
    /// What the numbers mean, when a game says it (a muted line under them).
    pub note: Option<String>,
}

impl<'a, M: Clone + 'a> Header<'a, M> {
    pub fn view(self, lang: Lang) -> Element<'a, M> {
        let title = row![
            icon_button(Icon::Back, tr(lang, Text::BackToLeague)).on_press(self.back),
            heading(self.name),
            caption(format!(
                "{} · {}",
                self.game,
                fill(tr(lang, Tm::CoachIs), &[self.coach])
            )),
        ]
        .spacing(space::M)
        .align_y(Alignment::Center);
        // The actions follow the title, each going to the next line when the window is
        // too narrow for it.
        let title = std::iter::once(title.into())
            .chain(self.actions)
            .fold(row![].spacing(space::S), |top, part| top.push(part))
            .align_y(Alignment::Center)
            .wrap()
            .vertical_spacing(space::S);
        let mut head = column![title, figure_strip(self.figures)].spacing(space::S);
        if let Some(said) = self.note {
            head = head.push(note(said));
        }
        head.into()
    }
}

/// Key numbers side by side, each in its frame, on as many lines as they need.
pub fn figure_strip<'a, M: 'a>(figures: Vec<Figure>) -> Element<'a, M> {
    let strip = figures
        .into_iter()
        .fold(row![].spacing(space::S), |strip, figure| {
            strip.push(figure_badge(figure))
        })
        .wrap();
    container(strip).id(FIGURES).into()
}

/// A key number in its frame: the label small and muted over the value.
fn figure_badge<'a, M: 'a>(figure: Figure) -> Element<'a, M> {
    container(
        column![
            text(figure.label)
                .size(size::SMALL)
                .style(crate::gui::widgets::muted),
            bold(figure.value).size(size::BODY),
        ]
        .spacing(0),
    )
    .padding([space::XS, space::M])
    .style(|theme: &Theme| container::Style {
        background: Some(iced::Background::Color(colors(theme).surface)),
        border: Border::default()
            .rounded(6.0)
            .width(1.0)
            .color(colors(theme).border),
        text_color: Some(colors(theme).text),
        ..container::Style::default()
    })
    .width(Length::Shrink)
    .into()
}

/// The two actions every team screen ends its head with: print the team's sheet and
/// export the team.
pub fn print_and_export<'a, M: Clone + 'a>(print: M, export: M, lang: Lang) -> [Element<'a, M>; 2] {
    [
        icon_button(Icon::Print, tr(lang, Text::PrintSheet))
            .on_press(print)
            .into(),
        icon_button(Icon::Export, tr(lang, Text::ExportTeam))
            .on_press(export)
            .into(),
    ]
}
