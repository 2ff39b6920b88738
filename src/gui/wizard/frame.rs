//! What every game's match-day wizard draws around its forms: the title with Back, the
//! step bar (each step numbered, the one on show marked) with the print button, the
//! refusal, and the page scrolled by the wizard (`flow::page_id`); the Preview / Record
//! bar under a form, and the Next button that ends a recorded step.

use iced::widget::{Column, column, container, row, scrollable};
use iced::{Alignment, Element};

use super::flow::{Flow, WizardStep, page_id};
use crate::data::Lang;
use crate::gui::style::icon::Icon;
use crate::gui::style::{button as role, space};
use crate::gui::tr::{Text, Wz, fill, tr};
use crate::gui::widgets::{heading, icon_button, refusal};

/// What the frame's buttons send: Back, a step chosen, and the print button's label and
/// message.
pub struct FrameMessages<'a, S, M> {
    pub back: M,
    pub step: fn(S) -> M,
    pub print: (&'a str, M),
}

/// "2. Result": a step as the bar names it, numbered by its place.
pub fn step_name<S: WizardStep>(step: S, lang: Lang) -> String {
    let number = S::STEPS
        .iter()
        .position(|s| *s == step)
        .map_or(0, |i| i + 1);
    fill(
        tr(lang, Wz::Numbered),
        &[&number.to_string(), tr(lang, step.label())],
    )
}

/// The steps, the one on show marked.
pub fn step_bar<'a, S: WizardStep, M: Clone + 'a>(
    current: S,
    lang: Lang,
    chosen: fn(S) -> M,
) -> Element<'a, M> {
    row(S::STEPS.iter().map(|step| {
        let label = step_name(*step, lang);
        let style = if *step == current {
            role::primary
        } else {
            role::secondary
        };
        iced::widget::button(iced::widget::text(label))
            .style(style)
            .on_press(chosen(*step))
            .into()
    }))
    .spacing(space::S)
    .wrap()
    .into()
}

/// The whole page: title, step bar, the refusal (when `refusal_on_top`; a form shows its
/// own under its Preview button), then `body`, in the scrollable the wizard scrolls.
pub fn page<'a, S: WizardStep, M: Clone + 'a>(
    flow: &'a Flow<S>,
    title: String,
    messages: FrameMessages<'a, S, M>,
    refusal_on_top: bool,
    body: Element<'a, M>,
    lang: Lang,
) -> Element<'a, M> {
    let (print_label, print) = messages.print;
    let print = icon_button(Icon::Print, print_label).on_press(print);
    let mut page: Column<'a, M> = column![
        row![
            icon_button(Icon::Back, tr(lang, Text::Back)).on_press(messages.back),
            heading(title),
        ]
        .spacing(space::M)
        .align_y(Alignment::Center),
        row![
            step_bar(flow.step, lang, messages.step),
            iced::widget::space::horizontal(),
            print
        ]
        .spacing(space::M)
        .align_y(Alignment::Center),
    ]
    .spacing(space::M);
    if let Some(reason) = flow.refusal.as_ref().filter(|_| refusal_on_top) {
        page = page.push(refusal(reason.as_str()));
    }
    page = page.push(body);
    scrollable(container(page).padding(iced::Padding::ZERO.right(14)))
        .id(page_id())
        .into()
}

/// A form's foot: Preview and Record (Record once a preview stands and the store is
/// free), the refusal of the last request under them, then the preview when there is
/// one: the page's foot, where a preview arriving is scrolled to.
pub fn form_foot<'a, S: WizardStep, M: Clone + 'a>(
    flow: &'a Flow<S>,
    (preview, record_label, record): (M, &'a str, M),
    shown: Option<Element<'a, M>>,
    lang: Lang,
) -> Element<'a, M> {
    let ready = shown.is_some();
    form_foot_when(flow, (preview, record_label, record), (shown, ready), lang)
}

/// `form_foot`, with Record only once the preview is `ready` too (nothing left to
/// choose in it).
pub fn form_foot_when<'a, S: WizardStep, M: Clone + 'a>(
    flow: &'a Flow<S>,
    (preview, record_label, record): (M, &'a str, M),
    (shown, ready): (Option<Element<'a, M>>, bool),
    lang: Lang,
) -> Element<'a, M> {
    let recordable = shown.is_some() && ready && !flow.busy;
    let bar = crate::gui::dice::preview_record(lang, recordable, preview, (record_label, record));
    let mut foot = column![].spacing(space::L);
    if let Some(reason) = &flow.refusal {
        foot = foot.push(column![bar, refusal(reason.as_str())].spacing(space::S));
    } else {
        foot = foot.push(bar);
    }
    if let Some(shown) = shown {
        foot = foot.push(shown);
    }
    foot.into()
}

/// The button that goes on to `step` once a step is recorded.
pub fn next<'a, S: WizardStep, M: Clone + 'a>(
    step: S,
    lang: Lang,
    chosen: fn(S) -> M,
) -> Element<'a, M> {
    iced::widget::button(iced::widget::text(tr(lang, Text::NextStep)))
        .style(role::primary)
        .on_press(chosen(step))
        .into()
}
