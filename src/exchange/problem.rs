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

/// Reads `text` as JSON, or says it is not.
pub fn parse_json(text: &str) -> Result<serde_json::Value, Problem> {
    serde_json::from_str(text).map_err(|error| {
        Problem::new(
            "",
            format!("the file is not JSON ({error})"),
            format!("le fichier n'est pas du JSON ({error})"),
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
