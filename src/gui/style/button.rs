//! Button roles: `primary` (the one action a screen is for), `secondary` (other
//! actions), `danger` (what removes or undoes), `quiet` (links, tabs not chosen), and
//! `tab` for the navigation. Each has its hovered, pressed and disabled looks.

use iced::widget::button::{Status, Style};
use iced::{Background, Border, Color, Shadow, Theme};

use super::colors;

const RADIUS: f32 = 4.0;

fn filled(fill: Color, text: Color, status: Status) -> Style {
    let fill = match status {
        Status::Active => fill,
        Status::Hovered => mix(fill, text, 0.12),
        Status::Pressed => mix(fill, text, 0.22),
        Status::Disabled => Color { a: 0.45, ..fill },
    };
    let text = match status {
        Status::Disabled => Color { a: 0.6, ..text },
        _ => text,
    };
    Style {
        background: Some(Background::Color(fill)),
        text_color: text,
        border: Border::default().rounded(RADIUS),
        shadow: Shadow::default(),
        snap: true,
    }
}

/// `a` moved towards `b` by `amount` (0 to 1).
fn mix(a: Color, b: Color, amount: f32) -> Color {
    Color {
        r: a.r + (b.r - a.r) * amount,
        g: a.g + (b.g - a.g) * amount,
        b: a.b + (b.b - a.b) * amount,
        a: a.a,
    }
}

pub fn primary(theme: &Theme, status: Status) -> Style {
    let c = colors(theme);
    filled(c.primary, c.on_primary, status)
}

pub fn secondary(theme: &Theme, status: Status) -> Style {
    let c = colors(theme);
    let mut style = filled(c.secondary, c.text, status);
    style.border = Border::default().rounded(RADIUS).width(1.0).color(c.border);
    style
}

pub fn danger(theme: &Theme, status: Status) -> Style {
    let c = colors(theme);
    filled(c.danger, c.on_danger, status)
}

/// Text that acts: links, list entries, column headings that sort.
pub fn quiet(theme: &Theme, status: Status) -> Style {
    let c = colors(theme);
    let text = match status {
        Status::Disabled => c.muted,
        _ => c.link,
    };
    let background = match status {
        Status::Hovered | Status::Pressed => Some(Background::Color(c.surface_alt)),
        _ => None,
    };
    Style {
        background,
        text_color: text,
        border: Border::default().rounded(RADIUS),
        shadow: Shadow::default(),
        snap: true,
    }
}

/// A tab of the navigation bar: `chosen` is the screen in front.
pub fn tab(chosen: bool) -> impl Fn(&Theme, Status) -> Style {
    move |theme, status| {
        if chosen {
            primary(theme, status)
        } else {
            let c = colors(theme);
            let mut style = quiet(theme, status);
            style.text_color = c.text;
            style
        }
    }
}
