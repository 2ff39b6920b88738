//! `dugout team …` on a team of a Blood Bowl league.

use std::fmt::Write;
use std::process::ExitCode;

use serde_json::json;

use super::gp;
use super::tr::Text;
use crate::Result;
use crate::cli::args::TeamCommand;
use crate::cli::emit;
use crate::cli::team_colours::show_team;
use crate::cli::team_shared::{checked, released, run_shared};
use crate::coach::Context;
use crate::coach::bloodbowl::{self as bb, BloodBowlTeam};
use crate::data::Lang;
use crate::data::bloodbowl::Reference;
use crate::error::TeamFault;
use crate::rules::bloodbowl::Purchase;
use crate::store::{LeagueId, PlayerId, Store, TeamId};

/// `dugout team …` on a team of a Blood Bowl league.
pub fn run(store: &mut Store, context: &Context, command: &TeamCommand) -> Result<ExitCode> {
    let lang = context.lang;
    match command {
        TeamCommand::New(new) => {
            let json = &new.json;
            let new = bb::NewTeam {
                league: LeagueId(new.league),
                roster: &new.roster,
                name: &new.name,
                coach: &new.coach,
                treasury_gp: new.games.bloodbowl.treasury,
                hires: &new.games.bloodbowl.hires,
            };
            let team = bb::create_team_with(store, lang, &new)?;
            emit(*json, &team, || team_text(&team, lang))?;
        }
        TeamCommand::List { league, json } => {
            let teams = bb::list_teams(store, lang, LeagueId(*league))?;
            emit(*json, &teams, || {
                let mut out = String::from(
                    " id  name                      roster                  coach        players            TV      treasury\n",
                );
                for t in &teams {
                    let _ = writeln!(
                        out,
                        "{:>3}  {:<25} {:<23} {:<12} {:>7} {:>13} {:>13}",
                        t.id,
                        t.name,
                        t.roster_name,
                        t.coach,
                        t.players.len(),
                        gp(t.team_value_gp as i64, lang),
                        gp(t.treasury_gp, lang)
                    );
                }
                out
            })?;
        }
        TeamCommand::RenamePlayer { id, player, name } => {
            let player = bb::rename_player(store, TeamId(*id), PlayerId(*player), name)?;
            outln!("Player {} is now called {}", player.id, player.name);
        }
        TeamCommand::Renumber { id, player, number } => {
            let player = bb::renumber_player(store, TeamId(*id), PlayerId(*player), *number)?;
            outln!("{} now wears #{}", player.name, player.number);
        }
        TeamCommand::Show { id, json } => {
            let team = bb::show_team(store, lang, TeamId(*id))?;
            show_team(store, lang, TeamId(*id), *json, &team, || {
                team_text(&team, lang)
            })?;
        }
        TeamCommand::Check { id, json } => {
            let problems = bb::check_team(store, TeamId(*id))?;
            let messages: Vec<String> = problems.iter().map(|p| p.message(lang)).collect();
            return checked(*id, messages, *json);
        }
        TeamCommand::Hire {
            id,
            position,
            name,
            json,
        } => {
            let player = bb::hire(store, lang, TeamId(*id), position, name.as_deref())?;
            emit(*json, &player, || {
                format!(
                    "Hired #{} {} ({}) for {}\n",
                    player.number,
                    player.name,
                    player.position_name,
                    gp(player.cost_gp.into(), lang)
                )
            })?;
        }
        TeamCommand::Release { id, player, json } => {
            let player = bb::release(store, lang, TeamId(*id), PlayerId(*player))?;
            released(*json, &player, player.number, &player.name)?;
        }
        TeamCommand::Buy {
            id,
            item,
            count,
            json,
        } => {
            let purchase = Purchase::parse(item).ok_or_else(|| {
                let items = Purchase::ALL.iter().map(|p| p.id().to_string());
                TeamFault::CannotBuy {
                    game: crate::games::Game::names(&crate::coach::bloodbowl::BloodBowl),
                    item: item.clone(),
                    items: items.collect(),
                }
            })?;
            let cost = bb::buy(store, TeamId(*id), purchase, *count)?;
            let value =
                json!({ "team": id, "item": purchase.id(), "count": count, "cost_gp": cost });
            emit(*json, &value, || {
                format!(
                    "Bought {count} × {} for {}\n",
                    lang.pick(purchase.names().0, purchase.names().1),
                    gp(cost.into(), lang)
                )
            })?;
        }
        command => return run_shared(store, context, command),
    }
    Ok(ExitCode::SUCCESS)
}

fn team_text(team: &BloodBowlTeam, lang: Lang) -> String {
    let r = Reference::bundled().ok();
    let mut out = format!(
        "#{} {} — {} · {} {}\n",
        team.id,
        team.name,
        team.roster_name,
        Text::Coach.get(lang),
        team.coach
    );
    let _ = writeln!(
        out,
        "{} {} · TV {} · CTV {}",
        Text::TreasuryCapital.get(lang),
        gp(team.treasury_gp, lang),
        gp(team.team_value_gp as i64, lang),
        gp(team.current_team_value_gp as i64, lang)
    );
    let _ = writeln!(
        out,
        "{} {} · {} {} · {} {} · cheerleaders {} · {} {}",
        Text::ReRolls.get(lang),
        team.rerolls,
        Text::DedicatedFans.get(lang),
        team.dedicated_fans,
        Text::AssistantCoaches.get(lang),
        team.assistants,
        team.cheerleaders,
        Text::Apothecary.get(lang),
        if team.apothecary {
            Text::Yes.get(lang)
        } else {
            Text::No.get(lang)
        }
    );
    for p in &team.players {
        let pa = p.pa.map_or("-".to_string(), |pa| format!("{pa}+"));
        let skills = r.map_or(p.skills.join(", "), |r| r.skill_list(&p.skills, lang));
        let _ = writeln!(
            out,
            "  {:>2} {:<24} {:<20} MA {} ST {} AG {}+ PA {pa} AV {}+  SPP {}  {}  [id {}]",
            p.number, p.name, p.position_name, p.ma, p.st, p.ag, p.av, p.spp, skills, p.id
        );
    }
    out
}
