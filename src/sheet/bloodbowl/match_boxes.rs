//! The boxes of a Blood Bowl match sheet filled in by hand: per team, a row per player
//! with a box for each way of earning star player points and one for the casualty
//! suffered; then the team totals (score, casualties inflicted, winnings).

use crate::coach::bloodbowl::{BloodBowlPlayer, BloodBowlTeam};
use crate::data::bloodbowl::tables::{SppAward, Tables};
use crate::sheet::grid::{Cells, GridRow, grid};
use crate::sheet::page::{Align, Style, Writer};
use crate::sheet::table::{Col, Table, Width};
use crate::sheet::tr::L;

const ROW: f32 = 15.0;
const SIZE: f32 = 7.8;
/// Empty rows under the players, for whoever joins at the table.
const SPARE_ROWS: usize = 2;
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

fn columns(w: &Writer, awards: &[&SppAward]) -> Vec<Col> {
    let mut cols = vec![
        Col::new(w.t(L::Number), Width::Fixed(16.0), Align::Right),
        Col::new(w.t(L::Name), Width::Share(1.2), Align::Left),
        Col::new(w.t(L::Position), Width::Share(1.0), Align::Left),
    ];
    for award in awards {
        let abbr = w.lang.pick(&award.abbr_en, &award.abbr_fr);
        cols.push(Col::new(abbr, Width::Fixed(25.0), Align::Center));
    }
    let suffered = w.t(L::CasualtySuffered);
    cols.push(Col::new(suffered, Width::Fixed(84.0), Align::Center));
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
    w.tf(L::SppLegend, &[&parts.join(" · ")])
}

/// Each team's players with their boxes, a team to a block kept on one page.
pub(super) fn player_tables(w: &mut Writer, teams: [&BloodBowlTeam; 2], tables: &Tables) {
    let awards = awards(tables);
    for (index, team) in teams.into_iter().enumerate() {
        let rows = team.players.len() + SPARE_ROWS;
        w.ensure(ROW * (rows as f32 + 1.0) + 52.0);
        let side = if index == 0 { L::Home } else { L::Away };
        w.heading(&format!(
            "{} · {} — {}",
            w.t(side),
            team.name,
            w.t(L::Players)
        ));
        if index == 0 {
            w.paragraph(&legend(w, &awards), Style::new(7.0).grey(0.35), 0.0);
            w.y += 1.0;
        }
        let table = Table::new(w.left(), w.inner_width(), columns(w, &awards), 7.5);
        table.header(w);
        for row in 0..rows {
            if w.ensure(ROW) {
                table.header(w);
            }
            player_row(w, &table, team.players.get(row), row % 2 == 1);
        }
        w.y += 4.0;
    }
}

fn player_row(w: &mut Writer, table: &Table, player: Option<&BloodBowlPlayer>, shade: bool) {
    if shade {
        table.band(w, ROW);
    }
    let baseline = w.y + 10.0;
    let style = Style::new(SIZE);
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
            let note = w.t(L::MissesMatch);
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
            w.rect(x, w.y + 2.0, width, ROW - 4.0, Some(1.0));
            w.rect(x, w.y + 2.0, width, ROW - 4.0, None);
        }
    }
    w.y += ROW;
}

/// What each team totals at the end: score, casualties inflicted, winnings.
pub(super) fn totals(w: &mut Writer, teams: [&str; 2]) {
    w.ensure(100.0);
    w.heading(w.t(L::TeamTotals));
    let empty = || Cells::Sides([None, None]);
    let rows = [
        GridRow::new(w.t(L::ScoreTouchdowns), empty()).tall(2),
        GridRow::new(w.t(L::CasualtiesInflicted), empty()).tall(2),
        GridRow::new(w.t(L::Winnings), empty()).tall(2),
    ];
    grid(w, teams, &rows);
}
