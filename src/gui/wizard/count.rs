//! A player's count on a match-day form, the same in every game: − and + around a small
//! field that can also be typed in, in a row of the design system's table.

use iced::widget::{button, row, text_input};
use iced::{Alignment, Element, Length};

use crate::gui::style::{self, space};

/// The width of a count's cell (−, the field, +), for the tables' columns.
pub const COUNT_WIDTH: f32 = 104.0;

/// `value` is what the field holds (empty reads as 0); `step` is sent with −1 or +1,
/// `typed` with what was typed.
pub fn count_cell<'a, M: Clone + 'a>(
    value: &str,
    step: impl Fn(i32) -> M,
    typed: impl Fn(String) -> M + 'a,
) -> Element<'a, M> {
    let stepper = |label: &'static str, by: i32| {
        button(iced::widget::text(label).size(style::size::LABEL))
            .padding([2.0, space::S])
            .style(style::button::secondary)
            .on_press(step(by))
    };
    row![
        stepper("−", -1),
        text_input("0", value)
            .on_input(typed)
            .size(style::table::CELL)
            .padding([2.0, space::XS])
            .align_x(Alignment::Center)
            .width(Length::Fixed(36.0)),
        stepper("+", 1),
    ]
    .spacing(2)
    .align_y(Alignment::Center)
    .width(Length::Fixed(COUNT_WIDTH))
    .into()
}

/// `value` moved by `by`, never below 0; a field that is not a number counts as 0.
pub fn stepped(value: &str, by: i32) -> String {
    let now = value.trim().parse::<u32>().unwrap_or(0);
    now.saturating_add_signed(by).to_string()
}

#[cfg(test)]
mod tests {
    use super::stepped;

    #[test]
    fn a_count_steps_from_what_is_typed_and_never_below_zero() {
        assert_eq!(stepped("", 1), "1");
        assert_eq!(stepped("3", 1), "4");
        assert_eq!(stepped("3", -1), "2");
        assert_eq!(stepped("0", -1), "0");
        assert_eq!(stepped("x", 1), "1");
    }
}
