//! What is wrong with a document, where, in English and French.

use crate::Error;

/// One problem of a document: where (`tables.player[3].position`) and what.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    pub at: String,
    pub en: String,
    pub fr: String,
}

impl Problem {
    pub fn new(at: impl Into<String>, en: impl Into<String>, fr: impl Into<String>) -> Problem {
        Problem {
            at: at.into(),
            en: en.into(),
            fr: fr.into(),
        }
    }
}

/// Where a text stops being JSON: the line and column (from 1) where the reader stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NotJson {
    pub line: usize,
    pub column: usize,
}

/// The UTF-8 byte-order mark some editors write at the start of a file.
const BYTE_ORDER_MARK: char = '\u{feff}';

/// Reads `text` as JSON, skipping a UTF-8 byte-order mark at its start; the one place
/// documents and match reports are read.
pub fn json_value(text: &str) -> Result<serde_json::Value, NotJson> {
    let text = text.strip_prefix(BYTE_ORDER_MARK).unwrap_or(text);
    serde_json::from_str(text).map_err(|error| NotJson {
        line: error.line(),
        column: error.column(),
    })
}

/// Reads `text` as JSON, or says where it is not.
pub fn parse_json(text: &str) -> Result<serde_json::Value, Problem> {
    json_value(text).map_err(|NotJson { line, column }| {
        Problem::new(
            "",
            format!("the file is not JSON (line {line}, column {column})"),
            format!("le fichier n'est pas du JSON (ligne {line}, colonne {column})"),
        )
    })
}

impl From<Problem> for Error {
    /// Said as a refusal: the file was not imported, nothing changed.
    fn from(problem: Problem) -> Error {
        let at = if problem.at.is_empty() {
            String::new()
        } else {
            format!("{}: ", problem.at)
        };
        Error::Refused {
            id: "import",
            en: format!("{at}{}; nothing was imported", problem.en),
            fr: format!("{at}{} ; rien n'a été importé", problem.fr),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_byte_order_mark_before_the_json_is_skipped() {
        let value = parse_json("\u{feff}{\"home_score\": 2}").unwrap();
        assert_eq!(value["home_score"], 2);
    }

    #[test]
    fn text_that_is_not_json_says_where_it_stops() {
        let problem = parse_json("{\n  \"a\": 1,,\n}").unwrap_err();
        assert!(problem.en.contains("line 2, column"), "{}", problem.en);
        assert!(problem.fr.contains("ligne 2, colonne"), "{}", problem.fr);
        assert!(!problem.en.contains("expected"), "{}", problem.en);
    }
}
