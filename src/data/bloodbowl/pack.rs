//! Roster packs: the built-in team rosters and the house-ruled or newer teams a league
//! imports, in one format, validated the same way.

use std::collections::HashSet;
use std::ops::RangeInclusive;

use super::{Category, Parameter, Reference, Roster, RosterPack, SPECIAL_RULES_FILE, SkillRef};
use crate::data::check::{check_ids, check_names};
use crate::data::{DataError, parse_toml};

/// The `format` every roster pack declares.
pub const PACK_FORMAT: &str = "dugout-roster-pack";
/// The `version` of the format this build reads.
pub const PACK_VERSION: u32 = 1;

/// Parses and validates a roster pack against the skills and special rules of `reference`.
pub fn load_pack(reference: &Reference, file: &str, text: &str) -> Result<RosterPack, DataError> {
    let pack: RosterPack = parse_toml(file, text)?;
    if pack.format != PACK_FORMAT {
        return Err(DataError::new(
            file,
            None,
            format!(
                "format is `{}`; a roster pack says format = \"{PACK_FORMAT}\"",
                pack.format
            ),
        ));
    }
    if pack.version != PACK_VERSION {
        return Err(DataError::new(
            file,
            None,
            format!(
                "version {} is not one this Dugout reads (it reads version {PACK_VERSION})",
                pack.version
            ),
        ));
    }
    if pack.team.is_empty() {
        return Err(DataError::new(file, None, "the pack holds no [[team]]"));
    }
    check_ids(file, "team", pack.team.iter().map(|t| t.id.as_str()))?;
    for roster in &pack.team {
        validate_roster(reference, file, roster)?;
    }
    Ok(pack)
}

const MA: RangeInclusive<u8> = 1..=10;
const ST: RangeInclusive<u8> = 1..=8;
const TARGET: RangeInclusive<u8> = 1..=6;
const AV: RangeInclusive<u8> = 2..=12;

/// Checks one team of a pack: names, prices, characteristics, skills, categories,
/// special rules, limits.
pub fn validate_roster(
    reference: &Reference,
    file: &str,
    roster: &Roster,
) -> Result<(), DataError> {
    let at = |what: &str| format!("{}/{what}", roster.id);
    let fail = |entry: &str, message: String| Err(DataError::new(file, Some(entry), message));
    check_names(file, &roster.id, &roster.name_fr, &roster.name_en)?;
    if !(1..=4).contains(&roster.tier) {
        return fail(&roster.id, format!("tier {} is not 1 to 4", roster.tier));
    }
    check_price(file, &roster.id, "reroll_gp", roster.reroll_gp)?;
    if roster.sources.iter().all(|s| s.trim().is_empty()) {
        return fail(
            &roster.id,
            "sources must say where the numbers were read".into(),
        );
    }
    check_rule_choice(roster).map_err(|message| DataError::new(file, Some(&roster.id), message))?;
    for rule in roster
        .special_rules
        .iter()
        .chain(&roster.special_rule_choice)
    {
        if reference.special_rule(rule).is_none() {
            return fail(
                &roster.id,
                format!("unknown special rule `{rule}` (see {SPECIAL_RULES_FILE})"),
            );
        }
    }
    if roster.position.is_empty() {
        return fail(&roster.id, "the team has no [[team.position]]".into());
    }
    check_ids(
        file,
        "position",
        roster.position.iter().map(|p| p.id.as_str()),
    )?;
    let linemen = roster.position.iter().filter(|p| p.lineman).count();
    if linemen == 0 {
        return fail(
            &roster.id,
            "at least one position must be the team's Linemen (lineman = true)".into(),
        );
    }
    for position in &roster.position {
        validate_position(reference, file, &at(&position.id), position)?;
    }
    for limit in &roster.limit {
        if let Some(unknown) = limit
            .positions
            .iter()
            .find(|id| roster.position(id).is_none())
        {
            return fail(
                &at("limit"),
                format!("names an unknown position `{unknown}`"),
            );
        }
        if limit.max == 0 {
            return fail(&at("limit"), "max must be at least 1".into());
        }
    }
    Ok(())
}

