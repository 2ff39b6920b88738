//! The bundled reference data, as the Blood Bowl rules' tests read it.

use std::collections::BTreeMap;

use crate::data::bloodbowl::tables::Tables;
use crate::data::bloodbowl::{Reference, Roster};

pub fn reference() -> &'static Reference {
    Reference::bundled().expect("the bundled data loads")
}

pub fn tables() -> &'static Tables {
    &reference().tables
}

pub fn roster(id: &str) -> &'static Roster {
    reference().roster(id).expect(id)
}

pub fn humans() -> &'static Roster {
    roster("human")
}

/// Dice typed in, by roll key.
pub fn dice(pairs: &[(&str, u8)]) -> BTreeMap<String, u8> {
    pairs.iter().map(|(k, v)| (k.to_string(), *v)).collect()
}
