//! Checks every game's reference data shares: ids are slugs and unique, names are given.

use std::collections::HashSet;

use super::{DataError, Named};

/// Whether `id` is a lowercase slug: a-z, 0-9 and inner hyphens.
pub fn is_slug(id: &str) -> bool {
    !id.is_empty()
        && id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        && !id.starts_with('-')
        && !id.ends_with('-')
}

/// Both descriptions of an entry are given.
pub fn check_descriptions(file: &str, id: &str, en: &str, fr: &str) -> Result<(), DataError> {
    if en.trim().is_empty() || fr.trim().is_empty() {
        return Err(DataError::new(
            file,
            Some(id),
            "description_en and description_fr must not be empty",
        ));
    }
    Ok(())
}

/// Every id is a slug and no id appears twice.
pub fn check_ids<'a>(
    file: &str,
    what: &str,
    ids: impl IntoIterator<Item = &'a str>,
) -> Result<(), DataError> {
    let mut seen = HashSet::new();
    for id in ids {
        if !is_slug(id) {
            return Err(DataError::new(
                file,
                Some(id),
                format!("{what} id must be a lowercase slug (a-z, 0-9, -)"),
            ));
        }
        if !seen.insert(id) {
            return Err(DataError::new(
                file,
                Some(id),
                format!("duplicate {what} id"),
            ));
        }
    }
    Ok(())
}

pub fn check_names(file: &str, id: &str, name_fr: &str, name_en: &str) -> Result<(), DataError> {
    if name_fr.trim().is_empty() || name_en.trim().is_empty() {
        return Err(DataError::new(
            file,
            Some(id),
            "name_fr and name_en must not be empty",
        ));
    }
    // The rule every name a user gives follows: one line of visible text, at most 60
    // characters (a roster pack's names print on sheets and pages like a team's).
    for (field, name) in [("name_fr", name_fr), ("name_en", name_en)] {
        if let Err(problem) = crate::rules::names::check_name(name) {
            let said = problem.message(crate::data::Lang::En);
            return Err(DataError::new(file, Some(id), format!("{field}: {said}")));
        }
    }
    Ok(())
}

/// A table of named entries: every id a slug and given once, then entry by entry its
/// names and what `each` checks of it (the first problem found is the one reported).
pub fn check_named_entries<T: Named>(
    file: &str,
    what: &str,
    entries: &[T],
    mut each: impl FnMut(&T) -> Result<(), DataError>,
) -> Result<(), DataError> {
    check_ids(file, what, entries.iter().map(Named::id))?;
    for entry in entries {
        check_names(file, entry.id(), entry.name_fr(), entry.name_en())?;
        each(entry)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::is_slug;

    #[test]
    fn slugs_are_lowercase_words_with_dashes() {
        assert!(is_slug("trontek-29ers"));
        assert!(!is_slug("Trontek"));
        assert!(!is_slug("a b"));
        assert!(!is_slug("-x"));
        assert!(!is_slug(""));
    }
}
