//! `dugout stats` as text: leader boards, records and the head-to-head matrix, in the
//! user's language.

use std::fmt::Write;

use crate::coach::{HeadToHeadView, LeaderBoard, LeaderLine, LeagueStats, RecordLine, SeasonRace};
use crate::tr::{Lang, texts};

texts! { StatsWords {
    Players => "Players", "Joueurs";
    Teams => "Teams", "Équipes";
    Nobody => "nobody yet", "personne encore";
    Dead => "dead", "mort";
    NoRecords => "No records yet: no match has been played.", "Aucun record encore : aucun match n'a été joué.";
    Match => "match {}", "match {}";
    Run => "matches {} to {}", "matchs {} à {}";
    RecordSaid => "{}: {} ({})", "{} : {} ({})";
    Today => "today", "aujourd'hui";
    At => "season {}, round {}", "saison {}, journée {}";
    Equalled => "equalled {} times since", "égalé {} fois depuis";
    EqualledOnce => "equalled once since", "égalé une fois depuis";
    SharedOnce => "shared with another team", "à égalité avec une autre équipe";
    Shared => "shared with {} other teams", "à égalité avec {} autres équipes";
    NoMatches => "No match played between these teams yet.", "Aucun match joué entre ces équipes encore.";
    Round => "Round", "Journée";
    Key => "Each cell: the row team's won-drawn-lost against the column team.", "Chaque case : victoires-nuls-défaites de l'équipe de la ligne contre celle de la colonne.";
} }

/// Each statistic's board: its players (or teams), then its teams.
pub fn leaders(boards: &[LeaderBoard], lang: Lang) -> String {
    let mut text = String::new();
    for board in boards {
        let _ = writeln!(text, "{}", board.name);
        if board.of == "player" {
            let _ = writeln!(text, "  {}", StatsWords::Players.get(lang));
            rows(&mut text, &board.rows, lang);
        }
        let _ = writeln!(text, "  {}", StatsWords::Teams.get(lang));
        rows(&mut text, &board.teams, lang);
        text.push('\n');
    }
    text
}

fn rows(text: &mut String, lines: &[LeaderLine], lang: Lang) {
    if lines.is_empty() {
        let _ = writeln!(text, "    {}", StatsWords::Nobody.get(lang));
        return;
    }
    let shown: Vec<(String, &LeaderLine)> = lines.iter().map(|line| (who(line), line)).collect();
    let width = shown
        .iter()
        .map(|(who, _)| who.chars().count())
        .max()
        .unwrap_or(0);
    let mut previous = None;
    for (who, line) in shown {
        let rank = match previous == Some(line.rank) {
            true => "=".to_string(),
            false => line.rank.to_string(),
        };
        previous = Some(line.rank);
        let dead = match line.dead {
            true => format!("  † {}", StatsWords::Dead.get(lang)),
            false => String::new(),
        };
        let _ = writeln!(text, "    {rank:>3}  {who:<width$} {:>6}{dead}", line.value);
    }
}

/// Who a row is: a player with number and team, or a team.
fn who(line: &LeaderLine) -> String {
    match (&line.player, line.number) {
        (Some(player), Some(number)) => format!("{player} (#{number}, {})", line.team),
        (Some(player), None) => format!("{player} ({})", line.team),
        _ => line.team.clone(),
    }
}

/// Each record with who set it and where.
pub fn records(lines: &[RecordLine], stats: &LeagueStats, lang: Lang) -> String {
    if lines.is_empty() {
        return format!("{}\n", StatsWords::NoRecords.get(lang));
    }
    let mut text = String::new();
    for line in lines {
        let value = if line.record == "most_valuable_team" {
            stats.game.money().format(line.value, lang)
        } else {
            line.value.to_string()
        };
        let mut said = vec![line.team.clone()];
        match (line.fixture_id, line.first_fixture_id, line.last_fixture_id) {
            (Some(fixture), _, _) => said.push(StatsWords::Match.fill(lang, &[&fixture])),
            (None, Some(first), Some(last)) if first == last => {
                said.push(StatsWords::Match.fill(lang, &[&first]))
            }
            (None, Some(first), Some(last)) => {
                said.push(StatsWords::Run.fill(lang, &[&first, &last]))
            }
            _ => said.push(StatsWords::Today.get(lang).to_string()),
        }
        if let (Some(season), Some(round)) = (line.season_id, line.round) {
            said.push(StatsWords::At.fill(lang, &[&season, &round]));
        }
        let today = line.record == "most_valuable_team" && line.fixture_id.is_none();
        match (line.equalled, today) {
            (0, _) => {}
            (1, false) => said.push(StatsWords::EqualledOnce.get(lang).to_string()),
            (n, false) => said.push(StatsWords::Equalled.fill(lang, &[&n])),
            (1, true) => said.push(StatsWords::SharedOnce.get(lang).to_string()),
            (n, true) => said.push(StatsWords::Shared.fill(lang, &[&n])),
        }
        let said = said.join(", ");
        let _ = writeln!(
            text,
            "{}",
            StatsWords::RecordSaid.fill(lang, &[&line.name, &value, &said])
        );
    }
    text
}

/// The matrix: one numbered row per team, columns by the same numbers.
pub fn head_to_head(view: &HeadToHeadView, lang: Lang) -> String {
    if view.cells.is_empty() {
        return format!("{}\n", StatsWords::NoMatches.get(lang));
    }
    let cells: std::collections::HashMap<_, _> = view
        .cells
        .iter()
        .map(|c| ((c.team_id, c.opponent_id), c))
        .collect();
    let width = view
        .teams
        .iter()
        .map(|t| t.team.chars().count())
        .max()
        .unwrap_or(0)
        .min(28);
    let mut text = format!("{:>3}  {:<width$}", "", "");
    for index in 1..=view.teams.len() {
        let _ = write!(text, " {index:>7}");
    }
    text.push('\n');
    for (row, team) in view.teams.iter().enumerate() {
        let name: String = team.team.chars().take(width).collect();
        let _ = write!(text, "{:>3}  {name:<width$}", row + 1);
        for opponent in &view.teams {
            let cell = cells.get(&(team.team_id, opponent.team_id));
            let shown = match cell {
                Some(c) => format!("{}-{}-{}", c.won, c.drawn, c.lost),
                None if opponent.team_id == team.team_id => "·".to_string(),
                None => String::new(),
            };
            let _ = write!(text, " {shown:>7}");
        }
        text.push('\n');
    }
    let _ = writeln!(text, "\n{}", StatsWords::Key.get(lang));
    text
}

/// Each division's race: a row per team, its position after each round.
pub fn race(race: &SeasonRace, lang: Lang) -> String {
    let mut text = String::new();
    for division in &race.divisions {
        if let Some(name) = &division.division {
            let _ = writeln!(text, "{name}");
        }
        let width = division
            .lines
            .iter()
            .map(|l| l.team.chars().count())
            .max()
            .unwrap_or(0);
        let _ = write!(text, "{:<width$}", StatsWords::Round.get(lang));
        for round in &race.rounds {
            let _ = write!(text, " {round:>3}");
        }
        text.push('\n');
        for line in &division.lines {
            let _ = write!(text, "{:<width$}", line.team);
            for position in &line.positions {
                let _ = write!(text, " {position:>3}");
            }
            text.push('\n');
        }
        text.push('\n');
    }
    text
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_words_are_complete() {
        crate::tr::assert_complete(super::StatsWords::ALL);
    }
}
