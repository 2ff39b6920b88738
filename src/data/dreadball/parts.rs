//! The shapes of the DreadBall builders' data: Mechanite parts, Mutant positions and
//! upgrades, and the seed's headings of their part categories and body parts.

use serde::{Deserialize, Serialize};

use super::model::stat_fields;
use super::{Position, StatLine};
use crate::data::Lang;
use crate::tr::texts;

texts! { PartWords {
    Coding => "basic coding", "codage basique";
    Locomotion => "locomotion", "locomotion";
    Chassis => "chassis", "châssis";
    Head => "head", "tête";
    Arm => "arm", "bras";
    Arms => "arms", "bras";
    Programming => "programming", "programmation";
    TorsoLegs => "torso & legs", "torse & jambes";
    Option => "option", "option";
    Internal => "internal", "interne";
} }

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PartCategory {
    Coding,
    Locomotion,
    Chassis,
    Head,
    Arm,
    Programming,
}

impl PartCategory {
    /// The order the Mechanite rules take the parts in (and price them).
    pub const ALL: [PartCategory; 6] = [
        PartCategory::Coding,
        PartCategory::Locomotion,
        PartCategory::Chassis,
        PartCategory::Head,
        PartCategory::Arm,
        PartCategory::Programming,
    ];

    /// The category's name as the seed heads its table (French) and in English.
    pub fn name(self, lang: Lang) -> &'static str {
        match self {
            PartCategory::Coding => PartWords::Coding,
            PartCategory::Locomotion => PartWords::Locomotion,
            PartCategory::Chassis => PartWords::Chassis,
            PartCategory::Head => PartWords::Head,
            PartCategory::Arm => PartWords::Arm,
            PartCategory::Programming => PartWords::Programming,
        }
        .get(lang)
    }
}

stat_fields! {
    #[derive(Debug, Clone, Serialize, Deserialize)]
    #[serde(deny_unknown_fields)]
    pub struct MechanitePart {
        pub id: String,
        pub category: PartCategory,
        pub name_fr: String,
        pub name_en: String,
        pub positions: Vec<Position>,
        pub cost_mc: u32,
        #[serde(default)]
        pub skills: Vec<String>,
        #[serde(default)]
        pub starred: bool,
        #[serde(default)]
        pub note: Option<String>,
    }
}

stat_fields! {
    #[derive(Debug, Clone, Serialize, Deserialize)]
    #[serde(deny_unknown_fields)]
    pub struct MutantPosition {
        pub id: String,
        pub name_fr: String,
        pub name_en: String,
        pub cost_mc: u32,
        #[serde(default)]
        pub note: Option<String>,
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BodyPart {
    Head,
    Arms,
    TorsoLegs,
    Option,
    Internal,
}

impl BodyPart {
    pub const ALL: [BodyPart; 5] = [
        BodyPart::Head,
        BodyPart::Arms,
        BodyPart::TorsoLegs,
        BodyPart::Option,
        BodyPart::Internal,
    ];

    /// The body part's name as the seed's upgrade tables give it (French) and in English.
    pub fn name(self, lang: Lang) -> &'static str {
        match self {
            BodyPart::Head => PartWords::Head,
            BodyPart::Arms => PartWords::Arms,
            BodyPart::TorsoLegs => PartWords::TorsoLegs,
            BodyPart::Option => PartWords::Option,
            BodyPart::Internal => PartWords::Internal,
        }
        .get(lang)
    }
}

stat_fields! {
    #[derive(Debug, Clone, Serialize, Deserialize)]
    #[serde(deny_unknown_fields)]
    pub struct MutantUpgrade {
        pub id: String,
        pub position: Position,
        pub body_part: BodyPart,
        pub name_fr: String,
        pub name_en: String,
        pub cost_mc: u32,
        #[serde(default)]
        pub skills: Vec<String>,
        #[serde(default)]
        pub note: Option<String>,
    }
}

crate::data::impl_named!(MechanitePart, MutantPosition, MutantUpgrade);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn part_words_are_complete_and_name_the_seed_s_headings() {
        crate::tr::assert_complete(PartWords::ALL);
        assert_eq!(PartCategory::Coding.name(Lang::Fr), "codage basique");
        assert_eq!(BodyPart::TorsoLegs.name(Lang::En), "torso & legs");
    }
}
