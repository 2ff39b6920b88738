//! Plain-text renderings of DreadBall's command results.

use std::fmt::Write;

use super::tr::Text;
use crate::cli::text::play_settings;
use crate::coach::Context;
use crate::coach::dreadball::DreadBallLeague;
use crate::coach::dreadball::{TeamView, Template};
use crate::data::Named;
pub use crate::present::capitalised;
pub use crate::present::dreadball::{
    roster_name, skill_names, slot_name, stat_line, step_reason, target,
};
use crate::rules::dreadball::build::Build;
use crate::store::dreadball::PlayerRecord;

pub fn league_created(league: &DreadBallLeague) -> String {
    let (settings, league) = (league.settings(), &league.league);
    format!(
        "Created league {} \"{}\" ({}). Default prices: Coaching Die {}mc, DreadBall Card {}mc, starting treasury {}mc (league settings, not quoted rules).\n",
        league.id,
        league.name,
        league.game,
        settings.coaching_die_mc,
        settings.card_mc,
        settings.starting_treasury_mc
    )
}

/// A league's settings, each marked as the default or as changed by the league.
pub fn settings(context: &Context, dreadball: &DreadBallLeague) -> String {
    let league = &dreadball.league;
    let defaults = crate::rules::dreadball::Settings::defaults(context.reference());
    let mark = |value: u32, default: u32| {
        if value == default {
            format!("{value}mc (default)")
        } else {
            format!("{value}mc (league setting; default {default}mc)")
        }
    };
    let s = dreadball.settings();
    format!(
        "League {} \"{}\" settings — not quoted rules, a commissioner may change them:\n  Coaching Die: {}\n  DreadBall Card: {}\n  starting treasury of a line-up team: {}\n{}",
        league.id,
        league.name,
        mark(s.coaching_die_mc, defaults.coaching_die_mc),
        mark(s.card_mc, defaults.card_mc),
        mark(s.starting_treasury_mc, defaults.starting_treasury_mc),
        play_settings(league)
    ) + &super::match_day_text::settings(dreadball.match_day())
}

pub fn team(context: &Context, view: &TeamView) -> String {
    let team = &view.team;
    let roster_name = roster_name(context, &team.roster);
    let staff: Vec<&str> = team.staff.iter().map(|k| k.id()).collect();
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Team {} \"{}\" ({roster_name}), coach {}",
        team.id, team.name, team.coach
    );
    let _ = writeln!(
        out,
        "Treasury {}mc · team value {}mc · {} · dice {} · cards {} · cheerleaders {} · staff {}",
        team.treasury_mc,
        view.team_value_mc,
        crate::data::nouns::PLAYERS.count(team.players.len(), crate::data::Lang::En),
        team.dice,
        team.cards,
        team.cheerleaders,
        if staff.is_empty() {
            "none".to_string()
        } else {
            staff.join(", ")
        }
    );
    let _ = writeln!(
        out,
        "  id   #  name                     position  Mv Str Spd Skl Arm  cost  kind        skills"
    );
    for player in &team.players {
        let _ = writeln!(
            out,
            "{:>4} {:>3}  {:<24} {:<8}  {}  {:>3}  {:<10}  {}",
            player.id,
            player.number,
            player.name,
            player.position.id(),
            stat_line(&player.stats),
            player.cost_mc,
            player.kind.id(),
            skill_names(context, &player.skills)
        );
        if let Some(parts) = built_from(context, player) {
            let _ = writeln!(out, "{:>10}{parts}", "");
        }
        if let Some(fixture) = player.hired_for {
            let _ = writeln!(
                out,
                "{:>10}hired for match {fixture} only: leaves after it, not in the team value",
                ""
            );
        }
    }
    out
}

/// "built from: Jack, Monowheel, Body B, …" for a Mechanite or Mutant.
fn built_from(context: &Context, player: &PlayerRecord) -> Option<String> {
    let parts = crate::coach::dreadball::built_parts(context, player)?;
    Some(format!("{} {parts}", Text::BuiltFrom.get(context.lang)))
}

pub fn teams(context: &Context, views: &[TeamView]) -> String {
    if views.is_empty() {
        return "No team in this league yet.\n".into();
    }
    let mut out = String::from(
        " id  name                      roster                  coach        players  value  treasury\n",
    );
    for view in views {
        let team = &view.team;
        let _ = writeln!(
            out,
            "{:>3}  {:<24}  {:<22}  {:<11}  {:>7}  {:>5}  {:>8}",
            team.id,
            team.name,
            roster_name(context, &team.roster),
            team.coach,
            team.players.len(),
            view.team_value_mc,
            team.treasury_mc
        );
    }
    out
}

pub fn built(player: &PlayerRecord) -> String {
    format!(
        "Built #{} {} (player id {}) for {}mc\n",
        player.number, player.name, player.id, player.cost_mc
    )
}

pub fn hired(player: &PlayerRecord) -> String {
    format!(
        "Hired #{} {} (player id {}) for {}mc\n",
        player.number, player.name, player.id, player.cost_mc
    )
}

/// A priced build: the player it makes, then each part with its price and why.
pub fn build(context: &Context, build: &Build<'_>) -> String {
    let lang = context.lang;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{} {} — {}mc",
        capitalised(build.design.kind().id()),
        build.position.id(),
        build.cost_mc
    );
    let _ = writeln!(out, "  Mv Str Spd Skl Arm");
    let _ = writeln!(out, "  {}", stat_line(&build.stats));
    let skills = skill_names(context, &build.skills);
    let _ = writeln!(
        out,
        "  {} {}",
        Text::Skills.get(lang),
        if skills.is_empty() {
            Text::None.get(lang)
        } else {
            &skills
        }
    );
    for step in &build.steps {
        let _ = writeln!(
            out,
            "  {:<15} {:<26} {:>3}mc  {:<4}  {}",
            slot_name(step.slot, lang),
            step.part.name(lang),
            step.cost_mc(),
            if step.paid {
                Text::Paid.get(lang)
            } else {
                Text::Free.get(lang)
            },
            step_reason(context, step)
        );
    }
    out
}

pub fn template_saved(template: &Template) -> String {
    format!(
        "Saved template {} \"{}\"{}\n",
        template.id,
        template.name,
        template
            .cost_mc
            .map_or(String::new(), |cost| format!(" ({cost}mc)"))
    )
}

pub fn templates(templates: &[Template]) -> String {
    if templates.is_empty() {
        return "No saved design yet. Save one with: dugout mechanite save --name NAME … or dugout mutant save --name NAME …\n".into();
    }
    let mut out = String::from(" id  kind       cost  name\n");
    for template in templates {
        let kind = template.design.kind().id();
        let cost = template
            .cost_mc
            .map_or("-".to_string(), |cost| format!("{cost}mc"));
        let _ = writeln!(
            out,
            "{:>3}  {:<9} {:>5}  {}",
            template.id, kind, cost, template.name
        );
        if let Some(problem) = &template.problem {
            let _ = writeln!(out, "     no longer legal: {problem}");
        }
    }
    out
}
