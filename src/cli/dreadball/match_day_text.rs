//! Text output of the match-day commands.

use std::fmt::Write;

use crate::coach::Context;
use crate::coach::dreadball::{ItemLine, MvpOffer, PostMatchPlan, PreMatch, TeamDay};
use crate::rules::dreadball::match_day::{Advance, MatchDaySettings};
use crate::store::dreadball::ItemKind;

pub fn prematch(context: &Context, day: &PreMatch) -> String {
    let mut out = format!(
        "Match {}: {} (home) v {} (away){}\n",
        day.fixture.id,
        day.home.name,
        day.away.name,
        if day.played { " — played" } else { "" }
    );
    let outsider = [&day.home, &day.away]
        .into_iter()
        .find(|t| Some(t.team_id) == day.outsider);
    match outsider {
        Some(team) => {
            let _ = writeln!(
                out,
                "Outsider: {} with a bonus of {}mc (MVPs first, then a free-agent roll per full 10mc; what is under 10mc is lost)",
                team.name, day.bonus_mc
            );
        }
        None => out.push_str("Equal team values: no outsider, no bonus.\n"),
    }
    for team in [&day.home, &day.away] {
        out.push_str(&team_day(context, team));
    }
    out
}

fn team_day(context: &Context, team: &TeamDay) -> String {
    let max = context.reference().limits.max_players;
    let mut out = format!(
        "\n{} (team {}): value {}mc, treasury {}mc, players {}/{max}\n",
        team.name, team.team_id, team.value_mc, team.treasury_mc, team.players
    );
    if team.bonus.bonus_mc > 0 {
        let _ = writeln!(
            out,
            "  bonus {}mc: {}mc left, {} free-agent roll(s) left, {}mc will be lost",
            team.bonus.bonus_mc, team.bonus_left_mc, team.rolls_left, team.lost_mc
        );
    }
    let _ = writeln!(
        out,
        "  cheerleaders: may place {} (owns {}); coaching staff: {}",
        team.cheerleaders_allowed,
        team.cheerleaders_owned,
        team.staff.len()
    );
    if team.giants > 0 {
        let _ = writeln!(
            out,
            "  {} Giant(s): each takes 2 of the 6 places on the pitch",
            team.giants
        );
    }
    for line in &team.items {
        let _ = writeln!(out, "  {}", item(line).trim_end());
    }
    out
}

pub fn item(line: &ItemLine) -> String {
    let players: Vec<String> = line
        .players
        .iter()
        .map(|p| format!("#{} {}", p.number, p.name))
        .collect();
    let paid = format!("{}mc bonus, {}mc treasury", line.bonus_mc, line.treasury_mc);
    let mut out = match line.kind {
        ItemKind::Mvp => format!(
            "[{}] MVP {} ({paid}): {}",
            line.id,
            line.label,
            players.join(", ")
        ),
        ItemKind::Hack => format!("[{}] hack {} ({}mc)", line.id, line.label, line.treasury_mc),
        ItemKind::FreeAgent => {
            let head = format!(
                "[{}] free-agent table {}: rolled {} (seed {})",
                line.id,
                line.what,
                line.die.unwrap_or(0),
                line.seed.unwrap_or(0)
            );
            if line.is_pending() {
                let options: Vec<String> = line
                    .options
                    .iter()
                    .enumerate()
                    .map(|(i, o)| format!("{} {o}", i + 1))
                    .collect();
                format!(
                    "{head}: choose one of {} with `prematch choose --choice N`",
                    options.join(", ")
                )
            } else {
                format!("{head} → {}: {}", line.label, players.join(", "))
            }
        }
    };
    if line.turned_away > 0 {
        let _ = write!(
            out,
            " ({} more could not join: the 14-player limit; a pack joins whole or not at all)",
            line.turned_away
        );
    }
    out.push('\n');
    out
}

pub fn mvp_offers(offers: &[MvpOffer]) -> String {
    let mut out = String::new();
    for offer in offers {
        let cost = offer.cost_mc.map_or("--".to_string(), |c| format!("{c}mc"));
        match (&offer.payment, &offer.refused) {
            (Some(payment), _) => {
                let _ = writeln!(
                    out,
                    "{:<28} {cost:>5}  ({}mc bonus + {}mc treasury)  {}",
                    offer.name, payment.bonus_mc, payment.treasury_mc, offer.id
                );
            }
            (None, Some(reason)) => {
                let _ = writeln!(out, "{:<28} {cost:>5}  refused: {reason}", offer.name);
            }
            (None, None) => {}
        }
    }
    if out.is_empty() {
        out.push_str("No MVP can be hired by this team for this match.\n");
    }
    out
}

