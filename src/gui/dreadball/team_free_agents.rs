//! DreadBall's free-agent choice after a roll, as a table of the shared roster parts:
//! each option the table gives with its agent's position (by name), stats and skills,
//! and one Choose button a row.

use iced::Element;

use crate::coach::Context;
use crate::coach::dreadball::ItemLine;
use crate::data::dreadball::{FreeAgentRef, Position, StatLine};
use crate::gui::dreadball::tr::Dr;
use crate::gui::roster::{RosterColumn, action_column, roster_table};
use crate::gui::tr::{Text, Tm, tr};
use crate::present::dreadball::{movement, skill_names, target};

/// What the list shows of an option's first agent.
struct Agent {
    count: u32,
    position: Option<Position>,
    stats: Option<StatLine>,
    skills: Vec<String>,
}

/// The options of the pending roll `item`; `choose` is what a row's button sends (by the
/// option's number, from 1), None while a change is on its way.
pub fn free_agent_choices<'a, M: Clone + 'a>(
    item: &'a ItemLine,
    choose: impl Fn(u32) -> Option<M> + 'a,
    context: Context,
) -> Element<'a, M> {
    let lang = context.lang;
    let number = move |option: &String| {
        item.options
            .iter()
            .position(|o| std::ptr::eq(o, option))
            .map_or(0, |at| at as u32 + 1)
    };
    let agent = move |option: &String| agent_of(item, number(option), context);
    let stat = move |label: Dr, value: fn(&StatLine) -> String| {
        RosterColumn::stat(tr(lang, label), move |option: &String| {
            agent(option)
                .and_then(|a| a.stats)
                .as_ref()
                .map_or(String::new(), value)
        })
    };
    let columns = vec![
        RosterColumn::text(tr(lang, Tm::Option), 170.0, |option: &String| {
            option.clone()
        }),
        RosterColumn::text(tr(lang, Text::Position), 70.0, move |option: &String| {
            agent(option).map_or(String::new(), |a| position_text(&a, context))
        }),
        stat(Dr::Mv, |s| movement(s.movement)),
        stat(Dr::Str, |s| target(s.strength)),
        stat(Dr::Spd, |s| target(s.speed)),
        stat(Dr::Skl, |s| target(s.skill)),
        stat(Dr::Arm, |s| target(s.armour)),
        RosterColumn::wide(tr(lang, Text::Skills), move |option: &String| {
            agent(option).map_or(String::new(), |a| skill_names(&context, &a.skills))
        }),
        action_column(tr(lang, Tm::Choose), lang, move |option: &String| {
            choose(number(option)).ok_or_else(|| tr(lang, Tm::NotAvailable).to_string())
        }),
    ];
    roster_table(columns, &item.options)
}

/// "Jack" or "2 × Jack"; a built agent says so.
fn position_text(agent: &Agent, context: Context) -> String {
    let name = match agent.position {
        Some(position) => position.name().to_string(),
        None => tr(context.lang, Tm::Built).to_string(),
    };
    if agent.count > 1 {
        format!("{} × {name}", agent.count)
    } else {
        name
    }
}

/// The first agent option `number` of the roll's table and die brings.
fn agent_of(item: &ItemLine, number: u32, context: Context) -> Option<Agent> {
    let reference = context.reference();
    let table = reference
        .free_agent_tables
        .iter()
        .find(|table| table.number.to_string() == item.what)?;
    let result = table.result.iter().find(|r| Some(r.die) == item.die)?;
    let option = result.option.get(number.checked_sub(1)? as usize)?;
    let first = option.agent.first()?;
    Some(agent_facts(first, context))
}

fn agent_facts(agent: &FreeAgentRef, context: Context) -> Agent {
    let reference = context.reference();
    let role = agent
        .team
        .as_deref()
        .and_then(|team| reference.team(team))
        .zip(agent.role.as_deref())
        .and_then(|(team, role)| team.find_role(role));
    let profile = agent.profile.as_deref().and_then(|id| {
        reference
            .free_agent_profiles
            .iter()
            .find(|profile| profile.id == id)
    });
    let (position, stats, skills) = match (role, profile) {
        (Some(role), _) => (Some(role.position), Some(role.stats()), role.skills.clone()),
        (None, Some(profile)) => (
            Some(profile.position),
            Some(profile.stats()),
            profile.skills.clone(),
        ),
        (None, None) => (agent.position, None, Vec::new()),
    };
    Agent {
        count: agent.count,
        position,
        stats,
        skills,
    }
}
