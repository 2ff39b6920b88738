//! What a build is made of once priced: one step per part, in the order the rules
//! take them, with what each step added and what it offered that was already there.

use crate::data::Named;
use crate::data::dreadball::{BodyPart, PartCategory, Position, Reference, StatLine};

use super::Design;

/// One of the five stats of a player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stat {
    Move,
    Strength,
    Speed,
    Skill,
    Armour,
}

impl Stat {
    pub const ALL: [Stat; 5] = [
        Stat::Move,
        Stat::Strength,
        Stat::Speed,
        Stat::Skill,
        Stat::Armour,
    ];

    pub fn of(self, line: &StatLine) -> Option<u8> {
        match self {
            Stat::Move => line.movement,
            Stat::Strength => line.strength,
            Stat::Speed => line.speed,
            Stat::Skill => line.skill,
            Stat::Armour => line.armour,
        }
    }

    pub fn id(self) -> &'static str {
        match self {
            Stat::Move => "move",
            Stat::Strength => "strength",
            Stat::Speed => "speed",
            Stat::Skill => "skill",
            Stat::Armour => "armour",
        }
    }

    pub fn parse(text: &str) -> Option<Stat> {
        let text = text.trim();
        Stat::ALL
            .into_iter()
            .find(|stat| stat.id().eq_ignore_ascii_case(text))
    }

    pub fn set(self, line: &mut StatLine, value: u8) {
        *self.slot(line) = Some(value);
    }

    fn slot(self, line: &mut StatLine) -> &mut Option<u8> {
        match self {
            Stat::Move => &mut line.movement,
            Stat::Strength => &mut line.strength,
            Stat::Speed => &mut line.speed,
            Stat::Skill => &mut line.skill,
            Stat::Armour => &mut line.armour,
        }
    }

    /// Whether `candidate` beats `current`: more Move is better; for the other stats,
    /// which are target numbers, lower is better.
    pub fn better(self, candidate: u8, current: u8) -> bool {
        match self {
            Stat::Move => candidate > current,
            _ => candidate < current,
        }
    }
}

/// The id and names of the part (or position) a step took.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PartRef<'r> {
    pub id: &'r str,
    pub name_en: &'r str,
    pub name_fr: &'r str,
}

impl<'r> PartRef<'r> {
    pub fn of(item: &'r impl Named) -> PartRef<'r> {
        PartRef {
            id: item.id(),
            name_en: item.name_en(),
            name_fr: item.name_fr(),
        }
    }
}

impl Named for PartRef<'_> {
    fn id(&self) -> &str {
        self.id
    }
    fn name_fr(&self) -> &str {
        self.name_fr
    }
    fn name_en(&self) -> &str {
        self.name_en
    }
}

/// Where a step's part goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Slot {
    /// A Mechanite part of this category.
    Part(PartCategory),
    /// A Mutant's position and its base profile.
    BaseProfile,
    /// A Mutant upgrade of this body part.
    Upgrade(BodyPart),
}

/// Something a step gave the player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Gain<'r> {
    Position(Position),
    /// A stat the player did not have (`was` is `None`) or now has at a better value.
    Stat {
        stat: Stat,
        value: u8,
        was: Option<u8>,
    },
    Skill(&'r str),
}

/// Something a step offered that an earlier step had already given as well or better.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Covered<'r> {
    Stat {
        stat: Stat,
        value: u8,
        have: u8,
        by: PartRef<'r>,
    },
    Skill {
        skill: &'r str,
        by: PartRef<'r>,
    },
}

/// One part of a build, its price, and why it is paid or free.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Step<'r> {
    pub slot: Slot,
    pub part: PartRef<'r>,
    /// The part's listed price.
    pub price_mc: u32,
    /// Whether the price is paid (a Mechanite part that adds nothing is free).
    pub paid: bool,
    pub gains: Vec<Gain<'r>>,
    pub covered: Vec<Covered<'r>>,
}

impl Step<'_> {
    /// What this step adds to the player's cost.
    pub fn cost_mc(&self) -> u32 {
        if self.paid { self.price_mc } else { 0 }
    }
}

/// A legal build: the player it makes and how its price was worked out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Build<'r> {
    pub position: Position,
    pub stats: StatLine,
    pub skills: Vec<String>,
    pub cost_mc: u32,
    pub steps: Vec<Step<'r>>,
    /// The design with every part given by its id, as stored with the player.
    pub design: Design,
}

/// The running stat line and skills while a build's steps are taken in order, and who
/// gave each.
pub(super) struct Tally<'r> {
    reference: &'r Reference,
    stats: StatLine,
    stat_by: [Option<PartRef<'r>>; 5],
    skills: Vec<(&'r str, PartRef<'r>)>,
}

impl<'r> Tally<'r> {
    pub(super) fn new(reference: &'r Reference) -> Tally<'r> {
        Tally {
            reference,
            stats: StatLine::default(),
            stat_by: [None; 5],
            skills: Vec::new(),
        }
    }

    fn record(&mut self, stat: Stat, value: u8, by: PartRef<'r>) -> Gain<'r> {
        let was = stat.slot(&mut self.stats).replace(value);
        self.stat_by[stat as usize] = Some(by);
        Gain::Stat { stat, value, was }
    }

    /// Keeps the better of the current value and `value` (the Mechanite rule).
    pub(super) fn offer_stat(
        &mut self,
        stat: Stat,
        value: u8,
        by: PartRef<'r>,
    ) -> Result<Gain<'r>, Covered<'r>> {
        match (stat.of(&self.stats), self.stat_by[stat as usize]) {
            (Some(have), Some(giver)) if !stat.better(value, have) => Err(Covered::Stat {
                stat,
                value,
                have,
                by: giver,
            }),
            _ => Ok(self.record(stat, value, by)),
        }
    }

    /// Replaces the current value with `value` (a Mutant upgrade changes the base).
    pub(super) fn set_stat(&mut self, stat: Stat, value: u8, by: PartRef<'r>) -> Gain<'r> {
        self.record(stat, value, by)
    }

    /// Adds a skill unless the player has it; a skill that sets Armour (Keeper) also
    /// improves Armour when it is better.
    pub(super) fn offer_skill(
        &mut self,
        skill: &'r str,
        by: PartRef<'r>,
    ) -> Vec<Result<Gain<'r>, Covered<'r>>> {
        if let Some((_, giver)) = self.skills.iter().find(|(id, _)| *id == skill) {
            return vec![Err(Covered::Skill { skill, by: *giver })];
        }
        self.skills.push((skill, by));
        let mut outcomes = vec![Ok(Gain::Skill(skill))];
        if let Some(armour) = self.reference.skill(skill).and_then(|s| s.armour) {
            outcomes.push(self.offer_stat(Stat::Armour, armour, by));
        }
        outcomes
    }

    pub(super) fn stats(&self) -> StatLine {
        self.stats
    }

    pub(super) fn skills(&self) -> Vec<String> {
        self.skills.iter().map(|(id, _)| id.to_string()).collect()
    }
}

/// Splits outcomes into what was gained and what was already there.
pub(super) fn sort_outcomes<'r>(
    outcomes: impl IntoIterator<Item = Result<Gain<'r>, Covered<'r>>>,
    gains: &mut Vec<Gain<'r>>,
    covered: &mut Vec<Covered<'r>>,
) {
    for outcome in outcomes {
        match outcome {
            Ok(gain) => gains.push(gain),
            Err(already) => covered.push(already),
        }
    }
}
