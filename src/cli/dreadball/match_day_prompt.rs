//! `postmatch --interactive`: the post-match report asked for on the terminal, then
//! reviewed (with the same dice the recording will roll) before anything is written.

use std::collections::BTreeMap;
use std::io::{BufRead, Write};

use super::match_day_text as text;
use crate::coach::dreadball::{AdvancementEntry, PlayerReport, PostMatchReport};
use crate::coach::{self, Context};
use crate::error::InputFault;
use crate::rules::dreadball::PlayerKind;
use crate::rules::dreadball::match_day::XpSource;
use crate::store::dreadball::PlayerRecord;
use crate::store::{FixtureId, Store};
use crate::{Error, Result};

/// Asks for everything; `None` when the input ends or the coach declines the review.
pub fn ask_report(
    store: &mut Store,
    context: &Context,
    fixture: FixtureId,
    input: &mut dyn BufRead,
) -> Result<Option<PostMatchReport>> {
    let day = coach::dreadball::prematch(store, context, fixture)?;
    outln!("{} v {} (match {fixture})", day.home.name, day.away.name);
    let mut report = PostMatchReport {
        seed: Some(rand::random::<u64>()),
        ..PostMatchReport::default()
    };
    if !day.played {
        let Some((home, away)) = ask_score(input)? else {
            return Ok(None);
        };
        report.home_score = Some(home);
        report.away_score = Some(away);
        report.landslide = Some(home.abs_diff(away) >= crate::rules::dreadball::LANDSLIDE_LEAD);
    }
    outln!(
        "For each player, type what happened, or press Enter for nothing:\n  s2 = 2 strikes, k1 = 1 kill, i = injured, d = dead, x1 = 1 exploit, c1 = 1 crowd double, o2 = 2 other experience"
    );
    for team in [&day.home, &day.away] {
        outln!("{}:", team.name);
        let players = coach::dreadball::show_team(store, context, team.team_id)?
            .team
            .players;
        let Some(()) = ask_players(&players, &mut report, input)? else {
            return Ok(None);
        };
        let Some(()) = ask_man_of_the_match(&players, &team.name, &mut report, input)? else {
            return Ok(None);
        };
        if day.settings.free_agent_signing {
            let Some(()) = ask_signing(&players, fixture, &mut report, input)? else {
                return Ok(None);
            };
        }
    }
    if let Some(price) = day.settings.revival_mc {
        let dead: Vec<_> = report
            .players
            .iter()
            .filter(|p| p.dead)
            .map(|p| p.player)
            .collect();
        for player in dead {
            if ask_yes(&format!("Revive player {player} for {price}mc?"), input)? == Some(true) {
                report.revive.push(player);
            }
        }
    }
    review(store, context, fixture, report, input)
}

fn ask_score(input: &mut dyn BufRead) -> Result<Option<(u32, u32)>> {
    loop {
        prompt("Final score, home-away (e.g. 5-3): ");
        let Some(line) = read_line(input)? else {
            return Ok(None);
        };
        let parsed = line
            .split_once(['-', ':', ' '])
            .and_then(|(h, a)| Some((h.trim().parse().ok()?, a.trim().parse().ok()?)));
        match parsed {
            Some(score) => return Ok(Some(score)),
            None => outln!("  `{line}` is not a score; write it as 5-3"),
        }
    }
}

fn ask_players(
    players: &[PlayerRecord],
    report: &mut PostMatchReport,
    input: &mut dyn BufRead,
) -> Result<Option<()>> {
    for player in players {
        loop {
            prompt(&format!("  #{} {}: ", player.number, player.name));
            let Some(line) = read_line(input)? else {
                return Ok(None);
            };
            match parse_player_line(&line, player) {
                Ok(Some(line)) => {
                    report.players.push(line);
                    break;
                }
                Ok(None) => break,
                Err(error) => outln!("  {error}"),
            }
        }
    }
    Ok(Some(()))
}

