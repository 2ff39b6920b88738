//! Names every game shares the rule for: leagues, seasons, teams and players.

use crate::data::Lang;

/// The longest name, in characters.
pub const NAME_MAX_CHARS: usize = 60;

/// Why a name was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NameProblem {
    Empty,
    TooLong { max: usize },
}

impl NameProblem {
    pub fn message(self, lang: Lang) -> String {
        match (self, lang) {
            (NameProblem::Empty, Lang::En) => "the name must not be empty".to_string(),
            (NameProblem::Empty, Lang::Fr) => "le nom ne doit pas être vide".to_string(),
            (NameProblem::TooLong { max }, Lang::En) => {
                format!("the name is too long: at most {max} characters")
            }
            (NameProblem::TooLong { max }, Lang::Fr) => {
                format!("le nom est trop long : {max} caractères au plus")
            }
        }
    }
}

impl From<NameProblem> for crate::Error {
    fn from(problem: NameProblem) -> Self {
        crate::Error::Refused {
            id: "name",
            en: problem.message(Lang::En),
            fr: problem.message(Lang::Fr),
        }
    }
}

/// A name that is not empty and not too long, trimmed.
pub fn check_name(name: &str) -> Result<String, NameProblem> {
    let name = name.trim();
    if name.is_empty() {
        return Err(NameProblem::Empty);
    }
    if name.chars().count() > NAME_MAX_CHARS {
        return Err(NameProblem::TooLong {
            max: NAME_MAX_CHARS,
        });
    }
    Ok(name.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_trimmed_and_bounded() {
        assert_eq!(check_name("  Reavers "), Ok("Reavers".to_string()));
        assert_eq!(check_name("   "), Err(NameProblem::Empty));
        let long = "x".repeat(NAME_MAX_CHARS + 1);
        assert_eq!(
            check_name(&long),
            Err(NameProblem::TooLong {
                max: NAME_MAX_CHARS
            })
        );
        assert!(check_name(&"x".repeat(NAME_MAX_CHARS)).is_ok());
    }
}
