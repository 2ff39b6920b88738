//! The team sheet's roster table (a player per row, with notes under the name for
//! MVPs, free agents, built players and Giants) and its glossary of skills.

use super::tr::Dr;
use crate::coach::Context;
use crate::coach::dreadball::{SheetPlayer, TeamSheet};
use crate::data::Lang;
use crate::data::dreadball::Position;
use crate::present::dreadball::{movement, skill_names, target};
use crate::rules::dreadball::PlayerKind;
use crate::rules::dreadball::match_day::DEFAULT_RANK_THRESHOLDS;
use crate::sheet::page::{Align, Style, Writer};
use crate::sheet::table::{Col, Table, Width};
use crate::sheet::tr::L;
use crate::tr::Words;

const SIZE: f32 = 8.0;
const NOTE: f32 = 6.8;
const LINE: f32 = 10.0;

pub(crate) fn columns(lang: Lang) -> Vec<Col> {
    let fixed = |label: &str, width: f32, align: Align| Col::new(label, Width::Fixed(width), align);
    vec![
        fixed(L::Number.words(lang), 16.0, Align::Right),
        Col::new(L::Name.words(lang), Width::Share(1.0), Align::Left),
        fixed(L::Position.words(lang), 40.0, Align::Left),
        fixed(Dr::Mv.words(lang), 16.0, Align::Center),
        fixed(Dr::Str.words(lang), 18.0, Align::Center),
        fixed(Dr::Spd.words(lang), 18.0, Align::Center),
        fixed(Dr::Skl.words(lang), 18.0, Align::Center),
        fixed(Dr::Arm.words(lang), 18.0, Align::Center),
        Col::new(L::Skills.words(lang), Width::Share(1.5), Align::Left),
        fixed(Dr::Experience.words(lang), 18.0, Align::Right),
        fixed(Dr::Rank.words(lang), 22.0, Align::Right),
        fixed(L::Injuries.words(lang), 26.0, Align::Right),
    ]
}

fn position_label(position: Position) -> Dr {
    match position {
        Position::Guard => Dr::Guard,
        Position::Jack => Dr::Jack,
        Position::Striker => Dr::Striker,
        Position::Keeper => Dr::Keeper,
    }
}

/// What the sheet says under a player's name: MVP or free agent hired for one match,
/// a built player's parts, a Giant's two places.
pub(crate) fn notes(lang: Lang, player: &SheetPlayer) -> String {
    let mut notes = Vec::new();
    match player.kind {
        PlayerKind::Roster => {}
        PlayerKind::Mvp => notes.push(Dr::Mvp.words(lang).to_string()),
        PlayerKind::FreeAgent => notes.push(Dr::FreeAgent.words(lang).to_string()),
        PlayerKind::Mechanite | PlayerKind::Mutant => {
            let kind = if player.kind == PlayerKind::Mechanite {
                Dr::Mechanite.words(lang)
            } else {
                Dr::Mutant.words(lang)
            };
            match &player.parts {
                Some(parts) => notes.push(Dr::BuiltFrom.fill(lang, &[&kind, parts])),
                None => notes.push(kind.to_string()),
            }
        }
    }
    if let Some(fixture) = player.hired_for {
        notes.push(Dr::HiredFor.fill(lang, &[&fixture]));
    }
    if player.giant {
        notes.push(Dr::GiantNote.words(lang).to_string());
    }
    notes.join(" · ")
}

/// The skills' column (printed wrapped, under its own rules).
const SKILLS: usize = 8;

/// A player's cells, as the roster table prints them (skills by name).
pub(crate) fn cells(lang: Lang, player: &SheetPlayer, context: &Context) -> Vec<String> {
    let stats = &player.stats;
    vec![
        player.number.to_string(),
        player.name.clone(),
        position_label(player.position).words(lang).to_string(),
        movement(stats.movement),
        target(stats.strength),
        target(stats.speed),
        target(stats.skill),
        target(stats.armour),
        skill_names(context, &player.skills),
        player.experience.to_string(),
        player.rank.to_string(),
        player.injuries.to_string(),
    ]
}

pub(crate) fn roster_table(w: &mut Writer, sheet: &TeamSheet, context: &Context) {
    let table = Table::new(w.left(), w.inner_width(), columns(w.lang), SIZE).emphasise(1);
    table.header(w);
    for (index, player) in sheet.players.iter().enumerate() {
        player_row(w, &table, player, context, index % 2 == 1);
    }
    w.y += 2.0;
}

fn player_row(w: &mut Writer, table: &Table, player: &SheetPlayer, context: &Context, shade: bool) {
    let note_style = Style::new(NOTE).grey(0.3);
    let note_width = table.xs[8] - table.xs[1] - 6.0;
    let note = notes(w.lang, player);
    let note_lines = if note.is_empty() {
        Vec::new()
    } else {
        w.wrap(&note, note_width, note_style, 2)
    };
    let skills = skill_names(context, &player.skills);
    let skill_lines = w.wrap(&skills, table.widths[8], Style::new(SIZE), 3);
    let lines = (1 + note_lines.len()).max(skill_lines.len()).max(1);
    let height = lines as f32 * LINE + 4.0;
    if w.ensure(height) {
        table.header(w);
    }
    if shade {
        table.band(w, height);
    }
    let top = w.y;
    let baseline = top + SIZE + 2.5;
    let mut cells = cells(w.lang, player, context);
    cells[SKILLS] = String::new();
    for (i, text) in cells.iter().enumerate() {
        let style = Style {
            bold: i <= 1,
            ..Style::new(SIZE)
        };
        w.cell(
            table.xs[i],
            baseline,
            table.widths[i],
            text,
            style,
            table.cols[i].align,
        );
    }
    for (n, line) in skill_lines.iter().enumerate() {
        let y = baseline + n as f32 * LINE;
        w.text(table.xs[8], y, line, Style::new(SIZE));
    }
    for (n, line) in note_lines.iter().enumerate() {
        let y = baseline + (n + 1) as f32 * LINE - 0.5;
        w.text(table.xs[1], y, line, note_style);
    }
    w.y = top + height;
}

/// "Ranks at 5/12/20 experience (league setting)", under the table; Dugout's default
/// thresholds are said to be one.
pub(crate) fn ranks_note(w: &mut Writer, sheet: &TeamSheet) {
    if sheet.rank_thresholds.is_empty() {
        return;
    }
    let thresholds: Vec<String> = sheet.rank_thresholds.iter().map(u32::to_string).collect();
    let is_default = sheet.rank_thresholds == DEFAULT_RANK_THRESHOLDS;
    let label = if is_default {
        Dr::RanksAtDefault
    } else {
        Dr::RanksAt
    };
    let text = w.tf(label, &[&thresholds.join("/")]);
    w.line_of_text(&text, Style::new(6.8).grey(0.35));
}
