//! Small pieces every screen uses: loading states, headings, refusals, money.

use iced::widget::{button, column, container, row, text};
use iced::{Element, Length};

use super::failure::Failure;
use super::style;
use super::tr::{Text, tr};
use crate::data::Lang;

/// Data a screen waits for: loading, there, or failed (with a retry).
#[derive(Debug, Clone, PartialEq)]
pub enum Loadable<T> {
    Loading,
    Loaded(T),
    Failed(Failure),
}

impl<T> Loadable<T> {
    pub fn from_result(result: Result<T, Failure>) -> Loadable<T> {
        match result {
            Ok(value) => Loadable::Loaded(value),
            Err(failure) => Loadable::Failed(failure),
        }
    }

    pub fn loaded(&self) -> Option<&T> {
        match self {
            Loadable::Loaded(value) => Some(value),
            _ => None,
        }
    }

    /// Shows the data with `view`, or the loading or failure state.
    pub fn view<'a, M: Clone + 'a>(
        &'a self,
        lang: Lang,
        retry: M,
        view: impl FnOnce(&'a T) -> Element<'a, M>,
    ) -> Element<'a, M> {
        match self {
            Loadable::Loading => text(tr(lang, Text::Loading)).into(),
            Loadable::Loaded(value) => view(value),
            Loadable::Failed(failure) => failure_view(lang, failure, Some(retry)),
        }
    }
}

/// A failure with its next step and, when given, a retry button.
pub fn failure_view<'a, M: Clone + 'a>(
    lang: Lang,
    failure: &Failure,
    retry: Option<M>,
) -> Element<'a, M> {
    let mut lines = column![text(failure.message.clone()).style(danger)].spacing(style::space::S);
    if let Some(next) = failure.next {
        lines = lines.push(text(tr(lang, next)));
    }
    if let Some(retry) = retry {
        lines = lines.push(
            button(text(tr(lang, Text::Retry)))
                .style(style::button::secondary)
                .on_press(retry),
        );
    }
    container(lines).padding(8).into()
}

/// A choice of a list, with its label in the user's language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pick<T> {
    pub value: T,
    pub label: String,
}

impl<T> std::fmt::Display for Pick<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.label)
    }
}

/// A page's title.
pub fn heading<'a>(label: impl text::IntoFragment<'a>) -> iced::widget::Text<'a> {
    text(label).size(style::size::TITLE)
}

/// A section's heading.
pub fn subheading<'a>(label: impl text::IntoFragment<'a>) -> iced::widget::Text<'a> {
    text(label).size(style::size::SECTION)
}

/// Small secondary text: hints, states, labels of figures.
pub fn caption<'a>(label: impl text::IntoFragment<'a>) -> iced::widget::Text<'a> {
    text(label).size(style::size::LABEL).style(muted)
}

/// The muted text colour of the theme drawing.
pub fn muted(theme: &iced::Theme) -> text::Style {
    text::Style {
        color: Some(style::colors(theme).muted),
    }
}

/// Text in the theme's danger colour (refusals, failures).
pub fn danger(theme: &iced::Theme) -> text::Style {
    text::Style {
        color: Some(style::colors(theme).danger_text),
    }
}

/// Why a change the user asked for was refused, shown next to where it was asked:
/// an error, in the danger colour.
pub fn refusal<'a>(reason: impl text::IntoFragment<'a>) -> iced::widget::Text<'a> {
    text(reason).size(style::size::LABEL).style(danger)
}

/// Why Undo is off, under it, when the team's last change cannot be undone now (a later
/// match day counted it…); nothing when it can.
pub fn undo_blocked_note<'a, M: 'a>(
    change: Option<&crate::coach::Change>,
    lang: crate::data::Lang,
) -> Option<Element<'a, M>> {
    let fault = change?.blocked.clone()?;
    let said = crate::Error::from(fault).text(crate::error::Surface::Window, lang);
    Some(
        note(said)
            .width(iced::Length::Fixed(style::size::NOTE_WIDTH))
            .into(),
    )
}

/// A note: why a control is disabled, or what a rule says of the team as it stands
/// ("at most 1 apothecary"). Nothing went wrong, so it is muted, never in the danger
/// colour.
pub fn note<'a>(said: impl text::IntoFragment<'a>) -> iced::widget::Text<'a> {
    text(said).size(style::size::LABEL).style(muted)
}

pub fn mc(amount: impl std::fmt::Display) -> String {
    format!("{amount}mc")
}

