//! Reference data shipped in `data/`, loaded with serde and validated.

pub mod bloodbowl;
mod check;
pub mod dreadball;
pub mod killpower;
mod lookup;
mod money;
pub mod nouns;
mod once;

pub(crate) use lookup::impl_named;
pub use lookup::{Named, find_by_name, slug_matches};
pub use money::Money;
pub use once::{LoadedOnce, loaded_once};

use std::fmt;

pub use crate::tr::Lang;

crate::tr::texts! { Separator {
    Thousands => ",", "\u{a0}";
} }

/// A problem in a reference data file: which file, which entry, what is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DataError {
    pub file: String,
    pub entry: Option<String>,
    pub message: String,
}

impl DataError {
    pub fn new(file: &str, entry: Option<&str>, message: impl Into<String>) -> Self {
        DataError {
            file: file.to_string(),
            entry: entry.map(str::to_string),
            message: message.into(),
        }
    }
}

impl fmt::Display for DataError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.entry {
            Some(entry) => write!(f, "{}: entry `{}`: {}", self.file, entry, self.message),
            None => write!(f, "{}: {}", self.file, self.message),
        }
    }
}

impl std::error::Error for DataError {}

/// Parses one TOML file; a syntax or shape error names the file and, where it can be
/// found, the `id` of the entry the error is in.
pub fn parse_toml<T: serde::de::DeserializeOwned>(file: &str, text: &str) -> Result<T, DataError> {
    toml::from_str(text).map_err(|error| {
        let entry = error.span().and_then(|span| {
            let at_table_header = text.get(span.clone()).is_some_and(|t| t.starts_with('['));
            if at_table_header {
                text.get(span.end..).and_then(first_entry_id)
            } else {
                entry_id_before(text, span.start)
            }
        });
        let message = error.message().trim().to_string();
        let line = error
            .span()
            .map(|span| text[..span.start.min(text.len())].lines().count().max(1));
        let message = match line {
            Some(line) => format!("line {line}: {message}"),
            None => message,
        };
        DataError::new(file, entry.as_deref(), message)
    })
}

/// The value of an `id = "..."` line.
fn id_of_line(line: &str) -> Option<String> {
    let rest = line
        .trim()
        .strip_prefix("id")?
        .trim_start()
        .strip_prefix('=')?;
    let value = rest.trim().trim_matches('"');
    (!value.is_empty()).then(|| value.to_string())
}

/// The `id = "..."` of the table whose header was just read (a missing field is
/// reported at the table's header).
fn first_entry_id(after_header: &str) -> Option<String> {
    after_header
        .lines()
        .take_while(|line| !line.trim_start().starts_with('['))
        .find_map(id_of_line)
}

/// The last `id = "..."` written before `offset`: the entry a TOML error is in.
fn entry_id_before(text: &str, offset: usize) -> Option<String> {
    let head = text.get(..offset.min(text.len()))?;
    head.lines().rev().find_map(id_of_line)
}

/// Writes `amount` with thousands separated: "1,000,000" in English, "1 000 000" (narrow
/// no-break spaces) in French.
pub fn group_thousands(amount: i64, lang: Lang) -> String {
    let separator = Separator::Thousands.get(lang);
    let digits = amount.unsigned_abs().to_string();
    let mut out = String::new();
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            out.push_str(separator);
        }
        out.push(digit);
    }
    if amount < 0 { format!("-{out}") } else { out }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thousands_are_grouped_in_each_language() {
        // The French separator is a no-break space, which `assert_complete` reads as blank.
        assert_eq!(group_thousands(1_000_000, Lang::En), "1,000,000");
        assert_eq!(group_thousands(-50_000, Lang::Fr), "-50\u{a0}000");
    }

    #[derive(Debug, serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Item {
        id: String,
        cost: u32,
    }

    #[derive(Debug, serde::Deserialize)]
    #[allow(dead_code)]
    struct File {
        item: Vec<Item>,
    }

    #[test]
    fn a_missing_field_names_the_file_and_entry() {
        let text = "[[item]]\nid = \"one\"\ncost = 1\n\n[[item]]\nid = \"two\"\n";
        let error = parse_toml::<File>("things.toml", text).unwrap_err();
        assert_eq!(error.file, "things.toml");
        assert_eq!(error.entry.as_deref(), Some("two"));
        assert!(error.message.contains("cost"), "{error}");
    }

    #[test]
    fn languages_parse_by_code_and_name() {
        assert_eq!(Lang::parse("FR"), Some(Lang::Fr));
        assert_eq!(Lang::parse("english"), Some(Lang::En));
        assert_eq!(Lang::parse("de"), None);
    }
}
