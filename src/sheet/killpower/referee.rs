//! The Killpower Ball referee sheet ("LA FEUILLE D'ARBITRAGE", 1.2 and 3.2): the
//! referee's name and the date to write, both teams and coaches with their power,
//! division and the points each must score (TABLE 3), who places first and who has the
//! ball once the pre-match is done, the line-up with each gladiator's RAP, then the
//! boxes filled in during the match (see `referee_boxes`); once played, the line-up of
//! the pre-match and the post-match as recorded (`referee_report`) in their place.

use super::common::{mode_label, stat_heads};
use super::referee_boxes::{free_throws, result_rows, timed_effects, turn_track};
use super::referee_load::{RefereeSheet, referee_sheet_data};
use super::referee_report::postmatch;
use super::tr::Kp;
use crate::Result;
use crate::data::killpower::Reference;
use crate::rules::Side;
use crate::rules::killpower::{Mode, moves_first};
use crate::sheet::SheetOptions;
use crate::sheet::grid::{Cells, GridRow, TICK, grid, tick_box};
use crate::sheet::page::{Align, Style, Writer};
use crate::sheet::table::{Col, Table, Width};
use crate::sheet::tr::L;
use crate::store::{FixtureId, Store};

const SIZE: f32 = 8.0;
const ROW: f32 = 13.0;
const NOTE: Style = Style::new(7.2).grey(0.3);

/// A Killpower Ball match's referee sheet, names in the document's language.
pub fn match_document(
    store: &mut Store,
    fixture: FixtureId,
    options: &SheetOptions,
) -> Result<Vec<u8>> {
    let sheet = referee_sheet_data(store, fixture, options.lang)?;
    referee_sheet_pdf(&sheet, options)
}

/// A Killpower Ball referee sheet as PDF bytes, labels in `options.lang`.
pub fn referee_sheet_pdf(sheet: &RefereeSheet, options: &SheetOptions) -> Result<Vec<u8>> {
    let reference = Reference::bundled()?;
    let title = L::Versus.fill(options.lang, &[&sheet.teams[0].name, &sheet.teams[1].name]);
    let mut w = Writer::new(&title, options)?;
    header(&mut w, sheet, &title);
    referee_lines(&mut w);
    w.heading(w.t(Kp::TeamsAndScore));
    let heads = side_heads(&w, sheet);
    let mut rows = team_rows(&w, sheet);
    rows.extend(result_rows(&w, sheet));
    grid(&mut w, [&heads[0], &heads[1]], &rows);
    w.paragraph(&prematch_note(&w, sheet), NOTE, 0.0);
    w.paragraph(w.t(Kp::WinRule), NOTE, 0.0);
    lineup(&mut w, sheet, reference);
    // A played match's sheet is its record: the post-match in place of the boxes the
    // referee fills in during the match.
    if sheet.result.is_none() {
        turn_track(&mut w);
        timed_effects(&mut w, sheet.free_throws());
    }
    postmatch(&mut w, sheet, reference);
    if sheet.free_throws() {
        free_throws(&mut w, sheet, reference);
    }
    Ok(w.finish(&title))
}

/// "Home · Nabos", "Away · Titanos".
fn side_heads(w: &Writer, sheet: &RefereeSheet) -> [String; 2] {
    Side::BOTH.map(|side| {
        let label = match side {
            Side::Home => L::Home,
            Side::Away => L::Away,
        };
        format!("{} · {}", w.t(label), sheet.teams[side.index()].name)
    })
}

/// The title (both teams), what and when the match is, then league, season and mode.
fn header(w: &mut Writer, sheet: &RefereeSheet, title: &str) {
    let fixture = &sheet.fixture;
    crate::sheet::frame::match_title(w, fixture, title, Kp::RefereeSheet);
    let colon = w.t(L::Colon);
    let line = format!(
        "{}{colon}{} · {}{colon}{} · {}{colon}{}",
        w.t(L::League),
        sheet.league,
        w.t(L::Season),
        sheet.season,
        w.t(Kp::KpbMode),
        w.t(mode_label(sheet.mode)),
    );
    w.line_of_text(&line, Style::new(9.0));
    if let Some(result) = &sheet.result {
        let text = w.tf(L::Played, &[&result.score[0], &result.score[1]]);
        w.line_of_text(&text, Style::new(9.0).bold());
        w.paragraph(w.t(L::AsRecorded), NOTE, 0.0);
    }
    w.y += 2.0;
}

