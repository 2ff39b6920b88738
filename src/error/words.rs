//! Pieces every wording uses: quoting what the user typed, lists, plurals, and the names
//! each kind gives its variants. The sentences themselves are keyed texts (`texts!`),
//! one table beside each kind.

use super::surface::Surface;
use crate::data::Lang;
use crate::tr::texts;

texts! { QuoteTexts {
    Cli => "`{}`", "« {} »";
    Window => "“{}”", "« {} »";
} }

/// A value the user typed or a name, quoted as each surface and language quotes it:
/// `x` on the English command line, “x” in the English window, « x » in French.
pub(super) fn quote(text: &str, surface: Surface, lang: Lang) -> String {
    surface
        .pick(QuoteTexts::Cli, QuoteTexts::Window)
        .fill(lang, &[&text])
}

/// A kind worded for either surface (the command line may name commands; the window
/// speaks of its screens and buttons), in either language: its body chooses the keys of
/// its table and fills in the values, once for both languages.
pub(super) trait Wording {
    /// The wording for `surface` in `lang`.
    fn text(&self, surface: Surface, lang: Lang) -> String;
}

/// Items joined with commas ("a, b, c").
pub(super) fn list<T: AsRef<str>>(items: &[T]) -> String {
    items
        .iter()
        .map(AsRef::as_ref)
        .collect::<Vec<_>>()
        .join(", ")
}

/// A fact said in both languages by whoever raised the error (`[english, french]`), in
/// `lang`.
pub(super) fn in_lang(pair: &[&'static str; 2], lang: Lang) -> &'static str {
    match lang {
        Lang::En => pair[0],
        Lang::Fr => pair[1],
    }
}

/// Whether `count` takes the singular: 1 in English; 0 and 1 in French.
pub(super) fn singular(count: usize, lang: Lang) -> bool {
    match lang {
        Lang::En => count == 1,
        Lang::Fr => count <= 1,
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quotes_are_complete_and_said_as_each_surface_quotes() {
        crate::tr::assert_complete(QuoteTexts::ALL);
        assert_eq!(quote("x", Surface::Cli, Lang::En), "`x`");
        assert_eq!(quote("x", Surface::Window, Lang::En), "“x”");
        assert_eq!(quote("x", Surface::Window, Lang::Fr), "« x »");
    }
}
