//! Plain-text renderings of the league-play commands.

use std::fmt::Write;

use serde::Serialize;

use crate::coach::{
    Bracket, Career, DivisionTable, EventLine, FixtureLine, Grave, HeadToHead, Outcome, ResetPlan,
    SeasonView, StandingLine, TeamHistory, TeamMatch,
};
use crate::data::Lang;
use crate::data::nouns::{MATCHES, ROUNDS, TEAMS};

use crate::coach::games;
use crate::games::Game;
use crate::store::{AuditRecord, FieldChange, LeagueRecord, SeasonRecord};

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

/// The standings rows as the CLI's JSON gives them.
#[derive(Serialize)]
pub struct JsonRow<'a> {
    pub division: Option<&'a str>,
    #[serde(flatten)]
    pub line: &'a StandingLine,
}

pub fn json_rows(table: &DivisionTable) -> Vec<JsonRow<'_>> {
    table
        .rows
        .iter()
        .map(|line| JsonRow {
            division: table.division.as_ref().map(|d| d.name.as_str()),
            line,
        })
        .collect()
}

pub fn standings(tables: &[DivisionTable], league: &LeagueRecord) -> String {
    let Ok(game) = games::of(&league.game) else {
        return String::new();
    };
    let mut out = String::new();
    for table in tables {
        if let Some(division) = &table.division {
            let _ = writeln!(out, "Division {}", division.name);
        }
        out.push_str(&standings_heading(game));
        for row in &table.rows {
            out.push_str(&standings_row(game, row));
        }
        out.push_str(&tie_notes(game, &table.rows));
        out.push('\n');
    }
    out.push_str(&points_note(game, league));
    out
}

fn standings_heading(game: &dyn Game) -> String {
    let [sf, sa, sd] = game.score_headings(Lang::En);
    let landslides = if game.has_bonus_win() { "  LS" } else { "" };
    let casualties = if game.counts_casualties() {
        "  CAS+  CAS-"
    } else {
        ""
    };
    format!(
        " pos  team                         P   W   D   L{landslides}  pts {sf:>4} {sa:>4} {sd:>5}{casualties}\n"
    )
}

fn standings_row(game: &dyn Game, row: &StandingLine) -> String {
    let landslides = if game.has_bonus_win() {
        format!(" {:>3}", row.bonus_wins)
    } else {
        String::new()
    };
    let casualties = if game.counts_casualties() {
        format!(" {:>5} {:>5}", row.casualties_for, row.casualties_against)
    } else {
        String::new()
    };
    format!(
        " {:>3}  {:<26} {:>3} {:>3} {:>3} {:>3}{landslides} {:>4} {:>4} {:>4} {:>+5}{casualties}\n",
        row.position,
        truncate(&row.team, 26),
        row.played,
        row.won,
        row.drawn,
        row.lost,
        row.points,
        row.scored_for,
        row.conceded,
        row.score_difference
    )
}

fn tie_notes(game: &dyn Game, rows: &[StandingLine]) -> String {
    let mut out = String::new();
    for pair in rows.windows(2) {
        let (above, below) = (&pair[0], &pair[1]);
        if let Some(tie_breaker) = above.ahead_by {
            let _ = writeln!(
                out,
                "  {} above {} on {}",
                above.team,
                below.team,
                game.tie_breaker_name(tie_breaker, Lang::En)
            );
        } else if above.level_with_next {
            let _ = writeln!(
                out,
                "  {} and {} are level on every tie-breaker",
                above.team, below.team
            );
        }
    }
    out
}

fn points_note(game: &dyn Game, league: &LeagueRecord) -> String {
    let points = league.play.points;
    let defaults = game.default_play().points;
    let whose = if points == defaults {
        "Dugout's defaults, not quoted rules".to_string()
    } else if game.has_bonus_win() {
        format!(
            "league setting; defaults {}/{}/{}/{}",
            defaults.landslide_win, defaults.win, defaults.draw, defaults.loss
        )
    } else {
        format!(
            "league setting; defaults {}/{}/{}",
            defaults.win, defaults.draw, defaults.loss
        )
    };
    let order: Vec<String> = league
        .play
        .tie_breakers
        .iter()
        .map(|t| game.tie_breaker_name(*t, Lang::En))
        .collect();
    let landslide = if game.has_bonus_win() {
        format!("landslide win {}, ", points.landslide_win)
    } else {
        String::new()
    };
    let points = match game.points_note(Lang::En) {
        Some(note) => note.to_string(),
        None => format!(
            "Points: {landslide}win {}, draw {}, loss {} ({whose}).",
            points.win, points.draw, points.loss
        ),
    };
    format!("{points}\nOrder: {}.\n", order.join(", then "))
}

fn truncate(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        text.to_string()
    } else {
        let cut: String = text.chars().take(width - 1).collect();
        format!("{cut}…")
    }
}

