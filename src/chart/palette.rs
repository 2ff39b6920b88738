//! The colours charts are drawn in, the same in the window, on paper and on the website:
//! the design system's surfaces and text (`docs/design-system.md`), and eight series
//! colours per theme, each with at least 3:1 contrast against the surface it is drawn on
//! (WCAG's floor for graphics; a test checks it). Each series also has its own dash and
//! marker, so a chart printed in black and white still tells its lines apart.

/// A colour as red, green and blue.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    /// Reads `#RRGGBB` (the digits in either case), as team colours are written: one
    /// `#`, then six hexadecimal digits, nothing else.
    pub fn parse(text: &str) -> Option<Rgb> {
        let hex = text.trim().strip_prefix('#')?;
        if hex.len() != 6 || !hex.chars().all(|c| c.is_ascii_hexdigit()) {
            return None;
        }
        let byte = |i: usize| u8::from_str_radix(&hex[i..i + 2], 16).ok();
        Some(Rgb(byte(0)?, byte(2)?, byte(4)?))
    }

    /// `#RRGGBB`.
    pub fn hex(self) -> String {
        format!("#{:02X}{:02X}{:02X}", self.0, self.1, self.2)
    }

    /// Each channel from 0 to 1.
    pub fn unit(self) -> [f32; 3] {
        [self.0, self.1, self.2].map(|c| f32::from(c) / 255.0)
    }

    fn luminance(self) -> f32 {
        let channel = |c: f32| {
            if c <= 0.039_28 {
                c / 12.92
            } else {
                ((c + 0.055) / 1.055).powf(2.4)
            }
        };
        let [r, g, b] = self.unit().map(channel);
        0.2126 * r + 0.7152 * g + 0.0722 * b
    }
}

/// WCAG's contrast ratio between two colours (1 to 21).
pub fn contrast(a: Rgb, b: Rgb) -> f32 {
    let (x, y) = (a.luminance(), b.luminance());
    (x.max(y) + 0.05) / (x.min(y) + 0.05)
}

/// How a line is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dash {
    Solid,
    Dashed,
    Dotted,
    DashDot,
}

impl Dash {
    /// Dash and gap lengths, in line widths (empty: solid).
    pub fn pattern(self) -> &'static [f32] {
        match self {
            Dash::Solid => &[],
            Dash::Dashed => &[6.0, 3.0],
            Dash::Dotted => &[1.0, 2.5],
            Dash::DashDot => &[6.0, 2.5, 1.0, 2.5],
        }
    }
}

/// The mark on each point of a series.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Marker {
    Circle,
    Square,
    Triangle,
    Diamond,
}

/// One theme's chart colours.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChartColours {
    pub surface: Rgb,
    pub text: Rgb,
    pub muted: Rgb,
    pub grid: Rgb,
    /// A series that is not the one picked out, when one is.
    pub faded: Rgb,
    pub series: [Rgb; 8],
}

/// On the light theme, on paper and on the website.
pub const LIGHT: ChartColours = ChartColours {
    surface: Rgb(0xFF, 0xFF, 0xFF),
    text: Rgb(0x1B, 0x1F, 0x24),
    muted: Rgb(0x53, 0x5B, 0x66),
    grid: Rgb(0xDD, 0xE1, 0xE7),
    faded: Rgb(0x9A, 0xA1, 0xAC),
    series: [
        Rgb(0x2B, 0x57, 0xC9),
        Rgb(0xC4, 0x40, 0x1A),
        Rgb(0x1D, 0x7A, 0x46),
        Rgb(0x8A, 0x4F, 0xB0),
        Rgb(0x9A, 0x62, 0x00),
        Rgb(0x0F, 0x7C, 0x91),
        Rgb(0xB0, 0x2A, 0x6B),
        Rgb(0x5A, 0x62, 0x70),
    ],
};

/// On the dark theme.
pub const DARK: ChartColours = ChartColours {
    surface: Rgb(0x1E, 0x22, 0x28),
    text: Rgb(0xE7, 0xE9, 0xEC),
    muted: Rgb(0xA3, 0xAA, 0xB5),
    grid: Rgb(0x33, 0x39, 0x43),
    faded: Rgb(0x5E, 0x66, 0x72),
    series: [
        Rgb(0x7F, 0xA2, 0xFF),
        Rgb(0xFF, 0x8A, 0x65),
        Rgb(0x6F, 0xCF, 0x8E),
        Rgb(0xC5, 0x9B, 0xEA),
        Rgb(0xF0, 0xB9, 0x5A),
        Rgb(0x6C, 0xC7, 0xE6),
        Rgb(0xF4, 0x8F, 0xB1),
        Rgb(0xB0, 0xB8, 0xC4),
    ],
};

/// The look of the `index`th series: colour slot, dash and marker. Four dashes and four
/// markers give sixteen looks that differ in black-and-white print; colours cycle by
/// eight on top.
pub fn series_look(index: usize) -> (usize, Dash, Marker) {
    const DASHES: [Dash; 4] = [Dash::Solid, Dash::Dashed, Dash::Dotted, Dash::DashDot];
    const MARKERS: [Marker; 4] = [
        Marker::Circle,
        Marker::Square,
        Marker::Triangle,
        Marker::Diamond,
    ];
    (index % 8, DASHES[index % 4], MARKERS[(index / 4) % 4])
}

/// A team's own colour for its series when it reads on the surface (3:1), else None.
pub fn readable(colour: Rgb, on: &ChartColours) -> Option<Rgb> {
    (contrast(colour, on.surface) >= 3.0).then_some(colour)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_series_colour_reads_on_its_surface_and_text_reads_as_text() {
        for theme in [LIGHT, DARK] {
            for colour in theme.series {
                assert!(contrast(colour, theme.surface) >= 3.0, "{}", colour.hex());
            }
            assert!(contrast(theme.text, theme.surface) >= 4.5);
            assert!(contrast(theme.muted, theme.surface) >= 4.5);
            assert!(contrast(theme.faded, theme.surface) >= 2.0);
        }
    }

    #[test]
    fn sixteen_series_differ_in_print() {
        let looks: Vec<_> = (0..32)
            .map(|i| {
                let (_, dash, marker) = series_look(i);
                (dash, marker)
            })
            .collect();
        for (i, a) in looks.iter().enumerate() {
            assert_eq!(looks.iter().filter(|b| *b == a).count(), 2, "series {i}");
        }
        assert_ne!(series_look(0), series_look(8));
    }

    #[test]
    fn colours_read_and_write_as_hex() {
        assert_eq!(Rgb::parse("#2b57c9"), Some(Rgb(0x2B, 0x57, 0xC9)));
        assert_eq!(
            Rgb::parse("#2b57c9").map(Rgb::hex).as_deref(),
            Some("#2B57C9")
        );
        // Exactly as the docs write it (issue 45).
        assert_eq!(Rgb::parse("2B57C9"), None);
        assert_eq!(Rgb::parse("##2B57C9"), None);
        assert_eq!(Rgb::parse("#2B57C"), None);
        assert_eq!(Rgb::parse("#GG0000"), None);
        assert!(readable(Rgb(0xFF, 0xFF, 0x00), &LIGHT).is_none());
        assert!(readable(Rgb(0x00, 0x00, 0x80), &LIGHT).is_some());
    }
}
