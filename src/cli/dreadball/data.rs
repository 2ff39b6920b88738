//! `dugout data …`: the reference tables, as text or JSON.

use std::fmt::Write;

use serde_json::json;

use super::text::{skill_names, stat_line, target};
use crate::Result;
use crate::cli::args::DataTable;
use crate::cli::emit;
use crate::coach::Context;
use crate::data::Named;
use crate::data::dreadball::{FreeAgentRef, Reference};

pub fn print(context: &Context, table: DataTable, as_json: bool) -> Result<()> {
    let r = context.reference();
    match table {
        DataTable::Teams => emit(
            as_json,
            &json!({ "factions": r.factions, "teams": r.teams }),
            || teams(context),
        ),
        DataTable::Mvps => emit(as_json, &r.mvps, || mvps(context)),
        DataTable::Skills => emit(as_json, &r.skills, || skills(context)),
        DataTable::FreeAgents => emit(
            as_json,
            &json!({ "profiles": r.free_agent_profiles, "tables": r.free_agent_tables }),
            || free_agents(context),
        ),
        DataTable::Mechanite => emit(
            as_json,
            &json!({ "parts": r.mechanite_parts, "armour": r.mechanite_armour }),
            || mechanite(context),
        ),
        DataTable::Mutant => emit(
            as_json,
            &json!({ "positions": r.mutant_positions, "upgrades": r.mutant_upgrades }),
            || mutant(context),
        ),
        DataTable::Hacks => emit(as_json, &r.hacks, || hacks(context)),
        DataTable::SpecialRules | DataTable::Inducements | DataTable::ImportRoster => {
            Err(crate::error::bloodbowl::BloodBowlFault::DataOnly.into())
        }
    }
}

fn count_or_unknown(value: Option<u32>) -> String {
    value.map_or("?".into(), |v| v.to_string())
}

fn teams(context: &Context) -> String {
    let mut out = String::new();
    for team in &context.reference().teams {
        let _ = writeln!(
            out,
            "{} — {} (season {}, {}) · dice {} · cards {}{}",
            team.id,
            team.name(context.lang),
            team.season,
            context
                .reference()
                .faction(&team.faction)
                .map_or("?", |f| f.name(context.lang)),
            count_or_unknown(team.starting_dice),
            count_or_unknown(team.starting_cards),
            if team.starting_staff.is_empty() {
                String::new()
            } else {
                format!(
                    " · staff {}",
                    team.starting_staff
                        .iter()
                        .map(|k| k.id())
                        .collect::<Vec<_>>()
                        .join(", ")
                )
            }
        );
        for role in &team.role {
            let _ = writeln!(
                out,
                "    {:<18} {:<8} {}  x{:<2} {:>4}  {}",
                role.id,
                role.position.id(),
                stat_line(&role.stats()),
                count_or_unknown(role.starting_count),
                role.cost_mc.map_or("-".into(), |c| format!("{c}mc")),
                skill_names(context, &role.skills)
            );
        }
    }
    out
}

fn mvps(context: &Context) -> String {
    let mut out = String::new();
    for mvp in &context.reference().mvps {
        let _ = writeln!(
            out,
            "{} — {} ({:?}, season {}) · {} · {}",
            mvp.id,
            mvp.name(context.lang),
            mvp.kind,
            mvp.season,
            mvp.cost_mc
                .map_or("cost not given".into(), |c| format!("{c}mc")),
            context.lang.pick(&mvp.plays_for_en, &mvp.plays_for_fr)
        );
        for member in &mvp.member {
            for form in &member.form {
                let positions: Vec<&str> = form.positions.iter().map(|p| p.id()).collect();
                let _ = writeln!(
                    out,
                    "    {:<16} {:<14} {:>2} {:>3} {:>3} {:>3} {:>3}",
                    member.name,
                    positions.join("/"),
                    form.movement,
                    target(Some(form.strength)),
                    target(Some(form.speed)),
                    target(Some(form.skill)),
                    target(Some(form.armour))
                );
            }
        }
        let _ = writeln!(out, "    {}", skill_names(context, &mvp.skills));
    }
    out
}

