//! Cross-checks of the DreadBall data: ids, references between files, value ranges.

use std::collections::HashSet;

use super::*;
use crate::data::DataError;
use crate::data::check::{check_descriptions, check_ids, check_named_entries, check_names};

pub fn validate(reference: &Reference) -> Result<(), DataError> {
    validate_skills(reference)?;
    validate_teams(reference)?;
    validate_mvps(reference)?;
    validate_free_agents(reference)?;
    validate_mechanite(reference)?;
    validate_mutant(reference)?;
    validate_team_items(reference)
}

fn check_skills(
    reference: &Reference,
    file: &str,
    entry: &str,
    skills: &[String],
) -> Result<(), DataError> {
    for skill in skills {
        if reference.skill(skill).is_none() {
            return Err(DataError::new(
                file,
                Some(entry),
                format!("unknown skill id `{skill}` (see {SKILLS_FILE})"),
            ));
        }
    }
    let unique: HashSet<&String> = skills.iter().collect();
    if unique.len() != skills.len() {
        return Err(DataError::new(file, Some(entry), "a skill is listed twice"));
    }
    Ok(())
}

/// Move is 1 to 9; target numbers are 2+ to 6+.
fn check_stats(file: &str, entry: &str, stats: StatLine) -> Result<(), DataError> {
    if let Some(movement) = stats.movement
        && !(1..=9).contains(&movement)
    {
        return Err(DataError::new(
            file,
            Some(entry),
            format!("move {movement} is outside 1..9"),
        ));
    }
    for (name, value) in [
        ("strength", stats.strength),
        ("speed", stats.speed),
        ("skill", stats.skill),
        ("armour", stats.armour),
    ] {
        if let Some(value) = value
            && !(2..=6).contains(&value)
        {
            return Err(DataError::new(
                file,
                Some(entry),
                format!("{name} {value}+ is outside 2+..6+"),
            ));
        }
    }
    Ok(())
}

fn validate_skills(reference: &Reference) -> Result<(), DataError> {
    check_named_entries(SKILLS_FILE, "skill", &reference.skills, |skill| {
        check_descriptions(
            SKILLS_FILE,
            &skill.id,
            &skill.description_en,
            &skill.description_fr,
        )?;
        check_stats(
            SKILLS_FILE,
            &skill.id,
            StatLine {
                armour: skill.armour,
                ..StatLine::default()
            },
        )
    })
}

fn validate_teams(reference: &Reference) -> Result<(), DataError> {
    check_ids(
        TEAMS_FILE,
        "faction",
        reference.factions.iter().map(|f| f.id.as_str()),
    )?;
    check_ids(
        TEAMS_FILE,
        "team",
        reference.teams.iter().map(|t| t.id.as_str()),
    )?;
    for team in &reference.teams {
        check_names(TEAMS_FILE, &team.id, &team.name_fr, &team.name_en)?;
        if reference.faction(&team.faction).is_none() {
            return Err(DataError::new(
                TEAMS_FILE,
                Some(&team.id),
                format!("unknown faction `{}`", team.faction),
            ));
        }
        if !(1..=6).contains(&team.season) {
            return Err(DataError::new(
                TEAMS_FILE,
                Some(&team.id),
                "season must be 1 to 6",
            ));
        }
        if team.build == BuildKind::Roster && team.role.is_empty() {
            return Err(DataError::new(
                TEAMS_FILE,
                Some(&team.id),
                "a roster team needs at least one role",
            ));
        }
        check_ids(TEAMS_FILE, "role", team.role.iter().map(|r| r.id.as_str()))?;
        for role in &team.role {
            let entry = format!("{}/{}", team.id, role.id);
            check_names(TEAMS_FILE, &entry, &role.name_fr, &role.name_en)?;
            check_stats(TEAMS_FILE, &entry, role.stats())?;
            check_skills(reference, TEAMS_FILE, &entry, &role.skills)?;
        }
    }
    Ok(())
}

