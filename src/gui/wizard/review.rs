//! The review every game's wizard ends on, laid out alike: the reset that asks first,
//! then one panel per recorded half, each headed by its title with the seed as a
//! secondary line, its facts, and its rolls.

use iced::widget::{Column, column};
use iced::{Element, Length};

use super::flow::{Flow, WizardStep};
use crate::data::Lang;
use crate::gui::style::panel::section;
use crate::gui::style::space;
use crate::gui::widgets::{caption, reset_match_bar};

/// What the reset bar sends: pressed, confirmed, cancelled.
pub type ResetMessages<M> = [M; 3];

/// The review: the reset (asking `question` first) over the recorded `panels`.
pub fn review_page<'a, S: WizardStep, M: Clone + 'a>(
    flow: &Flow<S>,
    (question, messages): (&str, ResetMessages<M>),
    panels: Vec<Element<'a, M>>,
    lang: Lang,
) -> Element<'a, M> {
    let reset = reset_match_bar(question, flow.confirm_reset, flow.busy, lang, messages);
    let mut page: Column<'a, M> = column![reset].spacing(space::L);
    for panel in panels {
        page = page.push(panel);
    }
    page.width(Length::Fill).into()
}

/// A recorded or previewed half: its title, the seed line (secondary: an 18-digit seed
/// is for the record, not for reading), then its facts.
pub fn facts_panel<'a, M: 'a>(
    title: impl iced::widget::text::IntoFragment<'a>,
    seed_line: String,
    facts: impl Into<Element<'a, M>>,
) -> Element<'a, M> {
    section(
        title,
        column![caption(seed_line), facts.into()].spacing(space::S),
    )
    .into()
}
