//! How things are written for people, shared by the CLI, the window and the printed
//! sheets: the language a command speaks (`Context`), signed differences, capitals;
//! standings columns in `standings.rs`. Each game's own naming
//! (stats, skills, rosters in the chosen language) is in its file here.

pub mod bloodbowl;
pub mod dates;
pub mod dreadball;
pub mod killpower;
mod names;
pub mod standings;
pub mod who;

use crate::data::Lang;

/// What every command needs besides the store: the language names and messages are
/// given in. Each game loads its own reference data (once per process) in its folder.
#[derive(Debug, Clone, Copy)]
pub struct Context {
    pub lang: Lang,
}

impl Context {
    pub fn new(lang: Lang) -> Self {
        Context { lang }
    }
}

/// A difference with its sign, and a plain 0 for none ("+3", "-2", "0").
pub fn signed(difference: i64) -> String {
    if difference == 0 {
        "0".to_string()
    } else {
        format!("{difference:+}")
    }
}

/// The text with its first letter in capitals ("basic coding" -> "Basic coding").
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or(String::new(), |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

#[cfg(test)]
mod tests {
    use super::signed;

    #[test]
    fn differences_carry_their_sign_but_zero_has_none() {
        assert_eq!(signed(7), "+7");
        assert_eq!(signed(-15), "-15");
        assert_eq!(signed(0), "0");
    }
}