fn validate_mvps(reference: &Reference) -> Result<(), DataError> {
    check_ids(
        MVPS_FILE,
        "MVP",
        reference.mvps.iter().map(|m| m.id.as_str()),
    )?;
    for mvp in &reference.mvps {
        let entry = mvp.id.as_str();
        check_names(MVPS_FILE, entry, &mvp.name_fr, &mvp.name_en)?;
        check_skills(reference, MVPS_FILE, entry, &mvp.skills)?;
        match (mvp.plays_for, mvp.plays_for_factions.is_empty()) {
            (PlaysFor::Everyone, false) => {
                return Err(DataError::new(
                    MVPS_FILE,
                    Some(entry),
                    "plays_for = everyone takes no factions",
                ));
            }
            (PlaysFor::EveryoneExcept | PlaysFor::Only, true) => {
                return Err(DataError::new(
                    MVPS_FILE,
                    Some(entry),
                    "plays_for = everyone_except/only needs factions",
                ));
            }
            _ => {}
        }
        for faction in &mvp.plays_for_factions {
            if reference.faction(faction).is_none() {
                return Err(DataError::new(
                    MVPS_FILE,
                    Some(entry),
                    format!("unknown faction `{faction}`"),
                ));
            }
        }
        for other in &mvp.not_with {
            if !reference.mvps.iter().any(|m| &m.id == other) {
                return Err(DataError::new(
                    MVPS_FILE,
                    Some(entry),
                    format!("not_with names unknown MVP `{other}`"),
                ));
            }
        }
        if mvp.member.is_empty() {
            return Err(DataError::new(
                MVPS_FILE,
                Some(entry),
                "an MVP needs at least one member",
            ));
        }
        for member in &mvp.member {
            if member.form.is_empty() {
                return Err(DataError::new(
                    MVPS_FILE,
                    Some(entry),
                    format!("member {} has no form", member.name),
                ));
            }
            for form in &member.form {
                if form.positions.is_empty() {
                    return Err(DataError::new(
                        MVPS_FILE,
                        Some(entry),
                        "a form needs a position",
                    ));
                }
                check_stats(MVPS_FILE, entry, form.stats())?;
            }
        }
    }
    Ok(())
}

fn validate_free_agents(reference: &Reference) -> Result<(), DataError> {
    let profiles = &reference.free_agent_profiles;
    check_named_entries(FREE_AGENTS_FILE, "profile", profiles, |profile| {
        check_stats(FREE_AGENTS_FILE, &profile.id, profile.stats())?;
        check_skills(reference, FREE_AGENTS_FILE, &profile.id, &profile.skills)
    })?;
    let numbers: Vec<u8> = reference
        .free_agent_tables
        .iter()
        .map(|t| t.number)
        .collect();
    let expected: Vec<u8> = (1..=numbers.len() as u8).collect();
    if numbers != expected {
        return Err(DataError::new(
            FREE_AGENTS_FILE,
            None,
            format!("tables must be numbered 1, 2, 3… in order, found {numbers:?}"),
        ));
    }
    for table in &reference.free_agent_tables {
        let entry = format!("table {}", table.number);
        let dice: Vec<u8> = table.result.iter().map(|r| r.die).collect();
        if dice != [1, 2, 3, 4, 5, 6] {
            return Err(DataError::new(
                FREE_AGENTS_FILE,
                Some(&entry),
                format!("results must be die faces 1 to 6 in order, found {dice:?}"),
            ));
        }
        for result in &table.result {
            let entry = format!("table {} die {}", table.number, result.die);
            if result.option.is_empty() {
                return Err(DataError::new(
                    FREE_AGENTS_FILE,
                    Some(&entry),
                    "a result needs at least one option",
                ));
            }
            for option in &result.option {
                if option.agent.is_empty() {
                    return Err(DataError::new(
                        FREE_AGENTS_FILE,
                        Some(&entry),
                        "an option needs at least one agent",
                    ));
                }
                for agent in &option.agent {
                    check_free_agent_ref(reference, &entry, agent)?;
                }
            }
        }
    }
    Ok(())
}