/// A choice offers at least two rules, none of them also a rule the team always has.
fn check_rule_choice(roster: &Roster) -> Result<(), String> {
    let choice = &roster.special_rule_choice;
    if choice.len() == 1 {
        return Err(format!(
            "special_rule_choice offers only `{}`; put a rule the team always has in special_rules",
            choice[0]
        ));
    }
    match choice.iter().find(|id| roster.special_rules.contains(id)) {
        Some(both) => Err(format!(
            "`{both}` is in both special_rules and special_rule_choice"
        )),
        None => Ok(()),
    }
}

fn validate_position(
    reference: &Reference,
    file: &str,
    entry: &str,
    position: &super::Position,
) -> Result<(), DataError> {
    let fail = |message: String| Err(DataError::new(file, Some(entry), message));
    let problem = |message: String| DataError::new(file, Some(entry), message);
    check_names(file, entry, &position.name_fr, &position.name_en)?;
    if !(1..=16).contains(&position.max) {
        return fail(format!("max {} is not 1 to 16", position.max));
    }
    check_price(file, entry, "cost_gp", position.cost_gp)?;
    let ranges = [
        ("ma", position.ma, &MA),
        ("st", position.st, &ST),
        ("ag", position.ag, &TARGET),
        ("av", position.av, &AV),
    ];
    for (name, value, range) in ranges
        .into_iter()
        .chain(position.pa.map(|pa| ("pa", pa, &TARGET)))
    {
        if !range.contains(&value) {
            return fail(format!(
                "{name} {value} is outside {}..={}",
                range.start(),
                range.end()
            ));
        }
    }
    check_categories(&position.primary, &position.secondary).map_err(problem)?;
    let mut seen = HashSet::new();
    for text in &position.skills {
        let skill = check_skill_ref(reference, text).map_err(problem)?;
        if !seen.insert(skill) {
            return fail(format!("skill `{skill}` is listed twice"));
        }
    }
    Ok(())
}

fn check_categories(primary: &[Category], secondary: &[Category]) -> Result<(), String> {
    if primary.is_empty() && secondary.is_empty() {
        return Err("primary or secondary must name at least one skill category".into());
    }
    if primary
        .iter()
        .chain(secondary)
        .any(|c| *c == Category::Trait)
    {
        return Err("traits are not a category a player may pick skills from".into());
    }
    if let Some(both) = primary.iter().find(|c| secondary.contains(c)) {
        return Err(format!("{} is both primary and secondary", both.id()));
    }
    Ok(())
}

/// Checks `loner(4+)` against the skill list; gives the skill's id.
fn check_skill_ref<'a>(reference: &Reference, text: &'a str) -> Result<&'a str, String> {
    let skill_ref = SkillRef::parse(text)
        .ok_or_else(|| format!("skill `{text}` opens a bracket it does not close"))?;
    let skill = reference.skill(skill_ref.id).ok_or_else(|| {
        format!(
            "unknown skill `{}` (see data/bloodbowl/skills.toml)",
            skill_ref.id
        )
    })?;
    match (skill.parameter, skill_ref.parameter) {
        (Parameter::None, Some(value)) => Err(format!(
            "skill `{}` takes no value in brackets, but `({value})` is given",
            skill.id
        )),
        (Parameter::None, None) => Ok(skill_ref.id),
        (_, None) => Err(format!(
            "skill `{}` needs its value in brackets, e.g. `{}(4+)`",
            skill.id, skill.id
        )),
        (Parameter::Target, Some(value)) if !is_target(value) => Err(format!(
            "skill `{}` takes a target like (4+), not ({value})",
            skill.id
        )),
        (Parameter::Bonus, Some(value)) if !is_bonus(value) => Err(format!(
            "skill `{}` takes a bonus like (+1), not ({value})",
            skill.id
        )),
        _ => Ok(skill_ref.id),
    }
}

fn is_target(value: &str) -> bool {
    value
        .strip_suffix('+')
        .and_then(|n| n.parse::<u8>().ok())
        .is_some_and(|n| (1..=6).contains(&n))
}

fn is_bonus(value: &str) -> bool {
    value
        .strip_prefix('+')
        .and_then(|n| n.parse::<u8>().ok())
        .is_some_and(|n| (1..=6).contains(&n))
}

fn check_price(file: &str, entry: &str, field: &str, gp: u32) -> Result<(), DataError> {
    if gp == 0 || !gp.is_multiple_of(5_000) {
        return Err(DataError::new(
            file,
            Some(entry),
            format!("{field} {gp} must be a positive multiple of 5,000 gp"),
        ));
    }
    Ok(())
}
