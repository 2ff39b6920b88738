//! The player a rule's problem is about (the words are `present::who`).

/// A player named by shirt number and name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Who {
    pub number: u32,
    pub name: String,
}

impl Who {
    pub fn new(number: u32, name: &str) -> Who {
        Who {
            number,
            name: name.to_string(),
        }
    }
}
