//! Names every game shares the rule for: leagues, seasons, teams and players.

/// The longest name, in characters.
pub const NAME_MAX_CHARS: usize = 60;

/// Why a name was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NameProblem {
    Empty,
    TooLong {
        max: usize,
    },
    /// A control character (a line break, a tab, NUL, ESC…): names are one line of text.
    Control,
}

/// A name that is not empty, not too long and one line of text, trimmed.
pub fn check_name(name: &str) -> Result<String, NameProblem> {
    let name = check_coach(name)?;
    if name.is_empty() {
        return Err(NameProblem::Empty);
    }
    Ok(name)
}

/// A coach's name: as a name, but it may be left empty.
pub fn check_coach(name: &str) -> Result<String, NameProblem> {
    let name = name.trim();
    if name.chars().any(char::is_control) {
        return Err(NameProblem::Control);
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
        assert_eq!(check_name("Or\u{1b}cs"), Err(NameProblem::Control));
        assert_eq!(check_name("Or\ncs"), Err(NameProblem::Control));
        assert_eq!(check_coach("  "), Ok(String::new()));
        assert_eq!(check_coach("Zo\u{0}é"), Err(NameProblem::Control));
    }
}