/// "Referee: ______  Date of the match: ______", to write by hand.
fn referee_lines(w: &mut Writer) {
    w.ensure(24.0);
    let style = Style::new(9.0).bold();
    let baseline = w.y + 16.0;
    let gap = 16.0;
    let half = (w.inner_width() - gap) / 2.0;
    for (index, label) in [Kp::Referee, Kp::MatchDate].into_iter().enumerate() {
        let x = w.left() + index as f32 * (half + gap);
        let text = format!("{}{}", w.t(label), w.t(L::Colon).trim_end());
        w.text(x, baseline, &text, style);
        let start = x + w.measure(&text, style) + 6.0;
        w.line(
            (start, baseline + 2.0),
            (x + half, baseline + 2.0),
            0.5,
            0.4,
        );
    }
    w.y = baseline + 8.0;
}

/// The teams' rows: coach, ranking points (in a championship), power, division, points to score, who
/// places first and who has the ball (the line-up says who plays).
fn team_rows(w: &Writer, sheet: &RefereeSheet) -> Vec<GridRow> {
    let sides = [&sheet.points.home, &sheet.points.away];
    let each = |f: &dyn Fn(usize) -> String| Cells::Sides([0, 1].map(|i| Some(vec![f(i)])));
    let mut rows = vec![GridRow::new(
        w.t(L::Coach),
        each(&|i| sides[i].coach.clone()),
    )];
    // A tournament keeps no ranking points (13.2): its power is experience alone.
    if sheet.mode == Mode::Championship {
        rows.push(GridRow::new(
            w.t(Kp::RankingPoints),
            each(&|i| sides[i].ranking_points.to_string()),
        ));
    }
    rows.extend([
        GridRow::new(w.t(Kp::PowerTable), each(&|i| sides[i].power.to_string())),
        GridRow::new(
            w.t(Kp::DivisionLabel),
            each(&|i| sides[i].division.to_string()),
        ),
        GridRow::new(
            w.t(Kp::PointsToScore),
            each(&|i| w.tf(Kp::MoreThanOther, &[&format!("+{}", sides[i].target)])),
        )
        .strong(),
    ]);
    let first = sheet.points.places_first;
    let ticks = |side_of: &dyn Fn(Side) -> Side| {
        Cells::Tick(Side::BOTH.map(|side| first.map(|f| side_of(f) == side)))
    };
    // The hand token: the side placed second's, but a tournament's side drawn (13.2).
    let settled_by = sheet.prematch.as_ref().map(|p| p.row.settled_by.as_str());
    let hand = |f: Side| moves_first(sheet.mode, f, settled_by.unwrap_or_default());
    rows.push(GridRow::new(w.t(Kp::PlacesFirst), ticks(&|f| f)));
    rows.push(GridRow::new(w.t(Kp::HasBall), ticks(&hand)));
    rows
}

/// Where the powers come from and what settled who places first.
fn prematch_note(w: &Writer, sheet: &RefereeSheet) -> String {
    let Some(prematch) = &sheet.prematch else {
        return w.t(Kp::NoPrematchKpb).to_string();
    };
    let row = &prematch.row;
    let first = &sheet.teams[row.places_first.index()].name;
    let other = &sheet.teams[row.places_first.other().index()].name;
    let tournament = sheet.mode == Mode::Tournament;
    let settled = match row.settled_by.as_str() {
        "experience" => w.tf(Kp::SettledExperience, &[first, other]),
        "rapidity" if tournament => w.tf(Kp::SettledRapidityTournament, &[first, other]),
        "rapidity" => w.tf(Kp::SettledRapidity, &[first, other]),
        "draw" if tournament => w.tf(Kp::SettledDrawTournament, &[first]),
        "draw" => w.tf(Kp::SettledDraw, &[first]),
        _ => w.tf(Kp::SettledPower, &[first, other]),
    };
    let on = row.done_on.format("%Y-%m-%d").to_string();
    format!("{} {settled}", w.tf(Kp::PrematchOn, &[&on]))
}

/// One gladiator of the line-up: who, whether he plays and his RAP, when known.
struct LineupRow {
    number: u32,
    name: String,
    dep: Option<u8>,
    plays: Option<bool>,
    rap: Option<u8>,
}

