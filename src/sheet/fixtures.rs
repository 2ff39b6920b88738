//! The fixtures by round: date, home v away, the result or "to play", and the teams
//! with a bye after each league round.

use super::SheetOptions;
use super::page::{Align, Style, Writer};
use super::table::{Col, Table, Width};
use super::tr::L;
use crate::Result;
use crate::coach::FixtureLine;

/// What the fixtures document prints.
#[derive(Debug, Clone)]
pub struct FixturesDoc {
    pub league: String,
    pub season: String,
    pub lines: Vec<FixtureLine>,
    /// (round, team name) for every bye of a league round.
    pub byes: Vec<(u32, String)>,
}

pub fn fixtures_pdf(doc: &FixturesDoc, options: &SheetOptions) -> Result<Vec<u8>> {
    let title = format!("{} · {}", doc.league, doc.season);
    let mut w = Writer::new(&title, options)?;
    let right = w.t(L::Fixtures).to_string();
    w.title(&title, &right);
    if doc.lines.is_empty() {
        w.y += 6.0;
        w.line_of_text(w.t(L::NoMatches), Style::new(9.0));
    }
    let mut lines: Vec<&FixtureLine> = doc.lines.iter().collect();
    lines.sort_by_key(|l| (l.playoff, l.round, l.date, l.id));
    let table = Table::new(w.left(), w.inner_width(), columns(&w), 9.0);
    let mut start = 0;
    while start < lines.len() {
        let key = (lines[start].playoff, lines[start].round);
        let end = lines[start..]
            .iter()
            .position(|l| (l.playoff, l.round) != key)
            .map_or(lines.len(), |n| start + n);
        round(&mut w, &table, &lines[start..end], &doc.byes);
        start = end;
    }
    Ok(w.finish(&title))
}

fn columns(w: &Writer) -> Vec<Col> {
    vec![
        Col::new(w.t(L::Match), Width::Fixed(34.0), Align::Right),
        Col::new(w.t(L::Date), Width::Fixed(62.0), Align::Left),
        Col::new(w.t(L::Home), Width::Share(1.0), Align::Right),
        Col::new("", Width::Fixed(60.0), Align::Center),
        Col::new(w.t(L::Away), Width::Share(1.0), Align::Left),
    ]
}

fn round(w: &mut Writer, table: &Table, lines: &[&FixtureLine], byes: &[(u32, String)]) {
    let Some(first) = lines.first() else { return };
    let label = if first.playoff {
        L::PlayoffRound
    } else {
        L::Round
    };
    let heading = w.tf(label, &[&first.round]);
    w.heading(&heading);
    table.header(w);
    for (index, line) in lines.iter().enumerate() {
        let cells = vec![
            line.id.to_string(),
            line.date.map_or_else(
                || w.t(L::NoDate).to_string(),
                |d| d.format("%Y-%m-%d").to_string(),
            ),
            line.home.clone(),
            result(w, line),
            line.away.clone(),
        ];
        table.row(w, &cells, Style::new(9.0), index % 2 == 1);
    }
    if !first.playoff {
        let idle: Vec<&str> = byes
            .iter()
            .filter(|(r, _)| *r == first.round)
            .map(|(_, name)| name.as_str())
            .collect();
        if !idle.is_empty() {
            let text = w.tf(L::Bye, &[&idle.join(", ")]);
            w.y += 2.0;
            w.line_of_text(&text, Style::new(8.0).grey(0.3));
        }
    }
}

/// "4–2", "9–1 landslide" or "to play".
fn result(w: &Writer, line: &FixtureLine) -> String {
    match (line.home_score, line.away_score) {
        (Some(home), Some(away)) if line.landslide => {
            format!(
                "{home}–{away} ({})",
                crate::present::standings::StandingsColumn::Landslides.heading(w.lang)
            )
        }
        (Some(home), Some(away)) => format!("{home}–{away}"),
        _ => w.t(L::ToPlay).to_string(),
    }
}
