//! Post-match step 5: a player spends star player points on an advancement of one of
//! the seed's four kinds at the price of their level, and their value grows by what the
//! advancement adds. Random skills come from the 2D6 table of the category, characteristic
//! improvements from the D16 table with its two-per-characteristic limit.

use serde::{Deserialize, Serialize};

use super::MatchDayRefusal;
use super::roll_log::{RollLog, TableRolls};
use crate::data::bloodbowl::Category;
use crate::data::bloodbowl::Position;
use crate::data::bloodbowl::tables::{Characteristic, Tables};
use crate::rules::bloodbowl::post_match::{
    AdvancementKind, advancement_cost, characteristic_choices,
};

/// How many times a random skill the player already has is rolled again.
const SKILL_TRIES: u32 = 30;

/// A Blood Bowl player as the match day changes them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Profile {
    pub ma: u8,
    pub st: u8,
    pub ag: u8,
    pub pa: Option<u8>,
    pub av: u8,
    pub skills: Vec<String>,
    pub value_gp: u32,
    pub spp: u32,
    pub advancements: Vec<TakenAdvancement>,
    pub lasting_injuries: Vec<String>,
    pub miss_next_game: bool,
}

/// An advancement a player has, as kept in their record.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TakenAdvancement {
    /// The advancement kind's id in `advancement.toml`.
    pub kind: String,
    /// A skill id, or a characteristic (`ma`, `st`, `ag`, `pa`, `av`).
    pub gained: String,
}

impl Profile {
    /// Moves a characteristic by a change as the rules print it ("+1 AG", "-1 AV"),
    /// within what a stored characteristic may be (1 or more; targets 1+ to 6+).
    ///
    /// A characteristic the player does not have (a passing value printed "-") stays
    /// missing when a lasting injury lowers it (seed 001, "Bras Cassé : -1 CP": there is
    /// nothing to lower); an improvement gives it, at 6+.
    pub fn change(&mut self, characteristic: Characteristic, change: i8) {
        let stored = characteristic.stored_change(change);
        let moved = |value: u8| -> u8 {
            let next = i16::from(value) + i16::from(stored);
            u8::try_from(next.max(1)).unwrap_or(u8::MAX)
        };
        let target = |value: u8| moved(value).min(6);
        match characteristic {
            Characteristic::Ma => self.ma = moved(self.ma),
            Characteristic::St => self.st = moved(self.st),
            Characteristic::Ag => self.ag = target(self.ag),
            Characteristic::Pa => {
                self.pa = match self.pa {
                    Some(value) => Some(target(value)),
                    // A player without a passing characteristic who improves it passes on 6+.
                    None if change > 0 => Some(6),
                    None => None,
                }
            }
            Characteristic::Av => self.av = moved(self.av),
        }
    }

    /// The characteristics improved so far (each a "+1").
    fn improved(&self) -> Vec<Characteristic> {
        self.advancements
            .iter()
            .filter_map(|a| characteristic_of(&a.gained))
            .collect()
    }
}

fn characteristic_of(text: &str) -> Option<Characteristic> {
    serde_json::from_value(serde_json::Value::String(text.to_string())).ok()
}

fn characteristic_id(characteristic: Characteristic) -> String {
    match serde_json::to_value(characteristic) {
        Ok(serde_json::Value::String(id)) => id,
        _ => String::new(),
    }
}

/// What a coach asks for one advancement.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AdvanceInput {
    pub player: i64,
    /// `random-primary`, `chosen-primary`, `random-secondary`, `chosen-secondary` or
    /// `random-characteristic`.
    pub kind: String,
    /// The skill chosen (chosen kinds; a secondary skill when a characteristic cannot be
    /// improved).
    #[serde(default)]
    pub skill: Option<String>,
    /// The category a random skill is rolled in (needed when there is a choice).
    #[serde(default)]
    pub category: Option<Category>,
    /// The characteristic taken from the row a random improvement gave.
    #[serde(default)]
    pub characteristic: Option<Characteristic>,
}

