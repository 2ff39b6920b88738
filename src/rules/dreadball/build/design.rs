//! A design: the parts a coach picked, as stored with a built player or a template.

use serde::{Deserialize, Serialize};

use crate::data::dreadball::BuildKind;

/// A Mechanite's parts. Each entry is a part id or name (case-insensitive); a priced
/// build gives them back as ids. `coding` also accepts the position ("guard").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MechaniteDesign {
    pub coding: String,
    pub locomotion: String,
    pub chassis: String,
    pub head: String,
    pub arms: Vec<String>,
    #[serde(default)]
    pub programs: Vec<String>,
}

/// A Mutant's position and upgrades, by id or name.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MutantDesign {
    pub position: String,
    #[serde(default)]
    pub upgrades: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "build", rename_all = "lowercase")]
pub enum Design {
    Mechanite(MechaniteDesign),
    Mutant(MutantDesign),
}

impl Design {
    pub fn kind(&self) -> BuildKind {
        match self {
            Design::Mechanite(_) => BuildKind::Mechanite,
            Design::Mutant(_) => BuildKind::Mutant,
        }
    }
}
