//! After a match: ranks from experience, what a rank-up gives, and each team's earnings.

use serde::{Deserialize, Serialize};

use super::{EarningsRule, Refusal};
use crate::data::dreadball::{Reference, StatLine};
use crate::data::{Lang, Named};
use crate::rules::dreadball::build::Stat;

/// The best a target-number stat can get (a 1 always fails).
pub const BEST_TARGET: u8 = 2;
/// The most Move a player can reach by advancing.
pub const MAX_MOVE: u8 = 9;
/// The die an advancement is rolled with.
pub const ADVANCEMENT_DIE: u8 = 6;

/// The rank a player with `xp` experience has: how many thresholds they reached.
pub fn rank_of(xp: u32, thresholds: &[u32]) -> u32 {
    thresholds.iter().filter(|t| xp >= **t).count() as u32
}

/// The ranks a player reaches going from `before` to `after` experience, in order.
pub fn ranks_reached(before: u32, after: u32, thresholds: &[u32]) -> Vec<u32> {
    let from = rank_of(before, thresholds);
    let to = rank_of(after, thresholds);
    ((from + 1)..=to).collect()
}

/// How a match ended for one team.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum MatchOutcome {
    Won,
    Drawn,
    Lost,
}

impl MatchOutcome {
    pub fn of(own: u32, other: u32) -> MatchOutcome {
        match own.cmp(&other) {
            std::cmp::Ordering::Greater => MatchOutcome::Won,
            std::cmp::Ordering::Equal => MatchOutcome::Drawn,
            std::cmp::Ordering::Less => MatchOutcome::Lost,
        }
    }
}

/// Dice of mc a team rolls for its earnings (one more with the "Everybody Wins" hack).
pub fn earnings_dice(rule: &EarningsRule, everybody_wins: bool) -> u32 {
    rule.dice + u32::from(everybody_wins)
}

/// A team's earnings: the base, the bonus for its result, and the dice it rolled.
pub fn earnings_mc(rule: &EarningsRule, outcome: MatchOutcome, dice: &[u8]) -> u32 {
    let result = match outcome {
        MatchOutcome::Won => rule.win_mc,
        MatchOutcome::Drawn => rule.draw_mc,
        MatchOutcome::Lost => 0,
    };
    rule.base_mc + result + dice.iter().map(|d| u32::from(*d)).sum::<u32>()
}

/// What a coach asks for when a player ranks up.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AdvancementChoice {
    /// A new skill, by id or name.
    Skill(String),
    /// One better in a stat.
    Stat(Stat),
    /// Roll on the advancement table; `fallback` is the skill taken when the die gives
    /// a skill or a stat that cannot get better.
    Roll { fallback: Option<String> },
}

/// What an advancement gives, once settled.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "kind", content = "choice")]
pub enum Advance {
    Skill(String),
    Stat(Stat),
}

/// The advancement table (Dugout's default, not a quoted rule): 1 Move, 2 Strength,
/// 3 Speed, 4 Skill, 5 Armour, 6 a new skill of the coach's choice.
pub fn advancement_table(die: u8) -> Option<Stat> {
    match die {
        1 => Some(Stat::Move),
        2 => Some(Stat::Strength),
        3 => Some(Stat::Speed),
        4 => Some(Stat::Skill),
        5 => Some(Stat::Armour),
        _ => None,
    }
}

/// A stat one step better, or `None` when it is unknown or already at its best.
pub fn improved(stat: Stat, stats: &StatLine) -> Option<u8> {
    let value = stat.of(stats)?;
    match stat {
        Stat::Move => (value < MAX_MOVE).then_some(value + 1),
        _ => (value > BEST_TARGET).then_some(value - 1),
    }
}

/// The player as the advancement rules see it.
#[derive(Debug, Clone, Copy)]
pub struct Advancing<'a> {
    pub name: &'a str,
    pub stats: &'a StatLine,
    pub skills: &'a [String],
}

