//! The team sheet: the team as it stood at a date or before a match, one page for a
//! full roster of 14, with a glossary of the skills it uses.

use super::team_rows::{self, roster_table};
use super::tr::Dr;
use crate::Result;
use crate::coach::dreadball::TeamSheet;
use crate::coach::{AsOf, Context};
use crate::data::Named;
use crate::present::dreadball::staff_name;
use crate::sheet::SheetOptions;
use crate::sheet::frame::{Fact, fact, info_cells, sheet_header};
use crate::sheet::glossary::glossary_of;
use crate::sheet::page::Writer;
use crate::sheet::tr::L;

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

/// "as of 2026-11-21" or "before match 12 (2026-11-21)".
fn stands_at(w: &Writer, sheet: &TeamSheet) -> String {
    let date = sheet.date.format("%Y-%m-%d").to_string();
    match sheet.as_of {
        AsOf::BeforeMatch(id) => format!("{} {id} ({date})", w.t(Dr::BeforeMatch).to_lowercase()),
        AsOf::Now | AsOf::Date(_) => crate::sheet::frame::as_of(w, sheet.date),
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
        fact(w.t(Dr::Dice), sheet.dice.to_string()),
        fact(w.t(Dr::Cards), sheet.cards.to_string()),
        fact(w.t(L::Cheerleaders), sheet.cheerleaders.to_string()),
        fact(
            w.t(Dr::Staff),
            if staff.is_empty() {
                none.clone()
            } else {
                staff.join(", ")
            },
        ),
    ];
    if let AsOf::BeforeMatch(_) = sheet.as_of {
        facts.push(fact(w.t(Dr::Hack), sheet.hack.clone().unwrap_or(none)));
    }
    facts
}

/// (name, description) of every skill on the sheet, by name.
pub(super) fn skills(sheet: &TeamSheet, context: &Context) -> Vec<(String, String)> {
    let mut ids: Vec<&String> = Vec::new();
    for id in sheet.players.iter().flat_map(|p| &p.skills) {
        if !ids.contains(&id) {
            ids.push(id);
        }
    }
    let mut entries: Vec<(String, String)> = ids
        .iter()
        .map(|id| match context.reference().skill(id) {
            Some(skill) => (
                skill.name(context.lang).to_string(),
                context
                    .lang
                    .pick(&skill.description_en, &skill.description_fr)
                    .to_string(),
            ),
            None => (id.to_string(), String::new()),
        })
        .collect();
    entries.sort_by_key(|(name, _)| name.to_lowercase());
    entries
}

fn glossary(w: &mut Writer, sheet: &TeamSheet, context: &Context) {
    glossary_of(w, skills(sheet, context));
}
