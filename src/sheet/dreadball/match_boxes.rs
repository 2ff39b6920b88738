//! The boxes of a match sheet that are filled in by hand: the score track and, per
//! player, strikes, injury, death and experience, then the man of the match. A played
//! match's boxes hold what was recorded: the score crossed off, each player's events.

use super::played::{Played, Row};
use super::tr::Dr;
use crate::coach::dreadball::{PreMatch, TeamSheet};
use crate::sheet::page::{Align, Style, Writer};
use crate::sheet::table::{Col, Table, Width};
use crate::sheet::tr::L;
use crate::store::EventKind;

const BOXES: u32 = 20;
const ROW: f32 = 16.0;

/// A row of numbered boxes per team to cross off strike points, and the final score.
pub(crate) fn score_track(w: &mut Writer, prematch: &PreMatch, played: Option<&Played>) {
    w.heading(w.t(Dr::ScoreTrack));
    w.line_of_text(w.t(Dr::ScoreTrackHint), Style::new(7.5).grey(0.35));
    w.y += 2.0;
    let label_width = 110.0;
    let final_width = 78.0;
    let room = w.inner_width() - label_width - final_width - 12.0;
    let side = (room / BOXES as f32).min(17.0);
    let final_style = Style::new(6.5).grey(0.35);
    let names = [&prematch.home.name, &prematch.away.name];
    for (index, name) in names.into_iter().enumerate() {
        let score = played.map(|p| p.score[index]);
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
            if score.is_some_and(|score| n < score) {
                w.line((x, top + side - 2.0), (x + side - 2.0, top), 1.0, 0.0);
            }
            let number = (n + 1).to_string();
            let style = Style::new(6.0).grey(0.55);
            w.cell(x, baseline - 1.0, side - 2.0, &number, style, Align::Center);
        }
        let x = w.left() + w.inner_width() - final_width;
        w.cell(
            x,
            baseline - 1.0,
            final_width - 28.0,
            w.t(Dr::FinalScore),
            final_style,
            Align::Right,
        );
        w.rect(x + final_width - 24.0, top, 24.0, side - 2.0, None);
        if let Some(score) = score {
            let style = Style::new(9.0).bold();
            let x = x + final_width - 24.0;
            w.cell(x, baseline, 24.0, &score.to_string(), style, Align::Center);
        }
        w.y += side + 3.0;
    }
    let baseline = w.y + 9.0;
    let (x, landslide) = (w.left() + label_width, played.is_some_and(|p| p.landslide));
    crate::sheet::grid::tick_box(w, x, w.y + 1.0, landslide);
    let x = w.left() + label_width + 14.0;
    w.cell(
        x,
        baseline,
        150.0,
        w.t(Dr::Landslide),
        Style::new(8.0),
        Align::Left,
    );
    w.y += 16.0;
}

fn columns(w: &Writer) -> Vec<Col> {
    let fill = |label: Dr, width: f32| Col::new(w.t(label), Width::Fixed(width), Align::Center);
    vec![
        Col::new(w.t(L::Number), Width::Fixed(16.0), Align::Right),
        Col::new(w.t(L::Name), Width::Share(1.0), Align::Left),
        fill(Dr::Strikes, 34.0),
        fill(Dr::Injured, 34.0),
        fill(Dr::Died, 26.0),
        fill(Dr::XpGained, 24.0),
    ]
}

/// Both rosters side by side, a row per player (and empty rows up to the most a team
/// may field) with boxes to fill in, then a line for the man of the match; once played,
/// a row per player with what the match recorded, and the man of the match named.
pub(crate) fn roster_boxes(w: &mut Writer, teams: [&TeamSheet; 2], played: Option<&Played>) {
    let rows: [Vec<Row>; 2] = teams.map(|team| match played {
        Some(played) => played.rows(team.team_id, &team.players),
        None => team
            .players
            .iter()
            .map(|p| Row {
                id: None,
                number: p.number,
                name: p.name.clone(),
                giant: p.giant,
            })
            .collect(),
    });
    let most = rows.iter().map(Vec::len).max().unwrap_or(0);
    let count = match played {
        Some(_) => most.max(1),
        None => most.max(teams[0].max_players.max(teams[1].max_players) as usize),
    };
    w.ensure(ROW * (count as f32 + 4.0));
    w.y += 8.0;
    let gap = 16.0;
    let width = (w.inner_width() - gap) / 2.0;
    let top = w.y;
    let mut lowest = top;
    for (index, team) in teams.into_iter().enumerate() {
        w.y = top;
        let x = w.left() + index as f32 * (width + gap);
        let style = Style::new(10.0).bold();
        w.cell(x, w.y + 10.0, width, &team.name, style, Align::Left);
        w.y += 15.0;
        let table = Table::new(x, width, columns(w), 7.5);
        table.header(w);
        for row in 0..count {
            player_row(w, &table, rows[index].get(row), played, row % 2 == 1);
        }
        w.y += 8.0;
        let mom = played.and_then(|p| p.man_of_the_match[index].as_deref());
        man_of_the_match(w, (x, width), mom);
        lowest = lowest.max(w.y);
    }
    w.y = lowest;
}

/// "Man of the match:" with a line to write on, or the one recorded.
fn man_of_the_match(w: &mut Writer, (x, width): (f32, f32), recorded: Option<&str>) {
    let label = format!("{}{}", w.t(Dr::ManOfTheMatch), w.t(L::Colon).trim_end());
    let style = Style::new(8.0).bold();
    w.cell(x, w.y + 8.0, width, &label, style, Align::Left);
    let start = x + w.measure(&label, style) + 6.0;
    match recorded {
        Some(name) => {
            let room = x + width - start;
            w.cell(start, w.y + 8.0, room, name, Style::new(8.0), Align::Left);
        }
        None => w.line((start, w.y + 10.0), (x + width, w.y + 10.0), 0.5, 0.4),
    }
    w.y += 14.0;
}

fn player_row(
    w: &mut Writer,
    table: &Table,
    player: Option<&Row>,
    played: Option<&Played>,
    shade: bool,
) {
    if shade {
        table.band(w, ROW);
    }
    let baseline = w.y + 9.5;
    let style = Style::new(7.8);
    if let Some(player) = player {
        let number = player.number.to_string();
        let (x, width) = (table.xs[0], table.widths[0]);
        w.cell(x, baseline, width, &number, style.bold(), Align::Right);
        let name = if player.giant {
            format!("{} (×2)", player.name)
        } else {
            player.name.clone()
        };
        let (x, width) = (table.xs[1], table.widths[1]);
        w.cell(x, baseline, width, &name, style, Align::Left);
    }
    if played.is_some() && player.is_none() {
        w.y += ROW;
        return;
    }
    let recorded = played.zip(player.and_then(|p| p.id));
    const KINDS: [EventKind; 4] = [
        EventKind::Strike,
        EventKind::Injury,
        EventKind::Death,
        EventKind::Experience,
    ];
    for (i, kind) in (2..table.cols.len()).zip(KINDS) {
        let (x, width) = (table.xs[i], table.widths[i]);
        match recorded.map(|(played, id)| played.count(id, kind)) {
            Some(0) => w.cell(x, baseline, width, "–", style.grey(0.6), Align::Center),
            Some(n) => w.cell(
                x,
                baseline,
                width,
                &n.to_string(),
                style.bold(),
                Align::Center,
            ),
            None => {
                let size = ROW - 4.0;
                let x = x + (width - size * 1.6) / 2.0;
                w.rect(x, w.y + 2.0, size * 1.6, size, None);
            }
        }
    }
    w.y += ROW;
}
