//! Pieces every wording uses: quoting what the user typed, lists, and the names each
//! kind gives its variants.

use super::surface::Surface;
use crate::data::Lang;

/// A value the user typed or a name, quoted as each surface and language quotes it:
/// `x` on the English command line, “x” in the English window, « x » in French.
pub(super) fn quote(text: &str, surface: Surface, lang: Lang) -> String {
    match (lang, surface) {
        (Lang::Fr, _) => format!("« {text} »"),
        (Lang::En, Surface::Cli) => format!("`{text}`"),
        (Lang::En, Surface::Window) => format!("“{text}”"),
    }
}

/// A kind worded in each language, for either surface (the command line may name
/// commands; the window speaks of its screens and buttons).
pub(super) trait Wording {
    fn english(&self, surface: Surface) -> String;
    fn french(&self, surface: Surface) -> String;

    /// The wording for `surface` in `lang`.
    fn text(&self, surface: Surface, lang: Lang) -> String {
        match lang {
            Lang::En => self.english(surface),
            Lang::Fr => self.french(surface),
        }
    }
}

/// A kind worded apart for each surface and language.
pub(super) trait WordingBySurface {
    fn cli_english(&self) -> String;
    fn cli_french(&self) -> String;
    fn window_english(&self) -> String;
    fn window_french(&self) -> String;
}

impl<T: WordingBySurface> Wording for T {
    fn english(&self, surface: Surface) -> String {
        match surface {
            Surface::Cli => self.cli_english(),
            Surface::Window => self.window_english(),
        }
    }

    fn french(&self, surface: Surface) -> String {
        match surface {
            Surface::Cli => self.cli_french(),
            Surface::Window => self.window_french(),
        }
    }
}

/// Items joined with commas ("a, b, c").
pub(super) fn list<T: AsRef<str>>(items: &[T]) -> String {
    items
        .iter()
        .map(AsRef::as_ref)
        .collect::<Vec<_>>()
        .join(", ")
}

/// Names each variant of a kind: `variant()` by an exhaustive `match` (a new variant does
/// not compile until it is listed here) and `VARIANTS`, every name, which the test that
/// words one example of each variant checks against.
macro_rules! variant_names {
    ($kind:ident: $($variant:ident),+ $(,)?) => {
        impl $kind {
            /// Every variant's name, in the order listed.
            pub const VARIANTS: &'static [&'static str] = &[$(stringify!($variant)),+];

            /// This variant's name.
            pub fn variant(&self) -> &'static str {
                match self {
                    $(Self::$variant { .. } => stringify!($variant)),+
                }
            }
        }
    };
}

pub(super) use variant_names;
