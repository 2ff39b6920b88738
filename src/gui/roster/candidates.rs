//! A list to hire or choose from (DreadBall's MVPs and free agents): a filter on the
//! words of each candidate (name, position, skills), then the roster table of those
//! that match, with their stats, skills, price and one button each.

use iced::widget::{column, row, text_input};
use iced::{Alignment, Element, Length};

use super::table::{Align, RosterColumn, roster_table};
use crate::data::Lang;
use crate::gui::style::space;
use crate::gui::tr::{Tm, fill, tr};
use crate::gui::widgets::{caption, note, with_tooltip};

/// The id of a candidate list's filter field.
pub const FILTER: &str = "candidate-filter";

/// Whether every word of `filter` is found, in any case, in one of `words`.
pub fn matches(filter: &str, words: &str) -> bool {
    let words = words.to_lowercase();
    filter
        .to_lowercase()
        .split_whitespace()
        .all(|word| words.contains(word))
}

/// A list of candidates with its filter.
pub struct CandidateList<'a, T, M> {
    pub filter: &'a str,
    pub on_filter: Box<dyn Fn(String) -> M + 'a>,
    pub columns: Vec<RosterColumn<'a, T, M>>,
    /// The words a candidate is found by (name, position, skills).
    pub words: Box<dyn Fn(&T) -> String + 'a>,
    pub rows: Vec<&'a T>,
}

impl<'a, T, M: Clone + 'a> CandidateList<'a, T, M> {
    pub fn view(self, lang: Lang) -> Element<'a, M> {
        let total = self.rows.len();
        let shown: Vec<&'a T> = self
            .rows
            .into_iter()
            .filter(|row| matches(self.filter, &(self.words)(row)))
            .collect();
        let count = fill(
            tr(lang, Tm::ShownOf),
            &[&shown.len().to_string(), &total.to_string()],
        );
        let top = row![
            text_input(tr(lang, Tm::FilterPlaceholder), self.filter)
                .id(FILTER)
                .on_input(self.on_filter)
                .width(Length::Fixed(280.0)),
            caption(count),
        ]
        .spacing(space::M)
        .align_y(Alignment::Center);
        if total == 0 {
            return note(tr(lang, Tm::NoneToList)).into();
        }
        let list: Element<'a, M> = if shown.is_empty() {
            note(tr(lang, Tm::NothingMatches)).into()
        } else {
            roster_table(self.columns, shown)
        };
        column![top, list].spacing(space::S).into()
    }
}

/// The column of a list's buttons: `label` on each, or, when a candidate cannot be
/// had, a short muted word that gives the reason when pointed at.
pub fn action_column<'a, T: 'a, M: Clone + 'a>(
    label: &'a str,
    lang: Lang,
    press: impl Fn(&T) -> Result<M, String> + 'a,
) -> RosterColumn<'a, T, M> {
    let width = super::table::text_width(label, crate::gui::style::table::CELL) + 28.0;
    RosterColumn::custom("", width.max(90.0), Align::End, move |row, _| {
        match press(row) {
            Ok(message) => iced::widget::button(crate::gui::style::table::cell(label))
                .style(crate::gui::style::button::secondary)
                .padding([2, 8])
                .on_press(message)
                .into(),
            Err(reason) => with_tooltip(note(tr(lang, Tm::NotAvailable)), reason),
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_filter_finds_every_word_in_any_case() {
        assert!(matches("", "Rico Gator Striker"));
        assert!(matches("gator STRIKER", "Rico Gator Striker, Steady"));
        assert!(!matches("guard", "Rico Gator Striker"));
    }
}
