//! Designing players part by part: Mechanites (Ro-Tek Brutes) and Mutants (Kovoss
//! Kryptics). Pure functions of the reference data: legality, stat line, skills, price.

mod design;
mod mechanite;
mod mutant;
mod step;

pub use design::{Design, MechaniteDesign, MutantDesign};
pub use mechanite::{MECHANITE_ARMS, coding_position, mechanite_parts, price_mechanite};
pub use mutant::{find_mutant_position, mutant_upgrades, price_mutant};
pub use step::{Build, Covered, Gain, PartRef, Slot, Stat, Step};

use crate::data::Lang;
use crate::data::dreadball::Reference;

/// Checks and prices either kind of design.
pub fn price_design<'r>(
    reference: &'r Reference,
    design: &Design,
    lang: Lang,
) -> Result<Build<'r>, super::Violation> {
    match design {
        Design::Mechanite(design) => price_mechanite(reference, design, lang),
        Design::Mutant(design) => price_mutant(reference, design, lang),
    }
}

#[cfg(test)]
mod tests;
