//! The hire and buy panels of every team screen: a line per offer, its name and price on
//! one button, enabled, or greyed out with the reason it is not available under it as a
//! muted note. A reason every disabled line shares is said once, above them.

use iced::widget::{Column, button, column, container, row, text};
use iced::{Alignment, Element, Length};

use crate::gui::style::panel::section;
use crate::gui::style::{self, space};
use crate::gui::widgets::{note, refusal};

/// Something to hire or buy: what it is, what it costs, and what pressing it does or
/// why it cannot be had now.
#[derive(Debug, Clone)]
pub struct OfferLine<M> {
    /// A name for tests and the window to find the line by (`offer:jack`).
    pub key: String,
    pub name: String,
    pub price: String,
    pub press: Result<M, String>,
}

/// The id of an offer's line, from its key.
pub fn offer_id(key: &str) -> String {
    format!("offer:{key}")
}

/// A panel of offers under `title`: `lead` first (a builder's button, a rule), then the
/// lines, then `refused`, the store's answer to one that was pressed anyway.
pub fn offer_panel<'a, M: Clone + 'a>(
    title: &'a str,
    lead: Vec<Element<'a, M>>,
    lines: Vec<OfferLine<M>>,
    refused: Option<&'a str>,
) -> Element<'a, M> {
    let shared = shared_reason(&lines);
    let mut body = Column::with_children(lead).spacing(space::XS + 2.0);
    if let Some(reason) = &shared {
        body = body.push(note(reason.clone()));
    }
    for line in lines {
        body = body.push(offer_line(line, shared.as_deref()));
    }
    section(title, body.push(refused.map(refusal))).into()
}

/// The reason every disabled line gives, when two or more are disabled for it.
fn shared_reason<M>(lines: &[OfferLine<M>]) -> Option<String> {
    let mut reasons = lines.iter().filter_map(|line| line.press.as_ref().err());
    let first = reasons.next()?;
    let mut count = 1;
    for reason in reasons {
        if reason != first {
            return None;
        }
        count += 1;
    }
    (count > 1).then(|| first.clone())
}

fn offer_line<'a, M: Clone + 'a>(line: OfferLine<M>, shared: Option<&str>) -> Element<'a, M> {
    let label = row![
        text(line.name).width(Length::Fill),
        text(line.price).align_x(iced::alignment::Horizontal::Right),
    ]
    .spacing(space::S)
    .align_y(Alignment::Center);
    let press = button(label)
        .width(Length::Fill)
        .style(style::button::secondary);
    let id = offer_id(&line.key);
    match line.press {
        Ok(message) => container(press.on_press(message)).id(id).into(),
        Err(reason) => {
            let mut lines = column![container(press).id(id)].spacing(2);
            if shared != Some(reason.as_str()) {
                lines = lines.push(note(reason));
            }
            lines.into()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(press: Result<(), &str>) -> OfferLine<()> {
        OfferLine {
            key: "k".into(),
            name: "Jack".into(),
            price: "8mc".into(),
            press: press.map_err(str::to_string),
        }
    }

    #[test]
    fn a_reason_is_said_once_only_when_every_disabled_line_shares_it() {
        let same = [line(Err("too dear")), line(Ok(())), line(Err("too dear"))];
        assert_eq!(shared_reason(&same).as_deref(), Some("too dear"));
        let apart = [line(Err("too dear")), line(Err("at most 7"))];
        assert_eq!(shared_reason(&apart), None);
        assert_eq!(shared_reason(&[line(Err("too dear"))]), None);
    }
}