/// A side's gladiators: every one of the team, with those of the pre-match (a gladiator
/// who played and has since left the team is kept), by number.
fn lineup_rows(w: &Writer, sheet: &RefereeSheet, side: Side) -> Vec<LineupRow> {
    let team = &sheet.teams[side.index()];
    let playing: Vec<_> = sheet
        .prematch
        .iter()
        .flat_map(|p| p.playing.iter().filter(|g| g.side == side))
        .collect();
    // A played match's line-up is the pre-match's: today's team may have replaced who
    // played (a new gladiator on a dead one's number).
    let played = sheet.result.is_some() && sheet.prematch.is_some();
    let mut rows: Vec<LineupRow> = team
        .gladiators
        .iter()
        .filter(|g| {
            !played
                || playing
                    .iter()
                    .any(|p| p.number == g.number && p.name == g.name)
        })
        .map(|g| {
            let played = playing.iter().find(|p| p.number == g.number);
            LineupRow {
                number: g.number,
                name: g.name.clone(),
                dep: Some(g.stats.dep),
                plays: sheet.prematch.as_ref().map(|_| played.is_some()),
                rap: played.map(|p| p.rap),
            }
        })
        .collect();
    for p in &playing {
        if !rows.iter().any(|r| r.number == p.number) {
            rows.push(LineupRow {
                number: p.number,
                name: p.name.clone(),
                dep: None,
                plays: Some(true),
                rap: Some(p.rap),
            });
        }
    }
    for row in &mut rows {
        let armour = playing
            .iter()
            .find(|p| p.number == row.number)
            .and_then(|p| p.armour_rolled);
        if let Some(armour) = armour {
            row.name = format!("{} ({})", row.name, w.tf(Kp::ArmourRolled, &[&armour]));
        }
    }
    rows.sort_by_key(|r| r.number);
    rows
}

fn lineup_columns(w: &Writer, reference: &Reference) -> Vec<Col> {
    let heads = stat_heads(w.lang, reference);
    vec![
        Col::new(w.t(L::Number), Width::Fixed(16.0), Align::Right),
        Col::new(w.t(L::Name), Width::Share(1.0), Align::Left),
        Col::new(heads[1].clone(), Width::Fixed(24.0), Align::Center),
        Col::new(w.t(Kp::Plays), Width::Fixed(26.0), Align::Center),
        Col::new(heads[0].clone(), Width::Fixed(30.0), Align::Center),
    ]
}

/// Both line-ups side by side, with RAP when the pre-match is done, boxes otherwise.
fn lineup(w: &mut Writer, sheet: &RefereeSheet, reference: &Reference) {
    let rows = Side::BOTH.map(|side| lineup_rows(w, sheet, side));
    let most = rows.iter().map(Vec::len).max().unwrap_or(0).max(1);
    w.ensure(ROW * (most as f32 + 2.0) + 60.0);
    w.heading(w.t(Kp::Lineup));
    let note = if sheet.prematch.is_some() {
        w.t(Kp::ActionOrder).to_string()
    } else {
        format!("{} {}", w.t(Kp::LineupToFill), w.t(Kp::ActionOrder))
    };
    w.paragraph(&note, NOTE, 0.0);
    w.y += 2.0;
    let gap = 16.0;
    let width = (w.inner_width() - gap) / 2.0;
    let top = w.y;
    let mut lowest = top;
    for (index, side_rows) in rows.iter().enumerate() {
        w.y = top;
        let x = w.left() + index as f32 * (width + gap);
        let name = &sheet.teams[index].name;
        let style = Style::new(9.5).bold();
        w.cell_shrinking(x, w.y + 10.0, width, name, style, Align::Left, 7.5);
        w.y += 14.0;
        let table = Table::new(x, width, lineup_columns(w, reference), 7.5);
        table.header(w);
        for (n, row) in side_rows.iter().enumerate() {
            lineup_row(w, &table, row, n % 2 == 1);
        }
        lowest = lowest.max(w.y);
    }
    w.y = lowest + 4.0;
}

fn lineup_row(w: &mut Writer, table: &Table, row: &LineupRow, shade: bool) {
    if shade {
        table.band(w, ROW);
    }
    let baseline = w.y + 10.0;
    let style = Style::new(SIZE);
    let faded = if row.plays == Some(false) {
        style.grey(0.5)
    } else {
        style
    };
    let texts = [
        (0, row.number.to_string(), faded.bold()),
        (1, row.name.clone(), faded),
        (
            2,
            row.dep.map_or_else(String::new, |d| d.to_string()),
            faded,
        ),
    ];
    for (i, text, style) in texts {
        let (x, width, align) = (table.xs[i], table.widths[i], table.cols[i].align);
        w.cell_shrinking(x, baseline, width, &text, style, align, 6.5);
    }
    let x = table.xs[3] + (table.widths[3] - TICK) / 2.0;
    tick_box(w, x, w.y + 3.0, row.plays == Some(true));
    match (row.rap, row.plays) {
        (Some(rap), _) => {
            let (x, width) = (table.xs[4], table.widths[4]);
            let bold = Style::new(9.0).bold();
            w.cell(x, baseline, width, &rap.to_string(), bold, Align::Center);
        }
        (None, Some(false)) => {
            let (x, width) = (table.xs[4], table.widths[4]);
            w.cell(x, baseline, width, "—", faded, Align::Center);
        }
        (None, _) => {
            let x = table.xs[4] + (table.widths[4] - 22.0) / 2.0;
            w.rect(x, w.y + 2.0, 22.0, ROW - 4.0, None);
        }
    }
    w.y += ROW;
}
