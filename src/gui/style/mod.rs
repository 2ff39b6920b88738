//! Dugout's design system: the one place that says how the window looks. Screens build
//! from it — spacing, type sizes, colours (light and dark, WCAG AA contrast), button
//! roles, badges, icons — and never pick a size or a colour of their own.

pub mod badge;
pub mod button;
pub mod icon;
mod palette;
pub mod panel;
pub mod swatch;
pub mod table;

pub use palette::{Colors, DARK, LIGHT, colors, contrast, theme};

/// The spacing scale, in logical pixels: gaps between controls (`S`), between the parts
/// of a group (`M`), between groups (`L`), between sections (`XL`).
pub mod space {
    pub const XS: f32 = 4.0;
    pub const S: f32 = 8.0;
    pub const M: f32 = 12.0;
    pub const L: f32 = 16.0;
    pub const XL: f32 = 24.0;
    pub const XXL: f32 = 32.0;
}

/// The type scale: a page title, a section heading, body text, labels and small print.
pub mod size {
    /// The width a note under a header button wraps at (why Undo is off…).
    pub const NOTE_WIDTH: f32 = 320.0;
    pub const TITLE: f32 = 24.0;
    pub const SECTION: f32 = 18.0;
    pub const BODY: f32 = 15.0;
    pub const LABEL: f32 = 13.0;
    pub const SMALL: f32 = 12.0;
}