/// A button that is disabled, with its reason under it, when `on_press` is an error.
pub fn guarded_button<'a, M: Clone + 'a>(
    label: String,
    on_press: Result<M, String>,
) -> Element<'a, M> {
    match on_press {
        Ok(message) => button(text(label))
            .style(style::button::secondary)
            .on_press(message)
            .into(),
        Err(reason) => column![
            button(text(label)).style(style::button::secondary),
            note(reason)
        ]
        .spacing(2)
        .into(),
    }
}

/// `content` with `tip` shown beside it while the pointer rests on it.
pub fn with_tooltip<'a, M: 'a>(content: impl Into<Element<'a, M>>, tip: String) -> Element<'a, M> {
    iced::widget::tooltip(
        content,
        container(text(tip).size(style::size::LABEL))
            .padding(style::space::S)
            .max_width(320)
            .style(style::panel::tooltip_style),
        iced::widget::tooltip::Position::Bottom,
    )
    .gap(4)
    .into()
}

/// A button with an icon before its label.
pub fn icon_button<'a, M: Clone + 'a>(
    glyph: style::icon::Icon,
    label: impl text::IntoFragment<'a>,
) -> iced::widget::Button<'a, M> {
    button(
        row![style::icon::icon(glyph), text(label)]
            .spacing(style::space::XS + 2.0)
            .align_y(iced::Alignment::Center),
    )
    .style(style::button::secondary)
}

/// A labelled value, e.g. "Treasury  12mc".
pub fn field<'a, M: 'a>(label: &'a str, value: String) -> Element<'a, M> {
    row![caption(label).width(Length::Shrink), text(value)]
        .spacing(6)
        .align_y(iced::Alignment::Center)
        .into()
}

/// One button of a segmented row (tabs): the chosen one stands out.
pub fn segment<'a, M: Clone + 'a>(label: &'a str, chosen: bool, message: M) -> Element<'a, M> {
    let style = if chosen {
        crate::gui::style::button::primary
    } else {
        crate::gui::style::button::secondary
    };
    button(text(label)).style(style).on_press(message).into()
}

/// A name that opens something when clicked, drawn as plain text.
pub fn link<'a, M: Clone + 'a>(content: impl Into<Element<'a, M>>, message: M) -> Element<'a, M> {
    button(content)
        .style(crate::gui::style::button::quiet)
        .padding(0)
        .on_press(message)
        .into()
}

/// Text in the bold face.
pub fn bold<'a>(label: impl text::IntoFragment<'a>) -> iced::widget::Text<'a> {
    text(label).font(iced::Font {
        weight: iced::font::Weight::Bold,
        ..iced::Font::DEFAULT
    })
}

/// What a match's review shows to reset it: *Reset this match…* (disabled while `busy`),
/// then `question` with its confirm and cancel buttons once pressed (`confirming`).
/// `messages` are pressed, confirmed, cancelled.
pub fn reset_match_bar<'a, M: Clone + 'a>(
    question: &str,
    confirming: bool,
    busy: bool,
    lang: Lang,
    [pressed, confirmed, cancelled]: [M; 3],
) -> Element<'a, M> {
    if confirming {
        return confirm_bar(
            question.to_string(),
            tr(lang, Text::ResetMatchConfirm),
            confirmed,
            tr(lang, Text::Cancel),
            cancelled,
        );
    }
    icon_button(style::icon::Icon::Reset, tr(lang, Text::ResetMatch))
        .on_press_maybe((!busy).then_some(pressed))
        .into()
}

/// A question before a change that replaces or removes something: what will happen,
/// the button that does it, and the one that leaves everything as it is.
pub fn confirm_bar<'a, M: Clone + 'a>(
    question: String,
    confirm: &'a str,
    on_confirm: M,
    cancel: &'a str,
    on_cancel: M,
) -> Element<'a, M> {
    container(
        row![
            style::icon::icon(style::icon::Icon::Warning),
            text(question).width(Length::Fill),
            button(text(confirm))
                .style(style::button::danger)
                .on_press(on_confirm),
            button(text(cancel))
                .style(style::button::secondary)
                .on_press(on_cancel),
        ]
        .spacing(style::space::M)
        .align_y(iced::Alignment::Center),
    )
    .padding([style::space::S, style::space::M])
    .width(Length::Fill)
    .style(style::panel::note_style(style::panel::Tone::Problem))
    .into()
}
