//! Dungeonbowl's part of the match sheet: the set-up checklist (what each coach places,
//! a box per piece and per coach, in turn from the coin toss) and the format's rules in
//! short.

use super::tr::Bb;
use crate::data::bloodbowl::Dungeonbowl;
use crate::sheet::grid::{TICK, tick_box};
use crate::sheet::page::{Align, Style, Writer};
use crate::sheet::tr::L;

const SIZE: f32 = 8.0;
const NOTE: Style = Style::new(7.0).grey(0.35);
const GAP: f32 = 10.0;
/// The room of one tick box and the space after it.
const STEP: f32 = TICK + 3.0;
/// The narrowest a coach's column of boxes is, for the team's name over it.
const TEAM_COLUMN: f32 = 100.0;

/// One line of the checklist: what is placed, how, and how many boxes per coach.
struct Item {
    what: String,
    placing: String,
    count: u32,
}

fn items(w: &Writer, format: &Dungeonbowl) -> Vec<Item> {
    let lang = w.lang;
    let mut items: Vec<Item> = format
        .setup
        .iter()
        .map(|item| {
            let mut what = format!(
                "{} ×{}",
                lang.pick(&item.name_en, &item.name_fr),
                item.per_coach
            );
            let kinds: Vec<String> = item
                .kinds
                .iter()
                .map(|k| format!("{} {}", k.count, lang.pick(&k.name_en, &k.name_fr)))
                .collect();
            if !kinds.is_empty() {
                what.push_str(&format!("{}{}", w.t(L::Colon), kinds.join(", ")));
            }
            let placing = lang.pick(&item.placing_en, &item.placing_fr).to_string();
            Item {
                what,
                placing,
                count: item.per_coach,
            }
        })
        .collect();
    let players = format.format.players_at_start;
    items.push(Item {
        what: w.tf(Bb::PlayersAtStart, &[&players]),
        placing: String::new(),
        count: players,
    });
    items
}

/// The checklist: a line per thing to place, with a box per piece for each coach.
pub(super) fn dungeon_setup(
    w: &mut Writer,
    format: &Dungeonbowl,
    teams: [&str; 2],
    toss: Option<usize>,
) {
    let items = items(w, format);
    let most = items.iter().map(|i| i.count).max().unwrap_or(1);
    let boxes = (most as f32 * STEP).max(TEAM_COLUMN);
    let text_width = w.inner_width() - 2.0 * (boxes + GAP);
    let laid: Vec<(Vec<String>, Vec<String>)> = items
        .iter()
        .map(|item| {
            let what = w.wrap(&item.what, text_width, Style::new(SIZE).bold(), 2);
            let placing = w.wrap(&item.placing, text_width, NOTE, 3);
            (what, placing)
        })
        .collect();
    let height: f32 = laid.iter().map(|(a, b)| item_height(a, b)).sum();
    w.ensure(height + 60.0);
    w.heading(w.t(Bb::DungeonSetup));
    let order = match toss {
        Some(side) => w.tf(Bb::SetupOrderKnown, &[&teams[side.min(1)]]),
        None => w.t(Bb::SetupOrder).to_string(),
    };
    w.paragraph(&order, Style::new(7.5).grey(0.2), 0.0);
    w.y += 2.0;
    let xs = [
        w.left() + text_width + GAP,
        w.left() + text_width + boxes + 2.0 * GAP,
    ];
    let head = Style::new(7.5).bold().grey(0.25);
    for (x, team) in xs.into_iter().zip(teams) {
        w.cell_shrinking(x, w.y + 8.0, boxes, team, head, Align::Left, 6.0);
    }
    w.y += 11.0;
    for (item, (what, placing)) in items.iter().zip(&laid) {
        draw_item(w, item, what, placing, xs);
    }
    w.y += 4.0;
}

fn item_height(what: &[String], placing: &[String]) -> f32 {
    what.len() as f32 * (SIZE + 2.5) + placing.len() as f32 * (NOTE.size + 2.0) + 6.0
}

fn draw_item(w: &mut Writer, item: &Item, what: &[String], placing: &[String], xs: [f32; 2]) {
    let top = w.y;
    let mut y = top + 2.0;
    for line in what {
        w.text(w.left(), y + SIZE, line, Style::new(SIZE).bold());
        y += SIZE + 2.5;
    }
    for line in placing {
        w.text(w.left(), y + NOTE.size, line, NOTE);
        y += NOTE.size + 2.0;
    }
    for x in xs {
        for n in 0..item.count {
            tick_box(w, x + n as f32 * STEP, top + 2.0, false);
        }
    }
    w.y = top + item_height(what, placing);
    let right = w.left() + w.inner_width();
    w.line((w.left(), w.y - 2.0), (right, w.y - 2.0), 0.3, 0.75);
}

/// The format's special rules, one short paragraph each, after when the match ends.
pub(super) fn dungeon_rules(w: &mut Writer, format: &Dungeonbowl) {
    w.ensure(120.0);
    w.heading(w.t(Bb::DungeonRules));
    let rules = &format.format;
    let mut ends = w.tf(Bb::EndsAt, &[&rules.touchdowns_to_end, &rules.turns]);
    if !rules.weather {
        ends.push_str(&format!(" {}", w.t(Bb::NoWeather)));
    }
    if !rules.kick_off {
        ends.push_str(&format!(" {}", w.t(Bb::NoKickOff)));
    }
    let style = Style::new(7.6);
    w.paragraph(&ends, style.bold(), 0.0);
    w.y += 2.0;
    for rule in &format.rule {
        w.ensure(style.size + 3.0);
        w.text(w.left(), w.y + style.size, "•", style);
        w.paragraph(w.lang.pick(&rule.en, &rule.fr), style, 8.0);
        w.y += 1.5;
    }
}
