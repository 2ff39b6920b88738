//! The colours of the light and dark themes, chosen so that every text colour reads on
//! every surface it is drawn on with at least WCAG AA contrast (4.5:1); a test checks it.

use iced::{Color, Theme, color};

/// Every colour the window uses, for one theme.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Colors {
    pub dark: bool,
    /// The window behind everything.
    pub background: Color,
    /// Panels and cards, tables' rows.
    pub surface: Color,
    /// Every other row of a table, a hovered row.
    pub surface_alt: Color,
    pub border: Color,
    pub text: Color,
    /// Secondary text: captions, hints, labels of figures.
    pub muted: Color,
    /// Primary actions and the selected tab; `on_primary` is text drawn on it.
    pub primary: Color,
    pub on_primary: Color,
    /// Secondary buttons: a quiet fill with the body text colour.
    pub secondary: Color,
    /// Destructive actions, refusals and the dead; `on_danger` is text on it.
    pub danger: Color,
    pub on_danger: Color,
    /// Refusals and warnings written as text.
    pub danger_text: Color,
    /// Links and quiet buttons' text.
    pub link: Color,
    /// Badges: played, to play, hired for one match, default setting.
    pub success: Color,
    pub warning: Color,
    pub info: Color,
}

pub const LIGHT: Colors = Colors {
    dark: false,
    background: color!(0xF4F5F7),
    surface: color!(0xFFFFFF),
    surface_alt: color!(0xEDEFF3),
    border: color!(0xCDD2DA),
    text: color!(0x1B1F24),
    muted: color!(0x535B66),
    primary: color!(0x2B57C9),
    on_primary: color!(0xFFFFFF),
    secondary: color!(0xE1E5EC),
    danger: color!(0xB3261E),
    on_danger: color!(0xFFFFFF),
    danger_text: color!(0xA8231C),
    link: color!(0x2449AD),
    success: color!(0x1D6E37),
    warning: color!(0x7D5100),
    info: color!(0x0F5F7A),
};

pub const DARK: Colors = Colors {
    dark: true,
    background: color!(0x15181D),
    surface: color!(0x1E2228),
    surface_alt: color!(0x272C34),
    border: color!(0x3A414C),
    text: color!(0xE7E9EC),
    muted: color!(0xA3AAB5),
    primary: color!(0x3F6FE0),
    on_primary: color!(0xFFFFFF),
    secondary: color!(0x323843),
    danger: color!(0xC2392F),
    on_danger: color!(0xFFFFFF),
    danger_text: color!(0xFF8F87),
    link: color!(0x8FB0FF),
    success: color!(0x6FCF8E),
    warning: color!(0xF0B95A),
    info: color!(0x6CC7E6),
};

/// The colours for whatever theme is drawing (the system's own when the user follows it).
pub fn colors(theme: &Theme) -> &'static Colors {
    if theme.extended_palette().is_dark {
        &DARK
    } else {
        &LIGHT
    }
}

/// The iced theme built on `colors`, so that iced's own widgets (fields, lists, scroll
/// bars) match the rest.
pub fn theme(colors: &Colors) -> Theme {
    let name = if colors.dark {
        "Dugout dark"
    } else {
        "Dugout light"
    };
    Theme::custom(
        name,
        iced::theme::Palette {
            background: colors.background,
            text: colors.text,
            primary: colors.primary,
            success: colors.success,
            warning: colors.warning,
            danger: colors.danger,
        },
    )
}

/// WCAG's contrast ratio between two colours (1 to 21).
pub fn contrast(a: Color, b: Color) -> f32 {
    fn channel(c: f32) -> f32 {
        if c <= 0.039_28 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    }
    let luminance =
        |c: Color| 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
    let (x, y) = (luminance(a), luminance(b));
    (x.max(y) + 0.05) / (x.min(y) + 0.05)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_text_reads_on_every_surface_it_is_drawn_on_with_aa_contrast() {
        for colors in [LIGHT, DARK] {
            let surfaces = [
                ("background", colors.background),
                ("surface", colors.surface),
                ("surface_alt", colors.surface_alt),
            ];
            let texts = [
                ("text", colors.text),
                ("muted", colors.muted),
                ("link", colors.link),
                ("danger text", colors.danger_text),
                ("success", colors.success),
                ("warning", colors.warning),
                ("info", colors.info),
            ];
            for (surface, back) in surfaces {
                for (name, fore) in texts {
                    let ratio = contrast(fore, back);
                    assert!(
                        ratio >= 4.5,
                        "{} {name} on {surface}: {ratio:.2}",
                        colors.dark
                    );
                }
            }
            for (name, fore, back) in [
                ("on primary", colors.on_primary, colors.primary),
                ("on danger", colors.on_danger, colors.danger),
                ("text on secondary", colors.text, colors.secondary),
            ] {
                let ratio = contrast(fore, back);
                assert!(ratio >= 4.5, "{} {name}: {ratio:.2}", colors.dark);
            }
        }
    }

    #[test]
    fn the_contrast_formula_gives_wcags_known_values() {
        assert!((contrast(Color::BLACK, Color::WHITE) - 21.0).abs() < 0.01);
        assert!((contrast(Color::WHITE, Color::WHITE) - 1.0).abs() < 0.001);
    }
}