fn check_free_agent_ref(
    reference: &Reference,
    entry: &str,
    agent: &FreeAgentRef,
) -> Result<(), DataError> {
    let fail = |message: String| Err(DataError::new(FREE_AGENTS_FILE, Some(entry), message));
    if agent.count == 0 {
        return fail("an agent count must be at least 1".into());
    }
    match (
        &agent.team,
        &agent.role,
        &agent.profile,
        &agent.build,
        &agent.position,
    ) {
        (Some(team_id), Some(role_id), None, None, None) => {
            let Some(team) = reference.teams.iter().find(|t| &t.id == team_id) else {
                return fail(format!("unknown team `{team_id}`"));
            };
            if !team.role.iter().any(|r| &r.id == role_id) {
                return fail(format!("team `{team_id}` has no role `{role_id}`"));
            }
            Ok(())
        }
        (None, None, Some(profile), None, None) => {
            if reference
                .free_agent_profiles
                .iter()
                .any(|p| &p.id == profile)
            {
                Ok(())
            } else {
                fail(format!("unknown profile `{profile}`"))
            }
        }
        (None, None, None, Some(BuildKind::Mechanite | BuildKind::Mutant), Some(_)) => Ok(()),
        _ => fail(
            "an agent is either team + role, or profile, or build (mechanite/mutant) + position"
                .into(),
        ),
    }
}

fn validate_mechanite(reference: &Reference) -> Result<(), DataError> {
    let parts = &reference.mechanite_parts;
    check_named_entries(MECHANITE_FILE, "part", parts, |part| {
        check_stats(MECHANITE_FILE, &part.id, part.stats())?;
        check_skills(reference, MECHANITE_FILE, &part.id, &part.skills)?;
        if part.positions.is_empty() {
            return Err(DataError::new(
                MECHANITE_FILE,
                Some(&part.id),
                "a part needs at least one position",
            ));
        }
        if part.category == PartCategory::Coding && part.positions.len() != 1 {
            return Err(DataError::new(
                MECHANITE_FILE,
                Some(&part.id),
                "a basic coding sets exactly one position",
            ));
        }
        if part.starred && part.category != PartCategory::Arm {
            return Err(DataError::new(
                MECHANITE_FILE,
                Some(&part.id),
                "only arms can be starred",
            ));
        }
        Ok(())
    })?;
    for category in PartCategory::ALL {
        if !parts.iter().any(|p| p.category == category) {
            return Err(DataError::new(
                MECHANITE_FILE,
                None,
                format!("no part of category {category:?}"),
            ));
        }
    }
    Ok(())
}

fn validate_mutant(reference: &Reference) -> Result<(), DataError> {
    let positions = &reference.mutant_positions;
    check_ids(
        MUTANT_FILE,
        "position",
        positions.iter().map(|p| p.id.as_str()),
    )?;
    for position in positions {
        if Position::parse(&position.id).is_none() {
            return Err(DataError::new(
                MUTANT_FILE,
                Some(&position.id),
                "position id must be guard, jack or striker",
            ));
        }
        check_stats(MUTANT_FILE, &position.id, position.stats())?;
    }
    let upgrades = &reference.mutant_upgrades;
    check_named_entries(MUTANT_FILE, "upgrade", upgrades, |upgrade| {
        check_stats(MUTANT_FILE, &upgrade.id, upgrade.stats())?;
        check_skills(reference, MUTANT_FILE, &upgrade.id, &upgrade.skills)?;
        if !positions.iter().any(|p| p.id == upgrade.position.id()) {
            return Err(DataError::new(
                MUTANT_FILE,
                Some(&upgrade.id),
                "upgrade for a position with no base profile",
            ));
        }
        Ok(())
    })
}

fn validate_team_items(reference: &Reference) -> Result<(), DataError> {
    let letters: Vec<&str> = reference
        .hacks
        .hack
        .iter()
        .map(|h| h.letter.as_str())
        .collect();
    check_ids(
        TEAM_ITEMS_FILE,
        "hack",
        reference.hacks.hack.iter().map(|h| h.id.as_str()),
    )?;
    if letters != ["A", "B", "C", "D", "E", "F"] {
        return Err(DataError::new(
            TEAM_ITEMS_FILE,
            None,
            format!("hacks must be lettered A to F in order, found {letters:?}"),
        ));
    }
    let kinds: Vec<StaffKind> = reference.staff.kind.iter().map(|k| k.id).collect();
    if kinds != StaffKind::ALL {
        return Err(DataError::new(
            TEAM_ITEMS_FILE,
            None,
            "staff kinds must be offensive, defensive, support",
        ));
    }
    if reference.limits.max_players == 0 {
        return Err(DataError::new(
            TEAM_ITEMS_FILE,
            None,
            "max_players must be positive",
        ));
    }
    Ok(())
}
