//! Plain-text renderings of a season's standings and its playoff brackets.

use std::fmt::Write;

use serde::Serialize;

use crate::coach::games;
use crate::coach::{Bracket, DivisionTable, StandingLine};
use crate::data::Lang;
use crate::games::Game;
use crate::store::LeagueRecord;

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
