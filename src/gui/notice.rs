//! The passing note at the window's foot: a change done (it fades after a few seconds),
//! something to know, or a problem (it stays until dismissed).

use std::time::{Duration, Instant};

use iced::widget::{button, container, row, text};
use iced::{Color, Element, Length, Theme};

use super::style::icon::{Icon, icon};
use super::style::panel::{Tone, note_style};
use super::style::{colors, size, space};
use super::tr::{Text, tr};
use crate::data::Lang;

/// How long a note of success or information stays fully shown, then how long it fades.
const SHOWN: Duration = Duration::from_secs(4);
const FADING: Duration = Duration::from_secs(3);

#[derive(Debug, Clone, PartialEq)]
pub struct Notice {
    pub text: String,
    pub tone: Tone,
    pub since: Instant,
}

impl Notice {
    pub fn done(text: impl Into<String>) -> Notice {
        Notice::new(text, Tone::Success)
    }

    pub fn info(text: impl Into<String>) -> Notice {
        Notice::new(text, Tone::Info)
    }

    pub fn problem(text: impl Into<String>) -> Notice {
        Notice::new(text, Tone::Problem)
    }

    fn new(text: impl Into<String>, tone: Tone) -> Notice {
        Notice {
            text: text.into(),
            tone,
            since: Instant::now(),
        }
    }

    /// How visible the note is at `now`: 1 while shown, falling to 0 as it fades;
    /// problems stay until dismissed.
    pub fn opacity(&self, now: Instant) -> f32 {
        if self.tone == Tone::Problem {
            return 1.0;
        }
        let age = now.saturating_duration_since(self.since);
        match age.checked_sub(SHOWN) {
            None => 1.0,
            Some(fading) if fading < FADING => 1.0 - fading.as_secs_f32() / FADING.as_secs_f32(),
            Some(_) => 0.0,
        }
    }

    /// Whether the note has faded out at `now`.
    pub fn gone(&self, now: Instant) -> bool {
        self.opacity(now) <= 0.0
    }

    /// The note as a card with its icon and a close button.
    pub fn view<'a, M: Clone + 'a>(
        &'a self,
        lang: Lang,
        dismiss: M,
        now: Instant,
    ) -> Element<'a, M> {
        let alpha = self.opacity(now).max(0.3);
        let tone = self.tone;
        let glyph = match tone {
            Tone::Success => Icon::Done,
            Tone::Info => Icon::Info,
            Tone::Problem => Icon::Warning,
        };
        let faded = move |color: Color| Color {
            a: color.a * alpha,
            ..color
        };
        let line = row![
            icon(glyph).style(move |theme: &Theme| text::Style {
                color: Some(faded(edge(theme, tone))),
            }),
            text(self.text.as_str())
                .size(size::BODY)
                .width(Length::Fill)
                .style(move |theme: &Theme| text::Style {
                    color: Some(faded(colors(theme).text)),
                }),
            super::widgets::with_tooltip(
                button(icon(Icon::Close))
                    .style(super::style::button::quiet)
                    .on_press(dismiss),
                tr(lang, Text::Dismiss).to_string(),
            ),
        ]
        .spacing(space::S)
        .align_y(iced::Alignment::Center);
        container(line)
            .padding([space::S, space::M])
            .max_width(640)
            .style(note_style(tone))
            .into()
    }
}

fn edge(theme: &Theme, tone: Tone) -> Color {
    let c = colors(theme);
    match tone {
        Tone::Success => c.success,
        Tone::Info => c.info,
        Tone::Problem => c.danger_text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_done_note_fades_out_and_a_problem_stays() {
        let done = Notice::done("saved");
        let start = done.since;
        assert_eq!(done.opacity(start + Duration::from_secs(1)), 1.0);
        let halfway = done.opacity(start + SHOWN + FADING / 2);
        assert!(halfway > 0.4 && halfway < 0.6, "{halfway}");
        assert!(done.gone(start + SHOWN + FADING));
        let problem = Notice::problem("refused");
        assert!(!problem.gone(problem.since + Duration::from_secs(3600)));
    }
}
