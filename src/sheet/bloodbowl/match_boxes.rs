//! The boxes of a Blood Bowl match sheet filled in by hand: per team, a row per player
//! with a box for each way of earning star player points and one for the casualty
//! suffered, then the team's totals (`match_totals`). A played match prints what was
//! recorded in their place: each player's line with the SPP earned and the casualty
//! suffered.

use super::match_played::{Played, PlayedPlayer};
use super::match_totals::{TOTALS, team_totals};
use super::tr::Bb;
use crate::coach::bloodbowl::{BloodBowlPlayer, BloodBowlTeam};
use crate::data::bloodbowl::tables::{SppAward, Tables};
use crate::sheet::page::{Align, Style, Writer};
use crate::sheet::table::{Col, Table, Width};
use crate::sheet::tr::L;

/// A player's row: low enough for two teams of 11 (and their spare rows) on one page
/// with the pre-match and the totals.
const ROW: f32 = 10.5;
/// The lowest a row goes for both teams to stay on the page they start on.
const LEAST_ROW: f32 = 8.5;
const SIZE: f32 = 7.8;
/// An empty row under the players, for whoever joins at the table.
const SPARE_ROWS: usize = 1;
/// The "Players" heading with the legend.
const HEADING: f32 = 36.0;
/// A team's block besides its rows: its name, the table's header, its totals, a gap.
const BLOCK: f32 = 14.0 + 12.0 + TOTALS + 4.0;

/// How high the rows are and how many spare rows each team gets.
#[derive(Clone, Copy)]
struct Layout {
    row: f32,
    spare: usize,
}

/// Both teams on the page they start on if they can be: with the spare rows, else
/// without, else with lower rows (down to `LEAST_ROW`); if not even then, as usual,
/// a team to a block that turns the page.
fn layout(w: &Writer, players: [usize; 2], recorded: [bool; 2]) -> Layout {
    let room = w.bottom() - w.y - HEADING - 2.0 * BLOCK;
    let rows = |spare: usize| -> f32 {
        let spares = recorded.iter().filter(|r| !**r).count() * spare;
        (players[0] + players[1] + spares) as f32
    };
    let usual = Layout {
        row: ROW,
        spare: SPARE_ROWS,
    };
    if rows(SPARE_ROWS) * ROW <= room {
        return usual;
    }
    let tight = rows(0);
    if tight * LEAST_ROW <= room {
        let row = (room / tight).min(ROW);
        return Layout { row, spare: 0 };
    }
    usual
}
/// The star player point awards, in the sheet's order.
const AWARDS: [&str; 6] = [
    "touchdown",
    "casualty",
    "completion",
    "interception",
    "deflection",
    "mvp",
];

/// The awards the data knows, in the sheet's order.
fn awards(tables: &Tables) -> Vec<&SppAward> {
    AWARDS
        .iter()
        .filter_map(|id| tables.post_match.spp.award.iter().find(|a| a.id == *id))
        .collect()
}

fn columns(w: &Writer, awards: &[&SppAward], played: bool) -> Vec<Col> {
    let mut cols = vec![
        Col::new(w.t(L::Number), Width::Fixed(16.0), Align::Right),
        Col::new(w.t(L::Name), Width::Share(1.2), Align::Left),
        Col::new(w.t(L::Position), Width::Share(1.0), Align::Left),
    ];
    for award in awards {
        let abbr = w.lang.pick(&award.abbr_en, &award.abbr_fr);
        cols.push(Col::new(abbr, Width::Fixed(25.0), Align::Center));
    }
    let suffered = w.t(Bb::CasualtySuffered);
    if played {
        cols.push(Col::new(w.t(Bb::Spp), Width::Fixed(25.0), Align::Center));
        cols.push(Col::new(suffered, Width::Share(1.3), Align::Left));
    } else {
        cols.push(Col::new(suffered, Width::Fixed(84.0), Align::Center));
    }
    cols
}

/// What each column's abbreviation stands for, with the points it earns.
fn legend(w: &Writer, awards: &[&SppAward]) -> String {
    let parts: Vec<String> = awards
        .iter()
        .map(|a| {
            let (abbr, name) = (
                w.lang.pick(&a.abbr_en, &a.abbr_fr),
                w.lang.pick(&a.name_en, &a.name_fr),
            );
            format!("{abbr} {name} ({})", a.spp)
        })
        .collect();
    w.tf(Bb::SppLegend, &[&parts.join(" · ")])
}