/// Settles a rank-up: a named skill the player lacks, a stat that can improve, or the
/// table's result for `die` (with the fallback skill where the die gives no stat).
pub fn settle_advancement(
    reference: &Reference,
    player: &Advancing<'_>,
    choice: &AdvancementChoice,
    die: Option<u8>,
    lang: Lang,
) -> Result<Advance, Refusal> {
    match choice {
        AdvancementChoice::Skill(query) => new_skill(reference, player, query, lang),
        AdvancementChoice::Stat(stat) => stat_advance(player, *stat),
        AdvancementChoice::Roll { fallback } => {
            let rolled = die.and_then(advancement_table);
            if let Some(stat) = rolled
                && improved(stat, player.stats).is_some()
            {
                return Ok(Advance::Stat(stat));
            }
            match fallback {
                Some(skill) => new_skill(reference, player, skill, lang),
                None => Err(Refusal::RollNeedsSkill {
                    player: player.name.to_string(),
                    die: die.unwrap_or(0),
                }),
            }
        }
    }
}

fn stat_advance(player: &Advancing<'_>, stat: Stat) -> Result<Advance, Refusal> {
    if improved(stat, player.stats).is_some() {
        return Ok(Advance::Stat(stat));
    }
    Err(Refusal::StatCannotImprove {
        player: player.name.to_string(),
        stat,
        allowed: Stat::ALL
            .into_iter()
            .filter(|s| improved(*s, player.stats).is_some())
            .collect(),
    })
}

fn new_skill(
    reference: &Reference,
    player: &Advancing<'_>,
    query: &str,
    lang: Lang,
) -> Result<Advance, Refusal> {
    let Some(skill) = crate::data::find_by_name(&reference.skills, query) else {
        return Err(Refusal::UnknownSkill {
            skill: query.trim().to_string(),
        });
    };
    if skill.challenge_cup {
        return Err(Refusal::ChallengeCupSkill {
            skill: skill.name(lang).to_string(),
        });
    }
    if player.skills.contains(&skill.id) {
        return Err(Refusal::SkillAlreadyHad {
            player: player.name.to_string(),
            skill: skill.name(lang).to_string(),
        });
    }
    Ok(Advance::Skill(skill.id.clone()))
}

/// The player's stats and skills after an advancement.
pub fn apply_advance(advance: &Advance, stats: &mut StatLine, skills: &mut Vec<String>) {
    match advance {
        Advance::Skill(id) => skills.push(id.clone()),
        Advance::Stat(stat) => {
            if let Some(value) = improved(*stat, stats) {
                stat.set(stats, value);
            }
        }
    }
}

/// Where a player's experience came from: the seed's sources as shortcuts, or anything
/// else the league counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum XpSource {
    /// An exploit test with three cheers: 1 point.
    Exploit,
    /// A crowd test won with a double: 1 point to the player who caused it.
    CrowdDouble,
    /// The man of the match of each team (league setting, default 1 point).
    ManOfTheMatch,
    Other,
}

impl XpSource {
    pub const ALL: [XpSource; 4] = [
        XpSource::Exploit,
        XpSource::CrowdDouble,
        XpSource::ManOfTheMatch,
        XpSource::Other,
    ];

    pub fn id(self) -> &'static str {
        match self {
            XpSource::Exploit => "exploit",
            XpSource::CrowdDouble => "crowd_double",
            XpSource::ManOfTheMatch => "man_of_the_match",
            XpSource::Other => "other",
        }
    }

    pub fn parse(text: &str) -> Option<XpSource> {
        let text = text.trim().replace('-', "_").to_ascii_lowercase();
        XpSource::ALL.into_iter().find(|source| source.id() == text)
    }

    /// Experience one occurrence is worth, where the seed gives it (exploits and crowd
    /// doubles: 1 point each).
    pub fn points_each(self) -> Option<u32> {
        match self {
            XpSource::Exploit | XpSource::CrowdDouble => Some(1),
            XpSource::ManOfTheMatch | XpSource::Other => None,
        }
    }
}
