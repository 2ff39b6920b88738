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

/// Compares two names ignoring case (accented letters included), surrounding spaces,
/// and the difference between a space, a hyphen and an underscore ("Improved Focus"
/// matches "improved-focus").
pub fn slug_matches(a: &str, b: &str) -> bool {
    fn words(text: &str) -> impl Iterator<Item = &str> {
        text.split(|c: char| c.is_whitespace() || c == '-' || c == '_')
            .filter(|word| !word.is_empty())
    }
    fn lower(word: &str) -> impl Iterator<Item = char> {
        word.chars().flat_map(char::to_lowercase)
    }
    let (mut a, mut b) = (words(a), words(b));
    loop {
        match (a.next(), b.next()) {
            (None, None) => return true,
            (Some(x), Some(y)) if lower(x).eq(lower(y)) => {}
            _ => return false,
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