pub fn plan(plan: &PostMatchPlan, preview: bool) -> String {
    let mut out = format!(
        "{} {} {}–{} {} (dice seed {})\n",
        if preview {
            "Review of"
        } else {
            "Recorded the post-match of"
        },
        plan.fixture.home,
        plan.fixture.home_score.unwrap_or(0),
        plan.fixture.away_score.unwrap_or(0),
        plan.fixture.away,
        plan.seed
    );
    for team in &plan.teams {
        let _ = writeln!(
            out,
            "  {}: earnings {}mc (dice {:?}); value {}mc → {}mc; treasury {}mc{}",
            team.name,
            team.earnings_mc,
            team.earnings_dice,
            team.value_before_mc,
            team.value_after_mc,
            team.treasury_after_mc,
            team.man_of_the_match
                .as_ref()
                .map_or(String::new(), |p| format!("; man of the match {p}"))
        );
    }
    if !plan.dice.is_empty() {
        let dice: Vec<String> = plan
            .dice
            .iter()
            .map(|roll| {
                let typed = if roll.entered { " typed" } else { "" };
                format!("{}={}{typed}", roll.key, roll.result)
            })
            .collect();
        let _ = writeln!(
            out,
            "  dice (type any with --roll KEY=N): {}",
            dice.join(", ")
        );
    }
    for xp in &plan.experience {
        let _ = writeln!(
            out,
            "  {} +{} experience (total {}, rank {} → {})",
            xp.name, xp.gained, xp.total, xp.rank_before, xp.rank_after
        );
    }
    for rank in &plan.rank_ups {
        let advance = match &rank.advance {
            Some(Advance::Skill(skill)) => format!("new skill {skill}"),
            Some(Advance::Stat(stat)) => format!("better {}", stat.id()),
            None => "advancement still to choose".to_string(),
        };
        let die = rank.die.map_or(String::new(), |d| format!(" (rolled {d})"));
        let _ = writeln!(
            out,
            "  {} reaches rank {}: {advance}{die}",
            rank.name, rank.rank
        );
    }
    let lists = [
        ("died", &plan.dead),
        ("revived", &plan.revived),
        ("left after the match", &plan.leaving),
        ("signed", &plan.signed),
    ];
    for (what, players) in lists {
        if !players.is_empty() {
            let names: Vec<String> = players
                .iter()
                .map(|p| {
                    if p.cost_mc > 0 {
                        format!("{} ({}mc)", p.name, p.cost_mc)
                    } else {
                        p.name.clone()
                    }
                })
                .collect();
            let _ = writeln!(out, "  {what}: {}", names.join(", "));
        }
    }
    out
}

/// The match-day settings, each marked as Dugout's default or the league's own.
pub fn settings(day: &MatchDaySettings) -> String {
    let defaults = MatchDaySettings::default();
    let mark = |same: bool| {
        if same {
            " (default)"
        } else {
            " (league setting)"
        }
    };
    let on = |value: bool| if value { "on" } else { "off" };
    let (e, d) = (day.earnings, defaults.earnings);
    let thresholds: Vec<String> = day.rank_thresholds.iter().map(u32::to_string).collect();
    format!(
        "  match day (Dugout's defaults, not quoted rules):\n    rank thresholds: {}{}\n    man of the match: +{} experience{}\n    earnings: {}mc{} + win {}mc{} / draw {}mc{} + {} die(dice) of mc{}\n    revival: {}{}\n    free agents signed after a match: {}{}\n    MVPs paid from the treasury beyond the bonus: {}{}\n    Challenge Cup venue MVPs: {}{}\n",
        thresholds.join(","),
        mark(day.rank_thresholds == defaults.rank_thresholds),
        day.man_of_the_match_xp,
        mark(day.man_of_the_match_xp == defaults.man_of_the_match_xp),
        e.base_mc,
        mark(e.base_mc == d.base_mc),
        e.win_mc,
        mark(e.win_mc == d.win_mc),
        e.draw_mc,
        mark(e.draw_mc == d.draw_mc),
        e.dice,
        mark(e.dice == d.dice),
        day.revival_mc
            .map_or("off".to_string(), |p| format!("{p}mc")),
        mark(day.revival_mc == defaults.revival_mc),
        on(day.free_agent_signing),
        mark(day.free_agent_signing == defaults.free_agent_signing),
        on(day.mvp_from_treasury),
        mark(day.mvp_from_treasury == defaults.mvp_from_treasury),
        on(day.event_mvps),
        mark(day.event_mvps == defaults.event_mvps),
    )
}
