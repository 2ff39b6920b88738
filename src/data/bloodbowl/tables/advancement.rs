//! `advancement.toml`: the SPP cost of advancements, what they add to a player's value,
//! the characteristic improvement table and the random skill table (seed 001, post-match
//! step 5).

use serde::{Deserialize, Serialize};

use super::check::{
    DiceRow, GridRow, check_faces, check_gp, check_grid, check_pair, find_row, row_label,
};
use super::{ADVANCEMENT_FILE, Characteristic, Dice};
use crate::data::DataError;
use crate::data::bloodbowl::{Category, Skill, SkillRef};
use crate::data::check::{check_ids, check_names, is_slug};

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AdvancementTables {
    pub advancement: Advancement,
    pub characteristic_improvement: CharacteristicTable,
    pub random_skills: RandomSkills,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Advancement {
    pub note_en: String,
    pub note_fr: String,
    /// The kinds of advancement, in the order of each level's `spp`.
    pub kind: Vec<AdvancementKind>,
    pub level: Vec<Level>,
    pub characteristic_value_gp: CharacteristicValues,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AdvancementKind {
    pub id: String,
    pub name_en: String,
    pub name_fr: String,
    /// What it adds to the player's value; None for a characteristic (see
    /// `characteristic_value_gp`).
    #[serde(default)]
    pub value_gp: Option<u32>,
}

/// A player's level and what each kind of advancement costs at it.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Level {
    pub level: u8,
    pub name_en: String,
    pub name_fr: String,
    pub spp: Vec<u32>,
}

/// What an improvement of each characteristic adds to the player's value.
#[derive(Debug, Clone, Copy, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CharacteristicValues {
    pub ma: u32,
    pub st: u32,
    pub ag: u32,
    pub pa: u32,
    pub av: u32,
}

impl CharacteristicValues {
    pub fn get(&self, characteristic: Characteristic) -> u32 {
        match characteristic {
            Characteristic::Ma => self.ma,
            Characteristic::St => self.st,
            Characteristic::Ag => self.ag,
            Characteristic::Pa => self.pa,
            Characteristic::Av => self.av,
        }
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CharacteristicTable {
    pub dice: Dice,
    pub row: Vec<CharacteristicRow>,
}

/// A characteristic improvement: +1 to one of `choices`.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CharacteristicRow {
    pub from: u8,
    pub to: u8,
    pub id: String,
    pub name_en: String,
    pub name_fr: String,
    pub choices: Vec<Characteristic>,
}

impl DiceRow for CharacteristicRow {
    fn faces(&self) -> (u8, u8) {
        (self.from, self.to)
    }
    fn key(&self) -> &str {
        &self.id
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RandomSkills {
    /// Picks the half of the table (1-3 or 4-6).
    pub dice: Dice,
    /// Picks the row in the half.
    pub second_dice: Dice,
    pub row: Vec<SkillRow>,
}

/// A row of the random skill table: one skill per category.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SkillRow {
    pub from: u8,
    pub to: u8,
    pub second: u8,
    pub agility: SkillCell,
    pub general: SkillCell,
    pub mutation: SkillCell,
    pub passing: SkillCell,
    pub strength: SkillCell,
}

/// A skill as the rosters write it (`dirty-player(+1)`) and its names.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SkillCell {
    pub skill: String,
    pub name_en: String,
    pub name_fr: String,
}

impl SkillRow {
    pub fn cells(&self) -> [(Category, &SkillCell); 5] {
        [
            (Category::Agility, &self.agility),
            (Category::General, &self.general),
            (Category::Mutation, &self.mutation),
            (Category::Passing, &self.passing),
            (Category::Strength, &self.strength),
        ]
    }

    fn label(&self) -> String {
        format!("random_skills {}-{} / {}", self.from, self.to, self.second)
    }
}

impl GridRow for SkillRow {
    fn first(&self) -> (u8, u8) {
        (self.from, self.to)
    }
    fn second(&self) -> u8 {
        self.second
    }
    fn key(&self) -> &str {
        &self.general.skill
    }
}

impl Advancement {
    pub fn kind(&self, id: &str) -> Option<&AdvancementKind> {
        self.kind.iter().find(|kind| kind.id == id)
    }

    /// What an advancement of kind `kind` costs a player of level `level`.
    pub fn spp(&self, level: u8, kind: &str) -> Option<u32> {
        let column = self.kind.iter().position(|k| k.id == kind)?;
        let level = self.level.iter().find(|l| l.level == level)?;
        level.spp.get(column).copied()
    }

