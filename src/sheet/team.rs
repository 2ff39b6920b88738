//! The team sheet: the team as it stood at a date or before a match, one page for a
//! full roster of 14, with a glossary of the skills it uses.

use super::glossary::glossary;
use super::page::{Align, MARGIN, Style, Writer};
use super::team_rows::roster_table;
use super::tr::L;
use super::{SheetOptions, team_rows};
use crate::Result;
use crate::coach::dreadball::TeamSheet;
use crate::coach::{AsOf, Context};
use crate::present::staff_name;

/// A team sheet as PDF bytes. The sheet's own texts (roster name, parts, hack) are in
/// the language it was loaded in; labels and skills follow `options.lang`.
pub fn team_sheet_pdf(sheet: &TeamSheet, options: &SheetOptions) -> Result<Vec<u8>> {
    let mut w = Writer::new(&sheet.name, options)?;
    draw_team_sheet(&mut w, sheet);
    Ok(w.finish(&sheet.name))
}

/// Draws one team sheet from the top of the current page (used in bundles too).
pub(crate) fn draw_team_sheet(w: &mut Writer, sheet: &TeamSheet) {
    let context = Context::new(w.lang);
    let stands = stands_at(w, sheet);
    sheet_header(
        w,
        &sheet.name,
        &stands,
        [&sheet.roster_name, &sheet.coach, &sheet.league],
    );
    info_cells(w, &facts(w, sheet, &context));
    w.y += 8.0;
    roster_table(w, sheet, &context);
    team_rows::ranks_note(w, sheet);
    glossary(w, sheet, &context);
}

/// A team sheet's title line ("Team sheet · as of …" at the right) and its roster, coach
/// and league line, for every game's team sheet.
pub(crate) fn sheet_header(
    w: &mut Writer,
    name: &str,
    stands: &str,
    [roster, coach, league]: [&str; 3],
) {
    let right = format!("{} · {stands}", w.t(L::TeamSheet));
    w.title(name, &right);
    let colon = w.t(L::Colon);
    let subtitle = format!(
        "{}{colon}{roster} · {}{colon}{coach} · {}{colon}{league}",
        w.t(L::Roster),
        w.t(L::Coach),
        w.t(L::League),
    );
    w.line_of_text(&subtitle, Style::new(9.5));
    w.y += 3.0;
}

/// "as of 2026-11-21" or "before match 12 (2026-11-21)".
fn stands_at(w: &Writer, sheet: &TeamSheet) -> String {
    let date = sheet.date.format("%Y-%m-%d").to_string();
    match sheet.as_of {
        AsOf::BeforeMatch(id) => format!("{} {id} ({date})", w.t(L::BeforeMatch).to_lowercase()),
        AsOf::Now | AsOf::Date(_) => format!("{} {date}", w.t(L::AsOf).to_lowercase()),
    }
}

/// A labelled value in the facts strip.
pub(crate) struct Fact {
    pub label: String,
    pub value: String,
}

fn fact(label: &str, value: String) -> Fact {
    Fact {
        label: label.to_string(),
        value,
    }
}

fn facts(w: &Writer, sheet: &TeamSheet, context: &Context) -> Vec<Fact> {
    let staff: Vec<String> = sheet
        .staff
        .iter()
        .map(|kind| staff_name(context, *kind))
        .collect();
    let none = w.t(L::NoneYet).to_string();
    let mut facts = vec![
        fact(w.t(L::Treasury), format!("{}mc", sheet.treasury_mc)),
        fact(w.t(L::TeamValue), format!("{}mc", sheet.value_mc)),
        fact(
            w.t(L::Players),
            format!("{}/{}", sheet.players.len(), sheet.max_players),
        ),
        fact(w.t(L::Dice), sheet.dice.to_string()),
        fact(w.t(L::Cards), sheet.cards.to_string()),
        fact(w.t(L::Cheerleaders), sheet.cheerleaders.to_string()),
        fact(
            w.t(L::Staff),
            if staff.is_empty() {
                none.clone()
            } else {
                staff.join(", ")
            },
        ),
    ];
    if let AsOf::BeforeMatch(_) = sheet.as_of {
        facts.push(fact(w.t(L::Hack), sheet.hack.clone().unwrap_or(none)));
    }
    facts
}

const LABEL: Style = Style::new(6.5).grey(0.35);
const VALUE: Style = Style::new(9.5).bold();

/// Each box's width: what its label and value need, the spare room shared out, or
/// everything shrunk alike when the page is too narrow (text is then shortened).
fn widths(w: &Writer, facts: &[Fact], room: f32) -> Vec<f32> {
    let natural: Vec<f32> = facts
        .iter()
        .map(|f| w.measure(&f.label, LABEL).max(w.measure(&f.value, VALUE)) + 9.0)
        .collect();
    let total: f32 = natural.iter().sum();
    if total <= room {
        let extra = (room - total) / facts.len().max(1) as f32;
        return natural.iter().map(|n| n + extra).collect();
    }
    let cap = cap(&natural, room);
    natural.iter().map(|n| n.min(cap)).collect()
}

/// The width above which boxes are cut so that all of them fit `room`: narrow boxes
/// keep what they need, the widest share what is left.
fn cap(natural: &[f32], room: f32) -> f32 {
    let mut sorted = natural.to_vec();
    sorted.sort_by(f32::total_cmp);
    let mut used = 0.0;
    for (index, width) in sorted.iter().enumerate() {
        let even = (room - used) / (sorted.len() - index) as f32;
        if *width > even {
            return even;
        }
        used += width;
    }
    f32::MAX
}

/// A strip of boxes, each with a small label over a bold value.
pub(crate) fn info_cells(w: &mut Writer, facts: &[Fact]) {
    let gap = 4.0;
    let room = w.inner_width() - gap * facts.len().saturating_sub(1) as f32;
    let height = 26.0;
    w.ensure(height + 4.0);
    let mut x = MARGIN;
    for (fact, width) in facts.iter().zip(widths(w, facts, room)) {
        w.rect(x, w.y, width, height, Some(0.95));
        w.cell(
            x + 4.0,
            w.y + 9.0,
            width - 7.0,
            &fact.label,
            LABEL,
            Align::Left,
        );
        let (y, room) = (w.y + 21.0, width - 7.0);
        w.cell_shrinking(x + 4.0, y, room, &fact.value, VALUE, Align::Left, 7.5);
        x += width + gap;
    }
    w.y += height;
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_widest_boxes_are_cut_to_share_what_is_left() {
        assert_eq!(super::cap(&[10.0, 20.0, 100.0, 200.0], 130.0), 50.0);
        assert_eq!(super::cap(&[10.0, 20.0], 100.0), f32::MAX);
    }
}
