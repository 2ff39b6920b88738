//! The shapes of the Blood Bowl data files (see `data/bloodbowl/SCHEMA.md`).

use serde::{Deserialize, Serialize};

/// A skill category, as rosters give primary and secondary access.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Category {
    Agility,
    General,
    Mutation,
    Passing,
    Strength,
    /// Traits: no player picks them with an advancement.
    Trait,
}

impl Category {
    pub const ALL: [Category; 6] = [
        Category::Agility,
        Category::General,
        Category::Mutation,
        Category::Passing,
        Category::Strength,
        Category::Trait,
    ];

    pub fn id(self) -> &'static str {
        match self {
            Category::Agility => "agility",
            Category::General => "general",
            Category::Mutation => "mutation",
            Category::Passing => "passing",
            Category::Strength => "strength",
            Category::Trait => "trait",
        }
    }

    /// The letter the rosters print (A, G, M, P, S; T for traits).
    pub fn letter(self) -> char {
        match self {
            Category::Agility => 'A',
            Category::General => 'G',
            Category::Mutation => 'M',
            Category::Passing => 'P',
            Category::Strength => 'S',
            Category::Trait => 'T',
        }
    }
}

/// What a skill's brackets hold on a roster: nothing, a target ("Loner (4+)"), a bonus
/// ("Mighty Blow (+1)") or a name ("Animosity (all team-mates)").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Parameter {
    None,
    Target,
    Bonus,
    Text,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Skill {
    pub id: String,
    pub category: Category,
    pub name_en: String,
    pub name_fr: String,
    pub name_fr_source: String,
    pub parameter: Parameter,
    pub description_en: String,
    pub description_fr: String,
    #[serde(default)]
    pub note: Option<String>,
}

/// A regional league a team plays in, or another team special rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum RuleKind {
    League,
    Team,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SpecialRule {
    pub id: String,
    pub kind: RuleKind,
    pub name_en: String,
    pub name_fr: String,
    pub name_fr_source: String,
    pub description_en: String,
    pub description_fr: String,
    #[serde(default)]
    pub note: Option<String>,
}

/// A file of one or more team rosters: the built-in ones and a league's imported packs.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RosterPack {
    pub format: String,
    pub version: u32,
    pub team: Vec<Roster>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Roster {
    pub id: String,
    pub name_en: String,
    pub name_fr: String,
    pub tier: u8,
    pub reroll_gp: u32,
    /// At most this many team re-rolls (the 2020 rules' 8 when the pack says nothing).
    #[serde(default)]
    pub reroll_max: Option<u32>,
    pub apothecary: bool,
    #[serde(default)]
    pub special_rules: Vec<String>,
    /// Rules the team picks one of when it is created (Chaos Chosen: one "Favoured of …").
    #[serde(default)]
    pub special_rule_choice: Vec<String>,
    pub sources: Vec<String>,
    #[serde(default)]
    pub notes: Vec<String>,
    pub position: Vec<Position>,
    #[serde(default)]
    pub limit: Vec<SharedLimit>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Position {
    pub id: String,
    pub name_en: String,
    pub name_fr: String,
    pub max: u32,
    pub cost_gp: u32,
    pub ma: u8,
    pub st: u8,
    pub ag: u8,
    /// None where the roster prints "-".
    #[serde(default)]
    pub pa: Option<u8>,
    pub av: u8,
    pub skills: Vec<String>,
    pub primary: Vec<Category>,
    pub secondary: Vec<Category>,
    /// The team's Linemen (Low Cost Linemen; the position journeymen come from).
    #[serde(default)]
    pub lineman: bool,
}

/// A limit several positions share ("0-1 Big Guy among these").
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SharedLimit {
    pub positions: Vec<String>,
    pub max: u32,
    #[serde(default)]
    pub note: Option<String>,
}

/// A price and a most-a-team-may-have, for sideline staff.
#[derive(Debug, Clone, Copy, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Priced {
    pub cost_gp: u32,
    pub max: u32,
}

/// Team re-rolls beyond each roster's own price.
#[derive(Debug, Clone, Copy, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rerolls {
    pub max: u32,
    /// The price of a re-roll bought once the team has played is the roster's price
    /// times this.
    pub after_first_match_multiplier: u32,
}

/// How many players a team has.
#[derive(Debug, Clone, Copy, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SquadSize {
    pub min: u32,
    pub max: u32,
}

/// Sideline staff, re-rolls and squad size (`data/bloodbowl/staff.toml`).
#[derive(Debug, Clone, Copy, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Staff {
    pub cheerleaders: Priced,
    pub assistants: Priced,
    pub apothecary: Priced,
    pub rerolls: Rerolls,
    pub players: SquadSize,
}

crate::data::impl_named!(Skill, SpecialRule, Roster, Position);

impl Skill {
    /// An extraordinary trait: the data says so at the start of its `note`
    /// ("Extraordinary trait. …").
    pub fn is_extraordinary(&self) -> bool {
        self.category == Category::Trait
            && self
                .note
                .as_deref()
                .is_some_and(|note| note.starts_with("Extraordinary trait"))
    }
}

impl Roster {
    pub fn position(&self, query: &str) -> Option<&Position> {
        crate::data::find_by_name(&self.position, query)
    }

    pub fn has_rule(&self, rule: &str) -> bool {
        self.special_rules.iter().any(|r| r == rule)
    }

    /// The most re-rolls this team may have.
    pub fn max_rerolls(&self, staff: &Staff) -> u32 {
        self.reroll_max.unwrap_or(staff.rerolls.max)
    }
}

/// A skill as a roster names it: its id and what its brackets hold ("loner(4+)").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SkillRef<'a> {
    pub id: &'a str,
    pub parameter: Option<&'a str>,
}

impl<'a> SkillRef<'a> {
    /// Reads `id` or `id(parameter)`; None when the brackets are not closed.
    pub fn parse(text: &'a str) -> Option<SkillRef<'a>> {
        match text.split_once('(') {
            None => Some(SkillRef {
                id: text.trim(),
                parameter: None,
            }),
            Some((id, rest)) => {
                let parameter = rest.strip_suffix(')')?.trim();
                Some(SkillRef {
                    id: id.trim(),
                    parameter: Some(parameter),
                })
            }
        }
    }
}
