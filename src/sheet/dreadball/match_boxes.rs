//! The boxes of a match sheet that are filled in by hand: the score track and, per
//! player, strikes, injury, death and experience, then the man of the match.

use crate::coach::dreadball::{PreMatch, TeamSheet};
use crate::sheet::page::{Align, Style, Writer};
use crate::sheet::table::{Col, Table, Width};
use crate::sheet::tr::L;

const BOXES: u32 = 20;
const ROW: f32 = 16.0;

/// A row of numbered boxes per team to cross off strike points, and the final score.
pub(crate) fn score_track(w: &mut Writer, prematch: &PreMatch) {
    w.heading(w.t(L::ScoreTrack));
    w.line_of_text(w.t(L::ScoreTrackHint), Style::new(7.5).grey(0.35));
    w.y += 2.0;
    let label_width = 110.0;
    let final_width = 78.0;
    let room = w.inner_width() - label_width - final_width - 12.0;
    let side = (room / BOXES as f32).min(17.0);
    let final_style = Style::new(6.5).grey(0.35);
    for name in [&prematch.home.name, &prematch.away.name] {
        w.ensure(side + 6.0);
        let top = w.y;
        let baseline = top + side / 2.0 + 3.0;
        w.cell(
            w.left(),
            baseline,
            label_width - 6.0,
            name,
            Style::new(8.5).bold(),
            Align::Left,
        );
        for n in 0..BOXES {
            let x = w.left() + label_width + n as f32 * side;
            w.rect(x, top, side - 2.0, side - 2.0, None);
            let number = (n + 1).to_string();
            let style = Style::new(6.0).grey(0.55);
            w.cell(x, baseline - 1.0, side - 2.0, &number, style, Align::Center);
        }
        let x = w.left() + w.inner_width() - final_width;
        w.cell(
            x,
            baseline - 1.0,
            final_width - 28.0,
            w.t(L::FinalScore),
            final_style,
            Align::Right,
        );
        w.rect(x + final_width - 24.0, top, 24.0, side - 2.0, None);
        w.y += side + 3.0;
    }
    let baseline = w.y + 9.0;
    w.rect(w.left() + label_width, w.y + 1.0, 9.0, 9.0, None);
    let x = w.left() + label_width + 14.0;
    w.cell(
        x,
        baseline,
        150.0,
        w.t(L::Landslide),
        Style::new(8.0),
        Align::Left,
    );
    w.y += 16.0;
}

fn columns(w: &Writer) -> Vec<Col> {
    let fill = |label: L, width: f32| Col::new(w.t(label), Width::Fixed(width), Align::Center);
    vec![
        Col::new(w.t(L::Number), Width::Fixed(16.0), Align::Right),
        Col::new(w.t(L::Name), Width::Share(1.0), Align::Left),
        fill(L::Strikes, 34.0),
        fill(L::Injured, 34.0),
        fill(L::Died, 26.0),
        fill(L::XpGained, 24.0),
    ]
}

/// Both rosters side by side, a row per player (and empty rows up to the most a team
/// may field) with boxes to fill in, then a line for the man of the match.
pub(crate) fn roster_boxes(w: &mut Writer, home: &TeamSheet, away: &TeamSheet) {
    let rows = home
        .players
        .len()
        .max(away.players.len())
        .max(home.max_players as usize);
    w.ensure(ROW * (rows as f32 + 4.0));
    w.y += 8.0;
    let gap = 16.0;
    let width = (w.inner_width() - gap) / 2.0;
    let top = w.y;
    let mut lowest = top;
    for (index, team) in [home, away].into_iter().enumerate() {
        w.y = top;
        let x = w.left() + index as f32 * (width + gap);
        w.cell(
            x,
            w.y + 10.0,
            width,
            &team.name,
            Style::new(10.0).bold(),
            Align::Left,
        );
        w.y += 15.0;
        let table = Table::new(x, width, columns(w), 7.5);
        table.header(w);
        for row in 0..rows {
            player_row(w, &table, team.players.get(row), row % 2 == 1);
        }
        w.y += 8.0;
        let label = format!("{}{}", w.t(L::ManOfTheMatch), w.t(L::Colon).trim_end());
        let style = Style::new(8.0).bold();
        w.cell(x, w.y + 8.0, width, &label, style, Align::Left);
        let start = x + w.measure(&label, style) + 6.0;
        w.line((start, w.y + 10.0), (x + width, w.y + 10.0), 0.5, 0.4);
        w.y += 14.0;
        lowest = lowest.max(w.y);
    }
    w.y = lowest;
}

fn player_row(
    w: &mut Writer,
    table: &Table,
    player: Option<&crate::coach::dreadball::SheetPlayer>,
    shade: bool,
) {
    if shade {
        table.band(w, ROW);
    }
    let baseline = w.y + 9.5;
    if let Some(player) = player {
        let style = Style::new(7.8);
        let number = player.number.to_string();
        w.cell(
            table.xs[0],
            baseline,
            table.widths[0],
            &number,
            style.bold(),
            Align::Right,
        );
        let name = if player.giant {
            format!("{} (×2)", player.name)
        } else {
            player.name.clone()
        };
        w.cell(
            table.xs[1],
            baseline,
            table.widths[1],
            &name,
            style,
            Align::Left,
        );
    }
    for i in 2..table.cols.len() {
        let size = ROW - 4.0;
        let x = table.xs[i] + (table.widths[i] - size * 1.6) / 2.0;
        w.rect(x, w.y + 2.0, size * 1.6, size, None);
    }
    w.y += ROW;
}
