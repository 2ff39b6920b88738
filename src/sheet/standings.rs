//! The standings: a table per division, the tie-breaker that separated each pair of
//! level teams, and the points and tie-breakers the league uses (marked as Dugout's
//! defaults when they are).

use chrono::NaiveDate;

use super::SheetOptions;
use super::page::{Align, Style, Writer};
use super::table::{Col, Table, Width};
use super::tr::L;
use crate::Result;
use crate::coach::games;
use crate::coach::{DivisionTable, StandingLine};
use crate::games::Game;
use crate::league::TieBreaker;
use crate::present::standings::StandingsColumn;
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
        "{} · {}",
        w.t(L::Standings),
        super::frame::as_of(&w, doc.date)
    );
    w.title(&title, &right);
    let game = games::of(&doc.league.game)?;
    let first = doc.league.play.tie_breakers.first().copied();
    for table in &doc.tables {
        division(&mut w, game, table, first);
    }
    w.y += 4.0;
    let note = Style::new(7.5).grey(0.3);
    w.paragraph(&points_note(&w, game, &doc.league), note, 0.0);
    let order: Vec<String> = doc
        .league
        .play
        .tie_breakers
        .iter()
        .map(|t| game.tie_breaker_name(*t, w.lang))
        .collect();
    let order = w.tf(L::TieOrder, &[&order.join(", ")]);
    w.paragraph(&order, note, 0.0);
    Ok(w.finish(&title))
}

fn columns(w: &Writer, game: &dyn Game) -> Vec<Col> {
    StandingsColumn::for_game(game)
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
            Col::new(column.heading_for(game, w.lang), width, align)
        })
        .collect()
}

pub(super) fn division(
    w: &mut Writer,
    game: &dyn Game,
    table: &DivisionTable,
    first: Option<TieBreaker>,
) {
    if let Some(division) = &table.division {
        let heading = w.tf(L::Division, &[&division.name]);
        w.heading(&heading);
    } else {
        w.y += 6.0;
    }
    // Narrower than the page, so the numbers stay near the names.
    let width = w.inner_width().min(440.0);
    let layout = Table::new(w.left(), width, columns(w, game), 9.0).emphasise(1);
    layout.header(w);
    if table.rows.is_empty() {
        w.line_of_text(w.t(L::NoTeams), Style::new(8.0).grey(0.3));
    }
    for (index, row) in table.rows.iter().enumerate() {
        let style = Style::new(9.0);
        layout.row(w, &cells(game, row), style, index % 2 == 1);
    }
    w.y += 3.0;
    for note in tie_notes(w, game, &table.rows, first) {
        w.line_of_text(&note, Style::new(7.5).grey(0.3));
    }
}

fn cells(game: &dyn Game, row: &StandingLine) -> Vec<String> {
    StandingsColumn::for_game(game)
        .into_iter()
        .map(|column| column.value(row))
        .collect()
}

/// A line for each pair of teams that were level before a tie-breaker told them apart
/// (a pair told apart by the first criterion, usually points, was never level).
fn tie_notes(
    w: &Writer,
    game: &dyn Game,
    rows: &[StandingLine],
    first: Option<TieBreaker>,
) -> Vec<String> {
    rows.windows(2)
        .filter_map(|pair| {
            let (above, below) = (&pair[0], &pair[1]);
            match above.ahead_by {
                Some(by) if Some(by) == first => None,
                Some(by) => Some(w.tf(
                    L::AboveOn,
                    &[&above.team, &below.team, &game.tie_breaker_name(by, w.lang)],
                )),
                None if above.level_with_next => {
                    Some(w.tf(L::LevelOnAll, &[&above.team, &below.team]))
                }
                None => None,
            }
        })
        .collect()
}

fn points_note(w: &Writer, game: &dyn Game, league: &LeagueRecord) -> String {
    if let Some(note) = game.points_note(w.lang) {
        return note.to_string();
    }
    let points = league.play.points;
    let defaults = game.default_play().points;
    if !game.has_bonus_win() {
        let label = if points == defaults {
            L::PointsDefaultNoBonus
        } else {
            L::PointsSettingNoBonus
        };
        return w.tf(
            label,
            &[
                &points.win,
                &points.draw,
                &points.loss,
                &defaults.win,
                &defaults.draw,
                &defaults.loss,
            ],
        );
    }
    let label = if points == defaults {
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
