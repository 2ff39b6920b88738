//! How DreadBall's reference things are written for people: stat values, skill, staff
//! and roster names in the chosen language, the steps of a priced build.

mod match_day_refusal;
mod profile_text;
mod violation;

use super::Context;
use super::capitalised;
use crate::data::dreadball::{Reference, StatLine};
use crate::data::{Lang, Named};
use crate::rules::dreadball::build::{Covered, Gain, Slot, Stat, Step};
use crate::tr::texts;

texts! { Word {
    Move => "Move", "Déplacement";
    Strength => "Strength", "Force";
    Speed => "Speed", "Rapidité";
    Skill => "Skill", "Habilité";
    Armour => "Armour", "Armure";
    BaseProfile => "base profile", "profil de base";
    Position => "position", "poste";
    Already => "already", "déjà";
    From => "from", "par";
    AlreadyFrom => "already from", "déjà par";
    AddsNothing => "adds nothing:", "n'apporte rien :";
    NotCounted => "not counted:", "sans effet :";
} }

/// A coaching assistant's name in the context's language.
pub fn staff_name(context: &Context, kind: crate::data::dreadball::StaffKind) -> String {
    Reference::bundled_or_empty()
        .staff_entry(kind)
        .map_or(kind.id().to_string(), |entry| {
            context
                .lang
                .pick(&entry.name_en, &entry.name_fr)
                .to_string()
        })
}

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
pub fn skill_names(context: &Context, ids: &[String]) -> String {
    ids.iter()
        .map(|id| {
            Reference::bundled_or_empty()
                .skill(id)
                .map_or(id.as_str(), |s| s.name(context.lang))
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// A roster's name in the context's language, or its id if the data has no such roster.
pub fn roster_name<'r>(context: &Context, id: &'r str) -> &'r str {
    Reference::bundled_or_empty()
        .teams
        .iter()
        .find(|roster| roster.id == id)
        .map_or(id, |roster| roster.name(context.lang))
}

/// A stat's name as the cards print it, in `lang`.
pub fn stat_name(stat: Stat, lang: Lang) -> &'static str {
    match stat {
        Stat::Move => Word::Move.get(lang),
        Stat::Strength => Word::Strength.get(lang),
        Stat::Speed => Word::Speed.get(lang),
        Stat::Skill => Word::Skill.get(lang),
        Stat::Armour => Word::Armour.get(lang),
    }
}

/// "Move 6" or "Strength 3+".
pub fn stat_value(stat: Stat, value: u8, lang: Lang) -> String {
    let shown = match stat {
        Stat::Move => movement(Some(value)),
        _ => target(Some(value)),
    };
    format!("{} {shown}", stat_name(stat, lang))
}

/// Where a build step's part goes: "locomotion", "arms", "base profile"…
pub fn slot_name(slot: Slot, lang: Lang) -> &'static str {
    match slot {
        Slot::Part(category) => category.name(lang),
        Slot::BaseProfile => Word::BaseProfile.get(lang),
        Slot::Upgrade(part) => part.name(lang),
    }
}

fn skill_name<'a>(context: &Context, id: &'a str) -> &'a str {
    Reference::bundled_or_empty()
        .skill(id)
        .map_or(id, |skill| skill.name(context.lang))
}

fn gain_text(context: &Context, gain: &Gain<'_>) -> String {
    let lang = context.lang;
    match gain {
        Gain::Position(position) => {
            format!(
                "{} {}",
                Word::Position.get(lang),
                capitalised(position.id())
            )
        }
        Gain::Stat {
            stat,
            value,
            was: Some(was),
        } => format!(
            "{} → {}",
            stat_value(*stat, *was, lang),
            match stat {
                Stat::Move => movement(Some(*value)),
                _ => target(Some(*value)),
            }
        ),
        Gain::Stat {
            stat,
            value,
            was: None,
        } => stat_value(*stat, *value, lang),
        Gain::Skill(skill) => skill_name(context, skill).to_string(),
    }
}

fn covered_text(context: &Context, covered: &Covered<'_>) -> String {
    let lang = context.lang;
    match covered {
        Covered::Stat {
            stat,
            value,
            have,
            by,
        } => format!(
            "{} ({} {} {} {})",
            stat_value(*stat, *value, lang),
            Word::Already.get(lang),
            stat_value(*stat, *have, lang),
            Word::From.get(lang),
            by.name(lang)
        ),
        Covered::Skill { skill, by } => format!(
            "{} ({} {})",
            skill_name(context, skill),
            Word::AlreadyFrom.get(lang),
            by.name(lang)
        ),
    }
}

/// Why a build step costs what it costs: what it adds or improves, and what it offers
/// that the player already had.
pub fn step_reason(context: &Context, step: &Step<'_>) -> String {
    let lang = context.lang;
    let list = |texts: Vec<String>| texts.join(", ");
    let gains = list(step.gains.iter().map(|g| gain_text(context, g)).collect());
    let covered = list(
        step.covered
            .iter()
            .map(|c| covered_text(context, c))
            .collect(),
    );
    match (step.gains.is_empty(), step.covered.is_empty()) {
        (true, _) => format!("{} {covered}", Word::AddsNothing.get(lang)),
        (false, true) => gains,
        (false, false) => format!("{gains}; {} {covered}", Word::NotCounted.get(lang)),
    }
}

/// What a part or upgrade offers: "Move 5, Speed 5+, Steady".
pub fn offer_text(context: &Context, stats: &StatLine, skills: &[String]) -> String {
    let lang = context.lang;
    let stats = Stat::ALL
        .into_iter()
        .filter_map(|stat| stat.of(stats).map(|value| stat_value(stat, value, lang)));
    let skills = skills.iter().map(|id| skill_name(context, id).to_string());
    stats.chain(skills).collect::<Vec<_>>().join(", ")
}

/// "7/14": players on the roster out of the most a team may have.
pub fn player_count(_context: &Context, players: usize) -> String {
    format!(
        "{players}/{}",
        Reference::bundled_or_empty().limits.max_players
    )
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_words_are_complete() {
        crate::tr::assert_complete(super::Word::ALL);
    }
}