/// An advancement taken: its level, kind, what it gave, its SPP and the value it adds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AdvanceTaken {
    pub player: i64,
    pub level: u8,
    pub kind: String,
    pub gained: String,
    pub spp: u32,
    pub value_gp: u32,
}

/// Takes one advancement for the player whose profile and position are given.
/// `category_of` gives a skill's category; `number` tells this player's advancements in
/// this post-match apart in roll keys.
pub fn advance(
    tables: &Tables,
    log: &mut RollLog<'_>,
    (profile, position): (&mut Profile, &Position),
    input: &AdvanceInput,
    category_of: &dyn Fn(&str) -> Option<Category>,
    number: usize,
) -> Result<AdvanceTaken, MatchDayRefusal> {
    let table = &tables.advancement.advancement;
    let random_secondary = input.kind.trim().eq_ignore_ascii_case("random-secondary");
    let kind =
        AdvancementKind::parse(&input.kind).ok_or_else(|| MatchDayRefusal::UnknownAdvancement {
            kind: input.kind.clone(),
        })?;
    let level = u8::try_from(profile.advancements.len() + 1).unwrap_or(u8::MAX);
    let cost = advancement_cost(table, level, kind, None).ok_or(MatchDayRefusal::NoMoreLevels {
        player: input.player,
        levels: u8::try_from(table.level.len()).unwrap_or(u8::MAX),
    })?;
    if profile.spp < cost.spp {
        return Err(MatchDayRefusal::NotEnoughSpp {
            player: input.player,
            spp: profile.spp,
            needed: cost.spp,
            kind: kind.id().to_string(),
        });
    }
    let key = format!("{}.{number}", input.player);
    let (gained, value_gp) = match kind {
        AdvancementKind::RandomPrimary => {
            let category = pick_category(input, &position.primary, "primary")?;
            (
                random_skill(tables, log, (&key, input.player), category, profile)?,
                cost.value_gp.unwrap_or(0),
            )
        }
        AdvancementKind::ChosenPrimary if random_secondary => {
            let category = pick_category(input, &position.secondary, "secondary")?;
            (
                random_skill(tables, log, (&key, input.player), category, profile)?,
                cost.value_gp.unwrap_or(0),
            )
        }
        AdvancementKind::ChosenPrimary => (
            Pick::new(&position.primary, category_of).chosen(input, profile, "primary")?,
            cost.value_gp.unwrap_or(0),
        ),
        AdvancementKind::ChosenSecondary => (
            Pick::new(&position.secondary, category_of).chosen(input, profile, "secondary")?,
            cost.value_gp.unwrap_or(0),
        ),
        AdvancementKind::RandomCharacteristic => characteristic(
            tables,
            log,
            &key,
            profile,
            input,
            Pick::new(&position.secondary, category_of),
        )?,
    };
    match characteristic_of(&gained) {
        Some(improved) => profile.change(improved, 1),
        None => profile.skills.push(gained.clone()),
    }
    profile.spp -= cost.spp;
    profile.value_gp = profile.value_gp.saturating_add(value_gp);
    profile.advancements.push(TakenAdvancement {
        kind: kind.id().to_string(),
        gained: gained.clone(),
    });
    Ok(AdvanceTaken {
        player: input.player,
        level,
        kind: kind.id().to_string(),
        gained,
        spp: cost.spp,
        value_gp,
    })
}

/// The categories a chosen skill may come from, and how to tell a skill's category.
struct Pick<'a> {
    categories: &'a [Category],
    category_of: &'a dyn Fn(&str) -> Option<Category>,
}

