//! How reference things are written for people, shared by the CLI, the window and
//! the printed sheets: stat values, skill and roster names in the chosen language.

use crate::coach::Context;
use crate::data::Named;
use crate::data::dreadball::StatLine;

/// A target number as printed on cards ("4+"), or "?" where the seed gives none.
pub fn target(value: Option<u8>) -> String {
    value.map_or("?".to_string(), |v| format!("{v}+"))
}

/// A movement value, or "?".
pub fn movement(value: Option<u8>) -> String {
    value.map_or("?".to_string(), |v| v.to_string())
}

/// The five stats in one aligned line: Mv Str Spd Skl Arm.
pub fn stat_line(stats: &StatLine) -> String {
    format!(
        "{:>2} {:>3} {:>3} {:>3} {:>3}",
        movement(stats.movement),
        target(stats.strength),
        target(stats.speed),
        target(stats.skill),
        target(stats.armour)
    )
}

/// Skill names in the context's language, comma separated; unknown ids are kept as they are.
pub fn skill_names(context: &Context<'_>, ids: &[String]) -> String {
    ids.iter()
        .map(|id| {
            context
                .reference
                .skill(id)
                .map_or(id.as_str(), |s| s.name(context.lang))
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// A roster's name in the context's language, or its id if the data has no such roster.
pub fn roster_name<'r>(context: &Context<'r>, id: &'r str) -> &'r str {
    context
        .reference
        .teams
        .iter()
        .find(|roster| roster.id == id)
        .map_or(id, |roster| roster.name(context.lang))
}