/// Each team's players with their boxes (or, played, their recorded lines), a team to a
/// block kept on one page.
pub(super) fn player_tables(
    w: &mut Writer,
    teams: [&BloodBowlTeam; 2],
    played: Option<&Played>,
    tables: &Tables,
) {
    let awards = awards(tables);
    let recorded = [0, 1].map(|index| {
        played
            .map(|p| &p.sides[index])
            .filter(|side| !side.players.is_empty())
    });
    let players = [0, 1].map(|i| recorded[i].map_or(teams[i].players.len(), |s| s.players.len()));
    let fit = layout(w, players, recorded.map(|r| r.is_some()));
    for (index, team) in teams.into_iter().enumerate() {
        let recorded = recorded[index];
        let rows = players[index] + if recorded.is_some() { 0 } else { fit.spare };
        // The heading with the legend, the team's name, the table's header, its rows
        // and totals, kept together.
        let heading = if index == 0 { HEADING } else { 0.0 };
        w.ensure(heading + BLOCK + fit.row * rows as f32);
        if index == 0 {
            w.heading(w.t(L::Players));
            // One line: set smaller rather than wrapped.
            w.line_of_text(&legend(w, &awards), Style::new(6.5).grey(0.35));
        }
        let side = if index == 0 { L::Home } else { L::Away };
        let caption = format!("{} · {}", w.t(side), team.name);
        let style = Style::new(9.5).bold();
        let (x, width) = (w.left(), w.inner_width());
        w.cell(x, w.y + 11.0, width, &caption, style, Align::Left);
        w.y += 14.0;
        let cols = columns(w, &awards, recorded.is_some());
        let table = Table::new(w.left(), w.inner_width(), cols, 7.5);
        table.header(w);
        for row in 0..rows {
            if w.ensure(fit.row) {
                table.header(w);
            }
            let shade = (row % 2 == 1, fit.row);
            match recorded {
                Some(side) => played_row(w, &table, &side.players[row], &awards, shade),
                None => player_row(w, &table, team.players.get(row), shade),
            }
        }
        team_totals(w, played.map(|p| &p.sides[index]));
        w.y += 3.0;
    }
}

/// A player's recorded line: each award's count (a dash for none), the SPP earned and
/// the casualty suffered.
fn played_row(
    w: &mut Writer,
    table: &Table,
    player: &PlayedPlayer,
    awards: &[&SppAward],
    (shade, row): (bool, f32),
) {
    if shade {
        table.band(w, row);
    }
    let baseline = w.y + row - 3.0;
    let style = Style::new(SIZE.min(row - 1.5));
    let line = player.line.as_ref();
    let mut cells = vec![
        (player.number.to_string(), style.bold()),
        (player.name.clone(), style),
        (player.position_name.clone(), style),
    ];
    let counts = awards
        .iter()
        .map(|award| line.map_or(0, |l| award_count(l, &award.id)))
        .chain([line.map_or(0, |l| l.spp)]);
    for count in counts {
        cells.push(match count {
            0 => ("–".to_string(), style.grey(0.6)),
            n => (n.to_string(), style.bold()),
        });
    }
    cells.push((player.casualty.clone().unwrap_or_default(), style));
    for (i, (text, style)) in cells.iter().enumerate() {
        let (x, width, align) = (table.xs[i], table.widths[i], table.cols[i].align);
        w.cell(x, baseline, width, text, *style, align);
    }
    w.y += row;
}

/// How many times a player's line earned the award `id`.
fn award_count(line: &crate::store::bloodbowl::PlayerMatchRow, id: &str) -> u32 {
    match id {
        "touchdown" => line.touchdowns,
        "casualty" => line.casualties,
        "completion" => line.completions,
        "interception" => line.interceptions,
        "deflection" => line.deflections,
        "mvp" => u32::from(line.mvp),
        _ => 0,
    }
}

fn player_row(
    w: &mut Writer,
    table: &Table,
    player: Option<&BloodBowlPlayer>,
    (shade, row): (bool, f32),
) {
    if shade {
        table.band(w, row);
    }
    let baseline = w.y + row - 3.0;
    let style = Style::new(SIZE.min(row - 1.5));
    let mut boxes = true;
    if let Some(player) = player {
        let number = player.number.to_string();
        let (x, width) = (table.xs[0], table.widths[0]);
        w.cell(x, baseline, width, &number, style.bold(), Align::Right);
        let (x, width) = (table.xs[1], table.widths[1]);
        w.cell(x, baseline, width, &player.name, style, Align::Left);
        let (x, width) = (table.xs[2], table.widths[2]);
        w.cell(
            x,
            baseline,
            width,
            &player.position_name,
            style,
            Align::Left,
        );
        if player.miss_next_game {
            boxes = false;
            let x = table.xs[3];
            let note = w.t(Bb::MissesMatch);
            w.cell(
                x,
                baseline,
                table.right() - x,
                note,
                style.grey(0.4),
                Align::Left,
            );
        }
    }
    if boxes {
        for i in 3..table.cols.len() {
            let width = if i + 1 == table.cols.len() {
                table.widths[i]
            } else {
                ROW * 1.4
            };
            let x = table.xs[i] + (table.widths[i] - width) / 2.0;
            w.rect(x, w.y + 1.0, width, row - 2.0, Some(1.0));
            w.rect(x, w.y + 1.0, width, row - 2.0, None);
        }
    }
    w.y += row;
}