fn skills(context: &Context) -> String {
    let mut out = String::new();
    for skill in &context.reference().skills {
        let _ = writeln!(
            out,
            "{} — {} ({}): {}",
            skill.id,
            skill.name(context.lang),
            context.lang.pick(&skill.who_en, &skill.who_fr),
            context
                .lang
                .pick(&skill.description_en, &skill.description_fr)
        );
    }
    out
}

fn agent_text(reference: &Reference, context: &Context, agent: &FreeAgentRef) -> String {
    let what = if let (Some(team), Some(role)) = (&agent.team, &agent.role) {
        let team = reference.teams.iter().find(|t| &t.id == team);
        let role = team.and_then(|t| t.role.iter().find(|r| &r.id == role));
        match (team, role) {
            (Some(team), Some(role)) => {
                format!("{} ({})", role.name(context.lang), team.name(context.lang))
            }
            _ => "?".into(),
        }
    } else if let Some(profile) = &agent.profile {
        reference
            .free_agent_profiles
            .iter()
            .find(|p| &p.id == profile)
            .map_or("?".into(), |p| p.name(context.lang).to_string())
    } else {
        format!(
            "{:?} {}",
            agent
                .build
                .unwrap_or(crate::data::dreadball::BuildKind::Roster),
            agent.position.map_or("?", |p| p.id())
        )
    };
    if agent.count > 1 {
        format!("{} × {what}", agent.count)
    } else {
        what
    }
}

fn free_agents(context: &Context) -> String {
    let reference = context.reference();
    let mut out = String::new();
    for table in &reference.free_agent_tables {
        let _ = writeln!(out, "Table {}", table.number);
        for result in &table.result {
            let options: Vec<String> = result
                .option
                .iter()
                .map(|option| {
                    option
                        .agent
                        .iter()
                        .map(|a| agent_text(reference, context, a))
                        .collect::<Vec<_>>()
                        .join(" + ")
                })
                .collect();
            let _ = writeln!(out, "  {}: {}", result.die, options.join("  OR  "));
        }
    }
    let _ = writeln!(out, "Profiles");
    for profile in &reference.free_agent_profiles {
        let _ = writeln!(
            out,
            "  {:<28} {:<8} {}  {}",
            profile.name(context.lang),
            profile.position.id(),
            stat_line(&profile.stats()),
            skill_names(context, &profile.skills)
        );
    }
    out
}

fn mechanite(context: &Context) -> String {
    let mut out = String::new();
    for part in &context.reference().mechanite_parts {
        let positions: Vec<&str> = part.positions.iter().map(|p| p.id()).collect();
        let _ = writeln!(
            out,
            "{:<12} {:<24}{} {:<22} {:>2}mc  {}",
            format!("{:?}", part.category).to_lowercase(),
            part.name(context.lang),
            if part.starred { "*" } else { " " },
            positions.join("/"),
            part.cost_mc,
            skill_names(context, &part.skills)
        );
    }
    out
}

fn mutant(context: &Context) -> String {
    let mut out = String::new();
    for position in &context.reference().mutant_positions {
        let _ = writeln!(
            out,
            "{} {} {}mc",
            position.name(context.lang),
            stat_line(&position.stats()),
            position.cost_mc
        );
        for upgrade in context
            .reference()
            .mutant_upgrades
            .iter()
            .filter(|u| u.position.id() == position.id)
        {
            let _ = writeln!(
                out,
                "    {:<10} {:<34} {:>2}mc  {}",
                format!("{:?}", upgrade.body_part).to_lowercase(),
                upgrade.name(context.lang),
                upgrade.cost_mc,
                skill_names(context, &upgrade.skills)
            );
        }
    }
    out
}

fn hacks(context: &Context) -> String {
    let hacks = &context.reference().hacks;
    let mut out = format!(
        "Hacks: {}mc each, at most {} per match\n",
        hacks.cost_mc, hacks.max_per_match
    );
    for hack in &hacks.hack {
        let _ = writeln!(
            out,
            "{} — {}: {}",
            hack.letter,
            hack.name(context.lang),
            context.lang.pick(&hack.effect_en, &hack.effect_fr)
        );
    }
    out
}