/// One player's answer: tokens like `s2 k1 i d x1 c1 o2`; `None` for nothing.
pub fn parse_player_line(line: &str, player: &PlayerRecord) -> Result<Option<PlayerReport>> {
    let mut report = PlayerReport {
        player: player.id,
        strikes: 0,
        kills: 0,
        injured: false,
        dead: false,
        experience: BTreeMap::new(),
    };
    let mut any = false;
    for token in line.split_whitespace() {
        let token = token.to_ascii_lowercase();
        let (letter, count) = token.split_at(1);
        let count: u32 = if count.is_empty() {
            1
        } else {
            count.parse().map_err(|_| bad_token(&token))?
        };
        match letter {
            "s" => report.strikes += count,
            "k" => report.kills += count,
            "i" => report.injured = true,
            "d" => report.dead = true,
            "x" => *report.experience.entry(XpSource::Exploit).or_default() += count,
            "c" => *report.experience.entry(XpSource::CrowdDouble).or_default() += count,
            "o" => *report.experience.entry(XpSource::Other).or_default() += count,
            _ => return Err(bad_token(&token)),
        }
        any = true;
    }
    Ok(any.then_some(report))
}

fn bad_token(token: &str) -> Error {
    InputFault::PromptToken {
        given: token.to_string(),
    }
    .into()
}

fn ask_man_of_the_match(
    players: &[PlayerRecord],
    team: &str,
    report: &mut PostMatchReport,
    input: &mut dyn BufRead,
) -> Result<Option<()>> {
    loop {
        prompt(&format!(
            "  Man of the match of {team} (shirt number, Enter for none): "
        ));
        let Some(line) = read_line(input)? else {
            return Ok(None);
        };
        if line.is_empty() {
            return Ok(Some(()));
        }
        match line
            .parse::<u32>()
            .ok()
            .and_then(|n| players.iter().find(|p| p.number == n))
        {
            Some(player) => {
                report.man_of_the_match.push(player.id);
                return Ok(Some(()));
            }
            None => outln!("  no player wears #{line} in this team"),
        }
    }
}

fn ask_signing(
    players: &[PlayerRecord],
    fixture: FixtureId,
    report: &mut PostMatchReport,
    input: &mut dyn BufRead,
) -> Result<Option<()>> {
    let agents = players.iter().filter(|p| {
        p.hired_for == Some(fixture) && p.kind == PlayerKind::FreeAgent && p.cost_mc > 0
    });
    for agent in agents {
        let question = format!("  Sign {} for good for {}mc?", agent.name, agent.cost_mc);
        match ask_yes(&question, input)? {
            None => return Ok(None),
            Some(true) => report.sign.push(agent.id),
            Some(false) => {}
        }
    }
    Ok(Some(()))
}

fn ask_yes(question: &str, input: &mut dyn BufRead) -> Result<Option<bool>> {
    prompt(&format!("{question} [y/N] "));
    Ok(read_line(input)?.map(|answer| matches!(answer.as_str(), "y" | "Y" | "yes" | "o" | "oui")))
}

/// Previews with the report's seed, asks for the advancement of each rank-up, shows the
/// review and asks before recording.
fn review(
    store: &mut Store,
    context: &Context,
    fixture: FixtureId,
    mut report: PostMatchReport,
    input: &mut dyn BufRead,
) -> Result<Option<PostMatchReport>> {
    loop {
        let plan = coach::dreadball::preview_postmatch(store, context, fixture, &report)?;
        let Some(pending) = plan.pending().next().cloned() else {
            out!("{}", text::plan(&plan, true));
            return Ok(match ask_yes("Record this post-match?", input)? {
                Some(true) => Some(report),
                _ => None,
            });
        };
        prompt(&format!(
            "{} reaches rank {}: advancement (skill:ID, stat:move|strength|speed|skill|armour, roll, roll:SKILL): ",
            pending.name, pending.rank
        ));
        let Some(choice) = read_line(input)? else {
            return Ok(None);
        };
        if let Err(error) = coach::dreadball::parse_advancement(&choice) {
            outln!("  {}", error.message(context.lang));
            continue;
        }
        report.advancements.push(AdvancementEntry {
            player: pending.player_id,
            choice,
        });
        if let Err(error) = coach::dreadball::preview_postmatch(store, context, fixture, &report) {
            outln!("  {}", error.message(context.lang));
            report.advancements.pop();
        }
    }
}

fn prompt(text: &str) {
    out!("{text}");
    let _ = std::io::stdout().flush();
}

/// Reads lines until one is not empty after trimming; `None` at the end of input.
fn read_line(input: &mut dyn BufRead) -> Result<Option<String>> {
    let mut line = String::new();
    let read = input
        .read_line(&mut line)
        .map_err(|error| crate::error::FileFault::ReadAnswer {
            cause: crate::error::IoCause::of(&error),
        })?;
    Ok((read > 0).then(|| line.trim().to_string()))
}
