//! What every game's team sheet shares: the title line with the roster, coach and
//! league, and the strip of labelled facts (treasury, team value, …) under it; and every
//! match sheet's title line.

use chrono::NaiveDate;

use super::page::{Align, MARGIN, Style, Writer};
use super::tr::L;
use crate::coach::FixtureLine;
use crate::tr::Words;

/// "as of 2026-11-24", at the right of a title.
pub(crate) fn as_of(w: &Writer, date: NaiveDate) -> String {
    format!(
        "{} {}",
        w.t(L::AsOf).to_lowercase(),
        date.format("%Y-%m-%d")
    )
}

/// A match sheet's title line: `title` (both teams) at the left; at the right, what the
/// sheet is (`kind`), the match's number, its round and its date.
pub(crate) fn match_title(w: &mut Writer, fixture: &FixtureLine, title: &str, kind: impl Words) {
    let date = fixture.date.map_or_else(
        || w.t(L::NoDate).to_string(),
        |d| d.format("%Y-%m-%d").to_string(),
    );
    let round = if fixture.playoff {
        w.tf(L::PlayoffRound, &[&fixture.round])
    } else {
        w.tf(L::Round, &[&fixture.round])
    };
    let right = format!(
        "{} · {} {} · {round} · {date}",
        w.t(kind),
        w.t(L::Match).to_lowercase(),
        fixture.id
    );
    w.title(title, &right);
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

/// A labelled value in the facts strip.
pub(crate) struct Fact {
    pub label: String,
    pub value: String,
}

pub(crate) fn fact(label: &str, value: String) -> Fact {
    Fact {
        label: label.to_string(),
        value,
    }
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
