//! Blood Bowl (2020 edition) reference data: skills and traits, team special rules, team
//! rosters (as roster packs), sideline staff. Loaded with serde and validated.

mod dungeonbowl;
mod model;
mod pack;
mod rosters;
pub mod tables;

pub use dungeonbowl::{DUNGEONBOWL_FILE, Dungeonbowl, FormatRule, SetupItem, SetupKind};
pub use model::*;
pub use pack::{PACK_FORMAT, PACK_VERSION, load_pack, validate_roster};
pub use rosters::BUNDLED_ROSTERS;

use std::sync::OnceLock;

use crate::data::check::{check_descriptions, check_ids, check_named_entries};
use crate::data::{DataError, LoadedOnce, find_by_name, loaded_once, parse_toml};

pub const SKILLS_FILE: &str = "data/bloodbowl/skills.toml";
pub const SPECIAL_RULES_FILE: &str = "data/bloodbowl/special_rules.toml";
pub const STAFF_FILE: &str = "data/bloodbowl/staff.toml";

/// The text of every Blood Bowl data file.
#[derive(Debug, Clone)]
pub struct Sources<'a> {
    pub skills: &'a str,
    pub special_rules: &'a str,
    pub staff: &'a str,
    pub dungeonbowl: &'a str,
    /// (file name, text) of each roster pack.
    pub rosters: &'a [(&'a str, &'a str)],
    /// The seed's tables (`data/bloodbowl/tables/`).
    pub tables: tables::TableSources<'a>,
}

/// The files shipped in `data/bloodbowl/`, built into the binary.
pub const BUNDLED: Sources<'static> = Sources {
    skills: include_str!("../../../data/bloodbowl/skills.toml"),
    special_rules: include_str!("../../../data/bloodbowl/special_rules.toml"),
    staff: include_str!("../../../data/bloodbowl/staff.toml"),
    dungeonbowl: include_str!("../../../data/bloodbowl/dungeonbowl.toml"),
    rosters: BUNDLED_ROSTERS,
    tables: tables::BUNDLED_TABLES,
};

#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct SkillsFile {
    skill: Vec<Skill>,
}

#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct SpecialRulesFile {
    rule: Vec<SpecialRule>,
}

/// Every Blood Bowl table, loaded and cross-checked.
#[derive(Debug, Clone)]
pub struct Reference {
    pub skills: Vec<Skill>,
    pub special_rules: Vec<SpecialRule>,
    pub rosters: Vec<Roster>,
    pub staff: Staff,
    pub tables: tables::Tables,
    /// The Dungeonbowl league format (seed 003).
    pub dungeonbowl: Dungeonbowl,
}

impl Reference {
    /// Parses and validates a set of data files.
    pub fn load(sources: &Sources<'_>) -> Result<Reference, DataError> {
        let skills: SkillsFile = parse_toml(SKILLS_FILE, sources.skills)?;
        let rules: SpecialRulesFile = parse_toml(SPECIAL_RULES_FILE, sources.special_rules)?;
        let staff: Staff = parse_toml(STAFF_FILE, sources.staff)?;
        let tables = tables::Tables::load(&sources.tables)?;
        let dungeonbowl = Dungeonbowl::load(sources.dungeonbowl)?;
        let mut reference = Reference {
            skills: skills.skill,
            special_rules: rules.rule,
            rosters: Vec::new(),
            staff,
            tables,
            dungeonbowl,
        };
        validate_skills(&reference)?;
        validate_special_rules(&reference)?;
        validate_staff(&reference.staff)?;
        for (file, text) in sources.rosters {
            let pack = load_pack(&reference, file, text)?;
            reference.rosters.extend(pack.team);
        }
        check_ids(
            "data/bloodbowl/rosters",
            "team",
            reference.rosters.iter().map(|r| r.id.as_str()),
        )?;
        Ok(reference)
    }

    /// The bundled data, loaded once per process.
    pub fn bundled() -> Result<&'static Reference, DataError> {
        static BUNDLED_REFERENCE: LoadedOnce<Reference> = OnceLock::new();
        loaded_once(&BUNDLED_REFERENCE, || Reference::load(&BUNDLED))
    }

    /// A built-in roster by id or name, in either language.
    pub fn roster(&self, query: &str) -> Option<&Roster> {
        find_by_name(&self.rosters, query)
    }

    pub fn skill(&self, id: &str) -> Option<&Skill> {
        self.skills.iter().find(|skill| skill.id == id)
    }

    /// Skills as a roster names them, by name in `lang` with their value:
    /// "Loner (4+), Mighty Blow (+1)".
    pub fn skill_list(&self, skills: &[String], lang: crate::data::Lang) -> String {
        use crate::data::Named;
        skills
            .iter()
            .map(|text| {
                let Some(skill_ref) = SkillRef::parse(text) else {
                    return text.clone();
                };
                let name = self
                    .skill(skill_ref.id)
                    .map_or(skill_ref.id, |skill| skill.name(lang));
                match skill_ref.parameter {
                    Some(value) => format!("{name} ({value})"),
                    None => name.to_string(),
                }
            })
            .collect::<Vec<_>>()
            .join(", ")
    }

    pub fn special_rule(&self, id: &str) -> Option<&SpecialRule> {
        self.special_rules.iter().find(|rule| rule.id == id)
    }
}

fn validate_skills(reference: &Reference) -> Result<(), DataError> {
    check_named_entries(SKILLS_FILE, "skill", &reference.skills, |skill| {
        check_descriptions(
            SKILLS_FILE,
            &skill.id,
            &skill.description_en,
            &skill.description_fr,
        )
    })
}

fn validate_special_rules(reference: &Reference) -> Result<(), DataError> {
    check_named_entries(
        SPECIAL_RULES_FILE,
        "special rule",
        &reference.special_rules,
        |_| Ok(()),
    )
}

fn validate_staff(staff: &Staff) -> Result<(), DataError> {
    let squad = staff.players;
    let problem = if squad.min == 0 || squad.min > squad.max {
        Some("players: min must be at least 1 and at most max")
    } else if staff.rerolls.after_first_match_multiplier == 0 {
        Some("rerolls: after_first_match_multiplier must be at least 1")
    } else {
        [staff.cheerleaders, staff.assistants, staff.apothecary]
            .iter()
            .any(|priced| !priced.cost_gp.is_multiple_of(5_000))
            .then_some("staff prices must be multiples of 5,000 gp")
    };
    match problem {
        Some(message) => Err(DataError::new(STAFF_FILE, None, message)),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests;
