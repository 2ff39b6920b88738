//! The glossary under a team sheet: every skill its players have (for Killpower Ball,
//! every power card its gladiators hold), the name in bold run into its description,
//! in two balanced columns (flowing on to the next page only when a page cannot hold
//! them).

use super::fonts::{fonts, wrap_after};
use super::page::{MARGIN, Style, Writer};
use super::tr::L;
use crate::tr::Words;

const SIZE: f32 = 6.9;
const LEADING: f32 = 8.3;
const COLUMN_GAP: f32 = 14.0;
const ENTRY_GAP: f32 = 2.0;

/// One skill laid out for a column.
struct Entry {
    name: String,
    lines: Vec<String>,
}

impl Entry {
    fn height(&self) -> f32 {
        self.lines.len().max(1) as f32 * LEADING + ENTRY_GAP
    }
}

fn layout(name: String, description: &str, width: f32) -> Entry {
    let Ok(fonts) = fonts() else {
        return Entry {
            name,
            lines: vec![description.to_string()],
        };
    };
    let bold = Style::new(SIZE).bold();
    let run_in = fonts.bold.width(&format!("{name}  "), bold.size);
    let lines = wrap_after(description, width - run_in, width, 0, |t| {
        fonts.regular.width(t, SIZE)
    });
    Entry { name, lines }
}

/// The glossary of any game's sheet: (name, description) pairs, sorted by the caller.
pub(crate) fn glossary_of(w: &mut Writer, skills: Vec<(String, String)>) {
    glossary_titled(w, [L::Glossary, L::NoSkills], skills);
}

/// A glossary under its own heading, or the `empty` line when there is nothing in it.
pub(crate) fn glossary_titled(
    w: &mut Writer,
    [heading, empty]: [impl Words; 2],
    entries: Vec<(String, String)>,
) {
    let width = (w.inner_width() - COLUMN_GAP) / 2.0;
    let entries: Vec<Entry> = entries
        .into_iter()
        .map(|(name, description)| layout(name, &description, width))
        .collect();
    w.heading(w.t(heading));
    if entries.is_empty() {
        w.line_of_text(w.t(empty), Style::new(7.5).grey(0.3));
        return;
    }
    let mut rest: &[Entry] = &entries;
    while !rest.is_empty() {
        let room = w.bottom() - w.y;
        let (mut left, mut right) = split(rest, room);
        if left == 0 && w.y > MARGIN + 1.0 {
            w.new_page();
            continue;
        }
        if left == 0 {
            // Taller than a whole page: printed anyway, on a page of its own.
            (left, right) = (1, 1);
        }
        let top = w.y;
        let left_end = column(w, &rest[..left], w.left(), top);
        let right_end = column(w, &rest[left..right], w.left() + width + COLUMN_GAP, top);
        w.y = left_end.max(right_end);
        rest = &rest[right..];
        if !rest.is_empty() {
            w.new_page();
        }
    }
}

/// How many entries go in the left column and where the right one ends: halves as
/// even as can be when everything fits in `room`, else each column filled to the bottom.
fn split(entries: &[Entry], room: f32) -> (usize, usize) {
    let heights: Vec<f32> = entries.iter().map(Entry::height).collect();
    let total: f32 = heights.iter().sum();
    let fill = |from: usize| {
        let mut used = 0.0;
        let mut end = from;
        while end < heights.len() && used + heights[end] <= room {
            used += heights[end];
            end += 1;
        }
        end
    };
    let mut best = (0, f32::MAX);
    let mut left_height = 0.0;
    for (count, height) in heights.iter().enumerate() {
        left_height += height;
        if left_height > room {
            break;
        }
        let longer = left_height.max(total - left_height);
        if longer < best.1 {
            best = (count + 1, longer);
        }
    }
    let left = if best.1 <= room { best.0 } else { fill(0) };
    (left, fill(left))
}

/// Draws entries from `top` down at `x`; returns where the column ends.
fn column(w: &mut Writer, entries: &[Entry], x: f32, top: f32) -> f32 {
    let width = (w.inner_width() - COLUMN_GAP) / 2.0;
    let bold = Style::new(SIZE).bold();
    let plain = Style::new(SIZE);
    let mut y = top;
    for entry in entries {
        let baseline = y + SIZE;
        let name = w.fit(&entry.name, width, bold);
        w.text(x, baseline, &name, bold);
        let indent = w.measure(&format!("{}  ", entry.name), bold);
        for (n, line) in entry.lines.iter().enumerate() {
            let start = if n == 0 { x + indent } else { x };
            w.text(start, baseline + n as f32 * LEADING, line, plain);
        }
        y += entry.height();
    }
    y
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entries(lines: &[usize]) -> Vec<Entry> {
        lines
            .iter()
            .map(|n| Entry {
                name: String::new(),
                lines: vec![String::new(); *n],
            })
            .collect()
    }

    #[test]
    fn columns_are_balanced_when_everything_fits() {
        let one = LEADING + ENTRY_GAP;
        assert_eq!(split(&entries(&[1, 4]), 100.0), (1, 2));
        assert_eq!(split(&entries(&[1, 1, 1, 1]), 100.0), (2, 4));
        assert_eq!(split(&entries(&[3, 1, 1, 1]), 100.0), (1, 4));
        // Too tall for the room: the left column fills up, then the right one.
        assert_eq!(split(&entries(&[1, 1, 1, 1, 1]), 2.5 * one), (2, 4));
    }
}
