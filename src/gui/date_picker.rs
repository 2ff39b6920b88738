//! A date field with a calendar: the date can be typed (YYYY-MM-DD) or picked from a
//! month's grid opened beside it. The screen keeps the field's text; the picker only
//! remembers which month it shows.

use chrono::{Datelike, Months, NaiveDate};
use iced::widget::{button, column, container, row, text, text_input};
use iced::{Alignment, Element, Length};

use super::style::icon::{Icon, icon};
use super::style::{self, space};
use super::tr::{Words, texts, tr};
use super::widgets::with_tooltip;
use crate::data::Lang;

texts! { Dt {
    Pick => "Pick the date on a calendar", "Choisir la date sur un calendrier";
    Close => "Close the calendar", "Fermer le calendrier";
    Earlier => "Month before", "Mois précédent";
    Later => "Month after", "Mois suivant";
    Today => "Today", "Aujourd'hui";
    Placeholder => "YYYY-MM-DD", "AAAA-MM-JJ";
    January => "January", "janvier";
    February => "February", "février";
    March => "March", "mars";
    April => "April", "avril";
    May => "May", "mai";
    June => "June", "juin";
    July => "July", "juillet";
    August => "August", "août";
    September => "September", "septembre";
    October => "October", "octobre";
    November => "November", "novembre";
    December => "December", "décembre";
    Mon => "Mo", "lu";
    Tue => "Tu", "ma";
    Wed => "We", "me";
    Thu => "Th", "je";
    Fri => "Fr", "ve";
    Sat => "Sa", "sa";
    Sun => "Su", "di";
}}

const MONTHS: [Dt; 12] = [
    Dt::January,
    Dt::February,
    Dt::March,
    Dt::April,
    Dt::May,
    Dt::June,
    Dt::July,
    Dt::August,
    Dt::September,
    Dt::October,
    Dt::November,
    Dt::December,
];
const WEEKDAYS: [Dt; 7] = [
    Dt::Mon,
    Dt::Tue,
    Dt::Wed,
    Dt::Thu,
    Dt::Fri,
    Dt::Sat,
    Dt::Sun,
];
const DAY_WIDTH: f32 = 36.0;

/// What the calendar asks.
#[derive(Debug, Clone, PartialEq)]
pub enum DateMessage {
    /// Opens the calendar at the typed date's month (else today's), or closes it.
    Toggled,
    /// Shows the month `n` months later (earlier when negative).
    MonthMoved(i32),
    Picked(NaiveDate),
}

/// The calendar beside a date field: closed, or open on a month.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct DatePicker {
    /// The first day of the month shown, while open.
    pub month: Option<NaiveDate>,
}

impl DatePicker {
    /// Acts on the calendar; a picked day is written into `field` as YYYY-MM-DD.
    pub fn update(&mut self, message: DateMessage, field: &mut String, today: NaiveDate) {
        match message {
            DateMessage::Toggled => {
                self.month = match self.month {
                    Some(_) => None,
                    None => {
                        let typed = NaiveDate::parse_from_str(field.trim(), "%Y-%m-%d").ok();
                        Some(first_of_month(typed.unwrap_or(today)))
                    }
                }
            }
            DateMessage::MonthMoved(by) => {
                self.month = self.month.and_then(|month| shift(month, by));
            }
            DateMessage::Picked(day) => {
                *field = day.format("%Y-%m-%d").to_string();
                self.month = None;
            }
        }
    }

    /// The field and its calendar button; the grid, while open, is drawn by
    /// [`DatePicker::calendar`] where the form has room for it (under the field's line).
    pub fn view<'a, M: Clone + 'a>(
        &'a self,
        field: &'a str,
        lang: Lang,
        on_input: impl Fn(String) -> M + 'a,
        on_submit: M,
        wrap: impl Fn(DateMessage) -> M + 'a,
    ) -> Element<'a, M> {
        let tip = if self.month.is_some() {
            Dt::Close
        } else {
            Dt::Pick
        };
        let toggle = with_tooltip(
            button(icon(Icon::Calendar))
                .style(style::button::secondary)
                .on_press(wrap(DateMessage::Toggled)),
            tr(lang, tip).to_string(),
        );
        row![
            text_input(tr(lang, Dt::Placeholder), field)
                .on_input(on_input)
                .on_submit(on_submit)
                .width(Length::Fixed(130.0)),
            toggle,
        ]
        .spacing(space::XS)
        .align_y(Alignment::Center)
        .into()
    }

    /// The month's grid while the calendar is open.
    pub fn calendar<'a, M: 'a>(
        &self,
        field: &str,
        lang: Lang,
        wrap: impl Fn(DateMessage) -> M + 'a,
    ) -> Option<Element<'a, M>> {
        self.month
            .map(|month| calendar(month, field, lang).map(wrap))
    }
}

fn first_of_month(day: NaiveDate) -> NaiveDate {
    day.with_day(1).unwrap_or(day)
}

fn shift(month: NaiveDate, by: i32) -> Option<NaiveDate> {
    let months = Months::new(by.unsigned_abs());
    if by < 0 {
        month.checked_sub_months(months)
    } else {
        month.checked_add_months(months)
    }
}

/// The month's name and year, in `lang`.
pub fn month_title(month: NaiveDate, lang: Lang) -> String {
    let name = MONTHS[month.month0() as usize].words(lang);
    format!("{name} {}", month.year())
}

