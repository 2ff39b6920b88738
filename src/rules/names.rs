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
    /// A character that shows nothing or turns the text's direction (a right-to-left
    /// override, a zero-width space, a byte-order mark, a line separator…): it could make
    /// a name look like another, or reorder what is printed after it ("A 2–1 B").
    Invisible,
}

/// Whether `c` shows nothing or changes the direction of text: Unicode's format
/// characters (category Cf) and the line and paragraph separators. Names refuse them,
/// so every screen, page and sheet shows a name as its letters, in their order.
pub fn is_invisible(c: char) -> bool {
    matches!(
        c,
        '\u{00AD}'
            | '\u{034F}'
            | '\u{061C}'
            | '\u{115F}'..='\u{1160}'
            | '\u{17B4}'..='\u{17B5}'
            | '\u{180B}'..='\u{180F}'
            | '\u{200B}'..='\u{200F}'
            | '\u{2028}'..='\u{202E}'
            | '\u{2060}'..='\u{206F}'
            | '\u{3164}'
            | '\u{FE00}'..='\u{FE0F}'
            | '\u{FEFF}'
            | '\u{FFA0}'
            | '\u{FFF9}'..='\u{FFFB}'
            | '\u{1D173}'..='\u{1D17A}'
            | '\u{E0000}'..='\u{E0FFF}'
    )
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
    if name.chars().any(is_invisible) {
        return Err(NameProblem::Invisible);
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

    /// Issue 45: no name reorders or hides what surrounds it.
    #[test]
    fn direction_and_invisible_characters_are_refused() {
        for c in [
            '\u{202E}',
            '\u{2066}',
            '\u{2028}',
            '\u{FEFF}',
            '\u{200B}',
            '\u{E0041}',
        ] {
            assert_eq!(
                check_name(&format!("A{c}B")),
                Err(NameProblem::Invisible),
                "{c:?}"
            );
        }
        for kept in ["Zoé", "Gouged Eye", "Ørkøn", "渋谷", "Ко́ля", "🦀 Crabs"] {
            assert!(check_name(kept).is_ok(), "{kept}");
        }
    }
}