    fn validate(&self) -> Result<(), DataError> {
        let file = ADVANCEMENT_FILE;
        check_pair(file, "advancement", "note", &self.note_en, &self.note_fr)?;
        check_ids(
            file,
            "advancement kind",
            self.kind.iter().map(|k| k.id.as_str()),
        )?;
        for kind in &self.kind {
            check_names(file, &kind.id, &kind.name_fr, &kind.name_en)?;
            if let Some(gp) = kind.value_gp {
                check_gp(file, &kind.id, "value_gp", gp)?;
            }
        }
        let mut previous: Option<&Level> = None;
        for (index, level) in self.level.iter().enumerate() {
            let entry = format!("advancement level {}", level.level);
            check_names(file, &entry, &level.name_fr, &level.name_en)?;
            let numbered = usize::from(level.level) == index + 1;
            let sized = level.spp.len() == self.kind.len();
            let positive = level.spp.iter().all(|spp| *spp > 0);
            let rising = previous.is_none_or(|p| p.spp.iter().zip(&level.spp).all(|(a, b)| a < b));
            if !(numbered && sized && positive && rising) {
                let message = format!(
                    "levels are numbered from 1; each gives {} positive SPP costs, one per kind, \
                     each above the level before",
                    self.kind.len()
                );
                return Err(DataError::new(file, Some(&entry), message));
            }
            previous = Some(level);
        }
        let values = self.characteristic_value_gp;
        for (what, gp) in [("ma", values.ma), ("st", values.st), ("ag", values.ag)]
            .into_iter()
            .chain([("pa", values.pa), ("av", values.av)])
        {
            check_gp(file, "characteristic_value_gp", what, gp)?;
        }
        Ok(())
    }
}

impl CharacteristicTable {
    pub fn at(&self, roll: u8) -> Option<&CharacteristicRow> {
        find_row(&self.row, roll)
    }

    fn validate(&self) -> Result<(), DataError> {
        let (file, table) = (ADVANCEMENT_FILE, "characteristic_improvement");
        check_faces(file, table, self.dice, &self.row)?;
        check_ids(file, table, self.row.iter().map(|r| r.id.as_str()))?;
        for row in &self.row {
            let label = row_label(table, row);
            check_names(file, &label, &row.name_fr, &row.name_en)?;
            let unique = row
                .choices
                .iter()
                .enumerate()
                .all(|(i, c)| !row.choices[..i].contains(c));
            if row.choices.is_empty() || !unique {
                let message = "choices must name at least one characteristic, each once";
                return Err(DataError::new(file, Some(&label), message));
            }
        }
        Ok(())
    }
}

impl RandomSkills {
    /// The skill of `category` the two dice give.
    pub fn at(&self, first: u8, second: u8, category: Category) -> Option<&SkillCell> {
        let row = self
            .row
            .iter()
            .find(|row| (row.from..=row.to).contains(&first) && row.second == second)?;
        row.cells()
            .into_iter()
            .find_map(|(column, cell)| (column == category).then_some(cell))
    }

    fn validate(&self) -> Result<(), DataError> {
        let file = ADVANCEMENT_FILE;
        check_grid(
            file,
            "random_skills",
            (self.dice, self.second_dice),
            &self.row,
        )?;
        let mut seen: Vec<&str> = Vec::new();
        for row in &self.row {
            for (category, cell) in row.cells() {
                let entry = format!("{} {}", row.label(), category.id());
                check_names(file, &entry, &cell.name_fr, &cell.name_en)?;
                let id = SkillRef::parse(&cell.skill)
                    .map(|s| s.id)
                    .filter(|id| is_slug(id));
                let Some(id) = id else {
                    let message = format!("`{}` is not a skill reference", cell.skill);
                    return Err(DataError::new(file, Some(&entry), message));
                };
                if seen.contains(&id) {
                    let message = format!("skill `{id}` is in the table twice");
                    return Err(DataError::new(file, Some(&entry), message));
                }
                seen.push(id);
            }
        }
        Ok(())
    }

    /// Every skill of the table is in `skills`, in the category of its column.
    pub(super) fn check_skills(&self, skills: &[Skill]) -> Result<(), DataError> {
        for row in &self.row {
            for (category, cell) in row.cells() {
                let id = SkillRef::parse(&cell.skill).map_or(cell.skill.as_str(), |s| s.id);
                let problem = match skills.iter().find(|skill| skill.id == id) {
                    None => format!("unknown skill `{id}`"),
                    Some(skill) if skill.category != category => format!(
                        "skill `{id}` is a {} skill, not {}",
                        skill.category.id(),
                        category.id()
                    ),
                    Some(_) => continue,
                };
                let entry = format!("{} {}", row.label(), category.id());
                return Err(DataError::new(ADVANCEMENT_FILE, Some(&entry), problem));
            }
        }
        Ok(())
    }
}

impl AdvancementTables {
    pub(super) fn validate(&self) -> Result<(), DataError> {
        self.advancement.validate()?;
        self.characteristic_improvement.validate()?;
        self.random_skills.validate()
    }
}