/// The days of `month` in weeks from Monday (as both languages write calendars), with `None` before the first and after the
/// last.
pub fn weeks(month: NaiveDate) -> Vec<[Option<NaiveDate>; 7]> {
    let first = first_of_month(month);
    let lead = first.weekday().num_days_from_monday() as usize;
    let days: Vec<NaiveDate> = first
        .iter_days()
        .take_while(|day| day.month() == first.month())
        .collect();
    let mut cells: Vec<Option<NaiveDate>> = vec![None; lead];
    cells.extend(days.into_iter().map(Some));
    cells
        .chunks(7)
        .map(|chunk| std::array::from_fn(|i| chunk.get(i).copied().flatten()))
        .collect()
}

fn calendar<'a>(month: NaiveDate, field: &str, lang: Lang) -> Element<'a, DateMessage> {
    let chosen = NaiveDate::parse_from_str(field.trim(), "%Y-%m-%d").ok();
    let today = crate::store::today();
    let arrow = |glyph: Icon, by: i32, tip: Dt| {
        with_tooltip(
            button(icon(glyph))
                .style(style::button::quiet)
                .on_press(DateMessage::MonthMoved(by)),
            tr(lang, tip).to_string(),
        )
    };
    let head = row![
        arrow(Icon::Back, -1, Dt::Earlier),
        container(text(month_title(month, lang)).size(style::size::BODY))
            .width(Length::Fill)
            .align_x(Alignment::Center),
        arrow(Icon::Trail, 1, Dt::Later),
    ]
    .align_y(Alignment::Center);
    let names = row(WEEKDAYS.iter().map(|day| {
        container(
            text(tr(lang, *day))
                .style(super::widgets::muted)
                .size(style::size::SMALL),
        )
        .width(Length::Fixed(DAY_WIDTH))
        .align_x(Alignment::Center)
        .into()
    }));
    let mut grid = column![head, names].spacing(2);
    for week in weeks(month) {
        grid = grid.push(row(week
            .into_iter()
            .map(|day| day_cell(day, chosen, today))));
    }
    grid = grid.push(
        button(text(tr(lang, Dt::Today)))
            .style(style::button::quiet)
            .on_press(DateMessage::Picked(today)),
    );
    style::panel::card(grid)
        .width(Length::Fixed(DAY_WIDTH * 7.0 + 2.0 * space::M))
        .into()
}

fn day_cell<'a>(
    day: Option<NaiveDate>,
    chosen: Option<NaiveDate>,
    today: NaiveDate,
) -> Element<'a, DateMessage> {
    let Some(day) = day else {
        return container(text("")).width(Length::Fixed(DAY_WIDTH)).into();
    };
    let label = container(text(day.day().to_string()).size(style::size::SMALL))
        .width(Length::Fill)
        .align_x(Alignment::Center);
    let style = if Some(day) == chosen {
        style::button::primary
    } else if day == today {
        style::button::secondary
    } else {
        style::button::quiet
    };
    button(label)
        .style(style)
        .padding([4.0, 0.0])
        .width(Length::Fixed(DAY_WIDTH))
        .on_press(DateMessage::Picked(day))
        .into()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn date(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    #[test]
    fn a_month_is_laid_out_in_weeks_from_monday() {
        // 1 November 2026 is a Sunday: six empty cells, then the 1st.
        let weeks = weeks(date(2026, 11, 17));
        assert_eq!(weeks[0][..6], [None; 6]);
        assert_eq!(weeks[0][6], Some(date(2026, 11, 1)));
        assert_eq!(weeks[1][0], Some(date(2026, 11, 2)));
        let days: Vec<NaiveDate> = weeks.iter().flatten().flatten().copied().collect();
        assert_eq!(days.len(), 30);
        assert_eq!(weeks.len(), 6);
        // February 2027 starts on a Monday and fills four weeks exactly.
        assert_eq!(super::weeks(date(2027, 2, 1)).len(), 4);
    }

    #[test]
    fn the_calendar_opens_on_the_typed_month_moves_and_writes_the_pick() {
        let today = date(2026, 11, 25);
        let mut picker = DatePicker::default();
        let mut field = String::from("2027-03-14");
        picker.update(DateMessage::Toggled, &mut field, today);
        assert_eq!(picker.month, Some(date(2027, 3, 1)));
        picker.update(DateMessage::MonthMoved(-3), &mut field, today);
        assert_eq!(picker.month, Some(date(2026, 12, 1)));
        picker.update(DateMessage::Picked(date(2026, 12, 5)), &mut field, today);
        assert_eq!(field, "2026-12-05");
        assert_eq!(picker.month, None, "a pick closes the calendar");
        // An empty or wrong field opens on today's month.
        let mut wrong = String::from("5 Dec");
        picker.update(DateMessage::Toggled, &mut wrong, today);
        assert_eq!(picker.month, Some(date(2026, 11, 1)));
        assert_eq!(wrong, "5 Dec", "opening changes nothing typed");
    }

    #[test]
    fn months_are_named_in_both_languages() {
        assert_eq!(month_title(date(2026, 8, 1), Lang::En), "August 2026");
        assert_eq!(month_title(date(2026, 8, 1), Lang::Fr), "août 2026");
        crate::gui::tr::assert_complete(Dt::ALL);
    }
}
