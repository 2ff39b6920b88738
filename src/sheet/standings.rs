//! The standings: a table per division, the tie-breaker that separated each pair of
//! level teams, and the points and tie-breakers the league uses (marked as Dugout's
//! defaults when they are).

use chrono::NaiveDate;

use super::SheetOptions;
use super::page::{Align, Style, Writer};
use super::table::{Col, Table, Width};
use super::tr::L;
use crate::Result;
use crate::coach::{DivisionTable, StandingLine};
use crate::league::{PointsTable, TieBreaker};
use crate::present::StandingsColumn;
use crate::store::LeagueRecord;

/// What the standings document prints.
#[derive(Debug, Clone)]
pub struct StandingsDoc {
    pub league: LeagueRecord,
    pub season: String,
    pub date: NaiveDate,
    pub tables: Vec<DivisionTable>,
}

pub fn standings_pdf(doc: &StandingsDoc, options: &SheetOptions) -> Result<Vec<u8>> {
    let title = format!("{} · {}", doc.league.name, doc.season);
    let mut w = Writer::new(&title, options)?;
    let right = format!(
        "{} · {} {}",
        w.t(L::Standings),
        w.t(L::AsOf).to_lowercase(),
        doc.date.format("%Y-%m-%d")
    );
    w.title(&title, &right);
    let first = doc.league.play.tie_breakers.first().copied();
    for table in &doc.tables {
        division(&mut w, table, first);
    }
    w.y += 4.0;
    let note = Style::new(7.5).grey(0.3);
    w.paragraph(&points_note(&w, &doc.league), note, 0.0);
    let order: Vec<&str> = doc
        .league
        .play
        .tie_breakers
        .iter()
        .map(|t| w.t(tie_breaker(*t)))
        .collect();
    let order = w.tf(L::TieOrder, &[&order.join(", ")]);
    w.paragraph(&order, note, 0.0);
    Ok(w.finish(&title))
}

fn columns(w: &Writer) -> Vec<Col> {
    StandingsColumn::ALL
        .into_iter()
        .map(|column| {
            let (width, align) = match column {
                StandingsColumn::Position => (Width::Fixed(20.0), Align::Right),
                StandingsColumn::Team => (Width::Share(1.0), Align::Left),
                StandingsColumn::Points | StandingsColumn::Difference => {
                    (Width::Fixed(28.0), Align::Right)
                }
                _ => (Width::Fixed(24.0), Align::Right),
            };
            Col::new(column.heading(w.lang), width, align)
        })
        .collect()
}

fn division(w: &mut Writer, table: &DivisionTable, first: Option<TieBreaker>) {
    if let Some(division) = &table.division {
        let heading = w.tf(L::Division, &[&division.name]);
        w.heading(&heading);
    } else {
        w.y += 6.0;
    }
    // Narrower than the page, so the numbers stay near the names.
    let width = w.inner_width().min(440.0);
    let layout = Table::new(w.left(), width, columns(w), 9.0).emphasise(1);
    layout.header(w);
    if table.rows.is_empty() {
        w.line_of_text(w.t(L::NoTeams), Style::new(8.0).grey(0.3));
    }
    for (index, row) in table.rows.iter().enumerate() {
        let style = Style::new(9.0);
        layout.row(w, &cells(row), style, index % 2 == 1);
    }
    w.y += 3.0;
    for note in tie_notes(w, &table.rows, first) {
        w.line_of_text(&note, Style::new(7.5).grey(0.3));
    }
}

fn cells(row: &StandingLine) -> Vec<String> {
    StandingsColumn::ALL
        .into_iter()
        .map(|column| column.value(row))
        .collect()
}

/// A line for each pair of teams that were level before a tie-breaker told them apart
/// (a pair told apart by the first criterion, usually points, was never level).
fn tie_notes(w: &Writer, rows: &[StandingLine], first: Option<TieBreaker>) -> Vec<String> {
    rows.windows(2)
        .filter_map(|pair| {
            let (above, below) = (&pair[0], &pair[1]);
            match above.ahead_by {
                Some(by) if Some(by) == first => None,
                Some(by) => Some(w.tf(
                    L::AboveOn,
                    &[&above.team, &below.team, &w.t(tie_breaker(by))],
                )),
                None if above.level_with_next => {
                    Some(w.tf(L::LevelOnAll, &[&above.team, &below.team]))
                }
                None => None,
            }
        })
        .collect()
}

pub(crate) fn tie_breaker(tie_breaker: TieBreaker) -> L {
    match tie_breaker {
        TieBreaker::Points => L::TbPoints,
        TieBreaker::ScoreDifference => L::TbStrikeDifference,
        TieBreaker::ScoreFor => L::TbStrikesFor,
        TieBreaker::HeadToHead => L::TbHeadToHead,
        TieBreaker::Wins => L::TbWins,
        TieBreaker::TeamValue => L::TbTeamValue,
        TieBreaker::CoinFlip => L::TbCoinFlip,
        TieBreaker::CasualtiesFor => L::TbCasualtiesFor,
        TieBreaker::CasualtyDifference => L::TbCasualtyDifference,
    }
}

fn points_note(w: &Writer, league: &LeagueRecord) -> String {
    let points = league.play.points;
    let label = if points == PointsTable::DREADBALL_DEFAULT {
        L::PointsDefault
    } else {
        L::PointsSetting
    };
    w.tf(
        label,
        &[
            &points.landslide_win,
            &points.win,
            &points.draw,
            &points.loss,
        ],
    )
}
