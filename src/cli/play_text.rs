//! Plain-text renderings of the league-play commands: seasons, fixtures and match
//! results (standings and brackets: `standings_text.rs`; the audit log and history:
//! `history_text.rs`).

use std::fmt::Write;

use crate::coach::{EventLine, FixtureLine, ResetPlan, SeasonView};
use crate::data::Lang;
use crate::data::nouns::{MATCHES, ROUNDS, TEAMS};
use crate::store::SeasonRecord;
pub fn season_created(view: &SeasonView) -> String {
    format!(
        "Created season {} \"{}\" with {}.\n{}",
        view.season.id,
        view.season.name,
        TEAMS.count(view.teams.len(), Lang::En),
        season(view)
    )
}

pub fn seasons(seasons: &[SeasonRecord]) -> String {
    if seasons.is_empty() {
        return "No season yet. Start one with: dugout season new --league ID --name NAME\n".into();
    }
    let mut out = String::from(" id  started     closed      name\n");
    for season in seasons {
        let closed = season
            .closed_on
            .map_or_else(|| "-".to_string(), |d| d.to_string());
        let _ = writeln!(
            out,
            "{:>3}  {}  {:<10}  {}",
            season.id, season.started_on, closed, season.name
        );
    }
    out
}

pub fn season(view: &SeasonView) -> String {
    let state = match view.season.closed_on {
        Some(on) => format!("closed on {on}"),
        None => "open".to_string(),
    };
    let mut out = format!(
        "Season {} \"{}\" (started {}, {state})\n",
        view.season.id, view.season.name, view.season.started_on
    );
    if view.teams.is_empty() {
        out.push_str(
            "  no teams yet: dugout season add-team --season ID --team ID [--division NAME]\n",
        );
    }
    for team in &view.teams {
        let division = team
            .division
            .as_deref()
            .map_or_else(String::new, |d| format!("  [{d}]"));
        let _ = writeln!(out, "  {:>4}  {}{division}", team.team_id, team.name);
    }
    out
}

pub fn fixtures_generated(lines: &[FixtureLine]) -> String {
    let rounds = lines.iter().map(|l| l.round).max().unwrap_or(0);
    format!(
        "Generated {} in {}.\n{}",
        MATCHES.count(lines.len(), Lang::En),
        ROUNDS.count(rounds, Lang::En),
        fixtures(lines)
    )
}

pub fn fixture_added(line: &FixtureLine) -> String {
    format!(
        "Added match {}.\n{}",
        line.id,
        fixtures(std::slice::from_ref(line))
    )
}

pub fn fixtures(lines: &[FixtureLine]) -> String {
    fixtures_with_byes(lines, &[])
}

/// The matches by round; after each league round, the teams with a bye in it.
pub fn fixtures_with_byes(lines: &[FixtureLine], byes: &[(u32, String)]) -> String {
    if lines.is_empty() {
        return "No matches. Generate them with: dugout fixtures generate --season ID\n".into();
    }
    let mut out = String::new();
    let mut current = None;
    for line in lines {
        let heading = (line.playoff, line.round);
        if current != Some(heading) {
            if let Some((false, round)) = current {
                out.push_str(&bye_line(byes, round));
            }
            let kind = if line.playoff {
                "Playoff round"
            } else {
                "Round"
            };
            let _ = writeln!(out, "{kind} {}", line.round);
            current = Some(heading);
        }
        let _ = writeln!(
            out,
            "  {:>5}  {:<10}  {} v {}  {}",
            line.id,
            date_text(line.date),
            line.home,
            line.away,
            status(line)
        );
    }
    if let Some((false, round)) = current {
        out.push_str(&bye_line(byes, round));
    }
    out
}

fn bye_line(byes: &[(u32, String)], round: u32) -> String {
    let idle: Vec<&str> = byes
        .iter()
        .filter(|(r, _)| *r == round)
        .map(|(_, name)| name.as_str())
        .collect();
    if idle.is_empty() {
        String::new()
    } else {
        format!("  bye: {}\n", idle.join(", "))
    }
}

fn status(line: &FixtureLine) -> String {
    match (line.home_score, line.away_score) {
        (Some(home), Some(away)) => {
            let landslide = if line.landslide { " landslide" } else { "" };
            let by_score = home.cmp(&away);
            let decided = match line.decided {
                Some(decided) if decided.ordering() != by_score => match decided.winner() {
                    None => " (a draw by the points to score)".to_string(),
                    Some(side) => {
                        let team = if side == crate::rules::Side::Home {
                            &line.home
                        } else {
                            &line.away
                        };
                        format!(" (won by {team})")
                    }
                },
                _ => String::new(),
            };
            format!("{home}–{away}{landslide}{decided}")
        }
        _ => "to play".to_string(),
    }
}

pub fn result_recorded(verb: &str, line: &FixtureLine) -> String {
    format!(
        "{verb} match {}: {} {} {}.\n",
        line.id,
        line.home,
        status(line),
        line.away
    )
}

pub fn reset(plan: &ResetPlan, dry_run: bool) -> String {
    let line = &plan.fixture;
    let mut out = if dry_run {
        format!(
            "Resetting match {} ({} {} {}) would undo:\n",
            line.id,
            line.home,
            status(line),
            line.away
        )
    } else {
        format!(
            "Reset match {} ({} {} {}); it is to play again. Undone:\n",
            line.id,
            line.home,
            status(line),
            line.away
        )
    };
    if line.home_score.is_some() {
        let _ = writeln!(out, "  the result {}", status(line));
    }
    if plan.postmatch {
        out.push_str("  the post-match: what it gave players and teams (experience or SPP, advancements, winnings, fans, staff, signings, revivals) is put back as it was; players hired for the match come back for it
");
    }
    for event in &plan.events {
        let _ = writeln!(out, "  {}", event_text(event));
    }
    for name in &plan.revived {
        let _ = writeln!(out, "  {name} is back on the roster");
    }
    for game in &plan.removed_games {
        let _ = writeln!(
            out,
            "  playoff game {game}, which the result made, is removed"
        );
    }
    for item in &plan.prematch_items {
        let _ = writeln!(
            out,
            "  pre-match: {item}, with its cost and the players it brought"
        );
    }
    out
}

fn event_text(event: &EventLine) -> String {
    format!(
        "#{} {}: {} ×{}",
        event.number,
        event.player,
        event.kind.id(),
        event.amount
    )
}

pub fn match_shown(line: &FixtureLine, events: &[EventLine]) -> String {
    let mut out = fixtures(std::slice::from_ref(line));
    for event in events {
        let _ = writeln!(out, "    {}", event_text(event));
    }
    out
}

/// A date for messages: the date or "no date".
fn date_text(date: Option<chrono::NaiveDate>) -> String {
    date.map_or_else(|| "no date".to_string(), |d| d.to_string())
}