impl<'a> Pick<'a> {
    fn new(
        categories: &'a [Category],
        category_of: &'a dyn Fn(&str) -> Option<Category>,
    ) -> Pick<'a> {
        Pick {
            categories,
            category_of,
        }
    }

    fn chosen(
        &self,
        input: &AdvanceInput,
        profile: &Profile,
        column: &'static str,
    ) -> Result<String, MatchDayRefusal> {
        let skill = input
            .skill
            .as_deref()
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .ok_or(MatchDayRefusal::SkillNeeded {
                player: input.player,
                column,
            })?;
        let category = (self.category_of)(skill).ok_or_else(|| MatchDayRefusal::UnknownSkill {
            skill: skill.to_string(),
        })?;
        if !self.categories.contains(&category) {
            return Err(MatchDayRefusal::SkillNotInColumn {
                player: input.player,
                skill: skill.to_string(),
                column,
                allowed: self.categories.to_vec(),
            });
        }
        if profile.skills.iter().any(|s| s == skill) {
            return Err(MatchDayRefusal::SkillAlreadyHad {
                player: input.player,
                skill: skill.to_string(),
            });
        }
        Ok(skill.to_string())
    }
}

/// The category a random skill is rolled in: the one asked for, or the only one.
fn pick_category(
    input: &AdvanceInput,
    allowed: &[Category],
    column: &'static str,
) -> Result<Category, MatchDayRefusal> {
    match (input.category, allowed) {
        (Some(category), _) if allowed.contains(&category) => Ok(category),
        (None, [only]) => Ok(*only),
        _ => Err(MatchDayRefusal::CategoryNeeded {
            player: input.player,
            column,
            allowed: allowed.to_vec(),
        }),
    }
}

/// A skill rolled on the random skill table of `category` (a D6 for the half, a D6 for
/// the row), rolled again while it is one the player has.
fn random_skill(
    tables: &Tables,
    log: &mut RollLog<'_>,
    (key, player): (&str, i64),
    category: Category,
    profile: &Profile,
) -> Result<String, MatchDayRefusal> {
    let skills = &tables.advancement.random_skills;
    for attempt in 1..=SKILL_TRIES {
        let suffix = if attempt == 1 {
            String::new()
        } else {
            format!(".{attempt}")
        };
        let first = log.table(&format!("skill.{key}{suffix}.half"), skills.dice)?;
        let second = log.table(&format!("skill.{key}{suffix}.row"), skills.second_dice)?;
        let cell = skills
            .at(first, second, category)
            .ok_or(MatchDayRefusal::TableGap {
                table: "random skills",
                roll: second,
            })?;
        log.gave(&cell.skill);
        if !profile.skills.contains(&cell.skill) {
            return Ok(cell.skill.clone());
        }
    }
    Err(MatchDayRefusal::NoNewSkill { player })
}

/// A random characteristic improvement: the D16 row, then the coach's pick among what
/// the row allows and the player may still improve; when nothing is left, a chosen
/// secondary skill instead (at the price of a chosen secondary skill).
fn characteristic(
    tables: &Tables,
    log: &mut RollLog<'_>,
    key: &str,
    profile: &Profile,
    input: &AdvanceInput,
    secondary: Pick<'_>,
) -> Result<(String, u32), MatchDayRefusal> {
    let improvement = &tables.advancement.characteristic_improvement;
    let roll = log.table(&format!("characteristic.{key}"), improvement.dice)?;
    let row = improvement.at(roll).ok_or(MatchDayRefusal::TableGap {
        table: "characteristic",
        roll,
    })?;
    log.gave(&row.id);
    let choices = characteristic_choices(row, &profile.improved());
    if choices.is_empty() {
        let skill = secondary.chosen(input, profile, "secondary")?;
        let value = tables
            .advancement
            .advancement
            .kind(AdvancementKind::ChosenSecondary.id())
            .and_then(|k| k.value_gp)
            .unwrap_or(0);
        return Ok((skill, value));
    }
    let chosen = match (input.characteristic, choices.as_slice()) {
        (Some(c), _) if choices.contains(&c) => c,
        (None, [only]) => *only,
        _ => {
            return Err(MatchDayRefusal::CharacteristicNeeded {
                player: input.player,
                roll,
                allowed: choices,
            });
        }
    };
    let value = tables
        .advancement
        .advancement
        .characteristic_value_gp
        .get(chosen);
    Ok((characteristic_id(chosen), value))
}
