//! Finding reference entries by id or by name, in either language, ignoring case.

use super::Lang;

/// Something with a stable id and a name in each language.
pub trait Named {
    fn id(&self) -> &str;
    fn name_fr(&self) -> &str;
    fn name_en(&self) -> &str;
    /// Other spellings accepted when looking the entry up by name.
    fn aliases(&self) -> &[String] {
        &[]
    }
    fn name(&self, lang: Lang) -> &str {
        lang.pick(self.name_en(), self.name_fr())
    }
}

/// Implements [`Named`] for data types with `id`, `name_fr` and `name_en` fields.
macro_rules! impl_named {
    ($($kind:ty),* $(,)?) => {$(
        impl $crate::data::Named for $kind {
            fn id(&self) -> &str {
                &self.id
            }
            fn name_fr(&self) -> &str {
                &self.name_fr
            }
            fn name_en(&self) -> &str {
                &self.name_en
            }
        }
    )*};
}
pub(crate) use impl_named;

/// Compares two names ignoring case (accented letters included), surrounding spaces,
/// and the difference between a space, a hyphen and an underscore ("Improved Focus"
/// matches "improved-focus").
pub fn slug_matches(a: &str, b: &str) -> bool {
    // Most comparisons fail on the first letter: settle those without case tables.
    let first = |text: &str| text.chars().find(|c| !is_separator(*c));
    if let (Some(x), Some(y)) = (first(a), first(b))
        && x.is_ascii()
        && y.is_ascii()
        && !x.eq_ignore_ascii_case(&y)
    {
        return false;
    }
    Slug::new(a).eq(Slug::new(b))
}

fn is_separator(c: char) -> bool {
    c.is_whitespace() || c == '-' || c == '_'
}

/// A name's characters in lower case, with each run of spaces, hyphens and underscores
/// between two words read as one space and those around the name dropped.
struct Slug<'a> {
    chars: std::str::Chars<'a>,
    /// The rest of the current letter's lower case (one letter may give several).
    lower: Option<std::char::ToLowercase>,
    gap: bool,
    started: bool,
}

impl<'a> Slug<'a> {
    fn new(text: &'a str) -> Slug<'a> {
        Slug {
            chars: text.chars(),
            lower: None,
            gap: false,
            started: false,
        }
    }
}

impl Iterator for Slug<'_> {
    type Item = char;

    fn next(&mut self) -> Option<char> {
        if let Some(c) = self.lower.as_mut().and_then(Iterator::next) {
            return Some(c);
        }
        loop {
            let c = self.chars.next()?;
            if is_separator(c) {
                self.gap = self.started;
                continue;
            }
            self.lower = Some(c.to_lowercase());
            if self.gap {
                self.gap = false;
                return Some(' ');
            }
            self.started = true;
            return self.lower.as_mut().and_then(Iterator::next);
        }
    }
}

/// Finds the entry whose id, French name, English name or alias is `query`.
pub fn find_by_name<'a, T: Named>(items: &'a [T], query: &str) -> Option<&'a T> {
    items.iter().find(|item| {
        slug_matches(item.id(), query)
            || slug_matches(item.name_fr(), query)
            || slug_matches(item.name_en(), query)
            || item
                .aliases()
                .iter()
                .any(|alias| slug_matches(alias, query))
    })
}

#[cfg(test)]
mod tests {
    use super::slug_matches;

    #[test]
    fn names_match_across_case_accents_and_separators() {
        assert!(slug_matches("Improved Focus", "improved-focus"));
        assert!(slug_matches("  TÊTE DE GRUE ", "tête de grue"));
        assert!(slug_matches("body_d", "Body D"));
        assert!(slug_matches("a -- b", "a b"));
        assert!(!slug_matches("Tête", "Tete"));
        assert!(!slug_matches("body-a", "body-ab"));
        assert!(!slug_matches("bodya", "body a"));
        assert!(!slug_matches("", "a"));
        assert!(slug_matches("", " - "));
    }
}