pub fn bracket(bracket: &Bracket, created: bool) -> String {
    let p = &bracket.playoff;
    let mut out = if created {
        format!(
            "Created playoff {} \"{}\" (best of {}).\n",
            p.id, p.name, p.best_of
        )
    } else {
        format!("Playoff {} \"{}\" (best of {})\n", p.id, p.name, p.best_of)
    };
    let rounds = bracket.rounds.len();
    for (index, round) in bracket.rounds.iter().enumerate() {
        let title = match rounds - index {
            1 => "Final".to_string(),
            2 => "Semi-finals".to_string(),
            3 => "Quarter-finals".to_string(),
            _ => format!("Round {}", index + 1),
        };
        let _ = writeln!(out, "{title}");
        for tie in round {
            let side = |s: &Option<crate::coach::Seeded>| {
                s.as_ref()
                    .map_or_else(|| "?".to_string(), |s| format!("({}) {}", s.seed, s.name))
            };
            let line = if tie.bye {
                format!("{} — bye", side(&tie.home))
            } else {
                format!(
                    "{} {}–{} {}",
                    side(&tie.home),
                    tie.home_wins,
                    tie.away_wins,
                    side(&tie.away)
                )
            };
            let games: Vec<String> = tie.games.iter().map(|g| g.to_string()).collect();
            let games = if games.is_empty() {
                String::new()
            } else {
                format!("  matches {}", games.join(", "))
            };
            let _ = writeln!(out, "  {line}{games}");
        }
    }
    if let Some(champion) = bracket.champion {
        let name = bracket
            .rounds
            .last()
            .and_then(|r| r.first())
            .and_then(|t| {
                [&t.home, &t.away]
                    .into_iter()
                    .flatten()
                    .find(|s| s.team_id == champion)
            })
            .map_or_else(|| champion.to_string(), |s| s.name.clone());
        let _ = writeln!(out, "Champion: {name}");
    }
    out
}

pub fn audit(rows: &[AuditRecord]) -> String {
    if rows.is_empty() {
        return "Nothing in the audit log matches.\n".into();
    }
    let mut out = String::new();
    for row in rows {
        let _ = writeln!(
            out,
            "{:>5}  {}  {:<10}  {:<18}  {}",
            row.id, row.at, row.actor, row.action, row.summary
        );
        for change in &row.changes {
            let _ = writeln!(out, "{:>7}{}", "", change_text(change));
        }
        if let Some(reason) = &row.reason {
            let _ = writeln!(out, "{:>7}why: {reason}", "");
        }
    }
    out
}

fn change_text(change: &FieldChange) -> String {
    let show = |v: &Option<String>| v.clone().unwrap_or_else(|| "(none)".to_string());
    format!(
        "{}: {} → {}",
        change.field,
        show(&change.before),
        show(&change.after)
    )
}

pub fn overridden(change: &FieldChange) -> String {
    format!(
        "Set {} (recorded in the audit log with the reason).\n",
        change_text(change)
    )
}

fn outcome_letter(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Won => "W",
        Outcome::Drawn => "D",
        Outcome::Lost => "L",
    }
}

fn match_row(m: &TeamMatch) -> String {
    let place = if m.at_home { "v" } else { "at" };
    let landslide = if m.landslide { " landslide" } else { "" };
    let playoff = if m.playoff { " (playoff)" } else { "" };
    format!(
        "  {}  {}  {:<8} {place} {}  {}–{}{landslide}{playoff}",
        m.played_on,
        outcome_letter(m.outcome),
        m.season,
        m.opponent,
        m.strikes_for,
        m.strikes_against
    )
}

pub fn team_history(history: &TeamHistory) -> String {
    let r = history.record;
    let score = games::of(&history.game).map_or("score", |game| game.score_noun(Lang::En));
    let mut out = format!(
        "{}: played {}, won {}, drawn {}, lost {}, {score} {}–{}\n",
        history.name, r.played, r.won, r.drawn, r.lost, r.strikes_for, r.strikes_against
    );
    for m in &history.matches {
        let _ = writeln!(out, "{}", match_row(m));
    }
    out.push_str("Players:\n");
    for p in &history.players {
        let gone = p
            .released_on
            .map_or_else(String::new, |d| format!("  (left {d})"));
        let _ = writeln!(
            out,
            "  {:>4}  #{:<2} {}{gone}",
            p.player.id, p.player.number, p.player.name
        );
    }
    out
}

pub fn career(career: &Career) -> String {
    let t = career.totals;
    let p = &career.player.player;
    let died = if t.died { ", died" } else { "" };
    let mut out = format!(
        "#{} {} ({}): {} matches, {} strikes, {} injuries, {} kills, {} experience{died}\n",
        p.number,
        p.name,
        career.team,
        career.matches.len(),
        t.strikes,
        t.injuries,
        t.kills,
        t.experience
    );
    for m in &career.matches {
        let e = m.events;
        let _ = writeln!(
            out,
            "{}   strikes {} injuries {} kills {} xp {}",
            match_row(&m.game),
            e.strikes,
            e.injuries,
            e.kills,
            e.experience
        );
    }
    out
}

pub fn graveyard(graves: &[Grave]) -> String {
    if graves.is_empty() {
        return "Nobody has died yet.\n".into();
    }
    let mut out = String::new();
    for grave in graves {
        let _ = writeln!(
            out,
            "  {}  #{} {} ({}), match {}",
            grave.died_on, grave.number, grave.name, grave.team, grave.fixture_id
        );
    }
    out
}

pub fn head_to_head(h2h: &HeadToHead) -> String {
    let r = h2h.record;
    let mut out = format!(
        "{} v {}: played {}, {} won {}, {} won {}, drawn {}, strikes {}–{}\n",
        h2h.team,
        h2h.opponent,
        r.played,
        h2h.team,
        r.won,
        h2h.opponent,
        r.lost,
        r.drawn,
        r.strikes_for,
        r.strikes_against
    );
    for m in &h2h.matches {
        let _ = writeln!(out, "{}", match_row(m));
    }
    out
}

/// A date for messages: the date or "no date".
fn date_text(date: Option<chrono::NaiveDate>) -> String {
    date.map_or_else(|| "no date".to_string(), |d| d.to_string())
}
